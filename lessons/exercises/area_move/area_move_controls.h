// Exercise E2 AreaMove's controls: the task with its six blanks and Run my rules, the verdict with
// the first problem and its hint, the player (core's FrameRunner), the read-out, and the start values.
#pragma once

#include "core/widgets/translated_widget.h"

#include "area_move_record.h"

#include <QCoreApplication>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QUndoStack;
class QVBoxLayout;

namespace lab {

class AreaMoveBlanks;
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
    void showEvent(QShowEvent* event) override;

private:
    // The task, its blanks and Run my rules.
    void addTask(QVBoxLayout* layout);
    // The verdict on the last run with its first problem, the attempts and the worked solution.
    void addVerdict(QVBoxLayout* layout);
    // The player: the frame runner (its clock plays the scene's run), the correct motion, the
    // read-out of the frame shown and the keys.
    void addPlayer(QVBoxLayout* layout, ViewState& view);
    QLabel* label(const char* name, QVBoxLayout* layout);
    // Compiles the blanks; on success the rectangles run by them and the run is diagnosed. The
    // attempt rule (core/records/task_record.h): blanks that do not compile, or the answers of
    // the last counted run, are no attempt.
    void run();
    void saveProgress();
    void restore();
    void retranslate() override;
    void updateVerdict();
    void updateReadout();

    AreaMoveScene& m_scene;
    AreaMoveRecord m_record;
    bool m_restoring = false;
    AreaMoveBlanks* m_blanks = nullptr;
    QLabel* m_taskTitle = nullptr;
    QLabel* m_task = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_goto = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_askSolution = nullptr;
    QLabel* m_solution = nullptr;
    QLabel* m_playerTitle = nullptr;
    FrameRunner* m_runner = nullptr;
    QCheckBox* m_showCorrect = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QLabel* m_startTitle = nullptr;
};

} // namespace lab
