#include "text_checks.h"

#include "core/canvas/label_placer.h"
#include "core/model/line_breaks.h"

#include <QTextLayout>
#include <QtMath>

#include <algorithm>

namespace lab {

QString japaneseBreakFault(const QString& line, const QString& next)
{
    const QString before = line.trimmed(); // without the line's own separator or trailing space
    const QString after = next;
    if (before.isEmpty() || after.isEmpty())
        return {};
    const bool japanese = std::any_of(before.begin(), before.end(), isWide)
        || std::any_of(after.begin(), after.end(), isWide);
    const QChar first = after.front();
    const QChar last = before.back();
    if (!japanese || first.isSpace())
        return {};
    if (mayNotStartLine(first))
        return QStringLiteral("a line starts with “%1” (“…%2 | %3…”)")
            .arg(first)
            .arg(before.right(6), after.left(6));
    if (mayNotEndLine(last))
        return QStringLiteral("a line ends with “%1” (“…%2 | %3…”)")
            .arg(last)
            .arg(before.right(6), after.left(6));
    return {};
}

QString phraseCut(const QString& line, const QString& next)
{
    const QString before = line.trimmed();
    if (before.isEmpty() || next.isEmpty() || !isWide(before.back()) || !isWide(next.front()))
        return {};
    const QString pair = before.right(1) + next.left(1);
    if (isSafeBreak(pair, 1))
        return {};
    return QStringLiteral("a phrase cut in two (“…%1 | %2…”)").arg(before.right(6), next.left(6));
}

namespace {

// One tier of a plate: `text` wrapped in `font` as the painter wraps it (QPainter::drawText lays
// text out with QTextLayout) must fit `box` and break where Japanese may break.
QStringList tierProblems(const QString& text, const QFont& font, const QRectF& box)
{
    QStringList problems;
    QTextLayout layout(text, font);
    QTextOption option(Qt::AlignLeft);
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    double height = 0;
    double widest = 0;
    QString previous;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(box.width());
        height += line.height();
        widest = std::max(widest, line.naturalTextWidth());
        const QString words = text.mid(line.textStart(), line.textLength()).remove(QChar(0x2060));
        if (const QString fault = japaneseBreakFault(previous, words); !fault.isEmpty())
            problems << QStringLiteral("canvas: plate \"%1\": %2").arg(text.simplified(), fault);
        else if (const QString cut = phraseCut(previous, words); !cut.isEmpty())
            problems << QStringLiteral("canvas: plate \"%1\": %2").arg(text.simplified(), cut);
        previous = words;
    }
    layout.endLayout();
    if (height > box.height() + 1 || widest > box.width() + 1)
        problems << QStringLiteral(
            "canvas: the words of plate \"%1\" need %2x%3 px, its box gives them %4x%5")
                        .arg(text.simplified())
                        .arg(qCeil(widest))
                        .arg(qCeil(height))
                        .arg(qFloor(box.width()))
                        .arg(qFloor(box.height()));
    return problems;
}

} // namespace

QStringList plateProblems(const QList<PlacedLabel>& labels)
{
    QStringList problems;
    for (const PlacedLabel& label : labels) {
        if (!label.headline || label.textRect.isEmpty())
            continue;
        problems << tierProblems(label.text, label.font, label.textRect);
        if (!label.detail.isEmpty())
            problems << tierProblems(label.detail, label.detailFont, label.detailRect);
    }
    return problems;
}

} // namespace lab
