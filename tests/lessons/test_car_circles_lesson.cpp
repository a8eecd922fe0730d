// Exercise E3, car circles: the checking of both tasks (right, wrong, tolerance, hints, worked
// solution), the false-hit counting of the two programs against geometry/, and the saved work.
#include "exercises/car_circles/car_circles_check.h"
#include "exercises/car_circles/car_circles_controls.h"
#include "exercises/car_circles/car_circles_lesson.h"

#include "circles/circles_lesson.h"
#include "core/model/frames.h"
#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"

#include <geometry/circles.h>
#include <geometry/hierarchy.h>
#include <geometry/rects.h>

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QUndoStack>

#include <cmath>
#include <numbers>

namespace test_car_circles_lesson {

using namespace lab;
using namespace lab::car_circles;

namespace {

// Installs a ProgressStore on a temporary file for the life of the object.
struct TempStore {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("progress.json"));
    std::unique_ptr<ProgressStore> store = std::make_unique<ProgressStore>(path);
    TempStore()
    {
        store->load();
        ProgressStore::setInstance(store.get());
    }
    // A new store on the same file, as after a restart.
    void restart()
    {
        ProgressStore::setInstance(nullptr);
        store = std::make_unique<ProgressStore>(path);
        REQUIRE(store->load().outcome == ProgressStore::LoadOutcome::Loaded);
        ProgressStore::setInstance(store.get());
    }
    ~TempStore() { ProgressStore::setInstance(nullptr); }
};

void setInner(HierarchyAnswers& a, int circle, double x, double y, double r)
{
    a.inner[std::size_t(circle)] = { QString::number(x), QString::number(y), QString::number(r) };
}

bool anyHintContains(const QStringList& hints, const char* text)
{
    for (const QString& h : hints) {
        if (h.contains(QString::fromUtf8(text)))
            return true;
    }
    return false;
}

// The car's centre stays within this distance of the area for a run of `frames` frames.
double worstOvershoot(const CarCirclesScene& scene)
{
    const geometry::Aabb box = scene.area();
    const auto car = scene.handoutCar();
    double worst = 0;
    for (int i = 0; i < car.innerCount; ++i) {
        const geometry::Circle c = geometry::worldInner(car, scene.pose(), i);
        worst = std::max({ worst, box.min.x - (c.center.x - c.radius), (c.center.x + c.radius) - box.max.x,
            box.min.y - (c.center.y - c.radius), (c.center.y + c.radius) - box.max.y });
    }
    return worst;
}

// The exercise's task in a task panel on the scene, as the page asks it.
struct Asked {
    CarCirclesLesson lesson;
    std::unique_ptr<LessonScene> owned = lesson.createScene();
    CarCirclesScene& scene = CarCirclesLesson::own(*owned);
    QUndoStack undo;
    TaskPanel panel { lesson.id(), scene, undo, lesson.createTasks() };

    const TaskRecord& record() const { return panel.box(0).record(); }
    // Check, as the card's button does; what the answers on the scene are worth.
    HierarchyCheck check()
    {
        panel.check(0);
        return checkHierarchy(scene.work().hierarchy);
    }
    QString feedback() const { return panel.findChild<QLabel*>(QStringLiteral("taskFeedback"))->text(); }
};

} // namespace

