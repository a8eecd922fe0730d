#include "canvas.h"

#include "canvas_accessible.h"
#include "handle_tooltip.h"
#include "commands.h"
#include "label_placer.h"
#include "scene_painter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>

namespace lab {

namespace {

void drawHandleShape(QPainter& p, HandleKind kind, QPointF at, double r)
{
    switch (kind) {
    case HandleKind::Vector: p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)); break;
    case HandleKind::Radius:
    case HandleKind::Axis: {
        const QPointF diamond[] = {at + QPointF(0, -r * 1.3), at + QPointF(r * 1.3, 0), at + QPointF(0, r * 1.3),
                                   at + QPointF(-r * 1.3, 0)};
        p.drawPolygon(diamond, 4);
        break;
    }
    case HandleKind::Point: p.drawEllipse(at, r, r); break;
    }
}

// A handle drawn once per look (kind, size, colours, outline, pixel ratio) into a small pixmap
// and stamped on every repaint: eight antialiased outlines cost more than the lesson's shapes.
// Bounded: cleared when full.
const QPixmap& handleSprite(HandleKind kind, double r, const QColor& fill, const QPen& outline, qreal ratio)
{
    thread_local QHash<QString, QPixmap> cache;
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6")
                            .arg(int(kind)).arg(r, 0, 'g', 9).arg(fill.rgba()).arg(outline.color().rgba())
                            .arg(outline.widthF()).arg(ratio);
    auto found = cache.find(key);
    if (found != cache.end())
        return *found;
    if (cache.size() >= 256)
        cache.clear();
    const int side = int(std::ceil(2 * (r * 1.3 + outline.widthF()))) + 2;
    QPixmap sprite(QSizeF(QSizeF(side, side) * ratio).toSize());
    sprite.setDevicePixelRatio(ratio);
    sprite.fill(Qt::transparent);
    QPainter p(&sprite);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(outline);
    p.setBrush(fill);
    drawHandleShape(p, kind, QPointF(side / 2.0, side / 2.0), r);
    p.end();
    return *cache.insert(key, sprite);
}

constexpr double kWheelZoomPerDegree = 1.0015; // per 1/8 degree of wheel rotation
constexpr double kKeyZoom = 1.25;
constexpr double kClickSlop = 4; // pixels a click may move and still be a click
constexpr double kProjectorZoom = 1.5;
} // namespace

Canvas::Canvas(LessonScene& scene, const ScenePainter& painter, QUndoStack& undo, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_painter(painter)
    , m_undo(undo)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setObjectName(QStringLiteral("canvas"));
    m_view.setDefaultScale(scene.viewScale());
    m_view.reset();
    connect(&m_scene, &LessonScene::changed, this, qOverload<>(&QWidget::update));
    connect(&m_scene, &LessonScene::highlightChanged, this, qOverload<>(&QWidget::update));
    connect(&m_scene, &LessonScene::selectionChanged, this, qOverload<>(&QWidget::update));
    connect(&m_scene, &LessonScene::canvasFocusRequested, this, [this] { setFocus(Qt::OtherFocusReason); });
    connect(&m_scene, &LessonScene::viewResetRequested, this, &Canvas::resetView);
    // An undo or redo in the middle of a drag ends the drag: its release must not push a step
    // built on a state that is gone.
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] {
        m_dragging = -1;
        m_draggingBody = -1;
    });
    connect(&m_scene, &LessonScene::fitRectChanged, this, [this] {
        if (m_autoFit)
            fitToScene();
    });
    installCanvasAccessibility(*this);
}

void Canvas::setCanvasStyle(const CanvasStyle& style)
{
    // The projector view is zoomed in so that the back row sees the shapes too.
    if (style.projector != m_style.projector) {
        const QPointF middle(width() / 2.0, height() / 2.0);
        m_view.setDefaultScale(m_scene.viewScale() * (style.projector ? kProjectorZoom : 1.0));
        m_view.zoomAt(middle, style.projector ? kProjectorZoom : 1 / kProjectorZoom);
    }
    m_style = style;
    m_scene.setCanvasStyle(style);
    if (m_autoFit)
        fitToScene();
    update();
}

QPointF Canvas::handleWorldPos(const HandleSpec& h) const
{
    return handlePosition(h, m_scene.state());
}

