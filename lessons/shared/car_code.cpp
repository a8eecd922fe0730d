#include "car_code.h"

#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab::car_code {

namespace {

struct CarCode {
    Q_DECLARE_TR_FUNCTIONS(CarCode)
};

CodeStep stepAt(int line, QList<CodeValue> values, const Spotlight& spot, int iteration = -1)
{
    CodeStep s;
    s.line = line;
    s.values = std::move(values);
    s.spotlight = spot;
    s.iteration = iteration;
    return s;
}

// The inner circles' loop: one pass per circle tried, the first one out reverses mov.
void innerPasses(CodeRun& run, const geometry::CircleHierarchy& car,
    const geometry::HierarchyBounceResult& result, const geometry::HierarchyBounceTrace& trace, bool radii)
{
    for (int k = 1; k < trace.count; ++k) {
        const int i = k - 1;
        const geometry::WallTest& t = trace.tests[std::size_t(k)];
        const bool out = t.outX || t.outY;
        run.steps.append(stepAt(LoopLine, { number("i", i) }, kSpotInner.at(i), i));
        QList<CodeValue> values { pointValue(QStringLiteral("p0 + p[i]"), t.circle.center) };
        if (radii)
            values.append(number("r[i]", car.inner[std::size_t(i)].radius));
        CodeStep test = stepAt(InnerLine, values, kSpotInner.at(i), i);
        test.branch = out ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
        run.steps.append(test);
        if (out) {
            const QString flipped
                = result.flippedX ? QStringLiteral("mov.X *= -1") : QStringLiteral("mov.Y *= -1");
            run.steps.append(stepAt(BounceLine,
                { words("AreaMove", flipped), pointValue(QStringLiteral("mov"), result.velocity),
                    pointValue(QStringLiteral("p0"), result.pose.position) },
                kSpotMove, i));
        }
    }
}

} // namespace

CodeValue number(const char* name, double value)
{
    return { QString::fromLatin1(name), value, {} };
}

CodeValue words(const char* name, const QString& text)
{
    return { QString::fromLatin1(name), 0, text };
}

CodeValue pointValue(const QString& name, geometry::Vec2 p)
{
    return { name, 0, formatPoint(p.x, p.y) };
}

CodeListing updateListing(const QString& id, const QString& title, const QString& source)
{
    CodeListing l;
    l.id = id;
    l.title = title;
    l.source = source;
    const auto line = [](const char* code, const QString& comment = {}) {
        return CodeLine { QString::fromLatin1(code), comment, false };
    };
    const auto note = [](const char* indent, const QString& words) {
        return CodeLine { QString::fromLatin1(indent) + QStringLiteral("// ") + words, {}, false };
    };
    l.lines = {
        line("void Update()"),
        line("{"),
        note("    ", CarCode::tr("each inner circle's offset, turned with the car")),
        line("    p[i] = offset[i] * Matrix2.Rotate(angle);"),
        note("    ", CarCode::tr("the outer circle: only a test")),
        line("    if (AreaMove(p0, mov, radius))"),
        line("    {"),
        line("        p0 += mov;"),
        note("        ", CarCode::tr("front, rear, middle; the first one out reverses mov.X, or else mov.Y")),
        line("        for (int i = 0; i < 3; i++)"),
        line("            if (AreaMove(p0 + p[i], ref mov, r[i]))"),
        line("            { p0 += mov; break; }", CarCode::tr("the handout's || stops here too")),
        line("    }"),
        line("    else"),
        line("    { p0 += mov; }"),
        line("}"),
    };
    return l;
}

CodeRun updateRun(const geometry::CircleHierarchy& car, const geometry::Pose& pose, geometry::Vec2 mov,
    const geometry::HierarchyBounceResult& result, const geometry::HierarchyBounceTrace& trace,
    UpdateShown shown)
{
    CodeRun run;
    run.steps.append(stepAt(UpdateSignature,
        { pointValue(QStringLiteral("p0"), pose.position), pointValue(QStringLiteral("mov"), mov),
            number("angle", geometry::degrees(pose.angle)) },
        {}));
    for (int i = 0; i < car.innerCount; ++i) {
        QList<CodeValue> values;
        if (shown.carNumbers)
            values.append(pointValue(QStringLiteral("offset[i]"), car.inner[std::size_t(i)].center));
        values.append(
            pointValue(QStringLiteral("p[i]"), geometry::worldInner(car, pose, i).center - pose.position));
        run.steps.append(stepAt(TurnLine, values, kSpotInner.at(i), i));
    }
    if (trace.count < 1)
        return run;
    const geometry::WallTest& outer = trace.tests[0];
    CodeStep test = stepAt(OuterLine,
        { pointValue(QStringLiteral("p0"), outer.circle.center), number("radius", outer.circle.radius) },
        kSpotOuter);
    test.branch = result.outerTouched ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    run.steps.append(test);
    const geometry::Vec2 moved = pose.position + mov;
    if (!result.outerTouched) {
        run.steps.append(stepAt(ElseLine, {}, kSpotOuter));
        run.steps.append(stepAt(ElseMoveLine, { pointValue(QStringLiteral("p0"), moved) }, kSpotMove));
        return run;
    }
    run.steps.append(stepAt(MoveLine, { pointValue(QStringLiteral("p0"), moved) }, kSpotMove));
    if (!shown.inner) { // the student predicts what the inner circles do
        run.steps.append(stepAt(LoopLine, { words("i", QStringLiteral("?")) }, {}));
        return run;
    }
    innerPasses(run, car, result, trace, shown.carNumbers);
    return run;
}

} // namespace lab::car_code
