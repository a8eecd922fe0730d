// Where a painting would put ink, without putting any: a paint device whose engine notes, for
// every drawing, the rectangle it could change (its pen, transform and clip taken in) and a key
// of what it draws (the shape, text or image, with the pen, brush and state it is drawn in).
// The canvas paints a drag's next frame into it first: only the drawings that are not in both
// frames, the old where they were and the new where they go, need the canvas repainted.
#pragma once

#include <QList>
#include <QPaintDevice>
#include <QRectF>
#include <QRegion>
#include <QSize>

#include <memory>

namespace lab {

class InkBoundsEngine;

// One drawing: where it may put ink, in device pixels, and what it is.
struct InkMark {
    QRectF rect;
    size_t key = 0;
};

class InkBounds : public QPaintDevice {
public:
    explicit InkBounds(QSize size);
    ~InkBounds() override;
    InkBounds(const InkBounds&) = delete;
    InkBounds& operator=(const InkBounds&) = delete;

    QPaintEngine* paintEngine() const override;
    // Every drawing painted so far, in order.
    const QList<InkMark>& marks() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize m_size;
    std::unique_ptr<InkBoundsEngine> m_engine;
};

// Where two frames differ: the rectangles of the drawings one has and the other has not, widened
// to whole tiles of `tile` pixels.
QRegion inkChange(const QList<InkMark>& before, const QList<InkMark>& after, int tile);

} // namespace lab
