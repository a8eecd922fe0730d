#include "square_collision_scene.h"

#include "core/records/answer.h"

#include <QJsonArray>

#include <cmath>

namespace lab {

namespace {

constexpr const char* kContext = "SquareCollisionScene";

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

geometry::Aabb corners(const LessonScene::State& s, int first)
{
    return geometry::aabbFromCorners({ s[first], s[first + 1] }, { s[first + 2], s[first + 3] });
}

bool inside(const geometry::Aabb& b, QPointF p)
{
    return geometry::pointInAabb({ p.x(), p.y() }, b);
}

} // namespace

SquareCollisionScene::SquareCollisionScene(QObject* parent)
    : LessonScene(
        {
            // A first pair to predict: close, but a gap between r1's right and r2's left edge.
            { QStringLiteral("A.x"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "x of the first corner of rectangle 1"), -170 },
            { QStringLiteral("A.y"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "y of the first corner of rectangle 1"), 120 },
            { QStringLiteral("B.x"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "x of the opposite corner of rectangle 1"), -30 },
            { QStringLiteral("B.y"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "y of the opposite corner of rectangle 1"), -80 },
            { QStringLiteral("C.x"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "x of the first corner of rectangle 2"), 20 },
            { QStringLiteral("C.y"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "y of the first corner of rectangle 2"), 160 },
            { QStringLiteral("D.x"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "x of the opposite corner of rectangle 2"), 170 },
            { QStringLiteral("D.y"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "y of the opposite corner of rectangle 2"), 10 },
            { QStringLiteral("n"), kContext,
                QT_TRANSLATE_NOOP("SquareCollisionScene", "corners clicked so far (0 to 4)"), 4 },
        },
        parent)
{
    // Connected first, so every other listener already sees the reset: a pair that is no longer
    // complete has no prediction, and the next complete pair asks again.
    connect(this, &LessonScene::changed, this, [this] {
        if (!complete()) {
            m_prediction = Prediction::None;
            m_predictedState.clear();
            m_revealed = false;
        }
    });
}

geometry::Aabb SquareCollisionScene::rect1() const
{
    return corners(state(), Ax);
}

geometry::Aabb SquareCollisionScene::rect2() const
{
    return corners(state(), Cx);
}

LessonScene::State SquareCollisionScene::stateFor(const square::RectPair& p) const
{
    return { p.r1.min.x, p.r1.max.y, p.r1.max.x, p.r1.min.y, p.r2.min.x, p.r2.max.y, p.r2.max.x, p.r2.min.y,
        4 };
}

QString SquareCollisionScene::validate(const State& s) const
{
    QString problem = LessonScene::validate(s);
    if (!problem.isEmpty())
        return problem;
    const double n = s[Placed];
    if (n < 0 || n > 4 || n != std::floor(n))
        return tr("n counts the corners clicked so far: a whole number from 0 to 4.");
    return {};
}

QVector<HandleSpec> SquareCollisionScene::handles() const
{
    // Corners become handles once both rectangles exist (a click near a handle would drag it).
    if (!complete())
        return {};
    return {
        { HandleKind::Point, Ax, Ay, -1, -1, 0 },
        { HandleKind::Point, Bx, By, -1, -1, 0 },
        { HandleKind::Point, Cx, Cy, -1, -1, 1 },
        { HandleKind::Point, Dx, Dy, -1, -1, 1 },
    };
}

int SquareCollisionScene::bodyAt(QPointF world) const
{
    if (!complete())
        return -1;
    if (inside(rect2(), world)) // drawn on top
        return 1;
    if (inside(rect1(), world))
        return 0;
    return -1;
}

LessonScene::State SquareCollisionScene::movedBody(int body, QPointF delta, const State& start) const
{
    State s = start;
    const int first = body == 0 ? Ax : Cx;
    for (int i = first; i < first + 4; i += 2) {
        s[i] += delta.x();
        s[i + 1] += delta.y();
    }
    return s;
}

std::optional<LessonScene::State> SquareCollisionScene::clickAction(QPointF world) const
{
    const int n = cornersPlaced();
    if (n >= 4)
        return std::nullopt;
    State s = state();
    s[Ax + 2 * n] = world.x();
    s[Ay + 2 * n] = world.y();
    s[Placed] = n + 1;
    return s;
}

QString SquareCollisionScene::clickActionText() const
{
    return tr("Place corner %1").arg(cornersPlaced() + 1);
}

LessonScene::State SquareCollisionScene::clearedState() const
{
    return State(ParamCount, 0.0);
}

std::optional<LessonScene::State> SquareCollisionScene::keyAction(
    int key, Qt::KeyboardModifiers, const Selection&) const
{
    const int n = cornersPlaced();
    if (key == Qt::Key_Escape && n % 2 == 1) { // half a rectangle: cancel its first corner
        State s = state();
        s[Ax + 2 * (n - 1)] = 0;
        s[Ay + 2 * (n - 1)] = 0;
        s[Placed] = n - 1;
        return s;
    }
    // Not Esc for the finished rectangles: the student's work goes only on a deliberate key.
    if ((key != Qt::Key_Delete && key != Qt::Key_Backspace) || state() == clearedState())
        return std::nullopt;
    return clearedState();
}

QString SquareCollisionScene::keyActionText(int key, const Selection&) const
{
    if (key == Qt::Key_Escape && cornersPlaced() % 2 == 1)
        return tr("Cancel the corner");
    return clearText();
}

QString SquareCollisionScene::clearText() const
{
    return tr("Clear the rectangles");
}

void SquareCollisionScene::predict(Prediction prediction)
{
    if (!complete() || m_revealed || prediction == Prediction::None)
        return;
    m_prediction = prediction;
    m_predictedState = state();
    m_revealed = true;
    ++m_predictionsMade;
    if (predictionRight())
        ++m_predictionsRight;
    touched();
    emit changed();
}

void SquareCollisionScene::reveal()
{
    if (!complete() || m_revealed)
        return;
    m_revealed = true;
    saveProgress();
    emit changed();
}

bool SquareCollisionScene::predictionRight() const
{
    if (m_prediction == Prediction::None || m_predictedState.size() != ParamCount)
        return false;
    const square::RectPair predicted { corners(m_predictedState, Ax), corners(m_predictedState, Cx) };
    return (m_prediction == Prediction::Collide) == square::judge(predicted).hit;
}

bool SquareCollisionScene::predictionIsForCurrentPair() const
{
    return m_revealed && m_prediction != Prediction::None && m_predictedState == state();
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

const square::ConditionCheck& SquareCollisionScene::checkCondition()
{
    const QString text = normalizedAnswer(m_condition);
    m_lastCheck = square::checkCondition(text.toStdString());
    m_checkedText = m_condition;
    AnswerState state = AnswerState::Wrong;
    switch (m_lastCheck->verdict) {
    case square::ConditionVerdict::SyntaxError:
        state = m_lastCheck->errorKind == Expression::ErrorKind::Empty ? AnswerState::Blank
                                                                       : AnswerState::Unreadable;
        break;
    case square::ConditionVerdict::NotACondition: state = AnswerState::Unreadable; break;
    case square::ConditionVerdict::Wrong: state = AnswerState::Wrong; break;
    case square::ConditionVerdict::Right: state = AnswerState::Right; break;
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
    data.insert(QStringLiteral("prediction"), predictionKey(m_prediction));
    data.insert(QStringLiteral("revealed"), m_revealed);
    QJsonArray predicted;
    for (const double v : m_predictedState)
        predicted.append(v);
    data.insert(QStringLiteral("predictedScene"), predicted);
    data.insert(QStringLiteral("predictionsMade"), m_predictionsMade);
    data.insert(QStringLiteral("predictionsRight"), m_predictionsRight);
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
        m_prediction = predictionFromKey(data.value(QStringLiteral("prediction")).toString());
        m_revealed = data.value(QStringLiteral("revealed")).toBool();
        m_predictedState = readState(data.value(QStringLiteral("predictedScene")));
        if (m_predictedState.isEmpty())
            m_prediction = Prediction::None;
    }
    m_predictionsMade = std::max(0, data.value(QStringLiteral("predictionsMade")).toInt());
    m_predictionsRight
        = std::clamp(data.value(QStringLiteral("predictionsRight")).toInt(), 0, m_predictionsMade);
    m_condition = data.value(QStringLiteral("condition")).toString();
    if (data.contains(QStringLiteral("checkedCondition"))) {
        // The check is deterministic: running it again restores the feedback without counting it.
        m_checkedText = data.value(QStringLiteral("checkedCondition")).toString();
        m_lastCheck = square::checkCondition(normalizedAnswer(m_checkedText).toStdString());
    }
    emit changed();
    emit exerciseChanged();
}

} // namespace lab
