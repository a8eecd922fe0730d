// Exercise E2 AreaMove (seed 003): the student's six blanks (Left, Right, Top, Bottom and the two
// reversal conditions) compiled with lab::Expression, both rectangles stepped frame by frame by
// the student's rules and by geometry::bounceRectInBox, and a diagnosis of the first misbehaviour.
// No widgets here: the lesson words everything through tr().
#pragma once

#include "core/model/frames.h"
#include "core/records/expression.h"

#include <geometry/rects.h>

#include <QList>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace lab::area_move {

// The drawing area, as wide and high as the MathCalc window (origin at the centre, y up).
inline constexpr double kWidth = 640;
inline constexpr double kHeight = 480;
// "A long run": the diagnosis watches one minute of motion.
inline constexpr int kCheckFrames = 60 * kFramesPerSecond;
// The player keeps at most ten minutes of history.
inline constexpr int kMaxFrames = 10 * 60 * kFramesPerSecond;

geometry::Aabb drawingArea();

enum class Field { Left, Right, Top, Bottom, ReverseX, ReverseY };
inline constexpr int kFieldCount = 6;
using Answers = std::array<QString, kFieldCount>;

// The names field `field` may use, in the order a program defines them: each wall may use the
// walls before it; the conditions may use everything, including mov.X and mov.Y.
std::vector<std::string> allowedNames(Field field);
// Every name any field may use (to tell "not here" from "unknown").
std::vector<std::string> allNames();

struct FieldError {
    enum class Kind {
        None,
        Empty,
        UnexpectedEnd,
        UnexpectedCharacter, // a character the language does not have (e.g. ';', '=')
        UnexpectedToken, // a known token in the wrong place
        UnknownName, // not a name of the exercise at all
        NameNotAllowedHere, // a name of the exercise that this field cannot use yet
        MissingParen,
        TooLong,
        ConditionWhereNumber, // a wall written as a comparison
        NumberWhereCondition, // a reversal rule that is not a comparison
        NotFinite, // a wall that evaluates to inf or NaN (division by zero)
    };
    Field field = Field::Left;
    Kind kind = Kind::None;
    int position = 0; // 0-based character index in the field's (trimmed) text
    QString token; // the offending name or character, if any
    QString suggestion; // UnknownName: a name that differs only in case
};

struct Walls {
    double left = 0, right = 0, top = 0, bottom = 0;
};

// The student's program, ready to run.
struct Rules {
    Walls walls;
    Expression reverseX;
    Expression reverseY;
};

struct CompileResult {
    std::optional<Rules> rules; // set when every field is fine
    std::vector<FieldError> errors; // one per bad field, in field order
};

// Compiles the blanks. Full-width letters, digits and operators (typed with a Japanese IME) are
// read as ASCII (lab::normalizedAnswer, the one reader of every exercise).
CompileResult compile(const Answers& answers);
// The handout's answer, as a student would type it.
Answers modelAnswers();

// A rectangle and its velocity. box.min = (p0.X, p2.Y), box.max = (p2.X, p0.Y): p0 is the
// top-left corner and p2 the bottom-right one, as in the handout.
struct Body {
    geometry::Aabb box {};
    geometry::Vec2 mov {};
};

// One frame of the run: the student's rectangles and the correct ones, before that frame's step,
// and the handout's flag for the student's two (intersecting()), worked out once per frame.
struct Frame {
    std::array<Body, 2> mine {};
    std::array<Body, 2> correct {};
    bool flag = false;
};

// One step of the student's program: reverse as the rules say, then p0 += mov, p2 += mov.
// Without rules nothing is reversed (the handout's blanks left empty).
Body stepMine(const Body& body, const Rules* rules);
// The names a rule reads, for `walls`: a run fills them once and each step overwrites only the
// body's six values, instead of building the whole table again 7,200 times a run.
using RuleVariables = std::map<std::string, double>;
RuleVariables ruleVariables(const Walls& walls);
Body stepMine(const Body& body, const Rules& rules, RuleVariables& variables);
Body stepCorrect(const Body& body);
// That step with what it found (the walls the box pokes through): geometry::bounceRectInBox's
// result, of which stepCorrect() keeps the box and the velocity.
geometry::RectBounceResult bounceOf(const Body& body);
// Intersecting, for the flag: closed boxes, as the handout's Collision_Square.
bool intersecting(const geometry::Aabb& a, const geometry::Aabb& b);

// The frames from a start, computed on demand and kept, so stepping back is exact.
class Simulation {
public:
    Simulation() = default;
    Simulation(std::array<Body, 2> start, std::optional<Rules> rules);

    bool hasRules() const { return m_rules.has_value(); }
    // Frame n (0 <= n < kMaxFrames), computing the frames up to it if needed.
    const Frame& frame(int n);
    int computed() const { return int(m_frames.size()); }

private:
    std::optional<Rules> m_rules;
    RuleVariables m_variables; // the rules' names, reused by every step
    std::vector<Frame> m_frames;
};

enum class ProblemKind { None, Leaves, Sticks, Jitters, TurnsEarly };
enum class Side { Left, Right, Top, Bottom };

struct Problem {
    ProblemKind kind = ProblemKind::None;
    int frame = 0; // the first frame that shows it
    int rect = 0; // 0 or 1 (rectangle 1 or 2)
    Side side = Side::Left;
    bool axisX = true;
    double distance = 0; // Leaves: how far out; TurnsEarly: how far from the wall
};

// The first misbehaviour of the student's rectangles in frames [0, frames), checked in this
// order on each frame: a velocity component turning on three frames in a row (within a step of
// a wall: sticking; elsewhere: jittering), leaving the area by more than one step, turning
// around more than one step before the wall it is heading for.
// With no problem the rules behave like bounceRectInBox, within one step.
Problem diagnose(Simulation& simulation, int frames = kCheckFrames);

} // namespace lab::area_move
