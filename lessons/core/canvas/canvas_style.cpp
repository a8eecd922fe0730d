#include "canvas_style.h"

#include <QString>

#include <algorithm>

namespace lab {

namespace {

int clampedGroup(int group)
{
    return std::clamp(group, 0, CanvasStyle::kGroups - 1);
}

// Okabe-Ito blue, orange, bluish green, a reddish purple for the result and a dark violet for the
// highlight, darkened to 4.5:1 on white.
void lightColors(CanvasStyle& s)
{
    s.background = QColor(0xff, 0xff, 0xff);
    s.grid = QColor(0xe4, 0xe8, 0xee);
    s.axis = QColor(0x60, 0x66, 0x70);
    s.text = QColor(0x20, 0x24, 0x2a);
    s.shapes[0] = QColor(0x00, 0x78, 0xc3); // blue
    s.shapes[1] = QColor(0xb4, 0x5a, 0x00); // orange
    s.shapes[2] = QColor(0x00, 0x5a, 0x2d); // bluish green
    s.result = QColor(0xd2, 0x00, 0x78); // reddish purple
    s.highlight = QColor(0x5a, 0x1e, 0x78); // violet
    s.muted = QColor(0x6b, 0x70, 0x79);
    s.verdicts[int(Verdict::Collide)] = QColor(0xc0, 0x28, 0x1e); // red
    s.verdicts[int(Verdict::Touch)] = QColor(0x8a, 0x62, 0x00); // amber
    s.verdicts[int(Verdict::Apart)] = QColor(0x1d, 0x6b, 0x3a); // green
    s.verdicts[int(Verdict::Undecided)] = s.text;
}

} // namespace

QColor CanvasStyle::shape(int group) const
{
    return shapes[clampedGroup(group)];
}

Qt::PenStyle CanvasStyle::groupLine(int group)
{
    switch (clampedGroup(group)) {
    case 1: return Qt::DashLine;
    case 2: return Qt::DashDotLine;
    default: return Qt::SolidLine;
    }
}

Qt::BrushStyle CanvasStyle::groupPattern(int group)
{
    switch (clampedGroup(group)) {
    case 1: return Qt::BDiagPattern;
    case 2: return Qt::DiagCrossPattern;
    default: return Qt::SolidPattern;
    }
}

QPen CanvasStyle::shapePen(int group, double width) const
{
    return QPen(shape(group), width, groupLine(group), Qt::FlatCap, Qt::MiterJoin);
}

QBrush CanvasStyle::shapeFill(int group, int alpha) const
{
    QColor color = shape(group);
    const Qt::BrushStyle pattern = groupPattern(group);
    color.setAlpha(pattern == Qt::SolidPattern ? alpha : std::min(255, alpha * 4));
    return QBrush(color, pattern);
}

CanvasStyle CanvasStyle::desk()
{
    CanvasStyle s;
    lightColors(s);
    return s;
}

CanvasStyle CanvasStyle::projectorStyle(ProjectorPalette palette)
{
    CanvasStyle s;
    s.projector = true;
    s.lineWidth = 4;
    s.handleRadius = 11;
    s.labelPointSize = 17;
    if (palette == ProjectorPalette::Light) {
        lightColors(s);
        s.grid = QColor(0xd8, 0xdd, 0xe4); // a washed-out projector still shows the grid
        return s;
    }
    s.dark = true;
    s.background = QColor(0x10, 0x12, 0x16);
    s.grid = QColor(0x34, 0x3a, 0x44);
    s.axis = QColor(0xc8, 0xd0, 0xda);
    s.text = QColor(0xff, 0xff, 0xff);
    s.shapes[0] = QColor(0x5a, 0xc3, 0xff); // sky blue
    s.shapes[1] = QColor(0xe1, 0x96, 0x00); // orange
    s.shapes[2] = QColor(0x00, 0x96, 0x5a); // bluish green
    s.result = QColor(0xf0, 0x5a, 0xa5); // reddish purple
    s.highlight = QColor(0xff, 0xf0, 0x4b); // yellow
    s.muted = QColor(0x8a, 0x94, 0xa0);
    s.verdicts[int(Verdict::Collide)] = QColor(0xff, 0x7a, 0x6b);
    s.verdicts[int(Verdict::Touch)] = QColor(0xff, 0xc9, 0x4d);
    s.verdicts[int(Verdict::Apart)] = QColor(0x6f, 0xdc, 0x8c);
    s.verdicts[int(Verdict::Undecided)] = s.text;
    return s;
}

QString lineSample(Qt::PenStyle style)
{
    switch (style) {
    case Qt::DashLine: return QStringLiteral("╍╍╍");
    case Qt::DotLine: return QStringLiteral("┅┅┅");
    case Qt::DashDotLine: return QStringLiteral("━·━");
    default: break;
    }
    return QStringLiteral("━━━");
}

QString projectorPaletteKey(ProjectorPalette palette)
{
    return palette == ProjectorPalette::Light ? QStringLiteral("light") : QStringLiteral("dark");
}

ProjectorPalette projectorPaletteFromKey(const QString& key)
{
    return key == QLatin1String("light") ? ProjectorPalette::Light : ProjectorPalette::Dark;
}

QPalette CanvasStyle::panelPalette() const
{
    QPalette p;
    const QColor field = dark ? background.lighter(170) : background.darker(106);
    p.setColor(QPalette::Window, background);
    for (const QPalette::ColorRole role : { QPalette::Base, QPalette::AlternateBase, QPalette::Button })
        p.setColor(role, field);
    for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText }) {
        p.setColor(role, text);
        p.setColor(QPalette::Disabled, role, muted);
    }
    p.setColor(QPalette::PlaceholderText, muted);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, background);
    return p;
}

} // namespace lab
