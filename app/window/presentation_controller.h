// Presentation mode (F5; Esc leaves): full screen, no menu bar, toolbar, status bar or lesson
// list, the PresentationBar above the lesson, what the status bar would say shown large in the
// Notice, every page in its projector layout and palette (View > Projector palette), and
// PageDown/PageUp step through the lessons. Each mode has its own choice of the lesson text column
// (F6), forgotten when the mode changes.
#pragma once

#include "core/canvas/canvas_style.h"

#include <QObject>

#include <optional>

namespace lab {

class LessonPage;
class MainWindow;
class Notice;
class PresentationBar;

class PresentationController : public QObject {
    Q_OBJECT
public:
    // The bar goes in `barParent` (the window's column above the lessons).
    PresentationController(MainWindow& window, QWidget* barParent);

    void setActive(bool on);
    bool isActive() const { return m_active; }
    void setProjectorPalette(ProjectorPalette palette);
    ProjectorPalette projectorPalette() const { return m_palette; }
    // F6: the lesson text column on or off, on every page, until the mode changes.
    void toggleLessonText();
    // A new page: the mode, its palette and the text column choice.
    void applyTo(LessonPage& page) const;

    PresentationBar& bar() const { return *m_bar; }
    // The large message over the window (presentation mode; the end of the lessons).
    Notice& notice() const { return *m_notice; }
    // The bar's title, language and text buttons for the page on screen.
    void updateBar();

private:
    // Full screen; on an X server without a window manager, by hand.
    void takeScreen();
    void giveScreenBack();

    MainWindow& m_window;
    PresentationBar* m_bar = nullptr;
    Notice* m_notice = nullptr;
    bool m_active = false;
    ProjectorPalette m_palette = ProjectorPalette::Dark;
    std::optional<bool> m_textChoice; // F6 in this mode
    bool m_wasMaximized = false;
    QByteArray m_normalGeometry;
};

} // namespace lab