QPointF Canvas::handleScreenPos(int index) const
{
    return m_view.toScreen(handleWorldPos(m_scene.handles().at(index)));
}

int Canvas::handleAt(QPointF screen) const
{
    const auto handles = m_scene.handles();
    const double reach = m_style.handleRadius + 5;
    int best = -1;
    double bestDistance = reach;
    // Later handles are drawn on top, so they win ties.
    for (int i = 0; i < handles.size(); ++i) {
        const QPointF d = m_view.toScreen(handleWorldPos(handles[i])) - screen;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

LessonScene::State Canvas::stateWithHandleAt(int index, QPointF world) const
{
    return lab::stateWithHandleAt(m_scene.handles().at(index), m_scene.state(), world);
}

QPointF Canvas::snapped(QPointF world) const
{
    const double step = m_view.gridStep() / 2;
    return {std::round(world.x() / step) * step, std::round(world.y() / step) * step};
}

void Canvas::render(QPainter& p, QSize size) const
{
    Viewport view = m_view;
    view.setSize(size);
    p.fillRect(QRect(QPoint(0, 0), size), m_style.background);
    p.setRenderHint(QPainter::Antialiasing);
    const QVector<TickLabel> ticks = tickLabels(view);
    paintGrid(p, view, ticks);
    paintScene(p, view, false, ticks);
}

const QPixmap& Canvas::staticLayer()
{
    const qreal ratio = devicePixelRatioF();
    Viewport view = m_view;
    view.setSize(size());
    const QRectF world = view.worldRect();
    const QString key = QStringLiteral("%1x%2@%3 %4,%5,%6,%7 %8%9%10%11 %12 %13 %14")
                            .arg(width()).arg(height()).arg(ratio)
                            .arg(world.x(), 0, 'g', 17).arg(world.y(), 0, 'g', 17)
                            .arg(world.width(), 0, 'g', 17).arg(world.height(), 0, 'g', 17)
                            .arg(m_style.background.name(QColor::HexArgb), m_style.grid.name(QColor::HexArgb),
                                 m_style.axis.name(QColor::HexArgb), m_style.text.name(QColor::HexArgb))
                            .arg(m_style.labelPointSize).arg(m_style.projector ? 1 : 0)
                            .arg(font().toString());
    if (key != m_staticKey || m_staticLayer.isNull()) {
        ++m_staticLayerDraws;
        m_staticKey = key;
        m_staticTicks = tickLabels(view);
        m_staticLayer = QPixmap((QSizeF(size()) * ratio).toSize());
        m_staticLayer.setDevicePixelRatio(ratio);
        QPainter p(&m_staticLayer);
        p.setFont(font());
        p.fillRect(rect(), m_style.background);
        p.setRenderHint(QPainter::Antialiasing);
        paintGrid(p, view, m_staticTicks);
    }
    return m_staticLayer;
}

void Canvas::paintEvent(QPaintEvent*)
{
    m_scene.setPixelsPerUnit(m_view.scale());
    QPainter p(this);
    p.drawPixmap(0, 0, staticLayer());
    p.setRenderHint(QPainter::Antialiasing);
    Viewport view = m_view;
    view.setSize(size());
    paintScene(p, view, true, m_staticTicks);
    paintHandles(p);
    if (keyboardPointerActive())
        paintKeyboardPointer(p);
    if (hasFocus()) {
        p.setPen(QPen(m_style.highlight, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(1, 1, -1, -1));
    }
}

QFont Canvas::tickFont() const
{
    QFont tick = font();
    tick.setPointSizeF(m_style.labelPointSize * 0.85);
    return tick;
}

QVector<Canvas::TickLabel> Canvas::tickLabels(const Viewport& view) const
{
    const QRectF world = view.worldRect();
    const double step = view.gridStep();
    const QSizeF px = view.size();
    const QPointF origin = view.toScreen({0, 0});
    const QFontMetricsF fm(tickFont());
    const double labelY = std::clamp(origin.y() + 4, 2.0, px.height() - 18);
    const double labelX = std::clamp(origin.x() + 4, 2.0, px.width() - 40);
    QVector<TickLabel> ticks;
    // A label that would touch the one before it on its axis is left out (large text).
    QRectF last;
    const auto add = [&](QRectF box, int flags, const QString& text) {
        const QRectF r = fm.boundingRect(box, flags, text);
        if (!last.isNull() && r.adjusted(-4, -1, 4, 1).intersects(last))
            return;
        ticks.append({r, flags, text});
        last = r;
    };
    for (double x = std::ceil(world.left() / step) * step; x <= world.right(); x += step) {
        if (std::abs(x) < step / 2)
            continue;
        const double sx = view.toScreen({x, 0}).x();
        add(QRectF(sx + 2, labelY, 80, 20), Qt::AlignLeft | Qt::AlignTop, draw::number(x, 6));
    }
    last = QRectF();
    for (double y = std::ceil(world.top() / step) * step; y <= world.bottom(); y += step) {
        if (std::abs(y) < step / 2)
            continue;
        const double sy = view.toScreen({0, y}).y();
        add(QRectF(labelX, sy - 18, 80, 18), Qt::AlignLeft | Qt::AlignBottom, draw::number(y, 6));
    }
    last = QRectF();
    add(QRectF(origin.x() + 3, origin.y() + 2, 20, 20), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("O"));
    return ticks;
}

void Canvas::paintGrid(QPainter& p, const Viewport& view, const QVector<TickLabel>& ticks) const
{
    const QRectF world = view.worldRect();
    const double step = view.gridStep();
    const QSizeF px = view.size();
    p.save();
    p.setPen(QPen(m_style.grid, 1));
    for (double x = std::ceil(world.left() / step) * step; x <= world.right(); x += step) {
        const double sx = view.toScreen({x, 0}).x();
        p.drawLine(QPointF(sx, 0), QPointF(sx, px.height()));
    }
    for (double y = std::ceil(world.top() / step) * step; y <= world.bottom(); y += step) {
        const double sy = view.toScreen({0, y}).y();
        p.drawLine(QPointF(0, sy), QPointF(px.width(), sy));
    }
    // Axes through the origin, with labels on the grid lines.
    p.setPen(QPen(m_style.axis, m_style.projector ? 2.5 : 1.5));
    const QPointF origin = view.toScreen({0, 0});
    p.drawLine(QPointF(0, origin.y()), QPointF(px.width(), origin.y()));
    p.drawLine(QPointF(origin.x(), 0), QPointF(origin.x(), px.height()));
    p.setFont(tickFont());
    for (const TickLabel& tick : ticks)
        p.drawText(tick.rect, tick.flags, tick.text);
    p.restore();
}

void Canvas::paintScene(QPainter& p, const Viewport& view, bool handles, const QVector<TickLabel>& ticks) const
{
    LabelPlacer labels(p, QRectF(QPointF(0, 0), view.size()), m_style);
    if (handles) {
        for (const QRectF& handle : handleRects(view))
            labels.addHandle(handle);
    }
    for (const TickLabel& tick : ticks)
        labels.addTickLabel(tick.rect);
    m_painter.paint(p, view, m_style, m_scene);
    labels.place();
    m_labels = labels.placed();
    m_labelObstacles = labels.handles();
}

QVector<QRectF> Canvas::handleRects() const
{
    Viewport view = m_view;
    view.setSize(size());
    return handleRects(view);
}

QVector<QRectF> Canvas::handleRects(const Viewport& view) const
{
    QVector<QRectF> rects;
    for (const HandleSpec& h : m_scene.handles()) {
        const QPointF at = view.toScreen(handleWorldPos(h));
        // The drawn shape (a diamond reaches 1.3 radii) and its 2-pixel outline.
        const double r = m_style.handleRadius * (h.kind == HandleKind::Radius || h.kind == HandleKind::Axis ? 1.3 : 1.0) + 2;
        rects.append(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
    }
    return rects;
}

void Canvas::paintHandles(QPainter& p) const
{
    const auto handles = m_scene.handles();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < handles.size(); ++i) {
        const QPointF at = m_view.toScreen(handleWorldPos(handles[i]));
        const bool hot = i == m_hovered || i == m_dragging;
        const double r = m_style.handleRadius * (hot ? 1.35 : 1.0);
        const QColor colour = m_style.shapes[std::clamp(handles[i].group, 0, 2)];
        const QPen outline(hot ? m_style.highlight : m_style.background, hot ? 3 : 2);
        const QPixmap& sprite = handleSprite(handles[i].kind, r, colour, outline, p.device()->devicePixelRatioF());
        const QSizeF size = sprite.deviceIndependentSize();
        p.drawPixmap(QPointF(std::round(at.x() - size.width() / 2), std::round(at.y() - size.height() / 2)), sprite);
        if (i == selectedHandle()) { // the focus ring: solid, on a halo of the background
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(m_style.background, 6));
            p.drawEllipse(at, r + 6, r + 6);
            p.setPen(QPen(m_style.highlight, 3));
            p.drawEllipse(at, r + 6, r + 6);
        }
    }
    p.restore();
}

QPointF Canvas::keyboardPointer() const
{
    if (m_pointer)
        return *m_pointer;
    return snapped(m_view.toWorld(QPointF(width() / 2.0, height() / 2.0)));
}

bool Canvas::keyboardPointerActive() const
{
    return hasFocus() && selectedHandle() < 0 && m_scene.clickAction(keyboardPointer()).has_value();
}

void Canvas::paintKeyboardPointer(QPainter& p) const
{
    const QPointF at = m_view.toScreen(keyboardPointer());
    const double arm = m_style.handleRadius * 2.2;
    p.save();
    p.setBrush(Qt::NoBrush);
    for (const auto& [colour, width] : {std::pair{m_style.background, 5.0}, std::pair{m_style.highlight, 2.0}}) {
        p.setPen(QPen(colour, width));
        p.drawLine(at - QPointF(arm, 0), at + QPointF(arm, 0));
        p.drawLine(at - QPointF(0, arm), at + QPointF(0, arm));
        p.drawEllipse(at, arm * 0.45, arm * 0.45);
    }
    p.restore();
}

bool Canvas::clickAt(QPointF world)
{
    const auto next = m_scene.clickAction(world);
    if (!next)
        return false;
    const QString problem = m_scene.validate(*next);
    if (problem.isEmpty())
        pushState(m_undo, m_scene, *next, m_scene.clickActionText());
    else
        emit message(problem);
    return true;
}

void Canvas::resizeEvent(QResizeEvent*)
{
    m_view.setSize(size());
    if (m_autoFit)
        fitToScene();
}

void Canvas::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    m_lastMouse = event->position();
    const int handle = handleAt(event->position());
    m_scene.setPixelsPerUnit(m_view.scale());
    const int body = handle < 0 ? m_scene.bodyAt(m_view.toWorld(event->position())) : -1;
    if (event->button() == Qt::LeftButton && handle >= 0) {
        m_dragging = handle;
        m_scene.setSelection(handle, -1);
        m_dragBefore = m_scene.values(); // the undo step's "before": a run frame is no value
        m_dragStart = m_scene.state();
        update();
    } else if (event->button() == Qt::LeftButton && body >= 0) {
        m_draggingBody = body;
        m_scene.setSelection(-1, body);
        m_dragStartWorld = m_view.toWorld(event->position());
        m_dragBefore = m_scene.values();
        m_dragStart = m_scene.state(); // the shape moves from where it is shown
        setCursor(Qt::ClosedHandCursor);
    } else if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton
               || event->button() == Qt::RightButton) {
        m_panning = true;
        m_pressPos = event->position();
        m_clickCandidate = event->button() == Qt::LeftButton;
        setCursor(Qt::ClosedHandCursor);
    }
}

