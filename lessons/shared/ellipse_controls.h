// What the controls of both ellipse lessons build alike: section titles, the one-click examples
// (each one undo step that also fits the view to it), the read-out, "Fit the view" and the key
// hints. A lesson's controls add their own sections between them and set their own words.
#pragma once

#include "core/model/scene.h"
#include "core/widgets/translated_widget.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QSlider;
class QUndoStack;
class QVBoxLayout;

namespace lab {

class EllipseScene;

class EllipseControls : public TranslatedWidget {
    Q_OBJECT
public:
    // Fits the canvas to what the scene shows now, even after the student zoomed or panned.
    void fitView();

protected:
    EllipseControls(EllipseScene& scene, QUndoStack& undo, QWidget* parent);

    QVBoxLayout* column() const { return m_column; }
    // A section title at the end of the column; its words are set by retranslate().
    QLabel* addTitle();
    // "One click away": a button per object name; a click loads that example (loadExample).
    void addExamples(const QStringList& objectNames);
    const QList<QPushButton*>& examples() const { return m_examples; }
    // The read-out of the result: selectable, word-wrapped, named "readout".
    QLabel* addReadout();
    // A stage slider at the end of the column: a section title (its accessible name), the slider
    // (named "stage", 0 .. `count` - 1, a tick per stage, at `value`) and a word-wrapped label
    // below it for the stage's name (named "stageName"); the words are the lesson's.
    struct StageSlider {
        QLabel* title;
        QSlider* slider;
        QLabel* name;
    };
    StageSlider addStageSlider(int count, int value);
    // "Fit the view" and the key hints (named "hint") below everything else.
    void addViewTools();
    QLabel* keys() const { return m_keys; }

    // The state of example `which` (the order of addExamples).
    virtual LessonScene::State example(int which) const = 0;
    // What else an example sets once its state is pushed, before the view is fitted to it.
    virtual void exampleLoaded(int which) { Q_UNUSED(which); }
    // Every word in the current language: a lesson sets its own and calls this.
    virtual void retranslate();

private:
    void loadExample(int which, const QString& text);

    EllipseScene& m_scene;
    QUndoStack& m_undo;
    QVBoxLayout* m_column = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QList<QPushButton*> m_examples;
    QPushButton* m_fit = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace lab
