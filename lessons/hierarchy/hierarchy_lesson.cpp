#include "hierarchy_lesson.h"

#include "hierarchy_controls.h"
#include "hierarchy_painter.h"
#include "shared/car_drawing.h"

#include "core/canvas/scene_painter.h"

#include <geometry/circles.h>

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <numbers>

namespace lab {

namespace {

constexpr double kDegree = std::numbers::pi / 180;
constexpr double kMoveStep = 1;
constexpr double kBigStep = 10; // with Shift
constexpr double kTurnStep = 5; // degrees

QString num(double v)
{
    return formatNumber(v, 2);
}

struct CarIndices {
    int x, y, angle, vx, vy;
};
CarIndices indicesOf(int car)
{
    using S = HierarchyScene;
    return car == 0 ? CarIndices { S::Ax, S::Ay, S::Aangle, S::Avx, S::Avy }
                    : CarIndices { S::Bx, S::By, S::Bangle, S::Bvx, S::Bvy };
}

} // namespace

InnerPair testedPair(const geometry::CircleHierarchy& car, int k)
{
    const int n = std::max(car.innerCount, 1);
    return { k / n, k % n };
}

QString pairName(int a, int b)
{
    const QChar joiner(0x2060); // WORD JOINER: no line break at the dash
    return QStringLiteral("A%1%3\u2013%3B%2").arg(a + 1).arg(b + 1).arg(joiner);
}

// ---------------------------------------------------------------------------------------------
// Scene

HierarchyScene::HierarchyScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("A.x"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "x of car A's centre p0"), -140 },
            { QStringLiteral("A.y"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "y of car A's centre p0"), -30 },
            { QStringLiteral("A.θ"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "Angle of car A in degrees, counter-clockwise"), 20 },
            { QStringLiteral("A.vx"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "x step of car A per frame (mov.X)"), 3 },
            { QStringLiteral("A.vy"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "y step of car A per frame (mov.Y)"), 2 },
            { QStringLiteral("B.x"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "x of car B's centre"), 140 },
            { QStringLiteral("B.y"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "y of car B's centre"), 40 },
            { QStringLiteral("B.θ"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "Angle of car B in degrees, counter-clockwise"), -25 },
            { QStringLiteral("B.vx"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "x step of car B per frame"), -2 },
            { QStringLiteral("B.vy"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "y step of car B per frame"), 1.5 },
            { QStringLiteral("r0"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "Radius r0 of the outer circle (both cars)"), 155 },
            { QStringLiteral("Width"), "HierarchyLesson",
                QT_TRANSLATE_NOOP(
                    "HierarchyLesson", "Width of the drawing area (Left = -Width/2, Right = Width/2)"),
                640 },
            { QStringLiteral("Height"), "HierarchyLesson",
                QT_TRANSLATE_NOOP(
                    "HierarchyLesson", "Height of the drawing area (Bottom = -Height/2, Top = Height/2)"),
                480 },
            { QStringLiteral("mode"), "HierarchyLesson",
                QT_TRANSLATE_NOOP("HierarchyLesson", "Mode: 0 car against car, 1 one car against the walls"),
                0, true },
        },
        parent)
{
    // The fitted view follows the drawing area when Width or Height change; a new mode (an edit,
    // an undo, an example, a scene file) clears the run.
    connect(this, &LessonScene::changed, this, [this] {
        followMode();
        const QRectF now = fitRect();
        if (now != m_fittedArea) {
            m_fittedArea = now;
            emit fitRectChanged();
        }
    });
}

HierarchyScene::State HierarchyScene::withMode(Mode mode) const
{
    State next = values();
    next[ModeParam] = double(int(mode));
    return next;
}

void HierarchyScene::followMode()
{
    const Mode now = value(ModeParam) == double(int(Mode::Walls)) ? Mode::Walls : Mode::CarVsCar;
    if (now == m_mode)
        return;
    m_mode = now;
    if (m_mode == Mode::Walls)
        m_selected = 0;
    emit handlesChanged(); // car B's handles come and go with the mode
    clearRun();
    emit modeChanged();
}

