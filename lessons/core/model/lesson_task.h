// A task a lesson asks before it tells, as its unit defines it: the words in the current
// language, the scene it is asked on, the right answer that geometry/ gives for that scene, the
// hints and the worked solution, and what the lesson holds back until the task is answered.
// TaskPanel (core/widgets) asks it, keeps the student's record (TaskRecord's attempt rule) and
// shows the answer; the unit only says what is right.
#pragma once

#include "held_key.h"
#include "scene.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lab {

enum class TaskKind {
    Predict, // say what will happen before the canvas shows it
    Compute, // one quantity of a fresh scene, typed in the answer syntax
    FillIn, // the source's own blanks
    Exercise // an exercise's own task, with its own controls
};
// "predict", "compute", "fill-in", "exercise": the words of --list-tasks and of reports.
QString taskKindKey(TaskKind kind);
// A task's words as shown: the spaces that parts joined with ' ' leave after a Japanese full
// stop, comma, colon or closing bracket taken out (JTF: nothing follows them), and lines joined
// into one when `oneLine` (with a space between Latin words, none after Japanese).
QString taskWordsAsShown(const QString& text, bool oneLine = false);

struct TaskChoice {
    QString id; // stable (what the record keeps)
    QString label; // current language
};

// A condition a blank asks for, judged by meaning: the typed one must hold for exactly the values
// `reference` holds for (answer.h, readConditionAnswer), on every sample (a value for every name
// the student may use; the samples include the boundary, where < and <= part).
struct TaskCondition {
    std::string reference;
    std::vector<std::map<std::string, double>> samples;
    // What the typed condition must not use ("sqrt" where the blank asks for it without a root).
    std::vector<std::string> forbidden;
};

// One blank of a fill-in task: a number (checked within `tolerance`), words (any of `accepted`,
// compared without case, width, spaces or punctuation) or a condition (`condition`).
struct TaskBlank {
    QString id;
    QString label; // current language: what the blank asks
    QStringList accepted;
    std::optional<double> number;
    double tolerance = 0;
    std::optional<TaskCondition> condition = std::nullopt;
};

class TaskDefinition {
public:
    virtual ~TaskDefinition() = default;

    virtual QString id() const = 0;
    virtual TaskKind kind() const = 0;
    virtual QString title() const = 0;
    // What the student is asked, for the scene on the canvas (plain text).
    virtual QString prompt(const LessonScene& scene) const = 0;

    // The scene the task is asked on, drawn from `seed` (a fresh one each time the student asks
    // for another); none keeps the scene the student has.
    virtual std::optional<LessonScene::State> scene(quint32 seed) const;
    // What the canvas, the live text and the read-outs keep back while the task is open.
    virtual HeldKeys held() const;

    // Predict: the choices, and the right one for `scene`.
    virtual QList<TaskChoice> choices() const;
    virtual QString rightChoice(const LessonScene& scene) const;
    // Compute: the exact answer for `scene` and how far a typed one may be from it (by default
    // half a unit in the last of two decimals, 0.005, or 0.1 % of a large answer).
    virtual double answer(const LessonScene& scene) const;
    virtual double tolerance(const LessonScene& scene) const;
    // Fill-in: the blanks.
    virtual QList<TaskBlank> blanks() const;

    // The hint after the `wrong`-th wrong attempt (1, 2 ...), for `scene`.
    virtual QString hint(int wrong, const LessonScene& scene) const = 0;
    // The worked solution for `scene`: after three wrong attempts or when asked (plain text).
    virtual QString solution(const LessonScene& scene) const = 0;
    // The reason shown with the answer once it is revealed (predict: why; others: empty).
    virtual QString reason(const LessonScene& scene) const;

    // What this task asks for as a lesson would print it (a number, a line of code): nothing
    // the student sees before the task is done may contain any of these (the give-away test).
    virtual QStringList giveaways(const LessonScene& scene) const;

    // Where the task comes from, for the teacher's answer key: the source's number and its lines,
    // "003:52,89" or "002:111-136;000:199" (sourceLinesText() says it in words); empty for a task
    // beyond the sources.
    virtual QString sourceLines() const;
};

// "003:52,89" in the current language's words: "the handout (003), lines 52, 89" (several sources
// joined by ';'); the handout is 003, the textbook 000 and 002, the article 001 and 004.
QString sourceLinesText(const QString& lines);

// A typed word answer made comparable: NFKC, lower case, no spaces or punctuation.
QString comparableWords(const QString& text);

} // namespace lab
