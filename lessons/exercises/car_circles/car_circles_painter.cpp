#include "car_circles_painter.h"

#include "car_circles_scene.h"

#include "shared/car_code.h"
#include "shared/car_drawing.h"
#include "shared/car_words.h"

#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace lab {

namespace {

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

// The point of the nearest wall of `area` to `p` (where a false-hit mark is drawn).
geometry::Vec2 nearestWallPoint(geometry::Vec2 p, const geometry::Aabb& area)
{
    const double left = p.x - area.min.x;
    const double right = area.max.x - p.x;
    const double bottom = p.y - area.min.y;
    const double top = area.max.y - p.y;
    const double m = std::min({ left, right, bottom, top });
    if (m == left)
        return { area.min.x, p.y };
    if (m == right)
        return { area.max.x, p.y };
    if (m == bottom)
        return { p.x, area.min.y };
    return { p.x, area.max.y };
}

class CarCirclesPainter : public PainterOf<CarCirclesScene> {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesPainter)

public:
    void paintScene(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const CarCirclesScene& scene) const override
    {
        const geometry::Aabb box = scene.area();
        const geometry::Pose pose = scene.pose();
        const geometry::HierarchyWallResult& walls = scene.wallsNow();
        const bool falseHitNow = walls.outerTouches && !walls.hit;
        const bool hierarchy = scene.program() == CarCirclesScene::Program::Hierarchy;
        p.save();

        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.text, style.lineWidth * 1.5));
        draw::rect(p, view, QRectF(toQt(box.min), toQt(box.max)));

        drawCar(p, view, style, pose, 0);

        // The outer circle: the given program's only circle.
        const geometry::Circle outer = geometry::worldOuter(scene.handoutCar(), pose);
        const bool outerOut = walls.outerTouches;
        p.setPen(QPen(outerOut ? style.highlight : style.shapes[0], style.lineWidth * (outerOut ? 1.6 : 1),
            hierarchy ? Qt::DashLine : Qt::SolidLine));
        draw::circle(p, view, toQt(outer.center), outer.radius);

        paintStudentCircles(p, view, style, scene, walls);
        paintMarks(p, view, style, scene);
        paintSpotlight(p, view, style, scene);

        draw::verdict(p, view, style, scene, walls.hit ? Verdict::Collide : Verdict::Apart,
            wallsVerdict(walls, hierarchy));
        draw::headline(p, view, style, programName(hierarchy), falseHitNow ? style.highlight : style.text);
        p.restore();
    }

    SceneDescription describeScene(const CarCirclesScene& scene) const override
    {
        const geometry::Pose pose = scene.pose();
        const geometry::HierarchyWallResult& walls = scene.wallsNow();
        const bool hierarchy = scene.program() == CarCirclesScene::Program::Hierarchy;
        SceneDescription d;
        d.shapes << programName(hierarchy);
        d.shapes << CarWords::placed(tr("The car"), pose, scene.handoutCar().outer.radius);
        for (int i = 0; i < car_circles::kInnerCount; ++i) {
            if (const auto c = car_circles::studentInner(scene.work().hierarchy, i)) {
                d.shapes << tr("Your inner circle p%1: centre (%2, %3) in the car, radius %4")
                                .arg(i + 1)
                                .arg(formatNumber(c->center.x), formatNumber(c->center.y),
                                    formatNumber(c->radius));
            }
        }
        d.verdict = wallsVerdict(walls, hierarchy).sentence();
        return d;
    }

