#include "class_table.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace lab {

namespace {

int rank(ClassTableModel::Cell cell)
{
    return int(cell);
}

} // namespace

ClassTableModel::ClassTableModel(ClassSession& session, QList<ReportTask> tasks, Words words, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_tasks(std::move(tasks))
    , m_words(std::move(words))
{
    connect(&session, &ClassSession::studentAdded, this, [this](int row) {
        beginInsertRows(QModelIndex(), row, row);
        endInsertRows();
    });
    connect(&session, &ClassSession::studentRemoved, this, [this](int row) {
        beginRemoveRows(QModelIndex(), row, row);
        endRemoveRows();
    });
    connect(&session, &ClassSession::studentChanged, this, &ClassTableModel::rowChanged);
}

void ClassTableModel::rowChanged(int row)
{
    emit dataChanged(index(row, 0), index(row, columnCount() - 1));
}

void ClassTableModel::setAnonymous(bool anonymous)
{
    if (anonymous == m_anonymous)
        return;
    m_anonymous = anonymous;
    retranslate();
}

void ClassTableModel::setStuckAfterMinutes(int minutes)
{
    m_stuckAfter = std::max(0, minutes);
    refreshTimes();
}

void ClassTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void ClassTableModel::refreshTimes()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, ActiveColumn), index(rowCount() - 1, StuckColumn));
}

ClassTableModel::Cell ClassTableModel::cellOf(const TaskRecord& r)
{
    if (r.status == ExerciseStatus::Done)
        return Cell::Solved;
    if (r.solutionVisible())
        return Cell::SolutionShown;
    if (r.revealed) // a prediction checked wrong, its answer then shown: not solved
        return Cell::Revealed;
    if (r.hintsSeen > 0)
        return Cell::Hints;
    if (r.attempts > 0 || r.status == ExerciseStatus::InProgress)
        return Cell::Trying;
    return Cell::NotStarted;
}

bool ClassTableModel::isStuckOn(const TaskRecord& r)
{
    return r.status != ExerciseStatus::Done && r.wrongAttempts >= TaskRecord::kSolutionAfter;
}

TaskRecord ClassTableModel::record(int row, int task) const
{
    for (const ReportRow& r : m_session.students().at(row).record.rows) {
        if (r.task == m_tasks.at(task))
            return r.record;
    }
    return {};
}

bool ClassTableModel::isStuck(int row) const
{
    return !stuckText(row).isEmpty() && m_session.students().at(row).connected;
}

QString ClassTableModel::stuckText(int row) const
{
    const ClassStudent& s = m_session.students().at(row);
    for (int t = 0; t < m_tasks.size(); ++t) {
        if (isStuckOn(record(row, t)))
            return tr("stuck on %1").arg(taskTitle(t));
    }
    if (!s.connected)
        return QString();
    const qint64 minutes = s.lastChange.secsTo(m_now()) / 60;
    if (m_stuckAfter > 0 && minutes >= m_stuckAfter)
        return tr("no progress for %1 min").arg(QLocale().toString(minutes));
    return QString();
}

QString ClassTableModel::activeText(const ClassStudent& s) const
{
    if (!s.connected)
        return tr("not connected");
    const qint64 seconds = std::max<qint64>(0, s.lastActive.secsTo(m_now()));
    return seconds < 60 ? tr("just now") : tr("%1 min ago").arg(QLocale().toString(seconds / 60));
}

QString ClassTableModel::cellText(const TaskRecord& r) const
{
    const QString attempts = QLocale().toString(r.attempts);
    switch (cellOf(r)) {
    case Cell::NotStarted: return tr("not started");
    case Cell::Trying: return tr("trying · %1").arg(attempts);
    case Cell::Hints: return tr("hints · %1").arg(attempts);
    case Cell::Solved: return tr("solved · %1").arg(attempts);
    case Cell::SolutionShown: return tr("solution shown · %1").arg(attempts);
    case Cell::Revealed: return tr("answer shown · %1").arg(attempts);
    }
    return {};
}

ClassTableModel::Totals ClassTableModel::totals(int task) const
{
    Totals t;
    for (int row = 0; row < rowCount(); ++row) {
        const TaskRecord r = record(row, task);
        t.stuck += isStuckOn(r) ? 1 : 0;
        switch (cellOf(r)) {
        case Cell::NotStarted: ++t.notStarted; break;
        case Cell::Trying: ++t.trying; break;
        case Cell::Hints: ++t.hints; break;
        case Cell::Solved: ++t.solved; break;
        case Cell::SolutionShown:
        case Cell::Revealed: ++t.solutionShown; break; // the answer is out either way
        }
    }
    return t;
}

