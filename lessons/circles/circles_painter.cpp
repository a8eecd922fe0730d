#include "circles_painter.h"

#include "circles_code.h"
#include "circles_format.h"
#include "circles_scene.h"

#include "core/model/frames.h"
#include "core/model/numbers.h"
#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>
#include <QTextStream>

#include <cmath>

namespace lab {

namespace {

// Screen point of the car's local point (u, v) in [-1, 1]^2, u pointing forward.
struct CarFrame {
    const Viewport& view;
    geometry::Aabb box;
    double facing; // +1: towards +x, -1: towards -x

    QPointF at(double u, double v) const
    {
        const geometry::Vec2 c = geometry::centerOf(box);
        const geometry::Vec2 half = 0.5 * (box.max - box.min);
        return view.toScreen({ c.x + facing * u * half.x, c.y + v * half.y });
    }
    QPolygonF polygon(std::initializer_list<std::pair<double, double>> points) const
    {
        QPolygonF poly;
        for (const auto& [u, v] : points)
            poly << at(u, v);
        return poly;
    }
};

// A car seen from above, drawn inside its box (every point has |u|, |v| <= 1).
void paintCarShape(QPainter& p, const CarFrame& car, const CanvasStyle& style, const QColor& color)
{
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(style.text);
    for (const double u : { -0.75, 0.45 }) {
        for (const double v : { -1.0, 0.72 })
            p.drawPolygon(car.polygon({ { u, v }, { u + 0.3, v }, { u + 0.3, v + 0.28 }, { u, v + 0.28 } }));
    }
    QColor fill = color;
    fill.setAlpha(70);
    p.setBrush(fill);
    p.setPen(QPen(color, style.lineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(car.polygon({ { -0.95, -0.8 }, { 0.72, -0.8 }, { 0.95, -0.55 }, { 1.0, 0 }, { 0.95, 0.55 },
        { 0.72, 0.8 }, { -0.95, 0.8 }, { -1.0, 0.55 }, { -1.0, -0.55 } }));
    QColor glass = style.muted;
    glass.setAlpha(120);
    p.setBrush(glass);
    p.setPen(QPen(color, style.lineWidth * 0.6));
    p.drawPolygon(
        car.polygon({ { 0.12, -0.66 }, { 0.38, -0.52 }, { 0.38, 0.52 }, { 0.12, 0.66 } })); // windscreen
    p.drawPolygon(
        car.polygon({ { -0.72, -0.5 }, { -0.55, -0.62 }, { -0.55, 0.62 }, { -0.72, 0.5 } })); // rear window
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(
        car.polygon({ { -0.55, -0.62 }, { 0.12, -0.66 }, { 0.12, 0.66 }, { -0.55, 0.62 } })); // roof
    p.restore();
}

// The car through a stamp that moves with it: a dragged circle's car is the same drawing from
// one frame to the next, only elsewhere.
void paintCar(QPainter& p, const CarFrame& car, const CanvasStyle& style, const QColor& color)
{
    const QPointF origin = car.at(0, 0);
    const QRectF pixels = QRectF(car.at(-1, -1), car.at(1, 1)).normalized();
    const double margin = style.lineWidth + 2;
    QString key;
    QTextStream(&key) << "circles car " << pixels.width() << ' ' << pixels.height() << ' ' << car.facing
                      << ' ' << color.rgba() << ' ' << style.text.rgba() << ' ' << style.muted.rgba() << ' '
                      << style.lineWidth;
    draw::stampedMoving(p, origin, pixels.adjusted(-margin, -margin, margin, margin), key,
        [&](QPainter& on) { paintCarShape(on, car, style, color); });
}

class CirclesPainter : public PainterOf<CirclesScene> {
    Q_DECLARE_TR_FUNCTIONS(CirclesPainter)

public:
    void paintScene(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CirclesScene& scene) const override
    {
        draw::verdict(p, view, style, scene, scene.verdict(), verdictText(scene));
        if (scene.holds(circles::kHeldCircles)) { // a prediction from the equations alone
            for (int i = 0; i < 2; ++i) {
                const geometry::Circle c = i == 0 ? scene.first() : scene.second();
                draw::headline(p, view, style, tr("Circle %1: %2").arg(i + 1).arg(circles::plainEquation(c)),
                    style.shapes[i]);
            }
            draw::legend(p, view, style, tr("The circles are drawn once you have answered."), style.muted);
            return;
        }
        if (scene.animating())
            paintFrames(p, view, style, scene);
        paintCircles(p, view, style, scene);
        paintMeasures(p, view, style, scene);
        paintSpotlight(p, view, style, scene);
        if (scene.animating()) {
            draw::headline(p, view, style,
                tr("Frame %1 of %2, t = %3 s")
                    .arg(scene.frame())
                    .arg(FrameRun::kFrameCount - 1)
                    .arg(formatNumber(double(scene.frame()) / kFramesPerSecond, 3)),
                style.text);
        }
    }

    SceneDescription describeScene(const CirclesScene& scene) const override
    {
        const geometry::Circle c[2] = { scene.first(), scene.second() };
        const geometry::CircleCircleResult& r = scene.result();
        SceneDescription d;
        for (int i = 0; i < 2; ++i) {
            if (scene.holds(circles::kHeldCircles)) {
                d.shapes << tr("Circle %1: %2").arg(i + 1).arg(circles::plainEquation(c[i]));
                continue;
            }
            d.shapes << tr("Circle %1: centre (%2, %3), radius %4")
                            .arg(i + 1)
                            .arg(formatNumber(c[i].center.x), formatNumber(c[i].center.y),
                                formatNumber(c[i].radius));
        }
        if (!scene.holdsDistance() && !scene.holds(circles::kHeldCircles))
            d.shapes << QStringLiteral("D = ") + formatNumber(std::sqrt(r.distanceSquared));
        d.verdict = scene.holds(kHeldVerdict) ? draw::heldVerdictText() : verdictText(scene).sentence();
        return d;
    }

private:
    // The verdict in words over D² and (r1 + r2)² (only the words while a task holds D back) and,
    // when the circles meet, what the car bodies do.
    static VerdictWords verdictText(const CirclesScene& scene)
    {
        const geometry::CircleCircleResult& r = scene.result();
        const Verdict v = scene.verdict();
        const QString relation = v == Verdict::Collide ? QStringLiteral("≤")
            : v == Verdict::Touch                      ? QStringLiteral("=")
                                                       : QStringLiteral(">");
        QStringList detail;
        if (!scene.holdsDistance()) {
            detail << QStringLiteral("D² = %1 %2 (r1 + r2)² = %3")
                          .arg(formatNumber(r.distanceSquared), relation, formatNumber(r.radiusSumSquared));
        }
        if (r.hit)
            detail << carsVerdict(scene.carsResult());
        return { circles::verdictClause(v, true), draw::clauses(detail) };
    }

    static QString carsVerdict(const geometry::AabbAabbResult& cars)
    {
        return cars.hit ? tr("The car bodies overlap too: a real collision")
                        : tr("The car bodies do not touch: a false collision");
    }

    // What the current step of the code view computes: the legs dx and dy, the line of centres
    // D, the radii laid off along it, or both for the comparison.
    static void paintSpotlight(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CirclesScene& scene)
    {
        const Spotlight& spot = scene.spotlight();
        if (spot.isEmpty())
            return;
        const geometry::Circle c[2] = { scene.first(), scene.second() };
        const geometry::CircleCircleResult& r = scene.result();
        const QPointF corner(c[1].center.x, c[0].center.y);
        if (spot == circles::kSpotCentres) {
            p.setPen(QPen(style.highlight, style.lineWidth * 1.5, Qt::DashLine));
            draw::segment(p, view, toQt(c[0].center), corner);
            draw::segment(p, view, corner, toQt(c[1].center));
            draw::label(p, view, style, (toQt(c[0].center) + corner) / 2,
                QStringLiteral("dx = ") + formatNumber(r.delta.x), style.highlight, { -20, 18 });
            draw::label(p, view, style, (corner + toQt(c[1].center)) / 2,
                QStringLiteral("dy = ") + formatNumber(r.delta.y), style.highlight, { 8, 0 });
        }
        if (spot == circles::kSpotDistance || spot == circles::kSpotCompare) {
            p.setPen(QPen(style.highlight, style.lineWidth * 2.5, Qt::SolidLine, Qt::RoundCap));
            draw::segment(p, view, toQt(c[0].center), toQt(c[1].center));
            const QString d2 = scene.holdsDistance() ? QStringLiteral("?") : formatNumber(r.distanceSquared);
            draw::label(p, view, style, toQt(c[0].center + 0.5 * r.delta), QStringLiteral("D² = ") + d2,
                style.highlight, { 8, -24 });
        }
        if (spot == circles::kSpotRadii || spot == circles::kSpotCompare) {
            const double distance = std::sqrt(r.distanceSquared);
            const geometry::Vec2 along = distance > 0 ? (1 / distance) * r.delta : geometry::Vec2 { 1, 0 };
            p.setPen(QPen(style.highlight, style.lineWidth * 3.5, Qt::SolidLine, Qt::FlatCap));
            draw::segment(p, view, toQt(c[0].center), toQt(c[0].center + c[0].radius * along));
            draw::segment(p, view, toQt(c[1].center), toQt(c[1].center - c[1].radius * along));
            const QString sum = scene.holds(kHeldVerdict) ? QStringLiteral("?") : formatNumber(r.radiusSum);
            draw::label(p, view, style, toQt(c[0].center + c[0].radius * along),
                QStringLiteral("r1 + r2 = ") + sum, style.highlight, { 8, 16 });
        }
    }

    // The frames already shown, and where the touching moment would have been.
    static void paintFrames(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CirclesScene& scene)
    {
        const double radius = scene.second().radius;
        QColor ghost = style.shapes[1];
        ghost.setAlpha(110);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(ghost, style.lineWidth * 0.6, Qt::DotLine));
        for (const FrameInfo& f : scene.frames()) {
            if (f.frame < scene.frame()) {
                draw::circle(p, view, toQt(f.center), radius);
                draw::dot(p, view, toQt(f.center), style.handleRadius * 0.4, ghost);
            }
        }
        const FrameRun& run = scene.run();
        const geometry::Vec2 contact = run.start + (FrameRun::kFramesBeforeContact + 0.5) * run.step;
        p.setPen(QPen(style.highlight, style.lineWidth, Qt::DashLine));
        draw::circle(p, view, toQt(contact), radius);
        draw::label(p, view, style, toQt(contact + geometry::Vec2 { 0, radius }),
            tr("touching: between frames %1 and %2")
                .arg(FrameRun::kFramesBeforeContact)
                .arg(FrameRun::kFramesBeforeContact + 1),
            style.highlight, { -40, -6 });
    }

    // Both circles with their cars; while they collide, the boxes the exact car test uses.
    static void paintCircles(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CirclesScene& scene)
    {
        const geometry::Circle c[2] = { scene.first(), scene.second() };
        const bool hit = scene.result().hit && !scene.holds(kHeldVerdict); // no tint gives it away
        for (int i = 0; i < 2; ++i) {
            QBrush fill = style.shapeFill(i, hit ? 45 : 22);
            if (hit) {
                QColor tint = style.verdictColor(scene.verdict());
                tint.setAlpha(fill.color().alpha());
                fill.setColor(tint);
            }
            p.setBrush(fill);
            p.setPen(style.shapePen(i, style.lineWidth * 1.4));
            draw::circle(p, view, toQt(c[i].center), c[i].radius);
            const geometry::Aabb box = CirclesScene::carBox(c[i]);
            paintCar(p, { view, box, i == 0 ? 1.0 : -1.0 }, style, style.shapes[i]);
            if (hit) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(style.muted, style.lineWidth * 0.6, Qt::DotLine));
                draw::rect(p, view, QRectF(toQt(box.min), toQt(box.max)));
            }
        }
    }

