// The canvas for a screen reader: an accessible object (role Canvas) whose name carries the
// verdict and the handle the keys move, and whose description and text say what is drawn, in
// the lesson's own words (ScenePainter::describe) and the current language.
#pragma once

#include <QString>

namespace lab {

class Canvas;
class LessonScene;

// Handle `index` of the scene with its values, from its kind and its values' symbols:
// "P (−4, −2)", "a = (3, 1)", "r1 = 25", "rx = 4, θ° = 30".
QString handleDescription(const LessonScene& scene, int index);

// "Canvas: <verdict>", with the picked handle when there is one.
QString canvasName(const Canvas& canvas);
// Every shape with its values, the picked handle and the verdict, one sentence a line.
QString canvasText(const Canvas& canvas);

// Makes `canvas` an accessible object (installs the factory once) and tells assistive tools when
// its words change: a new verdict at once, other changes (a drag) at most four times a second.
void installCanvasAccessibility(Canvas& canvas);

} // namespace lab
