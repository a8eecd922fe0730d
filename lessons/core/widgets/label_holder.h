// Keeps the controls column from being laid out again on every mouse move.
//
// A QLabel tells its layout that its size may have changed on every setText(), and a box layout
// then measures every wrapped label of the column again (QLayout does not cache the minimum
// height for a width): a read-out that follows a drag cost more than the canvas. A LabelHolder
// sits between a word-wrapped label and its layout. It answers the layout's size questions from
// a cache, and passes a new text on to the layout only when the label's height at its width or
// its minimum width changes; otherwise the label only repaints itself. A shorter text keeps the
// tallest height the holder had at that width (its text at the top), so what is below stays put.
#pragma once

#include <QFont>
#include <QHash>
#include <QLabel>
#include <QTextDocument>
#include <QWidget>

#include <memory>

class QLabel;
class QTimer;

namespace lab {

class LabelHolder : public QWidget {
    Q_OBJECT
public:
    // Puts `label` in a new holder that takes its place in its layout (same cell, same
    // alignment); nullptr when the label is in no layout.
    static LabelHolder* hold(QLabel* label);

    QLabel* label() const { return m_label; }
    // A label whose text gets shorter keeps the height it had at the same width (so the buttons
    // below it do not move under the mouse); a new width, font or this call starts afresh.
    void releaseHeight();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    LabelHolder(QLabel* label, QWidget* parent);
    void adopt(); // the label moves in, after the holder took its place
    void forget() const; // the label's text, font or settings changed
    bool cacheIsFor() const; // the cache was made for the label's text and font of now

    QLabel* m_label;
    QTimer* m_minimumCheck = nullptr;
    mutable QString m_cachedText;
    mutable QFont m_cachedFont;
    mutable QHash<int, int> m_heights; // width -> height
    mutable int m_keptWidth = -1; // the width the kept height is for
    int m_keptHeight = 0; // the tallest height the holder had at m_keptWidth
    mutable QSize m_sizeHint;
    mutable QSize m_minimumSizeHint;
};

// A word-wrapped read-out that may be selected (or holds rich text) and changes on every mouse
// move. Such a QLabel keeps a text document and lays it out three or four times for each new
// text (text, options, frame and width are set one by one, and a height is measured by setting
// another width and back). A ReadoutLabel measures and draws its text with a document of its
// own, set up as QLabel sets up its one, so it looks the same, laid out once per text, font and
// width. QLabel's own document is used for what only it can do: while text is selected or the
// label has focus, and for a label with a frame, indent, buddy, style sheet or Markdown.
class ReadoutLabel : public QLabel {
    Q_OBJECT
public:
    explicit ReadoutLabel(QWidget* parent = nullptr);

    int heightForWidth(int width) const override;
    // How many times the own document was laid out for a new text, font, format or width.
    int ownLayouts() const { return m_ownLayouts; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    bool drawsItself() const; // the own document draws and measures the text as QLabel would
    QTextDocument& document(int textWidth) const; // the text laid out at that width
    QRect documentRect() const; // where QLabel puts its document (no frame, no indent)

    mutable std::unique_ptr<QTextDocument> m_document;
    mutable QString m_text;
    mutable QFont m_font;
    mutable bool m_rich = false;
    mutable int m_alignment = 0;
    mutable int m_width = -2;
    mutable int m_ownLayouts = 0;
};

// Holds every word-wrapped QLabel under `root` that sits in a layout and names no field (a
// buddy); returns how many.
int holdWrappedLabels(QWidget* root);

} // namespace lab
