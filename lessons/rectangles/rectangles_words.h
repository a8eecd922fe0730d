// How the Rectangles lesson names, words and colours its conditions: shared by its canvas,
// its controls and its live text.
#pragma once

#include "rectangles_scene.h"

#include "core/canvas/canvas_style.h"
#include "core/canvas/scene_painter.h"

#include <QColor>
#include <QString>

namespace lab::rectangles {

// The canvas's colours (lessons/core), for the controls and the live text on a light background.
inline const QColor kApartColor = CanvasStyle::desk().shapes[2]; // a true separating condition: apart
inline const QColor kOverlapColor = CanvasStyle::desk().result; // the overlap

// The condition in words, in the current language.
QString meaning(const SeparatingCondition& c);

enum class Relation { Less, LessEqual, Greater, GreaterEqual };
// Touching counts: only a real gap separates (<, >). It does not: equal edges separate too.
Relation separatingRelation(const SeparatingCondition& c, geometry::Touching touching);
Relation negated(Relation r);
// The sign as KaTeX source or as plain text.
QString relationText(Relation r, bool tex);

// "R₁" for the canvas and the controls, "R_1" for KaTeX; "c₁" for condition 0.
QString edgeName(Edge e, int rectangle);
QString edgeTex(Edge e, int rectangle);
QString conditionName(int index);
QString truthLetter(bool v);
QString truthTex(bool v, const QColor& colorWhenTrue);
double edgeValue(const geometry::Aabb& box, Edge edge);

// "c₁, c₃": the separating conditions that hold.
QString trueConditions(const geometry::AabbAabbResult& r);
// The verdict in a line, in the current language: overlap, touching, or which conditions separate;
// while a task holds the verdict or the conditions back, what the student is asked instead.
QString verdictText(const RectanglesScene& scene);
// The same words whatever is held (what a task must not show before it is answered).
QString verdictSentence(const RectanglesScene& scene);
// The canvas's verdict plate: overlap, touching only, apart; undecided while the conditions are held.
Verdict verdictOf(const RectanglesScene& scene);
// Its words: the verdict over the reason (which conditions are true).
VerdictWords verdictPlate(const RectanglesScene& scene);

} // namespace lab::rectangles
