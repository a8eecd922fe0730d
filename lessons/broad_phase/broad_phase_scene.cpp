#include "broad_phase_scene.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace lab {

namespace {

struct BroadPhaseSceneWords {
    Q_DECLARE_TR_FUNCTIONS(BroadPhaseScene)
};

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

bool isWhole(double v)
{
    return v == std::floor(v);
}

// Cells drawn in the shading at most: a finer grid is still searched, not shaded.
constexpr long long kMaxShadedCells = 250'000;

} // namespace

BroadPhaseScene::BroadPhaseScene(QObject* parent)
    : LessonScene(paramSpecs(), parent)
{
}

BroadPhaseScene::~BroadPhaseScene() = default;

QList<ParamSpec> BroadPhaseScene::paramSpecs()
{
    return {
        { QStringLiteral("n"), "BroadPhaseScene",
            QT_TRANSLATE_NOOP("BroadPhaseScene", "How many bodies move (2 to 10,000)"), 40 },
        { QStringLiteral("cell"), "BroadPhaseScene",
            QT_TRANSLATE_NOOP("BroadPhaseScene", "The grid's cell size, in typical body sizes (0.1 to 400)"),
            2 },
        { QStringLiteral("P.x"), "BroadPhaseScene",
            QT_TRANSLATE_NOOP("BroadPhaseScene", "The centre of P, the body you hold: x"), 0 },
        { QStringLiteral("P.y"), "BroadPhaseScene",
            QT_TRANSLATE_NOOP("BroadPhaseScene", "The centre of P, the body you hold: y"), 0 },
        { QStringLiteral("method"), "BroadPhaseScene",
            QT_TRANSLATE_NOOP("BroadPhaseScene", "The broad phase"), double(int(BroadMethod::Grid)), true },
        { QStringLiteral("seed"), "BroadPhaseScene", QT_TRANSLATE_NOOP("BroadPhaseScene", "The bodies' draw"),
            1, true },
        { QStringLiteral("pin"), "BroadPhaseScene", QT_TRANSLATE_NOOP("BroadPhaseScene", "The body you hold"),
            0, true },
    };
}

BroadMethod BroadPhaseScene::methodOf(const State& state)
{
    const int m = int(state[Method]);
    return m == int(BroadMethod::AllPairs) ? BroadMethod::AllPairs
        : m == int(BroadMethod::Sweep)     ? BroadMethod::Sweep
                                           : BroadMethod::Grid;
}

int BroadPhaseScene::count() const
{
    return int(value(N));
}

int BroadPhaseScene::pinned() const
{
    const int pin = int(value(Pin));
    return pin >= 0 && pin < count() ? pin : 0;
}

bool BroadPhaseScene::testsHeld() const
{
    return holds(kHeldTests) || (holds(kHeldAllPairs) && method() == BroadMethod::AllPairs);
}

double BroadPhaseScene::cellSize() const
{
    return value(Cell) * swarm().typicalSize();
}

geometry::SwarmSpec BroadPhaseScene::specOf(const State& state)
{
    geometry::SwarmSpec spec;
    spec.area = { { -kWidth / 2, -kHeight / 2 }, { kWidth / 2, kHeight / 2 } };
    spec.count = int(state[N]);
    spec.seed = quint32(state[Seed]);
    return spec;
}

void BroadPhaseScene::sync() const
{
    const State& s = state();
    if (s[N] != m_syncedCount || s[Seed] != m_syncedSeed) {
        m_swarm.reset(specOf(s));
        m_syncedCount = s[N];
        m_syncedSeed = s[Seed];
        for (auto& method : m_methods)
            method.reset();
    }
    const geometry::Vec2 p { s[Px], s[Py] };
    if (m_swarm.pinned() != pinned() || m_swarm.bodies()[std::size_t(pinned())].center != p)
        m_swarm.pin(pinned(), p);
}

const geometry::Swarm& BroadPhaseScene::swarm() const
{
    sync();
    return m_swarm;
}