TEST_CASE("car circles: the sheet in the text gives the handout's offsets and radii")
{
    const auto car = geometry::seedCar(155);
    REQUIRE(car.innerCount == 3);
    // The text's sheet: p0 at (300, 200); centres and diameters of circles 1, 2, 3.
    CHECK(kSheetP0.x == 300);
    CHECK(kSheetP0.y == 200);
    const double sheet[3][3] = { { 195, 185, 90 }, { 390, 190, 120 }, { 300, 200, 140 } };
    for (int i = 0; i < 3; ++i) {
        const auto& c = car.inner[std::size_t(i)];
        CHECK(sheet[i][0] - kSheetP0.x == c.center.x);
        CHECK(sheet[i][1] - kSheetP0.y == c.center.y);
        CHECK(sheet[i][2] / 2 == c.radius);
    }
    // r0 >= |p_i| + r_i: the front circle needs the most, about 151.07; the exercise starts at 155.
    double needed = 0;
    int widest = -1;
    for (int i = 0; i < 3; ++i) {
        const auto& c = car.inner[std::size_t(i)];
        const double n = std::hypot(c.center.x, c.center.y) + c.radius;
        if (n > needed) {
            needed = n;
            widest = i;
        }
    }
    CHECK(widest == 0);
    CHECK(needed == Approx(151.07).margin(0.005));
    CarCirclesScene scene;
    CHECK(scene.value(CarCirclesScene::R0) == 155);
    CHECK(scene.value(CarCirclesScene::Width) == 640);
    CHECK(scene.value(CarCirclesScene::Height) == 480);
    CHECK(scene.value(CarCirclesScene::R0) >= needed);
}

TEST_CASE("car circles: task 1 accepts the handout's answer within the tolerance and refuses others")
{
    HierarchyAnswers a = rightHierarchyAnswers();
    CHECK(checkHierarchy(a).allRight());
    CHECK(checkHierarchy(a).hints.isEmpty());

    // Within 0.5 pixel is right, beyond is wrong.
    setInner(a, 0, -105.4, -15, 45);
    CHECK(checkHierarchy(a).allRight());
    setInner(a, 0, -105.6, -15, 45);
    auto check = checkHierarchy(a);
    CHECK_FALSE(check.allRight());
    CHECK(check.inner[0][OffsetX] == Mark::Wrong);
    CHECK(check.inner[0][OffsetY] == Mark::Right);
    CHECK(check.hints.size() == 1);

    // A comma decimal point reads too (parseNumber), an empty field is Empty, text is Unreadable.
    a = rightHierarchyAnswers();
    a.inner[1][Radius] = QString();
    a.inner[2][OffsetX] = QStringLiteral("abc");
    check = checkHierarchy(a);
    CHECK(check.inner[1][Radius] == Mark::Empty);
    CHECK(check.inner[2][OffsetX] == Mark::Unreadable);
    CHECK(anyHintContains(check.hints, "circle 2 (rear): type a number"));
}

TEST_CASE("car circles: task 1 hints name the mistake")
{
    // Sheet coordinates typed as offsets.
    HierarchyAnswers a = rightHierarchyAnswers();
    setInner(a, 0, 195, 185, 45);
    CHECK(anyHintContains(checkHierarchy(a).hints, "subtract p0"));
    // p0 - centre instead of centre - p0.
    a = rightHierarchyAnswers();
    setInner(a, 1, -90, 10, 60);
    CHECK(anyHintContains(checkHierarchy(a).hints, "signs are turned round"));
    // The diameter for the radius.
    a = rightHierarchyAnswers();
    setInner(a, 2, 0, 0, 140);
    CHECK(anyHintContains(checkHierarchy(a).hints, "diameter"));
    // Front and rear swapped.
    a = rightHierarchyAnswers();
    setInner(a, 0, 90, -10, 60);
    setInner(a, 1, -105, -15, 45);
    auto check = checkHierarchy(a);
    CHECK(check.hints.size() == 2);
    CHECK(anyHintContains(check.hints, "You typed the values of circle 2 (rear) into circle 1 (front)"));

    // Each wrong rotation and order gets its own hint; no choice is not right either.
    for (int k = 0; k < kRotationCount; ++k) {
        a = rightHierarchyAnswers();
        a.rotation = k;
        check = checkHierarchy(a);
        CHECK(check.allRight() == (k == kRightRotation));
        CHECK(check.hints.size() == (k == kRightRotation ? 0 : 1));
    }
    a.rotation = -1;
    CHECK(checkHierarchy(a).rotation == Mark::Empty);
    for (int k = 0; k < OrderCount; ++k) {
        a = rightHierarchyAnswers();
        a.order = k;
        CHECK(checkHierarchy(a).allRight() == (k == OuterThenInner));
    }
}

