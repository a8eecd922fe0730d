#include "ellipse_ellipse_lesson.h"

#include "ellipse_ellipse_controls.h"
#include "ellipse_ellipse_painter.h"

#include "core/canvas/scene_painter.h"

#include <geometry/numeric.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {

namespace {

constexpr double kKeyStep = 0.05; // world units per H/J/K/L press
constexpr double kBigKeyStep = 0.25; // with Shift
constexpr double kStretch = 1.1; // S / T multiply a semi-axis by this (Shift: divide)
constexpr double kTurnDegrees = 5; // R / Shift+R

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180;
}

int ellipseOfBody(int body)
{
    return body == EllipseEllipseScene::Body2 ? 1 : 0;
}

int ellipseOfHandle(int handle)
{
    return handle < EllipseEllipseScene::kHandlesPerEllipse ? 0 : 1;
}

bool isRyEnd(int handle)
{
    return handle == EllipseEllipseScene::RyEnd1 || handle == EllipseEllipseScene::RyEnd2;
}

} // namespace

namespace ellipse_ellipse {

QString num(double value, int decimals)
{
    return formatNumber(value, decimals);
}

QString mathNum(double value, int decimals)
{
    QString s = num(value, decimals);
    s.replace(QLatin1Char(','), QStringLiteral("{,}"));
    return s;
}

QString pointText(geometry::Vec2 p, int decimals)
{
    return QStringLiteral("(%1, %2)").arg(num(p.x, decimals), num(p.y, decimals));
}

QString caseName(geometry::TextbookCase c)
{
    switch (c) {
    case geometry::TextbookCase::I: return QStringLiteral("I");
    case geometry::TextbookCase::II: return QStringLiteral("II");
    case geometry::TextbookCase::III: return QStringLiteral("III");
    case geometry::TextbookCase::IV: return QStringLiteral("IV");
    case geometry::TextbookCase::Trivial: break;
    }
    return EllipseEllipseLesson::tr("trivial");
}

QString trivialReason(geometry::TextbookTrivial t)
{
    using T = geometry::TextbookTrivial;
    switch (t) {
    case T::LeftOfLine: return EllipseEllipseLesson::tr("E.x + a < −1: the ellipse is left of x = −1");
    case T::AboveLine: return EllipseEllipseLesson::tr("E.y − b > 1: the ellipse is above y = 1");
    case T::PBelowAxis: return EllipseEllipseLesson::tr("P.y ≤ 0: P is below the x axis");
    case T::PAboveTop: return EllipseEllipseLesson::tr("P.y ≥ 1: P is above the circle");
    case T::SlopeOrder: return EllipseEllipseLesson::tr("the slope at P is not below the slope at P′");
    case T::BottomInCircle:
        return EllipseEllipseLesson::tr("the bottom point P is in the circle or below the x axis");
    case T::None: break;
    }
    return EllipseEllipseLesson::tr("the input is not a proper ellipse");
}

QString exactLine(const geometry::EllipseEllipseResult& r)
{
    const QString verdict = r.hit ? EllipseEllipseLesson::tr("overlap") : EllipseEllipseLesson::tr("apart");
    QString why;
    if (!r.valid)
        why = EllipseEllipseLesson::tr("invalid input");
    else if (r.circleShortcut)
        why = r.hit ? EllipseEllipseLesson::tr("the inscribed circles already overlap")
                    : EllipseEllipseLesson::tr("the bounding circles are already apart");
    else if (r.centerInside)
        why = EllipseEllipseLesson::tr("the circle's centre is inside the image ellipse");
    else
        why = QStringLiteral("d = %1 %2 1")
                  .arg(num(r.distance, 6), r.hit ? QStringLiteral("≤") : QStringLiteral(">"));
    return EllipseEllipseLesson::tr("Exact test: %1 (%2)").arg(verdict, why);
}

QString textbookLine(const geometry::EllipseTextbookResult& t)
{
    const QString verdict = t.hit ? EllipseEllipseLesson::tr("overlap") : EllipseEllipseLesson::tr("apart");
    if (t.decidingCase == geometry::TextbookCase::Trivial)
        return EllipseEllipseLesson::tr("Textbook heuristic: %1, trivial case (%2)")
            .arg(verdict, trivialReason(t.trivial));
    return EllipseEllipseLesson::tr("Textbook heuristic: %1, case %2").arg(verdict, caseName(t.decidingCase));
}

} // namespace ellipse_ellipse

