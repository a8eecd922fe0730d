#include "swept_lesson.h"

#include "swept_controls.h"
#include "swept_format.h"
#include "swept_painter.h"

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

constexpr double kKeyStep = 1; // world units per H/J/K/L press
constexpr double kBigKeyStep = 5; // with Shift

using swept::mathNum;

QRectF boxOf(const geometry::Circle& c)
{
    return { c.center.x - c.radius, c.center.y - c.radius, 2 * c.radius, 2 * c.radius };
}

QString vectorTex(geometry::Vec2 v)
{
    return QStringLiteral("(%1,\\ %2)").arg(mathNum(v.x), mathNum(v.y));
}

} // namespace

SweptScene::SweptScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("A0.x"), "SweptLesson",
                QT_TRANSLATE_NOOP("SweptLesson", "x of A at the previous frame"), -50 },
            { QStringLiteral("A0.y"), "SweptLesson",
                QT_TRANSLATE_NOOP("SweptLesson", "y of A at the previous frame"), 0 },
            { QStringLiteral("A1.x"), "SweptLesson", QT_TRANSLATE_NOOP("SweptLesson", "x of A at this frame"),
                0 },
            { QStringLiteral("A1.y"), "SweptLesson", QT_TRANSLATE_NOOP("SweptLesson", "y of A at this frame"),
                0 },
            { QStringLiteral("B0.x"), "SweptLesson",
                QT_TRANSLATE_NOOP("SweptLesson", "x of B at the previous frame"), 40 },
            { QStringLiteral("B0.y"), "SweptLesson",
                QT_TRANSLATE_NOOP("SweptLesson", "y of B at the previous frame"), 30 },
            { QStringLiteral("B1.x"), "SweptLesson", QT_TRANSLATE_NOOP("SweptLesson", "x of B at this frame"),
                10 },
            { QStringLiteral("B1.y"), "SweptLesson", QT_TRANSLATE_NOOP("SweptLesson", "y of B at this frame"),
                10 },
            { QStringLiteral("rA"), "SweptLesson",
                QT_TRANSLATE_NOOP("SweptLesson", "radius of A (0: a point)"), 15 },
            { QStringLiteral("rB"), "SweptLesson",
                QT_TRANSLATE_NOOP("SweptLesson", "radius of B (0: a point)"), 10 },
        },
        parent)
{
}

geometry::SweptCircle SweptScene::circleA(const State& s)
{
    return { { s[A0x], s[A0y] }, { s[A1x], s[A1y] }, s[RA] };
}

geometry::SweptCircle SweptScene::circleB(const State& s)
{
    return { { s[B0x], s[B0y] }, { s[B1x], s[B1y] }, s[RB] };
}

geometry::Circle SweptScene::circleAt(int which, double u) const
{
    const geometry::SweptCircle c = which == 0 ? a() : b();
    return { c.from + u * (c.to - c.from), c.radius };
}

geometry::CircleCircleResult SweptScene::frameTest(double u) const
{
    return geometry::circleVsCircle(circleAt(0, u), circleAt(1, u));
}

QString SweptScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (state[RA] < 0 || state[RB] < 0)
        return tr("A radius cannot be negative. Zero is allowed: the circle shrinks to a point.");
    return {};
}

QVector<HandleSpec> SweptScene::handles() const
{
    return {
        { HandleKind::Point, A0x, A0y, -1, -1, 0 },
        { HandleKind::Point, A1x, A1y, -1, -1, 0 },
        { HandleKind::Point, B0x, B0y, -1, -1, 1 },
        { HandleKind::Point, B1x, B1y, -1, -1, 1 },
        { HandleKind::Radius, RA, -1, A0x, A0y, 0 },
        { HandleKind::Radius, RB, -1, B0x, B0y, 1 },
    };
}

int SweptScene::bodyAt(QPointF world) const
{
    const geometry::Vec2 p { world.x(), world.y() };
    for (const int which : { 1, 0 }) { // B is drawn on top
        for (const double u : { 1.0, 0.0 }) {
            if (geometry::pointInCircle(p, circleAt(which, u)).hit)
                return which;
        }
    }
    return -1;
}

LessonScene::State SweptScene::movedBody(int body, QPointF delta, const State& start) const
{
    State next = start;
    const int first = body == 0 ? A0x : B0x; // x, y at the previous frame, then at this frame
    for (const int i : { first, first + 2 }) {
        next[i] += delta.x();
        next[i + 1] += delta.y();
    }
    return next;
}

std::optional<LessonScene::State> SweptScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const
{
    const double step = (modifiers & Qt::ShiftModifier) ? kBigKeyStep : kKeyStep;
    QPointF delta;
    switch (key) {
    case Qt::Key_H: delta = { -step, 0 }; break;
    case Qt::Key_J: delta = { 0, -step }; break;
    case Qt::Key_K: delta = { 0, step }; break;
    case Qt::Key_L: delta = { step, 0 }; break;
    default: return std::nullopt;
    }
    int circle = std::max(picked.body, 0);
    if (const int h = picked.handle; h >= 0 && h < handles().size())
        circle = handles().at(h).group;
    return movedBody(circle, delta, state());
}

QString SweptScene::keyActionText(int, const Selection&) const
{
    return tr("Move a circle's path");
}

QRectF SweptScene::fitRect() const
{
    // Where the default scene and every one-click configuration lie (world units).
    QRectF box(QPointF(-75, -45), QPointF(75, 55));
    for (const int which : { 0, 1 }) {
        box = box.united(boxOf(circleAt(which, 0))).united(boxOf(circleAt(which, 1)));
    }
    return box;
}

