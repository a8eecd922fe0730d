#include "ellipse_ellipse_scene.h"

#include "core/model/lesson_task.h"
#include "core/model/points.h"

#include <geometry/numeric.h>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

constexpr EllipseSteps kSteps { 0.05, 0.25 }; // world units per H/J/K/L press, and with Shift

int ellipseOfBody(int body)
{
    return body == EllipseEllipseScene::Body2 ? 1 : 0;
}

bool isReductionStage(int stage)
{
    return stage >= EllipseEllipseScene::Image && stage <= EllipseEllipseScene::Tall;
}

int ellipseOfHandle(int handle)
{
    return handle < EllipseEllipseScene::kHandlesPerEllipse ? 0 : 1;
}

} // namespace

QList<ParamSpec> EllipseEllipseScene::paramSpecs()
{
    const char* const kContext = staticMetaObject.className(); // the tooltips translate as tr() does
    return {
        { QStringLiteral("C₁.x"), kContext, QT_TR_NOOP("x of the centre of ellipse 1"), -3.55 },
        { QStringLiteral("C₁.y"), kContext, QT_TR_NOOP("y of the centre of ellipse 1"), 1.25 },
        { QStringLiteral("rx₁"), kContext, QT_TR_NOOP("semi-axis of ellipse 1 along its own x axis"), 2.34 },
        { QStringLiteral("ry₁"), kContext, QT_TR_NOOP("semi-axis of ellipse 1 along its own y axis"), 1.23 },
        { QStringLiteral("θ₁°"), kContext, QT_TR_NOOP("rotation of ellipse 1 in degrees, counter-clockwise"),
            25 },
        { QStringLiteral("C₂.x"), kContext, QT_TR_NOOP("x of the centre of ellipse 2"), 2.65 },
        { QStringLiteral("C₂.y"), kContext, QT_TR_NOOP("y of the centre of ellipse 2"), 0.2 },
        { QStringLiteral("rx₂"), kContext, QT_TR_NOOP("semi-axis of ellipse 2 along its own x axis"), 1.25 },
        { QStringLiteral("ry₂"), kContext, QT_TR_NOOP("semi-axis of ellipse 2 along its own y axis"), 2.21 },
        { QStringLiteral("θ₂°"), kContext, QT_TR_NOOP("rotation of ellipse 2 in degrees, counter-clockwise"),
            26.5 },
    };
}

EllipseEllipseScene::EllipseEllipseScene(QObject* parent)
    : EllipseScene(paramSpecs(), parent)
{
    refit();
}

const EllipseEllipseSceneResult& EllipseEllipseScene::result() const
{
    return m_result.get(*this, [this] {
        return EllipseEllipseSceneResult { geometry::ellipseVsEllipse(ellipse(0), ellipse(1)),
            geometry::ellipseVsEllipseTextbook(ellipse(0), ellipse(1)) };
    });
}

geometry::Vec2 EllipseEllipseScene::axisEnd(const State& state, Handle end)
{
    return axisEndIn(state, fieldsOf(ellipseOfHandle(end)), end == RyEnd1 || end == RyEnd2);
}

void EllipseEllipseScene::followSelection(const Selection& picked)
{
    if (picked.body >= 0)
        setActive(ellipseOfBody(picked.body));
    else if (picked.handle >= 0)
        setActive(ellipseOfHandle(picked.handle));
}

void EllipseEllipseScene::setActive(int which)
{
    which = which == 0 ? 0 : 1;
    if (which == m_active)
        return;
    m_active = which;
    emit activeChanged(which);
    emit highlightChanged();
}

void EllipseEllipseScene::setInsetVisible(bool on)
{
    if (on == m_inset)
        return;
    m_inset = on;
    emit highlightChanged();
}

void EllipseEllipseScene::setInsetZoomed(bool on)
{
    if (on == m_insetZoom)
        return;
    m_insetZoom = on;
    emit insetZoomChanged(on);
    emit highlightChanged();
}

QString EllipseEllipseScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    for (const int axis : { Rx1, Ry1, Rx2, Ry2 }) {
        if (state[axis] <= 0) {
            return tr(
                "%1 must be greater than zero: a zero semi-axis squashes the ellipse into a segment, and "
                "the textbook method cannot map it to the unit circle.")
                .arg(params()[axis].symbol);
        }
    }
    for (const int which : { 0, 1 }) {
        const EllipseFields f = fieldsOf(which);
        const double ratio = state[f.rx] / state[f.ry];
        if (!std::isfinite(ratio) || ratio > geometry::tolerance::kMaxAxisRatio
            || ratio < 1 / geometry::tolerance::kMaxAxisRatio)
            return tr("Ellipse %1 is too thin: keep the ratio of its semi-axes below a million.")
                .arg(which + 1);
    }
    return {};
}

QList<HandleSpec> EllipseEllipseScene::handles() const
{
    // Ellipse 1 in shape group 2, ellipse 2 in group 0 (their colours on the canvas).
    return handlesOf(fieldsOf(0), 2) + handlesOf(fieldsOf(1), 0);
}

