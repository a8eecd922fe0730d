// A lesson page's tasks: the lesson's task panel above its controls, and the lesson text with
// every block that answers a task not yet done held back (any lesson's task: the rectangles text
// holds back the code that square collision asks for). The text follows the student's progress.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class QUndoStack;
class QWidget;

namespace lab {

class Lesson;
class LessonScene;
class TaskPanel;

class PageTasks : public QObject {
    Q_OBJECT
public:
    PageTasks(const Lesson& lesson, LessonScene& scene, QUndoStack& undo, QObject* parent);

    // The lesson's controls with its task panel above them; the controls alone when the lesson
    // asks nothing.
    QWidget* withControls(QWidget* controls, QWidget* parent);
    TaskPanel* panel() const;
    // `html` (the lesson text) with what answers a task not yet revealed held back.
    QString text(const QString& html) const;
    // "lesson/task" of every task solved or whose solution was shown, in any lesson.
    QStringList revealed() const;

signals:
    // revealed() changed: the text should be shown again.
    void revealedChanged();

private:
    void followProgress();

    const Lesson& m_lesson;
    LessonScene& m_scene;
    QUndoStack& m_undo;
    // Gone before the controls below it when the page closes (they save as they go).
    QPointer<TaskPanel> m_panel;
    QStringList m_revealed;
};

} // namespace lab
