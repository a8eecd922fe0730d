#include "lines_lesson.h"

#include "lines_controls.h"
#include "lines_painter.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

namespace lab {

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
    const geometry::LineLineResult& r = scene.result();
    constexpr int d = LinesScene::kDecimals;
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your lines right now"));
    html += QStringLiteral("$$\\begin{pmatrix} %1 & %2 \\\\ %3 & %4 \\end{pmatrix}"
                           "\\begin{pmatrix} s \\\\ t \\end{pmatrix} = "
                           "\\begin{pmatrix} %5 \\\\ %6 \\end{pmatrix}$$")
                .arg(mathNumber(l1.direction.x, d), mathNumber(-l2.direction.x, d),
                    mathNumber(l1.direction.y, d), mathNumber(-l2.direction.y, d), mathNumber(w.x, d),
                    mathNumber(w.y, d));
    html += QStringLiteral("$$|A| = -a_x b_y + b_x a_y = %1$$").arg(mathNumber(r.det, d));
    switch (r.kind) {
    case geometry::LineLineKind::Point:
        html += QStringLiteral("<p>%1 $s = %2,\\ t = %3,\\ R = P + s\\,a = (%4,\\ %5)$</p>")
                    .arg(tr("One common point:"), mathNumber(r.s, d), mathNumber(r.t, d),
                        mathNumber(r.point.x, d), mathNumber(r.point.y, d));
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
