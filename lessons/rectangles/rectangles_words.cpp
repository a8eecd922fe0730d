#include "rectangles_words.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>
#include <QStringList>

namespace lab::rectangles {

using geometry::Aabb;
using geometry::AabbAabbResult;
using geometry::Touching;

namespace {

struct RectanglesWords {
    Q_DECLARE_TR_FUNCTIONS(RectanglesWords)
};

} // namespace

QString meaning(const SeparatingCondition& c)
{
    return QCoreApplication::translate("lab::RectanglesScene", c.meaning);
}

Relation separatingRelation(const SeparatingCondition& c, Touching touching)
{
    const bool strict = touching == Touching::Counts;
    if (c.greater)
        return strict ? Relation::Greater : Relation::GreaterEqual;
    return strict ? Relation::Less : Relation::LessEqual;
}

Relation negated(Relation r)
{
    switch (r) {
    case Relation::Less: return Relation::GreaterEqual;
    case Relation::LessEqual: return Relation::Greater;
    case Relation::Greater: return Relation::LessEqual;
    case Relation::GreaterEqual: break;
    }
    return Relation::Less;
}

QString relationText(Relation r, bool tex)
{
    switch (r) {
    case Relation::Less: return QStringLiteral("<");
    case Relation::LessEqual: return tex ? QStringLiteral("\\le") : QStringLiteral("≤");
    case Relation::Greater: return QStringLiteral(">");
    case Relation::GreaterEqual: break;
    }
    return tex ? QStringLiteral("\\ge") : QStringLiteral("≥");
}

namespace {

QChar edgeLetter(Edge e)
{
    switch (e) {
    case Edge::Left: return QLatin1Char('L');
    case Edge::Right: return QLatin1Char('R');
    case Edge::Bottom: return QLatin1Char('B');
    case Edge::Top: break;
    }
    return QLatin1Char('T');
}

} // namespace

QString edgeName(Edge e, int rectangle)
{
    return edgeLetter(e) + (rectangle == 1 ? QStringLiteral("₁") : QStringLiteral("₂"));
}
QString edgeTex(Edge e, int rectangle)
{
    return edgeLetter(e) + QStringLiteral("_%1").arg(rectangle);
}
QString conditionName(int index)
{
    return QStringLiteral("c") + QChar(0x2081 + index);
}

QString truthLetter(bool v)
{
    return v ? QStringLiteral("T") : QStringLiteral("F");
}

QString truthTex(bool v, const QColor& colorWhenTrue)
{
    return v ? QStringLiteral("\\textcolor{%1}{\\mathbf{T}}").arg(colorWhenTrue.name())
             : QStringLiteral("\\mathrm{F}");
}

double edgeValue(const Aabb& box, Edge edge)
{
    switch (edge) {
    case Edge::Left: return box.min.x;
    case Edge::Right: return box.max.x;
    case Edge::Bottom: return box.min.y;
    case Edge::Top: break;
    }
    return box.max.y;
}

QString trueConditions(const AabbAabbResult& r)
{
    QStringList names;
    for (int i = 0; i < kConditionCount; ++i) {
        if (r.*separatingCondition(i).holds)
            names << conditionName(i);
    }
    return names.join(QStringLiteral(", "));
}

QString verdictText(const RectanglesScene& scene)
{
    if (scene.holds(kHeldVerdict))
        return draw::heldVerdictText();
    if (scene.holds(kHeldConditions))
        return RectanglesWords::tr("? The task asks how many of c₁ to c₄ are true.");
    return verdictSentence(scene);
}

Verdict verdictOf(const RectanglesScene& scene)
{
    if (scene.holds(kHeldConditions))
        return Verdict::Undecided;
    if (scene.touchingOnly())
        return Verdict::Touch;
    return scene.result().hit ? Verdict::Collide : Verdict::Apart;
}

QString verdictSentence(const RectanglesScene& scene)
{
    const AabbAabbResult& r = scene.result();
    if (r.hit) {
        return scene.touchingOnly()
            ? RectanglesWords::tr("Touching: the edges meet exactly, and touching counts as an overlap")
            : RectanglesWords::tr("Overlap: no separating condition is true");
    }
    if (scene.touchingOnly()) {
        return RectanglesWords::tr("No overlap: the edges only touch, and touching does not count (%1)")
            .arg(trueConditions(r));
    }
    return RectanglesWords::tr("No overlap: %1 true").arg(trueConditions(r));
}

VerdictWords verdictPlate(const RectanglesScene& scene)
{
    if (scene.holds(kHeldConditions) && !scene.holds(kHeldVerdict))
        return { draw::heldVerdict().main, RectanglesWords::tr("It asks how many of c₁ to c₄ are true.") };
    const AabbAabbResult& r = scene.result();
    if (r.hit) {
        return scene.touchingOnly() ? VerdictWords { RectanglesWords::tr("Touching"),
            RectanglesWords::tr("The edges meet exactly, and touching counts as an overlap.") }
                                    : VerdictWords { RectanglesWords::tr("Overlap"),
                                          RectanglesWords::tr("No separating condition is true.") };
    }
    if (scene.touchingOnly()) {
        return { RectanglesWords::tr("No overlap"),
            RectanglesWords::tr("The edges only touch, and touching does not count (%1 true).")
                .arg(trueConditions(r)) };
    }
    return { RectanglesWords::tr("No overlap"), RectanglesWords::tr("%1 true").arg(trueConditions(r)) };
}

} // namespace lab::rectangles
