#include "student_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lab {

namespace {

enum Column { TaskColumn, StateColumn, AttemptsColumn, HintsColumn, AnswerColumn, ColumnCount };
enum TimelineColumn {
    TimeColumn,
    StepTaskColumn,
    StepAnswerColumn,
    ResultColumn,
    StepHintsColumn,
    TimelineColumns
};

// "Lines and intersections · The determinant |A|": the table's heading on one line.
QString taskHeading(const ClassTableModel& model, int task)
{
    return model.headerData(ClassTableModel::FirstTaskColumn + task, Qt::Horizontal)
        .toString()
        .replace(QLatin1Char('\n'), QStringLiteral(" · "));
}

} // namespace

StudentView::StudentView(
    ClassSession& session, const ClassTableModel& model, const QString& token, QWidget* parent)
    : Retranslated<QDialog>(parent)
    , m_session(session)
    , m_model(model)
    , m_token(token)
    , m_heading(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_timelineTitle(new QLabel(this))
    , m_timeline(new QTableWidget(this))
{
    setObjectName(QStringLiteral("classStudentView"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_heading->setObjectName(QStringLiteral("studentHeading"));
    m_heading->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("studentTasks"));
    m_table->setColumnCount(ColumnCount);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true); // the answers get the room
    m_table->setWordWrap(true);
    m_timeline->setObjectName(QStringLiteral("studentTimeline"));
    m_timeline->setColumnCount(TimelineColumns);
    m_timeline->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_timeline->verticalHeader()->hide();
    m_timeline->horizontalHeader()->setStretchLastSection(true);
    m_timelineTitle->setBuddy(m_timeline);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_timelineTitle);
    layout->addWidget(m_timeline, 1);
    resize(760, 560);
    const auto follow = [this](int index) {
        if (index == m_session.indexOf(m_token))
            fill();
    };
    connect(&m_session, &ClassSession::studentChanged, this, follow);
    connect(&m_session, &ClassSession::studentRemoved, this, &QWidget::close);
    fill();
}

void StudentView::fill()
{
    const int row = m_session.indexOf(m_token);
    if (row < 0)
        return;
    const ClassStudent& s = m_session.students().at(row);
    const QLocale locale;
    setWindowTitle(tr("%1 · %2").arg(locale.toString(s.number), s.name));
    m_heading->setText(s.classId.isEmpty()
            ? tr("%1, student %2 of the class.").arg(s.name, locale.toString(s.number))
            : tr("%1 (%2), student %3 of the class.").arg(s.name, s.classId, locale.toString(s.number)));
    m_table->setHorizontalHeaderLabels(
        { tr("Task"), tr("State"), tr("Attempts (wrong)"), tr("Hints seen"), tr("Last answer") });
    m_table->setRowCount(0);
    for (int task = 0; task < m_model.tasks().size(); ++task) {
        const TaskRecord r = m_model.record(row, task);
        if (r.status == ExerciseStatus::NotStarted && r.attempts == 0 && !r.solutionVisible())
            continue; // only what the student has begun
        const int line = m_table->rowCount();
        m_table->insertRow(line);
        const QString title = taskHeading(m_model, task);
        const QString cells[ColumnCount] = { title, m_model.cellText(r),
            tr("%1 (%2)").arg(locale.toString(r.attempts), locale.toString(r.wrongAttempts)),
            locale.toString(r.hintsSeen), m_model.lastAnswer(row, task) };
        for (int column = 0; column < ColumnCount; ++column)
            m_table->setItem(line, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeColumnsToContents();
    m_table->setAccessibleName(tr("The tasks %1 has begun, with their last answers").arg(s.name));
    fillTimeline(s);
}

void StudentView::fillTimeline(const ClassStudent& s)
{
    const QLocale locale;
    m_timelineTitle->setText(tr("&Attempts as they arrived, newest first:"));
    m_timeline->setHorizontalHeaderLabels(
        { tr("Time"), tr("Task"), tr("Answer"), tr("Result"), tr("Hints seen") });
    m_timeline->setRowCount(0);
    for (auto step = s.timeline.crbegin(); step != s.timeline.crend(); ++step) {
        const int task = int(m_model.tasks().indexOf(step->task));
        const QString title = task < 0 ? step->task.taskId : taskHeading(m_model, task);
        QString result = step->right ? tr("✓ right") : tr("✗ not right");
        if (step->attempts > 1)
            result = (step->right ? tr("%1 attempts, the last right") : tr("%1 attempts, the last not right"))
                         .arg(locale.toString(step->attempts));
        if (step->earlier)
            result = tr("before the class: %1").arg(result);
        const QString answer
            = task < 0 || step->answer.isEmpty() ? step->answer : m_model.answerWords(task, step->answer);
        const QString cells[TimelineColumns]
            = { step->at.toLocalTime().time().toString(QStringLiteral("HH:mm:ss")), title, answer, result,
                  locale.toString(step->hintsSeen) };
        const int line = m_timeline->rowCount();
        m_timeline->insertRow(line);
        for (int column = 0; column < TimelineColumns; ++column)
            m_timeline->setItem(line, column, new QTableWidgetItem(cells[column]));
    }
    m_timeline->resizeColumnsToContents();
    m_timeline->setAccessibleName(tr("%1's attempts, newest first").arg(s.name));
}

} // namespace lab
