// View > Text size for the window (see text_size.h): one size, in percent of the system font, for
// every page, the lesson list, the presentation bar and the application font (menus, toolbar,
// status bar, dialogs); kept in the settings. A new application or desktop font becomes the new
// base and the size is applied again.
#pragma once

#include <QFont>
#include <QObject>

namespace lab {

class LessonPage;
class MainWindow;

class TextSizeController : public QObject {
    Q_OBJECT
public:
    explicit TextSizeController(MainWindow& window);
    // Gives the application its font back as the system set it.
    ~TextSizeController() override;

    // 100..200 (other values are clamped).
    void setPercent(int percent);
    int percent() const { return m_percent; }
    // setPercent(), and says the new size, and whether the lesson text reached it.
    void step(int percent);
    // A new page takes the size.
    void applyTo(LessonPage& page) const;
    // The application got a new font, or the desktop a new theme: the size again if the base
    // font changed.
    void followSystemFont();

private:
    MainWindow& m_window;
    int m_percent = 100;
    QFont m_base; // textsize::baseFont() when the size was last applied
};

} // namespace lab
