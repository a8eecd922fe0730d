// Canvas input: mouse, wheel, keyboard and tooltips; every edit goes through the undo stack.
#include "canvas.h"

#include "core/model/commands.h"
#include "handle_tooltip.h"
#include "scene_painter.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>
#include <utility>

namespace lab {

namespace {
constexpr double kWheelZoomPerDegree = 1.0015; // per 1/8 degree of wheel rotation
constexpr double kClickSlop = 4; // pixels a click may move and still be a click
} // namespace

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

Canvas::InputMode Canvas::inputMode() const
{
    switch (m_press.mode) {
    case Press::Mode::DragHandle: return InputMode::DragHandle;
    case Press::Mode::MoveBody: return InputMode::MoveBody;
    case Press::Mode::Pan: return InputMode::Pan;
    case Press::Mode::Idle: break;
    }
    return keyboardPointerActive() ? InputMode::KeyboardPointer : InputMode::Idle;
}

void Canvas::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const QPointF at = event->position();
    const int handle = handleAt(at);
    const int body = handle < 0 ? m_scene.bodyAt(m_view.toWorld(at)) : -1;
    const bool left = event->button() == Qt::LeftButton;
    Press press;
    press.before = m_scene.values(); // the undo step's "before": a run frame is no value
    press.start = m_scene.state(); // a shape moves from where it is shown
    if (left && (handle >= 0 || body >= 0)) {
        press.mode = handle >= 0 ? Press::Mode::DragHandle : Press::Mode::MoveBody;
        press.target = handle >= 0 ? handle : body;
        press.startWorld = m_view.toWorld(at);
        m_press = press;
        m_state.setSelection(handle >= 0 ? Selection { handle, -1 } : Selection { -1, body });
        m_state.setDragging(true);
        if (handle < 0)
            setCursor(Qt::ClosedHandCursor);
        update();
    } else if (left || event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        press.mode = Press::Mode::Pan;
        press.startPixels = press.lastPixels = at;
        press.click = left;
        m_press = press;
        setCursor(Qt::ClosedHandCursor);
    }
}

void Canvas::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF at = event->position();
    const bool snap = event->modifiers() & Qt::ShiftModifier;
    switch (m_press.mode) {
    case Press::Mode::DragHandle: {
        const QPointF world = m_view.toWorld(at);
        tryState(stateWithHandleAt(m_press.target, snap ? snapped(world) : world));
        return;
    }
    case Press::Mode::MoveBody: {
        const QPointF delta = m_view.toWorld(at) - m_press.startWorld;
        tryState(m_scene.movedBody(m_press.target, snap ? snapped(delta) : delta, m_press.start));
        return;
    }
    case Press::Mode::Pan: {
        const QPointF moved = at - m_press.startPixels;
        if (std::hypot(moved.x(), moved.y()) > kClickSlop) {
            m_press.click = false;
            m_autoFit = false;
        }
        m_view.panByPixels(at - m_press.lastPixels);
        m_press.lastPixels = at;
        update();
        return;
    }
    case Press::Mode::Idle: break;
    }
    const int hovered = handleAt(at);
    const bool overBody = hovered < 0 && m_scene.bodyAt(m_view.toWorld(at)) >= 0;
    if (hovered != m_hovered) {
        m_hovered = hovered;
        update();
    }
    setCursor(hovered >= 0 ? Qt::OpenHandCursor : overBody ? Qt::SizeAllCursor : Qt::ArrowCursor);
}

void Canvas::tryState(const LessonScene::State& next)
{
    const QString problem = m_scene.validate(next);
    if (problem.isEmpty())
        m_scene.setState(next);
    else
        emit message(problem);
}

void Canvas::mouseReleaseEvent(QMouseEvent* event)
{
    const Press press = std::exchange(m_press, {});
    switch (press.mode) {
    case Press::Mode::Pan:
        if (press.click) {
            QPointF world = m_view.toWorld(event->position());
            if (event->modifiers() & Qt::ShiftModifier)
                world = snapped(world);
            if (clickAt(world))
                m_pointer = world; // the keyboard goes on from the last click
        }
        setCursor(m_hovered >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    case Press::Mode::DragHandle:
    case Press::Mode::MoveBody:
        // A press that moved nothing leaves a shown run frame as it is, with no undo step.
        if (!m_scene.hasRunFrame() && m_scene.values() != press.before) {
            const bool handle = press.mode == Press::Mode::DragHandle;
            m_undo.push(new SetStateCommand(
                m_scene, press.before, m_scene.values(), handle ? tr("Drag handle") : tr("Move shape")));
        }
        m_state.setDragging(false); // what follows at a calmer pace shows the last values now
        setCursor(Qt::ArrowCursor);
        update();
        return;
    case Press::Mode::Idle: return;
    }
}

void Canvas::leaveEvent(QEvent*)
{
    if (m_hovered >= 0 && m_press.mode != Press::Mode::DragHandle) {
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
        const int handle = m_press.mode != Press::Mode::DragHandle ? handleAt(help->pos()) : -1;
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
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)
            && (key->modifiers() & Qt::ControlModifier)) {
            focusNextPrevChild(key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
        const int count = int(m_scene.handles().size());
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && count > 0) {
            const bool back = key->key() == Qt::Key_Backtab;
            const int current = selectedHandle();
            const int next = current < 0 ? (back ? count - 1 : 0) : current + (back ? -1 : 1);
            if (next >= 0 && next < count) {
                m_state.setSelection({ next, -1 });
                return true;
            }
            m_state.setSelection({});
        }
    }
    // Outside presentation mode Esc belongs to the canvas while it has something to cancel; in
    // presentation mode Esc only ever leaves it (the Esc shortcut of the window).
    if (event->type() == QEvent::ShortcutOverride && !m_state.style().projector) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape
            && (selectedHandle() >= 0 || m_state.selection().body >= 0
                || m_scene.keyAction(Qt::Key_Escape, key->modifiers(), m_state.selection())
                        .value_or(m_scene.state())
                    != m_scene.state())) {
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
        if (selectedHandle() >= 0 || m_state.selection().body >= 0) {
            m_state.setSelection({});
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
    if (const auto next = m_scene.keyAction(key, modifiers, m_state.selection())) {
        const QString problem = m_scene.validate(*next);
        if (problem.isEmpty())
            pushState(m_undo, m_scene, *next, m_scene.keyActionText(key, m_state.selection()));
        else
            emit message(problem);
        return;
    }
    if (m_scene.keyCommand(key, modifiers, m_state.selection()))
        return;
    if (!delta.isNull()) {
        m_autoFit = false;
        m_view.panByPixels(-QPointF(delta.x(), -delta.y()) * m_view.scale());
        update();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace lab
