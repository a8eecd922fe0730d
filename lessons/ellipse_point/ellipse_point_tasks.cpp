#include "ellipse_point_tasks.h"

#include "ellipse_point_scene.h"

#include "core/model/numbers.h"

#include <geometry/ellipses.h>

#include <QCoreApplication>
#include <QRandomGenerator>

#include <cmath>

namespace lab {

namespace {

using Scene = EllipsePointScene;
using State = LessonScene::State;

struct Axes {
    double rx;
    double ry;
};

// A scene's point, ellipse and pointInEllipse's trace, for the words of a task.
struct Worked {
    geometry::Vec2 p;
    geometry::Ellipse e;
    geometry::PointEllipseResult t;

    explicit Worked(const State& s)
        : p(Scene::pointOf(s))
        , e(Scene::ellipseOf(s))
        , t(geometry::pointInEllipse(p, e))
    {
    }
    QString n(double v) const { return formatNumber(v, 3); }
    QString dx() const { return n(t.translated.x); }
    QString dy() const { return n(t.translated.y); }
};

template <std::size_t N> Axes pick(QRandomGenerator& rng, const Axes (&list)[N])
{
    return list[rng.bounded(int(N))];
}

// One try of the predict task's scene: C in [-3, 3]^2, P within 5 of C in steps of 0.5.
State predictTry(QRandomGenerator& rng)
{
    static constexpr Axes kAxes[] = { { 3, 1 }, { 4, 2 }, { 2, 4 }, { 3, 1.5 }, { 1.5, 3 }, { 4, 1 } };
    const Axes a = pick(rng, kAxes);
    const double cx = rng.bounded(-3, 4);
    const double cy = rng.bounded(-3, 4);
    const double theta = 15.0 * rng.bounded(-11, 13);
    const double px = cx + 0.5 * rng.bounded(-10, 11);
    const double py = cy + 0.5 * rng.bounded(-10, 11);
    return { px, py, cx, cy, a.rx, a.ry, theta };
}

class PredictInside : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointTasks)

public:
    QString id() const override { return QStringLiteral("predict-inside"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return tr("Inside or outside?"); }
    QString sourceLines() const override { return QStringLiteral("001:26,30-38"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("Before the ellipse is turned into a circle: is P inside the ellipse?");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        const bool inside = rng.bounded(2) == 0;
        const bool nearMiss = !inside && rng.bounded(2) == 0;
        State s = predictTry(rng);
        for (int tries = 0; tries < 5000; ++tries, s = predictTry(rng)) {
            const Worked w(s);
            const double ratio = w.t.valueSquared / w.t.radiusSquared;
            const bool near = geometry::length(w.t.translated) < std::max(w.e.rx, w.e.ry);
            if (inside ? ratio <= 0.8 : ratio >= 1.25 && (!nearMiss || near))
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { kHeldVerdict, Scene::heldStageKey(Scene::Translated) }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("inside"), tr("inside (or on the edge)") },
            { QStringLiteral("outside"), tr("outside") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        return Worked(scene.state()).t.hit ? QStringLiteral("inside") : QStringLiteral("outside");
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("Distance from C alone does not decide: compare with the semi-axis in P's direction.");
        return tr("Turn the picture back by θ: in the ellipse's own axes, is (x/rx)² + (y/ry)² at most 1?");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Worked w(scene.state());
        const QString steps
            = tr("d = P − C = (%1, %2); turned back: (%3, %4); stretched: y′ = %5/%6 · %4 = %7.")
                  .arg(w.dx(), w.dy(), w.n(w.t.rotated.x), w.n(w.t.rotated.y), w.n(w.e.rx), w.n(w.e.ry),
                      w.n(w.t.scaled.y));
        return steps + QLatin1Char(' ') + reason(scene);
    }
    QString reason(const LessonScene& scene) const override
    {
        const Worked w(scene.state());
        const QString v = w.n(w.t.valueSquared);
        const QString r = w.n(w.t.radiusSquared);
        return w.t.hit ? tr("x′² + y′² = %1 ≤ rx² = %2: P is inside.").arg(v, r)
                       : tr("x′² + y′² = %1 > rx² = %2: P is outside.").arg(v, r);
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const Worked w(scene.state());
        return { formatPoint(w.t.scaled.x, w.t.scaled.y), reason(scene) };
    }
};

class ComputeYPrime : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointTasks)

public:
    QString id() const override { return QStringLiteral("compute-yprime"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("Where does P go?"); }
    QString sourceLines() const override { return QStringLiteral("001:53,74-77"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("Type y′, the y coordinate of P after the three moves (translate by −C, rotate by −θ, "
                  "stretch y by rx/ry).");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        static constexpr Axes kAxes[] = { { 4, 2 }, { 6, 2 }, { 3, 1 }, { 2, 4 }, { 3, 2 }, { 1, 2 } };
        static constexpr double kTurns[] = { 0, 90, 180, -90 };
        QRandomGenerator rng(seed);
        State s;
        for (int tries = 0; tries < 1000; ++tries) {
            const Axes a = pick(rng, kAxes);
            s = { double(rng.bounded(-5, 6)), double(rng.bounded(-5, 6)), double(rng.bounded(-5, 6)),
                double(rng.bounded(-5, 6)), a.rx, a.ry, kTurns[rng.bounded(4)] };
            if (std::abs(Worked(s).t.scaled.y) >= 0.25) // y' = 0 would be a guess
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { Scene::heldStageKey(Scene::Rotated) }; }
    double answer(const LessonScene& scene) const override { return Worked(scene.state()).t.scaled.y; }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("First d = P − C, then the rotation by −θ: −dx sin θ + dy cos θ.");
        return tr("Only the last step stretches: multiply by rx/ry, not ry/rx.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Worked w(scene.state());
        return tr("d = (%1, %2); −dx sin θ + dy cos θ = %3; y′ = %4/%5 · %3 = %6.")
            .arg(w.dx(), w.dy(), w.n(w.t.rotated.y), w.n(w.e.rx), w.n(w.e.ry), w.n(w.t.scaled.y));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const Worked w(scene.state());
        return { formatPoint(w.t.scaled.x, w.t.scaled.y),
            QStringLiteral("y′ = ") + formatNumber(w.t.scaled.y),
            QStringLiteral("x′² + y′² = ") + formatNumber(w.t.valueSquared) };
    }
};

// One try of compute-through-m's scene: C integer in [-4, 4]^2, an angle that is no quarter turn
// (so that M's rotation part is a real one), P a few steps from C and never at the origin.
State throughTry(QRandomGenerator& rng)
{
    static constexpr Axes kAxes[] = { { 4, 2 }, { 6, 2 }, { 3, 1 }, { 2, 4 }, { 3, 2 }, { 1, 2 } };
    static constexpr double kTurns[] = { 30, 45, 60, 120, 135, 150, -30, -45, -60, -120, -135, -150 };
    const Axes a = pick(rng, kAxes);
    const double cx = rng.bounded(-4, 5);
    const double cy = rng.bounded(-4, 5);
    const double theta = kTurns[rng.bounded(12)];
    return { cx + rng.bounded(-3, 4), cy + rng.bounded(-3, 4), cx, cy, a.rx, a.ry, theta };
}

// Where M = S R T sends the origin (its third column), and what three slips would give instead:
// T applied last (O goes to -C), the turn by +θ and the stretch upside down (ry/rx).
struct Origin {
    geometry::PointEllipseResult t;
    double slipLast;
    double slipTurn;
    double slipUpsideDown;

    explicit Origin(const State& s)
        : t(geometry::pointInEllipse({}, Scene::ellipseOf(s)))
        , slipLast(-s[Scene::Cy])
        , slipTurn(turnedTheWrongWay(s))
        , slipUpsideDown(t.rotated.y * s[Scene::Ry] / s[Scene::Rx])
    {
    }
    // O through the three maps with R turning by +θ instead of −θ.
    static double turnedTheWrongWay(const State& s)
    {
        geometry::Ellipse e = Scene::ellipseOf(s);
        e.angle = -e.angle;
        return geometry::pointInEllipse({}, e).scaled.y;
    }
};

class ThroughM : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointTasks)

public:
    QString id() const override { return QStringLiteral("compute-through-m"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("A point through M = S R T"); }
    QString sourceLines() const override { return QStringLiteral("001:46,50-53,57,60"); }
    QString prompt(const LessonScene& scene) const override
    {
        const auto v = [&scene](int i) { return formatNumber(scene.value(i), 3); };
        return tr("A game multiplies M = S R T out once for an ellipse and then sends every point "
                  "through it. Here C = (%1, %2), θ = %3°, rx = %4, ry = %5. Where does M send the origin "
                  "O = (0, 0)? Type the y coordinate of M (0, 0, 1).")
            .arg(v(Scene::Cx), v(Scene::Cy), v(Scene::Theta), v(Scene::Rx), v(Scene::Ry));
    }
    std::optional<State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        State s = throughTry(rng);
        for (int tries = 0; tries < 1000; ++tries, s = throughTry(rng)) {
            const Origin o(s);
            const Worked p(s);
            const double y = o.t.scaled.y;
            // A number of its own: not 0, far from the slips and from P's y at every stage (the
            // canvas shows P₁ and P₂ while the task is open).
            const bool apart = std::abs(y - p.t.translated.y) >= 0.1 && std::abs(y - p.t.rotated.y) >= 0.1
                && std::abs(y - p.t.scaled.y) >= 0.1;
            const bool noSlip = std::abs(y - o.slipLast) >= 0.1 && std::abs(y - o.slipTurn) >= 0.1
                && std::abs(y - o.slipUpsideDown) >= 0.1;
            if (std::abs(y) >= 0.5 && noSlip && apart)
                break;
        }
        return s;
    }
    // M itself is in the live box's last stage: the stretch and everything after it wait.
    HeldKeys held() const override { return { Scene::heldStageKey(Scene::Scaled) }; }
    double answer(const LessonScene& scene) const override
    {
        return Scene::maps(Scene::ellipseOf(scene.state())).M.t.y;
    }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("Read M = S R T from the right: T acts on O first and sends it to −C, then R turns, "
                      "then S stretches.");
        return tr("Turn −C by −θ (its y becomes Cx sin θ − Cy cos θ), then multiply that y by rx/ry.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Worked w(scene.state());
        const Origin o(scene.state());
        const QString steps
            = tr("T O = −C = (%1, %2); R turns it by −θ: (%3, %4); S stretches y by %5/%6: "
                 "(%7, %8). So M O = (%7, %8), the third column of M, and y = %8.")
                  .arg(w.n(o.t.translated.x), w.n(o.t.translated.y), w.n(o.t.rotated.x), w.n(o.t.rotated.y),
                      w.n(w.e.rx), w.n(w.e.ry), w.n(o.t.scaled.x), w.n(o.t.scaled.y));
        return steps + QLatin1Char(' ')
            + tr("Had T come last, O would land on −C: the order makes the third column S R (−C).");
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        // M's second row as the live box prints it, and the point M O.
        const geometry::Affine2 m = Scene::maps(Scene::ellipseOf(scene.state())).M;
        return { QStringLiteral("%1 & %2 & %3").arg(mathNumber(m.m.c), mathNumber(m.m.d), mathNumber(m.t.y)),
            formatPoint(m.t.x, m.t.y) };
    }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> ellipse_point::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictInside>());
    tasks.push_back(std::make_unique<ComputeYPrime>());
    tasks.push_back(std::make_unique<ThroughM>());
    return tasks;
}

} // namespace lab
