// The controls of the hierarchy lesson: mode, selected car, the examples, the read-out, the run
// of frames at 60 fps (shared/car_run) with the per-frame and total counters and a Qt Charts plot
// of the run (hierarchy_chart), and the numeric fields.
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class HierarchyScene;
class ViewState;

QWidget* createHierarchyControls(HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

} // namespace lab
