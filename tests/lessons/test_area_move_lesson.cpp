#include "exercises/area_move/area_move_lesson.h"
#include "exercises/area_move/area_move_scene.h"
#include "exercises/area_move/area_move_words.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"

#include "../support/events.h"
#include "area_move_page.h"

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace test_area_move_lesson {

using namespace lab;
using namespace lab::area_move;
using lab::test::AreaMovePage;

namespace {

Answers withField(Answers answers, Field field, const QString& text)
{
    answers[int(field)] = text;
    return answers;
}

Rules rulesOf(const Answers& answers)
{
    const CompileResult c = compile(answers);
    REQUIRE(c.errors.empty());
    REQUIRE(c.rules);
    return *c.rules;
}

FieldError onlyError(const Answers& answers)
{
    const CompileResult c = compile(answers);
    REQUIRE_FALSE(c.rules);
    REQUIRE(c.errors.size() == 1);
    return c.errors.front();
}

Problem diagnosed(
    const Answers& answers, std::array<Body, 2> start = AreaMoveScene::startOf(AreaMoveScene().state()))
{
    Simulation simulation(start, rulesOf(answers));
    return diagnose(simulation);
}

double outside(const Body& b, Side side)
{
    const geometry::Aabb area = drawingArea();
    switch (side) {
    case Side::Left: return area.min.x - b.box.min.x;
    case Side::Right: return b.box.max.x - area.max.x;
    case Side::Bottom: return area.min.y - b.box.min.y;
    case Side::Top: return b.box.max.y - area.max.y;
    }
    return 0;
}

} // namespace

TEST_CASE("area_move: the handout's answer compiles to the walls of the 640 by 480 area")
{
    const Rules rules = rulesOf(modelAnswers());
    const geometry::Aabb area = drawingArea();
    CHECK(area.max.x - area.min.x == kWidth);
    CHECK(area.max.y - area.min.y == kHeight);
    CHECK(kWidth == 640);
    CHECK(kHeight == 480);
    CHECK(rules.walls.left == area.min.x);
    CHECK(rules.walls.right == area.max.x);
    CHECK(rules.walls.top == area.max.y);
    CHECK(rules.walls.bottom == area.min.y);
}

TEST_CASE("area_move: text copied with its 'Left =' or 'if', full-width characters and AND/OR are accepted")
{
    Answers a = modelAnswers();
    a[int(Field::Left)] = QStringLiteral("Left = -Width / 2");
    a[int(Field::ReverseX)] = QStringLiteral("if ((p0.X < Left) OR (Right < p2.X))");
    a[int(Field::ReverseY)]
        = QStringLiteral("ｐ２．Ｙ　＜　Ｂｏｔｔｏｍ　｜｜　Ｔｏｐ　＜　ｐ０．Ｙ"); // typed with an IME
    a[int(Field::Bottom)] = QStringLiteral("-Top"); // a wall may use the walls above it
    const Rules rules = rulesOf(a);
    CHECK(rules.walls.left == -kWidth / 2);
    CHECK(rules.walls.bottom == -kHeight / 2);
    CHECK(diagnosed(a).kind == ProblemKind::None);
}

TEST_CASE("area_move: expression errors name the blank, the position and the culprit")
{
    const Answers good = modelAnswers();

    FieldError e = onlyError(withField(good, Field::Left, QString()));
    CHECK(e.field == Field::Left);
    CHECK(e.kind == FieldError::Kind::Empty);

    e = onlyError(withField(good, Field::Left, QStringLiteral("-Widht / 2")));
    CHECK(e.kind == FieldError::Kind::UnknownName);
    CHECK(e.position == 1);
    CHECK(e.token == QStringLiteral("Widht"));
    CHECK(describeError(e).contains(QStringLiteral("position 2")));
    CHECK(describeError(e).contains(QStringLiteral("Widht")));
    CHECK(e.suggestion == QStringLiteral("Width"));
    CHECK(describeError(e).endsWith(QStringLiteral("Did you mean \"Width\"?")));

    e = onlyError(withField(good, Field::Left, QStringLiteral("-Breite / 2")));
    CHECK(e.kind == FieldError::Kind::UnknownName);
    CHECK(e.suggestion.isEmpty());
    CHECK(describeError(e).endsWith(QStringLiteral("The names are: Width, Height.")));

    e = onlyError(withField(good, Field::ReverseX, QStringLiteral("p0.x < Left || Right < p2.X")));
    CHECK(e.kind == FieldError::Kind::UnknownName);
    CHECK(e.position == 0);
    CHECK(e.suggestion == QStringLiteral("p0.X"));
    CHECK(describeError(e).contains(QStringLiteral("Did you mean \"p0.X\"")));

    e = onlyError(withField(good, Field::Left, QStringLiteral("-Right")));
    CHECK(e.kind == FieldError::Kind::NameNotAllowedHere);
    CHECK(describeError(e).contains(QStringLiteral("Left may use only Width, Height")));

    e = onlyError(withField(good, Field::ReverseX, QStringLiteral("(p0.X < Left || Right < p2.X")));
    CHECK(e.kind == FieldError::Kind::MissingParen);
    CHECK(e.position == 28);

    e = onlyError(withField(good, Field::ReverseX, QStringLiteral("p0.X < Left | Right < p2.X")));
    CHECK(e.kind == FieldError::Kind::UnexpectedCharacter);
    CHECK(e.position == 12);
    CHECK(describeError(e).contains(QStringLiteral("||")));

    e = onlyError(withField(good, Field::ReverseY, QStringLiteral("p2.Y < Bottom ||")));
    CHECK(e.kind == FieldError::Kind::UnexpectedEnd);

    e = onlyError(withField(good, Field::ReverseY, QStringLiteral("p2.Y < Bottom Top < p0.Y")));
    CHECK(e.kind == FieldError::Kind::UnexpectedToken);
    CHECK(e.token == QStringLiteral("Top"));
    CHECK(e.position == 14);

    e = onlyError(withField(good, Field::Top, QStringLiteral("Height / 0")));
    CHECK(e.kind == FieldError::Kind::NotFinite);
    e = onlyError(withField(good, Field::Top, QStringLiteral("Height > 2")));
    CHECK(e.kind == FieldError::Kind::ConditionWhereNumber);
    e = onlyError(withField(good, Field::ReverseX, QStringLiteral("p0.X - Left")));
    CHECK(e.kind == FieldError::Kind::NumberWhereCondition);
    e = onlyError(withField(good, Field::Right, QStringLiteral("Width / 2;")));
    CHECK(e.kind == FieldError::Kind::UnexpectedCharacter);
    CHECK(describeError(e).contains(QStringLiteral("\";\"")));

    // Several bad blanks: one message each, in the order of the blanks.
    Answers two = withField(good, Field::Top, QString());
    two[int(Field::Left)] = QStringLiteral("*");
    const CompileResult c = compile(two);
    REQUIRE(c.errors.size() == 2);
    CHECK(c.errors[0].field == Field::Left);
    CHECK(c.errors[1].field == Field::Top);
}

TEST_CASE("area_move: the handout's rules move exactly like geometry::bounceRectInBox for a minute")
{
    AreaMoveScene scene;
    Simulation simulation(scene.start(), rulesOf(modelAnswers()));
    CHECK(diagnose(simulation).kind == ProblemKind::None);
    std::array<Body, 2> expected = scene.start();
    const geometry::Aabb area = drawingArea();
    int hits = 0;
    for (int n = 0; n <= kCheckFrames; ++n) {
        const Frame& f = simulation.frame(n);
        for (int r = 0; r < 2; ++r) {
            REQUIRE(f.mine[r].box.min == expected[r].box.min);
            REQUIRE(f.mine[r].box.max == expected[r].box.max);
            REQUIRE(f.correct[r].mov == expected[r].mov);
            const auto step = geometry::bounceRectInBox(expected[r].box, expected[r].mov, area);
            hits += step.hitLeft + step.hitRight + step.hitTop + step.hitBottom;
            expected[r] = { step.moved, step.velocity };
        }
    }
    CHECK(hits > 8); // both rectangles met the walls several times
}

TEST_CASE("area_move: comparing the wrong corners lets a rectangle leave the area")
{
    const Answers answers
        = withField(modelAnswers(), Field::ReverseX, QStringLiteral("p2.X < Left || Right < p0.X"));
    Simulation simulation(AreaMoveScene().start(), rulesOf(answers));
    const Problem p = diagnose(simulation);
    REQUIRE(p.kind == ProblemKind::Leaves);
    CHECK(p.axisX);
    const Body& at = simulation.frame(p.frame).mine[p.rect];
    const Body& before = simulation.frame(p.frame - 1).mine[p.rect];
    CHECK(outside(at, p.side) > std::abs(at.mov.x));
    CHECK(outside(before, p.side) <= std::abs(before.mov.x));
    CHECK(p.distance == outside(at, p.side));
    CHECK(describeProblem(p).startsWith(
        QStringLiteral("Frame %1: rectangle %2 leaves").arg(p.frame).arg(p.rect + 1)));
}

TEST_CASE("area_move: a missing half of a condition lets a rectangle leave through that wall")
{
    const Answers answers = withField(modelAnswers(), Field::ReverseY, QStringLiteral("p2.Y < Bottom"));
    const Problem p = diagnosed(answers);
    REQUIRE(p.kind == ProblemKind::Leaves);
    CHECK(p.side == Side::Top);
    CHECK_FALSE(p.axisX);
    CHECK(p.rect == 0); // rectangle 1 moves up (mov1.y = 2); rectangle 2 moves down
}

TEST_CASE("area_move: swapped signs of Left and Right make both rectangles jitter from frame 0")
{
    Answers answers = withField(modelAnswers(), Field::Left, QStringLiteral("Width / 2"));
    answers[int(Field::Right)] = QStringLiteral("-Width / 2");
    const Problem p = diagnosed(answers);
    CHECK(p.kind == ProblemKind::Jitters);
    CHECK(p.frame == 0);
    CHECK(p.axisX);
    CHECK(describeProblem(p).contains(QStringLiteral("mov.X turns around every frame")));
}

TEST_CASE("area_move: <= with a rectangle starting on the wall sticks there, bounceRectInBox does not")
{
    AreaMoveScene scene;
    auto state = scene.state();
    const double width = state[AreaMoveScene::P2x1] - state[AreaMoveScene::P0x1];
    state[AreaMoveScene::P0x1] = drawingArea().min.x; // touching the left wall, moving right
    state[AreaMoveScene::P2x1] = drawingArea().min.x + width;
    REQUIRE(scene.validate(state).isEmpty());
    const auto start = AreaMoveScene::startOf(state);
    Answers answers
        = withField(modelAnswers(), Field::ReverseX, QStringLiteral("p0.X <= Left || Right <= p2.X"));
    const Problem p = diagnosed(answers, start);
    CHECK(p.kind == ProblemKind::Sticks);
    CHECK(p.side == Side::Left);
    CHECK(p.frame == 0);
    CHECK(diagnosed(modelAnswers(), start).kind == ProblemKind::None);
    // The handout's strict < keeps going, exactly as the library does.
    Simulation correct(start, rulesOf(modelAnswers()));
    CHECK(correct.frame(1).mine[0].mov
        == geometry::bounceRectInBox(start[0].box, start[0].mov, drawingArea()).velocity);
}

TEST_CASE("area_move: Height where Width belongs turns a rectangle at an invisible wall")
{
    Answers answers = withField(modelAnswers(), Field::Left, QStringLiteral("-Height / 2"));
    answers[int(Field::Right)] = QStringLiteral("Height / 2");
    Simulation simulation(AreaMoveScene().start(), rulesOf(answers));
    const Problem p = diagnose(simulation);
    REQUIRE(p.kind == ProblemKind::TurnsEarly);
    CHECK(p.axisX);
    const Body& b = simulation.frame(p.frame).mine[p.rect];
    const double gap
        = p.side == Side::Left ? b.box.min.x - drawingArea().min.x : drawingArea().max.x - b.box.max.x;
    CHECK(p.distance == gap);
    CHECK(gap > std::abs(b.mov.x));
    CHECK(gap < (kWidth - kHeight) / 2 + 1e-9); // the wall it turned at is (640 - 480) / 2 inside
}

TEST_CASE("area_move: without rules the rectangles fly straight on")
{
    AreaMoveScene scene;
    REQUIRE_FALSE(scene.hasRules());
    scene.seek(10);
    const Body b0 = scene.frameAt(0).mine[0];
    CHECK(scene.currentFrame().mine[0].box.min.x == b0.box.min.x + 10 * b0.mov.x);
    CHECK(scene.problem().kind == ProblemKind::None);
}

TEST_CASE("area_move: stepping forward and back returns exactly the same frames")
{
    AreaMoveScene scene;
    scene.setRules(rulesOf(modelAnswers()));
    scene.seek(400);
    const Frame at400 = scene.currentFrame();
    for (int i = 0; i < 25; ++i)
        scene.stepForward();
    CHECK(scene.frameIndex() == 425);
    for (int i = 0; i < 25; ++i)
        scene.stepBack();
    CHECK(scene.frameIndex() == 400);
    const Frame again = scene.currentFrame();
    for (int r = 0; r < 2; ++r) {
        CHECK(again.mine[r].box.min == at400.mine[r].box.min);
        CHECK(again.mine[r].box.max == at400.mine[r].box.max);
        CHECK(again.mine[r].mov == at400.mine[r].mov);
    }
    // Frame 400 is 400 steps of the rules from the start.
    Body b = scene.start()[1];
    const Rules rules = rulesOf(modelAnswers());
    for (int i = 0; i < 400; ++i)
        b = stepMine(b, &rules);
    CHECK(b.box.min == at400.mine[1].box.min);
    scene.seek(0);
    scene.stepBack();
    CHECK(scene.frameIndex() == 0);
}

TEST_CASE("area_move: playing advances at most 60 frames per second and pauses")
{
    AreaMovePage page; // the controls' frame runner keeps the player's time
    AreaMoveScene& scene = page.scene;
    QElapsedTimer clock;
    clock.start();
    scene.play();
    CHECK(scene.isPlaying());
    CHECK(page.button("play")->isChecked()); // the runner's Play follows the scene (Space on the canvas)
    REQUIRE(QTest::qWaitFor([&] { return scene.frameIndex() >= 5; }, 10000));
    scene.pause();
    CHECK_FALSE(page.button("play")->isChecked());
    const int frames = scene.frameIndex();
    CHECK(frames <= clock.elapsed() * kFramesPerSecond / 1000 + 1);
    lab::test::deliverPostedEvents(); // a paused run moves nothing, whatever is pending
    CHECK_FALSE(scene.isPlaying());
    CHECK(scene.frameIndex() == frames);
    // The runner's buttons: a frame forward and back, and Clear goes back to frame 0.
    page.button("step")->click();
    CHECK(scene.frameIndex() == frames + 1);
    page.button("stepBack")->click();
    CHECK(scene.frameIndex() == frames);
    page.button("clearRun")->click();
    CHECK(scene.frameIndex() == 0);
    CHECK_FALSE(scene.isPlaying());
}

TEST_CASE("area_move: a changed start restarts the run at frame 0 and is checked again")
{
    AreaMoveScene scene;
    scene.setRules(rulesOf(modelAnswers()));
    scene.seek(50);
    auto state = scene.state();
    state[AreaMoveScene::MovX2] = -3;
    scene.setState(state);
    CHECK(scene.frameIndex() == 0);
    CHECK(scene.frameAt(1).mine[1].mov.x == -3);
    state[AreaMoveScene::P0x1] = state[AreaMoveScene::P2x1] + 1; // p0 right of p2
    CHECK(scene.validate(state).contains(QStringLiteral("top-left")));
    state = scene.state();
    state[AreaMoveScene::P0y2] = kHeight; // outside
    CHECK(scene.validate(state).contains(QStringLiteral("inside the drawing area")));
}

TEST_CASE(
    "area_move: the flag follows geometry::aabbVsAabb (touching does not count), and both cases occur in "
    "the first minute")
{
    AreaMoveScene scene;
    scene.setRules(rulesOf(modelAnswers()));
    int hitFrame = -1;
    int missFrame = -1;
    for (int n = 0; n < kCheckFrames && (hitFrame < 0 || missFrame < 0); ++n) {
        const Frame& f = scene.frameAt(n);
        const bool overlap
            = geometry::aabbVsAabb(f.mine[0].box, f.mine[1].box, geometry::Touching::DoesNotCount).hit;
        (overlap ? hitFrame : missFrame)
            = (overlap ? hitFrame : missFrame) < 0 ? n : (overlap ? hitFrame : missFrame);
    }
    REQUIRE(hitFrame >= 0);
    REQUIRE(missFrame >= 0);
    CHECK(flagText(true) == QStringLiteral("intersecting"));
    CHECK(flagText(false) == QStringLiteral("not intersecting"));

    QUndoStack undo;
    AreaMoveLesson lesson;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);
    scene.seek(hitFrame);
    CHECK(readout->text().endsWith(QStringLiteral("Flag: intersecting")));
    scene.seek(missFrame);
    CHECK(readout->text().endsWith(QStringLiteral("Flag: not intersecting")));
}

