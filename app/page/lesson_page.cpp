#include "lesson_page.h"

#include "text_view.h"
#include "window/presentation.h"
#include "window/text_size.h"

#include "core/canvas/canvas.h"
#include "core/canvas/canvas_accessible.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/scene.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/wrapping.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QWebEngineSettings>
#include <QWheelEvent>
#include <QtMath>

#include <algorithm>

namespace lab {

LessonPage::LessonPage(const Lesson& lesson, Language language, QWidget* parent)
    : QWidget(parent)
    , m_lesson(lesson)
    , m_language(language)
    , m_scene(lesson.createScene())
    , m_painter(lesson.createPainter())
{
    setObjectName(QStringLiteral("lessonPage_") + lesson.id());
    m_undo = new QUndoStack(this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("lessonSplitter"));
    m_splitter->setChildrenCollapsible(false);

    m_text = new LessonTextView(m_splitter);
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_text->setMinimumWidth(240);
    m_text->settings()->setFontSize(QWebEngineSettings::DefaultFontSize, textsize::pageFontPixels());
    m_view = new ViewState(this);
    m_canvas = new Canvas(*m_scene, *m_painter, *m_undo, *m_view, m_splitter);
    installCanvasAccessibility(*m_canvas); // a screen reader hears the verdict and the shapes

    m_controlsArea = new QScrollArea(m_splitter);
    m_controlsArea->setWidgetResizable(true);
    m_controlsArea->setFrameShape(QFrame::NoFrame);
    m_controls = lesson.createControls(*m_scene, *m_undo, *m_view, m_controlsArea);
    m_controls->setObjectName(QStringLiteral("controls"));
    // Read-outs change on every mouse move: only a change of height re-lays out the column.
    holdWrappedLabels(m_controls);
    m_controlsArea->setWidget(m_controls);
    m_controlsArea->setMinimumWidth(220);
    m_controls->installEventFilter(this); // its layout requests: the column follows its width
    guardWheel(m_controls);
    wrapLongTexts(m_controls);
    keepLabelHeights(true);
    // Tabs share the column's width (a long name shortened with "…")
    // rather than hide behind scroll arrows.
    for (QTabWidget* tabs : m_controls->findChildren<QTabWidget*>()) {
        tabs->setElideMode(Qt::ElideRight);
        tabs->setUsesScrollButtons(false);
    }
    m_controlsArea->setFocusPolicy(Qt::NoFocus); // Tab goes from the canvas straight to the first control

    m_splitter->addWidget(m_text);
    m_splitter->addWidget(m_canvas);
    m_splitter->addWidget(m_controlsArea);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 5);
    m_splitter->setStretchFactor(2, 2);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_canvas, &Canvas::message, this, &LessonPage::message);
    retranslate();
    // The live box is rewritten at most about 25 times a second (runs change the scene every
    // frame), and not at all while the page is hidden.
    m_live = new Pacer(
        kLiveBoxIntervalMs,
        [this] {
            if (isVisible())
                m_text->live().update(
                    m_lesson.liveText(*m_scene), m_view->isDragging()); // lean while dragged
            else
                m_liveStale = true;
        },
        this);
    connect(m_scene.get(), &LessonScene::changed, m_live, &Pacer::request);
    // The end of a drag renders the box whole (its MathML and spoken words), changed or not.
    connect(m_view, &ViewState::draggingChanged, this, [this](bool dragging) {
        if (!dragging)
            m_live->request();
    });
    reloadText();
}

LessonPage::~LessonPage()
{
    // Widgets refer to the scene and painter: delete them while both still exist.
    delete m_splitter;
}

void LessonPage::retranslate()
{
    m_text->setAccessibleName(tr("Lesson text"));
    m_controlsArea->setAccessibleName(tr("Controls"));
}

void LessonPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LessonPage::reloadText()
{
    m_text->showLesson(lessonText(m_lesson.id(), m_language), m_lesson.liveText(*m_scene), m_language,
        m_presentation, m_palette == ProjectorPalette::Dark);
}

void LessonPage::setLanguage(Language language)
{
    m_language = language;
    wrapLongTexts(m_controls); // texts that are long only in this language
    keepLabelHeights(true);
    reloadText();
}

void LessonPage::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    applyStyleAndFonts();
    if (on) {
        m_normalSizes = m_splitter->saveState();
    }
    arrangeColumns();
    if (!on && !m_normalSizes.isEmpty())
        m_splitter->restoreState(m_normalSizes);
    reloadText();
}