EllipseEllipseScene::EllipseEllipseScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("C₁.x"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "x of the centre of ellipse 1"), -3.55 },
            { QStringLiteral("C₁.y"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "y of the centre of ellipse 1"), 1.25 },
            { QStringLiteral("rx₁"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "semi-axis of ellipse 1 along its own x axis"),
                2.34 },
            { QStringLiteral("ry₁"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "semi-axis of ellipse 1 along its own y axis"),
                1.23 },
            { QStringLiteral("θ₁°"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP(
                    "EllipseEllipseLesson", "rotation of ellipse 1 in degrees, counter-clockwise"),
                25 },
            { QStringLiteral("C₂.x"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "x of the centre of ellipse 2"), 2.65 },
            { QStringLiteral("C₂.y"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "y of the centre of ellipse 2"), 0.2 },
            { QStringLiteral("rx₂"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "semi-axis of ellipse 2 along its own x axis"),
                1.25 },
            { QStringLiteral("ry₂"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP("EllipseEllipseLesson", "semi-axis of ellipse 2 along its own y axis"),
                2.21 },
            { QStringLiteral("θ₂°"), "EllipseEllipseLesson",
                QT_TRANSLATE_NOOP(
                    "EllipseEllipseLesson", "rotation of ellipse 2 in degrees, counter-clockwise"),
                26.5 },
        },
        parent)
    , m_fit(viewBox(initialState()))
{
}

void EllipseEllipseScene::followSelection(const Selection& picked)
{
    if (picked.body >= 0)
        setActive(ellipseOfBody(picked.body));
    else if (picked.handle >= 0)
        setActive(ellipseOfHandle(picked.handle));
}

geometry::Ellipse EllipseEllipseScene::ellipseOf(const State& state, int which)
{
    const int o = which == 0 ? 0 : kFieldsPerEllipse;
    return { { state[C1x + o], state[C1y + o] }, state[Rx1 + o], state[Ry1 + o], radians(state[Theta1 + o]) };
}

geometry::EllipseEllipseResult EllipseEllipseScene::exact() const
{
    return geometry::ellipseVsEllipse(ellipse(0), ellipse(1));
}

geometry::EllipseTextbookResult EllipseEllipseScene::textbook() const
{
    return geometry::ellipseVsEllipseTextbook(ellipse(0), ellipse(1));
}

geometry::Vec2 EllipseEllipseScene::axisEnd(const State& state, Handle end)
{
    const geometry::Ellipse e = ellipseOf(state, ellipseOfHandle(end));
    const geometry::Vec2 u = geometry::unitAt(e.angle);
    return isRyEnd(end) ? e.center + e.ry * geometry::perp(u) : e.center + e.rx * u;
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
        const int o = which * kFieldsPerEllipse;
        const double ratio = state[Rx1 + o] / state[Ry1 + o];
        if (!std::isfinite(ratio) || ratio > geometry::tolerance::kMaxAxisRatio
            || ratio < 1 / geometry::tolerance::kMaxAxisRatio)
            return tr("Ellipse %1 is too thin: keep the ratio of its semi-axes below a million.")
                .arg(which + 1);
    }
    return {};
}

QVector<HandleSpec> EllipseEllipseScene::handles() const
{
    // Ellipse 1 in shape group 2, ellipse 2 in group 0 (their colours on the canvas).
    return {
        { HandleKind::Point, C1x, C1y, -1, -1, 2 },
        { HandleKind::Axis, Rx1, Theta1, C1x, C1y, 2, 0 },
        { HandleKind::Axis, Ry1, Theta1, C1x, C1y, 2, 1 },
        { HandleKind::Point, C2x, C2y, -1, -1, 0 },
        { HandleKind::Axis, Rx2, Theta2, C2x, C2y, 0, 0 },
        { HandleKind::Axis, Ry2, Theta2, C2x, C2y, 0, 1 },
    };
}

int EllipseEllipseScene::bodyAt(QPointF world) const
{
    const geometry::Vec2 w { world.x(), world.y() };
    // The active ellipse first, so that overlapping shapes still pick what the keys act on.
    const int first = m_active;
    for (const int which : { first, 1 - first }) {
        if (geometry::pointInEllipse(w, ellipse(which)).hit)
            return which == 0 ? Body1 : Body2;
    }
    return -1;
}

LessonScene::State EllipseEllipseScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    const int o = ellipseOfBody(body) * kFieldsPerEllipse;
    next[C1x + o] += delta.x();
    next[C1y + o] += delta.y();
    return next;
}

std::optional<LessonScene::State> EllipseEllipseScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    const bool shift = modifiers & Qt::ShiftModifier;
    const double step = shift ? kBigKeyStep : kKeyStep;
    const int o = m_active * kFieldsPerEllipse;
    State next = state();
    switch (key) {
    case Qt::Key_H: next[C1x + o] -= step; break;
    case Qt::Key_J: next[C1y + o] -= step; break;
    case Qt::Key_K: next[C1y + o] += step; break;
    case Qt::Key_L: next[C1x + o] += step; break;
    case Qt::Key_S: next[Rx1 + o] = shift ? next[Rx1 + o] / kStretch : next[Rx1 + o] * kStretch; break;
    case Qt::Key_T: next[Ry1 + o] = shift ? next[Ry1 + o] / kStretch : next[Ry1 + o] * kStretch; break;
    case Qt::Key_R:
        next[Theta1 + o] = normalizedDegrees(next[Theta1 + o] + (shift ? -kTurnDegrees : kTurnDegrees));
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int body = picked.body;
        if (body < 0)
            return std::nullopt;
        return movedBody(body, *arrowStep(key, step), next);
    }
    default: return std::nullopt;
    }
    return next;
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

