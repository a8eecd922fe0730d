// What the window adds while it presents to a class, and where it sits on a screen.
// PresentationBar: a slim strip above the lesson with its title and three large buttons (lesson
// text on/off, the other language, leave). Notice: a large message over the bottom of the window
// that fades after a few seconds, for what the hidden status bar would have said.
#pragma once

#include "core/widgets/translated_widget.h"

#include <QLabel>
#include <QRect>
#include <QWidget>

class QPushButton;
class QTimer;

namespace lab {

class PresentationBar : public Retranslated<QWidget> {
    Q_OBJECT
public:
    explicit PresentationBar(QWidget* parent = nullptr);
    void setTitle(const QString& title);
    // The buttons' words: the other language's name, and whether the text is shown.
    void setLanguageName(const QString& otherLanguage);
    void setTextShown(bool shown);
    // View > Text size: the bar's text grows with the rest (1: its own large size).
    void setTextScale(double factor);

signals:
    void toggleTextRequested();
    void switchLanguageRequested();
    void leaveRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate() override;
    // The title in its large font, or smaller (down to half) where a word of it would not fit
    // beside the buttons even on two lines: an 800-pixel screen at 200 %.
    void fitTitle();

    QLabel* m_title = nullptr;
    QFont m_titleFont;
    QPushButton* m_text = nullptr;
    QPushButton* m_language = nullptr;
    QPushButton* m_leave = nullptr;
    bool m_textShown = true;
};

class Notice : public QLabel {
    Q_OBJECT
public:
    explicit Notice(QWidget* window);
    // Shows `text` over the bottom of the window for `ms` milliseconds (replacing any other).
    void showText(const QString& text, int ms = 4000);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    QTimer* m_timer = nullptr;
};

// Where the window goes on a first start (or when the saved place no longer fits): most of the
// screen's available area, centred; `maximize` when the screen is small enough that the
// window should take all of it.
struct WindowPlacement {
    QRect geometry;
    bool maximize = false;
};
WindowPlacement firstPlacement(const QRect& available);
// True when a window with this frame geometry lies wholly on the available area (a pixel or
// two of slack for window managers that round).
bool fitsOn(const QRect& frame, const QRect& available);

} // namespace lab