void Canvas::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragging >= 0) {
        QPointF world = m_view.toWorld(event->position());
        if (event->modifiers() & Qt::ShiftModifier)
            world = snapped(world);
        const LessonScene::State next = stateWithHandleAt(m_dragging, world);
        const QString problem = m_scene.validate(next);
        if (problem.isEmpty())
            m_scene.setState(next);
        else
            emit message(problem);
    } else if (m_draggingBody >= 0) {
        QPointF delta = m_view.toWorld(event->position()) - m_dragStartWorld;
        if (event->modifiers() & Qt::ShiftModifier)
            delta = snapped(delta);
        const LessonScene::State next = m_scene.movedBody(m_draggingBody, delta, m_dragStart);
        const QString problem = m_scene.validate(next);
        if (problem.isEmpty())
            m_scene.setState(next);
        else
            emit message(problem);
    } else if (m_panning) {
        const QPointF moved = event->position() - m_pressPos;
        if (std::hypot(moved.x(), moved.y()) > kClickSlop) {
            m_clickCandidate = false;
            m_autoFit = false;
        }
        m_view.panByPixels(event->position() - m_lastMouse);
        m_lastMouse = event->position();
        update();
    } else {
        const int hovered = handleAt(event->position());
        const bool overBody = hovered < 0 && m_scene.bodyAt(m_view.toWorld(event->position())) >= 0;
        if (hovered != m_hovered) {
            m_hovered = hovered;
            update();
        }
        setCursor(hovered >= 0 ? Qt::OpenHandCursor : overBody ? Qt::SizeAllCursor : Qt::ArrowCursor);
    }
}

