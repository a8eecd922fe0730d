// The controls of the hierarchy lesson: mode, selected car, play / pause / one frame at 60 fps,
// the per-frame and total counters, a Qt Charts plot of the run, and the numeric fields.
// It also hooks the lesson's keys and view fitting onto the page's canvas (see DESIGN note in
// hierarchy_controls.cpp): the car's numbers are MathCalc pixels, far from the default zoom.
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class ViewState;

class HierarchyScene;

QWidget* createHierarchyControls(HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

// Frames per second of the animation, as in the seed (60 fps).
inline constexpr int kHierarchyFps = 60;

} // namespace lab
