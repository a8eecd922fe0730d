#include "swept_tasks.h"

#include "swept_scene.h"

#include "core/model/numbers.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <cmath>

namespace lab {

namespace {

using geometry::Vec2;
using State = LessonScene::State;

geometry::SweptResult sweptOf(const State& s)
{
    return geometry::sweptCircles(SweptScene::circleA(s), SweptScene::circleB(s));
}

QString n(double v)
{
    return formatNumber(v, 3);
}

QString point(Vec2 v)
{
    return formatPoint(v.x, v.y, 3);
}

// g at its vertex s_top = -beta / alpha (alpha > 0): gamma - beta^2 / alpha.
double vertexValue(const geometry::SweptResult& h)
{
    return h.gamma - h.beta * h.beta / h.alpha;
}

enum class Contact { InFrame, Later, Never };

Contact contactOf(const geometry::SweptResult& h)
{
    if (h.hit)
        return Contact::InFrame;
    if (h.alpha > 0 && -h.beta / h.alpha > 1 && vertexValue(h) <= h.bigR)
        return Contact::Later;
    return Contact::Never;
}

// A step of integer components and length 10 to 40.
Vec2 step(QRandomGenerator& rng)
{
    for (;;) {
        const Vec2 v { double(rng.bounded(-40, 41)), double(rng.bounded(-40, 41)) };
        const double l = geometry::length(v);
        if (l >= 10 && l <= 40)
            return v;
    }
}

State contactTry(QRandomGenerator& rng)
{
    const Vec2 a0 { double(rng.bounded(-40, 41)), double(rng.bounded(-40, 41)) };
    const Vec2 b0 { double(rng.bounded(-40, 41)), double(rng.bounded(-40, 41)) };
    const Vec2 a1 = a0 + step(rng);
    const Vec2 b1 = b0 + step(rng);
    return { a0.x, a0.y, a1.x, a1.y, b0.x, b0.y, b1.x, b1.y, double(rng.bounded(3, 11)),
        double(rng.bounded(3, 11)) };
}

// The outcome holds with a margin of 10 % of R, and the circles are apart at s = -1.
bool plainly(const geometry::SweptResult& h, Contact wanted)
{
    if (contactOf(h) != wanted || 4 * h.c0Squared < 1.1 * h.bigR)
        return false;
    switch (wanted) {
    case Contact::InFrame: return 4 * h.minDistanceSquared <= 0.9 * h.bigR;
    case Contact::Later: return vertexValue(h) <= 0.9 * h.bigR && 4 * h.c1Squared >= 1.1 * h.bigR;
    case Contact::Never: break;
    }
    return h.alpha > 0 && vertexValue(h) >= 1.1 * h.bigR;
}

class PredictContact : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SweptTasks)

public:
    QString id() const override { return QStringLiteral("predict-contact"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return tr("In this frame, later, or never?"); }
    QString sourceLines() const override { return QStringLiteral("004:79-83,89-92,109-110"); }
    QString prompt(const LessonScene&) const override
    {
        return tr(
            "Both circles keep moving the way they do in this frame. Do they touch before s = 1 (in this "
            "frame), only after s = 1 (if they went on), or never?");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        const Contact wanted = Contact(rng.bounded(3));
        State s = contactTry(rng);
        for (int tries = 0; tries < 100000 && !plainly(sweptOf(s), wanted); ++tries)
            s = contactTry(rng);
        return s;
    }
    HeldKeys held() const override { return { kHeldVerdict, kHeldContact, kHeldVertex }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("now"), tr("in this frame (s ≤ 1)") },
            { QStringLiteral("later"), tr("only after s = 1") }, { QStringLiteral("never"), tr("never") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        switch (contactOf(sweptOf(scene.state()))) {
        case Contact::InFrame: return QStringLiteral("now");
        case Contact::Later: return QStringLiteral("later");
        case Contact::Never: break;
        }
        return QStringLiteral("never");
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr(
                "Look at B seen from A: the line through C₀ and C₁. How close does it come to A's centre, "
                "and where?");
        return tr("The closest moment is s_top = −β/α; is it before or after s = 1?");
    }
    QString solution(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        QString words
            = tr("α = %1, β = %2, γ = %3, R = %4.").arg(n(h.alpha), n(h.beta), n(h.gamma), n(h.bigR));
        if (h.alpha > 0)
            words += QLatin1Char(' ')
                + tr("s_top = %1, g(s_top) = %2.").arg(n(-h.beta / h.alpha), n(vertexValue(h)));
        return words + QLatin1Char(' ') + reason(scene);
    }
    QString reason(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        switch (contactOf(h)) {
        case Contact::InFrame:
            return tr("g ≤ R somewhere in [−1, 1]: first contact at s = %1 (t = %2).")
                .arg(n(2 * h.t - 1), n(h.t));
        case Contact::Later: return tr("s_top > 1 and g(s_top) ≤ R: they would touch after this frame.");
        case Contact::Never: break;
        }
        return tr("g stays above R: they never touch.");
    }
    QStringList giveaways(const LessonScene& scene) const override { return { reason(scene) }; }
};

class ComputeTimeOfImpact : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SweptTasks)

