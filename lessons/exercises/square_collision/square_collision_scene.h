// Exercise E1 square collision: the scene. The two rectangles clicked corner by corner
// (SquareCollisionRectangles), the guess before the verdict is shown, and the student's typed
// condition with its check against geometry, kept in the progress store.
#pragma once

#include "square_collision_rectangles.h"

#include "core/records/progress.h"

#include <QJsonObject>

namespace lab {

class SquareCollisionScene : public SquareCollisionRectangles {
    Q_OBJECT
public:
    enum class Prediction { None, Collide, Apart };

    explicit SquareCollisionScene(QObject* parent = nullptr);

    static QString exerciseId() { return QStringLiteral("square_collision"); }

    // What to do next, in the current language: click the corners, predict, or explore (the
    // canvas's headline and the controls' prompt).
    QString promptText() const;

    // Predict, then see: the verdict stays hidden until the student predicts (or loads a pair
    // to look at). A new pair of rectangles asks again.
    Prediction prediction() const { return m_guess.prediction; }
    bool revealed() const { return m_guess.revealed; }
    void predict(Prediction prediction);
    void reveal();
    // Whether the prediction was right for the rectangles it was made on.
    bool predictionRight() const;
    // The rectangles the prediction was made on (the student may have dragged them since).
    const State& predictedState() const { return m_guess.predictedState; }
    bool predictionIsForCurrentPair() const;
    int predictionsMade() const { return m_guess.made; }
    int predictionsRight() const { return m_guess.right; }

    // "Write the condition".
    QString conditionText() const { return m_condition; }
    void setConditionText(const QString& text);
    // Judges the current text by the attempt rule (core/task_record.h): a blank condition, one
    // that cannot be read (or is a value, not a condition), or the one checked last is no
    // attempt; lastCounted() says which. Saves.
    const square_collision::ConditionCheck& checkCondition();
    const std::optional<square_collision::ConditionCheck>& lastCheck() const { return m_lastCheck; }
    CheckCounted lastCounted() const { return m_lastCounted; }
    bool checkedText() const { return m_lastCheck && m_checkedText == m_condition; }
    int attempts() const { return m_task.attempts; }
    ExerciseStatus status() const { return m_status; }
    // The condition task as the teacher's report lists it.
    const TaskRecord& conditionTask() const { return m_task; }
    static QString conditionTaskId() { return QStringLiteral("condition"); }
    // The worked solution: asked for by the student (recorded), or after three wrong attempts.
    void askSolution();
    // The page was shown: the task's first-opened time, if it has none.
    void openTask();

    // The exercise's record in ProgressStore::instance() (nothing when there is no store).
    void saveProgress();
    void restoreProgress();

signals:
    void exerciseChanged();

private:
    // The prediction asked for the rectangles shown, and the predictions so far.
    struct Guess {
        Prediction prediction = Prediction::None;
        bool revealed = false;
        State predictedState;
        int made = 0;
        int right = 0;
    };

    void touched();

    Guess m_guess;
    QString m_condition;
    QString m_checkedText;
    std::optional<square_collision::ConditionCheck> m_lastCheck;
    CheckCounted m_lastCounted = CheckCounted::Counted;
    TaskRecord m_task;
    ExerciseStatus m_status = ExerciseStatus::NotStarted;
};

} // namespace lab
