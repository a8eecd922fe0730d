#include "ellipse_point_lesson.h"

#include "ellipse_point_controls.h"
#include "ellipse_point_painter.h"

#include "core/canvas/scene_painter.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {

namespace {

constexpr double kKeyStep = 0.1; // world units per H/J/K/L press
constexpr double kBigKeyStep = 0.5; // with Shift
constexpr double kStretch = 1.1; // S / T multiply a semi-axis by this (Shift: divide)
constexpr double kTurnDegrees = 5; // R / Shift+R

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180;
}

using ellipse_point::mathNum;

// "\begin{pmatrix} a & b & t_x \\ c & d & t_y \\ 0 & 0 & 1 \end{pmatrix}" of an affine map.
QString homogeneous(const geometry::Affine2& f)
{
    return QStringLiteral("\\begin{pmatrix} %1 & %2 & %3 \\\\ %4 & %5 & %6 \\\\ 0 & 0 & 1 \\end{pmatrix}")
        .arg(mathNum(f.m.a), mathNum(f.m.b), mathNum(f.t.x), mathNum(f.m.c), mathNum(f.m.d), mathNum(f.t.y));
}

} // namespace

namespace ellipse_point {

QString num(double value)
{
    return formatNumber(value, 2);
}

QString mathNum(double value, bool bracketNegative)
{
    QString s = num(value);
    s.replace(QLatin1Char(','), QStringLiteral("{,}"));
    if (bracketNegative && s.startsWith(QLatin1Char('-')))
        s = QStringLiteral("(%1)").arg(s);
    return s;
}

QString pointText(geometry::Vec2 p)
{
    return QStringLiteral("(%1, %2)").arg(num(p.x), num(p.y));
}

QString stageName(int stage)
{
    switch (stage) {
    case EllipsePointScene::Translated: return EllipsePointLesson::tr("translated by −C");
    case EllipsePointScene::Rotated: return EllipsePointLesson::tr("rotated by −θ");
    case EllipsePointScene::Scaled: return EllipsePointLesson::tr("y scaled by rx/ry");
    default: break;
    }
    return EllipsePointLesson::tr("original");
}

} // namespace ellipse_point

