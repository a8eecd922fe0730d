#include "lines_code.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab {

namespace {

using geometry::LineLineKind;
using geometry::LineLineResult;

struct LinesCode {
    Q_DECLARE_TR_FUNCTIONS(LinesCode)
};

// Lines of the method (index into the listing; a link from the text names index + 1).
enum MethodLine {
    kSignature = 1,
    kNormalize = 3,
    kW = 4,
    kDet = 5,
    kIfDet = 6,
    kS = 8,
    kR = 9,
    kZ = 10,
    kReturnR = 11,
    kProductForm = 13,
    kIfParallel = 14,
    kReturnSame = 15,
    kReturnNone = 16,
};

CodeValue number(const QString& name, double v)
{
    return { name, v, {} };
}

CodeValue point(const QString& name, geometry::Vec2 v)
{
    return { name, 0, formatPoint(v.x, v.y, LinesScene::kDecimals) };
}

CodeValue hidden(const QString& name)
{
    return { name, 0, QStringLiteral("?") };
}

CodeStep step(int line, QList<CodeValue> values, const Spotlight& spotlight = {}, const QString& formula = {})
{
    CodeStep s;
    s.line = line;
    s.values = std::move(values);
    s.spotlight = spotlight;
    s.formula = formula;
    return s;
}

CodeStep branch(int line, bool taken, QList<CodeValue> values = {}, const Spotlight& spotlight = {})
{
    CodeStep s = step(line, std::move(values), spotlight);
    s.branch = taken ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    return s;
}

CodeListing methodListing()
{
    CodeListing l;
    l.id = QStringLiteral("textbook");
    l.title = QStringLiteral("CalcIntersectionOf2Lines");
    l.source = LinesCode::tr("The textbook's method for two lines (002, part C), as the lesson runs it");
    l.lines = {
        { QStringLiteral("static Vector3 CalcIntersectionOf2Lines("), {}, false },
        { QStringLiteral("    Vector2 P, Vector2 a, Vector2 Q, Vector2 b)"), {}, false },
        { QStringLiteral("{"), {}, false },
        { QStringLiteral("    // a = a.normalized;  b = b.normalized;"),
            LinesCode::tr(
                "the textbook makes a and b unit vectors first; the lesson keeps the arrows as drawn, so s "
                "counts arrows a"),
            false },
        { QStringLiteral("    Vector2 W = Q - P;"), {}, false },
        { QStringLiteral("    float detA = -a.x * b.y + b.x * a.y;"), LinesCode::tr("|A|"), false },
        { QStringLiteral("    if (!IsZero(detA))"), {}, false },
        { QStringLiteral("    {"), {}, false },
        { QStringLiteral("        float s = (-b.y * W.x + b.x * W.y) / detA;"),
            LinesCode::tr("first row of A⁻¹ W"), false },
        { QStringLiteral("        Vector2 R = P + s * a;"), {}, false },
        { QStringLiteral("        // R.z = s;"), LinesCode::tr("the textbook hands s back as R's z"), false },
        { QStringLiteral("        return R;"), LinesCode::tr("one common point"), false },
        { QStringLiteral("    }"), {}, false },
        { QStringLiteral("    // ") + LinesCode::tr("detA == 0 means b.x * a.y == a.x * b.y"),
            LinesCode::tr(
                "correction: the textbook divides this into a.y / a.x == b.y / b.x (equal slopes), which a "
                "vertical line (a.x or b.x = 0) does not have; the product form needs no division"),
            true },
        { QStringLiteral("    if (IsParallel(W, a))"), LinesCode::tr("is Q on line 1?"), false },
        { QStringLiteral("        return SameLine;"),
            LinesCode::tr("every point is common; the textbook returns the midpoint of P and Q here"),
            false },
        { QStringLiteral("    return Vector3.positiveInfinity;"), LinesCode::tr("parallel: no common point"),
            false },
        { QStringLiteral("}"), {}, false },
    };
    return l;
}

CodeListing programListing()
{
    CodeListing l;
    l.id = QStringLiteral("code4");
    l.title = LinesCode::tr("Code4: the two-lines program");
    l.source
        = LinesCode::tr("The textbook's program for two lines (002): the keys turn them, a red dot marks R");
    l.lines = {
        { QStringLiteral("// Code4"),
            LinesCode::tr(
                "correction: the textbook heads this listing [Code3], the number of the ray-and-disk program "
                "before it; its section and figure 38 say Code4"),
            true },
        { QStringLiteral("if (AnyKeyHeld(KeyCode.H, KeyCode.J, KeyCode.K, KeyCode.L))"), {}, false },
        { QStringLiteral("    RotateLine();"), LinesCode::tr("H, J turn line 1; K, L turn line 2"), false },
        { QStringLiteral("Vector2 v1 = GetDirection_v1();"), {}, false },
        { QStringLiteral("Vector2 v2 = GetDirection_v2();"), {}, false },
        { QStringLiteral("Vector3 T = CalcIntersectionOf2Lines(P1, v1, P2, v2);"), {}, false },
        { QStringLiteral("if (T.z != float.PositiveInfinity)"), {}, false },
        { QStringLiteral("    Dot.SetPosition(T);"), LinesCode::tr("the red dot at R"), false },
    };
    return l;
}

// The method's steps once |A| is known: s and R, or the parallel test.
void meetSteps(CodeRun& run, const LinesScene& scene)
{
    const LineLineResult& r = scene.result();
    const geometry::Vec2 a = scene.first().direction;
    const geometry::Vec2 b = scene.second().direction;
    const bool meetShown = !scene.holds(lines::kHeldMeet);
    if (r.kind == LineLineKind::Point) {
        run.steps << step(kS, { meetShown ? number(QStringLiteral("s"), r.s) : hidden(QStringLiteral("s")) },
            lines::kSpotS,
            meetShown ? QStringLiteral("s = (-%1·%2 + %3·%4) / %5 = %6")
                            .arg(lines::factorText(b.y), lines::factorText(r.w.x), lines::factorText(b.x),
                                lines::factorText(r.w.y), lines::factorText(r.det),
                                formatNumber(r.s, LinesScene::kDecimals))
                      : QString());
        run.steps << step(kR,
            { meetShown ? point(QStringLiteral("R"), r.point) : hidden(QStringLiteral("R")) }, lines::kSpotR);
        run.steps << step(kReturnR, {}, lines::kSpotR);
        return;
    }
    run.steps << step(kProductForm,
        { number(QStringLiteral("b.x * a.y"), b.x * a.y), number(QStringLiteral("a.x * b.y"), a.x * b.y) },
        lines::kSpotDet);
    run.steps << branch(kIfParallel, r.kind == LineLineKind::SameLine, {}, lines::kSpotParallel);
    run.steps << step(r.kind == LineLineKind::SameLine ? kReturnSame : kReturnNone, {});
}

CodeRun methodRun(const LinesScene& scene)
{
    const LineLineResult& r = scene.result();
    const geometry::Line l1 = scene.first();
    const geometry::Line l2 = scene.second();
    CodeRun run;
    run.steps << step(kSignature,
        { point(QStringLiteral("P"), l1.point), point(QStringLiteral("a"), l1.direction),
            point(QStringLiteral("Q"), l2.point), point(QStringLiteral("b"), l2.direction) });
    if (r.kind == LineLineKind::ZeroDirection)
        return run;
    run.steps << step(kW, { point(QStringLiteral("W"), r.w) }, lines::kSpotW,
        QStringLiteral("W = Q - P = %1 - %2 = %3")
            .arg(formatPoint(l2.point.x, l2.point.y, LinesScene::kDecimals),
                formatPoint(l1.point.x, l1.point.y, LinesScene::kDecimals),
                formatPoint(r.w.x, r.w.y, LinesScene::kDecimals)));
    const bool detShown = !scene.holds(lines::kHeldDet);
    const geometry::Vec2 a = l1.direction;
    const geometry::Vec2 b = l2.direction;
    run.steps << step(kDet,
        { detShown ? number(QStringLiteral("detA"), r.det) : hidden(QStringLiteral("detA")) },
        lines::kSpotDet,
        detShown ? QStringLiteral("|A| = -%1·%2 + %3·%4 = %5")
                       .arg(lines::factorText(a.x), lines::factorText(b.y), lines::factorText(b.x),
                           lines::factorText(a.y), formatNumber(r.det, LinesScene::kDecimals))
                 : QString());
    if (scene.holds(kHeldVerdict) || !detShown) {
        run.steps << step(kIfDet, { hidden(QStringLiteral("!IsZero(detA)")) }); // the task's answer
        return run;
    }
    run.steps << branch(kIfDet, r.kind == LineLineKind::Point);
    meetSteps(run, scene);
    return run;
}

CodeRun programRun(const LinesScene& scene)
{
    const LineLineResult& r = scene.result();
    CodeRun run;
    run.steps << branch(1, false); // no key is held while the code runs on the scene
    run.steps << step(3, { point(QStringLiteral("v1"), scene.first().direction) });
    run.steps << step(4, { point(QStringLiteral("v2"), scene.second().direction) });
    const bool shown = !scene.holds(kHeldVerdict) && !scene.holds(lines::kHeldMeet);
    if (!shown) {
        run.steps << step(5, { hidden(QStringLiteral("T")) });
        return run;
    }
    const bool meet = r.kind == LineLineKind::Point;
    run.steps << step(5,
        { meet ? point(QStringLiteral("T"), r.point)
               : CodeValue { QStringLiteral("T"), 0,
                   r.kind == LineLineKind::SameLine ? LinesCode::tr("the same line")
                                                    : QStringLiteral("∞") } },
        lines::kSpotR);
    run.steps << branch(6, meet);
    if (meet)
        run.steps << step(7, { point(QStringLiteral("Dot"), r.point) }, lines::kSpotR);
    return run;
}

} // namespace

QList<CodeListing> lines::listings()
{
    return { methodListing(), programListing() };
}

CodeRun lines::run(const LinesScene& scene, int listing)
{
    return listing == 1 ? programRun(scene) : methodRun(scene);
}

} // namespace lab
