// Exercise E2 as code: the handout's AreaMove and Update (003) with its correction (turn only while
// moving outwards), run on the first frame where a rectangle turns at a wall in the correct motion
// (geometry::bounceRectInBox); and the student's own blanks, run on the frames around the first
// one that goes wrong. The handout's walls and conditions stay hidden until the rules task is
// solved or its solution shown.
#pragma once

#include "area_move_scene.h"

#include "core/model/code_listing.h"

#include <optional>

namespace lab {

// Listing 0 "handout", listing 1 "yours".
QList<CodeListing> areaMoveListings(bool rulesShown);
namespace area_move {
CodeRun run(const AreaMoveScene& scene, int listing, bool rulesShown);
} // namespace area_move

namespace area_move {

// What the canvas draws for a step: a rectangle at a frame, moved by the student's rules (mine)
// or by the correct motion; or the walls.
struct FrameSpotlight {
    bool mine = false;
    int rect = 0;
    int frame = 0;
};
inline const Spotlight kSpotMine { QStringLiteral("mine") }; // .at(rectangle, frame)
inline const Spotlight kSpotCorrect { QStringLiteral("correct") }; // .at(rectangle, frame)
inline const Spotlight kSpotWalls { QStringLiteral("walls") };
Spotlight frameSpotlight(const FrameSpotlight& spot);
// The rectangle and frame a spotlight names; none for another spotlight or one out of range.
std::optional<FrameSpotlight> frameOfSpotlight(const Spotlight& spotlight);

// The frame the handout's listing runs on: the first (within kCheckFrames) where the correct
// motion turns a rectangle at a wall, else 0.
int firstTurn(const AreaMoveScene& scene);
// The frames the student's listing runs on, and the rectangle: around the first problem, else
// the first frame the student's rules turn a rectangle.
struct YourFrames {
    int rect = 0;
    QList<int> frames;
};
YourFrames yourFrames(const AreaMoveScene& scene);
// The names of `names` that `text` uses, in that order.
std::vector<std::string> namesIn(const QString& text, const std::vector<std::string>& names);

} // namespace area_move

} // namespace lab
