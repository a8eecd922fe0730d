// The handout's car in words, as the hierarchy lesson and the car circles exercise both say it:
// its outer circle against the walls in the live text, its place and the wall tests in the
// read-outs, and the car on the canvas for a screen reader. Current language.
#pragma once

#include <geometry/hierarchy.h>

#include <QCoreApplication>
#include <QString>

namespace lab {

class CarWords {
    Q_DECLARE_TR_FUNCTIONS(CarWords)

public:
    // KaTeX: x0 - r0 and x0 + r0 against Left and Right, y0 - r0 and y0 + r0 against Bottom and
    // Top, with the numbers of `outer` and `area`.
    static QString wallsFormula(const geometry::Circle& outer, const geometry::Aabb& area);
    // "mov = (3, 2)".
    static QString step(geometry::Vec2 velocity);
    // "Outer circle past a wall: yes".
    static QString outerPastWall(bool past);
    static QString yesNo(bool yes);
    // "Car A at (-140, -30), turned 20°, outer circle radius 155" for the canvas's description.
    static QString placed(const QString& name, const geometry::Pose& pose, double outerRadius);
};

} // namespace lab
