// Exercise E3 (seed 003, car circles): the student's answers, how they are checked against
// geometry/ (the handout's car, seedCar, and Example 1 of the circles lesson), the hints, the
// worked solutions, and the JSON kept in the progress store.
#pragma once

#include "car_circles_mark.h"
#include "car_circles_questions.h"

#include <geometry/circles.h>
#include <geometry/hierarchy.h>

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace lab::carcircles {

inline constexpr double kPixelTolerance = 0.5; // car offsets and radii, MathCalc pixels
inline constexpr double kWorksheetTolerance = 0.05; // Example 1 numbers
inline constexpr int kSolutionAfter = 3; // wrong checks before the worked solution
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
    bool allRight() const;
};

HierarchyCheck checkHierarchy(const HierarchyAnswers& answers);
// Offset `offset` turned by `angle` (radians) with candidate formula `candidate`; a candidate
// outside 0..kRotationCount-1 leaves the offset as it is (the student has not rotated yet).
geometry::Vec2 rotateByCandidate(int candidate, geometry::Vec2 offset, double angle);
// Inner circle `index` as the student typed it (local offset and radius), if all three read.
std::optional<geometry::Circle> studentInner(const HierarchyAnswers& answers, int index);
// The student's hierarchy: outer circle r0 at p0, the inner circles that can be read.
geometry::CircleHierarchy studentCar(const HierarchyAnswers& answers, double outerRadius);
// The handout's answer, typed as the right answer would be (for tests and the solution).
HierarchyAnswers rightHierarchyAnswers();
// Worked solution, HTML, current language.
QString hierarchySolution();
// "x′ = ox·cos a − oy·sin a, y′ = …" of candidate `candidate` (plain text, not translated).
QString rotationFormula(int candidate);

// ---- Task 2: the Example 1 worksheet -------------------------------------------------------------

enum WorksheetField {
    CentreAx,
    CentreAy,
    RadiusA,
    CentreBx,
    CentreBy,
    RadiusB,
    Distance,
    RadiusSum,
    WorksheetFieldCount
};
enum Verdict { Collide, Apart };

struct WorksheetAnswers {
    std::array<QString, WorksheetFieldCount> fields;
    int verdict = -1; // Verdict, or -1
    bool operator==(const WorksheetAnswers&) const = default;
};

struct WorksheetCheck {
    std::array<Mark, WorksheetFieldCount> fields {};
    Mark verdict = Mark::Empty;
    QStringList hints;
    bool allRight() const;
};

// The numbers of Example 1, all from geometry/: the two circles, their test, D and r1 + r2.
struct WorksheetKey {
    geometry::Circle a;
    geometry::Circle b;
    geometry::CircleCircleResult test;
    double distance = 0;
    double radiusSum = 0;
    std::array<double, WorksheetFieldCount> values {};
};
WorksheetKey worksheetKey();
WorksheetCheck checkWorksheet(const WorksheetAnswers& answers);
WorksheetAnswers rightWorksheetAnswers();
QString worksheetSolution();

// ---- Progress ------------------------------------------------------------------------------

struct PartProgress {
    int checks = 0; // times the student pressed Check
    int wrongChecks = 0; // of those, the wrong ones
    bool solved = false; // the last check was right
    bool showHints() const { return checks > 0 && !solved; }
    bool showSolution() const { return wrongChecks >= kSolutionAfter; }
    bool operator==(const PartProgress&) const = default;
};

// The feedback under a task after a check, HTML, current language: right (with `success`), or
// "not yet" with the hints once the student has checked, and when the worked solution appears.
QString feedbackHtml(const PartProgress& p, bool right, const QStringList& hints, const QString& success);

struct Work {
    HierarchyAnswers hierarchy;
    PartProgress hierarchyProgress;
    WorksheetAnswers worksheet;
    PartProgress worksheetProgress;
    QuestionAnswers questions;
    PartProgress questionsProgress;

    bool started() const;
    bool done() const { return hierarchyProgress.solved && worksheetProgress.solved && questionsProgress.solved; }
    int attempts() const { return hierarchyProgress.checks + worksheetProgress.checks + questionsProgress.checks; }
    QJsonObject toJson() const;
    static Work fromJson(const QJsonObject& json);
    bool operator==(const Work&) const = default;
};

} // namespace lab::carcircles
