// Exercise E1's two rectangles, each from two diagonal corners in any order, placed click by click
// (or with the keyboard pointer and Enter), and what geometry says of them once both exist: the
// verdict, the four inequalities and whether they only touch, computed once per change.
// SquareCollisionScene adds the exercise (the prediction, the condition task) on top.
#pragma once

#include "square_collision_check.h"

#include "core/model/cached.h"
#include "core/model/scene.h"

namespace lab {

class SquareCollisionRectangles : public LessonScene {
    Q_OBJECT
public:
    // Corners A, B span rectangle 1 and C, D rectangle 2, in the order clicked; `Placed` counts
    // the corners clicked so far (0 to 4). Corners not yet placed are kept at 0.
    enum Param { Ax, Ay, Bx, By, Cx, Cy, Dx, Dy, Placed, ParamCount };

    // What geometry says of the two rectangles as shown (only meaningful once both exist).
    struct Verdict {
        geometry::AabbAabbResult result; // square_collision::judge, touching is no collision
        std::array<square_collision::Inequality, 4> inequalities;
        bool onlyTouches = false;
    };

    explicit SquareCollisionRectangles(QObject* parent = nullptr);

    int cornersPlaced() const { return int(value(Placed)); }
    bool complete() const { return cornersPlaced() == 4; }
    // Rectangles from their two corners in any order; only meaningful once their corners exist.
    geometry::Aabb rect1() const;
    geometry::Aabb rect2() const;
    square_collision::RectPair pair() const { return { rect1(), rect2() }; }
    // Once per change, for the canvas, the controls and the live text.
    const Verdict& verdict() const;
    const geometry::AabbAabbResult& result() const { return verdict().result; }
    // The state showing `pair` with all four corners placed (min and max corners).
    State stateFor(const square_collision::RectPair& pair) const;

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    // MathCalc pixels: one unit per screen pixel to start with; the canvas then keeps the
    // drawing area around (-235, -235)..(235, 235) fitted, the result text at (-200, 200) included.
    double viewScale() const override { return 1.0; }
    QRectF fitRect() const override { return { QPointF(-235, -235), QPointF(235, 235) }; }
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // Places the next corner while fewer than four are placed.
    std::optional<State> clickAction(QPointF world) const override;
    QString clickActionText() const override;
    // Esc cancels the first corner of a half-placed rectangle (and nothing else: while presenting
    // the canvas leaves Esc to the window); Delete or Backspace clears the rectangles and starts
    // the prompt again. (The canvas's Enter places a corner at its keyboard pointer while corners
    // are missing.)
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    QString clearText() const;
    State clearedState() const;

protected:
    // The rectangles of `state`.
    static square_collision::RectPair pairOf(const State& state);

private:
    Cached<Verdict> m_verdict;
};

} // namespace lab
