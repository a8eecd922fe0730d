#include "ellipse_point_scene.h"

#include "core/model/points.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

constexpr EllipseSteps kSteps { 0.1, 0.5 }; // world units per H/J/K/L press, and with Shift

} // namespace

QList<ParamSpec> EllipsePointScene::paramSpecs()
{
    const char* const kContext = staticMetaObject.className(); // the tooltips translate as tr() does
    return {
        { QStringLiteral("P.x"), kContext, QT_TR_NOOP("x of the point P"), 2 },
        { QStringLiteral("P.y"), kContext, QT_TR_NOOP("y of the point P"), 3.5 },
        { QStringLiteral("C.x"), kContext, QT_TR_NOOP("x of the centre C of the ellipse"), 1 },
        { QStringLiteral("C.y"), kContext, QT_TR_NOOP("y of the centre C of the ellipse"), 0.5 },
        { QStringLiteral("rx"), kContext, QT_TR_NOOP("semi-axis along the ellipse's own x axis"), 4 },
        { QStringLiteral("ry"), kContext, QT_TR_NOOP("semi-axis along the ellipse's own y axis"), 2 },
        { QStringLiteral("θ°"), kContext, QT_TR_NOOP("rotation of the ellipse in degrees, counter-clockwise"),
            30 },
    };
}

EllipsePointScene::EllipsePointScene(QObject* parent)
    : EllipseScene(paramSpecs(), parent)
{
    refit();
}

const geometry::PointEllipseResult& EllipsePointScene::result() const
{
    return m_result.get(*this, [this] { return geometry::pointInEllipse(point(), ellipse()); });
}

QRectF EllipsePointScene::viewBox() const
{
    const geometry::Ellipse e = ellipse();
    const double r = std::max(e.rx, e.ry);
    QRectF box = squareAround(e.center, r).united(squareAround({}, r));
    for (int k = 0; k <= lastShownStage(); ++k)
        box = box.united(squareAround(pointAt(result(), point(), k), 0.05 * r));
    return box.adjusted(0, 0, 0, 0.2 * r); // room for the headlines at the top
}

geometry::Vec2 EllipsePointScene::pointOf(const State& state)
{
    return { state[Px], state[Py] };
}

EllipsePointScene::Maps EllipsePointScene::maps(const geometry::Ellipse& e)
{
    Maps m;
    m.T = { {}, -e.center };
    m.R = { geometry::rotationMatrix(-e.angle), {} };
    m.S = { geometry::scaleMatrix(1, e.ry > 0 ? e.rx / e.ry : 0), {} };
    m.M = geometry::compose(m.S, geometry::compose(m.R, m.T));
    return m;
}

geometry::Vec2 EllipsePointScene::pointAt(
    const geometry::PointEllipseResult& result, geometry::Vec2 p, int stage)
{
    switch (stage) {
    case Translated: return result.translated;
    case Rotated: return result.rotated;
    case Scaled: return result.scaled;
    default: break;
    }
    return p;
}

QString EllipsePointScene::stageName(int stage)
{
    switch (stage) {
    case Translated: return tr("translated by −C");
    case Rotated: return tr("rotated by −θ");
    case Scaled: return tr("y scaled by rx/ry");
    default: break;
    }
    return tr("original");
}

void EllipsePointScene::setStage(int stage)
{
    stage = std::clamp(stage, 0, kStageCount - 1);
    if (stage == m_stage)
        return;
    m_stage = stage;
    emit stageChanged(stage);
    emit highlightChanged();
}

HeldKey EllipsePointScene::heldStageKey(int stage)
{
    return HeldKey(QStringLiteral("stage%1").arg(stage));
}

int EllipsePointScene::lastShownStage() const
{
    for (int k = Translated; k < kStageCount; ++k) {
        if (holds(heldStageKey(k)))
            return k - 1;
    }
    return Scaled;
}

int EllipsePointScene::spotlightStage(const Spotlight& spotlight)
{
    if (spotlight == ellipse_point::kSpotTranslate)
        return Translated;
    if (spotlight == ellipse_point::kSpotRotate)
        return Rotated;
    if (spotlight == ellipse_point::kSpotScale || spotlight == ellipse_point::kSpotCompare)
        return Scaled;
    return -1;
}

int EllipsePointScene::shownStage() const
{
    const int fromCode = spotlightStage(spotlight());
    return std::min(fromCode >= 0 ? fromCode : m_stage, lastShownStage());
}

void EllipsePointScene::refitIfOutgrown()
{
    if (!fitRect().contains(viewBox()))
        refit();
}

QString EllipsePointScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    for (const int axis : { Rx, Ry }) {
        if (state[axis] <= 0) {
            return tr("%1 must be greater than zero: with a zero semi-axis the ellipse is squashed into a "
                      "segment (or a point) and has no inside, and y cannot be scaled by rx/ry.")
                .arg(params()[axis].symbol);
        }
    }
    if (!std::isfinite(state[Rx] / state[Ry]))
        return tr("rx / ry is too large for the computer: make ry larger or rx smaller.");
    return {};
}

QList<HandleSpec> EllipsePointScene::handles() const
{
    return handlesOf(kEllipse, 0) << HandleSpec { HandleKind::Point, Px, Py, -1, -1, 1 };
}

int EllipsePointScene::bodyAt(QPointF world) const
{
    if (geometry::pointInEllipse(toVec(world), ellipse()).hit)
        return EllipseBody;
    return -1;
}

LessonScene::State EllipsePointScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    if (body == EllipseBody) {
        next[Cx] += delta.x();
        next[Cy] += delta.y();
    }
    return next;
}

std::optional<LessonScene::State> EllipsePointScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    return ellipseKeyAction(kEllipse, kSteps, key, modifiers, picked);
}

QString EllipsePointScene::keyActionText(int key, const Selection&) const
{
    switch (key) {
    case Qt::Key_S: return tr("Stretch along x");
    case Qt::Key_T: return tr("Stretch along y");
    case Qt::Key_R: return tr("Turn ellipse");
    default: break;
    }
    return tr("Move ellipse");
}

LessonScene::State EllipsePointScene::example(Example which)
{
    if (which == NearMiss)
        return EllipsePointScene().initialState();
    return { 0, 2, 0, 0, 10, 2, 0 }; // the seed's rx = 10, ry = 2, level; P on the top of the ellipse
}

} // namespace lab