std::unique_ptr<geometry::BroadPhase>& BroadPhaseScene::methodObject(BroadMethod method) const
{
    auto& object = m_methods[std::size_t(method)];
    if (!object) {
        switch (method) {
        case BroadMethod::AllPairs: object = std::make_unique<geometry::AllPairs>(); break;
        case BroadMethod::Grid: object = std::make_unique<geometry::UniformGrid>(1.0); break;
        case BroadMethod::Sweep: object = std::make_unique<geometry::SweepAndPrune>(); break;
        }
    }
    if (auto* grid = dynamic_cast<geometry::UniformGrid*>(object.get()))
        grid->setCellSize(cellSize());
    return object;
}

const BroadPhaseFrame& BroadPhaseScene::frame() const
{
    if (m_frameRevision != revision())
        compute();
    return m_frame;
}

void BroadPhaseScene::compute() const
{
    sync();
    m_frameRevision = revision();
    BroadPhaseFrame& f = m_frame;
    f.method = method();
    const long long n = m_swarm.size();
    f.allPairs = n * (n - 1) / 2;
    f.moveMs = m_moveMs;
    const auto started = Clock::now();
    f.broad = methodObject(f.method)->findPairs(m_swarm.boxes(), geometry::Touching::Counts, f.candidates);
    f.broadMs = millisecondsSince(started);
    const auto narrowed = Clock::now();
    m_swarm.narrowPhase(f.candidates, f.hits);
    f.narrowMs = millisecondsSince(narrowed);

    GridOccupancy& g = f.grid;
    g.counts.clear();
    g.columns = g.rows = 0;
    if (f.method != BroadMethod::Grid || !f.broad.done)
        return;
    g.cellSize = cellSize();
    const auto cellOf = [&g](double v) { return static_cast<long long>(std::floor(v / g.cellSize)); };
    g.firstColumn = cellOf(-kWidth / 2);
    g.firstRow = cellOf(-kHeight / 2);
    const long long columns = cellOf(kWidth / 2) - g.firstColumn + 1;
    const long long rows = cellOf(kHeight / 2) - g.firstRow + 1;
    if (columns * rows > kMaxShadedCells)
        return;
    g.columns = int(columns);
    g.rows = int(rows);
    g.counts.assign(std::size_t(columns * rows), 0);
    for (const geometry::Aabb& box : m_swarm.boxes()) {
        const long long c0 = std::max(cellOf(box.min.x), g.firstColumn);
        const long long c1 = std::min(cellOf(box.max.x), g.firstColumn + columns - 1);
        const long long r0 = std::max(cellOf(box.min.y), g.firstRow);
        const long long r1 = std::min(cellOf(box.max.y), g.firstRow + rows - 1);
        for (long long r = r0; r <= r1; ++r) {
            for (long long c = c0; c <= c1; ++c)
                ++g.counts[std::size_t((r - g.firstRow) * columns + (c - g.firstColumn))];
        }
    }
}

long long BroadPhaseScene::testsOf(BroadMethod method) const
{
    sync();
    const long long n = m_swarm.size();
    if (method == BroadMethod::AllPairs)
        return n * (n - 1) / 2;
    if (method == this->method())
        return frame().broad.pairTests;
    // A fresh object: the sweep sorts from scratch, the grid is laid out anew.
    std::unique_ptr<geometry::BroadPhase> other;
    if (method == BroadMethod::Grid)
        other = std::make_unique<geometry::UniformGrid>(cellSize());
    else
        other = std::make_unique<geometry::SweepAndPrune>();
    return other->findPairs(m_swarm.boxes(), geometry::Touching::Counts, m_scratch).pairTests;
}

void BroadPhaseScene::advance()
{
    sync();
    const auto started = Clock::now();
    m_swarm.step();
    m_moveMs = millisecondsSince(started);
    emit changed();
}

void BroadPhaseScene::restart()
{
    m_syncedCount = -1;
    m_moveMs = 0;
    emit changed();
}

