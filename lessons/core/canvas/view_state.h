// What a page shows of a scene besides its values: the canvas's selection and zoom, whether the
// student is dragging, and the canvas style (presentation mode, palette, sizes). The page owns
// it, the canvas writes it, and the lesson's controls read it (charts in the canvas's colours,
// read-outs paced while a drag is under way). None of it is a value: no undo step changes it.
#pragma once

#include "canvas_style.h"
#include "core/model/scene.h"

#include <QObject>

namespace lab {

class ViewState : public QObject {
    Q_OBJECT
public:
    explicit ViewState(QObject* parent = nullptr);

    // The handle or body the canvas has picked (Tab, a click, a press inside a shape).
    const Selection& selection() const { return m_selection; }
    void setSelection(Selection selection);
    // True from the press that starts a drag on the canvas to its release.
    bool isDragging() const { return m_dragging; }
    void setDragging(bool on);
    // The canvas's palette and sizes; `presentation()` is its projector flag.
    const CanvasStyle& style() const { return m_style; }
    void setStyle(const CanvasStyle& style);
    bool presentation() const { return m_style.projector; }

signals:
    void selectionChanged();
    void draggingChanged(bool on);
    // The colours, line widths or presentation mode changed (not only a font size).
    void styleChanged();

private:
    Selection m_selection;
    bool m_dragging = false;
    CanvasStyle m_style = CanvasStyle::desk();
};

} // namespace lab
