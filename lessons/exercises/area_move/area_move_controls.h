// Exercise E2 AreaMove's controls: the six blanks with Run my rules and their errors, the player,
// the verdict with the first problem and its hint, the read-out, and the start values.
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class ViewState;

class AreaMoveScene;

QWidget* createAreaMoveControls(AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

} // namespace lab
