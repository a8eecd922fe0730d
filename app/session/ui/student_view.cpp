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

} // namespace

StudentView::StudentView(
    ClassSession& session, const ClassTableModel& model, const QString& token, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_model(model)
    , m_token(token)
    , m_heading(new QLabel(this))
    , m_table(new QTableWidget(this))
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
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_table, 1);
    resize(760, 420);
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
        const QString title = m_model.headerData(ClassTableModel::FirstTaskColumn + task, Qt::Horizontal)
                                  .toString()
                                  .replace(QLatin1Char('\n'), QStringLiteral(" · "));
        const QString cells[ColumnCount] = { title, m_model.cellText(r),
            tr("%1 (%2)").arg(locale.toString(r.attempts), locale.toString(r.wrongAttempts)),
            locale.toString(r.hintsSeen), m_model.lastAnswer(row, task) };
        for (int column = 0; column < ColumnCount; ++column)
            m_table->setItem(line, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeColumnsToContents();
    m_table->setAccessibleName(tr("The tasks %1 has begun, with their last answers").arg(s.name));
}

void StudentView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

} // namespace lab
