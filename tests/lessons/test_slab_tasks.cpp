// The slab lesson's tasks and code: the right answer is judged right and a wrong one wrong on many
// fresh scenes, what a task asks stays held back while it is open, and every value the code view
// shows is geometry::rayVsAabb's, rayVsObb's or rayVsDisk's.
#include "task_fixture.h"

#include "slab/slab_lesson.h"
#include "slab/slab_spotlight.h"
#include "slab/slab_words.h"

#include "core/model/numbers.h"

#include <geometry/raycast.h>

#include <QRandomGenerator>

#include <cmath>

namespace test_slab_tasks {

using namespace lab;
using namespace lab::test;
using Scene = SlabScene;

namespace {

using Fixture = TaskFixture<SlabLesson>;

// A random scene of `mode` with awkward numbers: any direction (axis-parallel ones too), any box.
Scene::State randomState(QRandomGenerator& rng, Scene::Mode mode)
{
    Scene scratch;
    Scene::State s = scratch.initialState();
    const auto u = [&rng](double lo, double hi) { return lo + (hi - lo) * rng.generateDouble(); };
    s[Scene::ModeParam] = double(int(mode));
    s[Scene::Rx] = u(-6, 6);
    s[Scene::Ry] = u(-6, 6);
    s[Scene::Vx] = rng.bounded(6) == 0 ? 0 : u(-3, 3);
    s[Scene::Vy] = s[Scene::Vx] != 0 && rng.bounded(6) == 0 ? 0 : u(-3, 3);
    s[Scene::Px] = u(-4, 0);
    s[Scene::Py] = u(-4, 0);
    s[Scene::Qx] = u(0.5, 4);
    s[Scene::Qy] = u(0.5, 4);
    s[Scene::Tx] = u(-3, 3);
    s[Scene::Ty] = u(-3, 3);
    s[Scene::HalfW] = u(0.5, 3);
    s[Scene::HalfH] = u(0.5, 3);
    s[Scene::Angle] = u(-180, 180);
    s[Scene::Cx] = u(-3, 3);
    s[Scene::Cy] = u(-3, 3);
    s[Scene::Radius] = u(0.5, 3);
    return s;
}

} // namespace

TEST_CASE("slab tasks: ids and kinds as the README lists them")
{
    Fixture().checkTasks({ { QStringLiteral("predict-last-slab"), TaskKind::Predict },
        { QStringLiteral("compute-tenter"), TaskKind::Compute },
        { QStringLiteral("compute-local-start"), TaskKind::Compute },
        { QStringLiteral("predict-disk"), TaskKind::Predict } });
}

TEST_CASE("slab predict-last-slab: the right choice is right, the others wrong, all three outcomes occur")
{
    Fixture f;
    const TaskDefinition& task = f.task("predict-last-slab");
    QMap<QString, int> seen;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        REQUIRE(f.scene.mode() == Scene::Mode::Box);
        const geometry::RayAabbResult h = geometry::rayVsAabb(f.scene.ray(), f.scene.box());
        CHECK_FALSE(geometry::pointInAabb(f.scene.ray().origin, f.scene.box()));
        const QString right = !h.hit ? QStringLiteral("miss")
            : h.inX > h.inY          ? QStringLiteral("x-last")
                                     : QStringLiteral("y-last");
        CHECK(task.rightChoice(f.scene) == right);
        ++seen[right];
        for (const QString& choice :
            { QStringLiteral("x-last"), QStringLiteral("y-last"), QStringLiteral("miss") })
            CHECK(
                judged(task, f.scene, choice) == (choice == right ? AnswerState::Right : AnswerState::Wrong));
        // No tie to squint at.
        if (h.hit)
            CHECK(std::abs(h.inX - h.inY) >= 0.25);
    }
    CHECK(seen.size() == 3);
    for (const int count : seen)
        CHECK(count >= 8);
}

