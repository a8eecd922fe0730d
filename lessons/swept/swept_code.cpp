#include "swept_code.h"

#include "swept_scene.h"
#include "swept_spotlight.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab {

namespace {

using geometry::Vec2;

struct SweptCodeWords {
    Q_DECLARE_TR_FUNCTIONS(SweptCode)
};

CodeLine line(const QString& code, const QString& comment = {}, bool correction = false)
{
    return { code, comment, correction };
}

using Run = CodeRunBuilder;

CodeListing articleListing()
{
    CodeListing l { QStringLiteral("article"), SweptCodeWords::tr("The article's test"),
        SweptCodeWords::tr(
            "the article's Hitting class (004), made to compile; its errors marked, not fixed"),
        {} };
    l.lines = {
        line(QStringLiteral("struct vec {")),
        line(QStringLiteral("    double x, y;")),
        line(QStringLiteral("    vec() : x(0.0), y(0.0) {}")),
        line(QStringLiteral("    vec(double x, double y) : x(x), y(y) {}")),
        line(QStringLiteral("    double operator*(const vec& v) const { return x * v.x + y * v.y; }"),
            SweptCodeWords::tr(
                "the dot product. correction: const is missing in the article, so isHit cannot call it "
                "on its const references"),
            true),
        line(QStringLiteral("    vec operator-(const vec& v) const { return vec(x - v.x, y - v.y); }"),
            SweptCodeWords::tr("correction: the article's vec has no subtraction, which isHit needs"), true),
        line(QStringLiteral("};")),
        line(QStringLiteral("class Hitting {")),
        line(QStringLiteral("    vec pos[2];"),
            SweptCodeWords::tr("pos[0]: the previous frame, pos[1]: this frame")),
        line(QStringLiteral("    double r;")),
        line(QStringLiteral("public:")),
        line(QStringLiteral("    Hitting(double size) : r(size) {}")),
        line(QStringLiteral("    void Set(vec p) { pos[0] = pos[1]; pos[1] = p; }"),
            SweptCodeWords::tr("a new frame: the old place moves back")),
        line(QStringLiteral("    const vec& operator[](int i) const { return pos[i]; }"),
            SweptCodeWords::tr("correction: const, as above"), true),
        line(QStringLiteral("    static bool isHit(const Hitting& A, const Hitting& B) {")),
        line(QStringLiteral("        vec C0(B[0] - A[0]);"),
            SweptCodeWords::tr("B seen from A at the previous frame")),
        line(QStringLiteral("        vec C1(B[1] - A[1]);"), SweptCodeWords::tr("and at this frame")),
        line(QStringLiteral("        double r_sq = (A.r + B.r); r_sq *= r_sq;")),
        line(QStringLiteral("        double c0 = C0 * C0;")),
        line(QStringLiteral("        double c1 = C1 * C1;")),
        line(QStringLiteral("        double i = C0 * C1;")),
        line(QStringLiteral("        if (i <= c0 && i <= c1) return (-i * i <= r_sq * (c0 + c1 - 2 * i));"),
            SweptCodeWords::tr(
                "correction: the vertex value lost 4 c0 c1, and -i*i ≤ 0 ≤ r_sq (c0 + c1 − 2i) always "
                "holds: a hit whenever the closest moment is in the frame. With no relative motion "
                "(α = c0 + c1 − 2i = 0, which the article rules out by \"α > 0\") it lands here too"),
            true),
        line(QStringLiteral("        return (c0 <= r_sq || c1 <= r_sq);"),
            SweptCodeWords::tr(
                "the two frames. correction: the article derives this with ⇒; a hit needs ⇔, which holds "
                "because R = 4r²"),
            true),
        line(QStringLiteral("    }")),
        line(QStringLiteral("};")),
    };
    return l;
}

CodeListing correctListing()
{
    CodeListing l { QStringLiteral("correct"), SweptCodeWords::tr("The correct test"),
        SweptCodeWords::tr("the article's test corrected, as the lesson computes it"), {} };
    l.lines = {
        line(QStringLiteral("static bool isHit(const Hitting& A, const Hitting& B) {")),
        line(QStringLiteral("    vec C0 = B[0] - A[0];"),
            SweptCodeWords::tr("B seen from A at the previous frame")),
        line(QStringLiteral("    vec C1 = B[1] - A[1];"), SweptCodeWords::tr("and at this frame")),
        line(QStringLiteral("    vec D = C1 - C0;"),
            SweptCodeWords::tr("B's path seen from A: the segment from C0 to C1")),
        line(QStringLiteral("    double r_sq = (A.r + B.r) * (A.r + B.r);")),
        line(QStringLiteral("    double c0 = C0 * C0;")),
        line(QStringLiteral("    double alpha = D * D;"), SweptCodeWords::tr("α = |C1 − C0|²")),
        line(QStringLiteral("    if (alpha == 0) return c0 <= r_sq;"),
            SweptCodeWords::tr(
                "correction: the article assumes α > 0; with no relative motion the distance stays |C0|"),
            true),
        line(QStringLiteral("    double u = -(C0 * D) / alpha;"),
            SweptCodeWords::tr(
                "the closest moment of the whole line, a fraction of the frame: s_top = 2u − 1")),
        line(QStringLiteral("    if (u <= 0) return c0 <= r_sq;"),
            SweptCodeWords::tr("closest at the start: f(−1) ≤ 0 ⇔ (C0, C0) ≤ r² (the article writes ⇒)"),
            true),
        line(QStringLiteral("    if (u >= 1) return C1 * C1 <= r_sq;"),
            SweptCodeWords::tr("closest at the end: f(1) ≤ 0 ⇔ (C1, C1) ≤ r²")),
        line(QStringLiteral("    double cr = C0.x * D.y - C0.y * D.x;"),
            SweptCodeWords::tr("C0 × (C1 − C0), the same as C0 × C1")),
        line(QStringLiteral("    return cr * cr / alpha <= r_sq;"),
            SweptCodeWords::tr(
                "correction: the vertex test, |C0 × C1|² ≤ r² |C1 − C0|²: the distance² from A to B's path "
                "against r²"),
            true),
        line(QStringLiteral("}")),
    };
    return l;
}

CodeRun articleRun(const SweptScene& scene)
{
    const geometry::SweptTextbookResult& t = scene.result().textbook;
    Run r(scene.holds(kHeldVerdict) || scene.holds(kHeldVertex));
    r.step(14)
        .value(QStringLiteral("A.r"), scene.a().radius, false)
        .value(QStringLiteral("B.r"), scene.b().radius, false);
    r.step(15, swept::kSpotC0).vector(QStringLiteral("C0"), t.C0);
    r.step(16, swept::kSpotC1).vector(QStringLiteral("C1"), t.C1);
    r.step(17, swept::kSpotRadius).value(QStringLiteral("r_sq"), t.rSquared, false);
    r.step(18, swept::kSpotStart).value(QStringLiteral("c0"), t.c0, false);
    r.step(19, swept::kSpotEnd).value(QStringLiteral("c1"), t.c1, false);
    r.step(20, swept::kSpotSegment).value(QStringLiteral("i"), t.i);
    r.step(21, swept::kSpotVertex);
    if (r.held())
        return r.run; // the task asks what comes next
    r.value(QStringLiteral("-i*i"), t.vertexLeft).value(QStringLiteral("r_sq*(c0+c1-2*i)"), t.vertexRight);
    r.branch(t.vertexBranch, t.hit);
    if (!t.vertexBranch)
        r.step(22, swept::kSpotEnds).returns(t.hit);
    return r.run;
}

CodeRun correctRun(const SweptScene& scene)
{
    const geometry::SweptResult& h = scene.result().swept;
    Run r(scene.holds(kHeldVerdict) || scene.holds(kHeldVertex));
    r.step(0)
        .value(QStringLiteral("A.r"), scene.a().radius, false)
        .value(QStringLiteral("B.r"), scene.b().radius, false);
    r.step(1, swept::kSpotC0).vector(QStringLiteral("C0"), h.c0);
    r.step(2, swept::kSpotC1).vector(QStringLiteral("C1"), h.c1);
    r.step(3, swept::kSpotSegment).vector(QStringLiteral("D"), h.c1 - h.c0);
    r.step(4, swept::kSpotRadius).value(QStringLiteral("r_sq"), h.rSquared, false);
    r.step(5, swept::kSpotStart).value(QStringLiteral("c0"), h.c0Squared, false);
    r.step(6, swept::kSpotSegment).value(QStringLiteral("alpha"), h.alpha);
    r.step(7);
    if (r.held())
        return r.run; // the task asks what comes next
    r.branch(h.alpha == 0, h.hit);
    if (h.alpha == 0)
        return r.run;
    r.step(8, swept::kSpotVertex).value(QStringLiteral("u"), h.uLine);
    r.step(9, swept::kSpotStart).branch(h.uLine <= 0, h.hit);
    if (h.uLine <= 0)
        return r.run;
    r.step(10, swept::kSpotEnd).value(QStringLiteral("C1*C1"), h.c1Squared).branch(h.uLine >= 1, h.hit);
    if (h.uLine >= 1)
        return r.run;
    r.step(11, swept::kSpotDistance).value(QStringLiteral("cr"), h.cross);
    r.step(12, swept::kSpotDistance).value(QStringLiteral("cr*cr/alpha"), h.minDistanceSquared);
    r.returns(h.hit);
    return r.run;
}

} // namespace

QList<CodeListing> swept::listings()
{
    return { articleListing(), correctListing() };
}

CodeRun swept::run(const SweptScene& scene, int listing)
{
    return listing == 0 ? articleRun(scene) : correctRun(scene);
}

} // namespace lab
