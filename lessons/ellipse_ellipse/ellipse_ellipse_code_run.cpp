// The runs of the three listings on the scene: the lines stepped on, each with the values it
// computes (fields of the scene's EllipseTextbookResult and EllipseEllipseResult, never worked out
// again), the branch taken and the stage the canvas draws for it.
#include "ellipse_ellipse_code.h"

#include "ellipse_ellipse_scene.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <cmath>

namespace lab {

namespace {

using Scene = EllipseEllipseScene;
using Branch = CodeStep::Branch;
using Trivial = geometry::TextbookTrivial;
using Case = geometry::TextbookCase;

CodeValue value(const QString& name, double v)
{
    return { name, v, std::isfinite(v) ? QString() : QStringLiteral("NaN") };
}

// A point as two values, "Q.x" and "Q.y".
QList<CodeValue> point(const QString& name, geometry::Vec2 v)
{
    return { value(name + QStringLiteral(".x"), v.x), value(name + QStringLiteral(".y"), v.y) };
}

Branch branch(bool taken)
{
    return taken ? Branch::Taken : Branch::NotTaken;
}

QString verdictText(bool hit)
{
    return hit ? QStringLiteral("true") : QStringLiteral("false");
}

// Appends steps; a step of a stage beyond what a task lets the scene show has "?" for its values
// and no branch, so that the code tells no more than the canvas.
class Steps {
public:
    Steps(int listing, int lastShown, bool verdictHeld)
        : m_listing(listing)
        , m_lastShown(lastShown)
        , m_verdictHeld(verdictHeld)
    {
    }
    // The line `key`, drawn on the canvas as stage `stage` (its piece `piece`), or as `exact`
    // where there is no stage (-1), its values and branch.
    void add(const char* key, int stage, const QList<CodeValue>& values = {}, Branch b = Branch::None,
        const QString& piece = {}, bool verdict = false, const Spotlight& exact = {})
    {
        CodeStep step;
        step.line = EllipseEllipseCode::line(m_listing, QString::fromLatin1(key));
        Q_ASSERT(step.line >= 0);
        step.spotlight = stage < 0 ? exact : ellipse_ellipse::kSpotStage.at(stage).piece(piece);
        const bool hidden = stage > m_lastShown || (verdict && m_verdictHeld);
        step.values = values;
        step.branch = hidden ? Branch::None : b;
        for (CodeValue& v : step.values) {
            if (hidden)
                v = { v.name, 0, QStringLiteral("?") };
        }
        if (hidden && step.spotlight.is(ellipse_ellipse::kSpotStage))
            step.spotlight = ellipse_ellipse::kSpotStage.at(m_lastShown);
        m_run.steps.append(step);
    }
    CodeRun run() const { return m_run; }

private:
    int m_listing;
    int m_lastShown;
    bool m_verdictHeld;
    CodeRun m_run;
};

using Result = geometry::EllipseTextbookResult;
constexpr int kStart = Scene::StartPoints;

// sinAl and cosAl on their two lines (`sin`, `cos`).
void alphaSteps(Steps& s, const Result& t, const char* sin, const char* cos)
{
    s.add(sin, kStart, { value(QStringLiteral("sinAl"), t.angles.sinAlpha) });
    s.add(cos, kStart, { value(QStringLiteral("cosAl"), t.angles.cosAlpha) });
}

// Stage 5, E left of x = -1: P on the line, the slopes, equation (6). True when decided.
bool leftOfLineSteps(Steps& s, const Result& t)
{
    const geometry::TextbookAngles& g = t.angles;
    s.add("cosBt", kStart, { value(QStringLiteral("cosBt"), g.cosBeta) });
    s.add("sinBt", kStart, { value(QStringLiteral("sinBt"), g.sinBeta) });
    s.add("P", kStart, point(QStringLiteral("P"), t.P));
    s.add(
        "below", kStart, {}, branch(t.trivial == Trivial::PBelowAxis), {}, t.trivial == Trivial::PBelowAxis);
    if (t.trivial == Trivial::PBelowAxis)
        return true;
    s.add("above", kStart, {}, branch(t.trivial == Trivial::PAboveTop), {}, t.trivial == Trivial::PAboveTop);
    if (t.trivial == Trivial::PAboveTop)
        return true;
    alphaSteps(s, t, "sinAl", "cosAl");
    s.add("mEll", kStart, { value(QStringLiteral("mEll"), t.slopeEllipseP) });
    s.add("mCir", kStart, { value(QStringLiteral("mCir"), t.slopeCircleP) });
    const bool order = t.trivial == Trivial::SlopeOrder;
    s.add("slopes", kStart, {}, branch(order), {}, order);
    if (order)
        return true;
    s.add("A", kStart, { value(QStringLiteral("A"), g.A) });
    s.add("B", kStart, { value(QStringLiteral("B"), g.B) });
    s.add("s", kStart, { value(QStringLiteral("s"), t.quadS) });
    s.add("t", kStart, { value(QStringLiteral("t"), t.quadT) });
    s.add("u", kStart, { value(QStringLiteral("u"), t.quadU) });
    const bool equal = t.trivial == Trivial::SlopesEqual;
    s.add("guard", kStart, {}, branch(equal), {}, equal);
    if (equal)
        return true;
    s.add("X", Scene::TangentPoints, { value(QStringLiteral("X"), t.X) });
    s.add("tanTh", Scene::TangentPoints, { value(QStringLiteral("tanTh"), t.tangent.tanTheta) });
    return false;
}

// Stage 5, E right of x = -1: P the bottom point, equation (9). True when decided.
bool rightOfLineSteps(Steps& s, const Result& t)
{
    s.add("bottom", kStart, point(QStringLiteral("P"), t.P));
    const bool inside = t.trivial == Trivial::BottomInCircle;
    s.add("inside", kStart, {}, branch(inside), {}, inside);
    if (inside)
        return true;
    const bool top = t.trivial == Trivial::PAboveTop;
    s.add("top", kStart, {}, branch(top), {}, top);
    if (top)
        return true;
    alphaSteps(s, t, "sinAl9", "cosAl9");
    s.add("A9", kStart, { value(QStringLiteral("A"), t.angles.A) });
    s.add("t9", kStart, { value(QStringLiteral("t"), t.quadT), value(QStringLiteral("u"), t.quadU) });
    s.add("X9", Scene::TangentPoints, { value(QStringLiteral("X"), t.X) });
    s.add("tanTh9", Scene::TangentPoints, { value(QStringLiteral("tanTh"), t.tangent.tanTheta) });
    return false;
}

// Stage 6: Q, case I, Q', case II. True when decided.
bool tangentPointSteps(Steps& s, const Result& t)
{
    const geometry::TextbookTangentPoints& q = t.tangent;
    constexpr int kStage = Scene::TangentPoints;
    s.add("cosTh", kStage, { value(QStringLiteral("cosTh"), q.cosTheta) });
    s.add("sinTh", kStage, { value(QStringLiteral("sinTh"), q.sinTheta) });
    s.add("Q", kStage, point(QStringLiteral("Q"), t.Q));
    const bool one = t.decidingCase == Case::I;
    s.add("caseI", kStage, {}, branch(one), QStringLiteral("I"), one);
    if (one)
        return true;
    s.add("tanPh", kStage, { value(QStringLiteral("tanPh"), q.tanPhi) });
    s.add("cosPh", kStage, { value(QStringLiteral("cosPh"), q.cosPhi) });
    s.add("sinPh", kStage, { value(QStringLiteral("sinPh"), q.sinPhi) });
    s.add("Qd", kStage, point(QStringLiteral("Qd"), t.Qp));
    s.add("K", kStage, point(QStringLiteral("K"), t.K), Branch::None, QStringLiteral("II"));
    s.add("Ky", kStage, point(QStringLiteral("K"), t.Ksqueezed), Branch::None, QStringLiteral("II"));
    const bool two = t.decidingCase == Case::II;
    s.add("caseII", kStage, {}, branch(two), QStringLiteral("II"), two);
    return two;
}

// Stage 7: case III (or its skip). True when decided.
bool caseIIISteps(Steps& s, const Result& t)
{
    const geometry::TextbookCaseIII& c = t.caseIII;
    constexpr int kStage = Scene::CaseIII;
    s.add("eps", kStage, { value(QStringLiteral("EPS"), geometry::kTextbookEps) });
    s.add("caseIII", kStage, {}, branch(c.tried));
    if (!c.tried)
        return false;
    s.add("dir", kStage);
    s.add("unit", kStage, point(QStringLiteral("d"), c.dir));
    s.add("t3", kStage, { value(QStringLiteral("t"), c.t) });
    s.add("u3", kStage, { value(QStringLiteral("u"), c.u) });
    s.add("D", kStage, { value(QStringLiteral("D"), c.D) });
    s.add("missed", kStage, {}, branch(c.missed), {}, c.missed);
    if (c.missed)
        return true;
    s.add("Rd", kStage, point(QStringLiteral("Rd"), t.Rp));
    s.add("m", kStage, { value(QStringLiteral("m"), c.m) });
    s.add("tanGm", kStage, { value(QStringLiteral("tanGm"), c.tanGamma) });
    s.add("cosGm", kStage, { value(QStringLiteral("cosGm"), c.cosGamma) });
    s.add("sinGm", kStage, { value(QStringLiteral("sinGm"), c.sinGamma) });
    s.add("R", kStage, point(QStringLiteral("R"), t.R));
    const bool in = t.decidingCase == Case::III;
    s.add("Rin", kStage, { value(QStringLiteral("|R|"), geometry::length(t.R)) }, branch(in), {}, in);
    return in;
}

void caseIVSteps(Steps& s, const Result& t)
{
    constexpr int kStage = Scene::CaseIV;
    s.add("v1", kStage, point(QStringLiteral("v1"), t.v1));
    s.add("L", kStage);
    s.add("Ly", kStage, point(QStringLiteral("L"), t.L));
    s.add("v2", kStage);
    s.add("v2unit", kStage, point(QStringLiteral("v2"), t.v2));
    s.add("v3", kStage, point(QStringLiteral("v3"), t.v3));
    s.add("Sd", kStage, point(QStringLiteral("Sd"), t.Sp));
    s.add("S", kStage);
    s.add("Sy", kStage, point(QStringLiteral("S"), t.S));
    s.add("caseIV", kStage,
        { value(QStringLiteral("|S|/a"), t.ratioS), { QStringLiteral("return"), 0, verdictText(t.hit) } },
        Branch::None, {}, true);
}

} // namespace

CodeRun EllipseEllipseCode::run(const EllipseEllipseScene& scene, int listing)
{
    switch (listing) {
    case Reduction: return reductionRun(scene);
    case Heuristic: return heuristicRun(scene);
    case Exact: return exactRun(scene);
    default: break;
    }
    return {};
}

CodeRun EllipseEllipseCode::reductionRun(const EllipseEllipseScene& scene)
{
    const geometry::EllipseTextbookResult& t = scene.textbook();
    const geometry::TextbookReduction& r = t.reduction;
    Steps s(Reduction, scene.lastShownStage(), scene.holds(kHeldVerdict));
    s.add("head", Scene::World);
    if (!t.reduced) {
        s.add("call", Scene::World, { { QStringLiteral("return"), 0, verdictText(false) } }, Branch::None, {},
            true);
        return s.run();
    }
    const geometry::Mat2& m = r.block;
    s.add("A", Scene::Image,
        { value(QStringLiteral("a"), m.a), value(QStringLiteral("b"), m.b), value(QStringLiteral("c"), m.c),
            value(QStringLiteral("d"), m.d) });
    s.add("wp", Scene::Image, point(QStringLiteral("wp"), r.center));
    s.add("e", Scene::Image, { value(QStringLiteral("e"), r.e) });
    s.add("f", Scene::Image, { value(QStringLiteral("f"), r.f) });
    s.add("g", Scene::Image, { value(QStringLiteral("g"), r.g) });
    s.add("ja", Scene::Image);
    s.add("jb", Scene::Image);
    s.add("G", Scene::Image, { value(QStringLiteral("G1"), r.G1), value(QStringLiteral("G2"), r.G2) });
    s.add("u1", Scene::Image, {}, branch(r.f != 0));
    s.add(r.f != 0 ? "u1fit" : "u1axis", Scene::Image, point(QStringLiteral("u1"), r.u1));
    s.add("u2", Scene::Image, point(QStringLiteral("u2"), r.u2));
    s.add("r", Scene::Image, { value(QStringLiteral("r_a"), r.rA), value(QStringLiteral("r_b"), r.rB) });
    s.add("x0", Scene::OwnFrame, { value(QStringLiteral("x0"), r.C.x) });
    s.add("y0", Scene::OwnFrame, { value(QStringLiteral("y0"), r.C.y) });
    const geometry::Vec2 quadrant { -std::abs(r.C.x), std::abs(r.C.y) };
    s.add("E", Scene::Quadrant, point(QStringLiteral("E"), quadrant));
    s.add("wide", Scene::Tall, {}, branch(r.wide));
    if (r.wide) {
        s.add("swap", Scene::Tall, { value(QStringLiteral("r_a"), t.a), value(QStringLiteral("r_b"), t.b) });
        s.add("reflect", Scene::Tall, point(QStringLiteral("E"), t.E));
    }
    s.add("call", Scene::World, { { QStringLiteral("return"), 0, verdictText(t.hit) } }, Branch::None, {},
        true);
    return s.run();
}

CodeRun EllipseEllipseCode::heuristicRun(const EllipseEllipseScene& scene)
{
    const Result& t = scene.textbook();
    Steps s(Heuristic, scene.lastShownStage(), scene.holds(kHeldVerdict));
    s.add("head", Scene::Tall,
        { value(QStringLiteral("E.x"), t.E.x), value(QStringLiteral("E.y"), t.E.y),
            value(QStringLiteral("a"), t.a), value(QStringLiteral("b"), t.b) });
    const bool rejected = t.trivial == Trivial::LeftOfLine || t.trivial == Trivial::AboveLine;
    s.add("reject", kStart, {}, branch(rejected), {}, rejected);
    if (rejected || !(t.a > 0))
        return s.run();
    s.add("k", kStart, { value(QStringLiteral("k"), t.k) });
    s.add("left", kStart, {}, branch(t.centerLeftOfLine));
    if (t.centerLeftOfLine ? leftOfLineSteps(s, t) : rightOfLineSteps(s, t))
        return s.run();
    if (tangentPointSteps(s, t) || caseIIISteps(s, t))
        return s.run();
    caseIVSteps(s, t);
    return s.run();
}

CodeRun EllipseEllipseCode::exactRun(const EllipseEllipseScene& scene)
{
    const geometry::EllipseEllipseResult& x = scene.exact();
    // The exact verdict is the verdict: all of it stays back while a task holds the verdict.
    Steps s(Exact, Scene::kStageCount - 1, scene.holds(kHeldVerdict));
    const auto add = [&s](const char* key, const QList<CodeValue>& values = {}, Branch b = Branch::None,
                         const Spotlight& spot = {}) { s.add(key, -1, values, b, {}, true, spot); };
    const Spotlight& outer = ellipse_ellipse::kSpotExactOuter;
    const Spotlight& inner = ellipse_ellipse::kSpotExactInner;
    add("head");
    if (!x.valid) {
        add("return", { { QStringLiteral("return"), 0, verdictText(false) } });
        return s.run();
    }
    add("c", {}, Branch::None, outer);
    add("D2", { value(QStringLiteral("D2"), x.centersDistanceSquared) }, Branch::None, outer);
    add("outer", {}, Branch::None, outer);
    add("outer2", { value(QStringLiteral("outer"), x.outerSum) }, Branch::None, outer);
    add("inner", {}, Branch::None, inner);
    add("inner2", { value(QStringLiteral("inner"), x.innerSum) }, Branch::None, inner);
    add("apart", {}, branch(x.circleShortcut && !x.hit), outer);
    if (x.circleShortcut && !x.hit)
        return s.run();
    add("overlap", {}, branch(x.circleShortcut && x.hit), inner);
    if (x.circleShortcut)
        return s.run();
    add("circle", { { QStringLiteral("circle"), 0, x.firstIsCircle ? tr("ellipse 1") : tr("ellipse 2") } });
    add("image", { value(QStringLiteral("s1"), x.semiMajor), value(QStringLiteral("s2"), x.semiMinor) });
    add("inside", {}, branch(x.centerInside));
    if (x.centerInside)
        return s.run();
    add("d", { value(QStringLiteral("d"), x.distance) });
    const bool band = x.certified || x.usedLongDouble;
    add("band", {}, branch(band));
    add(band ? "certificate" : "return", { { QStringLiteral("return"), 0, verdictText(x.hit) } });
    return s.run();
}

} // namespace lab
