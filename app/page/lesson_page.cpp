#include "lesson_page.h"

#include "controls_column.h"
#include "page/text_size.h"
#include "page_columns.h"
#include "page_layout.h"
#include "page_tasks.h"
#include "text_view.h"

#include "core/canvas/canvas.h"
#include "core/canvas/canvas_accessible.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson_text.h"
#include "core/model/commands.h"
#include "core/model/scene.h"
#include "core/widgets/code_view.h"
#include "core/widgets/paced_update.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPalette>
#include <QTabBar>
#include <QUndoStack>
#include <QWebEngineSettings>

namespace lab {

namespace {
// The live box is rewritten at most about 25 times a second (runs change the scene every frame).
constexpr int kLiveBoxIntervalMs = 40;
// Presentation mode's larger lesson text (LessonTextView's zoom; its controls: kPresentingTextScale).
constexpr double kProjectorZoom = 1.3;

} // namespace

LessonPage::LessonPage(const Lesson& lesson, Language language, QWidget* parent)
    : Retranslated<QWidget>(parent)
    , m_lesson(lesson)
    , m_language(language)
    , m_scene(lesson.createScene())
    , m_painter(lesson.createPainter())
{
    setObjectName(QStringLiteral("lessonPage_") + lesson.id());
    m_undo = new QUndoStack(this);
    m_columns = new PageColumns(this);
    m_text = new LessonTextView(m_columns);
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_text->settings()->setFontSize(QWebEngineSettings::DefaultFontSize, textsize::pageFontPixels());
    m_view = new ViewState(this);
    m_canvas = new Canvas(*m_scene, *m_painter, *m_undo, *m_view, m_columns);
    installCanvasAccessibility(*m_canvas); // a screen reader hears the verdict and the shapes
    m_controlsArea = new ControlsColumn(m_columns);
    m_tasks = new PageTasks(m_lesson, *m_scene, *m_undo, this);
    m_controlsArea->setControls(m_tasks->withControls(
        m_lesson.createControls(*m_scene, *m_undo, *m_view, m_controlsArea), m_controlsArea));
    connect(m_tasks, &PageTasks::revealedChanged, this, &LessonPage::reloadText);
    if (!m_lesson.codeListings().isEmpty()) {
        m_code = new CodeView([this] { return m_lesson.codeListings(); },
            [this](int listing) { return m_lesson.runCode(*m_scene, listing); }, *m_scene, m_columns);
        connect(m_code, &CodeView::message, this, &LessonPage::message);
        connect(m_tasks, &PageTasks::revealedChanged, m_code, &CodeView::reloadListings);
    }
    m_columns->setColumns(*m_text, *m_canvas, *m_controlsArea, m_code);
    retranslate();

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_columns);

    connect(m_canvas, &Canvas::message, this, &LessonPage::message);
    // "show in code" beside a formula: the code view, at the line that evaluates it.
    connect(m_text, &LessonTextView::appLinkClicked, this, [this](const QString& what) {
        const QStringList parts = what.split(QLatin1Char('/'));
        if (!m_code || parts.size() != 3 || parts[0] != QLatin1String("code"))
            return;
        const QList<CodeListing> listings = m_lesson.codeListings();
        for (int i = 0; i < listings.size(); ++i) {
            if (listings[i].id == parts[1]) {
                showCode(true);
                m_code->showLine(i, parts[2].toInt() - 1);
            }
        }
    });
    m_text->setAccessibleName(tr("Lesson text"));
    m_controlsArea->setAccessibleName(tr("Controls"));
    // The live box follows the scene at its pace, and not at all while the page is hidden.
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
    delete m_columns;
}

QWidget& LessonPage::controls()
{
    return m_controlsArea->controls();
}

void LessonPage::showCode(bool on)
{
    m_columns->setCodeShown(on);
}

void LessonPage::retranslateTabs()
{
    QTabBar& tabs = m_columns->tabBar();
    tabs.setAccessibleName(tr("Lesson text or controls"));
    const bool tasks = m_tasks->panel() || m_lesson.isExercise();
    m_columns->setTabTexts({ tr("Lesson"), tasks ? tr("Tasks and controls") : tr("Controls") },
        { tr("Lesson"), tasks ? tr("Tasks") : tr("Controls") });
    if (m_code)
        m_code->setAccessibleName(tr("Code"));
}

bool LessonPage::isShowingCode() const
{
    return m_columns->isCodeShown();
}

void LessonPage::retranslate()
{
    retranslateTabs();
    m_text->setAccessibleName(tr("Lesson text"));
    m_controlsArea->setAccessibleName(tr("Controls"));
}

void LessonPage::reloadText()
{
    const QString text = withCodeLinks(
        m_tasks->text(lessonText(m_lesson.id(), m_language)), tr("⟨show in code⟩"), m_code != nullptr);
    m_text->showLesson(text, m_lesson.liveText(*m_scene), m_language, m_look.presentation,
        m_look.palette == ProjectorPalette::Dark);
}

void LessonPage::setLanguage(Language language)
{
    m_language = language;
    m_controlsArea->followLanguage();
    reloadText();
}

void LessonPage::setPresentation(bool on)
{
    if (on == m_look.presentation)
        return;
    m_look.presentation = on;
    applyStyleAndFonts();
    m_columns->setPresentation(on);
    reloadText();
}

void LessonPage::setProjectorPalette(ProjectorPalette palette)
{
    if (palette == m_look.palette)
        return;
    m_look.palette = palette;
    if (!m_look.presentation)
        return;
    applyStyleAndFonts();
    reloadText();
}

void LessonPage::setTextScale(double factor)
{
    if (qFuzzyCompare(factor, m_look.textScale))
        return;
    m_look.textScale = factor;
    applyStyleAndFonts();
    m_text->setTextScale(factor);
    m_columns->setTextScale(factor);
}

int LessonPage::shownTextPercent() const
{
    if (m_text->isHidden())
        return 0;
    return qRound(m_text->zoomFactor() / (m_look.presentation ? kProjectorZoom : 1.0) * 100);
}

void LessonPage::followBaseFont()
{
    applyStyleAndFonts();
    m_columns->refit();
}

void LessonPage::applyStyleAndFonts()
{
    const double scale = m_look.textScale;
    CanvasStyle style
        = m_look.presentation ? CanvasStyle::projectorStyle(m_look.palette) : CanvasStyle::desk();
    style.labelPointSize *= scale;
    style.textScale = scale;
    m_canvas->setCanvasStyle(style);
    m_columns->setAutoFillBackground(m_look.presentation);
    m_columns->setPalette(m_look.presentation ? style.panelPalette() : QPalette());
    m_canvas->setFont(scaledFont(textsize::baseFont(), scale));
    const double controls = scale * (m_look.presentation ? kPresentingTextScale : 1.0);
    m_controlsArea->setControlsFont(scaledFont(textsize::baseFont(), controls));
    m_columns->tabBar().setFont(scaledFont(textsize::baseFont(), controls));
    if (m_code) {
        m_code->setFont(scaledFont(textsize::baseFont(), controls));
        m_code->setCodeScale(controls);
    }
    // The page's 1rem follows the application font as the system set it (View > Text size
    // zooms the page on top of that).
    m_text->settings()->setFontSize(QWebEngineSettings::DefaultFontSize, textsize::pageFontPixels());
}

void LessonPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
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
    pushState(*m_undo, *m_scene, m_scene->initialState(), tr("Reset scene"));
}

} // namespace lab