void Canvas::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning && m_clickCandidate) {
        m_clickCandidate = false;
        QPointF world = m_view.toWorld(event->position());
        if (event->modifiers() & Qt::ShiftModifier)
            world = snapped(world);
        if (clickAt(world))
            m_pointer = world; // the keyboard goes on from the last click
    }
    if (m_dragging >= 0 || m_draggingBody >= 0) {
        // A press that moved nothing leaves a shown run frame as it is, with no undo step.
        if (!m_scene.hasRunFrame() && m_scene.values() != m_dragBefore) {
            m_undo.push(new SetStateCommand(m_scene, m_dragBefore, m_scene.values(),
                                            m_dragging >= 0 ? tr("Drag handle") : tr("Move shape")));
        }
        m_dragging = -1;
        m_draggingBody = -1;
        setCursor(Qt::ArrowCursor);
        update();
    }
    if (m_panning) {
        m_panning = false;
        setCursor(m_hovered >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
    }
}

void Canvas::leaveEvent(QEvent*)
{
    if (m_hovered >= 0 && m_dragging < 0) {
        m_hovered = -1;
        update();
    }
}

void Canvas::wheelEvent(QWheelEvent* event)
{
    const double degrees = event->angleDelta().y();
    if (degrees == 0)
        return;
    m_autoFit = false;
    m_view.zoomAt(event->position(), std::pow(kWheelZoomPerDegree, degrees));
    update();
    event->accept();
}

