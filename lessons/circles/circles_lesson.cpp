#include "circles_lesson.h"

#include "circles_controls.h"
#include "circles_format.h"
#include "circles_painter.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"

#include <cmath>

namespace lab {

namespace {

// A difference as it appears squared in a formula: negative numbers in brackets.
QString squared(double v)
{
    return (v < 0 ? QStringLiteral("(%1)^2") : QStringLiteral("%1^2")).arg(mathNumber(v));
}

} // namespace

std::unique_ptr<ScenePainter> CirclesLesson::createPainter() const
{
    return createCirclesPainter();
}

QWidget* CirclesLesson::controls(
    CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new CirclesControls(scene, undo, view, parent);
}

QString CirclesLesson::live(const CirclesScene& scene) const
{
    const geometry::Circle c[2] = { scene.first(), scene.second() };
    const geometry::CircleCircleResult& r = scene.result();
    const geometry::Vec2 d = c[1].center - c[0].center;
    const double sum = c[0].radius + c[1].radius;
    const QString relation = r.hit ? QStringLiteral("\\le") : QStringLiteral(">");

    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your circles right now"));
    if (scene.animating()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Animation frame %1 of %2: circle 2 is where this frame puts it.")
                             .arg(scene.frame())
                             .arg(FrameRun::kFrameCount - 1));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("(1) Centres and radii, read off the equations:"));
    for (int i = 0; i < 2; ++i) {
        html += QStringLiteral("$$%1$$").arg(circles::equation(c[i]));
        html += QStringLiteral("<p>$(a_%1, b_%1) = (%2, %3),\\ r_%1 = \\sqrt{%4} = %5$</p>")
                    .arg(i + 1)
                    .arg(mathNumber(c[i].center.x), mathNumber(c[i].center.y),
                        mathNumber(c[i].radius * c[i].radius), mathNumber(c[i].radius));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("(2) The distance of the centres:"));
    html += QStringLiteral("$$\\begin{aligned} D &= \\sqrt{(a_2 - a_1)^2 + (b_2 - b_1)^2} \\\\ "
                           "&= \\sqrt{%1 + %2} = \\sqrt{%3} = %4 \\end{aligned}$$")
                .arg(squared(d.x), squared(d.y), mathNumber(r.distanceSquared),
                    mathNumber(std::sqrt(r.distanceSquared)));
    html += QStringLiteral("<p>%1</p>").arg(tr("(3) Compare it with the sum of the radii:"));
    html += QStringLiteral("$$D = %1 \\;%2\\; r_1 + r_2 = %3 + %4 = %5$$")
                .arg(mathNumber(std::sqrt(r.distanceSquared)), relation, mathNumber(c[0].radius),
                    mathNumber(c[1].radius), mathNumber(sum));
    html += QStringLiteral("<p>%1</p>").arg(tr("The same comparison squared, with no square root:"));
    html += QStringLiteral("$$D^2 = %1 \\;%2\\; (r_1 + r_2)^2 = %3$$")
                .arg(mathNumber(r.distanceSquared), relation, mathNumber(r.radiusSumSquared));
    QString verdict = r.hit ? tr("The circles collide.") : tr("The circles are apart.");
    if (r.hit) {
        verdict += QLatin1Char(' ')
            + (scene.carsResult().hit ? tr("The car bodies overlap as well: a real collision.")
                                      : tr("The car bodies do not touch: a false collision."));
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(verdict);
    return html;
}

} // namespace lab
