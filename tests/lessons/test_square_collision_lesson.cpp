// Exercise E1 (square collision): the condition checker against geometry/, the click prompt
// driven with QTest on a real canvas, predictions, and the saved progress.
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"
#include "exercises/square_collision/square_collision_check.h"
#include "exercises/square_collision/square_collision_condition.h"
#include "exercises/square_collision/square_collision_lesson.h"
#include "exercises/square_collision/square_collision_painter.h"
#include "exercises/square_collision/square_collision_scene.h"

#include "../support/shown_canvas.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

namespace test_square_collision_lesson {

using namespace lab;
using square_collision::ConditionVerdict;

namespace {

const char* const kRightForms[] = {
    // The four inequalities, in the handout's order.
    "r1.Right > r2.Left AND r1.Left < r2.Right AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top",
    // The handout's program, with rectangle 1 as P0/P2 and rectangle 2 as p0/p2.
    "(p2.X > P0.X) && (p0.X < P2.X) && (p0.Y > P2.Y) && (p2.Y < P0.Y)",
    // Each comparison turned round, and the clauses in another order.
    "r2.Bottom < r1.Top && r2.Left < r1.Right && r2.Top > r1.Bottom && r2.Right > r1.Left",
    // De Morgan: not one of the four ways to be apart.
    "NOT (r1.Right <= r2.Left OR r1.Left >= r2.Right OR r1.Top <= r2.Bottom OR r1.Bottom >= r2.Top)",
    "!(r1.Right <= r2.Left || r2.Right <= r1.Left) && !(r1.Top <= r2.Bottom || r2.Top <= r1.Bottom)",
};

struct WrongForm {
    const char* text;
    bool touchingOnly; // the first counterexample is a pair that only touches
};

const WrongForm kWrongForms[] = {
    // Inclusive comparisons: right for every pair except the ones that only touch.
    { "r1.Right >= r2.Left AND r1.Left <= r2.Right AND r1.Top >= r2.Bottom AND r1.Bottom <= r2.Top", true },
    // The x clauses alone.
    { "r1.Right > r2.Left AND r1.Left < r2.Right", false },
    // OR where AND belongs.
    { "r1.Right > r2.Left OR r1.Left < r2.Right OR r1.Top > r2.Bottom OR r1.Bottom < r2.Top", false },
    // The handout's slip: the first clause written twice instead of "left edge left of right edge".
    { "r1.Right > r2.Left AND r1.Right > r2.Left AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top", false },
    // A small offset: the same as the right answer on a 10-unit grid, caught off the grid.
    { "r1.Right > r2.Left + 5 AND r1.Left < r2.Right AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top", false },
    // A corner of r2 inside r1: misses crossed rectangles.
    { "r2.Left > r1.Left AND r2.Left < r1.Right AND r2.Top > r1.Bottom AND r2.Top < r1.Top", false },
};

struct ClickFixture {
    SquareCollisionLesson lesson;
    std::unique_ptr<LessonScene> owned = lesson.createScene();
    SquareCollisionScene& scene = static_cast<SquareCollisionScene&>(*owned);
    std::unique_ptr<ScenePainter> painter = lesson.createPainter();
    lab::test::ShownCanvas shown { scene, *painter };
    QUndoStack& undo = shown.undo;
    Canvas& canvas = shown.canvas;

    geometry::Vec2 click(QPoint at)
    {
        QTest::mouseClick(&canvas, Qt::LeftButton, {}, at);
        const QPointF w = canvas.viewport().toWorld(at);
        return { w.x(), w.y() };
    }
};

bool sameBox(const geometry::Aabb& a, const geometry::Aabb& b)
{
    return a.min.x == Approx(b.min.x) && a.min.y == Approx(b.min.y) && a.max.x == Approx(b.max.x)
        && a.max.y == Approx(b.max.y);
}

struct TemporaryStore {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("progress.json"));
    std::unique_ptr<ProgressStore> store = std::make_unique<ProgressStore>(path);
    TemporaryStore() { ProgressStore::setInstance(store.get()); }
    ~TemporaryStore() { ProgressStore::setInstance(nullptr); }
    // As after a restart: a new store reads the file.
    void reopen()
    {
        ProgressStore::setInstance(nullptr);
        store = std::make_unique<ProgressStore>(path);
        REQUIRE(store->load().outcome == ProgressStore::LoadOutcome::Loaded);
        ProgressStore::setInstance(store.get());
    }
};

} // namespace

