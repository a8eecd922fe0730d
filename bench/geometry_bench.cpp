// ns per query for every geometry query. Each benchmark cycles through 1024 pre-generated,
// seeded random inputs so that branches are not perfectly predicted and nothing is constant-folded.
#include "geometry/affine.h"
#include "geometry/circles.h"
#include "geometry/ellipses.h"
#include "geometry/hierarchy.h"
#include "geometry/lines.h"
#include "geometry/raycast.h"
#include "geometry/rects.h"
#include "geometry/swept.h"

#include <benchmark/benchmark.h>

#include <array>
#include <cmath>
#include <random>

using namespace geometry;

namespace {
constexpr std::size_t kN = 1024;

template <class T, class Make> std::array<T, kN> make(Make m)
{
    std::mt19937 rng(1234);
    std::array<T, kN> a{};
    for (auto& x : a)
        x = m(rng);
    return a;
}

double uni(std::mt19937& r, double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(r); }
Vec2 vec(std::mt19937& r, double s) { return {uni(r, -s, s), uni(r, -s, s)}; }
Ellipse ellipse(std::mt19937& r) { return {vec(r, 4), uni(r, 0.3, 2.5), uni(r, 0.3, 2.5), uni(r, -3.2, 3.2)}; }

struct EllipsePair {
    Ellipse a, b;
};
// Pairs near contact (|d - 1| < 0.2 in the reduced frame): both tests do their full work.
const auto& nearPairs()
{
    static const auto pairs = [] {
        std::mt19937 rng(99);
        std::array<EllipsePair, kN> a{};
        for (auto& p : a) {
            for (;;) {
                p = {ellipse(rng), ellipse(rng)};
                const auto r = ellipseVsEllipse(p.a, p.b);
                if (!r.centreInside && std::abs(r.distance - 1) < 0.2)
                    break;
            }
        }
        return a;
    }();
    return pairs;
}

template <class F> void run(benchmark::State& state, F f)
{
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(i));
        i = (i + 1) & (kN - 1);
    }
}
} // namespace

