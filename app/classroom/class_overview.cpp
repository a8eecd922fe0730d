#include "class_overview.h"

#include "class_csv.h"
#include "report_tasks.h"

#include <QColor>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

int statusRank(ExerciseStatus s)
{
    return s == ExerciseStatus::Done ? 2 : s == ExerciseStatus::InProgress ? 1 : 0;
}

} // namespace

ClassOverview::ClassOverview(QWidget* parent)
    : Retranslated<QDialog>(parent)
    , m_tasks(curriculumTasks())
{
    setObjectName(QStringLiteral("classOverview"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("classTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionsClickable(true);
    m_table->horizontalHeader()->setSortIndicatorShown(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide(); // the totals row is no student: no numbers down the side
    connect(m_table->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int column) {
        const Qt::SortOrder order = column == m_sortColumn && m_sortOrder == Qt::AscendingOrder
            ? Qt::DescendingOrder
            : Qt::AscendingOrder;
        sortBy(column, order);
    });
    layout->addWidget(m_table, 1);
    m_problemsTitle = new QLabel(this);
    layout->addWidget(m_problemsTitle);
    m_problems = new QListWidget(this);
    m_problems->setObjectName(QStringLiteral("skippedFiles"));
    m_problems->setMaximumHeight(90);
    layout->addWidget(m_problems);
    auto* buttons = new QDialogButtonBox(this);
    m_add = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_add->setObjectName(QStringLiteral("addFiles"));
    m_clear = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_clear->setObjectName(QStringLiteral("clearFiles"));
    m_export = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("exportClass"));
    buttons->addButton(QDialogButtonBox::Close);
    m_clear->setAutoDefault(false); // Enter never empties the table
    m_export->setAutoDefault(false);
    m_add->setDefault(true);
    connect(m_add, &QPushButton::clicked, this, &ClassOverview::chooseFiles);
    connect(m_clear, &QPushButton::clicked, this, &ClassOverview::clear);
    connect(m_export, &QPushButton::clicked, this, &ClassOverview::chooseAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(980, 520);
    retranslate();
}

void ClassOverview::addFiles(const QStringList& paths)
{
    for (const QString& given : paths) {
        const QString path = QFileInfo(given).absoluteFilePath();
        const bool known = std::any_of(m_entries.begin(), m_entries.end(), [&](const Entry& e) {
            return e.path == path;
        }) || std::any_of(m_refused.begin(), m_refused.end(), [&](const auto& r) { return r.first == path; });
        if (known)
            continue;
        QFile file(path);
        ClassFileRead read;
        if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
            read.problem = ClassFileRead::Problem::Unreadable;
        else
            read = readClassFile(file.read(8 << 20), m_tasks);
        if (read.problem == ClassFileRead::Problem::None)
            m_entries.append({ read.report, path });
        else
            m_refused.append({ path, read });
    }
    sortBy(m_sortColumn, m_sortOrder);
}

void ClassOverview::clear()
{
    m_entries.clear();
    m_refused.clear();
    refresh();
}

void ClassOverview::sortBy(int column, Qt::SortOrder order)
{
    m_sortColumn = std::clamp(column, 0, int(m_tasks.size()) + 1);
    m_sortOrder = order;
    const auto key = [this](const Entry& e) -> std::pair<QString, std::pair<int, int>> {
        if (m_sortColumn == 0)
            return { e.report.student.name.toCaseFolded(), { 0, 0 } };
        if (m_sortColumn == 1)
            return { e.report.student.classId.toCaseFolded(), { 0, 0 } };
        const TaskRecord r = e.report.record(m_tasks[m_sortColumn - 2]);
        return { QString(), { statusRank(r.status), r.attempts } };
    };
    std::stable_sort(m_entries.begin(), m_entries.end(), [&](const Entry& a, const Entry& b) {
        return order == Qt::AscendingOrder ? key(a) < key(b) : key(b) < key(a);
    });
    refresh();
}

void ClassOverview::refresh()
{
    const int taskCount = int(m_tasks.size());
    m_table->setColumnCount(2 + taskCount);
    QStringList header { tr("Student"), tr("Class or ID") };
    for (const ReportTask& task : m_tasks)
        header << exerciseTitle(task.exerciseId) + QLatin1Char('\n') + taskTitle(task);
    m_table->setHorizontalHeaderLabels(header);
    m_table->horizontalHeader()->setSortIndicator(m_sortColumn, m_sortOrder);
    m_table->setRowCount(int(m_entries.size()) + 1);
    QList<int> done(taskCount, 0);
    QList<int> attempts(taskCount, 0);
    for (int row = 0; row < m_entries.size(); ++row) {
        const Entry& e = m_entries[row];
        auto* name
            = new QTableWidgetItem(e.report.student.name.isEmpty() ? tr("(no name)") : e.report.student.name);
        name->setToolTip(QDir::toNativeSeparators(e.path));
        m_table->setItem(row, 0, name);
        m_table->setItem(row, 1, new QTableWidgetItem(e.report.student.classId));
        for (int t = 0; t < taskCount; ++t) {
            const TaskRecord r = e.report.record(m_tasks[t]);
            done[t] += r.status == ExerciseStatus::Done ? 1 : 0;
            attempts[t] += r.attempts;
            // A prediction whose answer was shown after a wrong check is not done: it says so.
            const QString state
                = r.revealed && r.status != ExerciseStatus::Done ? tr("answer shown") : statusWord(r.status);
            auto* cell = new QTableWidgetItem(tr("%1 · %2").arg(state, QLocale().toString(r.attempts)));
            cell->setToolTip(tr("State: %1. Attempts: %2. Hints seen: %3. Worked solution shown: %4.")
                                 .arg(state, QLocale().toString(r.attempts), QLocale().toString(r.hintsSeen),
                                     r.solutionVisible() ? tr("yes") : tr("no")));
            if (r.status == ExerciseStatus::Done)
                cell->setForeground(QColor(0x2e, 0x7d, 0x32));
            m_table->setItem(row, 2 + t, cell);
        }
    }
    // The totals stay the last row whatever the order.
    const int last = int(m_entries.size());
    auto* total = new QTableWidgetItem(tr("Total (%1 students)").arg(m_entries.size()));
    QFont bold = total->font();
    bold.setBold(true);
    total->setFont(bold);
    m_table->setItem(last, 0, total);
    m_table->setItem(last, 1, new QTableWidgetItem());
    for (int t = 0; t < taskCount; ++t) {
        auto* cell
            = new QTableWidgetItem(tr("%1 of %2 done · %3 attempts")
                                       .arg(QLocale().toString(done[t]), QLocale().toString(m_entries.size()),
                                           QLocale().toString(attempts[t])));
        cell->setFont(bold);
        m_table->setItem(last, 2 + t, cell);
    }
    m_problems->clear();
    for (const auto& [path, read] : m_refused)
        m_problems->addItem(problemText(path, read));
    m_problemsTitle->setVisible(!m_refused.isEmpty());
    m_problems->setVisible(!m_refused.isEmpty());
    m_export->setEnabled(!m_entries.isEmpty());
}

QString ClassOverview::problemText(const QString& path, const ClassFileRead& read) const
{
    const QString name = QFileInfo(path).fileName();
    switch (read.problem) {
    case ClassFileRead::Problem::None: break;
    case ClassFileRead::Problem::Unreadable: return tr("%1: cannot be opened.").arg(name);
    case ClassFileRead::Problem::NotOurs:
        return tr("%1: not a report or progress file of Collision Detection Lab (an older report? export it "
                  "again).")
            .arg(name);
    case ClassFileRead::Problem::NewerVersion:
        return tr("%1: written by a newer version of Collision Detection Lab.").arg(name);
    case ClassFileRead::Problem::Damaged:
        return read.detail.startsWith(QLatin1String("row "))
            ? tr("%1: damaged at row %2.").arg(name, read.detail.mid(4))
            : tr("%1: damaged.").arg(name);
    }
    return name;
}

QByteArray ClassOverview::csv() const
{
    QList<StudentReport> students;
    for (const Entry& e : m_entries)
        students.append(e.report);
    return classOverviewCsv(students, m_tasks);
}

bool ClassOverview::exportCsv(const QString& path)
{
    const QByteArray bytes = csv();
    QSaveFile file(path);
    const bool ok = file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
    if (!ok)
        QMessageBox::warning(
            this, tr("Export failed"), tr("Could not write %1. Choose another folder or name.").arg(path));
    return ok;
}

void ClassOverview::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add students' files"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Reports and progress files (*.csv *.json);;All files (*)"));
    addFiles(paths);
}

void ClassOverview::chooseAndExport()
{
    const QString suggested
        = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
              .filePath(QStringLiteral("collision-lab-class-%1.csv")
                            .arg(QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"))));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the class overview"), suggested, tr("CSV files (*.csv)"));
    if (!path.isEmpty() && exportCsv(path))
        QMessageBox::information(
            this, tr("Class overview"), tr("Saved:\n%1").arg(QDir::toNativeSeparators(path)));
}

void ClassOverview::retranslate()
{
    setWindowTitle(tr("Class overview"));
    m_intro->setText(tr("Add the reports (CSV) or progress files your students handed in. Click a column "
                        "heading to sort. The files are only read, never changed."));
    m_problemsTitle->setText(tr("Skipped files:"));
    m_add->setText(tr("Add files..."));
    m_clear->setText(tr("Clear"));
    m_export->setText(tr("Export as CSV..."));
    refresh();
}

} // namespace lab
