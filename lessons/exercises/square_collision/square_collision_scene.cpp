#include "square_collision_scene.h"

#include "core/records/answer.h"

#include <QJsonArray>

#include <cmath>

namespace lab {

namespace {

QString predictionKey(SquareCollisionScene::Prediction p)
{
    switch (p) {
    case SquareCollisionScene::Prediction::Collide: return QStringLiteral("collide");
    case SquareCollisionScene::Prediction::Apart: return QStringLiteral("apart");
    case SquareCollisionScene::Prediction::None: break;
    }
    return QStringLiteral("none");
}

SquareCollisionScene::Prediction predictionFromKey(const QString& key)
{
    if (key == QLatin1String("collide"))
        return SquareCollisionScene::Prediction::Collide;
    if (key == QLatin1String("apart"))
        return SquareCollisionScene::Prediction::Apart;
    return SquareCollisionScene::Prediction::None;
}

} // namespace

SquareCollisionScene::SquareCollisionScene(QObject* parent)
    : SquareCollisionRectangles(parent)
{
    // Connected first, so every other listener already sees the reset: a pair that is no longer
    // complete has no prediction, and the next complete pair asks again.
    connect(this, &LessonScene::changed, this, [this] {
        if (!complete()) {
            m_guess.prediction = Prediction::None;
            m_guess.predictedState.clear();
            m_guess.revealed = false;
        }
    });
}

QString SquareCollisionScene::promptText() const
{
    const int placed = cornersPlaced();
    if (placed < 2)
        return tr("Click 2 diagonal corners of rectangle 1 (%1 of 2), or move the cross with the arrow keys "
                  "and press Enter. Esc cancels a corner.")
            .arg(placed);
    if (placed < 4)
        return tr("Click 2 diagonal corners of rectangle 2 (%1 of 2), or move the cross with the arrow keys "
                  "and press Enter. Esc cancels a corner.")
            .arg(placed - 2);
    if (!revealed())
        return tr("Collided or not? Predict with the buttons, then see.");
    return tr("Drag the corners or the rectangles to explore. Delete starts again.");
}

void SquareCollisionScene::predict(Prediction prediction)
{
    if (!complete() || m_guess.revealed || prediction == Prediction::None)
        return;
    m_guess.prediction = prediction;
    m_guess.predictedState = state();
    m_guess.revealed = true;
    ++m_guess.made;
    if (predictionRight())
        ++m_guess.right;
    saveProgress();
    emit changed();
}

void SquareCollisionScene::reveal()
{
    if (!complete() || m_guess.revealed)
        return;
    m_guess.revealed = true;
    saveProgress();
    emit changed();
}

bool SquareCollisionScene::predictionRight() const
{
    if (m_guess.prediction == Prediction::None || m_guess.predictedState.size() != ParamCount)
        return false;
    return (m_guess.prediction == Prediction::Collide)
        == square_collision::judge(pairOf(m_guess.predictedState)).hit;
}

bool SquareCollisionScene::predictionIsForCurrentPair() const
{
    return m_guess.revealed && m_guess.prediction != Prediction::None && m_guess.predictedState == state();
}

void SquareCollisionScene::setConditionText(const QString& text)
{
    if (text == m_condition)
        return;
    m_condition = text;
    saveProgress();
    emit exerciseChanged();
}

const square_collision::ConditionCheck& SquareCollisionScene::checkCondition()
{
    m_lastCheck = square_collision::checkCondition(normalizedAnswer(m_condition).toStdString());
    m_checkedText = m_condition;
    saveProgress();
    emit exerciseChanged();
    emit changed(); // what the scene shows changed: the code view runs the checked condition
    return *m_lastCheck;
}

bool SquareCollisionScene::conditionAnswered()
{
    return taskAnswered(exerciseId(), conditionTaskId(), false);
}

void SquareCollisionScene::saveProgress()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    QJsonArray values;
    for (const double v : state())
        values.append(v);
    QJsonObject data;
    data.insert(QStringLiteral("scene"), values);
    data.insert(QStringLiteral("prediction"), predictionKey(m_guess.prediction));
    data.insert(QStringLiteral("revealed"), m_guess.revealed);
    QJsonArray predicted;
    for (const double v : m_guess.predictedState)
        predicted.append(v);
    data.insert(QStringLiteral("predictedScene"), predicted);
    data.insert(QStringLiteral("predictionsMade"), m_guess.made);
    data.insert(QStringLiteral("predictionsRight"), m_guess.right);
    data.insert(QStringLiteral("condition"), m_condition);
    if (m_lastCheck)
        data.insert(QStringLiteral("checkedCondition"), m_checkedText);
    // The task's record and the attempts are the task panel's: only the scene's part is written.
    ExerciseProgress progress = store->exercise(exerciseId());
    const bool worked = state() != initialState() || m_guess.made > 0 || !m_condition.isEmpty();
    if (progress.status == ExerciseStatus::NotStarted && worked)
        progress.status = ExerciseStatus::InProgress;
    progress.data = data;
    store->update(exerciseId(), progress);
}

void SquareCollisionScene::restoreProgress()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    recordFromBefore(*store, exerciseId(), conditionTaskId());
    const ExerciseProgress progress = store->exercise(exerciseId());
    const QJsonObject& data = progress.data;
    const auto readState = [this](const QJsonValue& value) {
        State s;
        for (const auto& v : value.toArray())
            s.append(v.toDouble(std::nan("")));
        return s.size() == ParamCount && validate(s).isEmpty() ? s : State();
    };
    if (const State s = readState(data.value(QStringLiteral("scene"))); !s.isEmpty())
        setState(s);
    if (complete()) {
        m_guess.prediction = predictionFromKey(data.value(QStringLiteral("prediction")).toString());
        m_guess.revealed = data.value(QStringLiteral("revealed")).toBool();
        m_guess.predictedState = readState(data.value(QStringLiteral("predictedScene")));
        if (m_guess.predictedState.isEmpty())
            m_guess.prediction = Prediction::None;
    }
    m_guess.made = std::max(0, data.value(QStringLiteral("predictionsMade")).toInt());
    m_guess.right = std::clamp(data.value(QStringLiteral("predictionsRight")).toInt(), 0, m_guess.made);
    m_condition = data.value(QStringLiteral("condition")).toString();
    if (data.contains(QStringLiteral("checkedCondition"))) {
        // The check is deterministic: running it again restores the feedback without counting it.
        m_checkedText = data.value(QStringLiteral("checkedCondition")).toString();
        m_lastCheck = square_collision::checkCondition(normalizedAnswer(m_checkedText).toStdString());
    }
    emit changed();
    emit exerciseChanged();
}

} // namespace lab
