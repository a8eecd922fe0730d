#include "view_state.h"

namespace lab {

ViewState::ViewState(QObject* parent)
    : QObject(parent)
{
}

void ViewState::setSelection(Selection selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    emit selectionChanged();
}

void ViewState::setDragging(bool on)
{
    if (on == m_dragging)
        return;
    m_dragging = on;
    emit draggingChanged(on);
}

void ViewState::setStyle(const CanvasStyle& style)
{
    const bool changed = style.dark != m_style.dark || style.background != m_style.background
        || style.lineWidth != m_style.lineWidth || style.projector != m_style.projector;
    m_style = style;
    if (changed)
        emit styleChanged();
}

} // namespace lab
