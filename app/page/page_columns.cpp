#include "page_columns.h"

#include "controls_column.h"
#include "text_view.h"
#include "window/presentation.h"

#include "core/canvas/canvas.h"

#include <QtMath>

#include <algorithm>

namespace lab {

PageColumns::PageColumns(QWidget* parent)
    : QSplitter(Qt::Horizontal, parent)
{
    setObjectName(QStringLiteral("lessonSplitter"));
    setChildrenCollapsible(false);
}

void PageColumns::setColumns(QWidget& text, Canvas& canvas, ControlsColumn& controls)
{
    m_text = &text;
    m_canvas = &canvas;
    m_controls = &controls;
    addWidget(&text);
    addWidget(&canvas);
    addWidget(&controls);
    setStretchFactor(0, 4);
    setStretchFactor(1, 5);
    setStretchFactor(2, 2);
    connect(&controls, &ControlsColumn::widthNeedChanged, this, &PageColumns::wantedWidthChanged);
}

void PageColumns::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    if (on)
        m_normalSizes = saveState();
    arrange();
    if (!on && !m_normalSizes.isEmpty())
        restoreState(m_normalSizes);
}

void PageColumns::setTextScale(double factor)
{
    m_textScale = factor;
    arrange();
    widenTextForScale();
    emit wantedWidthChanged();
}

void PageColumns::refit()
{
    m_controls->fitWidth();
    widenTextForScale();
}

void PageColumns::resizeEvent(QResizeEvent* event)
{
    QSplitter::resizeEvent(event);
    if (!m_text)
        return;
    if (m_presentation)
        arrange();
    else
        widenTextForScale();
}

void PageColumns::widenTextForScale()
{
    if (m_presentation || m_textScale <= 1 || m_text->isHidden() || width() <= 0)
        return;
    QList<int> sizes = this->sizes(); // text, canvas, controls
    const int wanted = qCeil(LessonTextView::kNarrowestLine * m_textScale);
    // First what the canvas can spare, then the controls' room beyond what they need whole.
    const int fromCanvas = std::clamp(
        wanted - sizes[0], 0, std::max(0, sizes[1] - std::max(kSmallestCanvas, m_canvas->minimumWidth())));
    const int fromControls
        = std::clamp(wanted - sizes[0] - fromCanvas, 0, std::max(0, sizes[2] - m_controls->minimumWidth()));
    if (fromCanvas + fromControls <= 0)
        return;
    sizes[0] += fromCanvas + fromControls;
    sizes[1] -= fromCanvas;
    sizes[2] -= fromControls;
    setSizes(sizes);
}

int PageColumns::sideBySideWidth() const
{
    const int handles = 2 * handleWidth();
    const int text = m_text->isHidden() ? 0 : m_text->minimumWidth();
    return text + std::max(kSmallestCanvas, m_canvas->minimumSizeHint().width()) + m_controls->minimumWidth()
        + handles;
}

int PageColumns::wantedWidth() const
{
    const int text
        = m_text->isHidden() || m_textScale <= 1 ? 0 : qCeil(LessonTextView::kNarrowestLine * m_textScale);
    return sideBySideWidth() + std::max(0, text - m_text->minimumWidth());
}

void PageColumns::arrange()
{
    // A projector of 1280 pixels or less: the canvas first, then the controls, the text last
    // (and hidden until asked for). Elsewhere: text, canvas, controls.
    const bool canvasFirst = m_presentation && width() > 0 && width() <= kNarrowPresentationWidth;
    if (canvasFirst != m_canvasFirst) {
        m_canvasFirst = canvasFirst;
        if (canvasFirst) {
            insertWidget(0, m_canvas);
            insertWidget(1, m_controls);
        } else {
            insertWidget(0, m_text);
            insertWidget(1, m_canvas);
        }
    }
    const bool textShown = m_textChoice.value_or(!canvasFirst);
    m_text->setVisible(textShown);
    m_controls->fitWidth();
    if (!m_presentation)
        return;
    const int total = width();
    const int controls = std::max(m_controls->minimumWidth(), total * (textShown ? 28 : 34) / 100);
    const int text = textShown ? total * (canvasFirst ? 30 : 32) / 100 : 0;
    const int canvas = std::max(0, total - controls - text);
    if (canvasFirst)
        setSizes({ canvas, controls, text });
    else
        setSizes({ text, canvas, controls });
}

void PageColumns::setTextChoice(std::optional<bool> shown)
{
    m_textChoice = shown;
    arrange();
    emit wantedWidthChanged();
}

bool PageColumns::isTextShown() const
{
    return !m_text->isHidden();
}

void PageColumns::restoreNormalState(const QByteArray& state)
{
    if (m_presentation) { // applied when presentation mode ends
        m_normalSizes = state;
        m_sizesChosen = true;
        return;
    }
    m_sizesChosen = restoreState(state) || m_sizesChosen;
}

QByteArray PageColumns::normalState() const
{
    return m_presentation && !m_normalSizes.isEmpty() ? m_normalSizes : saveState();
}

void PageColumns::showEvent(QShowEvent* event)
{
    QSplitter::showEvent(event);
    if (!m_text)
        return;
    if (!m_sizesChosen && !m_presentation && width() > 0) {
        // First show with no remembered layout: text, canvas and controls share the width as
        // 34 : 38 : 28, so that neither the formulas nor the controls start out clipped.
        const int total = width();
        setSizes({ total * 34 / 100, total * 38 / 100, total * 28 / 100 });
        m_sizesChosen = true;
    }
    widenTextForScale();
}

} // namespace lab
