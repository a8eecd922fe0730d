#include "slab_lesson.h"

#include "slab_controls.h"
#include "slab_painter.h"

#include "core/canvas/scene_painter.h"

#include <geometry/numeric.h>

#include <cmath>
#include <numbers>

namespace lab {

namespace {

using geometry::Vec2;

constexpr double kDegree = std::numbers::pi / 180;

QString num(double v)
{
    return formatNumber(v, 3);
}

LessonScene::State rotatedDirection(LessonScene::State state, double degrees)
{
    const Vec2 v = geometry::rotated({ state[SlabScene::Vx], state[SlabScene::Vy] }, degrees * kDegree);
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

// ---- the scene --------------------------------------------------------------------------

SlabScene::SlabScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("R0.x"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "x of the ray's start R0"), -5 },
            { QStringLiteral("R0.y"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "y of the ray's start R0"), -2 },
            { QStringLiteral("v.x"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "x of the ray's direction v"), 2 },
            { QStringLiteral("v.y"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "y of the ray's direction v"), 1 },
            { QStringLiteral("P.x"), "SlabLesson", QT_TRANSLATE_NOOP("SlabLesson", "x of the box corner P"),
                -3 },
            { QStringLiteral("P.y"), "SlabLesson", QT_TRANSLATE_NOOP("SlabLesson", "y of the box corner P"),
                -0.5 },
            { QStringLiteral("Q.x"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "x of the opposite box corner Q"), 3 },
            { QStringLiteral("Q.y"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "y of the opposite box corner Q"), 1.5 },
            { QStringLiteral("T.x"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "x of the rotated rectangle's centre T"), 1 },
            { QStringLiteral("T.y"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "y of the rotated rectangle's centre T"), 0.5 },
            { QStringLiteral("w/2"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "half the width of the rotated rectangle (along its i axis)"),
                2.5 },
            { QStringLiteral("h/2"), "SlabLesson",
                QT_TRANSLATE_NOOP(
                    "SlabLesson", "half the height of the rotated rectangle (along its j axis)"),
                1 },
            { QStringLiteral("θ°"), "SlabLesson",
                QT_TRANSLATE_NOOP(
                    "SlabLesson", "angle of the rotated rectangle in degrees, counter-clockwise"),
                30 },
            { QStringLiteral("mode"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "0: box, 1: rotated rectangle, 2: disk"), 0 },
            { QStringLiteral("C.x"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "x of the disk's centre C"), 1 },
            { QStringLiteral("C.y"), "SlabLesson",
                QT_TRANSLATE_NOOP("SlabLesson", "y of the disk's centre C"), 0.5 },
            { QStringLiteral("r"), "SlabLesson", QT_TRANSLATE_NOOP("SlabLesson", "radius of the disk"), 1.5 },
        },
        parent)
{
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
        { value(Tx), value(Ty) }, { value(HalfW), value(HalfH) }, value(Angle) * kDegree);
}

geometry::Circle SlabScene::disk() const
{
    return { { value(Cx), value(Cy) }, value(Radius) };
}

geometry::RayAabbResult SlabScene::boxHit() const
{
    return geometry::rayVsAabb(ray(), box());
}

geometry::RayAabbResult SlabScene::rotatedHit() const
{
    return geometry::rayVsObb(ray(), obb());
}

geometry::RayDiskResult SlabScene::diskHit() const
{
    return geometry::rayVsDisk(ray(), disk());
}

geometry::RayResult SlabScene::hit() const
{
    switch (mode()) {
    case Mode::Box: return boxHit();
    case Mode::Rotated: return rotatedHit();
    case Mode::Disk: break;
    }
    return diskHit();
}

Vec2 SlabScene::localOrigin() const
{
    const geometry::Obb b = obb();
    const Vec2 m = ray().origin - b.center;
    return { geometry::dot(m, b.axisX), geometry::dot(m, b.axisY) };
}

