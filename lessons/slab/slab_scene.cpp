#include "slab_scene.h"

#include <geometry/numeric.h>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using geometry::Vec2;

LessonScene::State rotatedDirection(LessonScene::State state, double degrees)
{
    const Vec2 v
        = geometry::rotated({ state[SlabScene::Vx], state[SlabScene::Vy] }, geometry::radians(degrees));
    // Snap what rounding leaves next to an axis, so that E can reach v.x = 0 exactly.
    const double tiny = geometry::tolerance::kAxisSnap * geometry::length(v);
    state[SlabScene::Vx] = std::abs(v.x) < tiny ? 0 : v.x;
    state[SlabScene::Vy] = std::abs(v.y) < tiny ? 0 : v.y;
    return state;
}

LessonScene::State moved(LessonScene::State state, SlabScene::Mode mode, QPointF d)
{
    switch (mode) {
    case SlabScene::Mode::Box:
        state[SlabScene::Px] += d.x();
        state[SlabScene::Qx] += d.x();
        state[SlabScene::Py] += d.y();
        state[SlabScene::Qy] += d.y();
        break;
    case SlabScene::Mode::Rotated:
        state[SlabScene::Tx] += d.x();
        state[SlabScene::Ty] += d.y();
        break;
    case SlabScene::Mode::Disk:
        state[SlabScene::Cx] += d.x();
        state[SlabScene::Cy] += d.y();
        break;
    }
    return state;
}

} // namespace

QList<ParamSpec> SlabScene::paramSpecs()
{
    const char* const kContext = staticMetaObject.className(); // the tooltips translate as tr() does
    return {
        { QStringLiteral("R0.x"), kContext, QT_TR_NOOP("x of the ray's start R0"), -5 },
        { QStringLiteral("R0.y"), kContext, QT_TR_NOOP("y of the ray's start R0"), -2 },
        { QStringLiteral("v.x"), kContext, QT_TR_NOOP("x of the ray's direction v"), 2 },
        { QStringLiteral("v.y"), kContext, QT_TR_NOOP("y of the ray's direction v"), 1 },
        { QStringLiteral("P.x"), kContext, QT_TR_NOOP("x of the box corner P"), -3 },
        { QStringLiteral("P.y"), kContext, QT_TR_NOOP("y of the box corner P"), -0.5 },
        { QStringLiteral("Q.x"), kContext, QT_TR_NOOP("x of the opposite box corner Q"), 3 },
        { QStringLiteral("Q.y"), kContext, QT_TR_NOOP("y of the opposite box corner Q"), 1.5 },
        { QStringLiteral("T.x"), kContext, QT_TR_NOOP("x of the rotated rectangle's centre T"), 1 },
        { QStringLiteral("T.y"), kContext, QT_TR_NOOP("y of the rotated rectangle's centre T"), 0.5 },
        { QStringLiteral("w/2"), kContext,
            QT_TR_NOOP("half the width of the rotated rectangle (along its i axis)"), 2.5 },
        { QStringLiteral("h/2"), kContext,
            QT_TR_NOOP("half the height of the rotated rectangle (along its j axis)"), 1 },
        { QStringLiteral("θ°"), kContext,
            QT_TR_NOOP("angle of the rotated rectangle in degrees, counter-clockwise"), 30 },
        { QStringLiteral("mode"), kContext, QT_TR_NOOP("0: box, 1: rotated rectangle, 2: disk"), 0 },
        { QStringLiteral("C.x"), kContext, QT_TR_NOOP("x of the disk's centre C"), 1 },
        { QStringLiteral("C.y"), kContext, QT_TR_NOOP("y of the disk's centre C"), 0.5 },
        { QStringLiteral("r"), kContext, QT_TR_NOOP("radius of the disk"), 1.5 },
    };
}

SlabScene::SlabScene(QObject* parent)
    : LessonScene(paramSpecs(), parent)
{
    m_fit = fitAround(contentBox());
}

