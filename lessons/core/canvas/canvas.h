// The live canvas: grid, axes, the lesson's painter, and draggable handles.
// Mouse and keys become undo commands on the scene; the canvas itself holds no geometry.
#pragma once

#include "canvas_style.h"
#include "core/model/scene.h"
#include "ink_bounds.h"
#include "label_placer.h"
#include "view_state.h"
#include "viewport.h"

#include <QImage>
#include <QPointF>
#include <QWidget>

class QUndoStack;

namespace lab {

class ScenePainter;

class Canvas : public QWidget {
    Q_OBJECT
public:
    Canvas(LessonScene& scene, const ScenePainter& painter, QUndoStack& undo, ViewState& view,
        QWidget* parent = nullptr);

    void setCanvasStyle(const CanvasStyle& style);
    const CanvasStyle& canvasStyle() const { return m_state.style(); }
    const ViewState& viewState() const { return m_state; }
    ViewState& viewState() { return m_state; }
    const LessonScene& scene() const { return m_scene; }
    const ScenePainter& painter() const { return m_painter; }
    Viewport& viewport() { return m_view; }
    const Viewport& viewport() const { return m_view; }

    // Where handle `index` (of scene.handles()) is on screen, in widget pixels.
    QPointF handleScreenPos(int index) const;
    int hoveredHandle() const { return m_hovered; }
    // How the canvas takes input now: what a press started, else the keyboard pointer (when it
    // is active), else idle.
    enum class InputMode { Idle, DragHandle, MoveBody, Pan, KeyboardPointer };
    InputMode inputMode() const;
    int selectedHandle() const;

    // The labels and verdict lines of the last paint, where the label placer put them.
    const QList<PlacedLabel>& placedLabels() const { return m_labels; }
    // Where the handles are drawn (with their outline), in widget pixels.
    QList<QRectF> handleRects() const;
    // What the labels of the last paint had to keep off: the handles (when painted) and what
    // the painter declared (its own grips, fixed captions).
    const QList<QRectF>& labelObstacles() const { return m_labelObstacles; }
    // The keyboard's stand-in for a click: where a lesson that takes clicks on empty canvas
    // (square collision's corners) gets one when Enter is pressed. It is shown, and the arrow keys
    // move it, while the canvas has the focus, no handle is picked and the lesson takes a click
    // there. It starts in the middle of the view.
    QPointF keyboardPointer() const;
    bool keyboardPointerActive() const;

    // Paints the canvas (without handles) into `painter` as if it were `size` pixels.
    void render(QPainter& painter, QSize size) const;
    bool exportPng(const QString& path) const;
    bool exportSvg(const QString& path, const QString& title) const;
    // How many times the static layer (grid, axes, tick labels) has been drawn: once per view,
    // size, pixel ratio, style and font, not once per repaint (for the tests).
    int staticLayerDraws() const { return m_staticLayerDraws; }
    // How many paints went straight into the window's backing store (for the tests).
    int directPaints() const { return m_directPaints; }
    // How many scene changes repainted only the part of the canvas they changed (for the tests).
    int partialRepaints() const { return m_partialRepaints; }
    // Where the tick labels (and the origin's "O") of the view are drawn, in widget pixels.
    QList<QRectF> tickLabelRects() const;

    void zoomIn();
    void zoomOut();
    // Back to the lesson's view: its fitRect() fitted, or its default zoom; fitting resumes.
    void resetView();
    // Shows a saved view (a scene file's); it stays until the student zooms, pans or resets.
    void showView(QPointF center, double scale);
    // True while the view follows the scene's fitRect() (until the student zooms or pans).
    bool isAutoFitting() const { return m_autoFit; }