Vec2 SlabScene::localDirection() const
{
    const geometry::Obb b = obb();
    const Vec2 v = ray().direction;
    return { geometry::dot(v, b.axisX), geometry::dot(v, b.axisY) };
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

QVector<HandleSpec> SlabScene::handles() const
{
    // Handle 0 is always the ray's start, handle 1 its direction.
    QVector<HandleSpec> list = {
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
    switch (key) {
    case Qt::Key_H: return moved(state(), mode(), { -step, 0 });
    case Qt::Key_J: return moved(state(), mode(), { 0, -step });
    case Qt::Key_K: return moved(state(), mode(), { 0, step });
    case Qt::Key_L: return moved(state(), mode(), { step, 0 });
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

// ---- helpers ----------------------------------------------------------------------------

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

QString timeText(double t)
{
    if (std::isinf(t))
        return t > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    return num(t);
}

QString timeTex(double t)
{
    if (std::isinf(t))
        return t > 0 ? QStringLiteral("+\\infty") : QStringLiteral("-\\infty");
    return num(t);
}

// ---- the lesson -------------------------------------------------------------------------

std::unique_ptr<ScenePainter> SlabLesson::createPainter() const
{
    return std::make_unique<SlabPainter>();
}

QWidget* SlabLesson::controls(SlabScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new SlabControls(scene, undo, view, parent);
}

namespace {

// One slab's two times worked out with the current numbers, as KaTeX. `in` and `out` are
// geometry's (sorted); before the swap the xmin fraction gives `in` when v > 0 and `out` when v < 0.
QString slabTex(QChar axis, double r0, double v, double lo, double hi, double in, double out)
{
    const QString a(axis);
    const bool isX = axis == QLatin1Char('x');
    const QString low = isX ? QStringLiteral("x_{min}") : QStringLiteral("y_{min}");
    const QString high = isX ? QStringLiteral("x_{max}") : QStringLiteral("y_{max}");
    const QString big = isX ? QStringLiteral("X") : QStringLiteral("Y");
    if (v == 0) {
        const bool within = in <= out;
        if (within)
            return QStringLiteral("$$\\small v.%1 = 0,\\ %2 \\le R_0.%1 = %3 \\le %4$$"
                                  "$$\\small \\Rightarrow\\ in%5 = %6,\\ out%5 = %7$$")
                .arg(a, num(lo), num(r0), num(hi), big, timeTex(in), timeTex(out));
        return QStringLiteral("$$\\small v.%1 = 0,\\ R_0.%1 = %2 \\notin [%3,\\ %4]$$"
                              "$$\\small \\Rightarrow\\ \\text{%5}$$")
            .arg(a, num(r0), num(lo), num(hi), SlabLesson::tr("never inside this slab"));
    }
    // x_min is met first when v > 0; when v < 0 it is met last, so its fraction is the "out" time.
    const QString fraction = QStringLiteral("%1 &= \\frac{%2 - %3}{%4} = %5");
    const QString start = r0 < 0 ? QStringLiteral("(%1)").arg(num(r0)) : num(r0);
    const QString inName = QStringLiteral("in") + big;
    const QString outName = QStringLiteral("out") + big;
    const QString first
        = fraction.arg(v > 0 ? inName : outName, num(lo), start, num(v), timeTex(v > 0 ? in : out));
    const QString second
        = fraction.arg(v > 0 ? outName : inName, num(hi), start, num(v), timeTex(v > 0 ? out : in));
    QString tex = QStringLiteral("$$\\small\\begin{aligned} %1 \\\\ %2 \\end{aligned}$$").arg(first, second);
    if (v < 0)
        tex += QStringLiteral("<p>%1</p>")
                   .arg(SlabLesson::tr(
                       "$v.%1 < 0$: the ray meets $%2$ first, so the two fractions swap roles.")
                            .arg(a, high));
    return tex;
}

QString mark(bool holds)
{
    return holds ? QStringLiteral("\\ \\checkmark") : QStringLiteral("\\ \\times");
}

} // namespace

QString SlabLesson::live(const SlabScene& scene) const
{
    const geometry::Ray ray = scene.ray();
    QString html;

    if (scene.mode() == SlabScene::Mode::Disk) {
        const geometry::RayDiskResult h = scene.diskHit();
        const DiskRoots roots = diskRoots(h);
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ray and disk right now"));
        html += QStringLiteral("$$\\small a = |v|^2 = %1,\\quad b = (R_0 - C)\\cdot v = %2$$")
                    .arg(num(geometry::lengthSquared(ray.direction)), num(h.b));
        html += QStringLiteral("$$\\small c = |R_0 - C|^2 - r^2 = %1$$").arg(num(h.c));
        html += QStringLiteral("$$\\small D = b^2 - ac = %1$$").arg(num(h.discriminant));
        if (roots.real)
            html += QStringLiteral(
                "$$\\small t = \\frac{-b \\mp \\sqrt{D}}{a}\\!: \\ t_{min} = %1,\\ t_{max} = %2$$")
                        .arg(num(roots.near), num(roots.far));
        QString verdict;
        if (!roots.real)
            verdict = tr("$D < 0$: the ray's line misses the circle.");
        else if (h.startedInside)
            verdict = tr(
                "$c \\le 0$: $R_0$ is inside the disk, $t_{min} \\le 0 \\le t_{max}$. A hit that started "
                "inside; the ray leaves at $t = %1$.")
                          .arg(num(h.tExit));
        else if (h.hit && h.tEnter == h.tExit)
            verdict = tr(
                "$D = 0$: the ray touches the circle in one point, at $t = %1$. A tangent counts as a hit.")
                          .arg(num(h.tEnter));
        else if (h.hit)
            verdict = tr("Both roots are positive: the ray enters at $t = %1$ and leaves at $t = %2$.")
                          .arg(num(h.tEnter), num(h.tExit));
        else
            verdict = tr("Both roots are negative: the disk is behind $R_0$, a miss.");
        html += QStringLiteral("<p>%1</p>").arg(verdict);
        return html;
    }

    const bool rotated = scene.mode() == SlabScene::Mode::Rotated;
    const geometry::RayAabbResult h = rotated ? scene.rotatedHit() : scene.boxHit();
    Vec2 r0 = ray.origin;
    Vec2 v = ray.direction;
    Vec2 lo;
    Vec2 hi;
    if (rotated) {
        const geometry::Obb b = scene.obb();
        r0 = scene.localOrigin();
        v = scene.localDirection();
        lo = -b.half;
        hi = b.half;
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ray in the rectangle's frame right now"));
        html += QStringLiteral("$$\\small m = R_0 - T = (%1,\\ %2)$$")
                    .arg(num(ray.origin.x - b.center.x), num(ray.origin.y - b.center.y));
        html += QStringLiteral("$$\\small R_0' = (m\\cdot u_i,\\ m\\cdot u_j) = (%1,\\ %2)$$")
                    .arg(num(r0.x), num(r0.y));
        html += QStringLiteral("$$\\small v' = (v\\cdot u_i,\\ v\\cdot u_j) = (%1,\\ %2)$$")
                    .arg(num(v.x), num(v.y));
        html += QStringLiteral(
            "$$\\small (x_{min}, y_{min}) = (%1,\\ %2),\\ (x_{max}, y_{max}) = (%3,\\ %4)$$")
                    .arg(num(lo.x), num(lo.y), num(hi.x), num(hi.y));
    } else {
        const geometry::Aabb b = scene.box();
        lo = b.min;
        hi = b.max;
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ray and box right now"));
    }
    html += slabTex(QLatin1Char('x'), r0.x, v.x, lo.x, hi.x, h.inX, h.outX);
    html += slabTex(QLatin1Char('y'), r0.y, v.y, lo.y, hi.y, h.inY, h.outY);
    const bool xEmpty = h.inX > h.outX;
    const bool yEmpty = h.inY > h.outY;
    if (!xEmpty && !yEmpty) {
        html += QStringLiteral("$$\\small t_{enter} = \\max(inX, inY) = %1$$").arg(timeTex(h.slabEnter));
        html += QStringLiteral("$$\\small t_{exit} = \\min(outX, outY) = %1$$").arg(timeTex(h.slabExit));
        html += QStringLiteral("$$\\small\\begin{aligned} inX \\le outY&\\!: %1 \\le %2%3 \\\\ "
                               "inY \\le outX&\\!: %4 \\le %5%6 \\end{aligned}$$")
                    .arg(timeTex(h.inX), timeTex(h.outY), mark(h.inX <= h.outY), timeTex(h.inY),
                        timeTex(h.outX), mark(h.inY <= h.outX));
    }
    QString verdict;
    if (xEmpty || yEmpty)
        verdict
            = tr("The ray runs parallel to a slab and starts outside it: it never enters that slab, a miss.");
    else if (!(h.slabEnter <= h.slabExit))
        verdict = tr("$t_{enter} > t_{exit}$: the ray leaves one slab before it enters the other, a miss.");
    else if (!(h.slabExit >= 0))
        verdict = tr("$t_{exit} < 0$: the box is behind $R_0$, a miss.");
    else if (h.startedInside)
        verdict = tr("$t_{enter} \\le 0 \\le t_{exit}$: $R_0$ is inside, a hit that started inside; the ray "
                     "leaves at $t = %1$.")
                      .arg(num(h.tExit));
    else if (h.tEnter == h.tExit)
        verdict = tr("$t_{enter} = t_{exit} = %1$: the ray only grazes the box, which counts as a hit here.")
                      .arg(num(h.tEnter));
    else
        verdict = tr("$t_{enter} \\le t_{exit}$ and $t_{exit} \\ge 0$: a hit, from $t = %1$ to $t = %2$.")
                      .arg(num(h.tEnter), num(h.tExit));
    html += QStringLiteral("<p>%1</p>").arg(verdict);
    return html;
}

} // namespace lab