QList<StudentReport> ClassTableModel::reports() const
{
    QList<StudentReport> reports;
    for (const ClassStudent& s : m_session.students()) {
        StudentReport report;
        report.student.name = s.name;
        report.student.classId = s.classId;
        report.rows = s.record.rows;
        reports.append(report);
    }
    return reports;
}

int ClassTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_session.students().size());
}

int ClassTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstTaskColumn + int(m_tasks.size());
}

QVariant ClassTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const ClassStudent& s = m_session.students().at(index.row());
    if (index.column() >= FirstTaskColumn)
        return taskData(s, index.column() - FirstTaskColumn, role);
    return studentData(s, index.row(), index.column(), role);
}

QVariant ClassTableModel::studentData(const ClassStudent& s, int row, int column, int role) const
{
    const bool display = role == Qt::DisplayRole || role == Qt::AccessibleTextRole;
    switch (column) {
    case StudentColumn:
        // The teacher's own table gives the number the projector shows beside each name.
        if (display)
            return m_anonymous ? QLocale().toString(s.number)
                               : QStringLiteral("%1 · %2").arg(QLocale().toString(s.number), s.name);
        if (role == kSortRole)
            return m_anonymous ? QVariant(s.number) : QVariant(s.name.toCaseFolded());
        if (role == Qt::ToolTipRole && !m_anonymous && !s.classId.isEmpty())
            return tr("Class or ID: %1").arg(s.classId);
        break;
    case LessonColumn:
        if (display || role == kSortRole)
            return s.record.lesson.isEmpty() ? QString() : m_words.lesson(s.record.lesson);
        break;
    case ActiveColumn:
        if (display)
            return activeText(s);
        if (role == kSortRole)
            return s.connected ? s.lastActive.secsTo(m_now()) : -1;
        break;
    case StuckColumn:
        if (display)
            return stuckText(row);
        if (role == kSortRole || role == kStuckRole)
            return isStuck(row);
        break;
    default: break;
    }
    if (role == kStuckRole)
        return isStuck(row);
    if (role == Qt::ForegroundRole && !s.connected)
        return QColor(0x75, 0x75, 0x75);
    return {};
}

QVariant ClassTableModel::taskData(const ClassStudent& s, int task, int role) const
{
    TaskRecord r;
    for (const ReportRow& row : s.record.rows) {
        if (row.task == m_tasks.at(task))
            r = row.record;
    }
    switch (role) {
    case Qt::DisplayRole: return cellText(r);
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole: {
        QString text = tr("%1: %2. Attempts: %3, wrong: %4, hints seen: %5.")
                           .arg(taskTitle(task), cellText(r), QLocale().toString(r.attempts),
                               QLocale().toString(r.wrongAttempts), QLocale().toString(r.hintsSeen));
        // The answer is the teacher's to see, never the projector's.
        if (!m_anonymous && !r.lastAnswer.isEmpty())
            text += QLatin1Char('\n') + tr("Last answer: %1").arg(answerWords(task, r.lastAnswer));
        // The student's votes in the class's vote on this task, the teacher's too.
        const Poll& poll = m_session.poll();
        for (const Vote& vote : s.record.votes) {
            if (!m_anonymous && poll.isActive() && vote.poll == poll.id
                && poll.lesson == m_tasks.at(task).exerciseId && poll.task == m_tasks.at(task).taskId)
                text += QLatin1Char('\n')
                    + tr("Vote, round %1: %2").arg(vote.round).arg(answerWords(task, vote.answer));
        }
        return text;
    }
    case kSortRole: return rank(cellOf(r)) * 1000000 + r.attempts;
    case kStuckRole: return isStuckOn(r);
    case Qt::BackgroundRole:
        if (isStuckOn(r))
            return QColor(0xff, 0xe0, 0xb2); // with "stuck" in the row's words, not by colour alone
        if (cellOf(r) == Cell::Solved)
            return QColor(0xdc, 0xf0, 0xdc);
        return {};
    case Qt::FontRole:
        if (isStuckOn(r)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default: return {};
    }
}

QString ClassTableModel::answerWords(int task, const QString& raw) const
{
    return m_words.answer ? m_words.answer(m_tasks.at(task), raw) : raw;
}

QString ClassTableModel::lastAnswer(int row, int task) const
{
    const TaskRecord r = record(row, task);
    return m_anonymous || r.lastAnswer.isEmpty() ? QString() : answerWords(task, r.lastAnswer);
}

QVariant ClassTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StudentColumn: return m_anonymous ? tr("No.") : tr("Student");
    case LessonColumn: return tr("Lesson now");
    case ActiveColumn: return tr("Last active");
    case StuckColumn: return tr("Needs help");
    default: break;
    }
    const int task = section - FirstTaskColumn;
    if (task < 0 || task >= m_tasks.size())
        return {};
    return m_words.lesson(m_tasks.at(task).exerciseId) + QLatin1Char('\n') + taskTitle(task);
}

} // namespace lab
