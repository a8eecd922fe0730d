#include "ellipse_point_lesson.h"

#include "ellipse_point_code.h"
#include "ellipse_point_controls.h"
#include "ellipse_point_painter.h"
#include "ellipse_point_tasks.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <cmath>

namespace lab {

namespace {

// A number for KaTeX, in brackets when negative (for products such as 2 \cdot (-3)).
QString factor(double value)
{
    const QString s = mathNumber(value);
    return s.startsWith(QLatin1Char('-')) ? QStringLiteral("(%1)").arg(s) : s;
}

// "\begin{pmatrix} a & b & t_x \\ c & d & t_y \\ 0 & 0 & 1 \end{pmatrix}" of an affine map.
QString homogeneous(const geometry::Affine2& f)
{
    return QStringLiteral("\\begin{pmatrix} %1 & %2 & %3 \\\\ %4 & %5 & %6 \\\\ 0 & 0 & 1 \\end{pmatrix}")
        .arg(mathNumber(f.m.a), mathNumber(f.m.b), mathNumber(f.t.x), mathNumber(f.m.c), mathNumber(f.m.d),
            mathNumber(f.t.y));
}

} // namespace

std::unique_ptr<ScenePainter> EllipsePointLesson::createPainter() const
{
    return std::make_unique<EllipsePointPainter>();
}

QWidget* EllipsePointLesson::controls(
    EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new EllipsePointControls(scene, undo, view, parent);
}

std::vector<std::unique_ptr<TaskDefinition>> EllipsePointLesson::createTasks() const
{
    return ellipse_point::tasks();
}

QList<CodeListing> EllipsePointLesson::codeListings() const
{
    return ellipse_point::listings();
}

CodeRun EllipsePointLesson::run(const EllipsePointScene& scene, int) const
{
    return ellipse_point::run(scene);
}

QString EllipsePointLesson::live(const EllipsePointScene& scene) const
{
    const geometry::Ellipse e = scene.ellipse();
    const geometry::Vec2 p = scene.point();
    const geometry::PointEllipseResult& t = scene.result();
    const EllipsePointScene::Maps m = EllipsePointScene::maps(e);
    const double c = std::cos(e.angle);
    const double s = std::sin(e.angle);
    const geometry::Vec2 d = t.translated;

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ellipse and point right now"));
    html += QStringLiteral(
        "<p>$C = (%1, %2),\\ r_x = %3,\\ r_y = %4$, $\\theta = %5^\\circ$, $P = (%6, %7)$</p>")
                .arg(mathNumber(e.center.x), mathNumber(e.center.y), mathNumber(e.rx), mathNumber(e.ry),
                    mathNumber(scene.value(EllipsePointScene::Theta)), mathNumber(p.x), mathNumber(p.y));
    const int shown = scene.lastShownStage();
    const QString held = tr("(the task asks for it: shown once you have answered)");
    html += QStringLiteral("<p>%1</p>").arg(tr("(1) Move C to the origin:"));
    if (shown < EllipsePointScene::Translated)
        return html + QStringLiteral("<p>%1</p>").arg(held);
    html += QStringLiteral("$$d_x = P_x - C_x = %1,\\quad d_y = P_y - C_y = %2$$")
                .arg(mathNumber(d.x), mathNumber(d.y));
    html += QStringLiteral("<p>%1</p>").arg(tr("(2) Turn back by θ and (3) stretch y by rx/ry:"));
    if (shown < EllipsePointScene::Scaled)
        return html + QStringLiteral("<p>%1</p>").arg(held);
    html += QStringLiteral("$$\\begin{aligned} x' &= d_x\\cos\\theta + d_y\\sin\\theta \\\\ "
                           "&= %1 \\cdot %2 + %3 \\cdot %4 = %5 \\end{aligned}$$")
                .arg(factor(d.x), factor(c), factor(d.y), factor(s), mathNumber(t.scaled.x));
    html += QStringLiteral(
        "$$\\begin{aligned} y' &= \\tfrac{r_x}{r_y}\\,(-d_x\\sin\\theta + d_y\\cos\\theta) \\\\ "
        "&= \\tfrac{%1}{%2}\\,(-%3 \\cdot %4 + %5 \\cdot %6) = %7 \\end{aligned}$$")
                .arg(mathNumber(e.rx), mathNumber(e.ry), factor(d.x), factor(s), factor(d.y), factor(c),
                    mathNumber(t.scaled.y));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("(4) The same three maps as 3 × 3 matrices acting on (x, y, 1):"));
    html += QStringLiteral("$$T = %1,\\quad S = %2$$").arg(homogeneous(m.T), homogeneous(m.S));
    html += QStringLiteral("$$R = %1$$").arg(homogeneous(m.R));
    const geometry::Vec2 image = geometry::apply(m.M, p);
    html += QStringLiteral("$$M = S\\,R\\,T = %1$$").arg(homogeneous(m.M));
    html += QStringLiteral("$$M \\begin{pmatrix} %1 \\\\ %2 \\\\ 1 \\end{pmatrix} = "
                           "\\begin{pmatrix} %3 \\\\ %4 \\\\ 1 \\end{pmatrix}$$")
                .arg(mathNumber(p.x), mathNumber(p.y), mathNumber(image.x), mathNumber(image.y));
    html += QStringLiteral("<p>%1</p>").arg(tr("(5) Compare with the circle of radius rx:"));
    if (scene.holds(kHeldVerdict))
        return html + QStringLiteral("<p>%1</p>").arg(held);
    html += QStringLiteral("$$x'^2 + y'^2 = %1 \\;%2\\; r_x^2 = %3$$")
                .arg(mathNumber(t.valueSquared), t.hit ? QStringLiteral("\\le") : QStringLiteral(">"),
                    mathNumber(t.radiusSquared));
    QString verdict
        = t.hit ? tr("The point is inside the ellipse.") : tr("The point is outside the ellipse.");
    if (t.valueSquared == t.radiusSquared)
        verdict += QLatin1Char(' ') + tr("It lies exactly on the boundary, which counts as inside.");
    html += QStringLiteral("<p><b>%1</b></p>").arg(verdict);
    return html;
}

} // namespace lab
