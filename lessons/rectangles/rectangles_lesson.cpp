#include "rectangles_lesson.h"

#include "rectangles_code.h"
#include "rectangles_controls.h"
#include "rectangles_painter.h"
#include "rectangles_tasks.h"
#include "rectangles_words.h"

#include "core/model/numbers.h"

namespace lab {

using namespace rectangles;

std::unique_ptr<ScenePainter> RectanglesLesson::createPainter() const
{
    return createRectanglesPainter();
}

QWidget* RectanglesLesson::controls(
    RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createRectanglesControls(scene, undo, view, parent);
}

QString RectanglesLesson::live(const RectanglesScene& scene) const
{
    const geometry::Aabb boxes[2] = { scene.first(), scene.second() };
    const geometry::AabbAabbResult& r = scene.result();
    constexpr int kDecimals = RectanglesScene::kDecimals;
    const geometry::Touching touching = scene.touching();

    QString html = QStringLiteral("<p><b>%1</b> %2</p>")
                       .arg(tr("Your rectangles right now"),
                           touching == geometry::Touching::Counts ? tr("(inclusive: touching counts)")
                                                                  : tr("(strict: touching does not count)"));
    if (scene.holds(kHeldVerdict) || scene.holds(kHeldShapes)) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Overlap, touch or apart? Your prediction first."));
        return html;
    }
    const bool truthHeld = scene.holds(kHeldConditions);
    const QString unknown = QStringLiteral("?");
    // One row per condition: c_k, its comparison with the numbers and its value; then not c_k.
    QString rows;
    QString apartValues;
    QString overlapValues;
    for (int i = 0; i < kConditionCount; ++i) {
        const SeparatingCondition& c = separatingCondition(i);
        const Relation rel = separatingRelation(c, touching);
        const QString v1 = mathNumber(edgeValue(boxes[0], c.edge1), kDecimals);
        const QString v2 = mathNumber(edgeValue(boxes[1], c.edge2), kDecimals);
        const bool holds = r.*c.holds;
        const QString isTrue = truthHeld ? unknown : truthTex(holds, kApartColor);
        const QString notTrue = truthHeld ? unknown : truthTex(!holds, kOverlapColor);
        const bool negationHeld = scene.holds(i < 2 ? kHeldAcross : kHeldVertical);
        const QString negation = negationHeld
            ? unknown
            : QStringLiteral("%1 %2 %3").arg(v1, relationText(negated(rel), true), v2);
        rows += QStringLiteral("c_%1\\!: %2 %3 %4 & %5 %3 %6 & %7 & \\lnot c_%1\\!: %8 & %9 \\\\ ")
                    .arg(i + 1)
                    .arg(edgeTex(c.edge1, 1), relationText(rel, true), edgeTex(c.edge2, 2), v1, v2, isTrue,
                        negation, notTrue);
        apartValues += (i == 0 ? QString() : QStringLiteral(" \\lor ")) + isTrue;
        overlapValues += (i == 0 ? QString() : QStringLiteral(" \\land ")) + notTrue;
    }
    html += QStringLiteral("$$\\small\\begin{array}{lcc|lc} %1\\end{array}$$").arg(rows);
    // NOT(any separating condition) -> De Morgan -> all four overlap conditions.
    html += QStringLiteral(
        "$$\\small\\begin{aligned} &\\lnot(c_1 \\lor c_2 \\lor c_3 \\lor c_4) = \\lnot(%1) = %2 \\\\ "
        "&\\quad\\Updownarrow\\ \\text{%3} \\\\ "
        "&\\lnot c_1 \\land \\lnot c_2 \\land \\lnot c_3 \\land \\lnot c_4 = %4 = %2 \\end{aligned}$$")
                .arg(apartValues, truthHeld ? unknown : truthTex(r.hit, kOverlapColor), tr("De Morgan"),
                    overlapValues);
    html += QStringLiteral("<p>%1</p>").arg(truthHeld ? verdictText(scene) : verdictWords(scene));
    return html;
}

QString RectanglesLesson::verdictWords(const RectanglesScene& scene)
{
    const geometry::AabbAabbResult& r = scene.result();
    if (r.hit && scene.touchingOnly())
        return tr("All four negations are true, some only by equality: the edges touch, and touching "
                  "counts as an overlap.");
    if (r.hit)
        return tr("All four negations are true: the rectangles overlap.");
    return tr("%1 true, so at least one negation is false: the rectangles do not overlap.")
        .arg(trueConditions(r));
}

std::vector<std::unique_ptr<TaskDefinition>> RectanglesLesson::createTasks() const
{
    return rectangles::tasks();
}

QList<CodeListing> RectanglesLesson::codeListings() const
{
    return rectangles::listings();
}

CodeRun RectanglesLesson::run(const RectanglesScene& scene, int listing) const
{
    return rectangles::run(scene, listing);
}

} // namespace lab