void HierarchyScene::setSelectedCar(int car)
{
    car = std::clamp(car, 0, carCount() - 1);
    if (car == m_selected)
        return;
    m_selected = car;
    emit changed();
}

geometry::CircleHierarchy HierarchyScene::car() const
{
    return geometry::seedCar(value(R0));
}

geometry::Pose HierarchyScene::pose(int car) const
{
    const CarIndices i = indicesOf(car);
    return { { value(i.x), value(i.y) }, value(i.angle) * kDegree };
}

geometry::Vec2 HierarchyScene::velocity(int car) const
{
    const CarIndices i = indicesOf(car);
    return { value(i.vx), value(i.vy) };
}

geometry::Aabb HierarchyScene::area() const
{
    const double w = value(Width) / 2;
    const double h = value(Height) / 2;
    return { { -w, -h }, { w, h } };
}

geometry::HierarchyResult HierarchyScene::carVsCar() const
{
    const auto c = car();
    return geometry::hierarchyVsHierarchy(c, pose(0), c, pose(1));
}

geometry::HierarchyWallResult HierarchyScene::carVsWalls() const
{
    return geometry::hierarchyVsWalls(car(), pose(0), area());
}

void HierarchyScene::stepFrame()
{
    const auto c = car();
    State next = state();
    for (int k = 0; k < carCount(); ++k) {
        const auto moved = geometry::bounceHierarchyInBox(c, pose(k), velocity(k), area());
        const CarIndices i = indicesOf(k);
        next[i.x] = moved.pose.position.x;
        next[i.y] = moved.pose.position.y;
        next[i.vx] = moved.velocity.x;
        next[i.vy] = moved.velocity.y;
        if (m_mode == Mode::Walls) {
            Frame f;
            f.tests = moved.circleTests;
            f.outerHit = moved.outerTouched;
            f.confirmed = moved.innerIndex >= 0;
            f.innerA = moved.innerIndex;
            m_history.append(f);
        }
    }
    showRunFrame(next);
    if (m_mode == Mode::CarVsCar) {
        const auto hit = carVsCar();
        Frame f;
        f.tests = hit.circleTests;
        f.outerHit = hit.outerOverlap;
        f.confirmed = hit.hit;
        f.innerA = hit.innerA;
        f.innerB = hit.innerB;
        m_history.append(f);
    }
    const Frame& f = m_history.constLast();
    ++m_totals.frames;
    m_totals.tests += f.tests;
    m_totals.outerOnlyTests += 1;
    m_totals.falseAvoided += f.falseAvoided() ? 1 : 0;
    m_totals.confirmed += f.confirmed ? 1 : 0;
    emit runChanged();
}

void HierarchyScene::clearRun()
{
    m_history.clear();
    m_totals = {};
    emit runChanged();
}

QString HierarchyScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (state[ModeParam] != double(int(Mode::CarVsCar)) && state[ModeParam] != double(int(Mode::Walls)))
        return tr("The mode must be 0 (car against car) or 1 (one car against the walls).");
    if (state[R0] <= 0)
        return tr("The outer radius r0 must be greater than 0.");
    if (state[Width] < 100 || state[Height] < 100)
        return tr("The drawing area must be at least 100 wide and 100 high.");
    for (const int v : { Avx, Avy, Bvx, Bvy }) {
        if (std::abs(state[v]) > 100)
            return tr("A step per frame larger than 100 jumps over the walls; take at most 100.");
    }
    return {};
}

QVector<HandleSpec> HierarchyScene::handles() const
{
    // Car B's handle comes last, so that the others keep their index when it goes.
    QVector<HandleSpec> h
        = { { HandleKind::Point, Ax, Ay, -1, -1, 0 }, { HandleKind::Radius, R0, -1, Ax, Ay, 2 } };
    if (m_mode == Mode::CarVsCar)
        h.append({ HandleKind::Point, Bx, By, -1, -1, 1 });
    return h;
}