private:
    static QString programName(bool hierarchy)
    {
        return hierarchy ? tr("Your hierarchy: outer first, then inner")
                         : tr("Given program: outer circle only");
    }

    // The car against the walls now, as the program that runs sees it.
    static VerdictWords wallsVerdict(const geometry::HierarchyWallResult& walls, bool hierarchy)
    {
        if (walls.hit)
            return { tr("The car touches a wall"), {} };
        if (walls.outerTouches) {
            return hierarchy
                ? VerdictWords { tr("No bounce"), tr("The outer circle is past a wall, the car is not.") }
                : VerdictWords { tr("False collision"),
                      tr("The outer circle is past a wall, the car is not.") };
        }
        return { tr("Clear of the walls"), {} };
    }

    // The inner circles as the student typed them, turned with the formula they chose.
    static void paintStudentCircles(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const CarCirclesScene& scene, const geometry::HierarchyWallResult& walls)
    {
        const auto& work = scene.work();
        const bool solved = scene.solved();
        const geometry::Pose pose = scene.pose();
        const QColor color = style.shapes[1];
        for (int i = 0; i < car_circles::kInnerCount; ++i) {
            const auto c = car_circles::studentInner(work.hierarchy, i);
            if (!c)
                continue;
            const geometry::Vec2 center = pose.position
                + car_circles::rotateByCandidate(work.hierarchy.rotation, c->center, pose.angle);
            const bool hit = solved && walls.hit && walls.innerIndex == i;
            p.setPen(QPen(hit ? style.result : color, style.lineWidth * (hit ? 1.6 : 1),
                solved ? Qt::SolidLine : Qt::DashLine));
            p.setBrush(hit ? QBrush(withAlpha(style.result, 70)) : QBrush(Qt::NoBrush));
            draw::circle(p, view, toQt(center), c->radius);
            p.setBrush(Qt::NoBrush);
            draw::dot(p, view, toQt(center), style.handleRadius * 0.45, color);
            draw::label(p, view, style, toQt(center), QStringLiteral("p%1").arg(i + 1),
                hit ? style.result : color, { 4, 14 });
        }
    }

    // What the current step of the code view tests: the outer circle, the student's inner circle
    // i (turned as geometry/ turns it, which is what the code runs), or the move by mov.
    static void paintSpotlight(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CarCirclesScene& scene)
    {
        const Spotlight& spot = scene.spotlight();
        if (spot.isEmpty())
            return;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.highlight, style.lineWidth * 2.5));
        const geometry::CircleHierarchy car = scene.studentCar();
        if (spot == car_code::kSpotOuter) {
            const geometry::Circle o = geometry::worldOuter(car, scene.pose());
            draw::circle(p, view, toQt(o.center), o.radius);
        } else if (const int i = spot.first();
                   spot.is(car_code::kSpotInner) && i >= 0 && i < car.innerCount) {
            const geometry::Circle c = geometry::worldInner(car, scene.pose(), i);
            draw::circle(p, view, toQt(c.center), c.radius);
        } else if (spot == car_code::kSpotMove) {
            const geometry::Pose moved { scene.pose().position + scene.velocity(), scene.pose().angle };
            const geometry::Circle o = geometry::worldOuter(car, moved);
            p.setPen(QPen(style.highlight, style.lineWidth, Qt::DashLine));
            draw::circle(p, view, toQt(o.center), o.radius);
        }
    }

    static void paintMarks(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CarCirclesScene& scene)
    {
        const geometry::Aabb box = scene.area();
        for (const auto& mark : scene.marks()) {
            const double age = double(scene.frame() - mark.frame) / CarCirclesScene::FalseHitMark::kFrames;
            const int alpha = std::clamp(int(255 * (1 - age)), 40, 255);
            const QPointF at = view.toScreen(toQt(nearestWallPoint(mark.at, box)));
            const double s = style.handleRadius * 1.6;
            p.setPen(QPen(withAlpha(style.highlight, alpha), style.lineWidth * 1.5));
            p.drawLine(at + QPointF(-s, -s), at + QPointF(s, s));
            p.drawLine(at + QPointF(-s, s), at + QPointF(s, -s));
        }
        if (!scene.marks().isEmpty()) {
            const auto& last = scene.marks().constLast();
            draw::label(
                p, view, style, toQt(nearestWallPoint(last.at, box)), tr("false collision"), style.highlight);
        }
    }
};

} // namespace

std::unique_ptr<ScenePainter> createCarCirclesPainter()
{
    return std::make_unique<CarCirclesPainter>();
}

} // namespace lab
