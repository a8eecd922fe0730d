// Unit B1's scene: n bodies moving in AreaMove's area (geometry::Swarm), the broad phase picked
// live (all pairs, a uniform grid, sweep and prune), and the frame it makes: candidate pairs, hits
// after the narrow phase, the counters and the times. The values are n, the method, the cell size
// (in typical body sizes), the seed, and the body the student holds (P) with its place; the
// motion itself is no undo step (a run).
#pragma once

#include "core/model/scene.h"

#include <geometry/broad_phase.h>
#include <geometry/swarm.h>

#include <array>
#include <memory>
#include <vector>

namespace lab {

// What the broad phase tasks hold back besides the verdict: the pair tests of every method (the
// read-out, the chart, the live box) and the count of all pairs.
inline const HeldKey kHeldTests { QStringLiteral("tests") };
inline const HeldKey kHeldAllPairs { QStringLiteral("allPairs") };

enum class BroadMethod { AllPairs, Grid, Sweep };

// How many bodies each grid cell holds this frame (for the shading), row by row from the cell at
// (firstColumn, firstRow); empty when the grid was refused or is too fine to draw.
struct GridOccupancy {
    double cellSize = 0;
    long long firstColumn = 0, firstRow = 0;
    int columns = 0, rows = 0;
    std::vector<int> counts;
};

// One frame: what the method found and what it cost.
struct BroadPhaseFrame {
    BroadMethod method = BroadMethod::Grid;
    geometry::BroadPhaseResult broad;
    std::vector<geometry::BodyPair> candidates;
    std::vector<geometry::BodyPair> hits;
    long long allPairs = 0; // n (n - 1) / 2
    double broadMs = 0; // the broad phase
    double narrowMs = 0; // the exact tests on the candidates
    double moveMs = 0; // the last step of the bodies
    GridOccupancy grid; // the grid only
};

class BroadPhaseScene : public LessonScene {
    Q_OBJECT
public:
    enum Param { N, Cell, Px, Py, Method, Seed, Pin, ParamCount };
    static constexpr int kMinBodies = 2;
    static constexpr int kMaxBodies = 10'000;
    static constexpr double kMinCell = 0.1; // cell sizes in typical body sizes
    static constexpr double kMaxCell = 400;
    static constexpr double kWidth = 640, kHeight = 480; // AreaMove's area, centred on the origin

    explicit BroadPhaseScene(QObject* parent = nullptr);
    ~BroadPhaseScene() override;

    static BroadMethod methodOf(const State& state);
    BroadMethod method() const { return methodOf(state()); }
    int count() const;
    int pinned() const;
    // The pair tests are held back: by kHeldTests, or by kHeldAllPairs while all pairs runs (its
    // tests are the count the task asks for).
    bool testsHeld() const;
    // The grid's cell side in world units for these bodies.
    double cellSize() const;

    // The bodies as they are now (moved by the runs since the last reset).
    const geometry::Swarm& swarm() const;
    // The frame for what the scene shows, computed once per change.
    const BroadPhaseFrame& frame() const;
    // Pair tests `method` makes on the bodies as they are now (the chart's points for the other
    // methods; all pairs by its count, n (n - 1) / 2).
    long long testsOf(BroadMethod method) const;

    // One frame of motion (the runner's Play and Frame), Clear (the bodies as drawn from the seed).
    void advance();
    void restart();
    // The painter's last time, for the read-out's frame time.
    void notePaintMs(double ms) const { m_paintMs = ms; }
    double paintMs() const { return m_paintMs; }

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    QRectF fitRect() const override;

    // `state` with n bodies (the place of P kept), and with the method `method`.
    static State withCount(State state, int n);
    static State withMethod(State state, BroadMethod method);
    static geometry::SwarmSpec specOf(const State& state);

private:
    static QList<ParamSpec> paramSpecs();
    void sync() const; // the swarm follows n, the seed and P
    void compute() const;
    std::unique_ptr<geometry::BroadPhase>& methodObject(BroadMethod method) const;

    mutable geometry::Swarm m_swarm;
    mutable double m_syncedCount = -1, m_syncedSeed = -1;
    mutable BroadPhaseFrame m_frame;
    mutable quint64 m_frameRevision = 0;
    mutable std::array<std::unique_ptr<geometry::BroadPhase>, 3> m_methods;
    mutable std::vector<geometry::BodyPair> m_scratch;
    mutable double m_paintMs = 0;
    double m_moveMs = 0;
    // The drag under way (movedBody): its start, its body and where that body was then.
    mutable State m_dragStart;
    mutable int m_dragBody = -1;
    mutable QPointF m_dragOrigin;
};

} // namespace lab
