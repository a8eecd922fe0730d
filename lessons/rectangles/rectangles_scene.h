// Lesson L2's scene: two axis-aligned rectangles by opposite corners, the touching rule, and
// the four separating conditions with the truth rows the controls' truth table reads off them.
#pragma once

#include "core/model/cached.h"
#include "core/model/lesson_task.h"
#include "core/model/scene.h"

#include <geometry/rects.h>

namespace lab {

namespace rectangles {
// What a task of the lesson holds back while it is open (LessonScene::holds): the rectangles
// themselves (not drawn, no handles), the truth of c1..c4 (and with it the verdict's reasons),
// the across and the vertical half of the overlap condition (the negations of c1 and c2, of c3
// and c4), and the two sides of De Morgan's laws in the truth table (the proof a task asks for).
inline const HeldKey kHeldShapes { QStringLiteral("shapes") };
inline const HeldKey kHeldConditions { QStringLiteral("conditions") };
inline const HeldKey kHeldAcross { QStringLiteral("across") };
inline const HeldKey kHeldVertical { QStringLiteral("vertical") };
inline const HeldKey kHeldProof { QStringLiteral("proof") };
// What the canvas draws for a step of the code (CodeStep::spotlight): condition c(i + 1)
// (kSpotCondition.at(i)), the rectangles apart, their overlap.
inline const Spotlight kSpotCondition { QStringLiteral("condition") };
inline const Spotlight kSpotApart { QStringLiteral("apart") };
inline const Spotlight kSpotOverlap { QStringLiteral("overlap") };
} // namespace rectangles

// The four separating conditions c1..c4 of geometry::AabbAabbResult, in the lesson's order:
// rectangle 1 is left of, right of, below, above rectangle 2.
enum class Edge { Left, Right, Bottom, Top };
struct SeparatingCondition {
    Edge edge1; // the edge of rectangle 1 it compares
    Edge edge2; // the edge of rectangle 2 it compares
    bool greater; // edge1 > edge2 (right of, above) rather than edge1 < edge2
    bool geometry::AabbAabbResult::*holds;
    const char* meaning; // English, context "lab::RectanglesScene"
};
inline constexpr int kConditionCount = 4;
const SeparatingCondition& separatingCondition(int index);

// What a and b of the truth table stand for on the canvas.
enum class TruthMeaning {
    XAxis, // a = c1 (left of), b = c2 (right of)
    YAxis, // a = c3 (below),   b = c4 (above)
    Axes, // a = apart along x (c1 or c2), b = apart along y (c3 or c4)
};
struct TruthRow {
    bool a = false;
    bool b = false;
};
TruthRow canvasTruthRow(TruthMeaning meaning, const geometry::AabbAabbResult& result);
// Can the row happen on the canvas? (A box is never both left and right of another.)
bool truthRowPossible(TruthMeaning meaning, TruthRow row);

class RectanglesScene : public LessonScene {
    Q_OBJECT
public:
    // Each rectangle is spanned by two opposite corners, in any order.
    // The touching rule is a value too (hidden: the controls switch it), so that it is an undo
    // step and is kept in scene files: 1 touching counts (inclusive), 0 it does not (strict).
    enum Param { P1x, P1y, Q1x, Q1y, P2x, P2y, Q2x, Q2y, TouchingParam, ParamCount };
    // The decimals of every number the lesson shows (canvas, controls, live text).
    static constexpr int kDecimals = 3;

    explicit RectanglesScene(QObject* parent = nullptr);

    geometry::Aabb first() const;
    geometry::Aabb second() const;
    // geometry::aabbVsAabb with the scene's touching rule, computed once per change for the
    // canvas, the controls and the live text.
    const geometry::AabbAabbResult& result() const;
    // The test under each rule, whatever the scene's: touching counts, and it does not (strict).
    const geometry::AabbAabbResult& inclusive() const { return tests().inclusive; }
    const geometry::AabbAabbResult& strict() const { return tests().strict; }
    // Overlap only because edges or corners touch: an overlap when touching counts, none when not.
    bool touchingOnly() const;

    // Whether exactly touching edges count as an overlap (inclusive) or not (strict).
    geometry::Touching touching() const;
    // The values with `touching` (the controls push it as an undo step).
    State withTouching(geometry::Touching touching) const;
    void setTouching(geometry::Touching touching) { setState(withTouching(touching)); } // set-up, tests

    // The condition (0..3) whose two edges the canvas highlights, or -1.
    int focusedCondition() const { return m_focused; }
    void setFocusedCondition(int index);

    QString validate(const State& state) const override;
    // None while a task holds the rectangles back (and no body to drag).
    QList<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move rectangle 1 left, down, up, right by 0.25 (Shift: 1).
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    // Rectangle 2's left edge lies exactly on rectangle 1's right edge (x = 0); the rule stays.
    State touchingExample() const;

private:
    // Both touching rules' tests of the rectangles as shown.
    struct Tests {
        geometry::AabbAabbResult inclusive;
        geometry::AabbAabbResult strict;
    };
    const Tests& tests() const;

    int m_focused = -1;
    Cached<Tests> m_tests;
    bool m_handlesHidden = false; // while a task holds the rectangles back
};

} // namespace lab