TEST_CASE("car circles: only the right rotation candidate is geometry's rotation")
{
    const geometry::Vec2 o { -105, -15 };
    for (const double deg : { 0.0, 20.0, 90.0, -135.0 }) {
        const geometry::Vec2 want = geometry::rotated(o, geometry::radians(deg));
        const geometry::Vec2 got = rotateByCandidate(kRightRotation, o, geometry::radians(deg));
        CHECK(got.x == Approx(want.x));
        CHECK(got.y == Approx(want.y));
    }
    // The hint's test case: a quarter turn takes (1, 0) to (0, 1); every wrong candidate misses it.
    for (int k = 0; k < kRotationCount; ++k) {
        const geometry::Vec2 t = rotateByCandidate(k, { 1, 0 }, geometry::radians(90));
        const bool right = std::abs(t.x) < 1e-12 && std::abs(t.y - 1) < 1e-12;
        CHECK(right == (k == kRightRotation));
    }
    // No choice yet: the offset is not turned.
    CHECK(rotateByCandidate(-1, o, 1.0).x == o.x);
}

TEST_CASE("car circles: a hint after one wrong attempt, the worked solution after three")
{
    Asked f;
    CarCirclesScene& scene = f.scene;
    HierarchyAnswers wrong = rightHierarchyAnswers();
    CHECK_FALSE(f.record().showHints());
    for (int k = 1; k <= 3; ++k) {
        wrong.inner[0][Radius] = QString::number(40 + k); // a new answer each time
        scene.setHierarchyAnswers(wrong);
        const auto check = f.check();
        CHECK_FALSE(check.allRight());
        CHECK_FALSE(check.hints.isEmpty());
        CHECK(f.record().wrongAttempts == k);
        CHECK(f.record().showHints());
        CHECK(f.record().solutionVisible() == (k >= kSolutionAfter));
        if (k < kSolutionAfter) // the card's hint is the check's, until the worked solution shows
            CHECK(f.feedback().contains(check.hints.front().toHtmlEscaped()));
    }
    CHECK(f.record().solution == SolutionShown::AfterWrongAttempts);
    CHECK(f.record().hintsSeen >= 3);
    // The solution shows the sheet's numbers, from geometry.
    CHECK(hierarchySolution().contains(QStringLiteral("(195, 185)")));

    scene.setHierarchyAnswers(rightHierarchyAnswers());
    CHECK(f.check().allRight());
    CHECK(f.record().solved);
    CHECK_FALSE(f.record().showHints());
    CHECK(f.record().attempts == 4);
}

TEST_CASE(
    "car circles: the given program's false collisions are the bounces geometry says the car does not make")
{
    CarCirclesScene scene;
    const auto truth = scene.handoutCar();
    geometry::Pose pose = scene.pose();
    geometry::Vec2 v = scene.velocity();
    const geometry::Aabb box = scene.area();
    int bounces = 0;
    int falseHits = 0;
    constexpr int kFrames = 1500;
    for (int f = 0; f < kFrames; ++f) {
        // The seed's AreaMove on the outer circle, through geometry's bounce of its bounding box.
        const geometry::Circle outer = geometry::worldOuter(truth, pose);
        const auto moved
            = geometry::bounceRectInBox({ outer.center - geometry::Vec2 { outer.radius, outer.radius },
                                            outer.center + geometry::Vec2 { outer.radius, outer.radius } },
                v, box);
        const bool bounced = moved.velocity.x != v.x || moved.velocity.y != v.y;
        const auto walls = geometry::hierarchyVsWalls(truth, pose, box);
        if (bounced) {
            ++bounces;
            CHECK(walls.outerTouches);
            falseHits += walls.hit ? 0 : 1;
        }
        pose.position = pose.position + moved.velocity;
        v = moved.velocity;
        scene.stepFrame();
    }
    const auto& c = scene.counters(CarCirclesScene::Program::OuterOnly);
    CHECK(c.frames == kFrames);
    CHECK(c.bounces == bounces);
    CHECK(c.falseHits == falseHits);
    CHECK(c.circleTests == kFrames);
    CHECK(falseHits > 0);
    CHECK(scene.value(CarCirclesScene::X) == Approx(pose.position.x));
    CHECK(scene.value(CarCirclesScene::Y) == Approx(pose.position.y));
    CHECK(scene.counters(CarCirclesScene::Program::Hierarchy).frames == 0);
    CHECK_FALSE(scene.marks().isEmpty());
}

