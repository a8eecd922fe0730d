#include "ellipse_ellipse_words.h"

#include "core/model/numbers.h"

namespace lab {

QString EllipseEllipseWords::caseName(geometry::TextbookCase c)
{
    switch (c) {
    case geometry::TextbookCase::I: return QStringLiteral("I");
    case geometry::TextbookCase::II: return QStringLiteral("II");
    case geometry::TextbookCase::III: return QStringLiteral("III");
    case geometry::TextbookCase::IV: return QStringLiteral("IV");
    case geometry::TextbookCase::Trivial: break;
    }
    return tr("trivial");
}

QString EllipseEllipseWords::trivialReason(geometry::TextbookTrivial t)
{
    using T = geometry::TextbookTrivial;
    switch (t) {
    case T::LeftOfLine: return tr("E.x + a < −1: the ellipse is left of x = −1");
    case T::AboveLine: return tr("E.y − b > 1: the ellipse is above y = 1");
    case T::PBelowAxis: return tr("P.y ≤ 0: P is below the x axis");
    case T::PAboveTop: return tr("P.y ≥ 1: P is above the circle");
    case T::SlopeOrder: return tr("the slope at P is not below the slope at P′");
    case T::SlopesEqual: return tr("s ≤ 0: the slopes at P and P′ are equal up to rounding");
    case T::BottomInCircle: return tr("the bottom point P is in the circle or below the x axis");
    case T::None: break;
    }
    return tr("the input is not a proper ellipse");
}

QString EllipseEllipseWords::exactLine(const geometry::EllipseEllipseResult& r)
{
    const QString verdict = r.hit ? tr("overlap") : tr("apart");
    QString why;
    if (!r.valid)
        why = tr("invalid input");
    else if (r.circleShortcut)
        why = r.hit ? tr("the inscribed circles already overlap")
                    : tr("the bounding circles are already apart");
    else if (r.centerInside)
        why = tr("the circle's centre is inside the image ellipse");
    else
        why = QStringLiteral("d = %1 %2 1")
                  .arg(formatNumber(r.distance, 6), r.hit ? QStringLiteral("≤") : QStringLiteral(">"));
    return tr("Exact test: %1 (%2)").arg(verdict, why);
}

QString EllipseEllipseWords::textbookLine(const geometry::EllipseTextbookResult& t)
{
    const QString verdict = t.hit ? tr("overlap") : tr("apart");
    if (t.decidingCase == geometry::TextbookCase::Trivial)
        return tr("Textbook heuristic: %1, trivial case (%2)").arg(verdict, trivialReason(t.trivial));
    return tr("Textbook heuristic: %1, case %2").arg(verdict, caseName(t.decidingCase));
}

} // namespace lab