TEST_CASE("slab compute-tenter: t_enter typed right is right, outX, inX or off by 0.5 is wrong")
{
    Fixture f;
    const TaskDefinition& task = f.task("compute-tenter");
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        const geometry::RayAabbResult h = geometry::rayVsAabb(f.scene.ray(), f.scene.box());
        REQUIRE(h.hit);
        CHECK_FALSE(h.startedInside);
        CHECK(task.answer(f.scene) == h.slabEnter);
        CHECK(std::abs(2 * h.slabEnter - std::round(2 * h.slabEnter)) < 1e-9); // a multiple of 0.5
        CHECK(judged(task, f.scene, formatNumber(h.slabEnter, 3)) == AnswerState::Right);
        CHECK(judged(task, f.scene, formatNumber(h.slabEnter + 0.5, 3)) == AnswerState::Wrong);
        CHECK(judged(task, f.scene, formatNumber(h.slabExit, 3))
            == (h.slabExit == h.slabEnter ? AnswerState::Right : AnswerState::Wrong));
        const double other = std::min(h.inX, h.inY);
        CHECK(judged(task, f.scene, formatNumber(other, 3))
            == (other == h.slabEnter ? AnswerState::Right : AnswerState::Wrong));
    }
}

TEST_CASE("slab compute-local-start: s = m · u_i typed right is right, t, the unturned m.x or the sign slip "
          "wrong, u_i along the long side")
{
    Fixture f;
    const TaskDefinition& task = f.task("compute-local-start");
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        REQUIRE(f.scene.mode() == Scene::Mode::Rotated);
        const geometry::Obb b = f.scene.obb();
        CHECK(b.half.x > b.half.y);
        // u_i is (±0.8, ±0.6) or (±0.6, ±0.8): the dot products are exact to a decimal.
        CHECK(std::abs(std::abs(b.axisX.x) * std::abs(b.axisX.y) - 0.48) < 1e-9);
        const geometry::Vec2 m = f.scene.ray().origin - b.center;
        const double s = m.x * b.axisX.x + m.y * b.axisX.y;
        const double t = m.x * b.axisY.x + m.y * b.axisY.y;
        CHECK(std::abs(task.answer(f.scene) - s) < 1e-9);
        CHECK(std::abs(10 * s - std::round(10 * s)) < 1e-9);
        CHECK(judged(task, f.scene, formatNumber(s, 3)) == AnswerState::Right);
        if (std::abs(t - s) > 0.05)
            CHECK(judged(task, f.scene, formatNumber(t, 3)) == AnswerState::Wrong);
        if (std::abs(m.x - s) > 0.05)
            CHECK(judged(task, f.scene, formatNumber(m.x, 3)) == AnswerState::Wrong);
        const double slip = m.x * b.axisX.x - m.y * b.axisX.y; // a sign lost
        if (std::abs(slip - s) > 0.05)
            CHECK(judged(task, f.scene, formatNumber(slip, 3)) == AnswerState::Wrong);
    }
}

TEST_CASE("slab predict-disk: crosses, touches and misses each occur and are judged by the discriminant")
{
    Fixture f;
    const TaskDefinition& task = f.task("predict-disk");
    QMap<QString, int> seen;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        putTask(task, f.scene, seed);
        REQUIRE(f.scene.mode() == Scene::Mode::Disk);
        const geometry::RayDiskResult h = geometry::rayVsDisk(f.scene.ray(), f.scene.disk());
        const QString right = h.discriminant > 0 ? QStringLiteral("cross")
            : h.discriminant == 0                ? QStringLiteral("touch")
                                                 : QStringLiteral("miss");
        CHECK(task.rightChoice(f.scene) == right);
        ++seen[right];
        // The disk is ahead: a touch is a hit with one point, a miss has no real root.
        CHECK(h.b < 0);
        CHECK(h.hit == (h.discriminant >= 0));
        for (const QString& choice :
            { QStringLiteral("cross"), QStringLiteral("touch"), QStringLiteral("miss") })
            CHECK(
                judged(task, f.scene, choice) == (choice == right ? AnswerState::Right : AnswerState::Wrong));
    }
    CHECK(seen.size() == 3);
}

