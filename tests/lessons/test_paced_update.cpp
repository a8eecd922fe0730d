#include "core/paced_update.h"
#include "lines/lines_lesson.h"

#include <catch2/catch.hpp>

#include <QTest>

using namespace lab;

namespace {

// A scene and a paced update that records the value P.x it saw each time it ran.
struct Fixture {
    LinesScene scene;
    QObject owner;
    QVector<double> seen;
    PacedUpdate paced{scene, [this] { seen.append(scene.value(LinesScene::Px)); }, &owner};

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

TEST_CASE("PacedUpdate: a burst of moves while dragging runs the update a few times, and the end of the drag shows the last values at once")
{
    Fixture f;
    f.scene.setDragging(true);
    for (int i = 1; i <= 40; ++i)
        f.moveTo(i);
    // The first move is shown at once; the rest of a burst faster than the pace waits.
    REQUIRE_FALSE(f.seen.isEmpty());
    CHECK(f.seen.first() == 1);
    CHECK(f.seen.size() < 40);
    f.scene.setDragging(false);
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
    f.scene.setDragging(true);
    for (int i = 1; i <= 40; ++i)
        f.moveTo(i * 0.5);
    CHECK(QTest::qWaitFor([&f] { return !f.seen.isEmpty() && f.seen.last() == 20; }, 5000));
    CHECK_FALSE(f.paced.isPending());
}
