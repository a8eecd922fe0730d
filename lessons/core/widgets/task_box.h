// One task of a lesson in its task panel: a header that opens and closes it (its title and how
// it stands), the question, the answer controls of its kind (choices, one number, the blanks, an
// exercise's own answer area),
// Check, hints after a wrong attempt, the worked solution (after three wrong attempts or on
// request), Skip, and, for tasks asked on a fresh scene, Another scene.
#pragma once

#include "core/model/lesson_task.h"
#include "core/records/task_record.h"

#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QUndoStack;
class QVBoxLayout;

namespace lab {

class TaskAnswer;

// A task's last check as its card shows it, until a fresh scene or a vote.
struct TaskChecked {
    AnswerState state = AnswerState::Blank;
    CheckCounted counted = CheckCounted::Blank;
    QString problem; // why an answer could not be read
    bool shown = false;
};

class TaskBox : public QWidget {
    Q_OBJECT
public:
    // A class vote on this task (TaskPanel::startVote): Check becomes Vote, nothing else is offered.
    enum class Voting {
        None,
        Open, // the student votes and may change the vote
        Closed, // the vote stands until the teacher reveals
        Watching, // the teacher's own screen: the class votes, the answer waits
    };

    // The edits an exercise's answer area makes to the scene go through `undo` (the page's; the
    // box keeps its own when none is given).
    TaskBox(const TaskDefinition& task, int number, LessonScene& scene, QWidget* parent = nullptr,
        QUndoStack* undo = nullptr);

    const TaskDefinition& task() const { return m_task; }
    bool isOpen() const;
    void setOpen(bool on);
    // The record as the panel keeps it; shows it (status mark, hints, solution).
    void setRecord(const TaskRecord& record);
    const TaskRecord& record() const { return m_record; }
    // The answer for the scene now is shown (after a check or the solution): nothing is held.
    bool answerShown() const { return m_answerShown; }
    // A prediction whose answer is out on this scene: no more checks until a fresh scene.
    bool isLocked() const { return m_locked; }
    // A new scene was put on the canvas for this task: the answer is not shown for it yet.
    void newScene();
    // What the student typed or chose, as the record's text ("" when blank), and putting one back.
    QString answerText() const;
    void setAnswerText(const QString& text);
    void setVoting(Voting voting, const QString& vote = QString());
    Voting voting() const { return m_voting; }
    // The vote is revealed: nothing is held. A computed number shows its worked solution; a
    // prediction not `judged` (no vote) says which choice is right, and why.
    void revealAnswer(bool judged);
    // Whether that answer is right for the scene on the canvas (Blank/Unreadable/Wrong/Right),
    // with the reason an unreadable answer was refused.
    AnswerState judge(QString* problem) const;
    // Shows what a check found (counted or not), the hint or the solution that follows.
    void showChecked(AnswerState state, CheckCounted counted, const QString& problem);
    // The question and the solution follow the scene's numbers.
    void refresh();
    void retranslate();

signals:
    void toggled(bool open);
    void checkRequested();
    void solutionRequested();
    void skipRequested();
    void anotherSceneRequested();
    // An exercise's answer changed (TaskAnswer::edited).
    void answerEdited(bool stillRight);

private:
    void buildAnswer(QVBoxLayout* layout, QUndoStack& undo);
    void buildButtons(QVBoxLayout* layout);
    // A prediction's choices and its Check: off once its answer is out, on for a fresh scene.
    void lockChoices(bool locked);
    QString checkedWords() const;

    const TaskDefinition& m_task;
    int m_number;
    LessonScene& m_scene;
    TaskRecord m_record;
    bool m_answerShown = false;
    bool m_locked = false;
    Voting m_voting = Voting::None;
    TaskChecked m_checked; // the last check, as the feedback shows it
    bool m_voteRevealed = false;
    QToolButton* m_header = nullptr;
    QWidget* m_body = nullptr;
    QLabel* m_prompt = nullptr;
    QButtonGroup* m_choices = nullptr;
    QLineEdit* m_numberField = nullptr;
    QList<QLineEdit*> m_blanks;
    QList<QLabel*> m_blankLabels;
    TaskAnswer* m_answer = nullptr; // an exercise's own
    QPushButton* m_check = nullptr;
    QPushButton* m_another = nullptr;
    QPushButton* m_solutionButton = nullptr;
    QPushButton* m_skip = nullptr;
    QLabel* m_feedback = nullptr;
    QLabel* m_solution = nullptr;
};

} // namespace lab
