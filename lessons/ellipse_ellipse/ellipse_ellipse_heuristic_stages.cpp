// EllipseEllipseStages, stages 5-8: the heuristic's formulas with the scene's numbers.
#include "ellipse_ellipse_stages.h"

#include "ellipse_ellipse_words.h"

#include <cmath>

namespace lab {

namespace {

using Case = geometry::TextbookCase;
using Trivial = geometry::TextbookTrivial;

QString para(const QString& words)
{
    return QStringLiteral("<p>%1</p>").arg(words);
}

QString display(const QString& tex)
{
    return QStringLiteral("$$%1$$").arg(tex);
}

QString rel(bool holds, const QString& yes, const QString& no)
{
    return holds ? yes : no;
}

QString leq(bool holds)
{
    return holds ? QStringLiteral("\\le") : QStringLiteral("\\gt");
}

// "(-0.5)" for a negative factor in a product, "0.5" otherwise.
QString factor(double value)
{
    const QString s = EllipseEllipseStages::num(value);
    return value < 0 ? QStringLiteral("(%1)").arg(s) : s;
}

} // namespace

QString EllipseEllipseStages::startHtml(const geometry::EllipseTextbookResult& t)
{
    const geometry::TextbookAngles& g = t.angles;
    const bool left = t.trivial == Trivial::LeftOfLine, above = t.trivial == Trivial::AboveLine;
    QString out
        = display(QStringLiteral("E_x + a = %1 \\;%2\\; -1")
                      .arg(num(t.E.x + t.a), rel(!left, QStringLiteral("\\ge"), QStringLiteral("\\lt"))));
    if (!left)
        out += display(
            QStringLiteral("E_y - b = %1 \\;%2\\; 1")
                .arg(num(t.E.y - t.b), rel(!above, QStringLiteral("\\le"), QStringLiteral("\\gt"))));
    if (left || above)
        return out + para(tr("Apart at once: %1.").arg(EllipseEllipseWords::trivialReason(t.trivial)));
    if (t.centerLeftOfLine) {
        out += para(tr("$E_x \\lt -1$: $P$ is the lower cut of the line $x = -1$."));
        out += display(QStringLiteral("\\cos\\beta = \\frac{-1 - E_x}{a} = %1").arg(num(g.cosBeta)));
        out += display(QStringLiteral("\\sin\\beta = -\\sqrt{1 - \\cos^2\\beta} = %1").arg(num(g.sinBeta)));
        out += display(QStringLiteral("P = (-1,\\ E_y + b\\sin\\beta) = %1").arg(point(t.P)));
    } else {
        out += para(tr("$E_x \\ge -1$: $P$ is the ellipse's bottom point, $\\beta = -90^\\circ$."));
        out += display(QStringLiteral("P = (E_x,\\ E_y - b) = %1").arg(point(t.P)));
    }
    if (t.trivial == Trivial::PBelowAxis || t.trivial == Trivial::PAboveTop
        || t.trivial == Trivial::BottomInCircle)
        return out
            + para(tr("%1: %2.").arg(EllipseEllipseWords::trivialReason(t.trivial),
                t.hit ? tr("they collide") : tr("they are apart")));
    out += display(QStringLiteral("\\sin\\alpha = P_y = %1").arg(num(g.sinAlpha)));
    out += display(QStringLiteral("\\cos\\alpha = -\\sqrt{1 - \\sin^2\\alpha} = %1").arg(num(g.cosAlpha)));
    out += display(QStringLiteral("P' = (\\cos\\alpha,\\ \\sin\\alpha) = %1").arg(point(t.Pp)));
    if (!t.centerLeftOfLine)
        return out;
    const bool below = t.slopeEllipseP < t.slopeCircleP;
    out += display(QStringLiteral(
        "\\frac{b\\cos\\beta}{-a\\sin\\beta} = %1 \\;%2\\; \\frac{-\\cos\\alpha}{\\sin\\alpha} = %3")
                       .arg(num(t.slopeEllipseP), rel(below, QStringLiteral("\\lt"), QStringLiteral("\\ge")),
                           num(t.slopeCircleP)));
    if (!below)
        return out + para(tr("The slope at $P$ is not below the slope at $P'$: apart."));
    if (t.trivial == Trivial::SlopesEqual)
        return out
            + para(
                tr("Yet $s = kA - B = %1 \\le 0$: the two slopes are equal up to rounding, and the textbook "
                   "would divide by $2s$. Our version stops here: apart.")
                    .arg(num(t.quadS)));
    return out;
}

QString EllipseEllipseStages::root(const geometry::EllipseTextbookResult& t)
{
    return QStringLiteral("X = \\frac{-t + \\sqrt{t^2 - 4su}}{2s} = %1").arg(num(t.X));
}

QString EllipseEllipseStages::tangentPointsHtml(const geometry::EllipseTextbookResult& t)
{
    if (!t.reachedQ)
        return decidedBefore(t);
    const geometry::TextbookAngles& g = t.angles;
    const geometry::TextbookTangentPoints& q = t.tangent;
    QString out;
    if (t.centerLeftOfLine) {
        out += display(
            QStringLiteral("A = \\tan\\alpha = %1,\\quad B = \\tan\\beta = %2").arg(num(g.A), num(g.B)));
        out += para(tr("Equation (6), $(kA - B)X^2 + (k + 1)(AB + 1)X + (kB - A) = 0$, with the numbers:"));
    } else {
        out += display(QStringLiteral("A = \\tan\\alpha = %1").arg(num(g.A)));
        out += para(tr("Equation (9), $X^2 - (A + kA)X - k = 0$, with the numbers:"));
    }
    out += display(
        QStringLiteral("%1\\,X^2 + %2\\,X + %3 = 0").arg(num(t.quadS), factor(t.quadT), factor(t.quadU)));
    out += display(root(t));
    out += display(QStringLiteral("\\tan\\theta = %1 \\qquad (10)").arg(num(q.tanTheta)));
    out += display(
        QStringLiteral("\\cos\\theta = %1,\\quad \\sin\\theta = %2").arg(num(q.cosTheta), num(q.sinTheta)));
    out += display(QStringLiteral("Q = %1 \\qquad (11)").arg(point(t.Q)));
    const bool caseI = t.decidingCase == Case::I;
    out += display(QStringLiteral("|OQ| = %1 \\;%2\\; 1").arg(num(geometry::length(t.Q)), leq(caseI)));
    if (caseI)
        return out + para(tr("Case I: $Q$ lies in the circle, so they collide."));
    out += display(QStringLiteral("\\tan\\varphi = k\\tan\\theta = %1 \\qquad (12)").arg(num(q.tanPhi)));
    out += display(
        QStringLiteral("\\cos\\varphi = %1,\\quad \\sin\\varphi = %2").arg(num(q.cosPhi), num(q.sinPhi)));
    out += display(
        QStringLiteral("Q' = (\\cos\\varphi,\\ \\sin\\varphi) = %1 \\qquad (13)").arg(point(t.Qp)));
    const bool caseII = t.decidingCase == Case::II;
    out += display(QStringLiteral("K = Q' - E = %1").arg(point(t.K)));
    out += display(QStringLiteral("(K_x,\\ kK_y) = %1").arg(point(t.Ksqueezed)));
    out += display(QStringLiteral("|(K_x,\\ kK_y)| = %1 \\;%2\\; a = %3")
                       .arg(num(geometry::length(t.Ksqueezed)), leq(caseII), num(t.a)));
    return out
        + para(caseII ? tr("Case II: $Q'$ lies in the ellipse, so they collide.")
                      : tr("Neither $Q$ nor $Q'$ lies in the other shape: cases III and IV follow."));
}

QString EllipseEllipseStages::caseIIIHtml(const geometry::EllipseTextbookResult& t)
{
    if (!t.reachedQ || t.decidingCase == Case::I || t.decidingCase == Case::II)
        return decidedBefore(t);
    const geometry::TextbookCaseIII& c = t.caseIII;
    if (!c.tried)
        return display(QStringLiteral("Q_x = %1 \\ge Q'_x = %2").arg(num(t.Q.x), num(t.Qp.x)))
            + para(tr("So case III is skipped and case IV decides."));
    QString out = display(QStringLiteral("Q_x = %1 \\lt Q'_x = %2").arg(num(t.Q.x), num(t.Qp.x)));
    out += display(QStringLiteral("d = %1").arg(point(c.dir)));
    out += display(QStringLiteral("t = Q \\cdot d = %1,\\quad u = |Q|^2 - 1 = %2").arg(num(c.t), num(c.u)));
    out += display(QStringLiteral("D = t^2 - u = %1").arg(num(c.D)));
    if (c.missed)
        return out
            + para(tr("$D \\lt 0$ or $-t - \\sqrt{D} \\lt 0$: the tangent at $Q$ does not reach the circle "
                      "ahead of "
                      "$Q$. The textbook's code answers “apart” at once, without trying case IV."));
    out += display(QStringLiteral("R' = Q + (-t - \\sqrt{D})\\,d = %1").arg(point(t.Rp)));
    out += display(QStringLiteral("m = -\\frac{R'_x}{R'_y} = %1,\\quad \\tan\\gamma = -\\frac{1}{mk} = %2")
                       .arg(num(c.m), num(c.tanGamma)));
    out += display(QStringLiteral("R = (E_x + a\\cos\\gamma,\\ E_y + b\\sin\\gamma) = %1").arg(point(t.R)));
    const bool in = t.decidingCase == Case::III;
    out += display(QStringLiteral("|R| = %1 \\;%2\\; 1 + \\mathrm{EPS} = %3")
                       .arg(num(geometry::length(t.R)), leq(in), num(1 + geometry::kTextbookEps)));
    return out
        + para(in ? tr("Case III: $R$ lies in the circle (within EPS), so they collide.")
                  : tr("$R$ lies outside: case III does not decide, and case IV runs next."));
}

QString EllipseEllipseStages::caseIVHtml(const geometry::EllipseTextbookResult& t)
{
    if (!t.reachedS)
        return decidedBefore(t);
    QString out = display(QStringLiteral("L_x = Q'_x - E_x = %1").arg(num(t.L.x)));
    if (std::isnan(t.L.y))
        return out
            + para(
                tr("$|L_x| \\gt a$: no point of the ellipse lies above $Q'$, and case IV answers “apart”."));
    out += display(QStringLiteral("L_y = -b\\sqrt{1 - L_x^2/a^2} = %1").arg(num(t.L.y)));
    out += display(QStringLiteral("v_1 = %1,\\quad v_2 = %2").arg(point(t.v1), point(t.v2)));
    out += display(QStringLiteral("v_3 = %1,\\quad S' = %2").arg(point(t.v3), point(t.Sp)));
    out += display(QStringLiteral("S = (S'_x - E_x,\\ k(S'_y - E_y)) = %1").arg(point(t.S)));
    const bool in = t.hit;
    out += display(QStringLiteral("\\frac{|S|}{a} = %1 \\;%2\\; 1 + \\mathrm{EPS} = %3")
                       .arg(num(t.ratioS), leq(in), num(1 + geometry::kTextbookEps)));
    return out
        + para(in ? tr("Case IV: $S'$ lies in the ellipse (within EPS), so they collide.")
                  : tr("Case IV: $S'$ lies outside the ellipse, so they are apart."));
}

} // namespace lab
