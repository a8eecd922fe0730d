#include "catalog.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "lines/lines_lesson.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace test_paced_update {

using namespace lab;

namespace {

// A scene and a paced update that records the value P.x it saw each time it ran.
struct Fixture {
    LinesScene scene;
    ViewState view;
    QObject owner;
    QList<double> seen;
    PacedUpdate paced { scene, view, [this] { seen.append(scene.value(LinesScene::Px)); }, &owner };

    void moveTo(double x)
    {
        LessonScene::State s = scene.state();
        s[LinesScene::Px] = x;
        scene.setState(s);
    }
};

} // namespace

TEST_CASE("PacedUpdate: without a drag every change is shown at once")
{
    Fixture f;
    for (int i = 1; i <= 5; ++i) {
        f.moveTo(i);
        REQUIRE(f.seen.size() == i);
        CHECK(f.seen.last() == i);
    }
    CHECK_FALSE(f.paced.isPending());
}

TEST_CASE("PacedUpdate: a burst of moves while dragging runs the update a few times, and the end of the drag "
          "shows the last values at once")
{
    Fixture f;
    f.view.setDragging(true);
    for (int i = 1; i <= 40; ++i)
        f.moveTo(i);
    // The first move is shown at once; the rest of a burst faster than the pace waits.
    REQUIRE_FALSE(f.seen.isEmpty());
    CHECK(f.seen.first() == 1);
    CHECK(f.seen.size() < 40);
    f.view.setDragging(false);
    CHECK(f.seen.last() == 40);
    CHECK_FALSE(f.paced.isPending());
    // Nothing more runs afterwards for the same values.
    const auto count = f.seen.size();
    QTest::qWait(0);
    CHECK(f.seen.size() == count);
}

TEST_CASE("PacedUpdate: a drag that pauses shows its last values without a release")
{
    Fixture f;
    f.view.setDragging(true);
    for (int i = 1; i <= 40; ++i)
        f.moveTo(i * 0.5);
    CHECK(QTest::qWaitFor([&f] { return !f.seen.isEmpty() && f.seen.last() == 20; }, 5000));
    CHECK_FALSE(f.paced.isPending());
}

TEST_CASE("PacedUpdate: the paced updates of a scene take turns while it is dragged, one per move at most, "
          "and all show the end")
{
    LinesScene scene;
    ViewState view;
    QObject owner;
    QList<double> panel, readout, chart; // what each saw, in the order they ran
    int runs = 0;
    PacedUpdate first { scene, view,
        [&] {
            panel.append(scene.value(LinesScene::Px));
            ++runs;
        },
        &owner };
    PacedUpdate second { scene, view,
        { [&] {
             readout.append(scene.value(LinesScene::Px));
             ++runs;
         },
            [&] {
                chart.append(scene.value(LinesScene::Px));
                ++runs;
            } },
        &owner };
    const auto moveTo = [&scene](double x) {
        LessonScene::State s = scene.state();
        s[LinesScene::Px] = x;
        scene.setState(s);
    };

    // Outside a drag, every part at once.
    moveTo(1);
    CHECK(panel == QList<double> { 1 });
    CHECK(readout == QList<double> { 1 });
    CHECK(chart == QList<double> { 1 });

    // A quick burst while dragged: no move runs more than one part, however long the moves take.
    view.setDragging(true);
    runs = 0;
    for (int i = 2; i <= 40; ++i) {
        const int before = runs;
        moveTo(i);
        CHECK(runs - before <= 1);
    }
    CHECK(runs >= 1); // the first move of the drag shows at once
    // The drag pauses: each part gets its turn without another move, and shows the last values.
    CHECK(QTest::qWaitFor(
        [&] { return panel.last() == 40 && readout.last() == 40 && chart.last() == 40; }, 5000));
    CHECK(view.isDragging());
    CHECK_FALSE(first.isPending());
    CHECK_FALSE(second.isPending());

    // Moves again, then the release: everything waiting shows at once.
    moveTo(41);
    moveTo(42);
    view.setDragging(false);
    CHECK(panel.last() == 42);
    CHECK(readout.last() == 42);
    CHECK(chart.last() == 42);
    CHECK_FALSE(first.isPending());
    CHECK_FALSE(second.isPending());
}

TEST_CASE("PacedUpdate: an update deleted before its scene leaves the others their turns, one that outlives "
          "its scene is harmless")
{
    auto scene = std::make_unique<LinesScene>();
    ViewState view;
    QObject owner;
    int kept = 0;
    PacedUpdate stays { *scene, view, [&kept] { ++kept; }, &owner };
    {
        auto gone = std::make_unique<PacedUpdate>(
            *scene, view, [] {}, &owner);
    }
    view.setDragging(true);
    LessonScene::State s = scene->state();
    s[LinesScene::Px] += 1;
    scene->setState(s);
    CHECK(kept == 1);
    auto late = std::make_unique<PacedUpdate>(
        *scene, view, [] {}, &owner);
    scene.reset();
    late.reset(); // leaves turns that went with the scene: must not touch them
    CHECK(kept == 1);
}

