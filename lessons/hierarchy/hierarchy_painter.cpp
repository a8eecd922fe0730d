#include "hierarchy_painter.h"

#include "hierarchy_scene.h"

#include "shared/car_code.h"
#include "shared/car_drawing.h"
#include "shared/car_words.h"

#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>

namespace lab {

namespace {

class HierarchyPainter : public PainterOf<HierarchyScene> {
    Q_DECLARE_TR_FUNCTIONS(HierarchyPainter)

public:
    void paintScene(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const HierarchyScene& scene) const override
    {
        const bool walls = scene.mode() == HierarchyScene::Mode::Walls;
        const geometry::Aabb box = scene.area();
        p.save();

        // The drawing area and its walls.
        p.setBrush(Qt::NoBrush);
        p.setPen(walls ? QPen(style.text, style.lineWidth * 1.5)
                       : QPen(style.muted, style.lineWidth * 0.75, Qt::DashLine));
        draw::rect(p, view, QRectF(toQt(box.min), toQt(box.max)));

        draw::verdict(p, view, style, scene, verdictOf(scene), verdictText(scene));
        const geometry::HierarchyResult& pairHit = scene.carVsCar();
        const geometry::HierarchyWallResult& wallHit = scene.carVsWalls();
        // Which circles and pairs the test tried and which hit stay unmarked while a task holds them.
        const bool marks = !scene.holds(kHeldVerdict) && !scene.holds(hierarchy::kHeldPairs);
        for (int k = 0; k < scene.carCount(); ++k) {
            const bool outerHit = marks && (walls ? wallHit.outerTouches : pairHit.outerOverlap);
            int hitInner = -1;
            if (!marks)
                hitInner = -1;
            else if (walls)
                hitInner = wallHit.innerIndex;
            else if (pairHit.hit)
                hitInner = k == 0 ? pairHit.innerA : pairHit.innerB;
            paintCar(p, view, style, scene, k, outerHit, hitInner);
        }

        if (!walls && marks)
            paintPairs(p, view, style, scene, pairHit);
        else if (walls)
            paintVelocity(p, view, style, scene);
        paintSpotlight(p, view, style, scene);
        p.restore();
    }

    SceneDescription describeScene(const HierarchyScene& scene) const override
    {
        SceneDescription d;
        const double outerRadius = scene.handoutCar().outer.radius;
        for (int k = 0; k < scene.carCount(); ++k)
            d.shapes << CarWords::placed(k == 0 ? tr("Car A") : tr("Car B"), scene.pose(k), outerRadius);
        d.verdict = scene.holds(kHeldVerdict) ? draw::heldVerdictText() : verdictText(scene).sentence();
        return d;
    }

private:
    static Verdict verdictOf(const HierarchyScene& scene)
    {
        const bool hit
            = scene.mode() == HierarchyScene::Mode::Walls ? scene.carVsWalls().hit : scene.carVsCar().hit;
        return hit ? Verdict::Collide : Verdict::Apart;
    }

    // The mode's verdict over the count of circle tests: the canvas's verdict plate and the
    // description's verdict; the pair and the count are left out while a task holds them back.
    static VerdictWords verdictText(const HierarchyScene& scene)
    {
        const bool pairs = !scene.holds(hierarchy::kHeldPairs);
        QString text;
        int tests = 0;
        if (scene.mode() == HierarchyScene::Mode::Walls) {
            const geometry::HierarchyWallResult& hit = scene.carVsWalls();
            tests = hit.circleTests;
            text = hit.hit         ? (pairs ? tr("Inner circle %1 touches a wall").arg(hit.innerIndex + 1)
                                            : tr("An inner circle touches a wall"))
                : hit.outerTouches ? tr("False collision avoided")
                                   : tr("Clear of the walls");
        } else {
            const geometry::HierarchyResult& hit = scene.carVsCar();
            tests = hit.circleTests;
            text = hit.hit ? (pairs ? tr("Collision: A%1 and B%2").arg(hit.innerA + 1).arg(hit.innerB + 1)
                                    : tr("Collision"))
                : hit.outerOverlap ? tr("False collision avoided")
                                   : tr("No collision");
        }
        if (scene.holds(hierarchy::kHeldTests))
            return { text, {} };
        return { text, tr("Circle tests: %1").arg(tests) };
    }

