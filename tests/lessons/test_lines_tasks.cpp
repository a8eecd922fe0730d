// The lines lesson's tasks and code: each task judged right and wrong on random scenes through its
// task panel, what an open task holds back, and every value the code view shows equal to
// geometry::lineVsLine's for random scenes.
#include "lines/lines_code.h"
#include "lines/lines_lesson.h"
#include "lines/lines_tasks.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/numbers.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"

#include "task_checks.h"

#include <catch2/catch.hpp>

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QToolButton>
#include <QUndoStack>

namespace test_lines_tasks {

using namespace lab;
using geometry::LineLineKind;

namespace {

struct Panel {
    LinesLesson lesson;
    LinesScene scene;
    QUndoStack undo;
    TaskPanel panel { lesson.id(), scene, undo, lesson.createTasks() };

    int index(const QString& id) const
    {
        for (int i = 0; i < panel.count(); ++i) {
            if (panel.box(i).task().id() == id)
                return i;
        }
        FAIL("no task " << id.toStdString());
        return -1;
    }
    // Types `text` into the task's number field: is it judged right for the scene on the canvas?
    bool typedRight(int task, const QString& text)
    {
        auto* field = panel.box(task).findChild<QLineEdit*>(QStringLiteral("taskAnswer"));
        REQUIRE(field);
        field->setText(text);
        QString problem;
        return panel.box(task).judge(&problem) == AnswerState::Right;
    }
};

geometry::LineLineResult truth(const LinesScene& scene)
{
    return geometry::lineVsLine(scene.first(), scene.second());
}

QString choiceFor(LineLineKind kind)
{
    switch (kind) {
    case LineLineKind::Point: return QStringLiteral("one");
    case LineLineKind::Parallel: return QStringLiteral("none");
    default: break;
    }
    return QStringLiteral("infinite");
}

// The value `name` shows on the last step at `line` of `run`.
const CodeValue* valueAt(const CodeRun& run, int line, const QString& name)
{
    const CodeValue* found = nullptr;
    for (const CodeStep& s : run.steps) {
        for (const CodeValue& v : s.values) {
            if (s.line == line && v.name == name)
                found = &v;
        }
    }
    return found;
}

} // namespace

TEST_CASE("lines tasks: the four tasks, their kinds and what each holds back")
{
    Panel f;
    REQUIRE(f.panel.count() == 4);
    CHECK(f.panel.box(3).task().id() == QStringLiteral("example1"));
    CHECK(f.panel.box(3).task().kind() == TaskKind::FillIn);
    CHECK(f.panel.box(0).task().id() == QStringLiteral("predict-count"));
    CHECK(f.panel.box(0).task().kind() == TaskKind::Predict);
    CHECK(f.panel.box(1).task().kind() == TaskKind::Compute);
    CHECK(f.panel.box(2).task().kind() == TaskKind::Compute);

    f.panel.setOpenTask(0);
    CHECK(f.scene.holds(kHeldVerdict));
    CHECK(f.scene.holds(lines::kHeldLines));
    CHECK(f.scene.handles().isEmpty()); // the lines are not drawn, so neither are their handles
    const auto painter = f.lesson.createPainter();
    CHECK(painter->describe(f.scene).verdict == draw::heldVerdictText());
    CHECK(painter->describe(f.scene).shapes.isEmpty());
    CHECK_FALSE(f.lesson.liveText(f.scene).contains(QStringLiteral("A^{-1}")));

    f.panel.setOpenTask(1);
    CHECK(f.scene.holds(lines::kHeldDet));
    CHECK(f.scene.holds(kHeldVerdict)); // "parallel" would give |A| = 0 away
    CHECK(painter->describe(f.scene).verdict == draw::heldVerdictText());
    CHECK(f.scene.handles().size() == 4);
    const QString det = formatNumber(f.scene.result().det, LinesScene::kDecimals);
    CHECK_FALSE(painter->describe(f.scene).verdict.contains(QStringLiteral("det A")));
    CHECK(f.lesson.liveText(f.scene).contains(QStringLiteral("= ?$$")));

    f.panel.setOpenTask(2);
    CHECK(f.scene.holds(lines::kHeldMeet));
    const QString verdict = painter->describe(f.scene).verdict;
    CHECK_FALSE(verdict.contains(QStringLiteral("s =")));
    CHECK_FALSE(verdict.contains(QStringLiteral("R =")));

    f.panel.setOpenTask(-1);
    CHECK_FALSE(f.scene.holds(lines::kHeldMeet));
}

TEST_CASE("lines tasks: how many common points, judged right and wrong on twenty random pairs of lines")
{
    Panel f;
    const int task = f.index(QStringLiteral("predict-count"));
    f.panel.setOpenTask(task);
    int kinds[3] = { 0, 0, 0 };
    for (int round = 0; round < 20; ++round) {
        f.panel.anotherScene(task);
        const LineLineKind kind = truth(f.scene).kind;
        REQUIRE(kind != LineLineKind::ZeroDirection);
        ++kinds[kind == LineLineKind::Point ? 0 : kind == LineLineKind::Parallel ? 1 : 2];
        // A wrong choice first: counted wrong, and the verdict is shown with the reason.
        const QString wrong = kind == LineLineKind::Point ? QStringLiteral("none") : QStringLiteral("one");
        f.panel.box(task).findChild<QRadioButton*>(QStringLiteral("choice_") + wrong)->setChecked(true);
        const int wrongBefore = f.panel.box(task).record().wrongAttempts;
        f.panel.check(task);
        CHECK(f.panel.box(task).record().wrongAttempts == wrongBefore + 1);
        CHECK_FALSE(f.scene.holds(kHeldVerdict));
        f.panel.anotherScene(task); // a prediction is about one scene
        const LineLineKind next = truth(f.scene).kind;
        f.panel.box(task)
            .findChild<QRadioButton*>(QStringLiteral("choice_") + choiceFor(next))
            ->setChecked(true);
        f.panel.check(task);
        CHECK(f.panel.box(task).record().solved);
    }
    CHECK(kinds[0] > 0); // every kind comes up
}

TEST_CASE("lines tasks: a prediction revealed by a wrong check is over on its scene: the right choice then "
          "is not a solve, a fresh scene asks again")
{
    Panel f;
    const int task = f.index(QStringLiteral("predict-count"));
    f.panel.setOpenTask(task);
    f.panel.anotherScene(task);
    TaskBox& box = f.panel.box(task);
    const QString right = choiceFor(truth(f.scene).kind);
    const QString wrong = right == QStringLiteral("one") ? QStringLiteral("none") : QStringLiteral("one");
    box.findChild<QRadioButton*>(QStringLiteral("choice_") + wrong)->setChecked(true);
    f.panel.check(task);
    CHECK(box.record().revealed);
    CHECK_FALSE(box.record().solved);
    CHECK(box.isLocked());
    auto* rightChoice = box.findChild<QRadioButton*>(QStringLiteral("choice_") + right);
    CHECK_FALSE(rightChoice->isEnabled());
    CHECK_FALSE(box.findChild<QPushButton*>(QStringLiteral("taskCheck"))->isEnabled());
    // The revealed answer picked anyway and checked: refused, still not solved.
    rightChoice->setChecked(true);
    const int attempts = box.record().attempts;
    f.panel.check(task);
    CHECK_FALSE(box.record().solved);
    CHECK(box.record().attempts == attempts);
    // The header says so (its words wrap at safe points: compared without the breaks).
    const QString header = box.findChild<QToolButton*>(QStringLiteral("taskHeader"))->text().simplified();
    CHECK(header.contains(QStringLiteral("answer shown")));
    // The record keeps it through the progress file, and an older record without it loads as not revealed.
    CHECK(TaskRecord::fromJson(box.record().toJson()).revealed);
    QJsonObject older = box.record().toJson();
    older.remove(QStringLiteral("revealed"));
    CHECK_FALSE(TaskRecord::fromJson(older).revealed);
    // A fresh scene: the choices are back, and a right prediction there is a solve.
    f.panel.anotherScene(task);
    CHECK_FALSE(box.isLocked());
    CHECK(box.findChild<QRadioButton*>(QStringLiteral("choice_") + right)->isEnabled());
    box.findChild<QRadioButton*>(QStringLiteral("choice_") + choiceFor(truth(f.scene).kind))
        ->setChecked(true);
    f.panel.check(task);
    CHECK(box.record().solved);
}

TEST_CASE("lines tasks: the scenes are the README's: integer equations, a vertical line now and then")
{
    int vertical = 0;
    int kinds[3] = { 0, 0, 0 };
    LinesScene scene;
    for (quint32 seed = 1; seed <= 200; ++seed) {
        scene.setState(lines::predictCountScene(seed));
        REQUIRE(scene.validate(scene.state()).isEmpty());
        const LineEquation e1 = scene.equation(1);
        const LineEquation e2 = scene.equation(2);
        for (const double v : { e1.a, e1.b, e1.c, e2.a, e2.b, e2.c })
            CHECK(v == std::round(v));
        vertical += e1.b == 0 || e2.b == 0;
        const LineLineKind kind = scene.result().kind;
        ++kinds[kind == LineLineKind::Point ? 0 : kind == LineLineKind::Parallel ? 1 : 2];
        scene.setState(lines::computeSScene(seed));
        CHECK(scene.result().s == std::round(scene.result().s));
        CHECK(scene.result().s != 0);
    }
    CHECK(vertical > 20);
    CHECK(vertical < 100);
    for (const int k : kinds)
        CHECK(k > 40);
}

TEST_CASE("lines tasks: |A| and s typed right are right, off by one are wrong, on random scenes")
{
    Panel f;
    for (const QString& id : { QStringLiteral("compute-det"), QStringLiteral("compute-s") }) {
        const int task = f.index(id);
        f.panel.setOpenTask(task);
        for (int round = 0; round < 15; ++round) {
            f.panel.anotherScene(task);
            const geometry::LineLineResult r = truth(f.scene);
            const bool det = id == QStringLiteral("compute-det");
            if (!det)
                REQUIRE(r.kind == LineLineKind::Point);
            const double right = det ? r.det : r.s;
            INFO(id.toStdString() << " " << right);
            CHECK_FALSE(f.typedRight(task, QString::number(right + 1)));
            CHECK(f.typedRight(task, QString::number(right)));
        }
        // Checked, a right answer is recorded as solved and lets the scene show the number.
        REQUIRE(f.typedRight(task,
            QString::number(id == QStringLiteral("compute-det") ? truth(f.scene).det : truth(f.scene).s)));
        f.panel.check(task);
        CHECK(f.panel.box(task).record().solved);
        CHECK_FALSE((f.scene.holds(lines::kHeldDet) || f.scene.holds(lines::kHeldMeet)));
    }
}

TEST_CASE("lines code: every value the code view shows is lineVsLine's, for random scenes")
{
    LinesLesson lesson;
    LinesScene scene;
    QRandomGenerator rng(31);
    const auto any = [&rng] { return double(rng.bounded(-40, 41)) / 8; };
    for (int round = 0; round < 300; ++round) {
        LessonScene::State s { any(), any(), any(), any(), any(), any(), any(), any() };
        if (round % 5 == 0) { // parallel or the same line
            s[LinesScene::Bx] = 2 * s[LinesScene::Ax];
            s[LinesScene::By] = 2 * s[LinesScene::Ay];
            if (round % 10 == 0) {
                s[LinesScene::Qx] = s[LinesScene::Px] + 3 * s[LinesScene::Ax];
                s[LinesScene::Qy] = s[LinesScene::Py] + 3 * s[LinesScene::Ay];
            }
        }
        if (!scene.validate(s).isEmpty())
            continue;
        scene.setState(s);
        const geometry::LineLineResult r = truth(scene);
        const CodeRun run = lesson.runCode(scene, 0);
        const auto text = [](geometry::Vec2 v) { return formatPoint(v.x, v.y, LinesScene::kDecimals); };
        REQUIRE(valueAt(run, 4, QStringLiteral("W")));
        CHECK(valueAt(run, 4, QStringLiteral("W"))->text == text(r.w));
        REQUIRE(valueAt(run, 5, QStringLiteral("detA")));
        CHECK(valueAt(run, 5, QStringLiteral("detA"))->value == r.det);
        CHECK(run.reached(8) == (r.kind == LineLineKind::Point));
        if (r.kind == LineLineKind::Point) {
            CHECK(valueAt(run, 8, QStringLiteral("s"))->value == r.s);
            CHECK(valueAt(run, 9, QStringLiteral("R"))->text == text(r.point));
            CHECK(lesson.runCode(scene, 1).steps.last().values.first().text == text(r.point));
        } else {
            CHECK(run.reached(15) == (r.kind == LineLineKind::SameLine));
            CHECK(run.reached(16) == (r.kind == LineLineKind::Parallel));
        }
    }
}

TEST_CASE("lines code: the textbook's two errors are marked as corrections, and the canvas follows a step")
{
    const QList<CodeListing> listings = lines::listings();
    REQUIRE(listings.size() == 2);
    CHECK(listings[0].lines[13].correction); // the slope form undefined for a vertical line
    CHECK(listings[1].lines[0].correction); // Code4 headed [Code3]
    LinesScene scene;
    const CodeRun run = lines::run(scene, 0);
    QList<Spotlight> keys;
    for (const CodeStep& s : run.steps)
        keys << s.spotlight;
    CHECK(keys.contains(lines::kSpotW));
    CHECK(keys.contains(lines::kSpotDet));
    CHECK(keys.contains(lines::kSpotR));
    // A value a task holds back reads "?".
    scene.setHeld({ lines::kHeldDet });
    CHECK(valueAt(lines::run(scene, 0), 5, QStringLiteral("detA"))->text == QStringLiteral("?"));
}

TEST_CASE("lines example1: Example 1 by elimination on the handout's own lines, its (0, 1) is wrong")
{
    LinesLesson lesson;
    LinesScene scene;
    const auto tasks = lesson.createTasks();
    const TaskDefinition& task = *tasks.at(3);
    REQUIRE(task.id() == QStringLiteral("example1"));
    test::AskedTask asked(task, scene, 1);
    // The scene is Example 1, and geometry/ puts the meeting point where the blanks say.
    const geometry::LineLineResult r = truth(scene);
    REQUIRE(r.kind == LineLineKind::Point);
    const QList<TaskBlank> blanks = task.blanks();
    REQUIRE(blanks.size() == 3);
    CHECK(r.point.y == Approx(*blanks[1].number));
    CHECK(r.point.x == Approx(*blanks[2].number));
    // 9y on the left: 2x + 3y + 2 (-x + 3y) = 9y, with 3 + 2 (-6) on the right.
    CHECK(*blanks[0].number == Approx(3 + 2 * -6));
    // The handout's slip (the right-hand side left at 6): 9y = 9, y = 1, x = 0.
    CHECK(
        asked.fill({ QStringLiteral("9"), QStringLiteral("1"), QStringLiteral("0") }) == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("-9"), QStringLiteral("-1"), QStringLiteral("3") })
        == AnswerState::Right);
    // While it is open, neither the canvas nor the live box shows the meeting point.
    scene.setHeld(task.held());
    const auto painter = lesson.createPainter();
    CHECK_FALSE(painter->describe(scene).verdict.contains(QStringLiteral("(3, -1)")));
    CHECK_FALSE(lesson.liveText(scene).contains(QStringLiteral("(3,\\ -1)")));
}