int HierarchyScene::bodyAt(QPointF world) const
{
    // The car whose inner circles contain the point; the later (drawn on top) wins.
    const auto c = car();
    for (int k = carCount() - 1; k >= 0; --k) {
        for (int i = 0; i < c.innerCount; ++i) {
            if (geometry::pointInCircle({ world.x(), world.y() }, geometry::worldInner(c, pose(k), i)).hit)
                return k;
        }
    }
    return -1;
}

LessonScene::State HierarchyScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    const CarIndices i = indicesOf(body);
    next[i.x] += delta.x();
    next[i.y] += delta.y();
    return next;
}

LessonScene::State HierarchyScene::withSelectedMoved(double dx, double dy) const
{
    State next = state();
    const CarIndices i = indicesOf(m_selected);
    next[i.x] += dx;
    next[i.y] += dy;
    return next;
}

// Pressing a car's body or picking its handle on the canvas selects that car for the keys.
void HierarchyScene::followSelection(const Selection& picked)
{
    if (picked.body >= 0)
        setSelectedCar(picked.body);
    else if (picked.handle == 2)
        setSelectedCar(1);
    else if (picked.handle >= 0)
        setSelectedCar(0);
}

std::optional<LessonScene::State> HierarchyScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection&) const
{
    const bool shift = modifiers & Qt::ShiftModifier;
    const double step = shift ? kBigStep : kMoveStep;
    switch (key) {
    case Qt::Key_H:
    case Qt::Key_Left: return withSelectedMoved(-step, 0);
    case Qt::Key_J:
    case Qt::Key_Down: return withSelectedMoved(0, -step);
    case Qt::Key_K:
    case Qt::Key_Up: return withSelectedMoved(0, step);
    case Qt::Key_L:
    case Qt::Key_Right: return withSelectedMoved(step, 0);
    case Qt::Key_R: {
        State next = state();
        double& angle = next[indicesOf(m_selected).angle];
        angle = std::remainder(angle + (shift ? -kTurnStep : kTurnStep), 360.0);
        return next;
    }
    default: return std::nullopt;
    }
}

bool HierarchyScene::keyCommand(int key, Qt::KeyboardModifiers, const Selection&)
{
    switch (key) {
    case Qt::Key_Space: emit playPauseRequested(); return true;
    case Qt::Key_F: emit oneFrameRequested(); return true;
    case Qt::Key_C: setSelectedCar(1 - m_selected); return true;
    default: return false;
    }
}

