#include "circles_lesson.h"

#include "circles_code.h"
#include "circles_controls.h"
#include "circles_example1.h"
#include "circles_format.h"
#include "circles_painter.h"
#include "circles_tasks.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"
#include "core/records/progress.h"

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
    return html + distanceLive(scene);
}

// Steps (2) and (3): D, the comparison and the verdict, each "?" while a task holds it back.
QString CirclesLesson::distanceLive(const CirclesScene& scene)
{
    const geometry::CircleCircleResult& r = scene.result();
    const bool hideD = scene.holdsDistance();
    const bool hideVerdict = scene.holds(kHeldVerdict);
    const QString unknown = QStringLiteral("\\ ?");
    const QString d = hideD ? unknown : mathNumber(std::sqrt(r.distanceSquared));
    const QString d2 = hideD ? unknown : mathNumber(r.distanceSquared);
    const QString sum = hideVerdict ? unknown
                                    : QStringLiteral("%1 + %2 = %3")
                                          .arg(mathNumber(scene.first().radius),
                                              mathNumber(scene.second().radius), mathNumber(r.radiusSum));
    const QString sum2 = hideVerdict ? unknown : mathNumber(r.radiusSumSquared);
    QString relation = scene.verdict() == Verdict::Apart ? QStringLiteral(">")
        : scene.verdict() == Verdict::Touch              ? QStringLiteral("=")
                                                         : QStringLiteral("\\le");
    if (hideD || hideVerdict)
        relation = QStringLiteral("\\;?\\;");
    QString html = QStringLiteral("<p>%1</p>").arg(tr("(2) The distance of the centres:"));
    if (hideD) {
        html += QStringLiteral("$$D = \\sqrt{(a_2 - a_1)^2 + (b_2 - b_1)^2} = %1$$").arg(unknown);
    } else {
        html += QStringLiteral("$$\\begin{aligned} D &= \\sqrt{(a_2 - a_1)^2 + (b_2 - b_1)^2} \\\\ "
                               "&= \\sqrt{%1 + %2} = \\sqrt{%3} = %4 \\end{aligned}$$")
                    .arg(squared(r.delta.x), squared(r.delta.y), d2, d);
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("(3) Compare it with the sum of the radii:"));
    html += QStringLiteral("$$D = %1 \\;%2\\; r_1 + r_2 = %3$$").arg(d, relation, sum);
    html += QStringLiteral("<p>%1</p>").arg(tr("The same comparison squared, with no square root:"));
    html += QStringLiteral("$$D^2 = %1 \\;%2\\; (r_1 + r_2)^2 = %3$$").arg(d2, relation, sum2);
    if (hideVerdict)
        return html;
    QString verdict = circles::verdictSentence(scene.verdict());
    if (r.hit) {
        verdict += QLatin1Char(' ')
            + (scene.carsResult().hit ? tr("The car bodies overlap as well: a real collision.")
                                      : tr("The car bodies do not touch: a false collision."));
    }
    return html + QStringLiteral("<p><b>%1</b></p>").arg(verdict);
}

std::vector<std::unique_ptr<TaskDefinition>> CirclesLesson::createTasks() const
{
    return circles::tasks();
}

QList<CodeListing> CirclesLesson::codeListings() const
{
    return circles::listings();
}

CodeRun CirclesLesson::run(const CirclesScene& scene, int listing) const
{
    return listing == 0 ? circles::run(scene) : CodeRun {};
}

std::unique_ptr<CirclesScene> CirclesLesson::makeScene() const
{
    if (ProgressStore* store = ProgressStore::instance())
        circles::moveExample1Record(*store);
    return std::make_unique<CirclesScene>();
}

} // namespace lab