QRectF SlabScene::contentBox() const
{
    // Where the one-click configurations lie, so that pressing one does not zoom.
    QRectF area(QPointF(-6, -3), QPointF(4, 2));
    const auto add = [&area](Vec2 p) {
        area.setLeft(std::min(area.left(), p.x));
        area.setRight(std::max(area.right(), p.x));
        area.setTop(std::min(area.top(), p.y));
        area.setBottom(std::max(area.bottom(), p.y));
    };
    add(ray().origin);
    add(ray().origin + ray().direction);
    switch (mode()) {
    case Mode::Box:
        add(box().min);
        add(box().max);
        break;
    case Mode::Rotated: {
        const geometry::Obb b = obb();
        for (const Vec2 c : { Vec2 { -1, -1 }, Vec2 { 1, -1 }, Vec2 { 1, 1 }, Vec2 { -1, 1 } })
            add(b.center + c.x * b.half.x * b.axisX + c.y * b.half.y * b.axisY);
        break;
    }
    case Mode::Disk:
        add(disk().center - Vec2 { disk().radius, disk().radius });
        add(disk().center + Vec2 { disk().radius, disk().radius });
        break;
    }
    return area;
}

QRectF SlabScene::fitAround(const QRectF& content)
{
    // y up: the verdict plates at the top take about a sixth, the time line at the bottom at most
    // 30 % of the canvas; a little room at the sides for R0's label.
    const double h = content.height();
    const double w = content.width();
    return QRectF(QPointF(content.left() - 0.08 * w, content.top() - 0.6 * h),
        QPointF(content.right() + 0.08 * w, content.bottom() + 0.35 * h));
}

void SlabScene::refitIfOutgrown()
{
    const QRectF content = contentBox();
    if (m_fit.contains(content))
        return;
    m_fit = fitAround(content);
    emit fitRectChanged();
}

SlabScene::Mode SlabScene::modeOf(const State& state)
{
    const double m = state.value(ModeParam);
    return m == 1 ? Mode::Rotated : m == 2 ? Mode::Disk : Mode::Box;
}

LessonScene::State SlabScene::withMode(Mode mode) const
{
    State s = state();
    s[ModeParam] = double(int(mode));
    return s;
}

geometry::Ray SlabScene::ray() const
{
    return { { value(Rx), value(Ry) }, { value(Vx), value(Vy) } };
}

geometry::Aabb SlabScene::box() const
{
    return geometry::aabbFromCorners({ value(Px), value(Py) }, { value(Qx), value(Qy) });
}

geometry::Obb SlabScene::obb() const
{
    return geometry::obbFromAngle(
        { value(Tx), value(Ty) }, { value(HalfW), value(HalfH) }, geometry::radians(value(Angle)));
}

geometry::Circle SlabScene::disk() const
{
    return { { value(Cx), value(Cy) }, value(Radius) };
}

const SlabSceneResult& SlabScene::result() const
{
    return m_result.get(*this, [this] {
        SlabSceneResult r;
        switch (mode()) {
        case Mode::Box: r.slabs = geometry::rayVsAabb(ray(), box()); break;
        case Mode::Rotated: r.slabs = geometry::rayVsObb(ray(), obb()); break;
        case Mode::Disk: r.disk = geometry::rayVsDisk(ray(), disk()); break;
        }
        return r;
    });
}

Vec2 SlabScene::localOrigin() const
{
    return result().slabs.slabOrigin;
}

Vec2 SlabScene::localDirection() const
{
    return result().slabs.slabDirection;
}

QString SlabScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    const double m = state[ModeParam];
    if (m != 0 && m != 1 && m != 2)
        return tr("The mode is 0 (box), 1 (rotated rectangle) or 2 (disk).");
    if (state[Vx] == 0 && state[Vy] == 0)
        return tr("The direction v cannot be the zero vector: a ray needs a direction.");
    if (state[Px] == state[Qx])
        return tr("The box needs a width: its two corners have the same x.");
    if (state[Py] == state[Qy])
        return tr("The box needs a height: its two corners have the same y.");
    if (!(state[HalfW] > 0) || !(state[HalfH] > 0))
        return tr("The half sizes w/2 and h/2 of the rotated rectangle must be positive.");
    if (!(state[Radius] > 0))
        return tr("The radius of the disk must be positive.");
    return {};
}

QList<HandleSpec> SlabScene::handles() const
{
    // Handle 0 is always the ray's start, handle 1 its direction.
    QList<HandleSpec> list = {
        { HandleKind::Point, Rx, Ry, -1, -1, 0 },
        { HandleKind::Vector, Vx, Vy, Rx, Ry, 0 },
    };
    switch (mode()) {
    case Mode::Box:
        // Both given corners, then the other two: dragging any corner keeps the opposite one.
        list += { HandleKind::Point, Px, Py, -1, -1, 1 };
        list += { HandleKind::Point, Qx, Qy, -1, -1, 1 };
        list += { HandleKind::Point, Px, Qy, -1, -1, 1 };
        list += { HandleKind::Point, Qx, Py, -1, -1, 1 };
        break;
    case Mode::Rotated: list += { HandleKind::Point, Tx, Ty, -1, -1, 1 }; break;
    case Mode::Disk:
        list += { HandleKind::Point, Cx, Cy, -1, -1, 1 };
        list += { HandleKind::Radius, Radius, -1, Cx, Cy, 1 };
        break;
    }
    return list;
}

