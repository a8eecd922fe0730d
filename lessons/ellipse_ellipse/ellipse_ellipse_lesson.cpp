#include "ellipse_ellipse_lesson.h"

#include "ellipse_ellipse_controls.h"
#include "ellipse_ellipse_painter.h"
#include "ellipse_ellipse_words.h"

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
    if (t.a > 0) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("After $M_2^{-1}$, the SVD and the reflections, ellipse 1 is a tall "
                            "axis-aligned ellipse next to the unit circle:"));
        html += QStringLiteral("$$E = (%1, %2)$$").arg(mathNumber(t.E.x, 4), mathNumber(t.E.y, 4));
        html += QStringLiteral("$$a = %1 \\le b = %2$$").arg(mathNumber(t.a, 4), mathNumber(t.b, 4));
        if (t.k > 0) // set once the heuristic gets past its first two rejects
            html += QStringLiteral("$$k = a/b = %1$$").arg(mathNumber(t.k, 4));
    }
    if (t.decidingCase != geometry::TextbookCase::Trivial
        || t.trivial == geometry::TextbookTrivial::SlopeOrder) {
        html += QStringLiteral("$$P = (%1, %2),\\quad P' = (%3, %4)$$")
                    .arg(mathNumber(t.P.x), mathNumber(t.P.y), mathNumber(t.Pp.x), mathNumber(t.Pp.y));
    }
    if (t.reachedQ) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The quadratic for $X = \\tan x$ and the points with equal tangent slope:"));
        html += QStringLiteral("$$%1\\,X^2 + (%2)\\,X + (%3) = 0$$")
                    .arg(mathNumber(t.quadS, 4), mathNumber(t.quadT, 4), mathNumber(t.quadU, 4));
        html += QStringLiteral("$$X = %1$$").arg(mathNumber(t.X, 4));
        html += QStringLiteral("$$Q = (%1, %2),\\quad |OQ| = %3$$")
                    .arg(mathNumber(t.Q.x, 4), mathNumber(t.Q.y, 4), mathNumber(geometry::length(t.Q), 4));
        html += QStringLiteral("$$Q' = (%1, %2)$$").arg(mathNumber(t.Qp.x, 4), mathNumber(t.Qp.y, 4));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(EllipseEllipseWords::textbookLine(t).toHtmlEscaped());
    if (!exact.circleShortcut && exact.valid) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The exact test maps the rounder ellipse to the unit circle; the "
                            "other becomes an ellipse with semi-axes"));
        html += QStringLiteral("$$s_1 = %1,\\quad s_2 = %2$$")
                    .arg(mathNumber(exact.semiMajor, 4), mathNumber(exact.semiMinor, 4));
        html += QStringLiteral("$$d = %1$$").arg(mathNumber(exact.distance, 6));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(EllipseEllipseWords::exactLine(exact).toHtmlEscaped());
    if (exact.hit != t.hit)
        html += QStringLiteral("<p class=\"erratum\"><b>%1</b></p>").arg(tr("The two tests disagree here."));
    return html;
}

} // namespace lab
