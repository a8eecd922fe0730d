#include "presentation_controller.h"

#include "lesson_list.h"
#include "main_window.h"
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_stack.h"
#include "presentation.h"
#include "window_actions.h"

#include "catalog.h"

#include <QAction>
#include <QGuiApplication>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QWindow>

namespace lab {

PresentationController::PresentationController(MainWindow& window, QWidget* barParent)
    : QObject(&window)
    , m_window(window)
{
    m_bar = new PresentationBar(barParent);
    m_bar->hide();
    m_bar->setPalette(CanvasStyle::projectorStyle(m_palette).panelPalette());
    m_notice = new Notice(&window);
    connect(m_bar, &PresentationBar::toggleTextRequested, this, &PresentationController::toggleLessonText);
    connect(m_bar, &PresentationBar::switchLanguageRequested, this,
        [this] { m_window.windowActions().language.switchLanguage->trigger(); });
    connect(m_bar, &PresentationBar::leaveRequested, this, [this] { setActive(false); });
    // While presenting the status bar is hidden: what it would say goes to the notice.
    connect(window.statusBar(), &QStatusBar::messageChanged, this, [this](const QString& text) {
        if (m_active && !text.isEmpty())
            m_notice->showText(text);
    });
}

void PresentationController::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    const WindowActions& actions = m_window.windowActions();
    actions.view.present->setChecked(on);
    actions.view.leavePresentation->setEnabled(on);
    // PageDown/PageUp step through the lessons while presenting; elsewhere they scroll the text.
    const auto keys = [on](Qt::Key key) {
        return on ? QList<QKeySequence> { QKeySequence(key), QKeySequence(Qt::CTRL | key) }
                  : QList<QKeySequence> { QKeySequence(Qt::CTRL | key) };
    };
    actions.view.next->setShortcuts(keys(Qt::Key_PageDown));
    actions.view.previous->setShortcuts(keys(Qt::Key_PageUp));
    if (on)
        m_window.lessonList()->hide();
    m_window.menuBar()->setVisible(!on);
    actions.toolBar->setVisible(!on);
    m_window.statusBar()->setVisible(!on);
    m_bar->setVisible(on);
    m_textChoice.reset(); // each mode starts with its own text column
    for (LessonPage* page : m_window.pageStack().pages()) {
        page->columns().setTextChoice(m_textChoice);
        page->setPresentation(on);
    }
    if (on) {
        takeScreen();
    } else {
        m_notice->hide();
        giveScreenBack();
    }
    m_window.fitLessonList();
    updateBar();
}

void PresentationController::takeScreen()
{
    m_wasMaximized = m_window.isMaximized();
    m_normalGeometry = m_window.saveGeometry();
    m_window.showFullScreen();
    // A window manager makes the window full screen when it gets round to it; an X server
    // without one never does. Only then take the screen by hand: setting the geometry under a
    // window manager would turn full screen back into a window with a title bar.
    if (QGuiApplication::platformName() == QLatin1String("xcb")) {
        QTimer::singleShot(400, this, [this] {
            QWindow* handle = m_window.windowHandle();
            if (m_active && handle && handle->geometry() != m_window.screen()->geometry())
                m_window.setGeometry(m_window.screen()->geometry());
        });
    }
}

void PresentationController::giveScreenBack()
{
    if (m_wasMaximized) {
        m_window.showMaximized();
    } else {
        m_window.showNormal();
        m_window.restoreGeometry(m_normalGeometry);
    }
}

void PresentationController::setProjectorPalette(ProjectorPalette palette)
{
    m_palette = palette;
    m_bar->setPalette(CanvasStyle::projectorStyle(palette).panelPalette()); // the bar with the panels
    const ViewActions& view = m_window.windowActions().view;
    (palette == ProjectorPalette::Light ? view.paletteLight : view.paletteDark)->setChecked(true);
    for (LessonPage* page : m_window.pageStack().pages())
        page->setProjectorPalette(palette);
}

void PresentationController::toggleLessonText()
{
    LessonPage* page = m_window.currentPage();
    if (!page)
        return;
    m_textChoice = !page->columns().isTextShown();
    for (LessonPage* p : m_window.pageStack().pages())
        p->columns().setTextChoice(m_textChoice);
    updateBar();
}

void PresentationController::applyTo(LessonPage& page) const
{
    page.setProjectorPalette(m_palette);
    page.setPresentation(m_active);
    page.columns().setTextChoice(m_textChoice);
}

void PresentationController::updateBar()
{
    const QString id = m_window.currentLessonId();
    m_bar->setTitle(id.isEmpty() ? QString() : lessonTitle(id));
    // The other language, written in itself.
    m_bar->setLanguageName(
        m_window.language() == Language::Japanese ? QStringLiteral("English") : QStringLiteral("日本語"));
    if (LessonPage* page = m_window.currentPage())
        m_bar->setTextShown(page->columns().isTextShown());
}

} // namespace lab
