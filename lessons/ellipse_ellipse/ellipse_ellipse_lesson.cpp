#include "ellipse_ellipse_lesson.h"

#include "ellipse_ellipse_code.h"
#include "ellipse_ellipse_controls.h"
#include "ellipse_ellipse_painter.h"
#include "ellipse_ellipse_stages.h"
#include "ellipse_ellipse_tasks.h"
#include "ellipse_ellipse_words.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

namespace lab {

std::unique_ptr<ScenePainter> EllipseEllipseLesson::createPainter() const
{
    return std::make_unique<EllipseEllipsePainter>();
}

QWidget* EllipseEllipseLesson::controls(
    EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new EllipseEllipseControls(scene, undo, view, parent);
}

std::vector<std::unique_ptr<TaskDefinition>> EllipseEllipseLesson::createTasks() const
{
    return ellipse_ellipse::tasks();
}

QList<CodeListing> EllipseEllipseLesson::codeListings() const
{
    return EllipseEllipseCode::listings();
}

CodeRun EllipseEllipseLesson::run(const EllipseEllipseScene& scene, int listing) const
{
    return EllipseEllipseCode::run(scene, listing);
}

QString EllipseEllipseLesson::live(const EllipseEllipseScene& scene) const
{
    const geometry::EllipseEllipseResult& exact = scene.exact();
    const geometry::EllipseTextbookResult& t = scene.textbook();

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your two ellipses right now"));
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        html += QStringLiteral(
            "<p>$C_%1 = (%2, %3),\\ r_{x%1} = %4,\\ r_{y%1} = %5,\\ \\theta_%1 = %6^\\circ$</p>")
                    .arg(which + 1)
                    .arg(mathNumber(e.center.x, 4), mathNumber(e.center.y, 4), mathNumber(e.rx, 4),
                        mathNumber(e.ry, 4),
                        mathNumber(scene.value(EllipseEllipseScene::fieldsOf(which).theta)));
    }
    const int stage = scene.shownStage();
    if (scene.stage() > stage)
        html
            += QStringLiteral("<p>%1</p>").arg(EllipseEllipseStages::heldLine(scene.stage()).toHtmlEscaped());
    html += EllipseEllipseStages::html(t, stage);
    if (scene.holds(kHeldVerdict)) {
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Both verdicts: ? (your prediction first)"));
        return html;
    }
    if (!exact.circleShortcut && exact.valid) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The exact test maps the rounder ellipse to the unit circle; the "
                            "other becomes an ellipse with semi-axes"));
        html += QStringLiteral("$$s_1 = %1,\\quad s_2 = %2$$")
                    .arg(mathNumber(exact.semiMajor, 4), mathNumber(exact.semiMinor, 4));
        html += QStringLiteral("$$d = %1$$").arg(mathNumber(exact.distance, 6));
    }
    // Both verdicts in the last paragraph, the one that stays in view: the heuristic first, the
    // exact test second, as on the canvas and in the read-out.
    html += QStringLiteral("<p><b>%1</b><br><b>%2</b></p>")
                .arg(EllipseEllipseWords::textbookLine(t).toHtmlEscaped(),
                    EllipseEllipseWords::exactLine(exact).toHtmlEscaped());
    if (exact.hit != t.hit)
        html += QStringLiteral("<p class=\"erratum\"><b>%1</b></p>").arg(tr("The two tests disagree here."));
    return html;
}

} // namespace lab
