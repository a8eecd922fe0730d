#include "rectangles_lesson.h"

#include "rectangles_controls.h"
#include "rectangles_painter.h"
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
        rows += QStringLiteral("c_%1\\!: %2 %3 %4 & %5 %3 %6 & %7 & \\lnot c_%1\\!: %5 %8 %6 & %9 \\\\ ")
                    .arg(i + 1)
                    .arg(edgeTex(c.edge1, 1), relationText(rel, true), edgeTex(c.edge2, 2), v1, v2,
                        truthTex(holds, kApartColor), relationText(negated(rel), true),
                        truthTex(!holds, kOverlapColor));
        apartValues += (i == 0 ? QString() : QStringLiteral(" \\lor ")) + truthTex(holds, kApartColor);
        overlapValues += (i == 0 ? QString() : QStringLiteral(" \\land ")) + truthTex(!holds, kOverlapColor);
    }
    html += QStringLiteral("$$\\small\\begin{array}{lcc|lc} %1\\end{array}$$").arg(rows);
    // NOT(any separating condition) -> De Morgan -> all four overlap conditions.
    html += QStringLiteral(
        "$$\\small\\begin{aligned} &\\lnot(c_1 \\lor c_2 \\lor c_3 \\lor c_4) = \\lnot(%1) = %2 \\\\ "
        "&\\quad\\Updownarrow\\ \\text{%3} \\\\ "
        "&\\lnot c_1 \\land \\lnot c_2 \\land \\lnot c_3 \\land \\lnot c_4 = %4 = %2 \\end{aligned}$$")
                .arg(apartValues, truthTex(r.hit, kOverlapColor), tr("De Morgan"), overlapValues);
    QString verdict;
    if (r.hit && scene.touchingOnly())
        verdict = tr("All four negations are true, some only by equality: the edges touch, and touching "
                     "counts as an overlap.");
    else if (r.hit)
        verdict = tr("All four negations are true: the rectangles overlap.");
    else
        verdict = tr("%1 true, so at least one negation is false: the rectangles do not overlap.")
                      .arg(trueConditions(r));
    html += QStringLiteral("<p>%1</p>").arg(verdict);
    return html;
}

} // namespace lab