    // D along the line of centres, r1 and r2 laid off along it from each centre.
    static void paintMeasures(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CirclesScene& scene)
    {
        const geometry::Circle c[2] = { scene.first(), scene.second() };
        const geometry::Vec2 d = c[1].center - c[0].center;
        const double distance = std::sqrt(scene.result().distanceSquared);
        const geometry::Vec2 along = distance > 0 ? geometry::normalized(d) : geometry::Vec2 { 1, 0 };
        p.setPen(QPen(style.text, style.lineWidth * 0.75, Qt::DashLine));
        draw::segment(p, view, toQt(c[0].center), toQt(c[1].center));
        p.setPen(QPen(style.shapes[0], style.lineWidth * 2.2, Qt::SolidLine, Qt::FlatCap));
        draw::segment(p, view, toQt(c[0].center), toQt(c[0].center + c[0].radius * along));
        p.setPen(QPen(style.shapes[1], style.lineWidth * 2.2, Qt::SolidLine, Qt::FlatCap));
        draw::segment(p, view, toQt(c[1].center), toQt(c[1].center - c[1].radius * along));
        if (!scene.holdsDistance()) {
            draw::label(p, view, style, toQt(c[0].center + 0.5 * d),
                QStringLiteral("D = ") + formatNumber(distance), style.text, { 6, 22 });
        }
        for (int i = 0; i < 2; ++i) { // below each circle, clear of the car
            draw::label(p, view, style, toQt(c[i].center - geometry::Vec2 { 0, c[i].radius }),
                QStringLiteral("r%1 = %2").arg(i + 1).arg(formatNumber(c[i].radius)), style.shapes[i],
                { -28, 4 + style.labelPointSize * 2 });
        }
    }
};

} // namespace

std::unique_ptr<ScenePainter> createCirclesPainter()
{
    return std::make_unique<CirclesPainter>();
}

} // namespace lab
