// The window on the screen: where it goes when it opens, and presentation mode's bar and text
// column (MainWindow's part; setPresentation() itself is in main_window.cpp).
#include "main_window.h"

#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "presentation.h"

#include "catalog.h"

#include <QAction>
#include <QGuiApplication>
#include <QListWidget>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>

#include <algorithm>

namespace lab {

void MainWindow::updatePresentationBar()
{
    const QString id = currentLessonId();
    m_bar->setTitle(id.isEmpty() ? QString() : lessonTitle(id));
    // The other language, written in itself.
    m_bar->setLanguageName(
        language() == Language::Japanese ? QStringLiteral("English") : QStringLiteral("日本語"));
    if (LessonPage* page = currentPage())
        m_bar->setTextShown(page->columns().isTextShown());
}

void MainWindow::toggleLessonText()
{
    LessonPage* page = currentPage();
    if (!page)
        return;
    m_textChoice = !page->columns().isTextShown();
    for (LessonPage* p : std::as_const(m_pages))
        p->columns().setTextChoice(m_textChoice);
    updatePresentationBar();
}

bool MainWindow::event(QEvent* event)
{
    const bool handled = QMainWindow::event(event);
    if (event->type() == QEvent::Resize)
        fitLessonList();
    // The application got a new font from elsewhere (a desktop, a style), or the desktop's theme
    // changed, perhaps its font (Qt does not follow that once the application font has been
    // set): the size is applied again from the new base.
    if (event->type() == QEvent::ThemeChange || event->type() == QEvent::ApplicationFontChange)
        followSystemFont();
    return handled;
}

void MainWindow::setUpLessonListToggle()
{
    m_showList = new QAction(this);
    m_showList->setObjectName(QStringLiteral("showLessonList"));
    m_showList->setCheckable(true);
    m_showList->setChecked(true);
    m_showList->setShortcut(QKeySequence(Qt::Key_F9));
    addAction(m_showList);
    connect(m_showList, &QAction::triggered, this, [this](bool shown) {
        setLessonListChoice(shown);
        if (shown && !isLessonListShown()) {
            statusBar()->showMessage(tr("The lesson list does not fit beside the lesson at this text size. "
                                        "Make the text smaller (Ctrl+-) or the window wider; "
                                        "Ctrl+PageDown and Ctrl+PageUp step through the lessons."),
                10000);
        }
    });
    m_viewMenu->insertAction(m_toggleText, m_showList);
}

void MainWindow::retranslateLessonListToggle()
{
    m_showList->setText(tr("Lesson list"));
    m_showList->setToolTip(tr("Show or hide the list of lessons (F9); it steps aside by itself when the "
                              "lesson needs its room for large text"));
}

void MainWindow::setLessonListChoice(std::optional<bool> shown)
{
    m_listChoice = shown;
    fitLessonList();
}

bool MainWindow::isLessonListShown() const
{
    return !m_list->isHidden();
}

void MainWindow::fitLessonList()
{
    if (m_presenting)
        return; // presentation mode has no list
    const LessonPage* page = currentPage();
    // The window may be narrower than the list and the page together: the list then steps aside.
    m_split->setMinimumWidth(page ? page->columns().sideBySideWidth() : 0);
    const int room = m_split->width();
    const int beside = m_list->minimumWidth() + m_split->handleWidth();
    bool shown = true;
    if (page && room > 0) {
        // The list steps aside where it would keep the lesson from its text size; shown by
        // choice only where the page still fits whole beside it.
        const bool roomy = room >= beside + page->columns().wantedWidth();
        const bool fits = room >= beside + page->columns().sideBySideWidth();
        shown = m_listChoice.value_or(roomy) && fits;
    }
    if (shown != isLessonListShown())
        m_list->setVisible(shown);
    m_showList->setChecked(shown);
}

void MainWindow::placeOnScreen(bool useSaved)
{
    if (useSaved) {
        const QByteArray saved = QSettings().value(QStringLiteral("window/geometry")).toByteArray();
        if (!saved.isEmpty() && restoreGeometry(saved)) {
            m_showMaximized = isMaximized() || isFullScreen();
            const QRect normal = m_showMaximized ? normalGeometry() : geometry();
            const QScreen* on = QGuiApplication::screenAt(normal.center());
            if (on && fitsOn(normal, on->availableGeometry())) {
                setWindowState(Qt::WindowNoState); // show() maximizes it again
                setGeometry(normal);
                return;
            }
        }
    }
    // The screen it opens on (the primary one before it is shown).
    const QScreen* target = QGuiApplication::screenAt(geometry().center());
    if (!target)
        target = QGuiApplication::primaryScreen();
    if (!target)
        return;
    const WindowPlacement place = firstPlacement(target->availableGeometry());
    setWindowState(Qt::WindowNoState);
    setGeometry(place.geometry);
    m_showMaximized = place.maximize;
    // The lesson list takes less of a small screen (its titles wrap).
    const int width = place.maximize ? target->availableGeometry().width() : place.geometry.width();
    m_split->setSizes({ std::clamp(width * 13 / 100, 150, 230), width });
}

void MainWindow::showPlaced()
{
    // A state set before the first show does not survive: the native window is made anew when
    // the web view joins it. So the state is asked for here.
    if (m_showMaximized)
        showMaximized();
    else
        show();
}

} // namespace lab
