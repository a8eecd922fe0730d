#include "swept_lesson.h"

#include "swept_code.h"
#include "swept_controls.h"
#include "swept_painter.h"
#include "swept_tasks.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <cmath>

namespace lab {

namespace {

QString vectorTex(geometry::Vec2 v)
{
    return QStringLiteral("(%1,\\ %2)").arg(mathNumber(v.x), mathNumber(v.y));
}

} // namespace

std::unique_ptr<ScenePainter> SweptLesson::createPainter() const
{
    return std::make_unique<SweptPainter>();
}

QWidget* SweptLesson::controls(SweptScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new SweptControls(scene, undo, view, parent);
}

std::vector<std::unique_ptr<TaskDefinition>> SweptLesson::createTasks() const
{
    return swept::tasks();
}

QList<CodeListing> SweptLesson::codeListings() const
{
    return swept::listings();
}

CodeRun SweptLesson::run(const SweptScene& scene, int listing) const
{
    return swept::run(scene, listing);
}

QString SweptLesson::live(const SweptScene& scene) const
{
    const geometry::SweptCircle a = scene.a();
    const geometry::SweptCircle b = scene.b();
    const geometry::SweptResult& h = scene.result().swept;
    const geometry::SweptTextbookResult& tb = scene.result().textbook;
    const geometry::Vec2 c0 = b.from - a.from;
    const geometry::Vec2 c1 = b.to - a.to;
    const double r = a.radius + b.radius;
    const double crossC = geometry::cross(c0, c1);

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your circles right now"));
    html += QStringLiteral(
        "$$\\begin{aligned} C_0 &= B_0 - A_0 = %1 \\\\ C_1 &= B_1 - A_1 = %2 \\end{aligned}$$")
                .arg(vectorTex(c0), vectorTex(c1));
    const bool vertexHeld = scene.holds(kHeldVertex);
    if (!vertexHeld)
        html += QStringLiteral(
            "$$\\begin{aligned} \\alpha &= |C_1 - C_0|^2 = %1 \\\\ \\beta &= |C_1|^2 - |C_0|^2 = %2 \\\\ "
            "\\gamma &= |C_0 + C_1|^2 = %3 \\end{aligned}$$")
                    .arg(mathNumber(h.alpha), mathNumber(h.beta), mathNumber(h.gamma));
    html += QStringLiteral("$$R = 4(r_A + r_B)^2 = 4 \\cdot %1^2 = %2$$")
                .arg(mathNumber(r), mathNumber(h.bigR));
    if (vertexHeld || scene.holds(kHeldVerdict))
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr(
                      "The task above asks about this motion: the rest of the test shows here once you have "
                      "answered."));

    if (h.alpha == 0) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("$\\alpha = 0$: A and B move by the same vector, so their distance never changes "
                            "during the frame. "
                            "There is no vertex; the test is simply $|C_0|^2 \\le r^2$:"));
        html += QStringLiteral("$$|C_0|^2 = %1 \\;%2\\; r^2 = %3$$")
                    .arg(mathNumber(tb.c0), h.hit ? QStringLiteral("\\le") : QStringLiteral(">"),
                        mathNumber(tb.rSquared));
    } else {
        const double vertex = -h.beta / h.alpha;
        const bool inside = vertex >= -1 && vertex <= 1;
        html += QStringLiteral("$$s_{top} = -\\frac{\\beta}{\\alpha} = %1 \\quad %2$$")
                    .arg(mathNumber(vertex),
                        inside ? QStringLiteral("\\in [-1, 1]") : QStringLiteral("\\notin [-1, 1]"));
        if (inside) {
            const double left = crossC * crossC;
            const double right = tb.rSquared * h.alpha;
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The vertex lies inside the frame, so the vertex test decides:"));
            html += QStringLiteral("$$\\begin{aligned} |C_0 \\times C_1|^2 &= %1^2 = %2 \\\\ &%3\\; r^2 |C_1 "
                                   "- C_0|^2 = %4 \\cdot %5 = %6 "
                                   "\\end{aligned}$$")
                        .arg(mathNumber(crossC), mathNumber(left),
                            h.hit ? QStringLiteral("\\le") : QStringLiteral(">"), mathNumber(tb.rSquared),
                            mathNumber(h.alpha), mathNumber(right));
        } else {
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The vertex lies outside the frame, so g is monotonic on [-1, 1] and the two "
                                "ends decide:"));
            html += QStringLiteral(
                "$$\\begin{gathered} |C_0|^2 = %1, \\quad |C_1|^2 = %2, \\\\ r^2 = %3 \\end{gathered}$$")
                        .arg(mathNumber(tb.c0), mathNumber(tb.c1), mathNumber(tb.rSquared));
        }
    }
    return html + articleTex(tb)
        + QStringLiteral("<p><b>%1</b></p>").arg(verdictWords(scene).toHtmlEscaped());
}

QString SweptLesson::articleTex(const geometry::SweptTextbookResult& tb)
{
    if (!tb.vertexBranch)
        return {};
    QString html
        = QStringLiteral("<p>%1</p>")
              .arg(tr("The article's vertex test, with $i = (C_0, C_1) = %1$:").arg(mathNumber(tb.i)));
    html += QStringLiteral(
        "$$\\begin{aligned} -i^2 &= %1 \\\\ &\\le r^2 (c_0 + c_1 - 2i) = %2 \\end{aligned}$$")
                .arg(mathNumber(tb.vertexLeft), mathNumber(tb.vertexRight));
    return html
        + QStringLiteral("<p>%1</p>")
              .arg(tr("The left side is never positive and the right side never negative, so this always "
                      "holds."));
}

QString SweptLesson::verdictWords(const SweptScene& scene)
{
    const geometry::SweptResult& h = scene.result().swept;
    QString verdict;
    if (h.hit && scene.holds(kHeldContact))
        verdict = tr("Swept test: hit.");
    else if (h.hit)
        verdict = tr("Swept test: hit, first contact at t = %1 of the frame.").arg(formatNumber(h.t, 3));
    else
        verdict
            = tr("Swept test: miss, closest distance %1 > rA + rB = %2.")
                  .arg(formatNumber(std::sqrt(h.minDistanceSquared)), formatNumber(std::sqrt(h.rSquared)));
    return verdict + QLatin1Char(' ')
        + (scene.result().textbook.hit ? tr("The article's test says hit.")
                                       : tr("The article's test says miss."));
}

} // namespace lab
