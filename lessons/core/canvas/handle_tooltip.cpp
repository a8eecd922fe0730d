#include "handle_tooltip.h"

#include "scene_painter.h"

#include <QCoreApplication>
#include <QStringList>

namespace lab {

namespace {

struct CanvasWords {
    Q_DECLARE_TR_FUNCTIONS(Canvas)
};

// "P1" of "P1.x" and "P1.y"; empty when the two symbols are not such a pair.
QString pairName(const QString& x, const QString& y)
{
    const auto stem = [](const QString& s) {
        const qsizetype dot = s.lastIndexOf(QLatin1Char('.'));
        return dot > 0 ? s.left(dot) : QString();
    };
    const QString a = stem(x);
    return !a.isEmpty() && a == stem(y) ? a : QString();
}

bool valid(const LessonScene& scene, int index)
{
    return index >= 0 && index < scene.params().size();
}

} // namespace

QString handleToolTip(const LessonScene& scene, const HandleSpec& handle)
{
    QStringList lines;
    QString head;
    QList<int> explained;
    if (handle.kind == HandleKind::Radius) {
        if (!valid(scene, handle.x))
            return {};
        head = QStringLiteral("%1 = %2").arg(
            scene.params()[handle.x].symbol, formatNumber(scene.value(handle.x)));
        explained << handle.x;
    } else {
        if (!valid(scene, handle.x) || !valid(scene, handle.y))
            return {};
        const QString& sx = scene.params()[handle.x].symbol;
        const QString& sy = scene.params()[handle.y].symbol;
        const QString x = formatNumber(scene.value(handle.x));
        const QString y = formatNumber(scene.value(handle.y));
        const QString name = pairName(sx, sy);
        head = name.isEmpty() ? QStringLiteral("%1 = %2, %3 = %4").arg(sx, x, sy, y)
                              : QStringLiteral("%1 = (%2, %3)").arg(name, x, y);
        explained << handle.x << handle.y;
    }
    lines << QStringLiteral("<b>%1</b>").arg(head.toHtmlEscaped());
    for (const int i : explained) {
        const QString text = scene.tooltip(i);
        if (!text.isEmpty() && !lines.contains(text.toHtmlEscaped()))
            lines << text.toHtmlEscaped();
    }
    switch (handle.kind) {
    case HandleKind::Point:
        lines << CanvasWords::tr("Drag to move it; with Shift it snaps to the grid.");
        break;
    case HandleKind::Vector: lines << CanvasWords::tr("Drag to turn it or change its length."); break;
    case HandleKind::Radius: lines << CanvasWords::tr("Drag to change the radius."); break;
    case HandleKind::Axis:
        lines << CanvasWords::tr("Drag to change this semi-axis and turn the ellipse.");
        break;
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace lab