QString BroadPhaseScene::validate(const State& s) const
{
    if (QString base = LessonScene::validate(s); !base.isEmpty())
        return base;
    if (!isWhole(s[N]) || s[N] < kMinBodies || s[N] > kMaxBodies)
        return BroadPhaseSceneWords::tr("n is a whole number of bodies from 2 to 10,000.");
    if (s[Cell] < kMinCell || s[Cell] > kMaxCell)
        return BroadPhaseSceneWords::tr("The cell size is from 0.1 to 400 typical body sizes.");
    if (std::abs(s[Px]) > kWidth / 2 || std::abs(s[Py]) > kHeight / 2)
        return BroadPhaseSceneWords::tr("P stays in the area: x from −320 to 320, y from −240 to 240.");
    if (!isWhole(s[Method]) || s[Method] < 0 || s[Method] > 2 || !isWhole(s[Seed]) || s[Seed] < 0
        || s[Seed] > 4294967295.0 || !isWhole(s[Pin]) || s[Pin] < 0)
        return BroadPhaseSceneWords::tr("This scene's method, draw or held body is not one the unit knows.");
    return {};
}

QList<HandleSpec> BroadPhaseScene::handles() const
{
    return { { HandleKind::Point, Px, Py } };
}

int BroadPhaseScene::bodyAt(QPointF world) const
{
    const geometry::Swarm& s = swarm();
    const auto boxes = s.boxes();
    // The body drawn last is on top.
    for (int i = s.size() - 1; i >= 0; --i) {
        const geometry::Aabb& b = boxes[std::size_t(i)];
        if (world.x() >= b.min.x && world.x() <= b.max.x && world.y() >= b.min.y && world.y() <= b.max.y)
            return i;
    }
    return -1;
}

LessonScene::State BroadPhaseScene::movedBody(int body, QPointF delta, const State& start) const
{
    // Where the body was when the drag started: P's place, or where the run had taken it.
    if (start != m_dragStart || body != m_dragBody) {
        m_dragStart = start;
        m_dragBody = body;
        const geometry::Vec2 c = swarm().bodies()[std::size_t(body)].center;
        m_dragOrigin = int(start[Pin]) == body ? QPointF(start[Px], start[Py]) : QPointF(c.x, c.y);
    }
    State next = start;
    next[Pin] = body;
    next[Px] = std::clamp(m_dragOrigin.x() + delta.x(), -kWidth / 2, kWidth / 2);
    next[Py] = std::clamp(m_dragOrigin.y() + delta.y(), -kHeight / 2, kHeight / 2);
    return next;
}

std::optional<LessonScene::State> BroadPhaseScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection&) const
{
    const std::optional<QPointF> direction = hjklStep(key);
    if (!direction)
        return std::nullopt;
    const double step = std::max(1.0, swarm().typicalSize() / 4) * ((modifiers & Qt::ShiftModifier) ? 5 : 1);
    State next = state();
    next[Px] = std::clamp(next[Px] + direction->x() * step, -kWidth / 2, kWidth / 2);
    next[Py] = std::clamp(next[Py] + direction->y() * step, -kHeight / 2, kHeight / 2);
    return next;
}

QString BroadPhaseScene::keyActionText(int, const Selection&) const
{
    return BroadPhaseSceneWords::tr("Move P");
}

QRectF BroadPhaseScene::fitRect() const
{
    // The area, with room below it for the sweep's x intervals and around it for the labels.
    return QRectF(-kWidth / 2, -kHeight / 2 - 0.16 * kHeight, kWidth, 1.16 * kHeight)
        .adjusted(-0.04 * kWidth, -0.04 * kHeight, 0.04 * kWidth, 0.12 * kHeight); // the plate above
}

LessonScene::State BroadPhaseScene::withCount(State state, int n)
{
    state[N] = std::clamp(n, kMinBodies, kMaxBodies);
    return state;
}

LessonScene::State BroadPhaseScene::withMethod(State state, BroadMethod method)
{
    state[Method] = int(method);
    return state;
}

} // namespace lab
