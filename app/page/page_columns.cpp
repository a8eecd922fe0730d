#include "page_columns.h"

#include "controls_column.h"

#include "core/canvas/canvas.h"

#include <QApplication>
#include <QTabBar>

namespace lab {

PageColumns::PageColumns(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pageColumns"));
    m_tabs = new QTabBar(this);
    m_tabs->setObjectName(QStringLiteral("sideTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(true);
    m_tabs->setDrawBase(false);
    m_tabs->setElideMode(Qt::ElideRight);
    m_tabs->setUsesScrollButtons(false);
    m_tabs->addTab(QString());
    m_tabs->addTab(QString());
    // Choosing a tab is the choice F6 makes: the text, or the controls in its place.
    connect(m_tabs, &QTabBar::currentChanged, this, [this](int index) {
        if (index >= 0 && (index == LessonTab) != textWanted() && m_tabs->isVisible())
            setTextChoice(index == LessonTab);
    });
}

void PageColumns::setColumns(QWidget& text, Canvas& canvas, ControlsColumn& controls, QWidget* code)
{
    m_text = &text;
    m_canvas = &canvas;
    m_controls = &controls;
    m_code = code;
    for (QWidget* w : QList<QWidget*> { &text, &canvas, &controls, code }) {
        if (w) {
            w->setParent(this);
            // The rule gives every region its size: what is inside never asks for more.
            w->setMinimumSize(0, 0);
            w->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
        }
    }
    // Reading order: the text, the canvas, the controls, the code, then the side column's tabs.
    setTabOrder(&text, &canvas);
    setTabOrder(&canvas, &controls);
    setTabOrder(&controls, code ? code : m_tabs);
    if (code)
        setTabOrder(code, m_tabs);
    arrange();
}

void PageColumns::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    arrange();
    emit wantedWidthChanged();
}

void PageColumns::setTextScale(double factor)
{
    m_textScale = factor;
    arrange();
    emit wantedWidthChanged();
}

void PageColumns::refit()
{
    arrange();
}

void PageColumns::setTextChoice(std::optional<bool> shown)
{
    const bool before = m_text && isTextShown();
    m_textChoice = shown;
    arrange();
    if (m_text && before != isTextShown())
        emit textShownChanged(isTextShown());
}

bool PageColumns::textWanted() const
{
    const bool narrowProjector = m_presentation && width() > 0 && width() <= kNarrowPresentationWidth;
    return m_textChoice.value_or(!narrowProjector);
}

bool PageColumns::isTextShown() const
{
    return m_text && !m_text->isHidden();
}

void PageColumns::setCodeShown(bool on)
{
    m_codeShown = on && m_code;
    arrange();
}

bool PageColumns::isCodeShown() const
{
    return m_code && !m_code->isHidden();
}

void PageColumns::showControls()
{
    if (!currentLayout().controls.isEmpty())
        return;
    setTextChoice(false);
}

void PageColumns::setTabTexts(const QStringList& full, const QStringList& brief)
{
    m_fullTabs = full;
    m_briefTabs = brief;
    fitTabTexts(m_tabs->width());
}

void PageColumns::fitTabTexts(int width)
{
    const auto show = [this](const QStringList& texts) {
        for (int i = 0; i < texts.size() && i < m_tabs->count(); ++i)
            m_tabs->setTabText(i, texts[i]);
    };
    show(m_fullTabs);
    for (int i = 0; i < m_fullTabs.size() && i < m_tabs->count(); ++i)
        m_tabs->setTabToolTip(i, m_fullTabs[i]);
    if (m_tabs->sizeHint().width() > width) // the tabs' size with their whole words
        show(m_briefTabs);
}

PageLayout PageColumns::currentLayout() const
{
    PageLayoutInput in;
    in.page = size();
    in.textScale = m_textScale;
    in.presenting = m_presentation;
    in.textWanted = textWanted();
    in.codeShown = m_codeShown;
    in.tabBarHeight = m_tabs->sizeHint().height();
    return pageLayout(in);
}

void PageColumns::arrange()
{
    if (!m_text)
        return;
    const PageLayout layout = currentLayout();
    const auto place = [](QWidget* w, const QRect& where) {
        if (!w)
            return;
        if (!where.isEmpty())
            w->setGeometry(where);
        w->setVisible(!where.isEmpty());
    };
    const QSignalBlocker quiet(m_tabs);
    m_tabs->setCurrentIndex(layout.textShown ? LessonTab : ControlsTab);
    place(m_tabs, layout.tabBar);
    if (!layout.tabBar.isEmpty())
        fitTabTexts(layout.tabBar.width());
    place(m_canvas, layout.canvas);
    place(m_code, layout.code);
    place(m_text, layout.text);
    place(m_controls, layout.controls);
}

void PageColumns::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const bool before = isTextShown();
    arrange();
    if (m_text && before != isTextShown())
        emit textShownChanged(isTextShown());
}

bool PageColumns::focusNextPrevChild(bool next)
{
    // Forward from the canvas: where the controls wait behind the lesson tab, they come forward,
    // so that Tab reaches every control as it did when they stood beside the text.
    if (next && m_canvas && QApplication::focusWidget() == m_canvas && m_controls && m_controls->isHidden())
        showControls();
    return QWidget::focusNextPrevChild(next);
}

int PageColumns::sideBySideWidth() const
{
    return narrowestPage(m_textScale, m_presentation);
}

} // namespace lab