int SlabScene::bodyAt(QPointF world) const
{
    const Vec2 w { world.x(), world.y() };
    switch (mode()) {
    case Mode::Box: {
        const geometry::Aabb b = box();
        return geometry::pointInAabb(w, b) ? 0 : -1;
    }
    case Mode::Rotated: {
        const geometry::Obb b = obb();
        return geometry::pointInObb(w, b) ? 0 : -1;
    }
    case Mode::Disk: break;
    }
    return geometry::length(w - disk().center) <= disk().radius ? 0 : -1;
}

LessonScene::State SlabScene::movedBody(int, QPointF delta, const State& start) const
{
    return moved(start, modeOf(start), delta);
}

std::optional<LessonScene::State> SlabScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection&) const
{
    const bool shift = modifiers & Qt::ShiftModifier;
    const double step = shift ? 1.0 : 0.25;
    if (const std::optional<QPointF> direction = hjklStep(key))
        return moved(state(), mode(), *direction * step);
    switch (key) {
    case Qt::Key_E: return rotatedDirection(state(), shift ? -5 : 5);
    case Qt::Key_R: {
        State s = state();
        if (mode() == Mode::Box) {
            // The box becomes the rotated rectangle it is, at angle 0, then turns.
            const geometry::Aabb b = box();
            const Vec2 c = geometry::centerOf(b);
            s[Tx] = c.x;
            s[Ty] = c.y;
            s[HalfW] = 0.5 * (b.max.x - b.min.x);
            s[HalfH] = 0.5 * (b.max.y - b.min.y);
            s[Angle] = 0;
            s[ModeParam] = double(int(Mode::Rotated));
        } else if (mode() == Mode::Disk) {
            return std::nullopt;
        }
        s[Angle] = std::remainder(s[Angle] + (shift ? -5 : 5), 360.0);
        return s;
    }
    default: return std::nullopt;
    }
}

QString SlabScene::keyActionText(int key, const Selection&) const
{
    switch (key) {
    case Qt::Key_E: return tr("Turn the ray");
    case Qt::Key_R: return tr("Turn the rectangle");
    default: break;
    }
    return mode() == Mode::Disk ? tr("Move the disk") : tr("Move the rectangle");
}

LessonScene::State SlabScene::example(Example which) const
{
    State s = initialState();
    const auto ray = [&s](double x, double y, double vx, double vy) {
        s[Rx] = x;
        s[Ry] = y;
        s[Vx] = vx;
        s[Vy] = vy;
    };
    switch (which) {
    case Example::Crossing: break;
    case Example::Missing:
        s[Px] = 1;
        s[Py] = -1;
        s[Qx] = 4;
        s[Qy] = 0;
        break;
    case Example::ParallelInside: ray(1, -3, 0, 1); break;
    case Example::ParallelOutside: ray(4, -3, 0, 1); break;
    case Example::StartInside: ray(0, 0.5, 2, 1); break;
    case Example::GrazeCorner: ray(-6, -1.5, 1, 1); break;
    case Example::RotatedLongV:
        ray(-3, 0.5, 2, 0);
        s[ModeParam] = double(int(Mode::Rotated));
        break;
    case Example::DiskInside:
        ray(1, 0.5, 1, 0);
        s[ModeParam] = double(int(Mode::Disk));
        break;
    case Example::DiskTangent:
        ray(-5, 2, 1, 0);
        s[ModeParam] = double(int(Mode::Disk));
        break;
    }
    return s;
}

DiskRoots diskRoots(const geometry::RayDiskResult& hit)
{
    // geometry/ computes both roots without cancellation; the lesson only shows them.
    DiskRoots r;
    r.real = hit.realRoots;
    r.near = hit.rootNear;
    r.far = hit.rootFar;
    return r;
}

Vec2 textbookRectPoint(const geometry::Ray& ray, double t)
{
    return ray.origin + (t * geometry::length(ray.direction)) * ray.direction;
}

} // namespace lab
