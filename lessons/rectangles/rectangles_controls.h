// The Rectangles lesson's controls: corner fields, the touching switch, the four conditions
// (pointing at one lights its edges), the verdict and the interactive truth table.
#pragma once

class QUndoStack;
class QWidget;

namespace lab {

class ViewState;

class RectanglesScene;

QWidget* createRectanglesControls(RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

} // namespace lab
