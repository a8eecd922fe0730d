// The slab lesson's time line at the bottom of the canvas: each interval (the X slab, the Y slab
// and both, or the disk) as a bar over t, the part before t = 0 (behind R0) shaded.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/canvas/viewport.h"

#include <geometry/raycast.h>

#include <QCoreApplication>
#include <QFont>
#include <QRectF>

#include <vector>

class QPainter;

namespace lab {

// The colours of the X slab (and its times) and of the Y slab in `style`: the X slab's apart from
// the ray, the box, the Y slab and the hit in every palette.
inline QColor xSlabColor(const CanvasStyle& style)
{
    return style.highlight;
}
inline QColor ySlabColor(const CanvasStyle& style)
{
    return style.shapes[2];
}

class SlabTimeline {
    Q_DECLARE_TR_FUNCTIONS(SlabTimeline)

public:
    SlabTimeline(QPainter& p, const Viewport& view, const CanvasStyle& style);

    // The X and Y slabs in their colours, and where both hold (if they meet).
    void paintSlabs(const geometry::RayAabbResult& h, const QColor& xColor, const QColor& yColor);
    // The disk's interval between its roots (none when they are not real).
    void paintDisk(bool realRoots, double near, double far);

private:
    struct Bar {
        double from;
        double to;
        QString name;
        QColor color;
    };

    void paint(const std::vector<Bar>& bars);
    // The panel, its font and the t range, for `bars` on this canvas.
    void layOut(const std::vector<Bar>& bars);
    void paintAxis();
    void paintBar(const Bar& bar, double y);
    // The x pixel of time t (the infinities just outside the axis).
    double x(double t) const;

    QPainter& m_p;
    const Viewport& m_view;
    const CanvasStyle& m_style;
    QFont m_font;
    double m_rowHeight = 0;
    QRectF m_panel;
    double m_left = 0;
    double m_right = 0;
    double m_lo = 0;
    double m_hi = 0;
};

} // namespace lab