EllipsePointScene::EllipsePointScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("P.x"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP("EllipsePointLesson", "x of the point P"), 2 },
            { QStringLiteral("P.y"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP("EllipsePointLesson", "y of the point P"), 3.5 },
            { QStringLiteral("C.x"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP("EllipsePointLesson", "x of the centre C of the ellipse"), 1 },
            { QStringLiteral("C.y"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP("EllipsePointLesson", "y of the centre C of the ellipse"), 0.5 },
            { QStringLiteral("rx"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP("EllipsePointLesson", "semi-axis along the ellipse's own x axis"), 4 },
            { QStringLiteral("ry"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP("EllipsePointLesson", "semi-axis along the ellipse's own y axis"), 2 },
            { QStringLiteral("θ°"), "EllipsePointLesson",
                QT_TRANSLATE_NOOP(
                    "EllipsePointLesson", "rotation of the ellipse in degrees, counter-clockwise"),
                30 },
        },
        parent)
    , m_fit(viewBox(initialState()))
{
}

QRectF EllipsePointScene::viewBox(const State& state)
{
    const geometry::Ellipse e = ellipseOf(state);
    const auto around = [](geometry::Vec2 c, double r) { return QRectF(c.x - r, c.y - r, 2 * r, 2 * r); };
    const double r = std::max(e.rx, e.ry);
    QRectF box = around(e.center, r).united(around({}, r));
    const geometry::PointEllipseResult t = geometry::pointInEllipse(pointOf(state), e);
    for (int k = 0; k < kStageCount; ++k)
        box = box.united(around(pointAt(t, pointOf(state), k), 0.05 * r));
    return box.adjusted(0, 0, 0, 0.2 * r); // room for the headlines at the top
}

void EllipsePointScene::refit()
{
    const QRectF box = viewBox(state());
    if (box == m_fit)
        return;
    m_fit = box;
    emit fitRectChanged();
}

geometry::Vec2 EllipsePointScene::pointOf(const State& state)
{
    return { state[Px], state[Py] };
}

geometry::Ellipse EllipsePointScene::ellipseOf(const State& state)
{
    return { { state[Cx], state[Cy] }, state[Rx], state[Ry], radians(state[Theta]) };
}

geometry::Vec2 EllipsePointScene::axisEnd(const State& state, Handle end)
{
    const geometry::Ellipse e = ellipseOf(state);
    const geometry::Vec2 u = geometry::unitAt(e.angle);
    return end == RyEnd ? e.center + e.ry * geometry::perp(u) : e.center + e.rx * u;
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
    const geometry::PointEllipseResult& trace, geometry::Vec2 p, int stage)
{
    switch (stage) {
    case Translated: return trace.translated;
    case Rotated: return trace.rotated;
    case Scaled: return trace.scaled;
    default: break;
    }
    return p;
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

QVector<HandleSpec> EllipsePointScene::handles() const
{
    return {
        { HandleKind::Point, Cx, Cy, -1, -1, 0 },
        { HandleKind::Axis, Rx, Theta, Cx, Cy, 0, 0 },
        { HandleKind::Axis, Ry, Theta, Cx, Cy, 0, 1 },
        { HandleKind::Point, Px, Py, -1, -1, 1 },
    };
}

int EllipsePointScene::bodyAt(QPointF world) const
{
    if (geometry::pointInEllipse({ world.x(), world.y() }, ellipse()).hit)
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
    const bool shift = modifiers & Qt::ShiftModifier;
    const double step = shift ? kBigKeyStep : kKeyStep;
    State next = state();
    switch (key) {
    case Qt::Key_H: next[Cx] -= step; break;
    case Qt::Key_J: next[Cy] -= step; break;
    case Qt::Key_K: next[Cy] += step; break;
    case Qt::Key_L: next[Cx] += step; break;
    case Qt::Key_S: next[Rx] = shift ? next[Rx] / kStretch : next[Rx] * kStretch; break;
    case Qt::Key_T: next[Ry] = shift ? next[Ry] / kStretch : next[Ry] * kStretch; break;
    case Qt::Key_R:
        next[Theta] = normalizedDegrees(next[Theta] + (shift ? -kTurnDegrees : kTurnDegrees));
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // The arrows move the picked ellipse (a handle picked with Tab or a click takes the arrows
        // before they get here).
        const int body = picked.body;
        if (body < 0)
            return std::nullopt;
        return movedBody(body, *arrowStep(key, step), next);
    }
    default: return std::nullopt;
    }
    return next;
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

std::unique_ptr<ScenePainter> EllipsePointLesson::createPainter() const
{
    return std::make_unique<EllipsePointPainter>();
}

QWidget* EllipsePointLesson::controls(
    EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new EllipsePointControls(scene, undo, view, parent);
}

QString EllipsePointLesson::live(const EllipsePointScene& scene) const
{
    const geometry::Ellipse e = scene.ellipse();
    const geometry::Vec2 p = scene.point();
    const geometry::PointEllipseResult t = scene.trace();
    const EllipsePointScene::Maps m = EllipsePointScene::maps(e);
    const double c = std::cos(e.angle);
    const double s = std::sin(e.angle);
    const geometry::Vec2 d = t.translated;
    const auto n = [](double v) { return mathNum(v, true); };

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ellipse and point right now"));
    html += QStringLiteral(
        "<p>$C = (%1, %2),\\ r_x = %3,\\ r_y = %4$, $\\theta = %5^\\circ$, $P = (%6, %7)$</p>")
                .arg(mathNum(e.center.x), mathNum(e.center.y), mathNum(e.rx), mathNum(e.ry),
                    mathNum(scene.value(EllipsePointScene::Theta)), mathNum(p.x), mathNum(p.y));
    html += QStringLiteral("<p>%1</p>").arg(tr("(1) Move C to the origin:"));
    html += QStringLiteral("$$d_x = P_x - C_x = %1,\\quad d_y = P_y - C_y = %2$$")
                .arg(mathNum(d.x), mathNum(d.y));
    html += QStringLiteral("<p>%1</p>").arg(tr("(2) Turn back by θ and (3) stretch y by rx/ry:"));
    html += QStringLiteral("$$\\begin{aligned} x' &= d_x\\cos\\theta + d_y\\sin\\theta \\\\ "
                           "&= %1 \\cdot %2 + %3 \\cdot %4 = %5 \\end{aligned}$$")
                .arg(n(d.x), n(c), n(d.y), n(s), mathNum(t.scaled.x));
    html += QStringLiteral(
        "$$\\begin{aligned} y' &= \\tfrac{r_x}{r_y}\\,(-d_x\\sin\\theta + d_y\\cos\\theta) \\\\ "
        "&= \\tfrac{%1}{%2}\\,(-%3 \\cdot %4 + %5 \\cdot %6) = %7 \\end{aligned}$$")
                .arg(mathNum(e.rx), mathNum(e.ry), n(d.x), n(s), n(d.y), n(c), mathNum(t.scaled.y));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("(4) The same three maps as 3 × 3 matrices acting on (x, y, 1):"));
    html += QStringLiteral("$$T = %1,\\quad S = %2$$").arg(homogeneous(m.T), homogeneous(m.S));
    html += QStringLiteral("$$R = %1$$").arg(homogeneous(m.R));
    const geometry::Vec2 image = geometry::apply(m.M, p);
    html += QStringLiteral("$$M = S\\,R\\,T = %1$$").arg(homogeneous(m.M));
    html += QStringLiteral("$$M \\begin{pmatrix} %1 \\\\ %2 \\\\ 1 \\end{pmatrix} = "
                           "\\begin{pmatrix} %3 \\\\ %4 \\\\ 1 \\end{pmatrix}$$")
                .arg(mathNum(p.x), mathNum(p.y), mathNum(image.x), mathNum(image.y));
    html += QStringLiteral("<p>%1</p>").arg(tr("(5) Compare with the circle of radius rx:"));
    html += QStringLiteral("$$x'^2 + y'^2 = %1 \\;%2\\; r_x^2 = %3$$")
                .arg(mathNum(t.valueSquared), t.hit ? QStringLiteral("\\le") : QStringLiteral(">"),
                    mathNum(t.radiusSquared));
    QString verdict
        = t.hit ? tr("The point is inside the ellipse.") : tr("The point is outside the ellipse.");
    if (t.valueSquared == t.radiusSquared)
        verdict += QLatin1Char(' ') + tr("It lies exactly on the boundary, which counts as inside.");
    html += QStringLiteral("<p><b>%1</b></p>").arg(verdict);
    return html;
}

} // namespace lab
