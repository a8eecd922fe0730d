#include "car_scene.h"

#include <geometry/vec2.h>

#include <cmath>

namespace lab {

namespace {

constexpr double kMoveStep = 1;
constexpr double kBigStep = 10; // with Shift
constexpr double kTurnStep = 5; // degrees
constexpr double kFitMargin = 0.04; // of the area's size, on each side
constexpr double kSmallestArea = 100;
constexpr double kLargestStep = 100;

} // namespace

CarScene::CarScene(QList<ParamSpec> params, Indices indices, QObject* parent)
    : LessonScene(std::move(params), parent)
    , m_indices(indices)
{
    // The fitted view follows the drawing area when Width or Height change.
    m_fittedArea = fitRect();
    connect(this, &LessonScene::changed, this, [this] {
        const QRectF now = fitRect();
        if (now != m_fittedArea) {
            m_fittedArea = now;
            emit fitRectChanged();
        }
    });
}

ParamSpec CarScene::widthSpec()
{
    return { QStringLiteral("Width"), "lab::CarScene",
        QT_TRANSLATE_NOOP("lab::CarScene", "Width of the drawing area (Left = -Width/2, Right = Width/2)"),
        640 };
}

ParamSpec CarScene::heightSpec()
{
    return { QStringLiteral("Height"), "lab::CarScene",
        QT_TRANSLATE_NOOP("lab::CarScene", "Height of the drawing area (Bottom = -Height/2, Top = Height/2)"),
        480 };
}

geometry::CircleHierarchy CarScene::handoutCar() const
{
    return geometry::seedCar(value(m_indices.r0));
}

geometry::Aabb CarScene::area() const
{
    const double w = value(m_indices.width) / 2;
    const double h = value(m_indices.height) / 2;
    return { { -w, -h }, { w, h } };
}

geometry::Pose CarScene::poseAt(int x, int y, int angle) const
{
    return { { value(x), value(y) }, geometry::radians(value(angle)) };
}

QRectF CarScene::fitRect() const
{
    const geometry::Aabb box = area();
    const QRectF rect(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
    return rect.adjusted(-rect.width() * kFitMargin, -rect.height() * kFitMargin, rect.width() * kFitMargin,
        rect.height() * kFitMargin);
}

bool CarScene::keyCommand(int key, Qt::KeyboardModifiers, const Selection&)
{
    switch (key) {
    case Qt::Key_Space: emit playPauseRequested(); return true;
    case Qt::Key_F: emit oneFrameRequested(); return true;
    default: return false;
    }
}

double CarScene::moveStep(Qt::KeyboardModifiers modifiers)
{
    return (modifiers & Qt::ShiftModifier) ? kBigStep : kMoveStep;
}

LessonScene::State CarScene::turned(State state, int angle, Qt::KeyboardModifiers modifiers)
{
    const bool clockwise = modifiers & Qt::ShiftModifier;
    state[angle] = std::remainder(state[angle] + (clockwise ? -kTurnStep : kTurnStep), 360.0);
    return state;
}

QString CarScene::carProblem(const State& state, std::initializer_list<int> steps) const
{
    if (state[m_indices.r0] <= 0)
        return tr("The outer radius r0 must be greater than 0.");
    if (state[m_indices.width] < kSmallestArea || state[m_indices.height] < kSmallestArea)
        return tr("The drawing area must be at least 100 wide and 100 high.");
    for (const int step : steps) {
        if (std::abs(state[step]) > kLargestStep)
            return tr("A step per frame larger than 100 jumps over the walls; take at most 100.");
    }
    return {};
}

} // namespace lab
