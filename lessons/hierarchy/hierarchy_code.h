// Lesson L4's code view: car against car (the outer circles first, then the inner pairs in two
// loops, stopping at the first that overlaps) and one frame of the handout's Update at the walls
// (shared/car_code), each run on the scene from its cached geometry/ result and trace.
#pragma once

#include "core/model/code_listing.h"

namespace lab {

class HierarchyScene;

namespace hierarchy {

inline const QString kCarsListing = QStringLiteral("cars");
inline const QString kUpdateListing = QStringLiteral("update");

// Lines of the car-against-car listing (0-based).
enum CarsLine {
    CarsSignature,
    CarsOpen,
    CarsOuterNote,
    CarsOuterLine,
    CarsApartLine,
    CarsLoopA,
    CarsLoopB,
    CarsPairLine,
    CarsHitLine,
    CarsFalseLine,
    CarsClose
};

QList<CodeListing> listings();
// Listing 0 runs in the car-against-car mode, listing 1 in the walls mode; a run is empty in the
// other mode.
CodeRun run(const HierarchyScene& scene, int listing);

} // namespace hierarchy

} // namespace lab