TEST_CASE("area_move: the live text shows the start and the first step from geometry")
{
    AreaMoveLesson lesson;
    AreaMoveScene scene;
    const QString live = lesson.liveText(scene);
    const auto start = scene.start();
    const auto step = geometry::bounceRectInBox(start[0].box, start[0].mov, drawingArea());
    CHECK(live.contains(QStringLiteral("p_0 + \\mathit{mov}_1 = (%1,\\ %2)")
                            .arg(formatNumber(step.moved.min.x), formatNumber(step.moved.max.y))));
    CHECK(live.contains(QStringLiteral("\\mathit{mov}_1 = (1,\\ 2)")));
    CHECK(live.contains(QStringLiteral("\\mathit{mov}_2 = (-2,\\ -2)")));
    CHECK(lesson.isExercise());
}

TEST_CASE("area_move text: its numbers are the exercise's and geometry's")
{
    const QString en = lessonText(QStringLiteral("area_move"), Language::English);
    const QString ja = lessonText(QStringLiteral("area_move"), Language::Japanese);
    REQUIRE_FALSE(en.isEmpty());
    REQUIRE_FALSE(ja.isEmpty());
    AreaMoveScene scene;
    const auto start = scene.start();
    CHECK(start[0].mov == geometry::Vec2 { 1, 2 });
    CHECK(start[1].mov == geometry::Vec2 { -2, -2 });
    CHECK(kFramesPerSecond == 60);
    CHECK(kCheckFrames == 3600);
    for (const QString& text : { en, ja }) {
        CHECK(text.contains(QStringLiteral("\\mathit{mov}_1 = (1, 2)")));
        CHECK(text.contains(QStringLiteral("\\mathit{mov}_2 = (-2, -2)")));
        CHECK(text.contains(QStringLiteral("\\mathit{Width} = 640")));
        CHECK(text.contains(QStringLiteral("\\mathit{Height} = 480")));
        CHECK(text.contains(QStringLiteral("3600")));
        CHECK(text.contains(QStringLiteral("60")));
    }
}

