#include "lines_scene.h"

#include "core/canvas/scene_painter.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <geometry/numeric.h>
#include <geometry/vec2.h>

#include <cmath>

namespace lab {

namespace {

// A field of this scene; its tooltip is translated in the scene's context.
ParamSpec field(const char* symbol, const char* tooltip, double initial, bool hidden = false)
{
    return { QString::fromUtf8(symbol), "lab::LinesScene", tooltip, initial, hidden };
}

LessonScene::State rotated(LessonScene::State state, int xIndex, int yIndex, double degrees)
{
    const geometry::Vec2 turned
        = geometry::rotated({ state[xIndex], state[yIndex] }, geometry::radians(degrees));
    state[xIndex] = turned.x;
    state[yIndex] = turned.y;
    return state;
}

} // namespace

LinesScene::LinesScene(QObject* parent)
    : LessonScene(
        {
            field("P.x", QT_TRANSLATE_NOOP("lab::LinesScene", "x of the point P on line 1"), -4),
            field("P.y", QT_TRANSLATE_NOOP("lab::LinesScene", "y of the point P on line 1"), -2),
            field("a.x", QT_TRANSLATE_NOOP("lab::LinesScene", "x of the direction a of line 1"), 3),
            field("a.y", QT_TRANSLATE_NOOP("lab::LinesScene", "y of the direction a of line 1"), 1),
            field("Q.x", QT_TRANSLATE_NOOP("lab::LinesScene", "x of the point Q on line 2"), 3),
            field("Q.y", QT_TRANSLATE_NOOP("lab::LinesScene", "y of the point Q on line 2"), -3),
            field("b.x", QT_TRANSLATE_NOOP("lab::LinesScene", "x of the direction b of line 2"), -1),
            field("b.y", QT_TRANSLATE_NOOP("lab::LinesScene", "y of the direction b of line 2"), 2),
        },
        parent)
{
    // Hiding the handles is a change of their number: the canvas drops its selection.
    connect(this, &LessonScene::changed, this, [this] {
        if (holds(lines::kHeldLines) != m_handlesHidden) {
            m_handlesHidden = !m_handlesHidden;
            emit handlesChanged();
        }
    });
}

geometry::Line LinesScene::first() const
{
    return { { value(Px), value(Py) }, { value(Ax), value(Ay) } };
}

geometry::Line LinesScene::second() const
{
    return { { value(Qx), value(Qy) }, { value(Bx), value(By) } };
}

const geometry::LineLineResult& LinesScene::result() const
{
    return m_result.get(*this, [this] { return geometry::lineVsLine(first(), second()); });
}

LineEquation LinesScene::equation(int line) const
{
    const geometry::Line l = line == 1 ? first() : second();
    const double a = -l.direction.y;
    const double b = l.direction.x;
    double c = a * l.point.x + b * l.point.y;
    if (std::abs(c - std::round(c)) < geometry::tolerance::kWholeNumber * (1 + std::abs(c)))
        c = std::round(c); // a task's integer equation, read back through a point such as (5/3, 0)
    return { a, b, c };
}

QString lines::factorText(double v)
{
    const QString s = formatNumber(v, LinesScene::kDecimals);
    return v < 0 ? QStringLiteral("(%1)").arg(s) : s;
}

QString LinesScene::verdictText() const
{
    if (holds(kHeldVerdict))
        return draw::heldVerdictText();
    return verdictSentence(result(), !holds(lines::kHeldDet), !holds(lines::kHeldMeet));
}

QString LinesScene::verdictSentence(const geometry::LineLineResult& r, bool withDet, bool withMeet)
{
    const QString det = withDet ? tr(", det A = %1").arg(formatNumber(r.det, kDecimals)) : QString();
    const QString zero = withDet ? tr(" (det A = 0)") : QString();
    switch (r.kind) {
    case geometry::LineLineKind::Point:
        if (!withMeet)
            return tr("One common point%1").arg(det);
        return tr("One common point R = %1: s = %2, t = %3%4")
            .arg(formatPoint(r.point.x, r.point.y, kDecimals), formatNumber(r.s, kDecimals),
                formatNumber(r.t, kDecimals), det);
    case geometry::LineLineKind::SameLine:
        return tr("The same line: infinitely many common points%1").arg(zero);
    case geometry::LineLineKind::Parallel: return tr("Parallel: no common point%1").arg(zero);
    case geometry::LineLineKind::ZeroDirection: break;
    }
    return tr("A direction is the zero vector: that is not a line");
}

QString LinesScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (state[Ax] == 0 && state[Ay] == 0)
        return tr("The direction a of line 1 cannot be the zero vector: a line needs a direction.");
    if (state[Bx] == 0 && state[By] == 0)
        return tr("The direction b of line 2 cannot be the zero vector: a line needs a direction.");
    return {};
}

QList<HandleSpec> LinesScene::handles() const
{
    if (holds(lines::kHeldLines))
        return {};
    return {
        { HandleKind::Point, Px, Py, -1, -1, 0 },
        { HandleKind::Vector, Ax, Ay, Px, Py, 0 },
        { HandleKind::Point, Qx, Qy, -1, -1, 1 },
        { HandleKind::Vector, Bx, By, Qx, Qy, 1 },
    };
}

std::optional<LessonScene::State> LinesScene::keyAction(
    int key, Qt::KeyboardModifiers modifiers, const Selection&) const
{
    const double step = (modifiers & Qt::ShiftModifier) ? 5.0 : 1.0;
    switch (key) {
    case Qt::Key_H: return rotated(state(), Ax, Ay, step);
    case Qt::Key_J: return rotated(state(), Ax, Ay, -step);
    case Qt::Key_K: return rotated(state(), Bx, By, step);
    case Qt::Key_L: return rotated(state(), Bx, By, -step);
    default: return std::nullopt;
    }
}

QString LinesScene::keyActionText(int key, const Selection&) const
{
    return (key == Qt::Key_H || key == Qt::Key_J) ? tr("Turn line 1") : tr("Turn line 2");
}

LessonScene::State LinesScene::example(int number)
{
    // Each equation c1 x + c2 y = c3 as a point on it and the direction (c2, -c1).
    switch (number) {
    case 1: return { 0, 1, 3, -2, 0, -2, 3, 1 }; // 2x + 3y = 3; -x + 3y = -6
    case 2: return { 0, 1, 6, 3, -2, 0, 2, 1 }; // -3x + 6y = 6; -x + 2y = 2
    default: return { 0, 1, 2, 1, 0, -1, 2, 1 }; // -x + 2y = 2; -x + 2y = -2
    }
}

} // namespace lab
