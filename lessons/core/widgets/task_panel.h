// A lesson's tasks in its controls: one box per task (TaskBox), one open at a time. The panel
// keeps each task's record in the student's progress (TaskRecord's attempt rule, under the
// lesson's id), puts a task's fresh scene on the canvas as one undo step, has the scene hold back
// what the open task asks until it is answered, and says which tasks' answers the lesson text may
// show (solved, or the solution shown).
#pragma once

#include "core/model/lesson_task.h"
#include "core/records/task_record.h"
#include "translated_widget.h"

#include <QMap>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QUndoStack;

namespace lab {

class TaskBox;

class TaskPanel : public Retranslated<QWidget> {
    Q_OBJECT
public:
    TaskPanel(QString lessonId, LessonScene& scene, QUndoStack& undo,
        std::vector<std::unique_ptr<TaskDefinition>> tasks, QWidget* parent = nullptr);
    ~TaskPanel() override;

    int count() const { return int(m_boxes.size()); }
    TaskBox& box(int index) const { return *m_boxes.at(std::size_t(index)); }
    // The open task, or -1.
    int openTask() const { return m_open; }
    void setOpenTask(int index);
    // "lesson/task" for every task whose answer may be shown now (solved or solution shown).
    QStringList revealed() const;
    // The student's progress was replaced (New student): the records are read again.
    void reload();

    // The steps a student takes, as the buttons do them (public for tests and the keyboard).
    void check(int index);
    void askSolution(int index);
    void skip(int index);
    void anotherScene(int index);

    // A class vote (the live class asks everyone task `index` on the scene the canvas has now):
    // the task opens and stays open, Check becomes Vote and sends voted() without judging; the
    // teacher's own panel only watches. Closing keeps the last vote; revealing judges it as an
    // attempt like any other and shows the answer; ending leaves the task as it is.
    void startVote(int index, bool voter);
    void setVoteOpen(bool open);
    // A second round: the answer stays in the fields, and the student votes again (if they do
    // not, their vote of the first round is the one the reveal judges).
    void voteAgain();
    void revealVote();
    void endVote();
    // The task of the vote under way, or -1.
    int voteTask() const { return m_voteTask; }
    // The right answer for the scene on the canvas: a prediction's choice id, a number as text.
    QString rightAnswer(int index) const;

signals:
    // revealed() changed: a task was solved or its solution shown.
    void revealedChanged();
    // The student voted `answer` (a choice's id, or the number as typed) in the vote under way.
    void voted(const QString& answer);

protected:
    void retranslate() override;
    void showEvent(QShowEvent* event) override;

private:
    TaskRecord record(const QString& taskId) const;
    void store(const QString& taskId, const TaskRecord& record);
    void putScene(int index, quint32 seed);
    void updateHeld();
    void castVote(int index);

    QString m_lessonId;
    LessonScene& m_scene;
    QUndoStack& m_undo;
    std::vector<std::unique_ptr<TaskDefinition>> m_tasks;
    std::vector<TaskBox*> m_boxes;
    QMap<QString, TaskRecord> m_memory; // when there is no progress store (tests)
    QLabel* m_title = nullptr;
    int m_open = -1;
    int m_voteTask = -1; // the task the class votes on
    QString m_voteAnswer; // the student's vote as sent
    quint32 m_nextSeed;
    bool m_shown = false; // shown once: an exercise's first task is open
};

} // namespace lab
