// The controls of the car circles exercise: the read-out, the 60 fps run of the given program or
// of the student's hierarchy with both programs' counters side by side, task 1 (inner circles,
// rotation, order) and task 2 (the Example 1 worksheet) with Check, hints and worked solutions,
// and the numeric fields. Every answer typed is saved at once through the scene.
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class ViewState;

class CarCirclesScene;

QWidget* createCarCirclesControls(CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

inline constexpr int kCarCirclesFps = 60;

} // namespace lab
