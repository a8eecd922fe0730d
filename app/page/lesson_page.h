// One lesson on screen: its text, its live canvas and its controls (PageColumns), with its own
// undo stack; the mode, palette and text size it is shown in.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/lesson.h"
#include "core/widgets/translated_widget.h"

#include <QWidget>

#include <memory>

class QUndoStack;

namespace lab {

class Canvas;
class ControlsColumn;
class LessonScene;
class LessonTextView;
class CodeView;
class Pacer;
class PageTasks;
class PageColumns;
class ScenePainter;
class ViewState;

class LessonPage : public Retranslated<QWidget> {
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
    // The code view (null when the lesson has no code), a dock under the canvas.
    CodeView* codeView() const { return m_code; }
    // The code dock under the canvas shown or hidden (F7).
    void showCode(bool on);
    bool isShowingCode() const;
    QWidget& controls();
    // The page's regions (placed by the layout rule), and the controls' column among them.
    PageColumns& columns() const { return *m_columns; }
    ControlsColumn& controlsArea() const { return *m_controlsArea; }
    PageTasks& tasks() const { return *m_tasks; }

    void setLanguage(Language language);
    void setPresentation(bool on);
    // The palette presentation mode uses (View > Projector palette).
    void setProjectorPalette(ProjectorPalette palette);
    // View > Text size: 1 is the system font; the controls, the lesson text with its formulas and
    // the canvas labels grow together (presentation mode's larger text multiplies with it).
    void setTextScale(double factor);
    // The lesson text's size now in percent of the system's (its column may keep it below the
    // text scale); 0 while the text is hidden.
    int shownTextPercent() const;
    // The application's base font changed (textsize::baseFont()): the fonts again, from it.
    void followBaseFont();
    // Back to the lesson's initial values, as one undo step.
    void resetScene();

signals:
    void message(const QString& text);

protected:
    // The tabs' words and the regions' accessible names.
    void retranslate() override;
    void showEvent(QShowEvent* event) override;

private:
    void reloadText();
    void retranslateTabs();
    // The canvas style and the controls' font for the mode, the palette and the text size.
    void applyStyleAndFonts();

    // How the page is shown: the mode, its palette, View > Text size.
    struct Look {
        bool presentation = false;
        ProjectorPalette palette = ProjectorPalette::Dark;
        double textScale = 1;
    };

    const Lesson& m_lesson;
    Language m_language;
    Look m_look;
    std::unique_ptr<LessonScene> m_scene;
    std::unique_ptr<ScenePainter> m_painter;
    QUndoStack* m_undo = nullptr;
    PageColumns* m_columns = nullptr;
    LessonTextView* m_text = nullptr;
    CodeView* m_code = nullptr;
    ViewState* m_view = nullptr;
    Canvas* m_canvas = nullptr;
    ControlsColumn* m_controlsArea = nullptr;
    PageTasks* m_tasks = nullptr; // the task panel, and what the text holds back
    Pacer* m_live = nullptr; // the live box's text, at most every 40 ms
    bool m_liveStale = false; // the scene changed while the page was hidden
};

} // namespace lab
