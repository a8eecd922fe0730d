// Colours, line styles and sizes of the canvas: the desk palette and the projector palettes (dark
// and light). Every colour a painter draws with comes from here. The colours follow the
// Okabe-Ito set, darkened or lightened until each has a contrast of at least 4.5:1 against its
// background (any of them may be used for a label), and the shapes, the result and the highlight
// stay at least 20 apart (CIE76 ΔE) also under simulated protanopia, deuteranopia and tritanopia;
// tests/lessons/test_canvas_style.cpp measures both. The shapes of a pair differ by their
// outline's dashes and their fill's hatching as well (shapePen, shapeFill).
#pragma once

#include <QBrush>
#include <QColor>
#include <QPalette>
#include <QPen>

namespace lab {

// The projector palette the teacher picks (View > Projector palette): dark suits a dim room, light
// a bright one that washes out dark backgrounds.
enum class ProjectorPalette { Dark, Light };

// What a lesson's verdict says, as every lesson's canvas shows it (draw::verdict): the shapes
// collide (overlap), only touch, are apart, or it cannot be told yet (a task holds it back, or
// the lesson has no verdict for this case).
enum class Verdict { Collide, Touch, Apart, Undecided };

struct CanvasStyle {
    static constexpr int kGroups = 3;

    bool projector = false;
    bool dark = false; // light drawing on a dark background
    double lineWidth = 2;
    double handleRadius = 6;
    double labelPointSize = 10;
    double textScale = 1; // View > Text size (labelPointSize already includes it)
    QColor background;
    QColor grid; // decoration only: the axes carry the numbers
    QColor axis;
    QColor text;
    QColor shapes[kGroups]; // colour per handle group
    QColor result; // the answer: intersection point, hit
    QColor highlight; // hovered or focused handle, highlighted line
    QColor muted; // construction lines
    QColor verdicts[4]; // per Verdict: its plate's border, mark and words

    QColor verdictColor(Verdict verdict) const { return verdicts[int(verdict)]; }

    // Shape `group` (clamped to 0..2) in its colour, and how it is told apart without colour:
    // group 0 draws solid outlines and plain fills, group 1 dashed outlines and hatched fills,
    // group 2 dash-dotted outlines and cross-hatched fills.
    QColor shape(int group) const;
    QPen shapePen(int group, double width) const;
    // A fill of `alpha` (0-255, as for a plain translucent fill); hatching is drawn stronger so
    // that its thin lines show as much as a plain fill does.
    QBrush shapeFill(int group, int alpha) const;
    static Qt::PenStyle groupLine(int group);
    static Qt::BrushStyle groupPattern(int group);
    // The widgets beside the canvas in its colours (presentation mode's panels and bar): one
    // product, not a dark canvas beside a light panel.
    QPalette panelPalette() const;

    static CanvasStyle desk();
    static CanvasStyle projectorStyle(ProjectorPalette palette = ProjectorPalette::Dark);
};

// `c` with its alpha set to `alpha` (0 to 255): a band or a fill the shapes show through.
inline QColor translucent(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

// A few characters that look like a line drawn with `style`, for legends written as text.
QString lineSample(Qt::PenStyle style);

// The settings value and the palette (unknown text: Dark).
QString projectorPaletteKey(ProjectorPalette palette);
ProjectorPalette projectorPaletteFromKey(const QString& key);

} // namespace lab
