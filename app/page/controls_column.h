// The controls column of a lesson page: a scroll area around the lesson's controls, as wide as
// the page's layout rule makes it (never as wide as they ask): they wrap, and the column scrolls
// vertically only. Its word-wrapped labels keep their height when their text
// shortens (the buttons below stay put under the mouse), long button texts wrap, tabs share the
// width, and the wheel over a tab bar, a slider or a box without the focus scrolls the column.
#pragma once

#include <QScrollArea>

namespace lab {

class ControlsColumn : public QScrollArea {
    Q_OBJECT
public:
    explicit ControlsColumn(QWidget* parent);
    // Takes the lesson's controls (made with this column as their parent).
    void setControls(QWidget* controls);
    QWidget& controls() const { return *widget(); }
    // Another language: texts that are long only in it wrap, and the kept heights start again.
    void followLanguage();
    // The controls' font (the mode and View > Text size): the kept heights start again.
    void setControlsFont(const QFont& font);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void guardWheel();
    // Word-wrapped labels keep their height when their text shortens (see eventFilter); `fresh`
    // forgets the heights kept so far.
    void keepLabelHeights(bool fresh);
};

} // namespace lab