TEST_CASE("square collision: right conditions in several equivalent forms agree with geometry on every pair")
{
    const auto pairs
        = square_collision::testPairs(square_collision::kDefaultSeed, square_collision::kDefaultRandomPairs);
    for (const char* text : kRightForms) {
        INFO(text);
        const square_collision::ConditionCheck check = square_collision::checkCondition(text);
        CHECK(check.verdict == ConditionVerdict::Right);
        CHECK(check.pairsWrong == 0);
        CHECK(!check.counterexample);
        CHECK(check.pairsTried == int(pairs.size()));
        // Independent of the seed: another set of random pairs finds nothing either.
        CHECK(square_collision::checkCondition(text, 7, 500).verdict == ConditionVerdict::Right);
    }
}

TEST_CASE("square collision: a wrong condition gets a counterexample on which geometry disagrees with it")
{
    for (const auto& wrong : kWrongForms) {
        INFO(wrong.text);
        const square_collision::ConditionCheck check = square_collision::checkCondition(wrong.text);
        REQUIRE(check.verdict == ConditionVerdict::Wrong);
        REQUIRE(check.counterexample);
        CHECK(check.pairsWrong > 0);
        const geometry::AabbAabbResult truth = geometry::aabbVsAabb(
            check.counterexample->r1, check.counterexample->r2, geometry::Touching::DoesNotCount);
        CHECK(check.conditionSays != truth.hit);
        CHECK(square_collision::onlyTouches(*check.counterexample) == wrong.touchingOnly);
        // The condition really says that on the pair shown.
        const auto parsed = Expression::parse(wrong.text, square_collision::conditionNames());
        REQUIRE(parsed);
        CHECK(parsed->isTrue(square_collision::conditionVariables(*check.counterexample))
            == check.conditionSays);
    }
}

TEST_CASE("square collision: inclusive comparisons are only caught by pairs that touch")
{
    const char* inclusive = kWrongForms[0].text;
    const square_collision::ConditionCheck check = square_collision::checkCondition(inclusive);
    const auto pairs
        = square_collision::testPairs(square_collision::kDefaultSeed, square_collision::kDefaultRandomPairs);
    const auto touching = std::count_if(pairs.begin(), pairs.end(), square_collision::onlyTouches);
    CHECK(touching > 100);
    // Wrong on exactly the touching pairs, which geometry counts as collided only when touching counts.
    CHECK(check.pairsWrong == touching);
    for (const auto& pair : pairs) {
        if (square_collision::onlyTouches(pair)) {
            CHECK(geometry::aabbVsAabb(pair.r1, pair.r2, geometry::Touching::Counts).hit);
            CHECK(!geometry::aabbVsAabb(pair.r1, pair.r2, geometry::Touching::DoesNotCount).hit);
        }
    }
}

TEST_CASE("square collision: the test pairs are the typical layouts plus the seeded random ones")
{
    const auto a
        = square_collision::testPairs(square_collision::kDefaultSeed, square_collision::kDefaultRandomPairs);
    const auto b
        = square_collision::testPairs(square_collision::kDefaultSeed, square_collision::kDefaultRandomPairs);
    const auto c = square_collision::testPairs(
        square_collision::kDefaultSeed + 1, square_collision::kDefaultRandomPairs);
    // The lesson text says: 15 typical layouts and 3000 random pairs.
    CHECK(square_collision::kDefaultRandomPairs == 3000);
    CHECK(a.size() == 15 + 3000);
    const auto same = [](const square_collision::RectPair& x, const square_collision::RectPair& y) {
        return x.r1.min == y.r1.min && x.r1.max == y.r1.max && x.r2.min == y.r2.min && x.r2.max == y.r2.max;
    };
    CHECK(std::equal(a.begin(), a.end(), b.begin(), same));
    CHECK(!std::equal(a.begin(), a.end(), c.begin(), same));
    const auto overlapping
        = std::count_if(a.begin(), a.end(), [](const auto& p) { return square_collision::judge(p).hit; });
    CHECK(overlapping > 300);
    CHECK(overlapping < int(a.size()) - 300);
    for (const auto& p : a) {
        CHECK(geometry::isValid(p.r1));
        CHECK(geometry::isValid(p.r2));
    }
}

