// The window on the screen: where it goes when it opens, and presentation mode's bar and text
// column (MainWindow's part; setPresentation() itself is in main_window.cpp).
#include "main_window.h"

#include "lesson_page.h"
#include "presentation.h"

#include "catalog.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QSplitter>

#include <algorithm>

namespace lab {

void MainWindow::updatePresentationBar()
{
    const QString id = currentLessonId();
    m_bar->setTitle(id.isEmpty() ? QString() : lessonTitle(id));
    // The other language, written in itself.
    m_bar->setLanguageName(language() == Language::Japanese ? QStringLiteral("English") : QStringLiteral("日本語"));
    if (LessonPage* page = currentPage())
        m_bar->setTextShown(page->isTextShown());
}

void MainWindow::toggleLessonText()
{
    LessonPage* page = currentPage();
    if (!page)
        return;
    m_textChoice = !page->isTextShown();
    for (LessonPage* p : std::as_const(m_pages))
        p->setTextChoice(m_textChoice);
    updatePresentationBar();
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
    m_split->setSizes({std::clamp(width * 13 / 100, 150, 230), width});
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
