// One lesson on screen: its text, its live canvas and its controls, with its own undo stack.
#pragma once

#include "core/canvas_style.h"
#include "core/lesson.h"

#include <QWidget>

#include <memory>

class QSplitter;
class QUndoStack;
class QScrollArea;
class QTimer;

namespace lab {

class Canvas;
class LessonScene;
class LessonTextView;
class ScenePainter;

class LessonPage : public QWidget {
    Q_OBJECT
public:
    LessonPage(const Lesson& lesson, Language language, QWidget* parent = nullptr);
    ~LessonPage() override;

    const Lesson& lesson() const { return m_lesson; }
    LessonScene& scene() const { return *m_scene; }
    QUndoStack& undoStack() { return *m_undo; }
    Canvas& canvas() { return *m_canvas; }
    LessonTextView& textView() { return *m_text; }
    QWidget& controls() { return *m_controls; }
    QSplitter& splitter() const { return *m_splitter; }

    // The remembered text | canvas | controls layout; without one the page picks its own.
    void restoreSplitter(const QByteArray& state);
    void setLanguage(Language language);
    void setPresentation(bool on);
    // The palette presentation mode uses (View > Projector palette).
    void setProjectorPalette(ProjectorPalette palette);
    // Back to the lesson's initial values, as one undo step.
    void resetScene();

signals:
    void message(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void reloadText();
    void retranslate();

    const Lesson& m_lesson;
    Language m_language;
    bool m_presentation = false;
    ProjectorPalette m_palette = ProjectorPalette::Dark;
    QByteArray m_normalSizes;
    bool m_sizesChosen = false;
    std::unique_ptr<LessonScene> m_scene;
    std::unique_ptr<ScenePainter> m_painter;
    QUndoStack* m_undo = nullptr;
    QSplitter* m_splitter = nullptr;
    LessonTextView* m_text = nullptr;
    Canvas* m_canvas = nullptr;
    QScrollArea* m_controlsArea = nullptr;
    QWidget* m_controls = nullptr;
    QTimer* m_liveTimer = nullptr;
    bool m_liveStale = false;
};

} // namespace lab
