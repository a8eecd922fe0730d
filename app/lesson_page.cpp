#include "lesson_page.h"

#include "text_view.h"

#include "core/canvas.h"
#include "core/commands.h"
#include "core/label_holder.h"
#include "core/scene.h"
#include "core/scene_painter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QUndoStack>

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
    m_canvas = new Canvas(*m_scene, *m_painter, *m_undo, m_splitter);

    m_controlsArea = new QScrollArea(m_splitter);
    m_controlsArea->setWidgetResizable(true);
    m_controlsArea->setFrameShape(QFrame::NoFrame);
    m_controls = lesson.createControls(*m_scene, *m_undo, m_controlsArea);
    m_controls->setObjectName(QStringLiteral("controls"));
    // Read-outs change on every mouse move: only a change of height re-lays out the column.
    holdWrappedLabels(m_controls);
    m_controlsArea->setWidget(m_controls);
    m_controlsArea->setMinimumWidth(220);
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
    m_liveTimer = new QTimer(this);
    m_liveTimer->setSingleShot(true);
    m_liveTimer->setInterval(40);
    connect(m_liveTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            m_text->updateLive(m_lesson.liveText(*m_scene));
        else
            m_liveStale = true;
    });
    connect(m_scene.get(), &LessonScene::changed, this, [this] {
        if (!m_liveTimer->isActive())
            m_liveTimer->start();
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
    reloadText();
}

void LessonPage::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    m_canvas->setCanvasStyle(on ? CanvasStyle::projectorStyle(m_palette) : CanvasStyle::desk());
    QFont font = QWidget::font();
    if (on) {
        constexpr double kProjectorText = 1.4;
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * kProjectorText);
        else
            font.setPixelSize(qRound(font.pixelSize() * kProjectorText));
    }
    m_controls->setFont(font);
    if (on) {
        // Text and canvas share the wide screen; the controls keep a readable strip.
        m_normalSizes = m_splitter->saveState();
        const int total = m_splitter->width();
        m_splitter->setSizes({total * 32 / 100, total * 40 / 100, total * 28 / 100});
    } else if (!m_normalSizes.isEmpty()) {
        m_splitter->restoreState(m_normalSizes);
    }
    reloadText();
}

void LessonPage::setProjectorPalette(ProjectorPalette palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    if (!m_presentation)
        return;
    m_canvas->setCanvasStyle(CanvasStyle::projectorStyle(palette));
    reloadText();
}

void LessonPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_presentation) {
        const int total = m_splitter->width();
        m_splitter->setSizes({total * 32 / 100, total * 40 / 100, total * 28 / 100});
    }
}

void LessonPage::restoreSplitter(const QByteArray& state)
{
    m_sizesChosen = m_splitter->restoreState(state) || m_sizesChosen;
}

void LessonPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_sizesChosen && !m_presentation && m_splitter->width() > 0) {
        // First show with no remembered layout: text, canvas and controls share the width as
        // 36 : 40 : 24, so that neither the formulas nor the controls start out clipped.
        const int total = m_splitter->width();
        m_splitter->setSizes({total * 34 / 100, total * 38 / 100, total * 28 / 100});
        m_sizesChosen = true;
    }
    if (m_liveStale) {
        m_liveStale = false;
        m_text->updateLive(m_lesson.liveText(*m_scene));
    }
}

void LessonPage::resetScene()
{
    // A lesson may refuse edits for a while (the circles' animation): then it says why.
    if (const QString problem = m_scene->validate(m_scene->initialState()); !problem.isEmpty()) {
        emit message(problem);
        return;
    }
    pushState(*m_undo, *m_scene, m_scene->initialState(),
              QCoreApplication::translate("LessonPage", "Reset scene"));
}

} // namespace lab