void LessonPage::setProjectorPalette(ProjectorPalette palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    if (!m_presentation)
        return;
    applyStyleAndFonts();
    reloadText();
}

void LessonPage::setTextScale(double factor)
{
    if (qFuzzyCompare(factor, m_textScale))
        return;
    m_textScale = factor;
    applyStyleAndFonts();
    m_text->setTextScale(factor);
    arrangeColumns();
    widenTextForScale();
    emit wantedWidthChanged();
}

int LessonPage::shownTextPercent() const
{
    if (m_text->isHidden())
        return 0;
    constexpr double kProjectorZoom = 1.3; // LessonTextView's own, while presenting
    return qRound(m_text->zoomFactor() / (m_presentation ? kProjectorZoom : 1.0) * 100);
}

void LessonPage::followBaseFont()
{
    applyStyleAndFonts();
    fitControlsWidth();
    widenTextForScale();
}

void LessonPage::applyStyleAndFonts()
{
    CanvasStyle style = m_presentation ? CanvasStyle::projectorStyle(m_palette) : CanvasStyle::desk();
    style.labelPointSize *= m_textScale;
    style.textScale = m_textScale;
    m_canvas->setCanvasStyle(style);
    m_canvas->setFont(textsize::scaled(textsize::baseFont(), m_textScale));
    constexpr double kProjectorText = 1.4;
    m_controls->setFont(
        textsize::scaled(textsize::baseFont(), m_textScale * (m_presentation ? kProjectorText : 1.0)));
    keepLabelHeights(true);
    // The page's 1rem follows the application font as the system set it (View > Text size
    // zooms the page on top of that).
    m_text->settings()->setFontSize(QWebEngineSettings::DefaultFontSize, textsize::pageFontPixels());
}

void LessonPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_presentation)
        arrangeColumns();
    else
        widenTextForScale();
}

void LessonPage::widenTextForScale()
{
    if (m_presentation || m_textScale <= 1 || m_text->isHidden() || m_splitter->width() <= 0)
        return;
    QList<int> sizes = m_splitter->sizes(); // text, canvas, controls
    const int wanted = qCeil(LessonTextView::kNarrowestLine * m_textScale);
    // First what the canvas can spare, then the controls' room beyond what they need whole.
    const int fromCanvas = std::clamp(
        wanted - sizes[0], 0, std::max(0, sizes[1] - std::max(kSmallestCanvas, m_canvas->minimumWidth())));
    const int fromControls = std::clamp(
        wanted - sizes[0] - fromCanvas, 0, std::max(0, sizes[2] - m_controlsArea->minimumWidth()));
    if (fromCanvas + fromControls <= 0)
        return;
    sizes[0] += fromCanvas + fromControls;
    sizes[1] -= fromCanvas;
    sizes[2] -= fromControls;
    m_splitter->setSizes(sizes);
}

int LessonPage::sideBySideWidth() const
{
    const int handles = 2 * m_splitter->handleWidth();
    const int text = m_text->isHidden() ? 0 : m_text->minimumWidth();
    return text + std::max(kSmallestCanvas, m_canvas->minimumSizeHint().width())
        + m_controlsArea->minimumWidth() + handles;
}

int LessonPage::wantedWidth() const
{
    const int text
        = m_text->isHidden() || m_textScale <= 1 ? 0 : qCeil(LessonTextView::kNarrowestLine * m_textScale);
    return sideBySideWidth() + std::max(0, text - m_text->minimumWidth());
}

void LessonPage::arrangeColumns()
{
    // A projector of 1280 pixels or less: the canvas first, then the controls, the text last
    // (and hidden until asked for). Elsewhere: text, canvas, controls.
    const bool canvasFirst = m_presentation && width() > 0 && width() <= kNarrowPresentationWidth;
    if (canvasFirst != m_canvasFirst) {
        m_canvasFirst = canvasFirst;
        if (canvasFirst) {
            m_splitter->insertWidget(0, m_canvas);
            m_splitter->insertWidget(1, m_controlsArea);
        } else {
            m_splitter->insertWidget(0, m_text);
            m_splitter->insertWidget(1, m_canvas);
        }
    }
    const bool textShown = m_textChoice.value_or(!canvasFirst);
    m_text->setVisible(textShown);
    fitControlsWidth();
    if (!m_presentation)
        return;
    const int total = m_splitter->width();
    const int controls = std::max(m_controlsArea->minimumWidth(), total * (textShown ? 28 : 34) / 100);
    const int text = textShown ? total * (canvasFirst ? 30 : 32) / 100 : 0;
    const int canvas = std::max(0, total - controls - text);
    if (canvasFirst)
        m_splitter->setSizes({ canvas, controls, text });
    else
        m_splitter->setSizes({ text, canvas, controls });
}

