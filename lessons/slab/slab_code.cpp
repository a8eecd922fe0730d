#include "slab_code.h"

#include "slab_scene.h"
#include "slab_spotlight.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab {

namespace {

using geometry::Vec2;

struct SlabCodeWords {
    Q_DECLARE_TR_FUNCTIONS(SlabCode)
};

CodeLine line(const QString& code, const QString& comment = {}, bool correction = false)
{
    return { code, comment, correction };
}

using Run = CodeRunBuilder;

// One slab's lines of the AABB listing, from its `if (v.x == 0)` at `first`: false when the ray
// never enters the slab (the run returned) or the verdict is held there.
bool slabLines(Run& r, int first, bool isX, double r0, double v, double lo, double hi, double in, double out)
{
    const QString a = isX ? QStringLiteral("X") : QStringLiteral("Y");
    const QString c = isX ? QStringLiteral("x") : QStringLiteral("y");
    const Spotlight spot = isX ? slab::kSpotSlabX : slab::kSpotSlabY;
    r.step(first, spot).plain(QStringLiteral("v.") + c, v).branch(v == 0);
    if (v == 0) {
        r.step(first + 1, spot).plain(QStringLiteral("R0.") + c, r0);
        if (r.held())
            return false;
        r.branch(in > out);
        if (in > out)
            return false;
        r.step(first + 2, spot).value(QStringLiteral("in") + a, in).value(QStringLiteral("out") + a, out);
        return true;
    }
    const QString n = QStringLiteral("%1 - %2) / %3 = %4");
    r.step(first + 4, spot).value(QStringLiteral("in") + a, v > 0 ? in : out);
    r.formula(QStringLiteral("in%1 = (").arg(a)
        + n.arg(
            formatNumber(lo, 4), formatNumber(r0, 4), formatNumber(v, 4), formatNumber(v > 0 ? in : out, 4)));
    r.step(first + 5, spot).value(QStringLiteral("out") + a, v > 0 ? out : in);
    r.formula(QStringLiteral("out%1 = (").arg(a)
        + n.arg(
            formatNumber(hi, 4), formatNumber(r0, 4), formatNumber(v, 4), formatNumber(v > 0 ? out : in, 4)));
    r.step(first + 6, isX ? slab::kSpotSwapX : slab::kSpotSwapY)
        .branch(v < 0)
        .value(QStringLiteral("in") + a, in)
        .value(QStringLiteral("out") + a, out);
    return true;
}

CodeRun aabbRun(const SlabScene& scene)
{
    const geometry::RayAabbResult& h = scene.result().slabs;
    // In the rotated mode the same method runs in the rectangle's frame (the rect listing calls it).
    const bool rotated = scene.mode() == SlabScene::Mode::Rotated;
    const Vec2 r0 = h.slabOrigin;
    const Vec2 v = h.slabDirection;
    const Vec2 lo = rotated ? -scene.obb().half : scene.box().min;
    const Vec2 hi = rotated ? scene.obb().half : scene.box().max;
    Run r(scene.holds(kHeldTimes) || scene.holds(kHeldVerdict));
    r.step(0)
        .plain(QStringLiteral("R0.x"), r0.x)
        .plain(QStringLiteral("R0.y"), r0.y)
        .plain(QStringLiteral("v.x"), v.x)
        .plain(QStringLiteral("v.y"), v.y);
    r.step(1).plain(QStringLiteral("xmin"), lo.x).plain(QStringLiteral("ymin"), lo.y);
    r.step(2).plain(QStringLiteral("xmax"), hi.x).plain(QStringLiteral("ymax"), hi.y);
    if (!slabLines(r, 4, true, r0.x, v.x, lo.x, hi.x, h.inX, h.outX)
        || !slabLines(r, 13, false, r0.y, v.y, lo.y, hi.y, h.inY, h.outY))
        return r.run;
    r.step(21, slab::kSpotOverlap);
    if (r.held())
        return r.run; // the task asks what comes next
    r.branch(!(h.slabEnter <= h.slabExit));
    r.run.steps.last().values = { { QStringLiteral("inX <= outY"), 0,
                                      h.inX <= h.outY ? QStringLiteral("true") : QStringLiteral("false") },
        { QStringLiteral("inY <= outX"), 0,
            h.inY <= h.outX ? QStringLiteral("true") : QStringLiteral("false") } };
    if (!(h.slabEnter <= h.slabExit))
        return r.run;
    r.step(22, slab::kSpotOverlap).value(QStringLiteral("tmin"), h.slabEnter);
    r.step(23, slab::kSpotOverlap).value(QStringLiteral("tmax"), h.slabExit);
    r.step(24, slab::kSpotExit).branch(!h.hit);
    if (!h.hit)
        return r.run;
    r.step(25, slab::kSpotEnter).branch(h.startedInside).value(QStringLiteral("tmin"), h.tEnter);
    r.step(26, slab::kSpotPoints)
        .point(QStringLiteral("R0 + tmin*v"), h.enter)
        .point(QStringLiteral("R0 + tmax*v"), h.exit);
    return r.run;
}

CodeRun rectRun(const SlabScene& scene)
{
    const geometry::RayAabbResult& h = scene.result().slabs;
    const geometry::Obb b = scene.obb();
    const geometry::Ray ray = scene.ray();
    const bool held = scene.holds(kHeldTimes) || scene.holds(kHeldVerdict);
    Run r(held);
    r.step(0).plain(QStringLiteral("R0.x"), ray.origin.x).plain(QStringLiteral("R0.y"), ray.origin.y);
    r.step(1).plain(QStringLiteral("w"), 2 * b.half.x).plain(QStringLiteral("h"), 2 * b.half.y);
    const Vec2 m = ray.origin - b.center;
    r.step(2, slab::kSpotLocal).plain(QStringLiteral("m.x"), m.x).plain(QStringLiteral("m.y"), m.y);
    // R0' and v' in the rectangle's frame: "?" while a task asks for them.
    const bool localHeld = scene.holds(kHeldLocal);
    const auto local = [&r, localHeld](const QString& name, double v) {
        if (localHeld)
            r.run.steps.last().values.append({ name, 0, QStringLiteral("?") });
        else
            r.plain(name, v);
    };
    r.step(3, slab::kSpotLocal);
    local(QStringLiteral("locR0.x"), h.slabOrigin.x);
    local(QStringLiteral("locR0.y"), h.slabOrigin.y);
    r.step(4, slab::kSpotLocal);
    local(QStringLiteral("locV.x"), h.slabDirection.x);
    local(QStringLiteral("locV.y"), h.slabDirection.y);
    r.step(5).plain(QStringLiteral("max.x"), b.half.x).plain(QStringLiteral("max.y"), b.half.y);
    r.step(6).plain(QStringLiteral("min.x"), -b.half.x).plain(QStringLiteral("min.y"), -b.half.y);
    r.step(7, slab::kSpotOverlap);
    if (held)
        return r.run;
    if (h.hit)
        r.value(QStringLiteral("ti[0]"), h.tEnter).value(QStringLiteral("ti[1]"), h.tExit);
    r.step(8).branch(!h.hit);
    if (h.hit)
        r.step(9, slab::kSpotPoints)
            .point(QStringLiteral("R0 + ti[0]*v"), h.enter)
            .point(QStringLiteral("R0 + ti[1]*v"), h.exit);
    return r.run;
}

CodeRun diskRun(const SlabScene& scene)
{
    const geometry::RayDiskResult& h = scene.result().disk;
    const geometry::Ray ray = scene.ray();
    const geometry::Circle c = scene.disk();
    const bool held = scene.holds(kHeldRoots) || scene.holds(kHeldVerdict);
    Run r(held);
    r.step(0)
        .plain(QStringLiteral("R0.x"), ray.origin.x)
        .plain(QStringLiteral("R0.y"), ray.origin.y)
        .plain(QStringLiteral("v.x"), ray.direction.x)
        .plain(QStringLiteral("v.y"), ray.direction.y)
        .plain(QStringLiteral("r"), c.radius);
    const Vec2 m = ray.origin - c.center;
    r.step(1, slab::kSpotShift).plain(QStringLiteral("locR0.x"), m.x).plain(QStringLiteral("locR0.y"), m.y);
    r.step(2).plain(QStringLiteral("a"), h.a);
    r.step(3).value(QStringLiteral("b"), h.b);
    r.step(4).value(QStringLiteral("c"), h.c);
    r.step(5).value(QStringLiteral("D"), h.discriminant);
    r.step(6, slab::kSpotRoots);
    if (held)
        return r.run;
    r.branch(!h.realRoots);
    if (!h.realRoots)
        return r.run;
    r.step(7, slab::kSpotRoots).value(QStringLiteral("tmin"), h.rootNear);
    r.step(8, slab::kSpotRoots).value(QStringLiteral("tmax"), h.rootFar);
    r.step(9).branch(!h.hit);
    if (!h.hit)
        return r.run;
    r.step(10, slab::kSpotPoints).branch(h.startedInside).value(QStringLiteral("tmin"), h.tEnter);
    r.step(11, slab::kSpotPoints)
        .point(QStringLiteral("R0 + tmin*v"), h.enter)
        .point(QStringLiteral("R0 + tmax*v"), h.exit);
    return r.run;
}

CodeListing aabbListing()
{
    CodeListing l { QStringLiteral("aabb"), SlabCodeWords::tr("Ray and AABB"),
        SlabCodeWords::tr("the textbook's CollisionTest_Ray_AABB (002), with the lesson's rules"), {} };
    l.lines = {
        line(QStringLiteral("Vector2[] CollisionTest_Ray_AABB(Vector2 R0, Vector2 v, Vector2[] min_max) {")),
        line(QStringLiteral("    float xmin = min_max[0].x, ymin = min_max[0].y;"),
            SlabCodeWords::tr("the lower left corner")),
        line(QStringLiteral("    float xmax = min_max[1].x, ymax = min_max[1].y;"),
            SlabCodeWords::tr("the upper right corner")),
        line(QStringLiteral("    float inX, outX;")),
        line(QStringLiteral("    if (v.x == 0) {"),
            SlabCodeWords::tr("parallel to the y axis (the textbook asks THUtil.IsZero)")),
        line(QStringLiteral("        if (R0.x < xmin || xmax < R0.x) { return null; }"),
            SlabCodeWords::tr("never inside the X slab")),
        line(QStringLiteral("        inX = float.NegativeInfinity; outX = float.PositiveInfinity;"),
            SlabCodeWords::tr("always inside it")),
        line(QStringLiteral("    } else {")),
        line(QStringLiteral("        inX = (xmin - R0.x) / v.x;")),
        line(QStringLiteral("        outX = (xmax - R0.x) / v.x;")),
        line(QStringLiteral("        if (v.x < 0) { THUtil.Swap(ref inX, ref outX); }"),
            SlabCodeWords::tr("moving left, the ray meets xmax first")),
        line(QStringLiteral("    }")),
        line(QStringLiteral("    float inY, outY;")),
        line(QStringLiteral("    if (v.y == 0) {"), SlabCodeWords::tr("parallel to the x axis")),
        line(QStringLiteral("        if (R0.y < ymin || ymax < R0.y) { return null; }"),
            SlabCodeWords::tr("never inside the Y slab")),
        line(QStringLiteral("        inY = float.NegativeInfinity; outY = float.PositiveInfinity;")),
        line(QStringLiteral("    } else {")),
        line(QStringLiteral("        inY = (ymin - R0.y) / v.y;")),
        line(QStringLiteral("        outY = (ymax - R0.y) / v.y;")),
        line(QStringLiteral("        if (v.y < 0) { THUtil.Swap(ref inY, ref outY); }"),
            SlabCodeWords::tr("moving down, the ray meets ymax first")),
        line(QStringLiteral("    }")),
        line(QStringLiteral("    if (!(inX <= outY && inY <= outX)) { return null; }"),
            SlabCodeWords::tr(
                "differs from the textbook: it writes <, so a ray through a corner (t_enter = t_exit) "
                "misses; "
                "the lesson counts touching as a hit"),
            true),
        line(QStringLiteral("    float tmin = Mathf.Max(inX, inY);"),
            SlabCodeWords::tr("t_enter: the later entry")),
        line(QStringLiteral("    float tmax = Mathf.Min(outX, outY);"),
            SlabCodeWords::tr("t_exit: the earlier exit")),
        line(QStringLiteral("    if (tmax < 0.0f) { return null; }"),
            SlabCodeWords::tr(
                "differs from the textbook: it returns null when inX < 0 and inY < 0, which drops the box "
                "behind R0 and also a ray that starts inside; only the box behind is a miss here"),
            true),
        line(QStringLiteral("    if (tmin < 0.0f) { tmin = 0.0f; }"),
            SlabCodeWords::tr("started inside: the hit begins at R0")),
        line(QStringLiteral("    return new Vector2[] { R0 + tmin * v, R0 + tmax * v };"),
            SlabCodeWords::tr("the entry and exit points")),
        line(QStringLiteral("}")),
    };
    return l;
}

CodeListing rectListing()
{
    CodeListing l { QStringLiteral("rect"), SlabCodeWords::tr("Ray and rotated rectangle"),
        SlabCodeWords::tr("the textbook's CollisionTest_Ray_Rect (002), corrected"), {} };
    l.lines = {
        line(QStringLiteral("Vector2[] CollisionTest_Ray_Rect(Vector2 R0, Vector2 v,")),
        line(QStringLiteral("        Vector2 T, Vector2 ui, Vector2 uj, float w, float h) {"),
            SlabCodeWords::tr("centre T, unit axes ui and uj, size w × h")),
        line(QStringLiteral("    Vector2 m = R0 - T;")),
        line(QStringLiteral("    Vector2 locR0 = new Vector2(Vector2.Dot(m, ui), Vector2.Dot(m, uj));"),
            SlabCodeWords::tr("R0 in the rectangle's frame")),
        line(QStringLiteral("    Vector2 locV = new Vector2(Vector2.Dot(v, ui), Vector2.Dot(v, uj));"),
            SlabCodeWords::tr(
                "correction: the textbook makes locV a unit vector here and later walks those times along v, "
                "so its points land |v| times too far unless |v| = 1"),
            true),
        line(QStringLiteral("    Vector2 max = new Vector2(w / 2, h / 2);")),
        line(QStringLiteral("    Vector2 min = -max;")),
        line(QStringLiteral("    float[] ti = ComputeT_Ray_AABB(locR0, locV, new Vector2[] { min, max });"),
            SlabCodeWords::tr(
                "the slab method of the first listing, in the rectangle's frame: tmin and tmax")),
        line(QStringLiteral("    if (ti == null) { return null; }")),
        line(QStringLiteral("    return new Vector2[] { R0 + ti[0] * v, R0 + ti[1] * v };"),
            SlabCodeWords::tr("a time is the same in both frames")),
        line(QStringLiteral("}")),
    };
    return l;
}

CodeListing diskListing()
{
    CodeListing l { QStringLiteral("disk"), SlabCodeWords::tr("Ray and disk"),
        SlabCodeWords::tr("the textbook's CollisionTest_Ray_Disk (002), with the lesson's rules"), {} };
    l.lines = {
        line(QStringLiteral("Vector2[] CollisionTest_Ray_Disk(Vector2 R0, Vector2 v, Vector2 C, float r) {")),
        line(QStringLiteral("    Vector2 locR0 = R0 - C;"),
            SlabCodeWords::tr(
                "C moves to the origin, the ray with it. correction: the textbook's text calls this line 1; "
                "counted as it counts, from the heading, it is line 4"),
            true),
        line(QStringLiteral("    float a = Vector2.Dot(v, v);"),
            SlabCodeWords::tr("1 when |v| = 1, as the textbook assumes: it leaves a out")),
        line(QStringLiteral("    float b = Vector2.Dot(locR0, v);")),
        line(QStringLiteral("    float c = locR0.sqrMagnitude - r * r;")),
        line(QStringLiteral("    float D = b * b - a * c;"),
            SlabCodeWords::tr("computed as a r² − (locR0 × v)²: the same number, without cancellation")),
        line(QStringLiteral("    if (D < 0.0f) { return null; }"),
            SlabCodeWords::tr("the line misses the circle")),
        line(QStringLiteral("    float tmin = (-b - Mathf.Sqrt(D)) / a;")),
        line(QStringLiteral("    float tmax = (-b + Mathf.Sqrt(D)) / a;")),
        line(QStringLiteral("    if (tmax < 0.0f) { return null; }"),
            SlabCodeWords::tr(
                "differs from the textbook: it returns null when tmin < 0, which also drops a ray that "
                "starts inside; only the disk behind R0 is a miss here"),
            true),
        line(QStringLiteral("    if (tmin < 0.0f) { tmin = 0.0f; }"),
            SlabCodeWords::tr("started inside: the hit begins at R0")),
        line(QStringLiteral("    return new Vector2[] { R0 + tmin * v, R0 + tmax * v };")),
        line(QStringLiteral("}")),
    };
    return l;
}

} // namespace

QList<CodeListing> slab::listings()
{
    return { aabbListing(), rectListing(), diskListing() };
}

CodeRun slab::run(const SlabScene& scene, int listing)
{
    const SlabScene::Mode mode = scene.mode();
    switch (listing) {
    case 0: return mode == SlabScene::Mode::Disk ? CodeRun {} : aabbRun(scene);
    case 1: return mode == SlabScene::Mode::Rotated ? rectRun(scene) : CodeRun {};
    case 2: return mode == SlabScene::Mode::Disk ? diskRun(scene) : CodeRun {};
    default: break;
    }
    return {};
}

} // namespace lab
