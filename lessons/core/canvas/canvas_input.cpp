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

void Canvas::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    m_lastMouse = event->position();
    const int handle = handleAt(event->position());
    const int body = handle < 0 ? m_scene.bodyAt(m_view.toWorld(event->position())) : -1;
    if (event->button() == Qt::LeftButton && handle >= 0) {
        m_dragging = handle;
        m_state.setSelection({ handle, -1 });
        m_dragBefore = m_scene.values(); // the undo step's "before": a run frame is no value
        m_dragStart = m_scene.state();
        m_state.setDragging(true);
        update();
    } else if (event->button() == Qt::LeftButton && body >= 0) {
        m_draggingBody = body;
        m_state.setSelection({ -1, body });
        m_dragStartWorld = m_view.toWorld(event->position());
        m_dragBefore = m_scene.values();
        m_dragStart = m_scene.state(); // the shape moves from where it is shown
        m_state.setDragging(true);
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
        m_state.setDragging(false); // what follows at a calmer pace shows the last values now
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
