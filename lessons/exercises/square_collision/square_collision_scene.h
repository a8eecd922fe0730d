// Exercise E1 square collision: the scene. The two rectangles (each from two diagonal corners,
// in any order), the two-click placement, the guess, the student's typed condition and its check
// against geometry, kept in the progress store.
#pragma once

#include "square_collision_check.h"

#include "core/model/scene.h"
#include "core/records/progress.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace lab {

class SquareCollisionScene : public LessonScene {
    Q_OBJECT
public:
    // Corners A, B span rectangle 1 and C, D rectangle 2, in the order clicked; `Placed` counts
    // the corners clicked so far (0 to 4). Corners not yet placed are kept at 0.
    enum Param { Ax, Ay, Bx, By, Cx, Cy, Dx, Dy, Placed, ParamCount };
    enum class Prediction { None, Collide, Apart };

    explicit SquareCollisionScene(QObject* parent = nullptr);

    static QString exerciseId() { return QStringLiteral("square_collision"); }

    int cornersPlaced() const { return int(value(Placed)); }
    bool complete() const { return cornersPlaced() == 4; }
    // Rectangles from their two corners in any order; only meaningful once their corners exist.
    geometry::Aabb rect1() const;
    geometry::Aabb rect2() const;
    square::RectPair pair() const { return { rect1(), rect2() }; }
    geometry::AabbAabbResult result() const { return square::judge(pair()); }
    // The state showing `pair` with all four corners placed (min and max corners).
    State stateFor(const square::RectPair& pair) const;

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    // MathCalc pixels: one unit per screen pixel to start with; the canvas then keeps the
    // drawing area around (-235, -235)..(235, 235) fitted, the result text at (-200, 200) included.
    double viewScale() const override { return 1.0; }
    QRectF fitRect() const override { return { QPointF(-235, -235), QPointF(235, 235) }; }
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // Places the next corner while fewer than four are placed.
    std::optional<State> clickAction(QPointF world) const override;
    QString clickActionText() const override;
    // Esc cancels the first corner of a half-placed rectangle (and nothing else: while presenting
    // the canvas leaves Esc to the window); Delete or Backspace clears the rectangles and starts
    // the prompt again. (The canvas's Enter places a corner at its keyboard pointer while corners
    // are missing.)
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    QString clearText() const;
    State clearedState() const;

    // Predict, then see: the verdict stays hidden until the student predicts (or loads a pair
    // to look at). A new pair of rectangles asks again.
    Prediction prediction() const { return m_prediction; }
    bool revealed() const { return m_revealed; }
    void predict(Prediction prediction);
    void reveal();
    // Whether the prediction was right for the rectangles it was made on.
    bool predictionRight() const;
    // The rectangles the prediction was made on (the student may have dragged them since).
    const State& predictedState() const { return m_predictedState; }
    bool predictionIsForCurrentPair() const;
    int predictionsMade() const { return m_predictionsMade; }
    int predictionsRight() const { return m_predictionsRight; }

    // "Write the condition".
    QString conditionText() const { return m_condition; }
    void setConditionText(const QString& text);
    // Judges the current text by the attempt rule (core/task_record.h): a blank condition, one
    // that cannot be read (or is a value, not a condition), or the one checked last is no
    // attempt; lastCounted() says which. Saves.
    const square::ConditionCheck& checkCondition();
    const std::optional<square::ConditionCheck>& lastCheck() const { return m_lastCheck; }
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
    void touched();

    Prediction m_prediction = Prediction::None;
    bool m_revealed = false;
    State m_predictedState;
    int m_predictionsMade = 0;
    int m_predictionsRight = 0;
    QString m_condition;
    QString m_checkedText;
    std::optional<square::ConditionCheck> m_lastCheck;
    CheckCounted m_lastCounted = CheckCounted::Counted;
    TaskRecord m_task;
    ExerciseStatus m_status = ExerciseStatus::NotStarted;
};

} // namespace lab
