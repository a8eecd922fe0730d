// MainWindow on the screen: where it goes when it opens, and the settings kept between runs
// (the window's layout, the language, the projector palette, the text size, each lesson's values).
#include "main_window.h"

#include "lesson_list.h"
#include "page/page_stack.h"
#include "presentation.h"
#include "presentation_controller.h"
#include "text_size_controller.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QSplitter>

#include <algorithm>

namespace lab {

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

void MainWindow::restoreSettings()
{
    QSettings settings;
    placeOnScreen(true);
    m_split->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_presentation->setProjectorPalette(
        projectorPaletteFromKey(settings.value(QStringLiteral("view/projectorPalette")).toString()));
    m_textSize->setPercent(settings.value(QStringLiteral("view/textSize"), 100).toInt());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    m_stack->saveSettings(settings);
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), m_split->saveState());
    settings.setValue(QStringLiteral("lastLesson"), currentLessonId());
    settings.setValue(
        QStringLiteral("view/projectorPalette"), projectorPaletteKey(m_presentation->projectorPalette()));
    settings.setValue(QStringLiteral("view/textSize"), m_textSize->percent());
    settings.setValue(QStringLiteral("language"), languageCode(m_language.language()));
}

} // namespace lab
