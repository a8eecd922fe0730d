#include "slab_spotlight.h"

#include "slab_timeline.h"

#include "core/canvas/scene_painter.h"
#include "core/model/lesson_task.h"
#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using geometry::Vec2;

struct Words {
    Q_DECLARE_TR_FUNCTIONS(SlabSpotlight)
};

// The two slabs of the current rectangle in world coordinates: slab k holds the points whose
// coordinate along axis[k] (measured from origin) lies in [lo[k], hi[k]].
struct Slabs {
    Vec2 origin;
    Vec2 axis[2];
    double lo[2];
    double hi[2];
};

Slabs slabsOf(const SlabScene& scene)
{
    if (scene.mode() == SlabScene::Mode::Rotated) {
        const geometry::Obb b = scene.obb();
        return { b.center, { b.axisX, b.axisY }, { -b.half.x, -b.half.y }, { b.half.x, b.half.y } };
    }
    const geometry::Aabb b = scene.box();
    return { {}, { { 1, 0 }, { 0, 1 } }, { b.min.x, b.min.y }, { b.max.x, b.max.y } };
}

class Spotlight {
public:
    Spotlight(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene)
        : p(p)
        , view(view)
        , style(style)
        , scene(scene)
        , ray(scene.ray())
    {
        const QRectF w = view.worldRect();
        reach = (std::hypot(w.width(), w.height())
                    + geometry::length(ray.origin - Vec2 { w.center().x(), w.center().y() }))
            / geometry::length(ray.direction);
    }

    // Slab k's two edges bold in its colour, and the ray's time in it.
    void slab(int k, double in, double out, const QString& words)
    {
        const Slabs s = slabsOf(scene);
        const QColor color = k == 0 ? xSlabColor(style) : ySlabColor(style);
        p.setPen(QPen(color, style.lineWidth * 2, Qt::SolidLine, Qt::FlatCap));
        const Vec2 along = geometry::perp(s.axis[k]);
        draw::infiniteLine(p, view, toQt(s.origin + s.lo[k] * s.axis[k]), toQt(along));
        draw::infiniteLine(p, view, toQt(s.origin + s.hi[k] * s.axis[k]), toQt(along));
        interval(in, out, words, color);
    }

    // The part of the ray from time t0 to t1 (either may be infinite), bold, with `words` beside it.
    void interval(double t0, double t1, const QString& words, const QColor& color)
    {
        if (!(t0 <= t1))
            return;
        const double a = std::max(t0, -reach);
        const double b = std::min(t1, reach);
        QColor c = color;
        c.setAlpha(160);
        p.setPen(QPen(c, style.lineWidth * 4, Qt::SolidLine, Qt::RoundCap));
        draw::segment(p, view, at(a), at(b));
        if (!words.isEmpty())
            draw::label(p, view, style, at(0.5 * (a + b)), words, color, { 10, 24 });
    }

    void ring(Vec2 point)
    {
        p.setPen(QPen(style.highlight, style.lineWidth * 1.5));
        p.setBrush(Qt::NoBrush);
        const QPointF c = view.toScreen(toQt(point));
        const double r = style.handleRadius * 2.2;
        p.drawEllipse(c, r, r);
    }

    void arrow(Vec2 from, Vec2 to, const QString& words)
    {
        p.setPen(QPen(style.highlight, style.lineWidth * 1.6));
        draw::arrow(p, view, style, toQt(from), toQt(to));
        draw::label(p, view, style, toQt(0.5 * (from + to)), words, style.highlight, { 8, -8 });
    }

    void slabs(const QString& key, const geometry::RayAabbResult& h)
    {
        using namespace slabspot;
        const Vec2 v = h.slabDirection;
        if (key == kSlabX)
            slab(0, h.inX, h.outX, QStringLiteral("inX … outX"));
        else if (key == kSlabY)
            slab(1, h.inY, h.outY, QStringLiteral("inY … outY"));
        else if (key == kSwapX)
            slab(0, h.inX, h.outX, v.x < 0 ? Words::tr("v.x < 0: inX and outX swapped") : QString());
        else if (key == kSwapY)
            slab(1, h.inY, h.outY, v.y < 0 ? Words::tr("v.y < 0: inY and outY swapped") : QString());
        else if (key == kOverlap)
            interval(h.slabEnter, h.slabExit, Words::tr("in both slabs"), style.result);
        else if (key == kLocal)
            arrow(slabsOf(scene).origin, ray.origin, QStringLiteral("m = R₀ − T"));
        if (!h.hit || scene.holds(kHeldVerdict))
            return;
        if (key == kEnter || key == kPoints)
            ring(h.enter);
        if (key == kExit || key == kPoints)
            ring(h.exit);
    }

    void disk(const QString& key, const geometry::RayDiskResult& h)
    {
        using namespace slabspot;
        if (key == kShift) {
            arrow(scene.disk().center, ray.origin, QStringLiteral("locR0 = R₀ − C"));
            return;
        }
        if (scene.holds(kHeldRoots))
            return;
        if (key == kRoots && h.realRoots) {
            interval(h.rootNear, h.rootFar, QStringLiteral("tmin … tmax"), ySlabColor(style));
            ring(geometry::pointAt(ray, h.rootNear));
            ring(geometry::pointAt(ray, h.rootFar));
        }
        if (key == kPoints && h.hit && !scene.holds(kHeldVerdict)) {
            ring(h.enter);
            ring(h.exit);
        }
    }

private:
    QPointF at(double t) const { return toQt(geometry::pointAt(ray, t)); }

    QPainter& p;
    const Viewport& view;
    const CanvasStyle& style;
    const SlabScene& scene;
    geometry::Ray ray;
    double reach = 0;
};

} // namespace

void paintSlabSpotlight(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene)
{
    const QString& key = scene.spotlight();
    if (key.isEmpty())
        return;
    p.save();
    Spotlight spot(p, view, style, scene);
    if (scene.mode() == SlabScene::Mode::Disk)
        spot.disk(key, scene.result().disk);
    else if (!scene.holds(kHeldTimes))
        spot.slabs(key, scene.result().slabs);
    p.restore();
}

} // namespace lab
