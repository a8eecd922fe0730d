#include "ellipse_ellipse_stages.h"

#include "ellipse_ellipse_scene.h"
#include "ellipse_ellipse_words.h"

#include "core/model/numbers.h"

#include <cmath>

namespace lab {

namespace {

using Scene = EllipseEllipseScene;

QString para(const QString& words)
{
    return QStringLiteral("<p>%1</p>").arg(words);
}

QString display(const QString& tex)
{
    return QStringLiteral("$$%1$$").arg(tex);
}

} // namespace

QString EllipseEllipseStages::num(double value)
{
    return mathNumber(value, 4);
}

QString EllipseEllipseStages::point(geometry::Vec2 v)
{
    return QStringLiteral("(%1, %2)").arg(num(v.x), num(v.y));
}

QString EllipseEllipseStages::plainPoint(geometry::Vec2 v)
{
    return formatPoint(v.x, v.y, 4);
}

QString EllipseEllipseStages::name(int stage)
{
    switch (stage) {
    case Scene::Image: return tr("after M₂⁻¹");
    case Scene::OwnFrame: return tr("in the ellipse's own frame (ij)");
    case Scene::Quadrant: return tr("reflected into the second quadrant");
    case Scene::Tall: return tr("made tall (reflected about y = −x)");
    case Scene::StartPoints: return tr("P and P′, the trivial cases");
    case Scene::TangentPoints: return tr("Q and Q′: cases I and II");
    case Scene::CaseIII: return tr("case III: R′ and R");
    case Scene::CaseIV: return tr("case IV: L and S′");
    default: break;
    }
    return tr("the two ellipses");
}

QString EllipseEllipseStages::title(int stage)
{
    return tr("Stage %1 of %2: %3").arg(stage).arg(Scene::kStageCount - 1).arg(name(stage));
}

QString EllipseEllipseStages::heldLine(int stage)
{
    return tr("Stage %1: ? (held back until you have answered the task)").arg(stage);
}

geometry::Ellipse EllipseEllipseStages::imageAt(const geometry::EllipseTextbookResult& t, int stage)
{
    const geometry::TextbookReduction& r = t.reduction;
    switch (stage) {
    case Scene::Image: return { r.center, r.rA, r.rB, std::atan2(r.u1.y, r.u1.x) };
    case Scene::OwnFrame: return { -r.C, r.rA, r.rB, 0 };
    case Scene::Quadrant: return { { -std::abs(r.C.x), std::abs(r.C.y) }, r.rA, r.rB, 0 };
    default: break;
    }
    return { t.E, t.a, t.b, 0 };
}

QString EllipseEllipseStages::html(const geometry::EllipseTextbookResult& t, int stage)
{
    QString out = QStringLiteral("<p><b>%1</b></p>").arg(title(stage).toHtmlEscaped());
    if (stage == Scene::World)
        return out
            + para(tr("Move the Stage slider to walk through the reduction and the heuristic, one step of "
                      "the textbook at a time."));
    if (!t.reduced && stage <= Scene::Tall)
        return out + para(tr("The ellipses are not proper ellipses: there is nothing to reduce."));
    switch (stage) {
    case Scene::StartPoints: return out + startHtml(t);
    case Scene::TangentPoints: return out + tangentPointsHtml(t);
    case Scene::CaseIII: return out + caseIIIHtml(t);
    case Scene::CaseIV: return out + caseIVHtml(t);
    default: break;
    }
    return out + reductionHtml(t, stage);
}

QString EllipseEllipseStages::reductionHtml(const geometry::EllipseTextbookResult& t, int stage)
{
    const geometry::TextbookReduction& r = t.reduction;
    const geometry::Mat2& m = r.block;
    QString out;
    if (stage == Scene::Image) {
        out += para(tr("Ellipse 2 becomes the unit circle. Ellipse 1 becomes the unit circle under "
                       "$A = M_2^{-1} M_1$, with this $2 \\times 2$ block and centre:"));
        out += display(QStringLiteral("\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} = "
                                      "\\begin{pmatrix} %1 & %2 \\\\ %3 & %4 \\end{pmatrix}")
                           .arg(num(m.a), num(m.b), num(m.c), num(m.d)));
        out += display(QStringLiteral("M_2^{-1} C_1 = %1").arg(point(r.center)));
        out += display(QStringLiteral("e = a^2 + b^2 = %1").arg(num(r.e)));
        out += display(QStringLiteral("f = ac + bd = %1").arg(num(r.f)));
        out += display(QStringLiteral("g = c^2 + d^2 = %1").arg(num(r.g)));
        out += display(
            QStringLiteral("r_a^2, r_b^2 = \\tfrac12\\big(e + g \\pm \\sqrt{(e - g)^2 + 4f^2}\\big)"));
        out += display(QStringLiteral("r_a = %1,\\quad r_b = %2").arg(num(r.rA), num(r.rB)));
        out += display(QStringLiteral("u_1 = %1,\\quad u_2 = %2").arg(point(r.u1), point(r.u2)));
        return out;
    }
    if (stage == Scene::OwnFrame) {
        out += para(tr("In the image's own frame (axes $u_1$, $u_2$, origin at its centre) the circle's "
                       "centre is"));
        out += display(QStringLiteral("x_0 = -M_2^{-1}C_1 \\cdot u_1,\\quad y_0 = -M_2^{-1}C_1 \\cdot u_2"));
        out += display(QStringLiteral("C = (x_0, y_0) = %1").arg(point(r.C)));
        out += para(tr("Moved by $-C$, the circle is at the origin again and the ellipse, axis-aligned with "
                       "$r_a$ across and $r_b$ up, is at"));
        out += display(QStringLiteral("-C = %1").arg(point(-r.C)));
        out += display(QStringLiteral("r_a = %1,\\quad r_b = %2").arg(num(r.rA), num(r.rB)));
        return out;
    }
    if (stage == Scene::Quadrant) {
        QString how = tr("It is in the second quadrant already: nothing is reflected.");
        if (r.flippedX && r.flippedY)
            how = tr("It is reflected about both axes.");
        else if (r.flippedX)
            how = tr("It is reflected about the y axis.");
        else if (r.flippedY)
            how = tr("It is reflected about the x axis.");
        out += para(how);
        out += display(
            QStringLiteral("(-|x_0|,\\ |y_0|) = %1").arg(point(imageAt(t, Scene::Quadrant).center)));
        return out;
    }
    out += para(r.wide
            ? tr("Wide ($r_a \\gt r_b$): reflected about $y = -x$, which sends $(x, y)$ to $(-y, -x)$:")
            : tr("Tall already ($r_a \\le r_b$): nothing changes."));
    out += display(QStringLiteral("E = %1").arg(point(t.E)));
    out += display(r.wide ? QStringLiteral("a = r_b = %1,\\quad b = r_a = %2").arg(num(t.a), num(t.b))
                          : QStringLiteral("a = r_a = %1,\\quad b = r_b = %2").arg(num(t.a), num(t.b)));
    if (t.k > 0)
        out += display(QStringLiteral("k = a/b = %1").arg(num(t.k)));
    return out;
}

QString EllipseEllipseStages::decidedBefore(const geometry::EllipseTextbookResult& t)
{
    return para(tr("Not reached: the test was decided before this stage (%1).")
                    .arg(EllipseEllipseWords::textbookLine(t).toHtmlEscaped()));
}

QString EllipseEllipseStages::line(const geometry::EllipseTextbookResult& t, int stage)
{
    const geometry::TextbookReduction& r = t.reduction;
    switch (stage) {
    case Scene::World: return {};
    case Scene::Image:
        return tr("M₂⁻¹C₁ = %1, r_a = %2, r_b = %3")
            .arg(plainPoint(r.center), formatNumber(r.rA, 4), formatNumber(r.rB, 4));
    case Scene::OwnFrame:
        return tr("C = %1, so the ellipse is at −C = %2").arg(plainPoint(r.C), plainPoint(-r.C));
    case Scene::Quadrant:
        return tr("In the second quadrant: %1").arg(plainPoint(imageAt(t, Scene::Quadrant).center));
    case Scene::Tall:
        return tr("E = %1, a = %2, b = %3").arg(plainPoint(t.E), formatNumber(t.a, 4), formatNumber(t.b, 4));
    default: break;
    }
    using C = geometry::TextbookCase;
    if (stage == Scene::StartPoints) {
        if (t.trivial == geometry::TextbookTrivial::LeftOfLine
            || t.trivial == geometry::TextbookTrivial::AboveLine)
            return EllipseEllipseWords::trivialReason(t.trivial);
        const QString p = tr("P = %1").arg(plainPoint(t.P));
        return t.Pp == geometry::Vec2 {} ? p : tr("%1, P′ = %2").arg(p, plainPoint(t.Pp));
    }
    const bool afterII = t.reachedQ && t.decidingCase != C::I && t.decidingCase != C::II;
    if (stage == Scene::TangentPoints && t.reachedQ)
        return t.decidingCase == C::I ? tr("Q = %1").arg(plainPoint(t.Q))
                                      : tr("Q = %1, Q′ = %2").arg(plainPoint(t.Q), plainPoint(t.Qp));
    if (stage == Scene::CaseIII && afterII) {
        if (!t.caseIII.tried)
            return tr("Q.x ≥ Q′.x: case III is skipped");
        if (t.caseIII.missed)
            return tr("the tangent at Q misses the circle: apart");
        return tr("R′ = %1, R = %2").arg(plainPoint(t.Rp), plainPoint(t.R));
    }
    if (stage == Scene::CaseIV && t.reachedS)
        return tr("S′ = %1, |S|/a = %2").arg(plainPoint(t.Sp), formatNumber(t.ratioS, 4));
    return tr("not reached");
}

} // namespace lab