static void BM_lineVsLine(benchmark::State& s)
{
    static const auto in = make<std::array<Line, 2>>([](auto& r) { return std::array<Line, 2>{Line{vec(r, 5), vec(r, 1)}, Line{vec(r, 5), vec(r, 1)}}; });
    run(s, [&](std::size_t i) { return lineVsLine(in[i][0], in[i][1]); });
}
static void BM_aabbVsAabb(benchmark::State& s)
{
    static const auto in = make<std::array<Aabb, 2>>([](auto& r) { return std::array<Aabb, 2>{aabbFromCorners(vec(r, 5), vec(r, 5)), aabbFromCorners(vec(r, 5), vec(r, 5))}; });
    run(s, [&](std::size_t i) { return aabbVsAabb(in[i][0], in[i][1]); });
}
static void BM_circleVsCircle(benchmark::State& s)
{
    static const auto in = make<std::array<Circle, 2>>([](auto& r) { return std::array<Circle, 2>{Circle{vec(r, 5), uni(r, 0, 3)}, Circle{vec(r, 5), uni(r, 0, 3)}}; });
    run(s, [&](std::size_t i) { return circleVsCircle(in[i][0], in[i][1]); });
}
static void BM_pointInCircle(benchmark::State& s)
{
    static const auto in = make<Circle>([](auto& r) { return Circle{vec(r, 5), uni(r, 0, 3)}; });
    run(s, [&](std::size_t i) { return pointInCircle(in[(i + 1) & (kN - 1)].center, in[i]); });
}
static void BM_hierarchyVsHierarchy(benchmark::State& s)
{
    static const CircleHierarchy car = seedCar(160);
    static const auto in = make<Pose>([](auto& r) { return Pose{vec(r, 400), uni(r, -3.2, 3.2)}; });
    run(s, [&](std::size_t i) { return hierarchyVsHierarchy(car, in[i], car, in[(i + 1) & (kN - 1)]); });
}
static void BM_hierarchyVsWalls(benchmark::State& s)
{
    static const CircleHierarchy car = seedCar(160);
    static const Aabb area{{-320, -240}, {320, 240}};
    static const auto in = make<Pose>([](auto& r) { return Pose{vec(r, 250), uni(r, -3.2, 3.2)}; });
    run(s, [&](std::size_t i) { return hierarchyVsWalls(car, in[i], area); });
}
static void BM_bounceRectInBox(benchmark::State& s)
{
    static const Aabb area{{-320, -240}, {320, 240}};
    static const auto in = make<Aabb>([](auto& r) { const Vec2 c = vec(r, 320); return Aabb{c - Vec2{25, 25}, c + Vec2{25, 25}}; });
    run(s, [&](std::size_t i) { return bounceRectInBox(in[i], {1, 2}, area); });
}
static void BM_bounceHierarchyInBox(benchmark::State& s)
{
    static const CircleHierarchy car = seedCar(160);
    static const Aabb area{{-320, -240}, {320, 240}};
    static const auto in = make<Pose>([](auto& r) { return Pose{vec(r, 250), uni(r, -3.2, 3.2)}; });
    run(s, [&](std::size_t i) { return bounceHierarchyInBox(car, in[i], {3, 2}, area); });
}
static void BM_pointInEllipse(benchmark::State& s)
{
    static const auto in = make<Ellipse>(ellipse);
    run(s, [&](std::size_t i) { return pointInEllipse(in[(i + 1) & (kN - 1)].center, in[i]); });
}
static void BM_rayVsAabb(benchmark::State& s)
{
    static const auto in = make<std::pair<Ray, Aabb>>([](auto& r) { return std::pair{Ray{vec(r, 10), vec(r, 1)}, aabbFromCorners(vec(r, 5), vec(r, 5))}; });
    run(s, [&](std::size_t i) { return rayVsAabb(in[i].first, in[i].second); });
}
static void BM_rayVsObb(benchmark::State& s)
{
    static const auto in = make<std::pair<Ray, Obb>>([](auto& r) { return std::pair{Ray{vec(r, 10), vec(r, 1)}, obbFromAngle(vec(r, 5), {uni(r, 0.1, 3), uni(r, 0.1, 3)}, uni(r, -3, 3))}; });
    run(s, [&](std::size_t i) { return rayVsObb(in[i].first, in[i].second); });
}
static void BM_rayVsDisk(benchmark::State& s)
{
    static const auto in = make<std::pair<Ray, Circle>>([](auto& r) { return std::pair{Ray{vec(r, 10), vec(r, 1)}, Circle{vec(r, 5), uni(r, 0.1, 3)}}; });
    run(s, [&](std::size_t i) { return rayVsDisk(in[i].first, in[i].second); });
}
static void BM_sweptCircles(benchmark::State& s)
{
    static const auto in = make<SweptCircle>([](auto& r) { return SweptCircle{vec(r, 10), vec(r, 10), uni(r, 0, 3)}; });
    run(s, [&](std::size_t i) { return sweptCircles(in[i], in[(i + 1) & (kN - 1)]); });
}
static void BM_sweptCirclesTextbook(benchmark::State& s)
{
    static const auto in = make<SweptCircle>([](auto& r) { return SweptCircle{vec(r, 10), vec(r, 10), uni(r, 0, 3)}; });
    run(s, [&](std::size_t i) { return sweptCirclesTextbook(in[i], in[(i + 1) & (kN - 1)]); });
}
static void BM_svd(benchmark::State& s)
{
    static const auto in = make<Mat2>([](auto& r) { return Mat2{uni(r, -3, 3), uni(r, -3, 3), uni(r, -3, 3), uni(r, -3, 3)}; });
    run(s, [&](std::size_t i) { return svd(in[i]); });
}
// Ellipse vs ellipse: random hand-scale pairs (many decided early) and pairs near contact.
static void BM_ellipseExact_random(benchmark::State& s)
{
    static const auto in = make<std::array<Ellipse, 2>>([](auto& r) { return std::array<Ellipse, 2>{ellipse(r), ellipse(r)}; });
    run(s, [&](std::size_t i) { return ellipseVsEllipse(in[i][0], in[i][1]).overlap; });
}
static void BM_ellipseTextbook_random(benchmark::State& s)
{
    static const auto in = make<std::array<Ellipse, 2>>([](auto& r) { return std::array<Ellipse, 2>{ellipse(r), ellipse(r)}; });
    run(s, [&](std::size_t i) { return ellipseVsEllipseTextbook(in[i][0], in[i][1]).overlap; });
}
static void BM_ellipseExact_nearContact(benchmark::State& s)
{
    const auto& in = nearPairs();
    run(s, [&](std::size_t i) { return ellipseVsEllipse(in[i].a, in[i].b).overlap; });
}
static void BM_ellipseTextbook_nearContact(benchmark::State& s)
{
    const auto& in = nearPairs();
    run(s, [&](std::size_t i) { return ellipseVsEllipseTextbook(in[i].a, in[i].b).overlap; });
}

BENCHMARK(BM_lineVsLine);
BENCHMARK(BM_aabbVsAabb);
BENCHMARK(BM_circleVsCircle);
BENCHMARK(BM_pointInCircle);
BENCHMARK(BM_hierarchyVsHierarchy);
BENCHMARK(BM_hierarchyVsWalls);
BENCHMARK(BM_bounceRectInBox);
BENCHMARK(BM_bounceHierarchyInBox);
BENCHMARK(BM_pointInEllipse);
BENCHMARK(BM_rayVsAabb);
BENCHMARK(BM_rayVsObb);
BENCHMARK(BM_rayVsDisk);
BENCHMARK(BM_sweptCircles);
BENCHMARK(BM_sweptCirclesTextbook);
BENCHMARK(BM_svd);
BENCHMARK(BM_ellipseExact_random);
BENCHMARK(BM_ellipseTextbook_random);
BENCHMARK(BM_ellipseExact_nearContact);
BENCHMARK(BM_ellipseTextbook_nearContact);
