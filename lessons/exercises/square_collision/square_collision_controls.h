// The controls of exercise E1: the prompt and the corner fields, the prediction buttons, the
// read-out of the edges. The condition is written in the task panel above them
// (square_collision_condition).
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class SquareCollisionScene;
class ViewState;

QWidget* createSquareCollisionControls(
    SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

} // namespace lab
