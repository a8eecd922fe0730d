#include "canvas_style.h"

namespace lab {

CanvasStyle CanvasStyle::desk()
{
    CanvasStyle s;
    s.background = QColor(0xff, 0xff, 0xff);
    s.grid = QColor(0xe4, 0xe8, 0xee);
    s.axis = QColor(0x60, 0x66, 0x70);
    s.text = QColor(0x20, 0x24, 0x2a);
    s.shapes[0] = QColor(0x1f, 0x6f, 0xd1); // blue
    s.shapes[1] = QColor(0x1a, 0x9b, 0x5a); // green
    s.shapes[2] = QColor(0x8e, 0x44, 0xad); // purple
    s.result = QColor(0xd6, 0x28, 0x28);    // red, as in the seed demo
    s.highlight = QColor(0xf0, 0x9a, 0x00);
    s.muted = QColor(0x9a, 0xa3, 0xad);
    return s;
}

CanvasStyle CanvasStyle::projectorStyle()
{
    CanvasStyle s;
    s.projector = true;
    s.lineWidth = 4;
    s.handleRadius = 11;
    s.labelPointSize = 17;
    s.background = QColor(0x10, 0x12, 0x16);
    s.grid = QColor(0x34, 0x3a, 0x44);
    s.axis = QColor(0xc8, 0xd0, 0xda);
    s.text = QColor(0xff, 0xff, 0xff);
    s.shapes[0] = QColor(0x4d, 0xb8, 0xff);
    s.shapes[1] = QColor(0x5c, 0xf0, 0x8a);
    s.shapes[2] = QColor(0xe0, 0x8c, 0xff);
    s.result = QColor(0xff, 0x4d, 0x4d);
    s.highlight = QColor(0xff, 0xd2, 0x3f);
    s.muted = QColor(0x8a, 0x94, 0xa0);
    return s;
}

} // namespace lab