TEST_CASE("square collision: text that is not a condition is refused with the reason and where")
{
    auto check = square_collision::checkCondition("");
    CHECK(check.verdict == ConditionVerdict::SyntaxError);
    CHECK(check.errorKind == Expression::ErrorKind::Empty);

    check = square_collision::checkCondition("r1.Right > r2.Lft");
    CHECK(check.verdict == ConditionVerdict::SyntaxError);
    CHECK(check.errorKind == Expression::ErrorKind::UnknownName);
    CHECK(check.errorPosition == 11);

    check = square_collision::checkCondition("r1.Right > r2.Left AND");
    CHECK(check.verdict == ConditionVerdict::SyntaxError);
    CHECK(check.errorKind == Expression::ErrorKind::UnexpectedEnd);

    check = square_collision::checkCondition("(r1.Right > r2.Left");
    CHECK(check.errorKind == Expression::ErrorKind::MissingParen);

    check = square_collision::checkCondition("r1.Right - r2.Left");
    CHECK(check.verdict == ConditionVerdict::NotACondition);
    CHECK(check.pairsTried == 0);
}

TEST_CASE("square collision: the four inequalities are geometry's separating tests, in the handout's order")
{
    SquareCollisionScene scene;
    // The starting pair (the lesson text talks about it): apart, with a gap between
    // r1's right edge at -30 and r2's left edge at 20.
    const geometry::Aabb r1 = scene.rect1();
    const geometry::Aabb r2 = scene.rect2();
    CHECK(sameBox(r1, geometry::aabbFromCorners({ -170, 120 }, { -30, -80 })));
    CHECK(sameBox(r2, geometry::aabbFromCorners({ 20, 160 }, { 170, 10 })));
    const geometry::AabbAabbResult truth = geometry::aabbVsAabb(r1, r2, geometry::Touching::DoesNotCount);
    CHECK(!truth.hit);
    const auto q = square_collision::inequalities(scene.pair());
    CHECK(q[0].holds == !truth.aLeftOfB);
    CHECK(q[1].holds == !truth.aRightOfB);
    CHECK(q[2].holds == !truth.aBelowB);
    CHECK(q[3].holds == !truth.aAboveB);
    CHECK(!q[0].holds);
    CHECK(q[0].leftValue == r1.max.x);
    CHECK(q[0].leftValue == -30);
    CHECK(q[0].rightValue == r2.min.x);
    CHECK(q[0].rightValue == 20);
    CHECK(q[1].holds);
    CHECK(q[2].holds);
    CHECK(q[3].holds);
}

TEST_CASE("square collision: clicked corners in any order span the rectangles, Delete clears them")
{
    ClickFixture f;
    CHECK(f.scene.complete()); // a first pair to predict is there at the start
    f.canvas.setFocus();
    QTest::keyClick(&f.canvas, Qt::Key_Delete);
    CHECK(f.scene.cornersPlaced() == 0);
    CHECK(f.scene.handles().isEmpty());
    CHECK(f.undo.count() == 1);

    // Rectangle 1: bottom-right first, then top-left. Rectangle 2: top-right, then bottom-left.
    const geometry::Vec2 a = f.click({ 330, 320 });
    CHECK(f.scene.cornersPlaced() == 1);
    const geometry::Vec2 b = f.click({ 150, 120 });
    CHECK(f.scene.cornersPlaced() == 2);
    CHECK(f.scene.handles().isEmpty()); // no handles until both rectangles exist
    const geometry::Vec2 c = f.click({ 450, 180 });
    const geometry::Vec2 d = f.click({ 280, 400 });
    REQUIRE(f.scene.complete());
    CHECK(f.undo.count() == 5);
    CHECK(sameBox(f.scene.rect1(), geometry::aabbFromCorners(a, b)));
    CHECK(sameBox(f.scene.rect2(), geometry::aabbFromCorners(c, d)));
    CHECK(f.scene.rect1().min.x < f.scene.rect1().max.x);
    CHECK(f.scene.rect1().min.y < f.scene.rect1().max.y);
    CHECK(f.scene.result().hit
        == geometry::aabbVsAabb(geometry::aabbFromCorners(a, b), geometry::aabbFromCorners(c, d),
            geometry::Touching::DoesNotCount)
               .hit);
    CHECK(f.scene.handles().size() == 4);
    // A fifth click does nothing: the pair is complete.
    f.click({ 60, 60 });
    CHECK(f.undo.count() == 5);

    // Delete half-way through rectangle 2 cancels everything; undo brings the corners back.
    f.undo.undo();
    f.undo.undo();
    CHECK(f.scene.cornersPlaced() == 2);
    QTest::keyClick(&f.canvas, Qt::Key_Delete);
    CHECK(f.scene.cornersPlaced() == 0);
    f.undo.undo();
    CHECK(f.scene.cornersPlaced() == 2);
    CHECK(sameBox(f.scene.rect1(), geometry::aabbFromCorners(a, b)));
}

