// The car circles exercise's code view: the given program and the student's hierarchy, each run
// for one frame on random poses; every value shown is the one CarCirclesScene::step (the run of
// frames) works out with geometry/.
#include "core/canvas/canvas.h"
#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/numbers.h"
#include "exercises/car_circles/car_circles_check.h"
#include "exercises/car_circles/car_circles_code.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "shared/car_code.h"

#include <catch2/catch.hpp>

#include <geometry/hierarchy.h>
#include <geometry/vec2.h>

#include <QRandomGenerator>
#include <QTest>
#include <QUndoStack>

namespace test_car_circles_code {

using namespace lab;

namespace {

// A random pose and step of the car, near the walls as often as not.
void shake(CarCirclesScene& scene, QRandomGenerator& rng)
{
    LessonScene::State s = scene.values();
    const auto uniform = [&rng](double lo, double hi) { return lo + (hi - lo) * rng.generateDouble(); };
    s[CarCirclesScene::X] = uniform(-200, 200);
    s[CarCirclesScene::Y] = uniform(-150, 150);
    s[CarCirclesScene::Angle] = 5.0 * rng.bounded(72);
    s[CarCirclesScene::Vx] = uniform(-4, 4);
    s[CarCirclesScene::Vy] = uniform(-4, 4);
    REQUIRE(scene.validate(s).isEmpty());
    scene.setState(s);
}

const CodeValue* valueNamed(const CodeStep& step, const QString& name)
{
    for (const CodeValue& v : step.values) {
        if (v.name == name)
            return &v;
    }
    return nullptr;
}

} // namespace

TEST_CASE("car circles code: two listings, the given program with its correction marked")
{
    const QList<CodeListing> listings = CarCirclesLesson().codeListings();
    REQUIRE(listings.size() == 2);
    CHECK(listings[0].id == car_circles::kGivenListing);
    CHECK(listings[1].id == car_circles::kStudentListing);
    for (const int line : { car_circles::LeftTest, car_circles::RightTest, car_circles::BottomTest,
             car_circles::TopTest, car_circles::CorrectionNote1 })
        CHECK(listings[0].lines[line].correction);
    int corrections = 0;
    for (const CodeLine& l : listings[0].lines)
        corrections += l.correction ? 1 : 0;
    CHECK(corrections == 7); // the four tests and the three lines that say why
}

TEST_CASE("car circles code: the given program's run is the frame the run of frames makes")
{
    CarCirclesLesson lesson;
    CarCirclesScene scene;
    QRandomGenerator rng(7);
    for (int k = 0; k < 300; ++k) {
        shake(scene, rng);
        const geometry::Vec2 mov = scene.velocity();
        const auto step = CarCirclesScene::step(CarCirclesScene::Program::OuterOnly, scene.handoutCar(),
            scene.handoutCar(), scene.pose(), mov, scene.area());
        const geometry::Circle outer = geometry::worldOuter(scene.handoutCar(), scene.pose());
        const CodeRun run = lesson.runCode(scene, 0);
        INFO("frame " << k);
        bool flippedX = false;
        bool flippedY = false;
        for (const CodeStep& s : run.steps) {
            if (s.line == car_circles::LeftTest) {
                CHECK(
                    valueNamed(s, QStringLiteral("position.X - r"))->value == outer.center.x - outer.radius);
                CHECK(valueNamed(s, QStringLiteral("Left"))->value == scene.area().min.x);
            }
            if (s.line == car_circles::RightTest) {
                CHECK(
                    valueNamed(s, QStringLiteral("position.X + r"))->value == outer.center.x + outer.radius);
                CHECK(valueNamed(s, QStringLiteral("Right"))->value == scene.area().max.x);
            }
            if (s.line == car_circles::TopTest)
                CHECK(
                    valueNamed(s, QStringLiteral("position.Y + r"))->value == outer.center.y + outer.radius);
            if (s.line == car_circles::LeftTest || s.line == car_circles::RightTest)
                flippedX = flippedX || s.branch == CodeStep::Branch::Taken;
            if (s.line == car_circles::BottomTest || s.line == car_circles::TopTest)
                flippedY = flippedY || s.branch == CodeStep::Branch::Taken;
        }
        CHECK(flippedX == (step.velocity.x != mov.x));
        CHECK(flippedY == (step.velocity.y != mov.y));
        CHECK((run.reached(car_circles::LeftFlip) || run.reached(car_circles::RightFlip)) == flippedX);
        CHECK((run.reached(car_circles::BottomFlip) || run.reached(car_circles::TopFlip)) == flippedY);
        CHECK(run.steps.back().line == car_circles::AreaMoveLine);
        CHECK(run.steps.back().values[0].text == formatPoint(step.pose.position.x, step.pose.position.y));
    }
}

TEST_CASE("car circles code: the student's hierarchy runs the handout's Update with the student's circles")
{
    CarCirclesLesson lesson;
    CarCirclesScene scene;
    car_circles::HierarchyAnswers answers = car_circles::rightHierarchyAnswers();
    answers.inner[1][car_circles::Radius] = QStringLiteral("70"); // the student's, even when wrong
    scene.setHierarchyAnswers(answers);
    const geometry::CircleHierarchy car = scene.studentCar();
    REQUIRE(car.inner[1].radius == 70);
    QRandomGenerator rng(11);
    int bounces = 0;
    for (int k = 0; k < 300; ++k) {
        shake(scene, rng);
        const auto step = CarCirclesScene::step(CarCirclesScene::Program::Hierarchy, car, scene.handoutCar(),
            scene.pose(), scene.velocity(), scene.area());
        const auto next = geometry::bounceHierarchyInBox(car, scene.pose(), scene.velocity(), scene.area());
        const CodeRun run = lesson.runCode(scene, 1);
        INFO("frame " << k);
        int tests = 0;
        for (const CodeStep& s : run.steps) {
            if (s.line == car_code::OuterLine || s.line == car_code::InnerLine)
                ++tests;
            if (s.line == car_code::InnerLine) {
                const geometry::Circle c = geometry::worldInner(
                    car, { scene.pose().position + scene.velocity(), scene.pose().angle }, s.iteration);
                CHECK(s.values[0].text == formatPoint(c.center.x, c.center.y));
                CHECK(valueNamed(s, QStringLiteral("r[i]"))->value
                    == car.inner[std::size_t(s.iteration)].radius);
            }
            if (s.line == car_code::BounceLine) {
                ++bounces;
                CHECK(valueNamed(s, QStringLiteral("mov"))->text
                    == formatPoint(step.velocity.x, step.velocity.y));
                CHECK(valueNamed(s, QStringLiteral("p0"))->text
                    == formatPoint(step.pose.position.x, step.pose.position.y));
            }
        }
        CHECK(tests == step.circleTests);
        CHECK(run.reached(car_code::BounceLine) == step.bounced);
        CHECK(next.circleTests == step.circleTests);
    }
    CHECK(bounces > 0);
}

TEST_CASE("car circles code: the canvas draws the step's circle")
{
    CarCirclesLesson lesson;
    CarCirclesScene scene;
    scene.setHierarchyAnswers(car_circles::rightHierarchyAnswers());
    const auto painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, *painter, undo, view);
    canvas.resize(640, 480);
    canvas.show();
    REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    const QImage plain = canvas.grab().toImage();
    scene.setSpotlight(car_code::kSpotInner.at(0));
    const QImage lit = canvas.grab().toImage();
    CHECK(plain != lit);
    scene.setSpotlight(car_code::kSpotOuter);
    CHECK(canvas.grab().toImage() != lit);
}

} // namespace test_car_circles_code
