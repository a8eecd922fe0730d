#include "progress_dialog.h"

#include "core/lesson.h"
#include "core/progress.h"
#include "catalog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lab {

namespace {

QList<QPair<QString, QString>> exercisesWithTitles()
{
    QList<QPair<QString, QString>> list;
    for (const CurriculumEntry& entry : curriculum()) {
        if (entry.exercise)
            list.append({QString::fromLatin1(entry.id), lessonTitle(QString::fromLatin1(entry.id))});
    }
    return list;
}

} // namespace

ProgressDialog::ProgressDialog(ProgressStore& store, QWidget* parent)
    : QDialog(parent)
    , m_store(store)
{
    setObjectName(QStringLiteral("progressDialog"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_table = new QTableWidget(this);
    m_table->setColumnCount(4);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(this);
    m_export = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_export, &QPushButton::clicked, this, &ProgressDialog::chooseAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(&m_store, &ProgressStore::changed, this, &ProgressDialog::refresh);
    resize(620, 300);
    retranslate();
}

void ProgressDialog::retranslate()
{
    setWindowTitle(tr("Progress"));
    m_intro->setText(tr("Your exercises, as saved on this computer. The teacher's file lists the same."));
    m_table->setHorizontalHeaderLabels({tr("Exercise"), tr("State"), tr("Attempts"), tr("Last change")});
    m_export->setText(tr("Export for teacher (CSV)..."));
    refresh();
}

void ProgressDialog::refresh()
{
    const auto exercises = exercisesWithTitles();
    m_table->setRowCount(int(exercises.size()));
    for (int row = 0; row < exercises.size(); ++row) {
        const ExerciseProgress p = m_store.exercise(exercises[row].first);
        QString state;
        switch (p.status) {
        case ExerciseStatus::NotStarted: state = tr("not started"); break;
        case ExerciseStatus::InProgress: state = tr("in progress"); break;
        case ExerciseStatus::Done: state = tr("done"); break;
        }
        const QString when = p.updated.isValid() ? QLocale().toString(p.updated.toLocalTime(), QLocale::ShortFormat) : QString();
        const QStringList cells = {exercises[row].second, state, QLocale().toString(p.attempts), when};
        for (int col = 0; col < cells.size(); ++col)
            m_table->setItem(row, col, new QTableWidgetItem(cells[col]));
    }
}

bool ProgressDialog::exportCsv(const QString& path)
{
    QSaveFile file(path);
    const QByteArray bytes = m_store.toCsv(exercisesWithTitles()).toUtf8();
    // A byte-order mark lets spreadsheet programs read the Japanese titles as UTF-8.
    const bool ok = file.open(QIODevice::WriteOnly) && file.write("\xEF\xBB\xBF") == 3
        && file.write(bytes) == bytes.size() && file.commit();
    if (!ok)
        QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1. Choose another folder or name.").arg(path));
    return ok;
}

void ProgressDialog::chooseAndExport()
{
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + QStringLiteral("/collision-lab-progress.csv");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export progress for the teacher"), suggested,
                                                      tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

void ProgressDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace lab
