// Exercise E2 AreaMove in the progress store: what the student typed and ran, and where the player
// stood, so that all of it survives a restart. The rules task's record (attempts, the worked
// solution) is the task panel's, as for every task. No widgets: the controls hand over what they
// show.
#pragma once

#include "core/model/scene.h"

#include <QStringList>

#include <optional>

namespace lab {

class AreaMoveRecord {
public:
    // What the exercise shows, as saved.
    struct Shown {
        QStringList answers; // as typed
        bool ran = false; // rules were running
        QStringList lastRun; // the answers of the rules running
        int frame = 0;
        bool showCorrect = false;
        LessonScene::State start;
    };

    // What was shown when it was saved (nothing without a store). A file saved before the task
    // panel kept the rules task's record gets that record from the exercise's attempts and status.
    static std::optional<Shown> load();
    // Keeps `shown` but for the answers, which the task's blanks keep (a store write only when
    // something changed).
    static void save(const Shown& shown);
    // The answers as typed.
    static void saveAnswers(const QStringList& answers);
};

} // namespace lab