TEST_CASE("car circles: with the student's hierarchy the false collisions disappear")
{
    Asked f;
    CarCirclesScene& scene = f.scene;
    // Not before task 1 is right.
    CHECK_FALSE(scene.setProgram(CarCirclesScene::Program::Hierarchy));
    HierarchyAnswers wrong = rightHierarchyAnswers();
    wrong.rotation = 0;
    scene.setHierarchyAnswers(wrong);
    CHECK_FALSE(f.check().allRight());
    CHECK_FALSE(scene.setProgram(CarCirclesScene::Program::Hierarchy));

    scene.setHierarchyAnswers(rightHierarchyAnswers());
    CHECK(f.check().allRight());
    REQUIRE(scene.setProgram(CarCirclesScene::Program::Hierarchy));

    const auto truth = scene.handoutCar();
    const auto student = scene.studentCar();
    REQUIRE(student.innerCount == 3);
    geometry::Pose pose = scene.pose();
    geometry::Vec2 v = scene.velocity();
    const geometry::Aabb box = scene.area();
    int bounces = 0;
    int tests = 0;
    int falseHits = 0;
    double overshoot = 0;
    constexpr int kFrames = 1500;
    for (int f = 0; f < kFrames; ++f) {
        const auto moved = geometry::bounceHierarchyInBox(student, pose, v, box);
        tests += moved.circleTests;
        if (moved.innerIndex >= 0) {
            ++bounces;
            const geometry::Pose tested { pose.position + v, pose.angle };
            falseHits += geometry::hierarchyVsWalls(truth, tested, box).hit ? 0 : 1;
        }
        pose = moved.pose;
        v = moved.velocity;
        scene.stepFrame();
        overshoot = std::max(overshoot, worstOvershoot(scene));
    }
    const auto& c = scene.counters(CarCirclesScene::Program::Hierarchy);
    CHECK(c.frames == kFrames);
    CHECK(c.bounces == bounces);
    CHECK(c.circleTests == tests);
    CHECK(c.falseHits == falseHits);
    CHECK(bounces > 0);
    CHECK(falseHits == 0);
    CHECK(tests > kFrames); // the hierarchy pays for its accuracy with inner tests
    // The car comes back from every wall: it never gets more than a few steps past one.
    CHECK(overshoot < 3 * 5);
    CHECK(scene.value(CarCirclesScene::X) == Approx(pose.position.x));

    // Breaking a right answer afterwards takes the run back to the given program.
    HierarchyAnswers broken = rightHierarchyAnswers();
    broken.order = OuterOnly;
    scene.setHierarchyAnswers(broken);
    CHECK(scene.program() == CarCirclesScene::Program::OuterOnly);
    CHECK_FALSE(scene.solved());
}

