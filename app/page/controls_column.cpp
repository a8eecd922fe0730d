#include "controls_column.h"

#include "core/widgets/label_holder.h"
#include "core/widgets/wrapping.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>

namespace lab {

ControlsColumn::ControlsColumn(QWidget* parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the controls wrap to the column
    setViewportMargins(8, 4, 4, 4); // the words keep off the canvas's edge and the window's
    setFocusPolicy(Qt::NoFocus); // Tab goes from the canvas straight to the first control
}

void ControlsColumn::setControls(QWidget* controls)
{
    controls->setObjectName(QStringLiteral("controls"));
    // Read-outs change on every mouse move: only a change of height re-lays out the column.
    holdWrappedLabels(controls);
    setWidget(controls);
    guardWheel();
    wrapLongTexts(controls);
    keepLabelHeights(true);
    // Tabs share the column's width (a long name shortened with "…") rather than hide behind
    // scroll arrows.
    for (QTabWidget* tabs : controls->findChildren<QTabWidget*>()) {
        tabs->setElideMode(Qt::ElideRight);
        tabs->setUsesScrollButtons(false);
    }
}

void ControlsColumn::followLanguage()
{
    wrapLongTexts(&controls());
    keepLabelHeights(true);
}

void ControlsColumn::setControlsFont(const QFont& font)
{
    controls().setFont(font);
    keepLabelHeights(true);
}

void ControlsColumn::guardWheel()
{
    // Tab bars, sliders, spin boxes and combo boxes take the wheel for themselves (a tab bar
    // flips its tabs); over the controls the wheel scrolls the column instead.
    for (QWidget* w : controls().findChildren<QWidget*>()) {
        if (qobject_cast<QTabBar*>(w) || qobject_cast<QAbstractSlider*>(w)
            || qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w))
            w->installEventFilter(this);
    }
}

void ControlsColumn::keepLabelHeights(bool fresh)
{
    for (QLabel* label : controls().findChildren<QLabel*>()) {
        if (!label->wordWrap())
            continue;
        if (auto* holder = qobject_cast<LabelHolder*>(label->parentWidget())) {
            if (fresh) // a held read-out keeps its height itself
                holder->releaseHeight();
            continue;
        }
        if (!label->property("labKeptText").isValid())
            label->installEventFilter(this);
        label->setProperty("labKeptText", label->text());
        if (fresh) // another language or font: the kept height starts again
            label->setMinimumHeight(0);
    }
}

bool ControlsColumn::eventFilter(QObject* watched, QEvent* event)
{
    QWidget* controls = widget();
    // Only what this column watches inside the controls (not its viewport or scroll bars).
    auto* inside = qobject_cast<QWidget*>(watched);
    if (!controls || !inside || !controls->isAncestorOf(inside))
        return QScrollArea::eventFilter(watched, event);
    auto* label = qobject_cast<QLabel*>(watched);
    if (event->type() == QEvent::Resize && label && label->wordWrap()) {
        // A read-out or message whose new text is shorter keeps the height it had, so that the
        // buttons below it are not pulled up under the mouse; a new width starts afresh.
        const auto* resize = static_cast<QResizeEvent*>(event);
        const bool newText = label->property("labKeptText").toString() != label->text();
        if (resize->oldSize().width() != resize->size().width())
            label->setMinimumHeight(0);
        else if (newText && resize->size().height() < resize->oldSize().height())
            label->setMinimumHeight(resize->oldSize().height());
        label->setProperty("labKeptText", label->text());
    } else if (event->type() == QEvent::Wheel && !label) {
        // A focused slider or box still takes the wheel: the student chose it.
        if (qobject_cast<QTabBar*>(inside) || !inside->hasFocus()) {
            QCoreApplication::sendEvent(verticalScrollBar(), event);
            return true;
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace lab
