// The handout's car program as code (003 lines 603-643), as the hierarchy lesson and the car
// circles exercise both show it: one frame of its Update (the inner circles' offsets turned with
// the car, the outer circle first, then the inner circles in turn, the first one out reversing
// mov), and its run from geometry::bounceHierarchyInBox and its trace. The handout joins the three
// inner tests with ||, which stops at the first true one; the listing writes that as a loop with
// a break, so that the code view shows each pass.
#pragma once

#include "core/model/code_listing.h"

#include <geometry/hierarchy.h>

#include <QString>

namespace lab::car_code {

// What the canvas draws for a step (LessonScene::spotlight): the outer circle, the move by mov,
// inner circle i (kSpotInner.at(i)), or inner circle a of car A against b of car B
// (kSpotPair.at(a, b)).
inline const Spotlight kSpotOuter { QStringLiteral("outer") };
inline const Spotlight kSpotMove { QStringLiteral("move") };
inline const Spotlight kSpotInner { QStringLiteral("inner") };
inline const Spotlight kSpotPair { QStringLiteral("pair") };

// Lines of the Update listing (0-based).
enum UpdateLine {
    UpdateSignature,
    UpdateOpen,
    TurnNote,
    TurnLine,
    OuterNote,
    OuterLine,
    OuterOpen,
    MoveLine,
    LoopNote,
    LoopLine,
    InnerLine,
    BounceLine,
    OuterClose,
    ElseLine,
    ElseMoveLine,
    UpdateClose
};

// What the run may show: the inner circles' offsets and radii (a task elsewhere asks for them),
// and what the inner circles find (a task here asks the student to predict it).
struct UpdateShown {
    bool carNumbers = true;
    bool inner = true;
};

CodeListing updateListing(const QString& id, const QString& title, const QString& source);
// One frame from (pose, mov) for `car`; `result` and `trace` are what bounceHierarchyInBox gave
// for exactly these.
CodeRun updateRun(const geometry::CircleHierarchy& car, const geometry::Pose& pose, geometry::Vec2 mov,
    const geometry::HierarchyBounceResult& result, const geometry::HierarchyBounceTrace& trace,
    UpdateShown shown = {});

// A value of the code view: a number, words ("?", "true"), or a point "(x, y)". The code views of
// circles, hierarchy and car circles all write their values with these.
CodeValue number(const char* name, double value);
CodeValue words(const char* name, const QString& text);
CodeValue pointValue(const QString& name, geometry::Vec2 p);

} // namespace lab::car_code
