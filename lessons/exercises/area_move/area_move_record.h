// Exercise E2 AreaMove in the progress store: the rules task's record (the attempt rule, the
// worked solution), what the student typed and ran, and where the player stood, so that all of it
// survives a restart. No widgets: the controls hand over what they show.
#pragma once

#include "core/model/scene.h"
#include "core/records/task_record.h"

#include <QStringList>

#include <optional>

namespace lab {

struct ExerciseProgress;

class AreaMoveRecord {
public:
    // What the controls show besides the record, as saved.
    struct Shown {
        QStringList answers;
        int frame = 0;
        bool showCorrect = false;
        LessonScene::State start;
    };

    // The record as the store has it, and what was shown when it was saved (nothing without a
    // store). lastRun() then holds the answers of the last counted run.
    std::optional<Shown> load();
    // Keeps `shown` with the record (a store write only when something changed).
    void save(const Shown& shown);
    // The task was shown: its first opening is recorded.
    void open();
    void askSolution();

    // A run of blanks that compiled, `right` when its rectangles behave: an attempt by the attempt
    // rule (core/records/task_record.h) unless these answers ran last time.
    void countRun(const QString& answerLine, const QStringList& answers, bool right);
    // A run that did not compile: no attempt, and why.
    void refuseRun(CheckCounted why) { m_lastCounted = why; }
    // The blanks were edited since the last check.
    void edited() { m_lastCounted = CheckCounted::Counted; }

    // Rules ran (and run again after a restart, from lastRun()).
    bool ran() const { return m_ran; }
    void setRan() { m_ran = true; }
    // Whether the run saved as running was running (before its rules compiled again).
    bool savedRan() const { return m_savedRan; }
    const QStringList& lastRun() const { return m_lastRun; }
    CheckCounted lastCounted() const { return m_lastCounted; }
    int attempts() const { return m_attempts; }
    bool done() const { return m_done; }
    bool solutionVisible() const { return m_rules.solutionVisible(); }

private:
    // The rules task, from the store's record or from what an older file counted.
    static TaskRecord rulesRecord(const ExerciseProgress& progress);

    TaskRecord m_rules;
    CheckCounted m_lastCounted = CheckCounted::Counted;
    bool m_ran = false;
    bool m_savedRan = false;
    QStringList m_lastRun; // the answers of the last counted run
    bool m_done = false;
    int m_attempts = 0;
};

} // namespace lab
