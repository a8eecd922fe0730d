#include "rectangles_code.h"

#include "rectangles_words.h"

#include "core/model/numbers.h"
#include "core/records/progress.h"

#include <QCoreApplication>

namespace lab {

namespace {

using geometry::AabbAabbResult;
using geometry::Touching;
using namespace rectangles;

struct RectanglesCode {
    Q_DECLARE_TR_FUNCTIONS(RectanglesCode)
};

// Lines of both listings.
enum Line {
    kNames = 0,
    kSignature = 1,
    kFirstCondition = 3,
    kApart = 7,
    kHit = 8,
    kWrittenOut = 9,
    kReturn = 10
};

// The handout's corner names of an edge: rectangle 1 is P0 (top-left), P2 (bottom-right), rectangle
// 2 is p0, p2, as in the square collision exercise.
QString cornerName(Edge e, int rectangle)
{
    const QString p = rectangle == 1 ? QStringLiteral("P") : QStringLiteral("p");
    switch (e) {
    case Edge::Left: return p + QStringLiteral("0.X");
    case Edge::Right: return p + QStringLiteral("2.X");
    case Edge::Bottom: return p + QStringLiteral("2.Y");
    case Edge::Top: break;
    }
    return p + QStringLiteral("0.Y");
}

QString relationCode(Relation r)
{
    switch (r) {
    case Relation::Less: return QStringLiteral("<");
    case Relation::LessEqual: return QStringLiteral("<=");
    case Relation::Greater: return QStringLiteral(">");
    case Relation::GreaterEqual: break;
    }
    return QStringLiteral(">=");
}

Touching ruleOf(int listing)
{
    return listing == 1 ? Touching::DoesNotCount : Touching::Counts;
}

// "P2.X < p0.X": condition `index` under `rule`, or its negation.
QString conditionCode(int index, Touching rule, bool negate)
{
    const SeparatingCondition& c = separatingCondition(index);
    const Relation r = separatingRelation(c, rule);
    return QStringLiteral("%1 %2 %3")
        .arg(cornerName(c.edge1, 1), relationCode(negate ? negated(r) : r), cornerName(c.edge2, 2));
}

CodeListing listing(int which)
{
    const Touching rule = ruleOf(which);
    CodeListing l;
    l.id = which == 1 ? QStringLiteral("strict") : QStringLiteral("inclusive");
    l.title
        = which == 1 ? RectanglesCode::tr("Strict: touching misses") : RectanglesCode::tr("Touching counts");
    l.source = which == 1
        ? RectanglesCode::tr("The handout's Collision_Square (003): strict, as its program compares")
        : RectanglesCode::tr(
            "The handout's Collision_Square (003) with touching edges counted as an overlap");
    l.lines = {
        { QStringLiteral("// ")
                + RectanglesCode::tr("rectangle 1: P0 top-left, P2 bottom-right; rectangle 2: p0, p2 (y up)"),
            {}, false },
        { QStringLiteral("static bool Collision_Square(Vector2 p0, Vector2 p2, Vector2 P0, Vector2 P2)"), {},
            false },
        { QStringLiteral("{"), {}, false },
    };
    for (int i = 0; i < kConditionCount; ++i) {
        l.lines.append({ QStringLiteral("    bool c%1 = %2;").arg(i + 1).arg(conditionCode(i, rule, false)),
            RectanglesCode::tr("%1, %2").arg(meaning(separatingCondition(i)),
                QStringLiteral("%1 %2 %3")
                    .arg(edgeName(separatingCondition(i).edge1, 1),
                        relationText(separatingRelation(separatingCondition(i), rule), false),
                        edgeName(separatingCondition(i).edge2, 2))),
            false });
    }
    // How the four make the overlap is the square collision exercise's question: until it is
    // answered (or its solution shown) the listing leaves those lines for the student.
    const bool revealed = conditionRevealed();
    l.lines.append({ revealed ? QStringLiteral("    bool apart = c1 || c2 || c3 || c4;")
                              : QStringLiteral("    bool apart = ...;"),
        revealed
            ? RectanglesCode::tr("any one is enough")
            : RectanglesCode::tr("how the four make \"apart\": you find it in the square collision exercise"),
        false });
    l.lines.append(
        { revealed ? QStringLiteral("    bool hit = !apart;") : QStringLiteral("    bool hit = ...;"),
            revealed ? RectanglesCode::tr("= !c1 && !c2 && !c3 && !c4 (De Morgan)") : QString(), false });
    if (revealed) {
        QStringList parts;
        for (const int i : { 1, 0, 2, 3 }) // the handout's order: across, then up and down
            parts << QStringLiteral("(%1)").arg(conditionCode(i, rule, true));
        l.lines.append({ QStringLiteral("    // = %1").arg(parts.join(QStringLiteral(" && "))),
            RectanglesCode::tr("each negation turned round"), false });
    } else {
        l.lines.append({ QStringLiteral("    // = ..."),
            RectanglesCode::tr("the four comparisons written out: you write them in the square collision "
                               "exercise, and they appear here once you have"),
            false });
    }
    l.lines.append({ QStringLiteral("    return hit;"), {}, false });
    l.lines.append({ QStringLiteral("}"), {}, false });
    return l;
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

CodeValue truth(const QString& name, bool v, bool held)
{
    return { name, v ? 1.0 : 0.0,
        held    ? QStringLiteral("?")
            : v ? QStringLiteral("true")
                : QStringLiteral("false") };
}

} // namespace

namespace rectangles {

bool conditionRevealed()
{
    return taskAnswered(QStringLiteral("square_collision"), QStringLiteral("condition"), false);
}

} // namespace rectangles

QList<CodeListing> rectangles::listings()
{
    return { listing(0), listing(1) };
}

CodeRun rectangles::run(const RectanglesScene& scene, int which)
{
    const Touching rule = ruleOf(which);
    const AabbAabbResult& r = rule == Touching::Counts ? scene.inclusive() : scene.strict();
    const geometry::Aabb boxes[2] = { scene.first(), scene.second() };
    const bool shapesHeld = scene.holds(kHeldShapes);
    const bool truthHeld = shapesHeld || scene.holds(kHeldConditions) || scene.holds(kHeldVerdict);
    CodeRun run;
    if (!shapesHeld) {
        const auto corner = [](const QString& name, double x, double y) {
            return CodeValue { name, 0, formatPoint(x, y, RectanglesScene::kDecimals) };
        };
        run.steps << step(kSignature,
            { corner(QStringLiteral("P0"), boxes[0].min.x, boxes[0].max.y),
                corner(QStringLiteral("P2"), boxes[0].max.x, boxes[0].min.y),
                corner(QStringLiteral("p0"), boxes[1].min.x, boxes[1].max.y),
                corner(QStringLiteral("p2"), boxes[1].max.x, boxes[1].min.y) });
    }
    for (int i = 0; i < kConditionCount; ++i) {
        const SeparatingCondition& c = separatingCondition(i);
        const double v1 = edgeValue(boxes[0], c.edge1);
        const double v2 = edgeValue(boxes[1], c.edge2);
        const QString name = QStringLiteral("c%1").arg(i + 1);
        const QString op = relationText(separatingRelation(c, rule), false);
        run.steps << step(kFirstCondition + i, { truth(name, r.*c.holds, truthHeld) },
            shapesHeld ? Spotlight() : rectangles::kSpotCondition.at(i),
            shapesHeld ? QString()
                       : QStringLiteral("%1 %2 %3: %4 %2 %5")
                             .arg(edgeName(c.edge1, 1), op, edgeName(c.edge2, 2),
                                 formatNumber(v1, RectanglesScene::kDecimals),
                                 formatNumber(v2, RectanglesScene::kDecimals)));
    }
    const bool apart = r.aLeftOfB || r.aRightOfB || r.aBelowB || r.aAboveB;
    run.steps << step(kApart, { truth(QStringLiteral("apart"), apart, truthHeld) },
        truthHeld ? Spotlight() : rectangles::kSpotApart);
    run.steps << step(kHit, { truth(QStringLiteral("hit"), r.hit, truthHeld) },
        truthHeld ? Spotlight() : rectangles::kSpotOverlap);
    run.steps << step(kReturn, { truth(QStringLiteral("hit"), r.hit, truthHeld) });
    return run;
}

} // namespace lab
