// One task of an exercise as the teacher sees it: its state, the real attempts, the hints seen,
// whether the worked solution was shown (and why), when it was first opened and finished, and
// the last answer. The attempt rule lives here, once, for every exercise:
// - a blank, unreadable or unchanged answer is no attempt (the student gets a message, not a mark);
// - a readable answer that differs from the last one counted is an attempt, right or wrong;
// - the worked solution appears after kSolutionAfter wrong attempts, or when the student asks,
//   and either way the record says so.
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace lab {

enum class ExerciseStatus { NotStarted, InProgress, Done };

// "not_started", "in_progress", "done": the stable keys of files and reports.
QString statusKey(ExerciseStatus status);
// The same in words, in the current language ("not started", "in progress", "done"): the one
// place the app says a task's status.
QString statusWord(ExerciseStatus status);
std::optional<ExerciseStatus> statusFromKey(const QString& key);

// How an answer stands when the student checks it.
enum class AnswerState { Blank, Unreadable, Wrong, Right };
// What a check did to the record.
enum class CheckCounted { Counted, Blank, Unreadable, Unchanged };
// Whether, and why, the worked solution is shown.
enum class SolutionShown { No, AfterWrongAttempts, Asked };

QString solutionKey(SolutionShown shown); // "no", "after_wrong_attempts", "asked"

struct TaskRecord {
    static constexpr int kSolutionAfter = 3;

    ExerciseStatus status = ExerciseStatus::NotStarted; // Done once solved, and stays so
    bool solved = false; // the answers as they stand now are the last right check
    int attempts = 0; // real attempts (see above)
    int wrongAttempts = 0; // of those, the wrong ones
    int hintsSeen = 0; // hints shown after the wrong attempts, counted one by one
    SolutionShown solution = SolutionShown::No;
    QDateTime opened; // UTC; invalid until the task was first shown
    QDateTime finished; // UTC; the first right attempt
    QString lastAnswer; // the last answer counted, as plain text
    bool skipped = false; // the student moved on without answering (a lesson's task): the report says so
    // A prediction checked wrong, its right answer then shown: not solved (a right answer counts
    // only on a fresh scene). Kept apart from `solved` in the header and the record.
    bool revealed = false;

    bool solutionVisible() const { return solution != SolutionShown::No; }
    // Solved (done) or its worked solution shown: what the task asks may be shown now.
    bool answered() const { return solved || status == ExerciseStatus::Done || solutionVisible(); }
    bool showHints() const { return attempts > 0 && !solved; }

    // The attempt rule. `answer` is the answer as text (what "unchanged" compares and the report
    // shows); `hints` how many hints the student now sees for a wrong answer.
    CheckCounted check(const QString& answer, AnswerState state, int hints, const QDateTime& now);
    // The student asked for the worked solution.
    void askSolution();
    // First shown now (kept if it was shown before).
    void open(const QDateTime& now);
    // The student skipped the task (it stays open to come back to; a later answer still counts).
    void skip(const QDateTime& now);
    // The answers changed: a solved task stays solved only while they are still right.
    void edited(bool stillRight);

    QJsonObject toJson() const;
    // Lenient: missing or wrong fields take their defaults, counts are clamped.
    static TaskRecord fromJson(const QJsonObject& json);
    bool operator==(const TaskRecord&) const = default;
};

// The state a report or the class's CSV writes: "revealed" for a prediction whose answer was
// shown after a wrong check and that is not solved since, else statusKey(status). A report reads
// "revealed" back as in progress, revealed.
QString reportStatusKey(const TaskRecord& record);

} // namespace lab