TEST_CASE("Every lesson's read-outs follow a drag at the pace, not move by move, and end on its last values")
{
    for (const Lesson* lesson : availableLessons()) {
        DYNAMIC_SECTION(lesson->id().toStdString())
        {
            ViewState view;
            const auto makeControls = [lesson, &view](LessonScene& scene, QUndoStack& undo) {
                return std::unique_ptr<QWidget>(lesson->createControls(scene, undo, view, nullptr));
            };
            // Every read-out: the labels that draw themselves, and a plain one named so.
            const auto labels = [](const QWidget& controls) {
                QList<QLabel*> all;
                for (ReadoutLabel* r : controls.findChildren<ReadoutLabel*>())
                    all << r;
                for (QLabel* l : controls.findChildren<QLabel*>(QStringLiteral("readout"))) {
                    if (!all.contains(l))
                        all << l;
                }
                return all;
            };
            const auto texts = [&labels](const QWidget& controls) {
                QStringList all;
                for (const QLabel* l : labels(controls))
                    all << l->text();
                return all;
            };
            auto scene = lesson->createScene();
            QUndoStack undo;
            const auto controls = makeControls(*scene, undo);
            REQUIRE_FALSE(labels(*controls).isEmpty());
            const HandleSpec handle = scene->handles().at(0);
            const QPointF start = handlePosition(handle, scene->state());
            const QStringList before = texts(*controls);
            // 40 moves faster than the pace (no event loop runs in between), as a quick mouse makes.
            view.setDragging(true);
            constexpr int kMoves = 40;
            int shown = 0;
            QStringList last = before;
            QElapsedTimer clock;
            clock.start();
            for (int i = 1; i <= kMoves; ++i) {
                scene->setState(
                    stateWithHandleAt(handle, scene->state(), start + QPointF(0.07 * i, 0.05 * i)));
                const QStringList now = texts(*controls);
                shown += now != last ? 1 : 0;
                last = now;
            }
            // The first move at once, and another only once the pace allows one (a loaded
            // machine may take longer than one interval for the 40 moves).
            const qint64 allowed = 1 + clock.elapsed() / PacedUpdate::kDragIntervalMs;
            view.setDragging(false);
            const QStringList after = texts(*controls);
            INFO("shown " << shown << ", allowed " << allowed);
            CHECK(shown <= allowed);
            CHECK(after != before); // the drag changed what they say
            // What read-outs opened on the last values say.
            auto fresh = lesson->createScene();
            fresh->setState(scene->state());
            QUndoStack freshUndo;
            CHECK(after == texts(*makeControls(*fresh, freshUndo)));
        }
    }
}

TEST_CASE("Pacer: the first request runs at once, a burst within the interval runs once more at its end")
{
    int runs = 0;
    Pacer pacer(60, [&runs] { ++runs; });
    pacer.request();
    CHECK(runs == 1);
    for (int i = 0; i < 10; ++i)
        pacer.request();
    CHECK(runs == 1);
    CHECK(pacer.isPending());
    REQUIRE(QTest::qWaitFor([&runs] { return runs == 2; }, 5000));
    CHECK_FALSE(pacer.isPending());
    QTest::qWait(150);
    CHECK(runs == 2); // nothing more without a request
}

TEST_CASE("Pacer: a cancelled request does not run")
{
    int runs = 0;
    Pacer pacer(40, [&runs] { ++runs; });
    pacer.request();
    pacer.request();
    pacer.cancel();
    CHECK_FALSE(pacer.isPending());
    QTest::qWait(120);
    CHECK(runs == 1);
}

TEST_CASE("Pacer: while an answer is awaited nothing runs, the answer lets the latest request run, and a "
          "lost answer stops it only for a while")
{
    int runs = 0;
    Pacer* self = nullptr;
    Pacer pacer(0, [&] {
        ++runs;
        self->awaitAnswer(300);
    });
    self = &pacer;
    pacer.request();
    CHECK(runs == 1);
    CHECK(pacer.isAwaiting());
    pacer.request();
    pacer.request();
    QTest::qWait(50);
    CHECK(runs == 1); // the interval is over, but the answer has not come
    pacer.done();
    CHECK(runs == 2); // at once: the interval (0) is over
    // This time the answer never comes: after 300 ms the request runs all the same.
    pacer.request();
    CHECK(runs == 2);
    REQUIRE(QTest::qWaitFor([&runs] { return runs == 3; }, 5000));
}

TEST_CASE("Pacer: a request made by the job itself waits for the next interval")
{
    int runs = 0;
    Pacer* self = nullptr;
    Pacer pacer(30, [&] {
        if (++runs < 3)
            self->request();
    });
    self = &pacer;
    QElapsedTimer clock;
    clock.start();
    pacer.request();
    CHECK(runs == 1);
    REQUIRE(QTest::qWaitFor([&runs] { return runs == 3; }, 5000));
    CHECK(clock.elapsed() >= 55);
}

} // namespace test_paced_update
