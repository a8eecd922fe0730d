// The circles lesson's controls: fields, the two one-click configurations, the read-out, the
// 60 fps animation (toggle, then core's frame runner: play/pause, one frame back or forward,
// slow motion) and its frame table.
#pragma once

#include "core/widgets/translated_widget.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QUndoStack;
class QVBoxLayout;

namespace lab {

class CirclesScene;
class FrameRunner;
class ViewState;

class CirclesControls : public TranslatedWidget {
    Q_OBJECT
public:
    CirclesControls(CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildExamples(QVBoxLayout* layout);
    void buildFrames(QVBoxLayout* layout);
    void retranslate() override;
    void updateReadout();
    void updateFrames();
    // The Example 1 button and the animation are shown once their tasks are done (or their
    // solutions shown), and never while a task holds them back.
    void updateShown();
    void setAnimation(bool on);
    void showFrame(int delta);
    void loadExample(int which, const QString& text);

    CirclesScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_framesTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_frames = nullptr;
    QLabel* m_keys = nullptr;
    QPushButton* m_example1 = nullptr;
    QPushButton* m_falseCollision = nullptr;
    QPushButton* m_animate = nullptr;
    FrameRunner* m_runner = nullptr;
    QPointer<QWidget> m_window;
};

} // namespace lab
