// What the task tests of circles, hierarchy and car circles share: a task's box on its own scene,
// answered through its widgets as a student would (a choice picked, a number or words typed), and
// the judgement the box gives.
#pragma once

#include "core/model/lesson_task.h"
#include "core/widgets/task_box.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>

#include <memory>
#include <vector>

namespace lab::test {

// Everything a widget's children say (labels and buttons), one a line.
inline QString controlTexts(const QWidget& controls)
{
    QStringList texts;
    for (const QLabel* l : controls.findChildren<QLabel*>())
        texts << l->text();
    for (const QAbstractButton* b : controls.findChildren<QAbstractButton*>())
        texts << b->text();
    return texts.join(QLatin1Char('\n'));
}

// The task `id` of `tasks`; it must be there.
// The tasks are these, in this order, of these kinds.
inline void checkTaskList(const std::vector<std::unique_ptr<TaskDefinition>>& tasks,
    const QList<QPair<QString, TaskKind>>& expected)
{
    REQUIRE(tasks.size() == std::size_t(expected.size()));
    for (int i = 0; i < expected.size(); ++i) {
        CHECK(tasks[std::size_t(i)]->id() == expected[i].first);
        CHECK(tasks[std::size_t(i)]->kind() == expected[i].second);
    }
}

inline const TaskDefinition& taskNamed(
    const std::vector<std::unique_ptr<TaskDefinition>>& tasks, const QString& id)
{
    for (const auto& t : tasks) {
        if (t->id() == id)
            return *t;
    }
    FAIL("no task " << id.toStdString());
    return *tasks.front();
}

// A box for `task` on `scene`, put on the task's scene for `seed` (when it has its own).
struct AskedTask {
    const TaskDefinition& task;
    LessonScene& scene;
    TaskBox box;

    AskedTask(const TaskDefinition& t, LessonScene& s, quint32 seed)
        : task(t)
        , scene(s)
        , box(t, 1, s)
    {
        if (const auto state = t.scene(seed)) {
            REQUIRE(s.validate(*state).isEmpty());
            s.setState(*state);
        }
        box.newScene();
    }

    AnswerState pick(const QString& choice)
    {
        auto* button = box.findChild<QRadioButton*>(QStringLiteral("choice_") + choice);
        REQUIRE(button);
        button->setChecked(true);
        QString problem;
        return box.judge(&problem);
    }
    AnswerState type(const QString& text)
    {
        auto* field = box.findChild<QLineEdit*>(QStringLiteral("taskAnswer"));
        REQUIRE(field);
        field->setText(text);
        QString problem;
        return box.judge(&problem);
    }
    // The blanks in order; a shorter list leaves the rest as they are.
    AnswerState fill(const QStringList& texts)
    {
        const QList<TaskBlank> blanks = task.blanks();
        REQUIRE(texts.size() <= blanks.size());
        for (int i = 0; i < texts.size(); ++i) {
            auto* field = box.findChild<QLineEdit*>(QStringLiteral("blank_") + blanks[i].id);
            REQUIRE(field);
            field->setText(texts[i]);
        }
        QString problem;
        return box.judge(&problem);
    }
};

} // namespace lab::test