void LessonPage::setTextChoice(std::optional<bool> shown)
{
    m_textChoice = shown;
    arrangeColumns();
    emit wantedWidthChanged();
}

bool LessonPage::isTextShown() const
{
    return !m_text->isHidden();
}

void LessonPage::fitControlsWidth()
{
    // What the controls need whole, the vertical scroll bar and the frame.
    const int scrollBar
        = m_controlsArea->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_controlsArea);
    const int needed
        = m_controls->minimumSizeHint().width() + scrollBar + 2 * m_controlsArea->frameWidth() + 2;
    if (m_controlsArea->minimumWidth() != std::max(220, needed)) {
        m_controlsArea->setMinimumWidth(std::max(220, needed));
        emit wantedWidthChanged();
    }
}

void LessonPage::guardWheel(QWidget* root)
{
    // Tab bars, sliders, spin boxes and combo boxes take the wheel for themselves (a tab bar
    // flips its tabs); over the controls the wheel scrolls the column instead.
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (qobject_cast<QTabBar*>(w) || qobject_cast<QAbstractSlider*>(w)
            || qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w))
            w->installEventFilter(this);
    }
}

void LessonPage::keepLabelHeights(bool fresh)
{
    for (QLabel* label : m_controls->findChildren<QLabel*>()) {
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

bool LessonPage::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && watched != m_controls) {
        // A read-out or message whose new text is shorter keeps the height it had, so that the
        // buttons below it are not pulled up under the mouse; a new width starts afresh.
        auto* label = qobject_cast<QLabel*>(watched);
        if (label && label->wordWrap()) {
            const auto* resize = static_cast<QResizeEvent*>(event);
            const bool newText = label->property("labKeptText").toString() != label->text();
            if (resize->oldSize().width() != resize->size().width())
                label->setMinimumHeight(0);
            else if (newText && resize->size().height() < resize->oldSize().height())
                label->setMinimumHeight(resize->oldSize().height());
            label->setProperty("labKeptText", label->text());
        }
    }
    if (watched == m_controls && event->type() == QEvent::LayoutRequest) {
        fitControlsWidth();
    } else if (event->type() == QEvent::Wheel && !qobject_cast<QLabel*>(watched) && watched != m_controls) {
        auto* widget = static_cast<QWidget*>(watched);
        // A focused slider or box still takes the wheel: the student chose it.
        if (qobject_cast<QTabBar*>(widget) || !widget->hasFocus()) {
            QCoreApplication::sendEvent(m_controlsArea->verticalScrollBar(), event);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LessonPage::restoreSplitter(const QByteArray& state)
{
    if (m_presentation) { // applied when presentation mode ends
        m_normalSizes = state;
        m_sizesChosen = true;
        return;
    }
    m_sizesChosen = m_splitter->restoreState(state) || m_sizesChosen;
}

QByteArray LessonPage::normalSplitterState() const
{
    return m_presentation && !m_normalSizes.isEmpty() ? m_normalSizes : m_splitter->saveState();
}

void LessonPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_sizesChosen && !m_presentation && m_splitter->width() > 0) {
        // First show with no remembered layout: text, canvas and controls share the width as
        // 36 : 40 : 24, so that neither the formulas nor the controls start out clipped.
        const int total = m_splitter->width();
        m_splitter->setSizes({ total * 34 / 100, total * 38 / 100, total * 28 / 100 });
        m_sizesChosen = true;
    }
    widenTextForScale();
    if (m_liveStale) {
        m_liveStale = false;
        m_text->live().update(m_lesson.liveText(*m_scene));
    }
}

void LessonPage::resetScene()
{
    // A lesson may refuse edits for a while (the circles' animation): then it says why.
    if (const QString problem = m_scene->validate(m_scene->initialState()); !problem.isEmpty()) {
        emit message(problem);
        return;
    }
    pushState(
        *m_undo, *m_scene, m_scene->initialState(), QCoreApplication::translate("LessonPage", "Reset scene"));
}

} // namespace lab