TEST_CASE("square collision: the verdict waits for a prediction, a wrong one is told which inequality fails")
{
    ClickFixture f;
    ViewState view;
    std::unique_ptr<QWidget> controls(f.lesson.createControls(f.scene, f.undo, view, nullptr));
    auto* collide = controls->findChild<QPushButton*>(QStringLiteral("predictCollide"));
    auto* apart = controls->findChild<QPushButton*>(QStringLiteral("predictApart"));
    auto* feedback = controls->findChild<QLabel*>(QStringLiteral("predictionFeedback"));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(collide);
    REQUIRE(apart);
    REQUIRE(feedback);
    REQUIRE(readout);
    REQUIRE(f.scene.complete());
    REQUIRE(!f.scene.result().hit);
    CHECK(!f.scene.revealed());
    CHECK(collide->isEnabled());
    CHECK(!readout->text().contains(QStringLiteral("r1.Right > r2.Left")));

    // Wrong: the starting pair does not collide.
    QTest::mouseClick(collide, Qt::LeftButton);
    CHECK(f.scene.revealed());
    CHECK(!f.scene.predictionRight());
    CHECK(f.scene.predictionsMade() == 1);
    CHECK(f.scene.predictionsRight() == 0);
    CHECK(!collide->isEnabled());
    CHECK(feedback->text().contains(QStringLiteral("✗ r1.Right > r2.Left")));
    CHECK(!feedback->text().contains(QStringLiteral("✗ r1.Left < r2.Right")));
    CHECK(readout->text().contains(QStringLiteral("✗ r1.Right > r2.Left")));

    // A new pair that overlaps: predicted right this time.
    const square_collision::RectPair overlapping { geometry::aabbFromCorners({ -100, -50 }, { 50, 80 }),
        geometry::aabbFromCorners({ 0, 0 }, { 150, 150 }) };
    REQUIRE(geometry::aabbVsAabb(overlapping.r1, overlapping.r2, geometry::Touching::DoesNotCount).hit);
    QTest::keyClick(&f.canvas, Qt::Key_Delete);
    CHECK(!f.scene.revealed());
    CHECK(f.scene.prediction() == SquareCollisionScene::Prediction::None);
    f.scene.setState(f.scene.stateFor(overlapping));
    CHECK(!f.scene.revealed());
    CHECK(collide->isEnabled());
    QTest::mouseClick(collide, Qt::LeftButton);
    CHECK(f.scene.predictionRight());
    CHECK(f.scene.predictionsMade() == 2);
    CHECK(f.scene.predictionsRight() == 1);
    CHECK(feedback->text().contains(QStringLiteral("✓ r1.Bottom < r2.Top")));

    // A pair that only touches has not collided: "collide" is wrong, and the reason is given.
    const square_collision::RectPair touching { geometry::aabbFromCorners({ -100, -50 }, { 50, 80 }),
        geometry::aabbFromCorners({ 50, -20 }, { 150, 40 }) };
    REQUIRE(square_collision::onlyTouches(touching));
    f.scene.setState(f.scene.clearedState());
    f.scene.setState(f.scene.stateFor(touching));
    QTest::mouseClick(collide, Qt::LeftButton);
    CHECK(!f.scene.predictionRight());
    CHECK(feedback->text().contains(QStringLiteral("(50 > 50)")));
}

