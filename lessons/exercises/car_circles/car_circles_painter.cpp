#include "car_circles_painter.h"

#include "car_circles_lesson.h"

#include "core/canvas/scene_painter.h"
#include "shared/car_drawing.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {

namespace {

QPointF toQt(geometry::Vec2 v)
{
    return { v.x, v.y };
}
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
    Q_DECLARE_TR_FUNCTIONS(CarCirclesExercise)

public:
    void paintScene(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const CarCirclesScene& scene) const override
    {
        const geometry::Aabb box = scene.area();
        const geometry::Pose pose = scene.pose();
        const auto walls = scene.wallsNow();
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

        QString headline = hierarchy ? tr("Your hierarchy: outer first, then inner")
                                     : tr("Given program: outer circle only");
        QString state;
        QColor color = style.text;
        if (walls.hit) {
            state = tr("The car touches a wall");
            color = style.result;
        } else if (falseHitNow) {
            state = hierarchy ? tr("Outer circle past a wall, the car is not: no bounce")
                              : tr("False collision: the outer circle is past a wall, the car is not");
            color = style.highlight;
        } else {
            state = tr("Clear of the walls");
        }
        draw::headline(p, view, style, headline, style.text);
        draw::headline(p, view, style, state, color);
        p.restore();
    }

    SceneDescription describeScene(const CarCirclesScene& scene) const override
    {
        const geometry::Pose pose = scene.pose();
        const auto walls = scene.wallsNow();
        const bool hierarchy = scene.program() == CarCirclesScene::Program::Hierarchy;
        SceneDescription d;
        d.shapes << (hierarchy ? tr("Your hierarchy: outer first, then inner")
                               : tr("Given program: outer circle only"));
        d.shapes << tr("The car at (%1, %2), turned %3°, outer circle radius %4")
                        .arg(formatNumber(pose.position.x), formatNumber(pose.position.y),
                            formatNumber(pose.angle * 180 / std::numbers::pi),
                            formatNumber(geometry::worldOuter(scene.handoutCar(), pose).radius));
        for (int i = 0; i < carcircles::kInnerCount; ++i) {
            if (const auto c = carcircles::studentInner(scene.work().hierarchy, i)) {
                d.shapes << tr("Your inner circle p%1: centre (%2, %3) in the car, radius %4")
                                .arg(i + 1)
                                .arg(formatNumber(c->center.x), formatNumber(c->center.y),
                                    formatNumber(c->radius));
            }
        }
        if (walls.hit)
            d.verdict = tr("The car touches a wall");
        else if (walls.outerTouches)
            d.verdict = hierarchy ? tr("Outer circle past a wall, the car is not: no bounce")
                                  : tr("False collision: the outer circle is past a wall, the car is not");
        else
            d.verdict = tr("Clear of the walls");
        return d;
    }

private:
    // The inner circles as the student typed them, turned with the formula they chose.
    static void paintStudentCircles(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const CarCirclesScene& scene, const geometry::HierarchyWallResult& walls)
    {
        const auto& work = scene.work();
        const bool solved = work.hierarchyProgress.solved;
        const geometry::Pose pose = scene.pose();
        const QColor color = style.shapes[1];
        for (int i = 0; i < carcircles::kInnerCount; ++i) {
            const auto c = carcircles::studentInner(work.hierarchy, i);
            if (!c)
                continue;
            const geometry::Vec2 center = pose.position
                + carcircles::rotateByCandidate(work.hierarchy.rotation, c->center, pose.angle);
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

    static void paintMarks(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const CarCirclesScene& scene)
    {
        const geometry::Aabb box = scene.area();
        for (const auto& mark : scene.marks()) {
            const double age = double(scene.frame() - mark.frame) / CarCirclesScene::kMarkFrames;
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
