// Lesson L3's code view: the bounding-circle test as the handout states it, D² <= (r1 + r2)²
// without a square root, written as a MathCalc (C#) method, and its run on the scene from the
// scene's own geometry::circleVsCircle result. While a task holds D² or the verdict back, the run
// shows "?" for them and stops before the comparison; the comparison itself waits until the task
// "conditions" that asks for it is answered (comparisonRevealed()).
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class CirclesScene;

namespace circles {

inline const QString kListingId = QStringLiteral("bounding");
// What the canvas draws for a step (LessonScene::spotlight): the centres' legs dx and dy, the
// line of centres D, the radii laid off along it (r1 + r2), and both for the comparison.
inline const Spotlight kSpotCentres { QStringLiteral("centres") };
inline const Spotlight kSpotDistance { QStringLiteral("D") };
inline const Spotlight kSpotRadii { QStringLiteral("rsum") };
inline const Spotlight kSpotCompare { QStringLiteral("compare") };

// Lines of the listing (0-based) that the text links to and the tests name.
enum CodeLineIndex {
    SignatureLine,
    SignatureMore,
    OpenLine,
    DxLine,
    DyLine,
    D2Note,
    D2Line,
    SumLine,
    Sum2Line,
    IfLine,
    HitLine,
    MissLine,
    CloseLine
};

QList<CodeListing> listings();
// The task "conditions" is solved, or its solution or answer was shown (the progress store).
bool comparisonRevealed();
CodeRun run(const CirclesScene& scene);

} // namespace circles

} // namespace lab