TEST_CASE("square collision: the condition is asked in the task panel, which counts the attempts, and the "
          "counterexample loads onto the canvas")
{
    ClickFixture f;
    TaskPanel panel(f.lesson.id(), f.scene, f.undo, f.lesson.createTasks());
    REQUIRE(panel.count() == 1);
    CHECK(panel.box(0).task().kind() == TaskKind::Exercise);
    panel.setOpenTask(0);
    auto* field = panel.findChild<QLineEdit*>(QStringLiteral("condition"));
    auto* check = panel.findChild<QPushButton*>(QStringLiteral("taskCheck"));
    auto* load = panel.findChild<QPushButton*>(QStringLiteral("loadCounterexample"));
    auto* feedback = panel.findChild<QLabel*>(QStringLiteral("conditionFeedback"));
    auto* verdict = panel.findChild<QLabel*>(QStringLiteral("taskFeedback"));
    REQUIRE(field);
    REQUIRE(check);
    REQUIRE(load);
    REQUIRE(feedback);
    REQUIRE(verdict);

    // Built from the pieces: r1.Right > r2.Left AND r1.Left < r2.Right.
    for (const char* piece : { "r1.Right", ">", "r2.Left", "AND", "r1.Left", "<", "r2.Right" }) {
        auto* button = panel.findChild<QPushButton*>(QStringLiteral("piece ") + QLatin1String(piece));
        REQUIRE(button);
        QTest::mouseClick(button, Qt::LeftButton);
    }
    CHECK(
        f.scene.conditionText().simplified() == QStringLiteral("r1.Right > r2.Left AND r1.Left < r2.Right"));
    QTest::mouseClick(check, Qt::LeftButton);
    CHECK(panel.box(0).record().attempts == 1);
    CHECK(panel.box(0).record().lastAnswer == QStringLiteral("r1.Right > r2.Left AND r1.Left < r2.Right"));
    REQUIRE(f.scene.lastCheck());
    CHECK(f.scene.lastCheck()->verdict == ConditionVerdict::Wrong);
    CHECK(!load->isHidden());
    CHECK(feedback->text().contains(QStringLiteral("r1.Left = ")));
    CHECK(verdict->text().contains(QStringLiteral("Hint:")));
    // The same condition again is no attempt; one that cannot be read is refused with the reason.
    QTest::mouseClick(check, Qt::LeftButton);
    CHECK(panel.box(0).record().attempts == 1);
    field->setText(QStringLiteral("r1.Right > r2.Left AND"));
    QTest::mouseClick(check, Qt::LeftButton);
    CHECK(panel.box(0).record().attempts == 1);
    CHECK(verdict->text().contains(QStringLiteral("character")));
    CHECK(f.scene.lastCheck()->verdict == ConditionVerdict::SyntaxError);
    CHECK(feedback->isHidden());

    field->setText(QStringLiteral("r1.Right > r2.Left AND r1.Left < r2.Right"));
    QTest::mouseClick(check, Qt::LeftButton);
    const square_collision::RectPair shown = *f.scene.lastCheck()->counterexample;
    const int before = f.undo.count();
    QTest::mouseClick(load, Qt::LeftButton);
    CHECK(f.undo.count() == before + 1);
    CHECK(sameBox(f.scene.rect1(), shown.r1));
    CHECK(sameBox(f.scene.rect2(), shown.r2));
    CHECK(f.scene.revealed());

    field->setText(QString::fromLatin1(kRightForms[0]));
    QTest::keyClick(field, Qt::Key_Return);
    CHECK(panel.box(0).record().attempts == 2);
    CHECK(f.scene.lastCheck()->verdict == ConditionVerdict::Right);
    CHECK(panel.box(0).record().status == ExerciseStatus::Done);
    CHECK(load->isHidden());
    CHECK(verdict->text().contains(QStringLiteral("Right")));
}

