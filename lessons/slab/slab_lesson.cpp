#include "slab_lesson.h"

#include "slab_code.h"
#include "slab_controls.h"
#include "slab_painter.h"
#include "slab_tasks.h"
#include "slab_words.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <cmath>

namespace lab {

using geometry::Vec2;

std::unique_ptr<ScenePainter> SlabLesson::createPainter() const
{
    return std::make_unique<SlabPainter>();
}

QWidget* SlabLesson::controls(SlabScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new SlabControls(scene, undo, view, parent);
}

std::vector<std::unique_ptr<TaskDefinition>> SlabLesson::createTasks() const
{
    return slab::tasks();
}

QList<CodeListing> SlabLesson::codeListings() const
{
    return slab::listings();
}

CodeRun SlabLesson::run(const SlabScene& scene, int listing) const
{
    return slab::run(scene, listing);
}

// One slab's two times worked out with the current numbers, as KaTeX. `in` and `out` are
// geometry's (sorted); before the swap the xmin fraction gives `in` when v > 0 and `out` when v < 0.
QString SlabLesson::slabTex(QChar axis, double r0, double v, double lo, double hi, double in, double out)
{
    const QString a(axis);
    const bool isX = axis == QLatin1Char('x');
    const QString high = isX ? QStringLiteral("x_{max}") : QStringLiteral("y_{max}");
    const QString big = isX ? QStringLiteral("X") : QStringLiteral("Y");
    if (v == 0) {
        const bool within = in <= out;
        if (within)
            return QStringLiteral("$$\\small v.%1 = 0,\\ %2 \\le R_0.%1 = %3 \\le %4$$"
                                  "$$\\small \\Rightarrow\\ in%5 = %6,\\ out%5 = %7$$")
                .arg(a, mathNumber(lo, 3), mathNumber(r0, 3), mathNumber(hi, 3), big, timeTex(in),
                    timeTex(out));
        return QStringLiteral("$$\\small v.%1 = 0,\\ R_0.%1 = %2 \\notin [%3,\\ %4]$$"
                              "$$\\small \\Rightarrow\\ \\text{%5}$$")
            .arg(a, mathNumber(r0, 3), mathNumber(lo, 3), mathNumber(hi, 3), tr("never inside this slab"));
    }
    // x_min is met first when v > 0; when v < 0 it is met last, so its fraction is the "out" time.
    const QString fraction = QStringLiteral("%1 &= \\frac{%2 - %3}{%4} = %5");
    const QString start = r0 < 0 ? QStringLiteral("(%1)").arg(mathNumber(r0, 3)) : mathNumber(r0, 3);
    const QString inName = QStringLiteral("in") + big;
    const QString outName = QStringLiteral("out") + big;
    const QString first = fraction.arg(
        v > 0 ? inName : outName, mathNumber(lo, 3), start, mathNumber(v, 3), timeTex(v > 0 ? in : out));
    const QString second = fraction.arg(
        v > 0 ? outName : inName, mathNumber(hi, 3), start, mathNumber(v, 3), timeTex(v > 0 ? out : in));
    QString html = QStringLiteral("$$\\small\\begin{aligned} %1 \\\\ %2 \\end{aligned}$$").arg(first, second);
    if (v < 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("$v.%1 < 0$: the ray meets $%2$ first, so the two fractions swap roles.")
                             .arg(a, high));
    return html;
}

namespace {

QString mark(bool holds)
{
    return holds ? QStringLiteral("\\ \\checkmark") : QStringLiteral("\\ \\times");
}

} // namespace

QString SlabLesson::live(const SlabScene& scene) const
{
    return scene.mode() == SlabScene::Mode::Disk ? diskLive(scene) : slabsLive(scene);
}

QString SlabLesson::diskLive(const SlabScene& scene)
{
    const geometry::Ray ray = scene.ray();
    const geometry::RayDiskResult& h = scene.result().disk;
    const DiskRoots roots = diskRoots(h);
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ray and disk right now"));
    if (scene.holds(kHeldRoots) || scene.holds(kHeldVerdict))
        return html + QStringLiteral("<p>%1</p>").arg(heldWords());
    html += QStringLiteral("$$\\small a = |v|^2 = %1,\\quad b = (R_0 - C)\\cdot v = %2$$")
                .arg(mathNumber(geometry::lengthSquared(ray.direction), 3), mathNumber(h.b, 3));
    html += QStringLiteral("$$\\small c = |R_0 - C|^2 - r^2 = %1$$").arg(mathNumber(h.c, 3));
    html += QStringLiteral("$$\\small D = b^2 - ac = %1$$").arg(mathNumber(h.discriminant, 3));
    if (roots.real)
        html += QStringLiteral(
            "$$\\small t = \\frac{-b \\mp \\sqrt{D}}{a}\\!: \\ t_{min} = %1,\\ t_{max} = %2$$")
                    .arg(mathNumber(roots.near, 3), mathNumber(roots.far, 3));
    QString verdict;
    if (!roots.real)
        verdict = tr("$D < 0$: the ray's line misses the circle.");
    else if (h.startedInside)
        verdict
            = tr("$c \\le 0$: $R_0$ is inside the disk, $t_{min} \\le 0 \\le t_{max}$. A hit that started "
                 "inside; the ray leaves at $t = %1$.")
                  .arg(mathNumber(h.tExit, 3));
    else if (h.hit && h.tEnter == h.tExit)
        verdict
            = tr("$D = 0$: the ray touches the circle in one point, at $t = %1$. A tangent counts as a hit.")
                  .arg(mathNumber(h.tEnter, 3));
    else if (h.hit)
        verdict = tr("Both roots are positive: the ray enters at $t = %1$ and leaves at $t = %2$.")
                      .arg(mathNumber(h.tEnter, 3), mathNumber(h.tExit, 3));
    else
        verdict = tr("Both roots are negative: the disk is behind $R_0$, a miss.");
    return html + QStringLiteral("<p>%1</p>").arg(verdict);
}

QString SlabLesson::slabsLive(const SlabScene& scene)
{
    const geometry::Ray ray = scene.ray();
    const geometry::RayAabbResult& h = scene.result().slabs;
    Vec2 r0 = ray.origin;
    Vec2 v = ray.direction;
    Vec2 lo;
    Vec2 hi;
    QString html;
    if (scene.mode() == SlabScene::Mode::Rotated) {
        const geometry::Obb b = scene.obb();
        r0 = scene.localOrigin();
        v = scene.localDirection();
        lo = -b.half;
        hi = b.half;
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ray in the rectangle's frame right now"));
        html += QStringLiteral("$$\\small m = R_0 - T = (%1,\\ %2)$$")
                    .arg(mathNumber(ray.origin.x - b.center.x, 3), mathNumber(ray.origin.y - b.center.y, 3));
        const bool localHeld = scene.holds(kHeldLocal);
        const auto local
            = [localHeld](double value) { return localHeld ? QStringLiteral("?") : mathNumber(value, 3); };
        html += QStringLiteral("$$\\small R_0' = (m\\cdot u_i,\\ m\\cdot u_j) = (%1,\\ %2)$$")
                    .arg(local(r0.x), local(r0.y));
        html += QStringLiteral("$$\\small v' = (v\\cdot u_i,\\ v\\cdot u_j) = (%1,\\ %2)$$")
                    .arg(local(v.x), local(v.y));
        html += QStringLiteral(
            "$$\\small (x_{min}, y_{min}) = (%1,\\ %2),\\ (x_{max}, y_{max}) = (%3,\\ %4)$$")
                    .arg(mathNumber(lo.x, 3), mathNumber(lo.y, 3), mathNumber(hi.x, 3), mathNumber(hi.y, 3));
    } else {
        const geometry::Aabb b = scene.box();
        lo = b.min;
        hi = b.max;
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Your ray and box right now"));
    }
    if (scene.holds(kHeldTimes))
        return html + QStringLiteral("<p>%1</p>").arg(heldWords());
    html += slabTex(QLatin1Char('x'), r0.x, v.x, lo.x, hi.x, h.inX, h.outX);
    html += slabTex(QLatin1Char('y'), r0.y, v.y, lo.y, hi.y, h.inY, h.outY);
    if (h.inX <= h.outX && h.inY <= h.outY) {
        html += QStringLiteral("$$\\small t_{enter} = \\max(inX, inY) = %1$$").arg(timeTex(h.slabEnter));
        html += QStringLiteral("$$\\small t_{exit} = \\min(outX, outY) = %1$$").arg(timeTex(h.slabExit));
        html += QStringLiteral("$$\\small\\begin{aligned} inX \\le outY&\\!: %1 \\le %2%3 \\\\ "
                               "inY \\le outX&\\!: %4 \\le %5%6 \\end{aligned}$$")
                    .arg(timeTex(h.inX), timeTex(h.outY), mark(h.inX <= h.outY), timeTex(h.inY),
                        timeTex(h.outX), mark(h.inY <= h.outX));
    }
    if (scene.holds(kHeldVerdict))
        return html + QStringLiteral("<p>%1</p>").arg(heldWords());
    return html + QStringLiteral("<p>%1</p>").arg(slabsVerdict(h));
}

QString SlabLesson::heldWords()
{
    return tr("The task above asks about this ray: its times and the verdict show here once you have "
              "answered.");
}

QString SlabLesson::slabsVerdict(const geometry::RayAabbResult& h)
{
    if (h.inX > h.outX || h.inY > h.outY)
        return tr(
            "The ray runs parallel to a slab and starts outside it: it never enters that slab, a miss.");
    if (!(h.slabEnter <= h.slabExit))
        return tr("$t_{enter} > t_{exit}$: the ray leaves one slab before it enters the other, a miss.");
    if (!(h.slabExit >= 0))
        return tr("$t_{exit} < 0$: the box is behind $R_0$, a miss.");
    if (h.startedInside)
        return tr("$t_{enter} \\le 0 \\le t_{exit}$: $R_0$ is inside, a hit that started inside; the ray "
                  "leaves at $t = %1$.")
            .arg(mathNumber(h.tExit, 3));
    if (h.tEnter == h.tExit)
        return tr("$t_{enter} = t_{exit} = %1$: the ray only grazes the box, which counts as a hit here.")
            .arg(mathNumber(h.tEnter, 3));
    return tr("$t_{enter} \\le t_{exit}$ and $t_{exit} \\ge 0$: a hit, from $t = %1$ to $t = %2$.")
        .arg(mathNumber(h.tEnter, 3), mathNumber(h.tExit, 3));
}

} // namespace lab