TEST_CASE("area_move text: touching rectangles are not intersecting, as in the handout's Collision_Square")
{
    const geometry::Aabb a { { 0, 0 }, { 10, 10 } };
    CHECK_FALSE(intersecting(a, { { 10, 0 }, { 20, 10 } })); // an edge shared
    CHECK_FALSE(intersecting(a, { { 10, 10 }, { 20, 20 } })); // a corner shared
    CHECK(intersecting(a, { { 9.5, 0 }, { 20, 10 } }));
    CHECK_FALSE(intersecting(a, { { 10.5, 0 }, { 20, 10 } }));
    // The same rule as square collision's key, which the student's condition is checked against.
    const QString en = lessonText(QStringLiteral("area_move"), Language::English);
    const QString ja = lessonText(QStringLiteral("area_move"), Language::Japanese);
    CHECK(en.contains(QStringLiteral("Rectangles that only touch are <b>not</b>")));
    CHECK(ja.contains(QStringLiteral("接しているだけの場合は「交差していない」")));
}

TEST_CASE("area_move text: with the handout's rule a rectangle is out by at most one step, and it happens")
{
    Simulation simulation(AreaMoveScene().start(), rulesOf(modelAnswers()));
    const geometry::Aabb area = drawingArea();
    double worstX = 0;
    double worstY = 0;
    for (int n = 0; n < kCheckFrames; ++n) {
        for (const Body& b : simulation.frame(n).mine) {
            const double outX = std::max(area.min.x - b.box.min.x, b.box.max.x - area.max.x);
            const double outY = std::max(area.min.y - b.box.min.y, b.box.max.y - area.max.y);
            REQUIRE(outX <= std::abs(b.mov.x));
            REQUIRE(outY <= std::abs(b.mov.y));
            worstX = std::max(worstX, outX);
            worstY = std::max(worstY, outY);
        }
    }
    CHECK(worstX > 0);
    CHECK(worstY > 0);
}

