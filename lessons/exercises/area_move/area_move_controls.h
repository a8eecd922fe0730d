// Exercise E2 AreaMove's controls: the player (core's FrameRunner), the read-out, and the start
// values. The task with its six blanks is in the task panel above them (area_move_blanks).
#pragma once

#include "core/widgets/translated_widget.h"

#include <QCoreApplication>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QUndoStack;
class QVBoxLayout;

namespace lab {

class AreaMoveScene;
class FrameRunner;
class ViewState;

class AreaMoveControls : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveControls)

public:
    AreaMoveControls(AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);
    // Closing while playing keeps the frame on screen for the next start.
    ~AreaMoveControls() override;

protected:
    // A hidden page does not run on.
    void hideEvent(QHideEvent* event) override;

private:
    // The player: the frame runner (its clock plays the scene's run), the correct motion, the
    // read-out of the frame shown and the keys.
    void addPlayer(QVBoxLayout* layout, ViewState& view);
    QLabel* label(const char* name, QVBoxLayout* layout);
    void saveProgress();
    // The blanks as typed, the rules that ran (run again), the frame and the correct motion.
    void restore();
    void retranslate() override;
    void updateReadout();

    AreaMoveScene& m_scene;
    bool m_restoring = false;
    QLabel* m_playerTitle = nullptr;
    FrameRunner* m_runner = nullptr;
    QCheckBox* m_showCorrect = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QLabel* m_startTitle = nullptr;
};

} // namespace lab
