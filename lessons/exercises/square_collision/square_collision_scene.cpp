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
    touched();
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
    m_lastCounted = CheckCounted::Counted;
    if (m_task.status == ExerciseStatus::NotStarted && !text.trimmed().isEmpty())
        m_task.status = ExerciseStatus::InProgress;
    touched();
    emit exerciseChanged();
}

const square_collision::ConditionCheck& SquareCollisionScene::checkCondition()
{
    const QString text = normalizedAnswer(m_condition);
    m_lastCheck = square_collision::checkCondition(text.toStdString());
    m_checkedText = m_condition;
    AnswerState state = AnswerState::Wrong;
    switch (m_lastCheck->verdict) {
    case square_collision::ConditionVerdict::SyntaxError:
        state = m_lastCheck->errorKind == Expression::ErrorKind::Empty ? AnswerState::Blank
                                                                       : AnswerState::Unreadable;
        break;
    case square_collision::ConditionVerdict::NotACondition: state = AnswerState::Unreadable; break;
    case square_collision::ConditionVerdict::Wrong: state = AnswerState::Wrong; break;
    case square_collision::ConditionVerdict::Right: state = AnswerState::Right; break;
    }
    // One hint per wrong attempt: the pair it gets wrong.
    m_lastCounted = m_task.check(text.simplified(), state, 1, QDateTime::currentDateTimeUtc());
    if (m_task.status == ExerciseStatus::Done)
        m_status = ExerciseStatus::Done;
    touched();
    emit exerciseChanged();
    return *m_lastCheck;
}

void SquareCollisionScene::askSolution()
{
    if (m_task.solutionVisible())
        return;
    m_task.askSolution();
    m_task.open(QDateTime::currentDateTimeUtc());
    saveProgress();
    emit exerciseChanged();
}

void SquareCollisionScene::openTask()
{
    if (m_task.opened.isValid())
        return;
    m_task.open(QDateTime::currentDateTimeUtc());
    saveProgress();
}

void SquareCollisionScene::touched()
{
    if (m_status == ExerciseStatus::NotStarted)
        m_status = ExerciseStatus::InProgress;
    saveProgress();
}

void SquareCollisionScene::saveProgress()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    if (m_status == ExerciseStatus::NotStarted && state() != initialState())
        m_status = ExerciseStatus::InProgress;
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
    ExerciseProgress progress;
    progress.status = m_status;
    progress.attempts = m_task.attempts;
    progress.data = data;
    progress.tasks.insert(conditionTaskId(), m_task);
    store->update(exerciseId(), progress);
}

void SquareCollisionScene::restoreProgress()
{
    const ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    const ExerciseProgress progress = store->exercise(exerciseId());
    m_status = progress.status;
    if (progress.tasks.contains(conditionTaskId())) {
        m_task = progress.tasks.value(conditionTaskId());
    } else { // saved before tasks had records: the checks counted then, and the state
        m_task.attempts = std::max(0, progress.attempts);
        m_task.status = progress.status;
        m_task.solved = progress.status == ExerciseStatus::Done;
    }
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