public:
    QString id() const override { return QStringLiteral("compute-toi"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("The time of impact"); }
    QString sourceLines() const override { return QStringLiteral("004:22-23,53-55,77-80"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("Type t, the fraction of the frame at which the circles first touch.");
    }
    std::optional<State> scene(quint32 seed) const override;
    HeldKeys held() const override { return { kHeldContact }; }
    double answer(const LessonScene& scene) const override { return sweptOf(scene.state()).t; }
    double tolerance(const LessonScene&) const override { return 0.005; }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("Only the relative motion counts: C₀ = B₀ − A₀, C₁ = B₁ − A₁.");
        return tr("Solve |C₀ + u (C₁ − C₀)|² = r² and take the smaller root.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        const Vec2 d = h.c1 - h.c0;
        // |C0 + u d|^2 = r^2: alpha u^2 + 2 (C0 . d) u + |C0|^2 - r^2 = 0.
        const double b = 2 * geometry::dot(h.c0, d);
        const double c = h.c0Squared - h.rSquared;
        const double other = c / (h.alpha * h.t);
        return tr(
            "C₀ = %1, C₁ − C₀ = %2; |C₀ + u d|² = r²: %3 u² + %4 u + %5 = 0, u = %6 (the other root %7).")
            .arg(point(h.c0), point(d), n(h.alpha), n(b), n(c), n(h.t), n(other));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        return { QStringLiteral("t = ") + n(h.t), QStringLiteral("hit at t = ") + n(h.t) };
    }
};

std::optional<State> ComputeTimeOfImpact::scene(quint32 seed) const
{
    struct Pair {
        int r, h, w;
    };
    // Twice the README's numbers, so that the circles are not dots in the lesson's view.
    static constexpr Pair kPairs[] = { { 10, 6, 8 }, { 10, 8, 6 }, { 10, 0, 10 }, { 20, 12, 16 },
        { 20, 16, 12 }, { 26, 10, 24 }, { 26, 24, 10 } };
    static constexpr double kLengths[] = { 20, 40, 80 };
    static constexpr double kTimes[] = { 0.1, 0.2, 0.25, 0.4, 0.5, 0.75 };
    QRandomGenerator rng(seed);
    const Pair pair = kPairs[rng.bounded(7)];
    const double length = kLengths[rng.bounded(3)];
    const double t = kTimes[rng.bounded(6)];
    const int rA = rng.bounded(1, pair.r);
    // Seen from A, B runs along y = h towards +x and touches at x = -w, at the fraction t.
    Vec2 c0 { -(pair.w + t * length), double(pair.h) };
    Vec2 c1 = c0 + Vec2 { length, 0 };
    for (int turns = rng.bounded(4); turns > 0; --turns) {
        c0 = geometry::perp(c0);
        c1 = geometry::perp(c1);
    }
    const Vec2 a0 { double(rng.bounded(-20, 21)), double(rng.bounded(-20, 21)) };
    const Vec2 a1 = a0 + Vec2 { double(rng.bounded(-5, 6)), double(rng.bounded(-5, 6)) };
    const Vec2 b0 = a0 + c0;
    const Vec2 b1 = a1 + c1;
    return State { a0.x, a0.y, a1.x, a1.y, b0.x, b0.y, b1.x, b1.y, double(rA), double(pair.r - rA) };
}

class ComputeVertex : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(SweptTasks)

public:
    QString id() const override { return QStringLiteral("compute-vertex"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("When are they closest?"); }
    QString sourceLines() const override { return QStringLiteral("004:60-68,109"); }
    QString prompt(const LessonScene&) const override
    {
        return tr(
            "Type s_top = −β/α, the time (from −1 to 1 across the frame, and beyond) at which the centres "
            "are closest.");
    }
    std::optional<State> scene(quint32 seed) const override
    {
        QRandomGenerator rng(seed);
        State s;
        for (int tries = 0; tries < 100000; ++tries) {
            const int x0 = rng.bounded(-6, 7), y0 = rng.bounded(-6, 7);
            const int x1 = rng.bounded(-6, 7), y1 = rng.bounded(-6, 7);
            const int alpha = (x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0);
            const int minusBeta = x0 * x0 + y0 * y0 - x1 * x1 - y1 * y1;
            // Drawn in steps of 5 (s_top does not change with the scale), radii 3 to 8.
            s = { 0, 0, 0, 0, 5.0 * x0, 5.0 * y0, 5.0 * x1, 5.0 * y1, double(rng.bounded(3, 9)),
                double(rng.bounded(3, 9)) };
            // s_top = -beta / alpha, a multiple of 1/8 in [-2, 2].
            if (alpha > 0 && (8 * minusBeta) % alpha == 0 && std::abs(minusBeta) <= 2 * alpha)
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { kHeldVertex }; }
    double answer(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        return -h.beta / h.alpha;
    }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return tr("α = |C₁ − C₀|², β = |C₁|² − |C₀|².");
        return tr("The minus sign: s_top = −β/α.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        const double top = -h.beta / h.alpha;
        return tr("α = %1, β = %2 − %3 = %4, s_top = −%4/%1 = %5 (%6 the frame).")
            .arg(n(h.alpha), n(h.c1Squared), n(h.c0Squared), n(h.beta), n(top),
                top >= -1 && top <= 1 ? tr("inside") : tr("outside"));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        const geometry::SweptResult h = sweptOf(scene.state());
        return { QStringLiteral("s_top = ") + n(-h.beta / h.alpha),
            QStringLiteral("s_{top} = -\\frac{\\beta}{\\alpha} = ") + mathNumber(-h.beta / h.alpha) };
    }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> swept::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictContact>());
    tasks.push_back(std::make_unique<ComputeTimeOfImpact>());
    tasks.push_back(std::make_unique<ComputeVertex>());
    return tasks;
}

} // namespace lab
