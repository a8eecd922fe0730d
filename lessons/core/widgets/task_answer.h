// An exercise's task (TaskKind::Exercise), asked in the task panel like any lesson's: the unit
// makes the answer area of its own kind (a condition built from pieces, the rules typed and run, a
// car's inner circles) and judges what it holds; the panel does the rest, once for every task: the record
// (TaskRecord's attempt rule), the hints, the worked solution, Skip, the vote and what the
// teacher's report says.
#pragma once

#include "core/model/lesson_task.h"
#include "core/records/task_record.h"

#include <QWidget>

class QUndoStack;
class QVBoxLayout;

namespace lab {

class TaskAnswer : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // What the student wrote, as the record keeps it ("" when blank), and putting one back.
    virtual QString answerText() const = 0;
    virtual void setAnswerText(const QString& text) = 0;
    // Judges the answer for the scene now: Blank, Unreadable (`problem` says why and where), Wrong
    // or Right. The area may keep what it found (a counterexample) to show it.
    virtual AnswerState judge(QString* problem) = 0;
    // Why the last judged answer could not be read, in the current language (the card words it
    // again when the language changes).
    virtual QString problem() const = 0;
    // The scene changed or a check was made: the area shows what it found for the scene now.
    virtual void refresh() { }
    // What a check found beyond right or wrong (a counterexample and the button that shows it), or
    // none: the card shows it under the verdict, so that Check stays under the mouse.
    QWidget* findings() const { return m_findings; }

signals:
    // Enter in one of its fields: the same as Check.
    void checkRequested();
    // The student changed the answer: a solved task stays solved only while it is still right.
    void edited(bool stillRight);

protected:
    // The findings' widget (findings()), its layout for the subclass to fill.
    QVBoxLayout* makeFindings();

private:
    QWidget* m_findings = nullptr;
};

class ExerciseTask : public TaskDefinition {
public:
    TaskKind kind() const final { return TaskKind::Exercise; }
    // The answer area, in `parent` (the task's card); its edits of the scene go through `undo`.
    virtual TaskAnswer* createAnswer(LessonScene& scene, QUndoStack& undo, QWidget* parent) const = 0;
    // What Check says where checking does more than judge ("Run my rules"); empty: Check.
    virtual QString checkWords() const { return {}; }
};

} // namespace lab