TEST_CASE("area_move text (erratum): outside by more than a step, the handout's rule sticks, the safe rule "
          "is bounceRectInBox")
{
    // Not a start the scene accepts: the case the erratum talks about (a window that shrank).
    std::array<Body, 2> start = AreaMoveScene().start();
    start[0].box = { { -330, 0 }, { -230, 50 } }; // 10 units out on the left, moving right at 1
    start[0].mov = { 1, 0 };
    Simulation handout(start, rulesOf(modelAnswers()));
    const Problem p = diagnose(handout);
    CHECK(p.kind == ProblemKind::Sticks);
    CHECK(p.side == Side::Left);

    Answers safe = modelAnswers();
    safe[int(Field::ReverseX)] = QStringLiteral("p0.X < Left && mov.X < 0 || Right < p2.X && mov.X > 0");
    safe[int(Field::ReverseY)] = QStringLiteral("p2.Y < Bottom && mov.Y < 0 || Top < p0.Y && mov.Y > 0");
    Simulation safeRun(start, rulesOf(safe));
    for (int n = 0; n < kCheckFrames; ++n) {
        const Frame& f = safeRun.frame(n);
        for (int r = 0; r < 2; ++r) {
            REQUIRE(f.mine[r].box.min == f.correct[r].box.min);
            REQUIRE(f.mine[r].mov == f.correct[r].mov);
        }
    }
}

} // namespace test_area_move_lesson
