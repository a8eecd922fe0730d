#include "lines_lesson.h"

#include "lines_code.h"
#include "lines_controls.h"
#include "lines_painter.h"
#include "lines_tasks.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

namespace lab {

std::unique_ptr<ScenePainter> LinesLesson::createPainter() const
{
    return createLinesPainter();
}

QWidget* LinesLesson::controls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createLinesControls(scene, undo, view, parent);
}

namespace {

QString n(double v)
{
    return mathNumber(v, LinesScene::kDecimals);
}

// "(-3)" for a negative factor of a product.
QString mathFactor(double v)
{
    return v < 0 ? QStringLiteral("(%1)").arg(n(v)) : n(v);
}

QString column(const QString& top, const QString& bottom)
{
    return QStringLiteral("\\begin{pmatrix} %1 \\\\ %2 \\end{pmatrix}").arg(top, bottom);
}

// The inverse of A with the live numbers, and (s, t) = A^-1 W with the check A (s, t) = W.
QString inverseRows(const LinesScene& scene)
{
    const geometry::Vec2 a = scene.first().direction;
    const geometry::Vec2 b = scene.second().direction;
    const geometry::LineLineResult& r = scene.result();
    const bool detShown = !scene.holds(lines::kHeldDet);
    const QString det = detShown ? n(r.det) : QStringLiteral("?");
    QString html = QStringLiteral("<p>%1</p>").arg(LinesLesson::tr("Undo A with its inverse:"));
    html += QStringLiteral(
        "$$A^{-1} = \\frac{1}{|A|}\\begin{pmatrix} -b_y & b_x \\\\ -a_y & a_x \\end{pmatrix} = "
        "\\frac{1}{%1}\\begin{pmatrix} %2 & %3 \\\\ %4 & %5 \\end{pmatrix}$$")
                .arg(det, n(-b.y), n(b.x), n(-a.y), n(a.x));
    if (!detShown || scene.holds(lines::kHeldMeet)) {
        html += QStringLiteral("$$%1 = A^{-1} %2 = %3$$")
                    .arg(column(QStringLiteral("s"), QStringLiteral("t")),
                        column(QStringLiteral("W_x"), QStringLiteral("W_y")),
                        column(QStringLiteral("?"), QStringLiteral("?")));
        return html;
    }
    const QString numerators = column(n(-b.y * r.w.x + b.x * r.w.y), n(-a.y * r.w.x + a.x * r.w.y));
    html += QStringLiteral("$$%1 = A^{-1} %2 = \\frac{1}{%3} %4 = %5$$")
                .arg(column(QStringLiteral("s"), QStringLiteral("t")), column(n(r.w.x), n(r.w.y)), det,
                    numerators, column(n(r.s), n(r.t)));
    const auto product = [&r](double first, double second) {
        return QStringLiteral("%1 \\cdot %2 - %3 \\cdot %4")
            .arg(mathFactor(first), mathFactor(r.s), mathFactor(second), mathFactor(r.t));
    };
    html += QStringLiteral("<p>%1 $A %2 = %3 = %4$</p>")
                .arg(LinesLesson::tr("Check: A sends (s, t) to W,"), column(n(r.s), n(r.t)),
                    column(product(a.x, b.x), product(a.y, b.y)), column(n(r.w.x), n(r.w.y)));
    html += QStringLiteral("<p>%1 $s = %2,\\ t = %3,\\ R = P + s\\,a = (%4,\\ %5)$</p>")
                .arg(LinesLesson::tr("One common point:"), n(r.s), n(r.t), n(r.point.x), n(r.point.y));
    return html;
}

} // namespace

QString LinesLesson::live(const LinesScene& scene) const
{
    const geometry::Line l1 = scene.first();
    const geometry::Line l2 = scene.second();
    const geometry::LineLineResult& r = scene.result();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your lines right now"));
    html += QStringLiteral("$$\\begin{pmatrix} %1 & %2 \\\\ %3 & %4 \\end{pmatrix}"
                           "\\begin{pmatrix} s \\\\ t \\end{pmatrix} = "
                           "\\begin{pmatrix} %5 \\\\ %6 \\end{pmatrix}$$")
                .arg(n(l1.direction.x), n(-l2.direction.x), n(l1.direction.y), n(-l2.direction.y), n(r.w.x),
                    n(r.w.y));
    html += QStringLiteral("$$|A| = -a_x b_y + b_x a_y = -(%1)(%2) + (%3)(%4) = %5$$")
                .arg(n(l1.direction.x), n(l2.direction.y), n(l2.direction.x), n(l1.direction.y),
                    scene.holds(lines::kHeldDet) ? QStringLiteral("?") : n(r.det));
    if (scene.holds(kHeldVerdict)) {
        html += QStringLiteral("<p>%1</p>").arg(tr("How many common points? Your prediction first."));
        return html;
    }
    switch (r.kind) {
    case geometry::LineLineKind::Point: html += inverseRows(scene); break;
    case geometry::LineLineKind::SameLine:
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("$|A| = 0$ and $W$ lies along $a$: the lines coincide, so every point of them is "
                            "common."));
        break;
    case geometry::LineLineKind::Parallel:
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr(
                        "$|A| = 0$ but $W$ does not lie along $a$: the lines are parallel and never meet."));
        break;
    case geometry::LineLineKind::ZeroDirection:
        html += QStringLiteral("<p>%1</p>").arg(tr("A direction is the zero vector."));
        break;
    }
    return html;
}

std::vector<std::unique_ptr<TaskDefinition>> LinesLesson::createTasks() const
{
    return lines::tasks();
}

QList<CodeListing> LinesLesson::codeListings() const
{
    return lines::listings();
}

CodeRun LinesLesson::run(const LinesScene& scene, int listing) const
{
    return lines::run(scene, listing);
}

} // namespace lab
