// The columns of a lesson page, side by side in a splitter: the lesson text, the canvas and the
// controls. In the normal window the student's sizes are kept (and a first show without them
// shares the width); with View > Text size above 100 % the text column takes from the canvas, down
// to kSmallestCanvas, and from the controls' room beyond their need, what its text needs to grow.
// Presentation mode lays the columns out its own way: on a projector of kNarrowPresentationWidth
// or less the canvas comes first and the text is hidden until asked for.
#pragma once

#include <QSplitter>

#include <optional>

namespace lab {

class Canvas;
class ControlsColumn;
class LessonTextView;

class PageColumns : public QSplitter {
    Q_OBJECT
public:
    // The narrowest the canvas gets when a larger text size widens the text column.
    static constexpr int kSmallestCanvas = 240;

    explicit PageColumns(QWidget* parent);
    // The three columns, made with this splitter as their parent.
    void setColumns(QWidget& text, Canvas& canvas, ControlsColumn& controls);

    // The remembered layout of the normal window; without one the page picks its own. While
    // presenting it is kept for the end of presentation mode.
    void restoreNormalState(const QByteArray& state);
    QByteArray normalState() const;
    void setPresentation(bool on);
    // The lesson text column, shown or hidden (F6); no choice: hidden in a narrow presentation
    // (the canvas comes first there), shown otherwise.
    void setTextChoice(std::optional<bool> shown);
    bool isTextShown() const;
    // View > Text size (1: the system's).
    void setTextScale(double factor);
    // The controls' fonts changed: their column fits them again, and the text takes its room.
    void refit();

    // The normal window's width for the text (when shown), the canvas and the controls side by
    // side at their narrowest; and for the lesson text's whole size (View > Text size) beside
    // the narrowest canvas and controls.
    int sideBySideWidth() const;
    int wantedWidth() const;

signals:
    // sideBySideWidth() or wantedWidth() may have changed (the controls' need, the text size).
    void wantedWidthChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Column order, the text column's visibility and the presentation sizes for the width.
    void arrange();
    // The normal window above 100 %: the text column takes from the canvas what its text needs
    // to grow to the whole size (lines of LessonTextView::kNarrowestLine CSS pixels), as far as
    // the canvas keeps kSmallestCanvas. Never narrows the text.
    void widenTextForScale();

    QWidget* m_text = nullptr; // the lesson text (with the code view beside it, as tabs)
    Canvas* m_canvas = nullptr;
    ControlsColumn* m_controls = nullptr;
    bool m_presentation = false;
    double m_textScale = 1;
    std::optional<bool> m_textChoice;
    bool m_canvasFirst = false;
    QByteArray m_normalSizes; // while presenting: the normal window's
    bool m_sizesChosen = false;
};

} // namespace lab