QRectF HierarchyScene::fitRect() const
{
    const geometry::Aabb box = area();
    constexpr double kMargin = 0.04; // of the area's size, on each side
    const QRectF rect(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
    return rect.adjusted(
        -rect.width() * kMargin, -rect.height() * kMargin, rect.width() * kMargin, rect.height() * kMargin);
}

QString HierarchyScene::keyActionText(int key, const Selection&) const
{
    return key == Qt::Key_R ? tr("Turn car") : tr("Move car");
}

LessonScene::State HierarchyScene::example(Example which) const
{
    State next = values();
    auto place = [&next](int car, double x, double y, double angle) {
        const CarIndices i = indicesOf(car);
        next[i.x] = x;
        next[i.y] = y;
        next[i.angle] = angle;
    };
    switch (which) {
    case FalseCollision:
        place(0, -140, -30, 20);
        place(1, 140, 40, -25);
        break;
    case Crash:
        place(0, -130, -20, 15);
        place(1, 110, 30, -20);
        break;
    case StuckAtWall:
        // The front circle (x - 105 - 45) starts past Left: more than one step outside.
        place(0, -next[Width] / 2 + 100, 0, 0);
        next[Avx] = -3;
        next[Avy] = 0;
        break;
    }
    return next;
}

// ---------------------------------------------------------------------------------------------
// Lesson

std::unique_ptr<ScenePainter> HierarchyLesson::createPainter() const
{
    return createHierarchyPainter();
}

QWidget* HierarchyLesson::controls(
    HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createHierarchyControls(scene, undo, view, parent);
}

QString HierarchyLesson::live(const HierarchyScene& scene) const
{
    const auto c = scene.car();
    const geometry::Pose a = scene.pose(0);
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your cars right now"));
    // Where the inner circles of car A are: offsets turned by the car's angle.
    const geometry::Vec2 p1 = geometry::rotated(c.inner[0].center, a.angle);
    const geometry::Vec2 p2 = geometry::rotated(c.inner[1].center, a.angle);
    html += QStringLiteral("$$\\theta_A = %1^\\circ:\\quad p_1' = (%2,\\ %3)$$"
                           "$$p_2' = (%4,\\ %5)$$")
                .arg(num(scene.value(HierarchyScene::Aangle)), num(p1.x), num(p1.y), num(p2.x), num(p2.y));

    if (scene.mode() == HierarchyScene::Mode::CarVsCar) {
        const auto outerA = geometry::worldOuter(c, a);
        const auto outerB = geometry::worldOuter(c, scene.pose(1));
        const auto outer = geometry::circleVsCircle(outerA, outerB);
        html += QStringLiteral("$$D^2 = %1 %2 (r_0 + r_0)^2 = %3$$")
                    .arg(num(outer.distanceSquared), outer.hit ? QStringLiteral("\\le") : QStringLiteral(">"),
                        num(outer.radiusSumSquared));
        const auto hit = scene.carVsCar();
        if (!hit.outerOverlap) {
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The outer circles are apart: the inner circles are not tested."));
        } else if (hit.hit) {
            const auto ca = geometry::worldInner(c, a, hit.innerA);
            const auto cb = geometry::worldInner(c, scene.pose(1), hit.innerB);
            const auto inner = geometry::circleVsCircle(ca, cb);
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The outer circles meet, so the inner pairs are tested in turn:"));
            html += QStringLiteral("$$D_{A%1B%2}^2 = %3 \\le (r_%1 + r_%2)^2 = %4$$")
                        .arg(hit.innerA + 1)
                        .arg(hit.innerB + 1)
                        .arg(num(inner.distanceSquared), num(inner.radiusSumSquared));
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("A collision. Circle tests done: %1.").arg(hit.circleTests));
        } else {
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The outer circles meet, but no inner pair overlaps: a false collision "
                                "avoided. Circle tests done: %1.")
                                 .arg(hit.circleTests));
        }
    } else {
        const auto outer = geometry::worldOuter(c, a);
        const geometry::Aabb box = scene.area();
        html += QStringLiteral("$$x_0 - r_0 = %1,\\quad x_0 + r_0 = %2$$"
                               "$$\\mathit{Left} = %3,\\quad \\mathit{Right} = %4$$")
                    .arg(num(outer.center.x - outer.radius), num(outer.center.x + outer.radius),
                        num(box.min.x), num(box.max.x));
        html += QStringLiteral("$$y_0 - r_0 = %1,\\quad y_0 + r_0 = %2$$"
                               "$$\\mathit{Bottom} = %3,\\quad \\mathit{Top} = %4$$")
                    .arg(num(outer.center.y - outer.radius), num(outer.center.y + outer.radius),
                        num(box.min.y), num(box.max.y));
        const auto hit = scene.carVsWalls();
        if (!hit.outerTouches)
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The outer circle is inside the walls: nothing more to test."));
        else if (hit.hit)
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Inner circle %1 pokes out: the car turns back. Circle tests done: %2.")
                                 .arg(hit.innerIndex + 1)
                                 .arg(hit.circleTests));
        else
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr(
                            "The outer circle pokes out but no inner circle does: a false collision avoided. "
                            "Circle tests done: %1.")
                                 .arg(hit.circleTests));
    }
    return html;
}

} // namespace lab