void Canvas::moveSelectedHandle(QPointF worldDelta)
{
    const HandleSpec h = m_scene.handles().at(selectedHandle());
    LessonScene::State next = m_scene.state();
    if (h.kind == HandleKind::Radius) {
        next[h.x] += worldDelta.x() + worldDelta.y(); // right/up grow, left/down shrink
    } else if (h.kind == HandleKind::Axis) {
        next = stateWithHandleAt(selectedHandle(), handleWorldPos(h) + worldDelta);
    } else {
        next[h.x] += worldDelta.x();
        next[h.y] += worldDelta.y();
    }
    const QString problem = m_scene.validate(next);
    if (!problem.isEmpty()) {
        emit message(problem);
        return;
    }
    pushState(m_undo, m_scene, next, tr("Move handle"));
}

bool Canvas::event(QEvent* event)
{
    // A handle tells what it is and its value when the mouse rests on it.
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int handle = m_dragging < 0 ? handleAt(help->pos()) : -1;
        if (handle >= 0)
            QToolTip::showText(help->globalPos(), handleToolTip(m_scene, m_scene.handles()[handle]), this);
        else
            QToolTip::hideText();
        return true;
    }
    // Tab and Shift+Tab walk through the handles; past the last (or before the first) they
    // leave the canvas as usual, so that the keyboard reaches the fields too. Ctrl+Tab and
    // Ctrl+Shift+Tab leave at once, past all the handles.
    if (event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && (key->modifiers() & Qt::ControlModifier)) {
            focusNextPrevChild(key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
        const int count = int(m_scene.handles().size());
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && count > 0) {
            const bool back = key->key() == Qt::Key_Backtab;
            const int current = selectedHandle();
            const int next = current < 0 ? (back ? count - 1 : 0) : current + (back ? -1 : 1);
            if (next >= 0 && next < count) {
                m_scene.setSelection(next, -1);
                return true;
            }
            m_scene.setSelection(-1, -1);
        }
    }
    // Outside presentation mode Esc belongs to the canvas while it has something to cancel; in
    // presentation mode Esc only ever leaves it (the Esc shortcut of the window).
    if (event->type() == QEvent::ShortcutOverride && !m_style.projector) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape
            && (selectedHandle() >= 0 || m_scene.selectedBody() >= 0
                || m_scene.keyAction(Qt::Key_Escape, key->modifiers()).value_or(m_scene.state()) != m_scene.state())) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void Canvas::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const auto modifiers = event->modifiers();
    // Plain + - 0 zoom the view; with Ctrl they belong to the window (View > Text size).
    const bool ctrl = modifiers & Qt::ControlModifier;
    switch (ctrl ? 0 : key) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); return;
    case Qt::Key_Minus: zoomOut(); return;
    case Qt::Key_0: resetView(); return;
    case Qt::Key_Escape:
        if (selectedHandle() >= 0 || m_scene.selectedBody() >= 0) {
            m_scene.setSelection(-1, -1);
            return;
        }
        break;
    default: break;
    }
    // One rule in every lesson: Shift makes the step bigger.
    const double step = m_view.gridStep() / ((modifiers & Qt::ShiftModifier) ? 2 : 10);
    const QPointF delta = arrowStep(key, step).value_or(QPointF());
    // A picked handle takes the arrows; then the keyboard pointer, when the lesson takes clicks;
    // then the lesson's keys; arrows nobody wants pan.
    if (!delta.isNull() && selectedHandle() >= 0) {
        moveSelectedHandle(delta);
        return;
    }
    if (keyboardPointerActive()) {
        if (!delta.isNull()) {
            m_pointer = keyboardPointer() + delta;
            update();
            emit keyboardPointerMoved();
            return;
        }
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && clickAt(keyboardPointer()))
            return;
    }
    if (const auto next = m_scene.keyAction(key, modifiers)) {
        const QString problem = m_scene.validate(*next);
        if (problem.isEmpty())
            pushState(m_undo, m_scene, *next, m_scene.keyActionText(key));
        else
            emit message(problem);
        return;
    }
    if (m_scene.keyCommand(key, modifiers))
        return;
    if (!delta.isNull()) {
        m_autoFit = false;
        m_view.panByPixels(-QPointF(delta.x(), -delta.y()) * m_view.scale());
        update();
        return;
    }
    QWidget::keyPressEvent(event);
}