LessonScene::State SweptScene::example(Example which)
{
    switch (which) {
    case Start: break;
    case Tunnelling: // a small fast A jumps right over B: both frames apart, the paths cross
        return { -50, 0, 50, 0, -10, 10, 10, 10, 5, 10 };
    case TextbookFalseHit: // closest approach inside the frame at distance 30 > rA + rB = 20
        return { -20, 0, 20, 0, -60, 30, 60, 30, 10, 10 };
    case NoRelativeMotion: // A and B move by the same (40, 30): C0 = C1, alpha = 0
        return { -40, -20, 0, 10, 0, -20, 40, 10, 15, 15 };
    }
    return { -50, 0, 0, 0, 40, 30, 10, 10, 15, 10 };
}

std::unique_ptr<ScenePainter> SweptLesson::createPainter() const
{
    return std::make_unique<SweptPainter>();
}

QWidget* SweptLesson::controls(SweptScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new SweptControls(scene, undo, view, parent);
}

QString SweptLesson::live(const SweptScene& scene) const
{
    const geometry::SweptCircle a = scene.a();
    const geometry::SweptCircle b = scene.b();
    const geometry::SweptResult h = scene.result();
    const geometry::SweptTextbookResult tb = scene.textbook();
    const geometry::Vec2 c0 = b.from - a.from;
    const geometry::Vec2 c1 = b.to - a.to;
    const double r = a.radius + b.radius;
    const double crossC = geometry::cross(c0, c1);

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your circles right now"));
    html += QStringLiteral(
        "$$\\begin{aligned} C_0 &= B_0 - A_0 = %1 \\\\ C_1 &= B_1 - A_1 = %2 \\end{aligned}$$")
                .arg(vectorTex(c0), vectorTex(c1));
    html += QStringLiteral(
        "$$\\begin{aligned} \\alpha &= |C_1 - C_0|^2 = %1 \\\\ \\beta &= |C_1|^2 - |C_0|^2 = %2 \\\\ "
        "\\gamma &= |C_0 + C_1|^2 = %3 \\end{aligned}$$")
                .arg(mathNum(h.alpha), mathNum(h.beta), mathNum(h.gamma));
    html += QStringLiteral("$$R = 4(r_A + r_B)^2 = 4 \\cdot %1^2 = %2$$").arg(mathNum(r), mathNum(h.bigR));

    if (h.alpha == 0) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("$\\alpha = 0$: A and B move by the same vector, so their distance never changes "
                            "during the frame. "
                            "There is no vertex; the test is simply $|C_0|^2 \\le r^2$:"));
        html += QStringLiteral("$$|C_0|^2 = %1 \\;%2\\; r^2 = %3$$")
                    .arg(mathNum(tb.c0), h.hit ? QStringLiteral("\\le") : QStringLiteral(">"),
                        mathNum(tb.rSquared));
    } else {
        const double vertex = -h.beta / h.alpha;
        const bool inside = vertex >= -1 && vertex <= 1;
        html += QStringLiteral("$$s_{top} = -\\frac{\\beta}{\\alpha} = %1 \\quad %2$$")
                    .arg(mathNum(vertex),
                        inside ? QStringLiteral("\\in [-1, 1]") : QStringLiteral("\\notin [-1, 1]"));
        if (inside) {
            const double left = crossC * crossC;
            const double right = tb.rSquared * h.alpha;
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The vertex lies inside the frame, so the vertex test decides:"));
            html += QStringLiteral("$$\\begin{aligned} |C_0 \\times C_1|^2 &= %1^2 = %2 \\\\ &%3\\; r^2 |C_1 "
                                   "- C_0|^2 = %4 \\cdot %5 = %6 "
                                   "\\end{aligned}$$")
                        .arg(mathNum(crossC), mathNum(left),
                            h.hit ? QStringLiteral("\\le") : QStringLiteral(">"), mathNum(tb.rSquared),
                            mathNum(h.alpha), mathNum(right));
        } else {
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The vertex lies outside the frame, so g is monotonic on [-1, 1] and the two "
                                "ends decide:"));
            html += QStringLiteral(
                "$$\\begin{gathered} |C_0|^2 = %1, \\quad |C_1|^2 = %2, \\\\ r^2 = %3 \\end{gathered}$$")
                        .arg(mathNum(tb.c0), mathNum(tb.c1), mathNum(tb.rSquared));
        }
    }
    if (tb.vertexBranch) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The article's vertex test, with $i = (C_0, C_1) = %1$:").arg(mathNum(tb.i)));
        html += QStringLiteral(
            "$$\\begin{aligned} -i^2 &= %1 \\\\ &\\le r^2 (c_0 + c_1 - 2i) = %2 \\end{aligned}$$")
                    .arg(mathNum(-tb.i * tb.i), mathNum(tb.rSquared * (tb.c0 + tb.c1 - 2 * tb.i)));
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The left side is never positive and the right side never negative, so this "
                            "always holds."));
    }
    QString verdict;
    if (h.hit)
        verdict = tr("Swept test: hit, first contact at t = %1 of the frame.").arg(swept::num(h.t, 3));
    else
        verdict = tr("Swept test: miss, closest distance %1 > rA + rB = %2.")
                      .arg(swept::num(std::sqrt(h.minDistanceSquared)), swept::num(r));
    verdict += QLatin1Char(' ')
        + (tb.hit ? tr("The article's test says hit.") : tr("The article's test says miss."));
    html += QStringLiteral("<p><b>%1</b></p>").arg(verdict.toHtmlEscaped());
    return html;
}

} // namespace lab
