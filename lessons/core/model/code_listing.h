// A lesson's algorithm as code, in the style of the sources (C#-like, their names), and one run
// of it on the scene: the lines it steps on, the values each computes (from the same geometry/
// result that draws the canvas), the branch it takes, and what the canvas draws for each step.
#pragma once

#include "spotlight.h"

#include <geometry/vec2.h>

#include <QList>
#include <QString>

namespace lab {

struct CodeLine {
    QString code; // as written, indented with spaces; identifiers as in the sources
    QString comment; // in the current language, or empty
    // The line corrects the source: `comment` says what the source wrote and why it is wrong.
    bool correction = false;
};

struct CodeListing {
    QString id; // stable: "textbook", "exact" ... (what a link to a line names)
    QString title; // current language
    QString source; // where it comes from, in the current language ("the textbook's Code1 (002)")
    QList<CodeLine> lines;
};

struct CodeValue {
    QString name; // as in the code: "D2", "t_min"
    double value = 0;
    QString text; // a value that is not a number ("true", "case III"); empty for a number
};

struct CodeStep {
    int line = 0; // index into CodeListing::lines
    QList<CodeValue> values;
    // The condition of an if or a loop on this line: whether it held.
    enum class Branch { None, Taken, NotTaken } branch = Branch::None;
    int iteration = -1; // in a loop: which pass (0, 1 ...), else -1
    // The formula the line evaluates, with this run's numbers (plain text), or empty.
    QString formula;
    // What the canvas draws while this step is the current one (LessonScene::spotlight()), or
    // nothing.
    Spotlight spotlight;
};

struct CodeRun {
    QList<CodeStep> steps;
    // Lines the run stepped on (the others are dimmed).
    bool reached(int line) const;
};

// A run written step by step, as a unit's code view builds it. While an open task holds the run's
// numbers back (`held`) they show as "?" and decide no branch; the scene's own numbers always show.
class CodeRunBuilder {
public:
    explicit CodeRunBuilder(bool held)
        : m_held(held)
    {
    }
    CodeRunBuilder& step(int line, const Spotlight& spotlight = {});
    // A number the task may hold back (`mayHold`), on the current step.
    CodeRunBuilder& value(const QString& name, double v, bool mayHold = true);
    // One of the scene's own numbers, never held back.
    CodeRunBuilder& plain(const QString& name, double v) { return value(name, v, false); }
    // A vector as its two components `name`.x and `name`.y, never held back.
    CodeRunBuilder& vector(const QString& name, geometry::Vec2 v);
    // A point the run computes, as (x, y), held back with the numbers.
    CodeRunBuilder& point(const QString& name, geometry::Vec2 p);
    // The value the line returns ("true" or "false").
    CodeRunBuilder& returns(bool result);
    // Whether the current step's condition held.
    CodeRunBuilder& branch(bool taken);
    // The same for an `if` that returns `result` when taken.
    CodeRunBuilder& branch(bool taken, bool result)
    {
        return taken ? branch(true).returns(result) : branch(false);
    }
    // The formula the current step evaluates with this run's numbers, unless they are held back.
    CodeRunBuilder& formula(const QString& text);
    bool held() const { return m_held; }

    CodeRun run;

private:
    bool m_held;
};

} // namespace lab