QRectF EllipseEllipseScene::viewBox(const State& state)
{
    QRectF box;
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = ellipseOf(state, which);
        const double r = std::max(e.rx, e.ry);
        box = box.united(QRectF(e.center.x - r, e.center.y - r, 2 * r, 2 * r));
    }
    // The inset covers the lower part of the canvas: leave room for it below, and for the
    // verdicts above.
    return box.adjusted(-0.1 * box.width(), -1.4 * box.height(), 0.1 * box.width(), 0.35 * box.height());
}

void EllipseEllipseScene::refit()
{
    const QRectF box = viewBox(state());
    if (box == m_fit)
        return;
    m_fit = box;
    emit fitRectChanged();
}

LessonScene::State EllipseEllipseScene::example(Example which)
{
    State s = EllipseEllipseScene().initialState();
    if (which == SeedCode2) {
        s[C1x] = -2.4;
        s[C1y] = 2.3;
        s[Rx1] = 0.9;
        s[Ry1] = 1.7;
        s[Theta1] = 0;
        s[C2x] = 0;
        s[C2y] = 0;
        s[Rx2] = 1;
        s[Ry2] = 1;
        s[Theta2] = 0;
    }
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

std::unique_ptr<ScenePainter> EllipseEllipseLesson::createPainter() const
{
    return std::make_unique<EllipseEllipsePainter>();
}

QWidget* EllipseEllipseLesson::controls(
    EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new EllipseEllipseControls(scene, undo, view, parent);
}

QString EllipseEllipseLesson::live(const EllipseEllipseScene& scene) const
{
    using ellipse_ellipse::mathNum;
    const geometry::EllipseEllipseResult exact = scene.exact();
    const geometry::EllipseTextbookResult t = scene.textbook();
    const auto m4 = [](double v) { return mathNum(v, 4); };

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your two ellipses right now"));
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        html += QStringLiteral(
            "<p>$C_%1 = (%2, %3),\\ r_{x%1} = %4,\\ r_{y%1} = %5,\\ \\theta_%1 = %6^\\circ$</p>")
                    .arg(which + 1)
                    .arg(mathNum(e.center.x, 4), mathNum(e.center.y, 4), mathNum(e.rx, 4), mathNum(e.ry, 4),
                        mathNum(scene.value(
                            which == 0 ? EllipseEllipseScene::Theta1 : EllipseEllipseScene::Theta2)));
    }
    if (t.a > 0) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("After $M_2^{-1}$, the SVD and the reflections, ellipse 1 is a tall "
                            "axis-aligned ellipse next to the unit circle:"));
        html += QStringLiteral("$$E = (%1, %2)$$").arg(m4(t.E.x), m4(t.E.y));
        html += QStringLiteral("$$a = %1 \\le b = %2$$").arg(m4(t.a), m4(t.b));
        if (t.k > 0) // set once the heuristic gets past its first two rejects
            html += QStringLiteral("$$k = a/b = %1$$").arg(m4(t.k));
    }
    if (t.decidingCase != geometry::TextbookCase::Trivial
        || t.trivial == geometry::TextbookTrivial::SlopeOrder) {
        html += QStringLiteral("$$P = (%1, %2),\\quad P' = (%3, %4)$$")
                    .arg(mathNum(t.P.x), mathNum(t.P.y), mathNum(t.Pp.x), mathNum(t.Pp.y));
    }
    if (t.reachedQ) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The quadratic for $X = \\tan x$ and the points with equal tangent slope:"));
        html += QStringLiteral("$$%1\\,X^2 + (%2)\\,X + (%3) = 0$$")
                    .arg(m4(t.quadS), m4(t.quadT), m4(t.quadU));
        html += QStringLiteral("$$X = %1$$").arg(m4(t.X));
        html += QStringLiteral("$$Q = (%1, %2),\\quad |OQ| = %3$$")
                    .arg(m4(t.Q.x), m4(t.Q.y), m4(geometry::length(t.Q)));
        html += QStringLiteral("$$Q' = (%1, %2)$$").arg(m4(t.Qp.x), m4(t.Qp.y));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(ellipse_ellipse::textbookLine(t).toHtmlEscaped());
    if (!exact.circleShortcut && exact.valid) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The exact test maps the rounder ellipse to the unit circle; the "
                            "other becomes an ellipse with semi-axes"));
        html += QStringLiteral("$$s_1 = %1,\\quad s_2 = %2$$").arg(m4(exact.semiMajor), m4(exact.semiMinor));
        html += QStringLiteral("$$d = %1$$").arg(mathNum(exact.distance, 6));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(ellipse_ellipse::exactLine(exact).toHtmlEscaped());
    if (exact.hit != t.hit)
        html += QStringLiteral("<p class=\"erratum\"><b>%1</b></p>").arg(tr("The two tests disagree here."));
    return html;
}

} // namespace lab
