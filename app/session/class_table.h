// The teacher's live table of the class: a row per student, and the columns the student (a name,
// or on the projector only their number), the lesson they are on now, how long since they last did
// something, whether they are stuck, then one column per task of the curriculum (as the class
// overview has) showing not started / trying (attempts) / hints / solved / solution shown, and in
// the teacher's own table (not the projector's) the student's last answer on hover. A
// student is stuck on a task after kSolutionAfter wrong attempts without solving it, and stuck
// altogether after no progress (no attempt, no other lesson) for the minutes the teacher sets.
// It follows its ClassSession: a student's new record is in the table as soon as it arrives.
#pragma once

#include "class_session.h"

#include <QAbstractTableModel>

#include <functional>

namespace lab {

class ClassTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Cell { NotStarted, Trying, Hints, Solved, SolutionShown, Revealed };
    enum Column { StudentColumn, LessonColumn, ActiveColumn, StuckColumn, FirstTaskColumn };
    static constexpr int kStuckRole = Qt::UserRole + 1; // bool: this cell or row stands out
    static constexpr int kSortRole = Qt::UserRole + 2;
    struct Totals {
        int notStarted = 0, trying = 0, hints = 0, solved = 0, solutionShown = 0, stuck = 0;
    };
    // Titles in the current language (the app's report_tasks.h and catalog give them).
    struct Words {
        std::function<QString(const ReportTask&)> task;
        std::function<QString(const QString&)> lesson;
        // A student's last answer as the teacher reads it (a choice by its label); none: as sent.
        std::function<QString(const ReportTask&, const QString&)> answer = {};
    };

    ClassTableModel(ClassSession& session, QList<ReportTask> tasks, Words words, QObject* parent = nullptr);

    // The projector's table: numbers instead of names, and no class or ID.
    void setAnonymous(bool anonymous);
    bool isAnonymous() const { return m_anonymous; }
    // No progress for this many minutes makes a student stuck; 0: never.
    void setStuckAfterMinutes(int minutes);
    int stuckAfterMinutes() const { return m_stuckAfter; }
    // Every label again, in the language of now; and the "how long since" column once a second.
    void retranslate();
    void refreshTimes();
    // What "now" is for the times and the no-progress rule (a test moves it on).
    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }

    static Cell cellOf(const TaskRecord& record);
    static bool isStuckOn(const TaskRecord& record);
    TaskRecord record(int row, int task) const;
    bool isStuck(int row) const;
    Totals totals(int task) const;
    const QList<ReportTask>& tasks() const { return m_tasks; }
    QString taskTitle(int task) const { return m_words.task(m_tasks.at(task)); }
    QString cellText(const TaskRecord& record) const;
    // The student's last answer to `task` as the teacher reads it; empty when none (or anonymous).
    QString lastAnswer(int row, int task) const;
    // An answer to `task` as the teacher reads it (a prediction by its choice's words).
    QString answerWords(int task, const QString& raw) const;
    // Every student as the class overview's CSV lists them (class_csv.h in the app).
    QList<StudentReport> reports() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant studentData(const ClassStudent& s, int row, int column, int role) const;
    QVariant taskData(const ClassStudent& s, int task, int role) const;
    QString stuckText(int row) const;
    QString activeText(const ClassStudent& s) const;
    void rowChanged(int row);

    ClassSession& m_session;
    QList<ReportTask> m_tasks;
    Words m_words;
    bool m_anonymous = false;
    int m_stuckAfter = 5;
    std::function<QDateTime()> m_now = [] { return QDateTime::currentDateTimeUtc(); };
};

} // namespace lab