TEST_CASE("car circles: the work is saved at once and restored after a restart")
{
    TempStore temp;
    HierarchyAnswers h = rightHierarchyAnswers();
    h.inner[0][OffsetX] = QStringLiteral("-100"); // wrong
    {
        Asked f;
        CHECK(temp.store->exercise(CarCirclesScene::exerciseId()).status == ExerciseStatus::NotStarted);
        f.scene.setHierarchyAnswers(h);
        CHECK(temp.store->exercise(CarCirclesScene::exerciseId()).status == ExerciseStatus::InProgress);
        CHECK_FALSE(f.check().allRight());
    }
    temp.restart();
    {
        Asked f;
        CHECK(f.scene.work().hierarchy == h);
        CHECK(f.record().attempts == 1);
        CHECK(f.record().wrongAttempts == 1);
        CHECK_FALSE(f.record().solved);
        CHECK_FALSE(f.scene.solved());
        const ExerciseProgress p = temp.store->exercise(CarCirclesScene::exerciseId());
        CHECK(p.status == ExerciseStatus::InProgress);
        CHECK(p.attempts == 1);
        f.scene.setHierarchyAnswers(rightHierarchyAnswers());
        CHECK(f.check().allRight());
    }
    temp.restart();
    CarCirclesScene scene;
    CHECK(scene.solved());
    const ExerciseProgress p = temp.store->exercise(CarCirclesScene::exerciseId());
    CHECK(p.status == ExerciseStatus::Done);
    CHECK(p.attempts == 2);
    CHECK(p.tasks.size() == 1);
}

TEST_CASE("car circles: a file saved before the task panel kept the record keeps it")
{
    TempStore temp;
    // As the exercise saved it before: the record inside its answers only.
    Work before;
    before.hierarchy = rightHierarchyAnswers();
    before.hierarchyProgress.attempts = 3;
    before.hierarchyProgress.wrongAttempts = 2;
    before.hierarchyProgress.solved = true;
    before.hierarchyProgress.status = ExerciseStatus::Done;
    ExerciseProgress old;
    old.status = ExerciseStatus::Done;
    old.attempts = 3;
    old.data = before.toJson();
    temp.store->update(CarCirclesScene::exerciseId(), old);
    Asked f;
    CHECK(f.record().attempts == 3);
    CHECK(f.record().solved);
    CHECK(f.scene.solved());
    CHECK(f.scene.setProgram(CarCirclesScene::Program::Hierarchy));
    CHECK(f.panel.revealed() == QStringList { QStringLiteral("car_circles/inner_circles") });
}