TEST_CASE("slab tasks: what a task asks is held back while it is open, on many scenes")
{
    Fixture f;
    for (const auto& task : f.tasks) {
        for (quint32 seed = 1; seed <= 20; ++seed) {
            putTask(*task, f.scene, seed);
            const QString seen = seenWhileOpen(f.lesson, f.scene);
            checkNotSeen(*task, f.scene, seen, seed);
            if (task->id() == QLatin1String("compute-local-start")) {
                // R0' is asked: the rectangle's run shows "?" for it, the times of its own scene stay.
                const CodeRun run = f.lesson.runCode(f.scene, 1);
                CHECK(runValue(run, QStringLiteral("locR0.x"))->text == QLatin1String("?"));
                CHECK(runValue(run, QStringLiteral("locV.y"))->text == QLatin1String("?"));
                CHECK(runValue(run, QStringLiteral("m.x"))->text.isEmpty());
                f.scene.setHeld({});
                CHECK(runValue(f.lesson.runCode(f.scene, 1), QStringLiteral("locR0.x"))->value
                    == f.scene.localOrigin().x);
                continue;
            }
            const bool disk = f.scene.mode() == Scene::Mode::Disk;
            const CodeRun run = f.lesson.runCode(f.scene, disk ? 2 : 0);
            const std::optional<CodeValue> v
                = runValue(run, disk ? QStringLiteral("D") : QStringLiteral("inX"));
            REQUIRE(v);
            CHECK(v->text == QLatin1String("?"));
            // The run stops before the line that decides.
            for (const CodeStep& step : run.steps)
                CHECK((step.line < (disk ? 6 : 21) || step.branch == CodeStep::Branch::None));
            CHECK_FALSE(runValue(run, disk ? QStringLiteral("tmin") : QStringLiteral("tmax")));
            f.scene.setHeld({});
        }
    }
}

TEST_CASE(
    "slab code: every value of the AABB run is rayVsAabb's, the swap follows v, the branches its verdict")
{
    Fixture f;
    QRandomGenerator rng(11);
    int swaps = 0;
    for (int i = 0; i < 300; ++i) {
        f.scene.setState(randomState(rng, Scene::Mode::Box));
        const geometry::RayAabbResult h = geometry::rayVsAabb(f.scene.ray(), f.scene.box());
        const CodeRun run = f.lesson.runCode(f.scene, 0);
        const QList<int> lines = runLines(run);
        const bool xEntered = f.scene.ray().direction.x != 0 || h.inX <= h.outX;
        if (xEntered)
            checkRunValue(run, QStringLiteral("inX"), h.inX);
        if (!lines.contains(21))
            continue; // a ray parallel to a slab outside it: returned early
        checkRunValue(run, QStringLiteral("inX"), h.inX);
        checkRunValue(run, QStringLiteral("outX"), h.outX);
        checkRunValue(run, QStringLiteral("inY"), h.inY);
        checkRunValue(run, QStringLiteral("outY"), h.outY);
        // The swap line: taken exactly when v < 0, after it in <= out.
        for (const CodeStep& step : run.steps) {
            if (step.line == 10 || step.line == 19) {
                const double v = step.line == 10 ? f.scene.ray().direction.x : f.scene.ray().direction.y;
                CHECK((step.branch == CodeStep::Branch::Taken) == (v < 0));
                swaps += v < 0 ? 1 : 0;
                CHECK(step.values[0].value <= step.values[1].value);
            }
        }
        CHECK(lines.contains(26) == h.hit);
        if (h.hit) {
            checkRunValue(run, QStringLiteral("tmax"), h.slabExit);
            checkRunValue(run, QStringLiteral("tmin"), h.tEnter);
            CHECK(runValue(run, QStringLiteral("R0 + tmin*v"))->text == formatPoint(h.enter.x, h.enter.y, 4));
            CHECK(runValue(run, QStringLiteral("R0 + tmax*v"))->text == formatPoint(h.exit.x, h.exit.y, 4));
        }
    }
    CHECK(swaps > 50);
}