int Canvas::selectedHandle() const
{
    const int handle = m_scene.selectedHandle();
    return handle < m_scene.handles().size() ? handle : -1; // handles can come and go with modes
}

void Canvas::fitToScene()
{
    const QRectF box = m_scene.fitRect().normalized();
    if (box.isEmpty() || width() <= 0 || height() <= 0)
        return;
    constexpr double kMargin = 1.08;
    const double scale = std::min(width() / (box.width() * kMargin), height() / (box.height() * kMargin));
    m_view.setSize(size());
    m_view.setDefaultScale(scale);
    m_view.reset();
    m_view.panByPixels(QPointF(-box.center().x() * m_view.scale(), box.center().y() * m_view.scale()));
    update();
}

void Canvas::zoomIn()
{
    m_autoFit = false;
    m_view.zoomAt(QPointF(width() / 2.0, height() / 2.0), kKeyZoom);
    update();
}

void Canvas::zoomOut()
{
    m_autoFit = false;
    m_view.zoomAt(QPointF(width() / 2.0, height() / 2.0), 1 / kKeyZoom);
    update();
}

void Canvas::showView(QPointF centre, double scale)
{
    m_autoFit = false;
    m_view.setView(centre, scale);
    update();
}

void Canvas::resetView()
{
    m_autoFit = true;
    m_view.setDefaultScale(m_scene.viewScale() * (m_style.projector ? kProjectorZoom : 1.0));
    m_view.reset();
    fitToScene();
    update();
}

bool Canvas::exportPng(const QString& path) const
{
    const qreal ratio = 2; // crisp on paper and on a projector
    QImage image(size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    QPainter p(&image);
    render(p, size());
    p.end();
    return image.save(path, "PNG");
}

bool Canvas::exportSvg(const QString& path, const QString& title) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size());
    svg.setViewBox(QRect(QPoint(0, 0), size()));
    svg.setTitle(title);
    QPainter p;
    if (!p.begin(&svg))
        return false;
    render(p, size());
    return p.end();
}

} // namespace lab