TEST_CASE("car circles: an older file's Example 1 worksheet, its answers to the handout's questions and "
          "both records are kept as they were")
{
    TempStore temp;
    ExerciseProgress old;
    TaskRecord example1;
    example1.check(QStringLiteral("D=50"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    old.tasks.insert(QStringLiteral("example1"), example1);
    const QJsonObject worksheet { { QStringLiteral("fields"), QJsonArray { QStringLiteral("20") } },
        { QStringLiteral("verdict"), 0 } };
    old.data.insert(QStringLiteral("worksheet"), worksheet);
    // The handout's questions, once task 2 here: answers and record as a file of 2026-11-28 has them.
    const QJsonObject questions { { QStringLiteral("choices"), QJsonArray { 0, 1, 0, 1, 0, 0, 0, 1, 1 } },
        { QStringLiteral("framesPerSecond"), QStringLiteral("60") } };
    old.data.insert(QStringLiteral("questions"), questions);
    TaskRecord asked;
    asked.check(QStringLiteral("60"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    old.tasks.insert(QStringLiteral("handout_questions"), asked);
    temp.store->update(CarCirclesScene::exerciseId(), old);
    CarCirclesScene scene;
    scene.setHierarchyAnswers(rightHierarchyAnswers()); // saves
    const ExerciseProgress p = temp.store->exercise(CarCirclesScene::exerciseId());
    CHECK(p.data.value(QStringLiteral("worksheet")).toObject() == worksheet);
    CHECK(p.tasks.value(QStringLiteral("example1")).solved);
    CHECK(p.data.value(QStringLiteral("questions")).toObject() == questions);
    CHECK(p.tasks.value(QStringLiteral("handout_questions")).solved);
    // The exercise itself asks one task now: the handout's blanks are asked where the handout has
    // them, and the exercise does not ask them again once they are revealed.
    CHECK(CarCirclesLesson().tasks().size() == 1);
}

TEST_CASE("car circles: saved data that does not fit is not believed")
{
    Work w;
    w.hierarchy = rightHierarchyAnswers();
    w.hierarchy.order = OuterOnly; // wrong, but marked solved below
    w.hierarchyProgress.attempts = 2;
    w.hierarchyProgress.wrongAttempts = 1;
    w.hierarchyProgress.solved = true;
    w.hierarchyProgress.status = ExerciseStatus::Done;
    const Work back = Work::fromJson(w.toJson());
    CHECK(back.hierarchy == w.hierarchy);
    CHECK_FALSE(back.hierarchyProgress.solved);
    // Garbage gives an empty, not started piece of work.
    QJsonObject junk { { QStringLiteral("hierarchy"), 5 },
        { QStringLiteral("questions"), QStringLiteral("x") } };
    CHECK(Work::fromJson(junk) == Work {});
    CHECK_FALSE(Work::fromJson(junk).started());
    QJsonObject badChoice = w.toJson();
    QJsonObject h = badChoice.value(QStringLiteral("hierarchy")).toObject();
    h.insert(QStringLiteral("rotation"), 17);
    badChoice.insert(QStringLiteral("hierarchy"), h);
    CHECK(Work::fromJson(badChoice).hierarchy.rotation == -1);
    // A file from before task records: {checks, wrongChecks, solved} still reads.
    Work right;
    right.hierarchy = rightHierarchyAnswers();
    QJsonObject old = right.toJson();
    QJsonObject hp = old.value(QStringLiteral("hierarchy")).toObject();
    hp.insert(QStringLiteral("progress"),
        QJsonObject { { QStringLiteral("checks"), 4 }, { QStringLiteral("wrongChecks"), 3 },
            { QStringLiteral("solved"), true } });
    old.insert(QStringLiteral("hierarchy"), hp);
    const TaskRecord migrated = Work::fromJson(old).hierarchyProgress;
    CHECK(migrated.attempts == 4);
    CHECK(migrated.wrongAttempts == 3);
    CHECK(migrated.solved);
    CHECK(migrated.status == ExerciseStatus::Done);
    CHECK(migrated.solution == SolutionShown::AfterWrongAttempts);
}

TEST_CASE("car circles: blank, unreadable and unchanged checks are not attempts, expressions are answers")
{
    Asked f;
    CarCirclesScene& scene = f.scene;
    CHECK_FALSE(f.check().allRight());
    CHECK(f.feedback() == QStringLiteral("Answer first, then check."));
    for (int i = 0; i < 3; ++i)
        f.check();
    CHECK(f.record().attempts == 0);
    CHECK_FALSE(f.record().solutionVisible()); // three blank checks show nothing

    HierarchyAnswers a = rightHierarchyAnswers();
    a.inner[0][Radius] = QStringLiteral("sqrt(2025"); // unreadable
    scene.setHierarchyAnswers(a);
    const HierarchyCheck unreadable = f.check();
    CHECK(unreadable.inner[0][Radius] == Mark::Unreadable);
    REQUIRE(unreadable.unreadable.size() == 1);
    CHECK(unreadable.unreadable.front().contains(QStringLiteral(")")));
    CHECK(f.feedback().contains(unreadable.unreadable.front().toHtmlEscaped()));
    CHECK(f.record().attempts == 0);

    a.inner[0][Radius] = QStringLiteral("sqrt(2025)"); // the same language as AreaMove
    a.inner[1][Radius] = QStringLiteral("120 / 2");
    scene.setHierarchyAnswers(a);
    CHECK(f.check().allRight());
    CHECK(f.record().attempts == 1);
    f.check();
    CHECK(f.feedback().contains(QStringLiteral("That is the answer you checked last")));
    CHECK(f.record().attempts == 1);

    // Task 1 reads offsets in p0.X / p0.Y, the car's centre on the sheet.
    HierarchyAnswers h = rightHierarchyAnswers();
    h.inner[0][OffsetX] = QStringLiteral("%1 - p0.X").arg(kSheetP0.x + h.inner[0][OffsetX].toDouble());
    CHECK(checkHierarchy(h).allRight());
}

TEST_CASE("car circles: asking for the worked solution shows it at once and is recorded")
{
    TempStore temp;
    Asked f;
    f.panel.askSolution(0);
    CHECK(f.record().solution == SolutionShown::Asked);
    CHECK(f.record().attempts == 0);
    const ExerciseProgress p = temp.store->exercise(CarCirclesScene::exerciseId());
    CHECK(p.tasks.value(kHierarchyTask).solution == SolutionShown::Asked);
}

TEST_CASE(
    "car circles: the painter's false collision is the handout car's, and the keys move and turn the car")
{
    CarCirclesScene scene;
    // Close to the top wall with the outer circle only: a false collision; flat against the wall: a real one.
    auto s = scene.state();
    s[CarCirclesScene::Y] = 240 - 120;
    s[CarCirclesScene::Angle] = 0;
    scene.setState(s);
    auto walls = scene.wallsNow();
    CHECK(walls.outerTouches);
    CHECK_FALSE(walls.hit);
    s[CarCirclesScene::Y] = 240 - 60;
    scene.setState(s);
    walls = scene.wallsNow();
    CHECK(walls.hit);
    CHECK(walls.innerIndex == 2); // the middle circle, r = 70
    const auto turned = scene.keyAction(Qt::Key_R, {}, {});
    REQUIRE(turned);
    CHECK((*turned)[CarCirclesScene::Angle] == 5);
    const auto moved = scene.keyAction(Qt::Key_L, {}, {});
    REQUIRE(moved);
    CHECK((*moved)[CarCirclesScene::X] == scene.value(CarCirclesScene::X) + 1);
    CHECK((*scene.keyAction(Qt::Key_L, Qt::ShiftModifier, {}))[CarCirclesScene::X]
        == scene.value(CarCirclesScene::X) + 10);
    CHECK_FALSE(scene.validate(*moved).size());
    auto bad = scene.state();
    bad[CarCirclesScene::Vx] = 200;
    CHECK_FALSE(scene.validate(bad).isEmpty());
}

TEST_CASE("car circles: the erratum, a car deep past a wall comes free in the given program only")
{
    // The front circle 50 past the left wall, moving further out.
    const auto car = geometry::seedCar(155);
    const geometry::Aabb box { { -320, -240 }, { 320, 240 } };
    const geometry::Pose start { { -320 + 100, 0 }, 0 };
    const geometry::Vec2 out { -3, 0 };
    REQUIRE(geometry::worldInner(car, start, 0).center.x - 45 == Approx(-370));

    // The handout's rule (the hierarchy program): it turns round every frame and stays put.
    geometry::Pose pose = start;
    geometry::Vec2 v = out;
    for (int f = 0; f < 20; ++f) {
        const auto s = CarCirclesScene::step(CarCirclesScene::Program::Hierarchy, car, car, pose, v, box);
        pose = s.pose;
        v = s.velocity;
        CHECK(s.bounced);
    }
    CHECK(pose.position.x == Approx(start.position.x));

    // The given program here reverses only a component that points outwards: the car leaves the wall.
    pose = start;
    v = out;
    int bounced = 0;
    for (int f = 0; f < 20; ++f) {
        const auto s = CarCirclesScene::step(CarCirclesScene::Program::OuterOnly, car, car, pose, v, box);
        pose = s.pose;
        v = s.velocity;
        bounced += s.bounced ? 1 : 0;
    }
    CHECK(bounced == 1);
    CHECK(pose.position.x == Approx(start.position.x + 20 * 3));
}

TEST_CASE("car circles: the run and the checks use the numbers the text states")
{
    // "60 frames a second", "the worked solution after three wrong checks".
    CHECK(kFramesPerSecond == 60);
    CHECK(kSolutionAfter == 3);
}

} // namespace test_car_circles_lesson
