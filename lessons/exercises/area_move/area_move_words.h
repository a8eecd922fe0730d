// Exercise E2 AreaMove: the words the exercise shows, in the current language (also used by the
// tests): the flag, a blank's error, the first problem of a run, its hint.
#pragma once

#include "area_move_model.h"

#include <QString>

namespace lab::area_move {

QString flagText(bool intersecting);
QString describeError(const FieldError& error);
QString describeProblem(const Problem& problem);
// What to look at for a problem (the hint after a wrong run).
QString problemHint(ProblemKind kind);
// The problem in a few words, for a label on the canvas.
QString shortProblem(ProblemKind kind);
// The worked solution, plain text: the handout's walls and conditions, and the safe rule.
QString solutionText();

} // namespace lab::area_move
