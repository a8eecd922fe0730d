// The broad phase unit: its frame finds the pairs all pairs finds whatever the method, a run moves
// the bodies and keeps P, a drag takes any body, bad values are refused in words; its tasks judge
// the answers geometry/ measures on their own bodies, and hold back what they ask.
#include "task_fixture.h"

#include "broad_phase/broad_phase_controls.h"
#include "broad_phase/broad_phase_lesson.h"
#include "broad_phase/broad_phase_painter.h"
#include "broad_phase/broad_phase_tasks.h"

#include <QChartView>
#include <QLineSeries>
#include <QSlider>

#include <algorithm>

namespace test_broad_phase_unit {

using namespace lab;
using namespace lab::test;
using Scene = BroadPhaseScene;

namespace {

using Fixture = TaskFixture<BroadPhaseLesson>;

std::vector<geometry::BodyPair> sorted(std::vector<geometry::BodyPair> pairs)
{
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

} // namespace

TEST_CASE("broad phase unit: every method finds all pairs' candidates and hits, frame after frame")
{
    Fixture f;
    for (const int n : { 2, 40, 700 }) {
        f.scene.setState(Scene::withCount(f.scene.values(), n));
        for (int frame = 0; frame < 30; ++frame) {
            std::vector<std::vector<geometry::BodyPair>> candidates, hits;
            for (const BroadMethod method :
                { BroadMethod::AllPairs, BroadMethod::Grid, BroadMethod::Sweep }) {
                f.scene.setState(Scene::withMethod(f.scene.values(), method));
                REQUIRE(f.scene.frame().broad.done);
                candidates.push_back(sorted(f.scene.frame().candidates));
                hits.push_back(sorted(f.scene.frame().hits));
            }
            INFO("n = " << n << ", frame " << frame);
            CHECK(candidates[1] == candidates[0]);
            CHECK(candidates[2] == candidates[0]);
            CHECK(hits[1] == hits[0]);
            CHECK(hits[2] == hits[0]);
            CHECK(f.scene.frame().allPairs == (long long)n * (n - 1) / 2);
            f.scene.advance();
        }
    }
}

TEST_CASE("broad phase unit: a run moves every body but P, Clear draws them again, n changes the crowd")
{
    Fixture f;
    const geometry::Vec2 p = f.scene.swarm().bodies()[0].center;
    const geometry::Vec2 other = f.scene.swarm().bodies()[1].center;
    const quint64 revision = f.scene.revision();
    f.scene.advance();
    CHECK(f.scene.revision() > revision);
    CHECK(f.scene.swarm().bodies()[0].center == p);
    CHECK(f.scene.swarm().bodies()[1].center != other);
    f.scene.restart();
    CHECK(f.scene.swarm().bodies()[1].center == other);
    f.scene.setState(Scene::withCount(f.scene.values(), 10000));
    CHECK(f.scene.swarm().size() == 10000);
    CHECK(f.scene.frame().grid.columns > 0);
    // The sweep at 10,000 keeps its order from frame to frame: few swaps once sorted.
    f.scene.setState(Scene::withMethod(f.scene.values(), BroadMethod::Sweep));
    REQUIRE(f.scene.frame().broad.resorted);
    f.scene.advance();
    CHECK_FALSE(f.scene.frame().broad.resorted);
    CHECK(f.scene.frame().broad.swaps < 10000);
}

TEST_CASE("broad phase unit: dragging any body makes it P, where the drag leaves it")
{
    Fixture f;
    f.scene.advance();
    const int body = 7;
    const geometry::Vec2 at = f.scene.swarm().bodies()[body].center;
    CHECK(f.scene.bodyAt({ at.x, at.y }) >= 0);
    const Scene::State start = f.scene.values();
    f.scene.setState(f.scene.movedBody(body, { 5, 0 }, start));
    f.scene.setState(f.scene.movedBody(body, { 10, -4 }, start));
    CHECK(f.scene.pinned() == body);
    CHECK(f.scene.swarm().bodies()[body].center.x == Approx(at.x + 10));
    CHECK(f.scene.swarm().bodies()[body].center.y == Approx(at.y - 4));
    f.scene.advance();
    CHECK(f.scene.swarm().bodies()[body].center.x == Approx(at.x + 10));
}

TEST_CASE("broad phase unit: bad values are refused in words, a grid too fine is refused, not built")
{
    Fixture f;
    Scene::State s = f.scene.values();
    for (const auto& [param, value] :
        std::vector<std::pair<int, double>> { { Scene::N, 1 }, { Scene::N, 10001 }, { Scene::N, 20.5 },
            { Scene::Cell, 0 }, { Scene::Cell, -3 }, { Scene::Px, 400 }, { Scene::Method, 3 } }) {
        Scene::State bad = s;
        bad[param] = value;
        INFO(param << " = " << value);
        CHECK_FALSE(f.scene.validate(bad).isEmpty());
    }
    s[Scene::N] = 10000;
    s[Scene::Cell] = 0.1;
    REQUIRE(f.scene.validate(s).isEmpty());
    f.scene.setState(s);
    CHECK_FALSE(f.scene.frame().broad.done);
    CHECK(f.scene.frame().broad.refusal == geometry::BroadPhaseRefusal::TooManyCells);
    CHECK(BroadPhasePainter::verdictText(f.scene).sentence().contains(QStringLiteral("4 million")));
}

TEST_CASE("broad phase unit: the slider is logarithmic from 2 to 10,000 and follows n")
{
    CHECK(BroadPhaseControls::countAt(0) == 2);
    CHECK(BroadPhaseControls::countAt(BroadPhaseControls::kSliderSteps) == 10000);
    CHECK(BroadPhaseControls::countAt(BroadPhaseControls::sliderAt(1000)) == Approx(1000).epsilon(0.03));
    Fixture f;
    ViewState view;
    QUndoStack undo;
    std::unique_ptr<QWidget> controls(f.lesson.createControls(f.scene, undo, view, nullptr));
    auto* slider = controls->findChild<QSlider*>(QStringLiteral("bodies"));
    REQUIRE(slider);
    slider->setValue(BroadPhaseControls::sliderAt(500));
    CHECK(f.scene.count() == BroadPhaseControls::countAt(slider->value()));
    CHECK(undo.count() == 1);
    undo.undo();
    CHECK(slider->value() == BroadPhaseControls::sliderAt(40));
    // The chart has a point for every method at each n visited.
    auto* chart = controls->findChild<QChartView*>(QStringLiteral("chart"));
    REQUIRE(chart);
    QCoreApplication::processEvents();
    for (const char* name : { "allPairsSeries", "gridSeries", "sweepSeries" }) {
        auto* series = chart->chart()->findChild<QLineSeries*>(QLatin1String(name));
        REQUIRE(series);
        CHECK(series->count() >= 1);
    }
}

TEST_CASE("broad phase tasks: ids and kinds as the README lists them")
{
    Fixture().checkTasks({ { QStringLiteral("pairs-1000"), TaskKind::Compute },
        { QStringLiteral("doubling"), TaskKind::Predict }, { QStringLiteral("cell-size"), TaskKind::Predict },
        { QStringLiteral("sweep-pairs"), TaskKind::FillIn } });
}

TEST_CASE("broad phase pairs-1000: n (n - 1) / 2 is right, n^2 and n^2 / 2 are wrong, the count held back")
{
    Fixture f;
    const TaskDefinition& task = f.task("pairs-1000");
    putTask(task, f.scene, 3);
    CHECK(f.scene.count() == 1000);
    CHECK(judged(task, f.scene, QStringLiteral("499500")) == AnswerState::Right);
    CHECK(judged(task, f.scene, QStringLiteral("500000")) == AnswerState::Wrong);
    CHECK(judged(task, f.scene, QStringLiteral("999000")) == AnswerState::Wrong);
    // Even with All pairs picked, its tests stay "?" while the task is open.
    f.scene.setState(Scene::withMethod(f.scene.values(), BroadMethod::AllPairs));
    checkNotSeen(task, f.scene, seenWhileOpen(f.lesson, f.scene), 3);
    f.scene.setHeld({});
    CHECK(seenWhileOpen(f.lesson, f.scene).contains(QLocale().toString(499500)));
}

TEST_CASE("broad phase doubling and cell-size: the right choice is the measured one")
{
    Fixture f;
    const TaskDefinition& doubling = f.task("doubling");
    const TaskDefinition& cell = f.task("cell-size");
    for (quint32 seed = 1; seed <= 3; ++seed) {
        putTask(doubling, f.scene, seed);
        checkChoices(doubling, f.scene,
            { QStringLiteral("2-2"), QStringLiteral("4-2"), QStringLiteral("4-4"), QStringLiteral("2-1") },
            QStringLiteral("4-2"));
        checkNotSeen(doubling, f.scene, seenWhileOpen(f.lesson, f.scene), seed);
        putTask(cell, f.scene, seed);
        checkChoices(cell, f.scene,
            { QStringLiteral("tenth"), QStringLiteral("one"), QStringLiteral("thirty"),
                QStringLiteral("area") },
            QStringLiteral("one"));
        CHECK(cell.reason(f.scene).contains(QStringLiteral("one to two bodies")));
    }
}

TEST_CASE("broad phase sweep-pairs: the blanks are the sweep's own tests and pairs on six named bodies")
{
    Fixture f;
    const TaskDefinition& task = f.task("sweep-pairs");
    putTask(task, f.scene, 1);
    CHECK(f.scene.count() == 6);
    CHECK(f.scene.method() == BroadMethod::Sweep);
    const QList<TaskBlank> blanks = task.blanks();
    REQUIRE(blanks.size() == 2);
    // The sweep's answer, found again by hand: pairs overlapping on x, and on both axes.
    int onX = 0;
    QStringList both;
    const auto boxes = f.scene.swarm().boxes();
    for (int a = 0; a < 6; ++a) {
        for (int b = a + 1; b < 6; ++b) {
            const bool x = boxes[a].min.x <= boxes[b].max.x && boxes[b].min.x <= boxes[a].max.x;
            const bool y = boxes[a].min.y <= boxes[b].max.y && boxes[b].min.y <= boxes[a].max.y;
            onX += x;
            if (x && y)
                both << QStringLiteral("%1-%2").arg(a).arg(b);
        }
    }
    CHECK(blanks[0].number == Approx(onX));
    CHECK(blanks[1].accepted.contains(both.join(QStringLiteral(", "))));
    CHECK(blanks[1].accepted.size() == (both.size() == 1 ? 2 : 8));
    checkNotSeen(task, f.scene, seenWhileOpen(f.lesson, f.scene), 1);
}

} // namespace test_broad_phase_unit
