// Exercise E3 (seed 003, car circles): the student's answers, how they are checked against
// geometry/ (the handout's car, seedCar), the hints and the worked solutions. Example 1, once task 2
// here, is the circles lesson's task "example1". The work as a whole and its saved form are in
// car_circles_work.h.
#pragma once

#include "car_circles_mark.h"

#include "core/records/task_record.h"

#include <geometry/circles.h>
#include <geometry/hierarchy.h>

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <string>

namespace lab::car_circles {

inline constexpr double kPixelTolerance = 0.5; // car offsets and radii, MathCalc pixels
inline constexpr int kSolutionAfter = TaskRecord::kSolutionAfter; // wrong attempts before the worked solution
inline constexpr int kInnerCount = 3; // 1 front, 2 rear, 3 middle (the handout's order)

// The handout's figure, redrawn on a sheet (y up) where the car's centre p0 sits here; the
// student reads the inner circles' centres and diameters off it (see the lesson text).
inline constexpr geometry::Vec2 kSheetP0 { 300, 200 };

// ---- Task 1: the inner circles, their rotation, the order of the tests -------------------------

enum InnerField { OffsetX, OffsetY, Radius, InnerFieldCount };

// Candidate formulas for turning an offset (ox, oy) by the car's angle a; kRightRotation is
// geometry::rotated. The others: clockwise, components turned apart, angle added.
inline constexpr int kRotationCount = 4;
inline constexpr int kRightRotation = 1;
// Candidate orders of the wall tests; kRightOrder is "outer first, then inner".
enum Order { OuterOnly, InnerThenOuter, OuterThenInner, OrderCount };
inline constexpr int kRightOrder = OuterThenInner;

struct HierarchyAnswers {
    std::array<std::array<QString, InnerFieldCount>, kInnerCount> inner; // as typed
    int rotation = -1; // -1: none chosen
    int order = -1;
    bool operator==(const HierarchyAnswers&) const = default;
};

struct HierarchyCheck {
    std::array<std::array<Mark, InnerFieldCount>, kInnerCount> inner {};
    Mark rotation = Mark::Empty;
    Mark order = Mark::Empty;
    QStringList hints; // one per problem, in the current language
    QStringList unreadable; // one per field that cannot be read, with the reason
    bool allRight() const;
    AnswerState state() const; // blank, unreadable, wrong or right (the attempt rule's view)
};

HierarchyCheck checkHierarchy(const HierarchyAnswers& answers);
// The answer as one line of plain text (what "unchanged" compares and the teacher's report shows).
QString answerText(const HierarchyAnswers& answers);
// The names a task 1 field may use: p0.X and p0.Y, the car's centre on the sheet.
const std::map<std::string, double>& sheetNames();
// Offset `offset` turned by `angle` (radians) with candidate formula `candidate`; a candidate
// outside 0..kRotationCount-1 leaves the offset as it is (the student has not rotated yet).
geometry::Vec2 rotateByCandidate(int candidate, geometry::Vec2 offset, double angle);
// Inner circle `index` as the student typed it (local offset and radius), if all three read.
std::optional<geometry::Circle> studentInner(const HierarchyAnswers& answers, int index);
// The student's hierarchy: outer circle r0 at p0, the inner circles that can be read.
geometry::CircleHierarchy studentCar(const HierarchyAnswers& answers, double outerRadius);
// The handout's answer, typed as the right answer would be (for tests and the solution).
HierarchyAnswers rightHierarchyAnswers();
// Worked solution, plain text, current language.
QString hierarchySolution();
// "x′ = ox·cos a − oy·sin a, y′ = …" of candidate `candidate` (plain text, not translated).
QString rotationFormula(int candidate);

} // namespace lab::car_circles
