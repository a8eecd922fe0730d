// The lines lesson's controls: the fields of both lines, the handout's three worked examples,
// the read-out of det A, s and t, and the keys.
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class ViewState;

class LinesScene;

QWidget* createLinesControls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

} // namespace lab