TEST_CASE("square collision: corners, prediction, condition and attempts survive a restart")
{
    TemporaryStore temp;
    square_collision::RectPair clicked;
    {
        ClickFixture f;
        TaskPanel panel(f.lesson.id(), f.scene, f.undo, f.lesson.createTasks());
        CHECK(temp.store->exercise(SquareCollisionScene::exerciseId()).status == ExerciseStatus::NotStarted);
        f.canvas.setFocus();
        QTest::keyClick(&f.canvas, Qt::Key_Delete);
        f.click({ 120, 380 });
        f.click({ 300, 150 });
        f.click({ 250, 300 });
        f.click({ 500, 100 });
        REQUIRE(f.scene.complete());
        clicked = f.scene.pair();
        f.scene.predict(f.scene.result().hit ? SquareCollisionScene::Prediction::Collide
                                             : SquareCollisionScene::Prediction::Apart);
        auto* field = panel.findChild<QLineEdit*>(QStringLiteral("condition"));
        REQUIRE(field);
        field->setText(QString::fromLatin1(kWrongForms[1].text));
        panel.check(0);
        field->setText(QStringLiteral("r1.Right > r2.Left AND"));
        const ExerciseProgress saved = temp.store->exercise(SquareCollisionScene::exerciseId());
        CHECK(saved.status == ExerciseStatus::InProgress);
        CHECK(saved.attempts == 1);
        CHECK(saved.tasks.value(SquareCollisionScene::conditionTaskId()).attempts == 1);
    }
    temp.reopen();
    SquareCollisionLesson lesson;
    const auto owned = lesson.createScene();
    auto& scene = static_cast<SquareCollisionScene&>(*owned);
    CHECK(scene.complete());
    CHECK(sameBox(scene.rect1(), clicked.r1));
    CHECK(sameBox(scene.rect2(), clicked.r2));
    CHECK(scene.revealed());
    CHECK(scene.predictionRight());
    CHECK(scene.predictionsMade() == 1);
    CHECK(scene.predictionsRight() == 1);
    CHECK(scene.conditionText() == QStringLiteral("r1.Right > r2.Left AND"));
    // The last check's feedback comes back, for the text that was checked.
    REQUIRE(scene.lastCheck());
    CHECK(scene.lastCheck()->verdict == ConditionVerdict::Wrong);
    CHECK(!scene.checkedText());
    // The task panel reads the record back.
    QUndoStack undo;
    TaskPanel panel(lesson.id(), scene, undo, lesson.createTasks());
    CHECK(panel.box(0).record().attempts == 1);
    CHECK(panel.box(0).record().status == ExerciseStatus::InProgress);
    CHECK(temp.store->exercise(SquareCollisionScene::exerciseId()).status == ExerciseStatus::InProgress);
}

TEST_CASE("square collision: a right condition marks the exercise done in the store")
{
    TemporaryStore temp;
    {
        SquareCollisionScene scene;
        QUndoStack undo;
        TaskPanel panel(QStringLiteral("square_collision"), scene, undo, square_collision::tasks());
        panel.box(0).setAnswerText(QString::fromLatin1(kRightForms[1]));
        panel.check(0);
        CHECK(scene.lastCheck()->verdict == ConditionVerdict::Right);
    }
    temp.reopen();
    const ExerciseProgress saved = temp.store->exercise(SquareCollisionScene::exerciseId());
    CHECK(saved.status == ExerciseStatus::Done);
    CHECK(saved.attempts == 1);
    CHECK(saved.data.value(QStringLiteral("condition")).toString() == QString::fromLatin1(kRightForms[1]));
    CHECK(saved.tasks.value(SquareCollisionScene::conditionTaskId()).solved);
}

TEST_CASE("square collision: a file saved before the task panel kept the record counts its checks")
{
    TemporaryStore temp;
    // As the exercise saved it before its task had a record of its own: the status and the
    // attempts only, beside the scene's data.
    ExerciseProgress before;
    before.status = ExerciseStatus::Done;
    before.attempts = 3;
    before.data.insert(QStringLiteral("condition"), QString::fromLatin1(kRightForms[0]));
    temp.store->update(SquareCollisionScene::exerciseId(), before);
    SquareCollisionLesson lesson;
    const auto owned = lesson.createScene();
    QUndoStack undo;
    TaskPanel panel(lesson.id(), *owned, undo, lesson.createTasks());
    CHECK(panel.box(0).record().attempts == 3);
    CHECK(panel.box(0).record().solved);
    CHECK(panel.revealed() == QStringList { QStringLiteral("square_collision/condition") });
    const ExerciseProgress now = temp.store->exercise(SquareCollisionScene::exerciseId());
    CHECK(now.status == ExerciseStatus::Done);
    CHECK(now.attempts == 3);
    CHECK(now.data.value(QStringLiteral("condition")).toString() == QString::fromLatin1(kRightForms[0]));
}

