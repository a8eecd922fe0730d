// Exercise E3's code view: the given program (the handout's AreaMove on the outer circle alone,
// with the correction this exercise makes: a component is reversed only while it points out) and
// the student's hierarchy (the handout's Update, shared/car_code, with the student's inner circles),
// each run for one frame from the scene's pose with the same geometry/ calls as the run of frames.
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class CarCirclesScene;

namespace car_circles {

inline const QString kGivenListing = QStringLiteral("given");
inline const QString kStudentListing = QStringLiteral("student");

// Lines of the given program's listing (0-based).
enum GivenLine {
    GivenUpdate,
    GivenOpen,
    GivenNote,
    GivenCall,
    GivenClose,
    AreaSignature,
    AreaSignatureMore,
    AreaOpen,
    CorrectionNote1,
    CorrectionNote2,
    CorrectionNote3,
    LeftTest,
    LeftFlip,
    RightTest,
    RightFlip,
    BottomTest,
    BottomFlip,
    TopTest,
    TopFlip,
    AreaMoveLine,
    AreaClose
};

QList<CodeListing> listings();
CodeRun run(const CarCirclesScene& scene, int listing);

} // namespace car_circles

} // namespace lab
