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

struct SlabSpotlightWords {
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

class SpotlightPainter {
public:
    SpotlightPainter(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene)
        : m_p(p)
        , m_view(view)
        , m_style(style)
        , m_scene(scene)
        , m_ray(scene.ray())
    {
        const QRectF w = m_view.worldRect();
        m_reach = (std::hypot(w.width(), w.height())
                      + geometry::length(m_ray.origin - Vec2 { w.center().x(), w.center().y() }))
            / geometry::length(m_ray.direction);
    }

    // Slab k's two edges bold in its colour, and the ray's time in it.
    void slab(int k, double in, double out, const QString& words)
    {
        const Slabs s = slabsOf(m_scene);
        const QColor color = k == 0 ? xSlabColor(m_style) : ySlabColor(m_style);
        m_p.setPen(QPen(color, m_style.lineWidth * 2, Qt::SolidLine, Qt::FlatCap));
        const Vec2 along = geometry::perp(s.axis[k]);
        draw::infiniteLine(m_p, m_view, toQt(s.origin + s.lo[k] * s.axis[k]), toQt(along));
        draw::infiniteLine(m_p, m_view, toQt(s.origin + s.hi[k] * s.axis[k]), toQt(along));
        interval(in, out, words, color);
    }

    // The part of the ray from time t0 to t1 (either may be infinite), bold, with `words` beside it.
    void interval(double t0, double t1, const QString& words, const QColor& color)
    {
        if (!(t0 <= t1))
            return;
        const double a = std::max(t0, -m_reach);
        const double b = std::min(t1, m_reach);
        QColor c = color;
        c.setAlpha(160);
        m_p.setPen(QPen(c, m_style.lineWidth * 4, Qt::SolidLine, Qt::RoundCap));
        draw::segment(m_p, m_view, at(a), at(b));
        if (!words.isEmpty())
            draw::label(m_p, m_view, m_style, at(0.5 * (a + b)), words, color, { 10, 24 });
    }

    void ring(Vec2 point)
    {
        m_p.setPen(QPen(m_style.highlight, m_style.lineWidth * 1.5));
        m_p.setBrush(Qt::NoBrush);
        const QPointF c = m_view.toScreen(toQt(point));
        const double r = m_style.handleRadius * 2.2;
        m_p.drawEllipse(c, r, r);
    }

    void arrow(Vec2 from, Vec2 to, const QString& words)
    {
        m_p.setPen(QPen(m_style.highlight, m_style.lineWidth * 1.6));
        draw::arrow(m_p, m_view, m_style, toQt(from), toQt(to));
        draw::label(m_p, m_view, m_style, toQt(0.5 * (from + to)), words, m_style.highlight, { 8, -8 });
    }

    void slabs(const Spotlight& key, const geometry::RayAabbResult& h)
    {
        using namespace lab::slab;
        const Vec2 v = h.slabDirection;
        if (key == kSpotSlabX)
            slab(0, h.inX, h.outX, QStringLiteral("inX … outX"));
        else if (key == kSpotSlabY)
            slab(1, h.inY, h.outY, QStringLiteral("inY … outY"));
        else if (key == kSpotSwapX)
            slab(0, h.inX, h.outX,
                v.x < 0 ? SlabSpotlightWords::tr("v.x < 0: inX and outX swapped") : QString());
        else if (key == kSpotSwapY)
            slab(1, h.inY, h.outY,
                v.y < 0 ? SlabSpotlightWords::tr("v.y < 0: inY and outY swapped") : QString());
        else if (key == kSpotOverlap)
            interval(h.slabEnter, h.slabExit, SlabSpotlightWords::tr("in both slabs"), m_style.result);
        else if (key == kSpotLocal)
            arrow(slabsOf(m_scene).origin, m_ray.origin, QStringLiteral("m = R₀ − T"));
        if (!h.hit || m_scene.holds(kHeldVerdict))
            return;
        if (key == kSpotEnter || key == kSpotPoints)
            ring(h.enter);
        if (key == kSpotExit || key == kSpotPoints)
            ring(h.exit);
    }

    void disk(const Spotlight& key, const geometry::RayDiskResult& h)
    {
        using namespace lab::slab;
        if (key == kSpotShift) {
            arrow(m_scene.disk().center, m_ray.origin, QStringLiteral("locR0 = R₀ − C"));
            return;
        }
        if (m_scene.holds(kHeldRoots))
            return;
        if (key == kSpotRoots && h.realRoots) {
            interval(h.rootNear, h.rootFar, QStringLiteral("tmin … tmax"), ySlabColor(m_style));
            ring(geometry::pointAt(m_ray, h.rootNear));
            ring(geometry::pointAt(m_ray, h.rootFar));
        }
        if (key == kSpotPoints && h.hit && !m_scene.holds(kHeldVerdict)) {
            ring(h.enter);
            ring(h.exit);
        }
    }

private:
    QPointF at(double t) const { return toQt(geometry::pointAt(m_ray, t)); }

    QPainter& m_p;
    const Viewport& m_view;
    const CanvasStyle& m_style;
    const SlabScene& m_scene;
    geometry::Ray m_ray;
    double m_reach = 0;
};

} // namespace

void paintSlabSpotlight(QPainter& p, const Viewport& view, const CanvasStyle& style, const SlabScene& scene)
{
    const Spotlight& key = scene.spotlight();
    if (key.isEmpty())
        return;
    p.save();
    SpotlightPainter spot(p, view, style, scene);
    if (scene.mode() == SlabScene::Mode::Disk)
        spot.disk(key, scene.result().disk);
    else if (!scene.holds(kHeldTimes))
        spot.slabs(key, scene.result().slabs);
    p.restore();
}

} // namespace lab
