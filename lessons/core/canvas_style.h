// Colours and sizes of the canvas: the normal desk palette and the projector palette.
#pragma once

#include <QColor>

namespace lab {

struct CanvasStyle {
    bool projector = false;
    double lineWidth = 2;
    double handleRadius = 6;
    double labelPointSize = 10;
    QColor background;
    QColor grid;
    QColor axis;
    QColor text;
    QColor shapes[3]; // colour per handle group
    QColor result;    // the answer: intersection point, hit
    QColor highlight; // hovered handle, highlighted line
    QColor muted;     // construction lines

    static CanvasStyle desk();
    static CanvasStyle projectorStyle();
};

} // namespace lab