TEST_CASE("lines tasks: a class vote sends without judging, a round 1 vote stands if round 2 brings none, "
          "a student who did not vote is told the answer")
{
    Panel p;
    const int predict = p.index(QStringLiteral("predict-count"));
    QStringList sent;
    QObject::connect(&p.panel, &TaskPanel::voted, [&](const QString& answer) { sent << answer; });
    p.panel.startVote(predict, true);
    const LessonScene::State voteScene = p.scene.values(); // the vote's scene is the one on the canvas
    TaskBox& box = p.panel.box(predict);
    const QString right = p.panel.rightAnswer(predict);
    CHECK(p.scene.holds(kHeldVerdict));
    p.panel.check(predict); // nothing chosen: nothing sent
    CHECK(sent.isEmpty());
    box.setAnswerText(right);
    p.panel.check(predict);
    CHECK(sent == QStringList { right });
    CHECK(box.record().attempts == 0);
    CHECK(p.scene.holds(kHeldVerdict));
    // Round 2: nothing new is sent, the round 1 vote is what Reveal judges.
    p.panel.voteAgain();
    p.panel.setVoteOpen(false);
    p.panel.revealVote();
    CHECK(p.scene.values() == voteScene);
    CHECK(box.record().attempts == 1);
    CHECK(box.record().solved);
    CHECK_FALSE(p.scene.holds(kHeldVerdict));

    // A student who never votes: Reveal shows the answer by its words and counts nothing.
    Panel q;
    const int other = q.index(QStringLiteral("predict-count"));
    q.panel.startVote(other, true);
    q.panel.setVoteOpen(false);
    q.panel.revealVote();
    TaskBox& quiet = q.panel.box(other);
    CHECK(quiet.record().attempts == 0);
    QString label;
    for (const TaskChoice& c : quiet.task().choices())
        label = c.id == q.panel.rightAnswer(other) ? c.label : label;
    const auto* feedback = quiet.findChild<QLabel*>(QStringLiteral("taskFeedback"));
    CHECK(feedback->text().contains(QStringLiteral("The answer: %1.").arg(label.toHtmlEscaped())));
    CHECK_FALSE(q.scene.holds(kHeldVerdict));
    // The vote over, the task is as before: Check checks again.
    CHECK(quiet.findChild<QPushButton*>(QStringLiteral("taskCheck"))->text() == QStringLiteral("Check"));

    // A number whose worked solution this student saw before: out of sight while the class votes.
    const int det = q.index(QStringLiteral("compute-det"));
    q.panel.setOpenTask(det);
    q.panel.askSolution(det);
    const auto* worked = q.panel.box(det).findChild<QLabel*>(QStringLiteral("taskSolutionText"));
    CHECK(worked->isVisibleTo(&q.panel.box(det)));
    q.panel.startVote(det, true);
    CHECK_FALSE(worked->isVisibleTo(&q.panel.box(det)));
    CHECK(q.scene.holds(lines::kHeldDet));
    q.panel.revealVote();
    CHECK(worked->isVisibleTo(&q.panel.box(det)));
}

} // namespace test_lines_tasks
