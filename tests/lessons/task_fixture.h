// What the task tests of ellipse point, slab and swept share (beside task_checks.h): a task answered through
// its TaskBox as a student answers it, a task's scene put on a lesson's scene with its held-back quantities,
// and a code run's values by name.
#pragma once

#include "core/canvas/canvas.h"
#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/model/scene.h"
#include "core/widgets/task_box.h"
#include "task_checks.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <optional>
#include <type_traits>

namespace lab::test {

// A lesson, its scene as its own type and its tasks.
template <class L> struct TaskFixture {
    L lesson;
    std::unique_ptr<LessonScene> owned = lesson.createScene();
    std::remove_reference_t<decltype(L::own(*owned))>& scene = L::own(*owned);
    std::vector<std::unique_ptr<TaskDefinition>> tasks = lesson.createTasks();

    const TaskDefinition& task(const char* id) const
    {
        for (const auto& t : tasks) {
            if (t->id() == QLatin1String(id))
                return *t;
        }
        FAIL("no task " << id);
        return *tasks.front();
    }
    // The tasks are these, in this order, of these kinds.
    void checkTasks(const QList<QPair<QString, TaskKind>>& expected) const
    {
        checkTaskList(tasks, expected);
        CHECK(lesson.tasks().size() == expected.size());
    }
};

// The code of a listing's lines marked as corrections, with their comments, one a line.
inline QString correctedLines(const CodeListing& listing)
{
    QStringList lines;
    for (const CodeLine& line : listing.lines) {
        if (line.correction)
            lines << line.code + QLatin1Char(' ') + line.comment;
    }
    return lines.join(QLatin1Char('\n'));
}

// `answer` (a choice's id for a prediction, typed text for a computed number) checked in the
// task's box on `scene`, as the Check button judges it.
inline AnswerState judged(const TaskDefinition& task, LessonScene& scene, const QString& answer)
{
    TaskBox box(task, 1, scene);
    box.setOpen(true);
    if (task.kind() == TaskKind::Predict) {
        auto* choice = box.findChild<QRadioButton*>(QStringLiteral("choice_") + answer);
        REQUIRE(choice);
        choice->setChecked(true);
    } else {
        auto* field = box.findChild<QLineEdit*>(QStringLiteral("taskAnswer"));
        REQUIRE(field);
        field->setText(answer);
    }
    QString problem;
    return box.judge(&problem);
}

// Each of `choices` checked on `scene`: only `right` is judged right.
inline void checkChoices(
    const TaskDefinition& task, LessonScene& scene, const QStringList& choices, const QString& right)
{
    CHECK(task.rightChoice(scene) == right);
    for (const QString& choice : choices) {
        INFO(choice.toStdString());
        CHECK(judged(task, scene, choice) == (choice == right ? AnswerState::Right : AnswerState::Wrong));
    }
}

// The task's fresh scene from `seed` on `scene`, held back as the task panel holds it.
inline void putTask(const TaskDefinition& task, LessonScene& scene, quint32 seed)
{
    const std::optional<LessonScene::State> state = task.scene(seed);
    REQUIRE(state);
    REQUIRE(scene.validate(*state).isEmpty());
    scene.setState(*state);
    scene.setHeld(task.held());
}

// None of what the task asks is in `seen`.
inline void checkNotSeen(
    const TaskDefinition& task, const LessonScene& scene, const QString& seen, quint32 seed)
{
    for (const QString& g : task.giveaways(scene)) {
        INFO(task.id().toStdString() << " seed " << seed << ": " << g.toStdString());
        CHECK_FALSE(seen.contains(g));
    }
}

// Everything a student sees of the scene in words while the task is open: the live box, the
// controls' labels and buttons, the canvas's words and every label and plate painted on it.
inline QString seenWhileOpen(const Lesson& lesson, LessonScene& scene)
{
    ViewState view;
    QUndoStack undo;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    QStringList texts { lesson.liveText(scene) };
    const std::unique_ptr<ScenePainter> painter = lesson.createPainter();
    Canvas canvas(scene, *painter, undo, view);
    canvas.resize(640, 520);
    canvas.resetView();
    canvas.grab();
    for (const PlacedLabel& label : canvas.placedLabels())
        texts << label.text;
    for (const QLabel* label : controls->findChildren<QLabel*>())
        texts << label->text();
    for (const QAbstractButton* button : controls->findChildren<QAbstractButton*>())
        texts << button->text();
    const SceneDescription words = lesson.createPainter()->describe(scene);
    texts << words.shapes << words.verdict;
    return texts.join(QLatin1Char('\n'));
}

// The value a run shows for `name` at its last step that names it (a held one: its text "?").
inline std::optional<CodeValue> runValue(const CodeRun& run, const QString& name)
{
    std::optional<CodeValue> found;
    for (const CodeStep& step : run.steps) {
        for (const CodeValue& v : step.values) {
            if (v.name == name)
                found = v;
        }
    }
    return found;
}

// Checks that the run shows `name` as `expected`, exactly (both from the same geometry result).
inline void checkRunValue(const CodeRun& run, const QString& name, double expected)
{
    INFO(name.toStdString());
    const std::optional<CodeValue> v = runValue(run, name);
    REQUIRE(v);
    CHECK(v->text.isEmpty());
    CHECK(v->value == expected);
}

// The lines a run stepped on, in order.
inline QList<int> runLines(const CodeRun& run)
{
    QList<int> lines;
    for (const CodeStep& step : run.steps)
        lines << step.line;
    return lines;
}

// Every "show in code" link of the lesson's texts names one of its listings and a line in it;
// returns how many links there are.
inline int checkCodeLinks(const Lesson& lesson)
{
    static const QRegularExpression link(QStringLiteral("collision-lab:code/([^/\"]+)/([0-9]+)"));
    const QList<CodeListing> listings = lesson.codeListings();
    int count = 0;
    for (const Language language : { Language::English, Language::Japanese }) {
        for (auto it = link.globalMatch(lessonText(lesson.id(), language)); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            INFO(m.captured(0).toStdString());
            const auto listing = std::find_if(listings.begin(), listings.end(),
                [&m](const CodeListing& l) { return l.id == m.captured(1); });
            REQUIRE(listing != listings.end());
            const int line = m.captured(2).toInt();
            CHECK(line >= 1);
            CHECK(line <= listing->lines.size());
            ++count;
        }
    }
    return count;
}

} // namespace lab::test
