// One lesson on screen: its text, its live canvas and its controls, with its own undo stack.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/lesson.h"

#include <QWidget>

#include <memory>
#include <optional>

class QSplitter;
class QUndoStack;
class QScrollArea;
class QTimer;

namespace lab {

class Canvas;
class LessonScene;
class LessonTextView;
class Pacer;
class ScenePainter;
class ViewState;

class LessonPage : public QWidget {
    Q_OBJECT
public:
    LessonPage(const Lesson& lesson, Language language, QWidget* parent = nullptr);
    ~LessonPage() override;

    const Lesson& lesson() const { return m_lesson; }
    LessonScene& scene() const { return *m_scene; }
    QUndoStack& undoStack() { return *m_undo; }
    Canvas& canvas() { return *m_canvas; }
    ViewState& viewState() const { return *m_view; }
    LessonTextView& textView() { return *m_text; }
    QWidget& controls() { return *m_controls; }
    QSplitter& splitter() const { return *m_splitter; }

    // The remembered text | canvas | controls layout; without one the page picks its own.
    // Presentation mode lays the page out its own way: these are the normal window's sizes.
    void restoreSplitter(const QByteArray& state);
    QByteArray normalSplitterState() const;
    // The lesson text column, shown or hidden (F6); no choice: hidden in a narrow presentation
    // (the canvas comes first there), shown otherwise.
    void setTextChoice(std::optional<bool> shown);
    bool isTextShown() const;
    // The controls column in the splitter (a scroll area around controls()).
    QScrollArea& controlsArea() const { return *m_controlsArea; }
    // The narrowest the canvas gets when a larger text size widens the text column.
    static constexpr int kSmallestCanvas = 240;
    // The normal window's width for the text (when shown), the canvas and the controls side by
    // side at their narrowest; and for the lesson text's whole size (View > Text size) beside
    // the narrowest canvas and controls.
    int sideBySideWidth() const;
    int wantedWidth() const;
    void setLanguage(Language language);
    void setPresentation(bool on);
    // The palette presentation mode uses (View > Projector palette).
    void setProjectorPalette(ProjectorPalette palette);
    // View > Text size: 1 is the system font; the controls, the lesson text with its formulas and
    // the canvas labels grow together (presentation mode's larger text multiplies with it).
    void setTextScale(double factor);
    double textScale() const { return m_textScale; }
    // The lesson text's size now in percent of the system's (its column may keep it below
    // textScale()); 0 while the text is hidden.
    int shownTextPercent() const;
    // The application's base font changed (textsize::baseFont()): the fonts again, from it.
    void followBaseFont();
    // Back to the lesson's initial values, as one undo step.
    void resetScene();

signals:
    void message(const QString& text);
    // sideBySideWidth() or wantedWidth() may have changed (the controls' need, the text size).
    void wantedWidthChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void reloadText();
    // Column order, the text column's visibility and the presentation sizes for the page width.
    void arrangeColumns();
    // The controls column is never narrower than what the controls need whole.
    void fitControlsWidth();
    // The normal window with View > Text size above 100 %: the text column takes from the canvas
    // what its text needs to grow to the whole size (lines of LessonTextView::kNarrowestLine CSS
    // pixels), as far as the canvas keeps kSmallestCanvas. Never narrows the text.
    void widenTextForScale();
    void guardWheel(QWidget* root);
    // Word-wrapped labels of the controls keep their height when their text shortens (see
    // eventFilter); `fresh` forgets the heights kept so far.
    void keepLabelHeights(bool fresh);
    void retranslate();
    // The canvas style and the controls' font for the mode, the palette and the text size.
    void applyStyleAndFonts();

    const Lesson& m_lesson;
    Language m_language;
    bool m_presentation = false;
    ProjectorPalette m_palette = ProjectorPalette::Dark;
    double m_textScale = 1;
    QByteArray m_normalSizes;
    bool m_sizesChosen = false;
    bool m_canvasFirst = false;
    std::optional<bool> m_textChoice;
    std::unique_ptr<LessonScene> m_scene;
    std::unique_ptr<ScenePainter> m_painter;
    QUndoStack* m_undo = nullptr;
    QSplitter* m_splitter = nullptr;
    LessonTextView* m_text = nullptr;
    ViewState* m_view = nullptr;
    Canvas* m_canvas = nullptr;
    QScrollArea* m_controlsArea = nullptr;
    QWidget* m_controls = nullptr;
    Pacer* m_live = nullptr; // the live box's text, at most every kLiveBoxIntervalMs
    static constexpr int kLiveBoxIntervalMs = 40;
    bool m_liveStale = false;
};

} // namespace lab