int EllipseEllipseScene::bodyAt(QPointF world) const
{
    // The active ellipse first, so that overlapping shapes still pick what the keys act on.
    for (const int which : { m_active, 1 - m_active }) {
        if (geometry::pointInEllipse(toVec(world), ellipse(which)).hit)
            return which == 0 ? Body1 : Body2;
    }
    return -1;
}

LessonScene::State EllipseEllipseScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    const EllipseFields f = fieldsOf(ellipseOfBody(body));
    next[f.cx] += delta.x();
    next[f.cy] += delta.y();
    return next;
}

std::optional<LessonScene::State> EllipseEllipseScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    return ellipseKeyAction(fieldsOf(m_active), kSteps, key, modifiers, picked);
}

QString EllipseEllipseScene::keyActionText(int key, const Selection& picked) const
{
    switch (key) {
    case Qt::Key_S: return tr("Stretch ellipse %1 along x").arg(m_active + 1);
    case Qt::Key_T: return tr("Stretch ellipse %1 along y").arg(m_active + 1);
    case Qt::Key_R: return tr("Turn ellipse %1").arg(m_active + 1);
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: return tr("Move ellipse %1").arg(ellipseOfBody(std::max(picked.body, 0)) + 1);
    default: break;
    }
    return tr("Move ellipse %1").arg(m_active + 1);
}

bool EllipseEllipseScene::keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection&)
{
    if (key == Qt::Key_A && (modifiers & Qt::ShiftModifier)) {
        setActive(1 - m_active);
        return true;
    }
    return false;
}

void EllipseEllipseScene::setStage(int stage)
{
    stage = std::clamp(stage, 0, kStageCount - 1);
    if (stage == m_stage)
        return;
    const bool wasReduction = isReductionStage(m_stage);
    m_stage = stage;
    emit stageChanged(stage);
    emit highlightChanged();
    if (isReductionStage(stage) != wasReduction)
        refit();
}

int EllipseEllipseScene::lastShownStage() const
{
    if (holds(kHeldImage))
        return World;
    if (holds(kHeldP) || holds(kHeldVerdict))
        return Tall;
    if (holds(kHeldX))
        return StartPoints;
    return kStageCount - 1;
}

int EllipseEllipseScene::shownStage() const
{
    return std::min(m_stage, lastShownStage());
}

int EllipseEllipseScene::drawnStage() const
{
    const Spotlight& spot = spotlight();
    const int stage = spot.is(ellipse_ellipse::kSpotStage) ? spot.first() : m_stage;
    return std::clamp(stage, 0, lastShownStage());
}

QString EllipseEllipseScene::drawnPart() const
{
    const Spotlight& spot = spotlight();
    if (!spot.is(ellipse_ellipse::kSpotStage) || drawnStage() != spot.first())
        return {};
    return spot.piece();
}

void EllipseEllipseScene::keepInView()
{
    // The room below for the inset comes and goes with it (a task that hides the reduction).
    if (!fitRect().contains(viewBox()) || insetShown() != m_roomForInset)
        refit();
}

bool EllipseEllipseScene::insetShown() const
{
    return m_inset && !isReductionStage(m_stage) && lastShownStage() > World;
}

QRectF EllipseEllipseScene::stagesBox() const
{
    const geometry::EllipseTextbookResult& t = textbook();
    if (!t.reduced)
        return {};
    const geometry::TextbookReduction& r = t.reduction;
    QRectF box = squareAround({ 0, 0 }, 1);
    for (const geometry::Vec2 c : { r.center, -r.C, t.E })
        box = box.united(squareAround(c, std::max(r.rA, r.rB)));
    // A tiny ellipse 2 blows ellipse 1 up: the pictures are cut to a sane size around the circle.
    return box.intersected(QRectF(-40, -40, 80, 80));
}

QRectF EllipseEllipseScene::viewBox() const
{
    const bool reduction = isReductionStage(m_stage);
    m_roomForInset = insetShown();
    QRectF box = reduction ? stagesBox() : QRectF();
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = ellipse(which);
        box = box.united(squareAround(e.center, std::max(e.rx, e.ry)));
    }
    // The inset covers the lower part of the canvas (when it is shown): leave room for it below,
    // and for the verdicts above.
    const double below = m_roomForInset ? 1.4 : 0.15;
    return box.adjusted(-0.1 * box.width(), -below * box.height(), 0.1 * box.width(), 0.35 * box.height());
}

LessonScene::State EllipseEllipseScene::example(Example which)
{
    State s = EllipseEllipseScene().initialState();
    if (which == SeedCode2)
        s = { -2.4, 2.3, 0.9, 1.7, 0, 0, 0, 1, 1, 0 };
    // The disagreements keep the seed's shapes and ellipse 1 where it is; ellipse 2 is moved and
    // turned to a place found by scanning near-touching positions with geometry/ (asserted in
    // the tests).
    if (which == FalseHit) {
        s[C2x] = -1.026;
        s[C2y] = 4;
        s[Theta2] = 105;
    } else if (which == MissedOverlap) {
        s[C2x] = -0.0617;
        s[C2y] = 3.9;
        s[Theta2] = 150;
    }
    return s;
}

} // namespace lab
