// A lesson's tasks in its controls: one box per task (TaskBox), one open at a time. The panel
// keeps each task's record in the student's progress (TaskRecord's attempt rule, under the
// lesson's id), puts a task's fresh scene on the canvas as one undo step, has the scene hold back
// what the open task asks until it is answered, and says which tasks' answers the lesson text may
// show (solved, or the solution shown).
#pragma once

#include "core/model/lesson_task.h"
#include "core/records/task_record.h"

#include <QMap>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QUndoStack;

namespace lab {

class TaskBox;

class TaskPanel : public QWidget {
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

signals:
    // revealed() changed: a task was solved or its solution shown.
    void revealedChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    TaskRecord record(const QString& taskId) const;
    void store(const QString& taskId, const TaskRecord& record);
    void putScene(int index, quint32 seed);
    void updateHeld();

    QString m_lessonId;
    LessonScene& m_scene;
    QUndoStack& m_undo;
    std::vector<std::unique_ptr<TaskDefinition>> m_tasks;
    std::vector<TaskBox*> m_boxes;
    QMap<QString, TaskRecord> m_memory; // when there is no progress store (tests)
    QLabel* m_title = nullptr;
    int m_open = -1;
    quint32 m_nextSeed;
};

} // namespace lab
