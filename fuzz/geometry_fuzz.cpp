// libFuzzer entry: the input bytes are read as doubles (raw bit patterns: NaN, inf, denormals, huge
// and tiny values; or small fixed-point values) and fed to every query. Checks: no crash, no UB,
// a few invariants, and every plain predicate (overlaps, intersects) giving its traced query's
// answer.
#include "fuzz_bytes.h"
#include "geometry/affine.h"
#include "geometry/circles.h"
#include "geometry/ellipses.h"
#include "geometry/hierarchy.h"
#include "geometry/lines.h"
#include "geometry/raycast.h"
#include "geometry/rects.h"
#include "geometry/swept.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace geometry;

namespace {
// The first byte picks the decoding: odd = raw 8-byte doubles (any bit pattern), even = 2-byte
// integers / 1024 (values in [-32, 32), where the deep branches of the ellipse tests live).
struct Reader : FuzzBytes {
    double next() { return number<std::int16_t>(1024.0); }
    Vec2 vec()
    {
        const double x = next();
        return { x, next() };
    }
};

void check(bool ok)
{
    if (!ok)
        std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Reader r { { data, size } };
    const Vec2 p = r.vec(), q = r.vec(), a = r.vec(), b = r.vec();
    const double s0 = r.next(), s1 = r.next(), s2 = r.next(), s3 = r.next(), s4 = r.next(), s5 = r.next();

    (void)lineVsLine({ p, a }, { q, b });
    const Aabb boxA = aabbFromCorners(p, q), boxB = aabbFromCorners(a, b);
    const auto ab = aabbVsAabb(boxA, boxB);
    const auto ab2 = aabbVsAabb(boxB, boxA);
    check(ab.hit == ab2.hit);
    check(overlaps(boxA, boxB) == ab.hit);
    check(overlaps(boxA, boxB, Touching::DoesNotCount) == aabbVsAabb(boxA, boxB, Touching::DoesNotCount).hit);
    (void)bounceRectInBox(boxA, a, boxB);

    const Circle c1 { p, s0 }, c2 { q, s1 };
    const auto cc = circleVsCircle(c1, c2);
    check(cc.hit == circleVsCircle(c2, c1).hit);
    check(overlaps(c1, c2) == cc.hit);
    (void)pointInCircle(a, c1);

    CircleHierarchy h = seedCar(s2);
    h.innerCount = static_cast<int>(size % 12) - 2; // also out of range on purpose
    (void)hierarchyVsHierarchy(h, { p, s3 }, h, { q, s4 });
    (void)hierarchyVsWalls(h, { p, s3 }, boxB);
    (void)bounceHierarchyInBox(h, { p, s3 }, a, boxB);
    (void)worldInner(h, { p, s3 }, static_cast<int>(size % 5) - 1);

    const Ray ray { p, a };
    const auto rb = rayVsAabb(ray, boxB);
    check(intersects(ray, boxB) == rb.hit);
    if (rb.hit)
        check(rb.tEnter <= rb.tExit);
    const Obb obb = obbFromAngle(q, b, s0);
    const auto ro = rayVsObb(ray, obb);
    check(intersects(ray, obb) == ro.hit);
    if (ro.hit)
        check(ro.tEnter <= ro.tExit);
    const auto rd = rayVsDisk(ray, { q, s1 });
    check(intersects(ray, Circle { q, s1 }) == rd.hit);
    if (rd.hit)
        check(rd.tEnter <= rd.tExit);

    const auto sw = sweptCircles({ p, q, s0 }, { a, b, s1 });
    if (sw.hit)
        check(sw.t >= 0 && sw.t <= 1);
    (void)sweptCirclesTextbook({ p, q, s0 }, { a, b, s1 });

    const Ellipse e1 { p, s0, s1, s2 }, e2 { q, s3, s4, s5 };
    const auto ee = ellipseVsEllipse(e1, e2);
    check(ee.valid || !ee.hit);
    check(overlaps(e1, e2) == ee.hit);
    (void)ellipseVsEllipseTextbook(e1, e2);
    (void)aaEllipseVsUnitCircleTextbook(p, s0, s1);
    (void)pointInEllipse(a, e1);
    (void)svd(Mat2 { s0, s1, s2, s3 });
    (void)invert(Affine2 { Mat2 { s0, s1, s2, s3 }, b });
    return 0;
}
