#include "progress_dialog.h"

#include "report_tasks.h"

#include "core/records/progress.h"
#include "core/records/report.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lab {

ProgressDialog::ProgressDialog(ProgressStore& store, QWidget* parent)
    : Retranslated<QDialog>(parent)
    , m_store(store)
{
    setObjectName(QStringLiteral("progressDialog"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto* who = new QFormLayout;
    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("studentName"));
    m_name->setMaxLength(200);
    m_nameLabel->setBuddy(m_name);
    m_classLabel = new QLabel(this);
    m_class = new QLineEdit(this);
    m_class->setObjectName(QStringLiteral("studentClass"));
    m_class->setMaxLength(200);
    m_classLabel->setBuddy(m_class);
    who->addRow(m_nameLabel, m_name);
    who->addRow(m_classLabel, m_class);
    layout->addLayout(who);
    connect(m_name, &QLineEdit::editingFinished, this, &ProgressDialog::storeStudent);
    connect(m_class, &QLineEdit::editingFinished, this, &ProgressDialog::storeStudent);

    m_table = new QTableWidget(this);
    m_table->setColumnCount(6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(this);
    m_newStudent = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_newStudent->setObjectName(QStringLiteral("newStudent"));
    m_export = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("exportCsv"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_newStudent->setAutoDefault(false); // Enter never starts a new record
    m_export->setAutoDefault(false);
    connect(m_newStudent, &QPushButton::clicked, this, &ProgressDialog::askNewStudent);
    connect(m_export, &QPushButton::clicked, this, &ProgressDialog::chooseAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(&m_store, &ProgressStore::changed, this, &ProgressDialog::refresh);
    connect(&m_store, &ProgressStore::studentChanged, this, &ProgressDialog::refresh);
    connect(&m_store, &ProgressStore::reset, this, &ProgressDialog::refresh);
    resize(760, 380);
    retranslate();
}

void ProgressDialog::retranslate()
{
    setWindowTitle(tr("Progress"));
    m_intro->setText(tr("Your exercises, as saved on this computer, task by task. The report for your "
                        "teacher lists the same, with your name."));
    m_nameLabel->setText(tr("&Name:"));
    m_classLabel->setText(tr("&Class or ID (optional):"));
    m_table->setHorizontalHeaderLabels(
        { tr("Exercise"), tr("Task"), tr("State"), tr("Attempts"), tr("Hints seen"), tr("Worked solution") });
    m_newStudent->setText(tr("New student..."));
    m_newStudent->setToolTip(tr("Start an empty record for the next student on this computer; this "
                                "record is kept as a dated file."));
    m_export->setText(tr("Export for teacher (CSV)..."));
    refresh();
}

void ProgressDialog::storeStudent()
{
    Student s = m_store.student();
    s.name = m_name->text();
    s.classId = m_class->text();
    s.asked = s.asked || !s.name.trimmed().isEmpty();
    m_store.setStudent(s);
}

void ProgressDialog::refresh()
{
    if (!m_name->hasFocus() && m_name->text() != m_store.student().name)
        m_name->setText(m_store.student().name);
    if (!m_class->hasFocus() && m_class->text() != m_store.student().classId)
        m_class->setText(m_store.student().classId);
    const QList<ReportTask> tasks = curriculumTasks();
    m_table->setRowCount(int(tasks.size()));
    for (int row = 0; row < tasks.size(); ++row) {
        const TaskRecord r = m_store.exercise(tasks[row].exerciseId).tasks.value(tasks[row].taskId);
        const QString state = statusWord(r.status);
        QString solution = tr("no");
        if (r.solution == SolutionShown::Asked)
            solution = tr("yes (asked)");
        else if (r.solution == SolutionShown::AfterWrongAttempts)
            solution = tr("yes (after %1 wrong attempts)").arg(TaskRecord::kSolutionAfter);
        const QStringList cells = { exerciseTitle(tasks[row].exerciseId), taskTitle(tasks[row]), state,
            QLocale().toString(r.attempts), QLocale().toString(r.hintsSeen), solution };
        for (int col = 0; col < cells.size(); ++col)
            m_table->setItem(row, col, new QTableWidgetItem(cells[col]));
    }
}

QString ProgressDialog::suggestedCsvPath() const
{
    Student s = m_store.student();
    s.name = m_name->text(); // as typed, even before it is confirmed
    return QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .filePath(reportFileName(s, QDate::currentDate()));
}

bool ProgressDialog::exportCsv(const QString& path)
{
    storeStudent(); // a name typed but not yet confirmed goes into the report too
    QHash<QString, ExerciseProgress> exercises;
    for (const QString& id : m_store.exerciseIds())
        exercises.insert(id, m_store.exercise(id));
    const QByteArray bytes = studentReportCsv(m_store.student(), exercises, curriculumTasks());
    QSaveFile file(path);
    const bool ok = file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
    if (!ok) {
        QMessageBox::warning(
            this, tr("Export failed"), tr("Could not write %1. Choose another folder or name.").arg(path));
        return false;
    }
    auto* box = new QMessageBox(QMessageBox::Information, tr("Export for teacher"),
        tr("The report for your teacher is saved:\n%1").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok,
        this);
    box->setObjectName(QStringLiteral("exportConfirmation"));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return true;
}

void ProgressDialog::chooseAndExport()
{
    storeStudent();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export progress for the teacher"), suggestedCsvPath(), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

void ProgressDialog::askNewStudent()
{
    storeStudent();
    const QString who = m_store.student().name.isEmpty() ? tr("the current student") : m_store.student().name;
    auto* box = new QMessageBox(QMessageBox::Question, tr("New student"),
        tr("Start an empty record for the next student? The answers of %1 are not "
           "deleted: they are kept in a dated file next to the progress file.")
            .arg(who),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("newStudentQuestion"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Yes)
            startNewStudent();
    });
    box->open();
}

void ProgressDialog::startNewStudent()
{
    const ProgressStore::NewStudentResult result = m_store.startNewStudent();
    QString text;
    QString name = QStringLiteral("newStudentDone");
    QMessageBox::Icon icon = QMessageBox::Information;
    switch (result.outcome) {
    case ProgressStore::NewStudentOutcome::Started:
        text = result.keptAt.isEmpty()
            ? tr("The exercises start empty for the next student.")
            : tr("The previous record is kept as %1. The exercises start empty for the next student.")
                  .arg(QDir::toNativeSeparators(result.keptAt));
        break;
    case ProgressStore::NewStudentOutcome::NotKept:
        text = tr("The current record could not be kept aside, so nothing was changed. Check the disk, or "
                  "use File > Save progress as... first.");
        break;
    case ProgressStore::NewStudentOutcome::NeedsSaveAs:
        text = tr("The current answers are kept only while Collision Detection Lab stays open. Save them "
                  "with File > "
                  "Save progress as... first; nothing was changed.");
        break;
    }
    if (result.outcome != ProgressStore::NewStudentOutcome::Started) {
        name = QStringLiteral("newStudentRefused");
        icon = QMessageBox::Warning;
    }
    auto* box = new QMessageBox(icon, tr("New student"), text, QMessageBox::Ok, this);
    box->setObjectName(name);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    refresh();
}

} // namespace lab
