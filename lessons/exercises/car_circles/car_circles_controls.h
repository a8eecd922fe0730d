// The controls of the car circles exercise: the read-out, the 60 fps run of the given program or
// of the student's hierarchy (shared/car_run) with both programs' counters side by side, and the
// numeric fields. The task is in the task panel above them (car_circles_tasks).
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class CarCirclesScene;
class ViewState;

QWidget* createCarCirclesControls(CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

} // namespace lab