    // What the current step of the code view tests: the outer circles, inner circle i of car A,
    // the pair A(i)–B(j), or the move by mov.
    static void paintSpotlight(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const HierarchyScene& scene)
    {
        const Spotlight& spot = scene.spotlight();
        if (spot.isEmpty())
            return;
        const auto c = scene.handoutCar();
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.highlight, style.lineWidth * 2.5));
        if (spot == car_code::kSpotOuter) {
            for (int k = 0; k < scene.carCount(); ++k) {
                const geometry::Circle o = geometry::worldOuter(c, scene.pose(k));
                draw::circle(p, view, toQt(o.center), o.radius);
            }
        } else if (const int i = spot.first(); spot.is(car_code::kSpotInner) && i >= 0 && i < c.innerCount) {
            const geometry::Circle inner = geometry::worldInner(c, scene.pose(0), i);
            draw::circle(p, view, toQt(inner.center), inner.radius);
        } else if (spot.is(car_code::kSpotPair) && spot.first() >= 0 && spot.first() < c.innerCount
            && spot.second() >= 0 && spot.second() < c.innerCount) {
            const InnerPair pair { spot.first(), spot.second() };
            const geometry::Circle a = geometry::worldInner(c, scene.pose(0), pair.a);
            const geometry::Circle b = geometry::worldInner(c, scene.pose(1), pair.b);
            draw::circle(p, view, toQt(a.center), a.radius);
            draw::circle(p, view, toQt(b.center), b.radius);
            draw::segment(p, view, toQt(a.center), toQt(b.center));
            draw::label(
                p, view, style, toQt(0.5 * (a.center + b.center)), pairName(pair.a, pair.b), style.highlight);
        } else if (spot == car_code::kSpotMove) {
            const geometry::Vec2 from = scene.pose(0).position;
            const geometry::Circle o
                = geometry::worldOuter(c, { from + scene.velocity(0), scene.pose(0).angle });
            p.setPen(QPen(style.highlight, style.lineWidth, Qt::DashLine));
            draw::circle(p, view, toQt(o.center), o.radius);
        }
    }

    static void paintCar(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const HierarchyScene& scene, int k, bool outerHit, int hitInner)
    {
        const auto c = scene.handoutCar();
        const geometry::Pose pose = scene.pose(k);
        const QColor color = style.shapes[k];
        drawCar(p, view, style, pose, k);

        // Outer circle: dashed; red when the coarse test fires.
        const geometry::Circle outer = geometry::worldOuter(c, pose);
        p.setPen(
            QPen(outerHit ? style.highlight : color, style.lineWidth * (outerHit ? 1.5 : 1), Qt::DashLine));
        draw::circle(p, view, toQt(outer.center), outer.radius);

        // Inner circles 1 (front), 2 (rear), 3 (middle).
        for (int i = 0; i < c.innerCount; ++i) {
            const geometry::Circle inner = geometry::worldInner(c, pose, i);
            const bool hit = i == hitInner;
            p.setPen(
                QPen(hit ? style.result : translucent(color, 170), style.lineWidth * (hit ? 1.6 : 0.75)));
            p.setBrush(hit ? QBrush(translucent(style.result, 70)) : QBrush(Qt::NoBrush));
            draw::circle(p, view, toQt(inner.center), inner.radius);
            p.setBrush(Qt::NoBrush);
            draw::dot(p, view, toQt(inner.center), style.handleRadius * 0.45, hit ? style.result : color);
            draw::label(p, view, style, toQt(inner.center),
                QStringLiteral("%1%2").arg(k == 0 ? QLatin1Char('A') : QLatin1Char('B')).arg(i + 1),
                hit ? style.result : color, { 4, 14 });
        }

        // The car's name; the selected car (the one the keys move) is marked.
        const QString name = k == 0 ? tr("Car A") : tr("Car B");
        const bool selected = k == scene.selectedCar();
        draw::label(p, view, style, toQt(outer.center + geometry::Vec2 { 0, outer.radius }),
            selected ? tr("%1 (keys)").arg(name) : name, selected ? style.highlight : color, { -30, -6 });
    }

    static void paintPairs(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const HierarchyScene& scene, const geometry::HierarchyResult& hit)
    {
        // Every inner pair the test tried: dotted; the pair that hit: solid.
        const auto c = scene.handoutCar();
        for (int k = 0; k + 1 < hit.circleTests; ++k) {
            const InnerPair pair = testedPair(c, k);
            const bool isHit = hit.hit && pair.a == hit.innerA && pair.b == hit.innerB;
            p.setPen(isHit ? QPen(style.result, style.lineWidth * 1.5)
                           : QPen(style.muted, style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(geometry::worldInner(c, scene.pose(0), pair.a).center),
                toQt(geometry::worldInner(c, scene.pose(1), pair.b).center));
        }
    }

    static void paintVelocity(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const HierarchyScene& scene)
    {
        // mov drawn 20 frames long so that it can be seen.
        constexpr double kFrames = 20;
        const geometry::Vec2 from = scene.pose(0).position;
        const geometry::Vec2 v = scene.velocity(0);
        p.setPen(QPen(style.result, style.lineWidth));
        draw::arrow(p, view, style, toQt(from), toQt(from + kFrames * v));
        draw::label(p, view, style, toQt(from + kFrames * v), tr("mov × 20"), style.result);
    }
};

} // namespace

std::unique_ptr<ScenePainter> createHierarchyPainter()
{
    return std::make_unique<HierarchyPainter>();
}

} // namespace lab