TEST_CASE("square collision: a saved scene that is not valid is ignored")
{
    TemporaryStore temp;
    ExerciseProgress broken;
    broken.status = ExerciseStatus::InProgress;
    broken.data.insert(QStringLiteral("scene"), QJsonArray { 1, 2, 3 });
    temp.store->update(SquareCollisionScene::exerciseId(), broken);
    SquareCollisionLesson lesson;
    const auto owned = lesson.createScene();
    CHECK(owned->state() == owned->initialState());
    CHECK(owned->validate({ 0, 0, 0, 0, 0, 0, 0, 0, 2.5 }).size() > 0);
    CHECK(owned->validate({ 0, 0, 0, 0, 0, 0, 0, 0, 5 }).size() > 0);
    CHECK(owned->validate({ 0, 0, 0, 0, 0, 0, 0, 0, 3 }).isEmpty());
}

TEST_CASE(
    "square collision: the handout's test fails for corners clicked bottom-left first (the text's erratum)")
{
    // Rectangle 1 clicked (-100, -50) then (50, 80); rectangle 2 (0, 0) then (150, 150).
    const geometry::Vec2 a { -100, -50 }, b { 50, 80 }, c { 0, 0 }, d { 150, 150 };
    const auto handout = Expression::parse("(p2.X > P0.X) && (p0.X < P2.X) && (p0.Y > P2.Y) && (p2.Y < P0.Y)",
        square_collision::conditionNames());
    REQUIRE(handout);
    // The handout stores the clicks as they come: P0 = a, P2 = b, p0 = c, p2 = d.
    const std::map<std::string, double> raw = {
        { "P0.X", a.x },
        { "P0.Y", a.y },
        { "P2.X", b.x },
        { "P2.Y", b.y },
        { "p0.X", c.x },
        { "p0.Y", c.y },
        { "p2.X", d.x },
        { "p2.Y", d.y },
        { "r1.Left", 0 },
        { "r1.Right", 0 },
        { "r1.Top", 0 },
        { "r1.Bottom", 0 },
        { "r2.Left", 0 },
        { "r2.Right", 0 },
        { "r2.Top", 0 },
        { "r2.Bottom", 0 },
    };
    CHECK(!handout->isTrue(raw));
    CHECK(!(c.y > b.y)); // the comparison the text quotes: 0 > 80 is false
    // Sorted with min and max, the same clicks overlap, and the handout's test agrees with geometry.
    const square_collision::RectPair sorted { geometry::aabbFromCorners(a, b),
        geometry::aabbFromCorners(c, d) };
    CHECK(geometry::aabbVsAabb(sorted.r1, sorted.r2, geometry::Touching::DoesNotCount).hit);
    CHECK(handout->isTrue(square_collision::conditionVariables(sorted)));
}

TEST_CASE("square collision: the verdict sits at (-200, 200) in the palette's result colour or blue, the "
          "starting gap is 50")
{
    CHECK(SquareCollisionPainter::resultPosition() == QPointF(-200, 200));
    for (const CanvasStyle& style :
        { CanvasStyle::desk(), CanvasStyle::projectorStyle(ProjectorPalette::Dark) }) {
        CHECK(SquareCollisionPainter::collidedColor(style) == style.result);
        CHECK(SquareCollisionPainter::apartColor(style) == style.shapes[0]);
    }
    SquareCollisionScene scene;
    CHECK(scene.rect2().min.x - scene.rect1().max.x == 50);
    // The text's "more than a third of the random pairs only touch": every third pair is moved to
    // touch, and some others touch by chance.
    const auto pairs
        = square_collision::testPairs(square_collision::kDefaultSeed, square_collision::kDefaultRandomPairs);
    int touching = 0;
    for (std::size_t i = 15; i < pairs.size(); ++i)
        touching += square_collision::onlyTouches(pairs[i]) ? 1 : 0;
    CHECK(touching > square_collision::kDefaultRandomPairs / 3);
    CHECK(touching < square_collision::kDefaultRandomPairs / 2);
}

} // namespace test_square_collision_lesson