    QSize sizeHint() const override { return { 560, 480 }; }
    QSize minimumSizeHint() const override { return { 240, 200 }; }

signals:
    // A short message for the status bar, in the current language.
    void message(const QString& text);
    // The keyboard pointer moved (for the screen reader's words).
    void keyboardPointerMoved();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    // A hidden canvas (a lesson left) gives its static layer back: at 3840x2160 a layer is 33 MB.
    void hideEvent(QHideEvent* event) override;
    bool event(QEvent* event) override;

private:
    const CanvasStyle& style() const { return m_state.style(); }
    QPointF handleWorldPos(const HandleSpec& handle) const;
    int handleAt(QPointF screen) const;
    LessonScene::State stateWithHandleAt(int index, QPointF world) const;
    QPointF snapped(QPointF world) const;
    void moveSelectedHandle(QPointF worldDelta);
    // Shows `next` if the scene accepts it, else says why (the status bar).
    void tryState(const LessonScene::State& next);
    struct TickLabel {
        QRectF rect;
        int flags;
        QString text;
    };
    QList<QRectF> handleRects(const Viewport& view) const;
    QFont tickFont() const;
    QList<TickLabel> tickLabels(const Viewport& view) const;
    void paintGrid(QPainter& p, const Viewport& view, const QList<TickLabel>& ticks) const;
    // The lesson's painter and then every label, placed clear of the handles (when drawn).
    // `ticks`: the tick labels of `view` (tickLabels()), which the labels avoid.
    void paintScene(QPainter& p, const Viewport& view, bool handles, const QList<TickLabel>& ticks) const;
    void fitToScene();
    void paintHandles(QPainter& p) const;
    void paintKeyboardPointer(QPainter& p) const;
    // Every drawing of the scene, its labels, the handles and the keyboard pointer now, where
    // it puts ink in widget pixels (the grid's static layer and the focus frame aside).
    QList<InkMark> ink() const;
    // A scene change repaints where the old and the new frame have ink, when the canvas is
    // large enough for that to pay (a 4K projector); else all of it.
    void sceneChanged();
    // A click on empty canvas at `world` (the mouse's or the keyboard pointer's): the lesson's
    // click action as one undo step. False when the lesson takes no click there.
    bool clickAt(QPointF world);
    // The grid, axes and tick labels, drawn once per view, size, pixel ratio and style and
    // reused by every repaint in between (a drag changes none of them). `font` is the widget's.
    const QImage& staticLayer(const Viewport& view, qreal ratio, const QFont& font);
    // What a frame depends on besides the scene, read from the widget on the GUI thread.
    struct FrameSetup {
        Viewport view;
        qreal ratio = 1;
        QFont font;
        QColor pen; // a widget painter's first pen: the foreground colour
        Qt::LayoutDirection direction = Qt::LeftToRight;
        bool pointer = false; // the keyboard pointer is shown
        bool focused = false;
    };
    // One frame of the canvas through `p`: the static layer, the scene, the handles, the
    // keyboard pointer and the focus frame. paintEvent runs it on a pool thread while the GUI
    // thread waits: besides the canvas's own caches (the static layer, the placed labels) it
    // changes nothing, sends no signal, and makes no pixmap or QObject.
    void paintFrame(QPainter& p, const FrameSetup& setup);
    // The canvas's part of the image this paint event goes to (the window's backing store) at
    // `ratio`, sharing its memory, when the canvas may paint it directly; else a null image.
    QImage paintTarget(qreal ratio) const;

    LessonScene& m_scene;
    const ScenePainter& m_painter;
    QUndoStack& m_undo;
    ViewState& m_state;
    Viewport m_view;
    int m_hovered = -1;
    bool m_autoFit = true;
    // What a press on the canvas started, until its release: nothing, a handle's drag, a whole
    // shape's move, or a pan of the view (a pan that never moves is a click on the canvas).
    struct Press {
        enum class Mode { Idle, DragHandle, MoveBody, Pan } mode = Mode::Idle;
        int target = -1; // the handle or the body
        QPointF startWorld; // MoveBody: where the press was, in world units
        QPointF startPixels; // Pan: where the press was, in pixels
        QPointF lastPixels; // Pan: the last mouse position
        bool click = false; // Pan: still a click (a left press that has not moved)
        LessonScene::State before; // the values when it began: the undo step's "before"
        LessonScene::State start; // what was shown then (a run frame, or the values)
    };
    Press m_press;
    mutable QList<PlacedLabel> m_labels;
    mutable QList<QRectF> m_labelObstacles;
    std::optional<QPointF> m_pointer; // the keyboard pointer, once moved or used
    QImage m_staticLayer;
    QString m_staticKey;
    QList<TickLabel> m_staticTicks; // the tick labels of the static layer's view
    int m_staticLayerDraws = 0;
    int m_directPaints = 0;
    int m_partialRepaints = 0;
    int m_wholeRepaints = 0; // scene changes still to repaint whole after one that changed most
    // The drawings of the frame on screen (ink() of what it shows), while known.
    std::optional<QList<InkMark>> m_inkOnScreen;
};

} // namespace lab
