#include "circles_code.h"

#include "circles_conditions.h"
#include "circles_scene.h"

#include "shared/car_code.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/records/progress.h"

#include <QCoreApplication>

namespace lab::circles {

namespace {

using car_code::number;
using car_code::words;

struct CirclesCode {
    Q_DECLARE_TR_FUNCTIONS(CirclesCode)
};

CodeValue heldValue(const char* name)
{
    return words(name, QStringLiteral("?"));
}

} // namespace

QList<CodeListing> listings()
{
    CodeListing l;
    l.id = kListingId;
    l.title = CirclesCode::tr("Two bounding circles");
    l.source
        = CirclesCode::tr("The handout's bounding-circle test (003), written as a method of its programs");
    // Short lines: the code view shows each line's values after it, in a narrow column.
    const auto line = [](const char* code, const QString& comment = {}) {
        return CodeLine { QString::fromLatin1(code), comment, false };
    };
    l.lines = {
        line("bool Hit(Vector2 p1, float r1,"),
        line("         Vector2 p2, float r2)"),
        line("{"),
        line("    float dx = p2.X - p1.X;"),
        line("    float dy = p2.Y - p1.Y;"),
        { QStringLiteral("    // ") + CirclesCode::tr("D squared: no Math.Sqrt needed"), {}, false },
        line("    float D2 = dx * dx + dy * dy;"),
        line("    float rSum = r1 + r2;"),
        line("    float rSum2 = rSum * rSum;"),
        // The comparison is what the task "The two conditions" asks for: until it is answered
        // (or its solution shown) the listing leaves it for the student, as rectangles does.
        comparisonRevealed()
            ? line("    if (D2 <= rSum2)")
            : line("    if (...)",
                CirclesCode::tr("the comparison: the task \"The two conditions\" asks for it, "
                                "and it appears here once you have answered")),
        line("        return true;", CirclesCode::tr("they collide")),
        line("    return false;", CirclesCode::tr("they are apart")),
        line("}"),
    };
    return { l };
}

bool comparisonRevealed()
{
    const ProgressStore* store = ProgressStore::instance();
    if (!store)
        return false;
    const TaskRecord r = store->exercise(QStringLiteral("circles")).tasks.value(kConditionsTask);
    return r.answered() || r.revealed;
}

CodeRun run(const CirclesScene& scene)
{
    const geometry::CircleCircleResult& r = scene.result();
    const bool holdD2 = scene.holdsDistance();
    const bool holdVerdict = scene.holds(kHeldVerdict);
    CodeRun run;
    const auto step = [&run](int line, QList<CodeValue> values, const Spotlight& spot, QString formula = {}) {
        CodeStep s;
        s.line = line;
        s.values = std::move(values);
        s.spotlight = spot;
        s.formula = std::move(formula);
        run.steps.append(s);
    };
    step(SignatureLine, {}, {}); // p1, r1, p2 and r2 are the fields beside the canvas
    step(DxLine, { number("dx", r.delta.x) }, kSpotCentres);
    step(DyLine, { number("dy", r.delta.y) }, kSpotCentres);
    if (holdD2) {
        step(D2Line, { heldValue("D2") }, kSpotDistance);
    } else {
        step(D2Line, { number("D2", r.distanceSquared) }, kSpotDistance,
            QStringLiteral("D² = %1² + %2² = %3")
                .arg(formatNumber(r.delta.x), formatNumber(r.delta.y), formatNumber(r.distanceSquared)));
    }
    if (holdVerdict) { // the sums, the comparison and its branch wait for the prediction
        step(SumLine, { heldValue("rSum") }, kSpotRadii);
        step(Sum2Line, { heldValue("rSum2") }, kSpotRadii);
        step(IfLine, { words(comparisonRevealed() ? "D2 <= rSum2" : "...", QStringLiteral("?")) },
            kSpotCompare);
        return run;
    }
    step(SumLine, { number("rSum", r.radiusSum) }, kSpotRadii);
    step(Sum2Line, { number("rSum2", r.radiusSumSquared) }, kSpotRadii,
        QStringLiteral("(r1 + r2)² = %1² = %2")
            .arg(formatNumber(r.radiusSum), formatNumber(r.radiusSumSquared)));
    CodeStep test;
    test.line = IfLine;
    test.branch = r.hit ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    test.spotlight = kSpotCompare;
    if (!holdD2)
        test.formula
            = QStringLiteral("%1 %2 %3")
                  .arg(formatNumber(r.distanceSquared), r.hit ? QStringLiteral("≤") : QStringLiteral(">"),
                      formatNumber(r.radiusSumSquared));
    run.steps.append(test);
    step(r.hit ? HitLine : MissLine, {}, kSpotCompare);
    return run;
}

} // namespace lab::circles
