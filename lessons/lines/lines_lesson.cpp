#include "lines_lesson.h"

#include "lines_controls.h"
#include "lines_painter.h"

#include "core/canvas/scene_painter.h"
#include "core/model/commands.h"
#include "core/widgets/parameter_panel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace lab {

namespace {

QString num(double v)
{
    return formatNumber(v, 3);
}

LessonScene::State rotated(LessonScene::State state, int xIndex, int yIndex, double degrees)
{
    const double r = degrees * std::numbers::pi / 180;
    const double c = std::cos(r);
    const double s = std::sin(r);
    const double x = state[xIndex];
    const double y = state[yIndex];
    state[xIndex] = c * x - s * y;
    state[yIndex] = s * x + c * y;
    return state;
}

} // namespace

LinesScene::LinesScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("P.x"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "x of the point P on line 1"), -4 },
            { QStringLiteral("P.y"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "y of the point P on line 1"), -2 },
            { QStringLiteral("a.x"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "x of the direction a of line 1"), 3 },
            { QStringLiteral("a.y"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "y of the direction a of line 1"), 1 },
            { QStringLiteral("Q.x"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "x of the point Q on line 2"), 3 },
            { QStringLiteral("Q.y"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "y of the point Q on line 2"), -3 },
            { QStringLiteral("b.x"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "x of the direction b of line 2"), -1 },
            { QStringLiteral("b.y"), "LinesLesson",
                QT_TRANSLATE_NOOP("LinesLesson", "y of the direction b of line 2"), 2 },
        },
        parent)
{
}

geometry::Line LinesScene::first() const
{
    return { { value(Px), value(Py) }, { value(Ax), value(Ay) } };
}

geometry::Line LinesScene::second() const
{
    return { { value(Qx), value(Qy) }, { value(Bx), value(By) } };
}

geometry::LineLineResult LinesScene::result() const
{
    return geometry::lineVsLine(first(), second());
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

QVector<HandleSpec> LinesScene::handles() const
{
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

std::unique_ptr<ScenePainter> LinesLesson::createPainter() const
{
    return createLinesPainter();
}

QWidget* LinesLesson::controls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createLinesControls(scene, undo, view, parent);
}

QString LinesLesson::live(const LinesScene& scene) const
{
    const geometry::Line l1 = scene.first();
    const geometry::Line l2 = scene.second();
    const geometry::Vec2 w = l2.point - l1.point;
    const geometry::LineLineResult r = scene.result();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your lines right now"));
    html += QStringLiteral("$$\\begin{pmatrix} %1 & %2 \\\\ %3 & %4 \\end{pmatrix}"
                           "\\begin{pmatrix} s \\\\ t \\end{pmatrix} = "
                           "\\begin{pmatrix} %5 \\\\ %6 \\end{pmatrix}$$")
                .arg(num(l1.direction.x), num(-l2.direction.x), num(l1.direction.y), num(-l2.direction.y),
                    num(w.x), num(w.y));
    html += QStringLiteral("$$|A| = -a_x b_y + b_x a_y = %1$$").arg(num(r.det));
    switch (r.kind) {
    case geometry::LineLineKind::Point:
        html += QStringLiteral("<p>%1 $s = %2,\\ t = %3,\\ R = P + s\\,a = (%4,\\ %5)$</p>")
                    .arg(tr("One common point:"), num(r.s), num(r.t), num(r.point.x), num(r.point.y));
        break;
    case geometry::LineLineKind::SameLine:
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("$|A| = 0$ and $W$ lies along $a$: the lines coincide, so every point of them is "
                            "common."));
        break;
    case geometry::LineLineKind::Parallel:
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr(
                        "$|A| = 0$ but $W$ does not lie along $a$: the lines are parallel and never meet."));
        break;
    case geometry::LineLineKind::ZeroDirection:
        html += QStringLiteral("<p>%1</p>").arg(tr("A direction is the zero vector."));
        break;
    }
    return html;
}

} // namespace lab
