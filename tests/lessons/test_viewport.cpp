#include "core/canvas/viewport.h"

#include <catch2/catch.hpp>

namespace test_viewport {

using namespace lab;

TEST_CASE("Viewport: origin in the middle, y up")
{
    Viewport v;
    v.setSize({ 400, 300 });
    CHECK(v.toScreen({ 0, 0 }) == QPointF(200, 150));
    const QPointF up = v.toScreen({ 0, 1 });
    CHECK(up.y() < 150);
    const QPointF back = v.toWorld(v.toScreen({ 2.5, -1.25 }));
    CHECK(back.x() == Approx(2.5));
    CHECK(back.y() == Approx(-1.25));
}

TEST_CASE("Viewport: zooming keeps the point under the mouse fixed")
{
    Viewport v;
    v.setSize({ 400, 300 });
    const QPointF mouse(310, 40);
    const QPointF before = v.toWorld(mouse);
    v.zoomAt(mouse, 1.7);
    const QPointF after = v.toWorld(mouse);
    CHECK(after.x() == Approx(before.x()));
    CHECK(after.y() == Approx(before.y()));
    CHECK(v.scale() == Approx(Viewport::kDefaultScale * 1.7));
}

TEST_CASE("Viewport: zoom is clamped and the grid step is 1, 2 or 5 times a power of ten")
{
    Viewport v;
    v.zoomAt({ 0, 0 }, 1e9);
    CHECK(v.scale() == Viewport::kMaxScale);
    v.zoomAt({ 0, 0 }, 1e-12);
    CHECK(v.scale() == Viewport::kMinScale);
    v.reset();
    const double step = v.gridStep();
    CHECK(step * v.scale() >= 60);
    CHECK(step * v.scale() < 60 * 2.5 + 1e-9);
}

TEST_CASE("Viewport: reset returns to the lesson's own default zoom")
{
    Viewport v;
    v.setDefaultScale(1.5);
    v.zoomAt({ 10, 10 }, 3);
    v.reset();
    CHECK(v.scale() == 1.5);
    CHECK(v.center() == QPointF(0, 0));
    v.setDefaultScale(1e9);
    CHECK(v.defaultScale() == Viewport::kMaxScale);
}

} // namespace test_viewport
