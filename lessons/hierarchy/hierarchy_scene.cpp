#include "hierarchy_scene.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

// A field of this scene; its tooltip is translated in the scene's context.
ParamSpec field(const char* symbol, const char* tooltip, double initial, bool hidden = false)
{
    return { QString::fromUtf8(symbol), "lab::HierarchyScene", tooltip, initial, hidden };
}

// The values in the order of HierarchyScene::Param.
QList<ParamSpec> fields()
{
    using S = HierarchyScene;
    return {
        field("A.x", QT_TRANSLATE_NOOP("lab::HierarchyScene", "x of car A's centre p0"), -140),
        field("A.y", QT_TRANSLATE_NOOP("lab::HierarchyScene", "y of car A's centre p0"), -30),
        field("A.θ", QT_TRANSLATE_NOOP("lab::HierarchyScene", "Angle of car A in degrees, counter-clockwise"),
            20),
        field("A.vx", QT_TRANSLATE_NOOP("lab::HierarchyScene", "x step of car A per frame (mov.X)"), 3),
        field("A.vy", QT_TRANSLATE_NOOP("lab::HierarchyScene", "y step of car A per frame (mov.Y)"), 2),
        field("B.x", QT_TRANSLATE_NOOP("lab::HierarchyScene", "x of car B's centre"), 140),
        field("B.y", QT_TRANSLATE_NOOP("lab::HierarchyScene", "y of car B's centre"), 40),
        field("B.θ", QT_TRANSLATE_NOOP("lab::HierarchyScene", "Angle of car B in degrees, counter-clockwise"),
            -25),
        field("B.vx", QT_TRANSLATE_NOOP("lab::HierarchyScene", "x step of car B per frame"), -2),
        field("B.vy", QT_TRANSLATE_NOOP("lab::HierarchyScene", "y step of car B per frame"), 1.5),
        field(
            "r0", QT_TRANSLATE_NOOP("lab::HierarchyScene", "Radius r0 of the outer circle (both cars)"), 155),
        S::widthSpec(),
        S::heightSpec(),
        field("mode",
            QT_TRANSLATE_NOOP("lab::HierarchyScene", "Mode: 0 car against car, 1 one car against the walls"),
            0, true),
    };
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

HierarchyScene::HierarchyScene(QObject* parent)
    : CarScene(fields(), { R0, Width, Height }, parent)
{
    // A new mode (an edit, an undo, an example, a scene file) clears the run.
    connect(this, &LessonScene::changed, this, [this] { followMode(); });
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

geometry::Pose HierarchyScene::pose(int car) const
{
    const CarIndices i = indicesOf(car);
    return poseAt(i.x, i.y, i.angle);
}

geometry::Vec2 HierarchyScene::velocity(int car) const
{
    const CarIndices i = indicesOf(car);
    return { value(i.vx), value(i.vy) };
}

const HierarchyScene::Verdict& HierarchyScene::verdict() const
{
    return m_verdict.get(*this, [this] {
        Verdict v;
        const auto c = handoutCar();
        if (value(ModeParam) == double(int(Mode::Walls))) { // m_mode may follow the values later
            v.walls = geometry::hierarchyVsWalls(c, pose(0), area());
            v.next = geometry::bounceHierarchyInBox(c, pose(0), velocity(0), area(), &v.nextTrace);
            return v;
        }
        v.cars = geometry::hierarchyVsHierarchy(c, pose(0), c, pose(1), &v.carsTrace);
        v.outer = v.carsTrace.tests[0]; // the tests as hierarchyVsHierarchy did them
        if (v.cars.hit)
            v.pair = v.carsTrace.tests[std::size_t(v.carsTrace.count - 1)];
        return v;
    });
}

void HierarchyScene::stepFrame()
{
    if (holds(hierarchy::kHeldFrame))
        return;
    const auto c = handoutCar();
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
    return carProblem(state, { Avx, Avy, Bvx, Bvy });
}

QList<HandleSpec> HierarchyScene::handles() const
{
    // Car B's handle comes last, so that the others keep their index when it goes.
    QList<HandleSpec> h
        = { { HandleKind::Point, Ax, Ay, -1, -1, 0 }, { HandleKind::Radius, R0, -1, Ax, Ay, 2 } };
    if (m_mode == Mode::CarVsCar)
        h.append({ HandleKind::Point, Bx, By, -1, -1, 1 });
    return h;
}

int HierarchyScene::bodyAt(QPointF world) const
{
    // The car whose inner circles contain the point; the later (drawn on top) wins.
    const auto c = handoutCar();
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
    const double step = moveStep(modifiers);
    if (key == Qt::Key_R)
        return turned(state(), indicesOf(m_selected).angle, modifiers);
    std::optional<QPointF> direction = hjklStep(key); // H / J / K / L, or an arrow: the same ways
    if (!direction)
        direction = arrowStep(key, 1);
    if (!direction)
        return std::nullopt;
    return withSelectedMoved(direction->x() * step, direction->y() * step);
}

bool HierarchyScene::keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked)
{
    if (key != Qt::Key_C)
        return CarScene::keyCommand(key, modifiers, picked);
    setSelectedCar(1 - m_selected);
    return true;
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

} // namespace lab