TEST_CASE("slab code: the rectangle's run is rayVsObb's, the disk's rayVsDisk's, another shape's listing "
          "does not run")
{
    Fixture f;
    QRandomGenerator rng(12);
    for (int i = 0; i < 200; ++i) {
        f.scene.setState(randomState(rng, Scene::Mode::Rotated));
        const geometry::RayAabbResult h = geometry::rayVsObb(f.scene.ray(), f.scene.obb());
        CodeRun run = f.lesson.runCode(f.scene, 1);
        checkRunValue(run, QStringLiteral("locR0.x"), h.slabOrigin.x);
        checkRunValue(run, QStringLiteral("locR0.y"), h.slabOrigin.y);
        checkRunValue(run, QStringLiteral("locV.x"), h.slabDirection.x);
        checkRunValue(run, QStringLiteral("locV.y"), h.slabDirection.y);
        CHECK(runValue(run, QStringLiteral("ti[0]")).has_value() == h.hit);
        if (h.hit) {
            checkRunValue(run, QStringLiteral("ti[0]"), h.tEnter);
            checkRunValue(run, QStringLiteral("ti[1]"), h.tExit);
            CHECK(runValue(run, QStringLiteral("R0 + ti[1]*v"))->text == formatPoint(h.exit.x, h.exit.y, 4));
        }
        CHECK(f.lesson.runCode(f.scene, 2).steps.isEmpty());

        f.scene.setState(randomState(rng, Scene::Mode::Disk));
        const geometry::RayDiskResult d = geometry::rayVsDisk(f.scene.ray(), f.scene.disk());
        run = f.lesson.runCode(f.scene, 2);
        checkRunValue(run, QStringLiteral("a"), d.a);
        checkRunValue(run, QStringLiteral("b"), d.b);
        checkRunValue(run, QStringLiteral("c"), d.c);
        checkRunValue(run, QStringLiteral("D"), d.discriminant);
        CHECK(runValue(run, QStringLiteral("tmax")).has_value() == d.realRoots);
        if (d.realRoots) {
            checkRunValue(run, QStringLiteral("tmax"), d.rootFar);
            CHECK(runLines(run).contains(11) == d.hit);
        }
        if (d.hit)
            checkRunValue(run, QStringLiteral("tmin"), d.tEnter);
        CHECK(f.lesson.runCode(f.scene, 0).steps.isEmpty());
        CHECK(f.lesson.runCode(f.scene, 1).steps.isEmpty());
    }
}

TEST_CASE("slab code: three listings one click apart, the corrections and the textbook's choices marked")
{
    Fixture f;
    const QList<CodeListing> listings = f.lesson.codeListings();
    REQUIRE(listings.size() == 3);
    CHECK(listings[0].id == QLatin1String("aabb"));
    CHECK(listings[1].id == QLatin1String("rect"));
    CHECK(listings[2].id == QLatin1String("disk"));
    CHECK(correctedLines(listings[0]).contains(QLatin1String("inX <= outY")));
    CHECK(correctedLines(listings[0]).contains(QLatin1String("tmax < 0")));
    CHECK(correctedLines(listings[1]).contains(QLatin1String("locV")));
    CHECK(correctedLines(listings[2]).contains(QLatin1String("locR0 = R0 - C")));
    CHECK(correctedLines(listings[2]).contains(QLatin1String("tmax < 0")));
    // The start scene steps through the X slab, the swap and the overlap with the canvas following.
    const CodeRun run = f.lesson.runCode(f.scene, 0);
    QList<Spotlight> spots;
    for (const CodeStep& step : run.steps) {
        if (!step.spotlight.isEmpty() && !spots.contains(step.spotlight))
            spots << step.spotlight;
    }
    using namespace lab::slab;
    CHECK(spots
        == QList<Spotlight> { kSpotSlabX, kSpotSwapX, kSpotSlabY, kSpotSwapY, kSpotOverlap, kSpotExit,
            kSpotEnter, kSpotPoints });
}

TEST_CASE("slab scene: the default view fits the scene, and a task's far scene brings the view along")
{
    Scene scene;
    const QRectF fit = scene.fitRect();
    // The ray, the box and the one-click configurations, with room for the verdict and the time line.
    CHECK(fit.contains(QRectF(QPointF(-6, -3), QPointF(4, 2))));
    CHECK(fit.height() < 10);
    CHECK(fit.width() < 12);
    Scene::State far = scene.initialState();
    far[Scene::Rx] = 8;
    far[Scene::Ry] = -8;
    scene.setState(far);
    scene.refitIfOutgrown();
    CHECK(scene.fitRect().contains(QPointF(8, -8)));
}

TEST_CASE("slab text: every formula's link to the code names a listing and a line of it")
{
    SlabLesson lesson;
    CHECK(checkCodeLinks(lesson) == 14);
}

} // namespace test_slab_tasks
