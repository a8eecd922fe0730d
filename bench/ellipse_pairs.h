// The ellipse pairs geometry_bench times, with their true answers where a long double certificate
// gives one. tests/geometry/test_ellipse_overlaps.cpp checks every answer on the same sets.
//   random: hand-scale pairs (centres in [-4, 4]^2, semi-axes in [0.3, 2.5]); many are far apart.
//   near:   random pairs with |d - 1| < 0.2 in the exact test's reduced frame (both tests work hard).
//   hard:   pairs built touching and then moved apart or into each other by a gap of
//           10^-12 .. 10^-2 times the smallest semi-axis (log-uniform), in three kinds taken in turn:
//           separated circles; nearly equal ellipses (both sides); thin ellipses, 1:100 to 1:1000,
//           against ordinary or thin ones (both sides).
#pragma once

#include "geometry/ellipses.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <utility>
#include <vector>

namespace bench {

enum class Truth { Unknown, Overlap, Separated };

struct EllipsePair {
    geometry::Ellipse a, b;
    Truth truth = Truth::Unknown;
};

namespace detail {
using LD = long double;
struct Frame {
    LD cx, cy, ux, uy, rx, ry;
};
inline Frame frameOf(const geometry::Ellipse& e)
{
    return { e.center.x, e.center.y, std::cos(LD(e.angle)), std::sin(LD(e.angle)), e.rx, e.ry };
}
// (x_local / rx)^2 + (y_local / ry)^2: <= 1 in the closed ellipse.
inline LD implicitValue(const Frame& f, LD x, LD y)
{
    const LD dx = x - f.cx, dy = y - f.cy;
    const LD lx = (dx * f.ux + dy * f.uy) / f.rx, ly = (-dx * f.uy + dy * f.ux) / f.ry;
    return lx * lx + ly * ly;
}
// max over the ellipse of n . x, and the point where it is reached.
inline LD support(const Frame& f, LD nx, LD ny)
{
    const LD a = f.rx * (nx * f.ux + ny * f.uy), b = f.ry * (-nx * f.uy + ny * f.ux);
    return nx * f.cx + ny * f.cy + std::sqrt(a * a + b * b);
}
inline void supportPoint(const Frame& f, LD nx, LD ny, LD& px, LD& py)
{
    const LD lnx = nx * f.ux + ny * f.uy, lny = -nx * f.uy + ny * f.ux;
    const LD h = std::sqrt(f.rx * f.rx * lnx * lnx + f.ry * f.ry * lny * lny);
    const LD lx = f.rx * f.rx * lnx / h, ly = f.ry * f.ry * lny / h;
    px = f.cx + lx * f.ux - ly * f.uy;
    py = f.cy + lx * f.uy + ly * f.ux;
}
inline double uniform(std::mt19937& r, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(r);
}
inline double logUniform(std::mt19937& r, double lo, double hi)
{
    return std::exp(uniform(r, std::log(lo), std::log(hi)));
}
inline geometry::Ellipse handScale(std::mt19937& r)
{
    return { { uniform(r, -4, 4), uniform(r, -4, 4) }, uniform(r, 0.3, 2.5), uniform(r, 0.3, 2.5),
        uniform(r, -3.2, 3.2) };
}

// Moves b so that it touches a with outward normal n (at a's support point), then by `gap` along
// n (gap < 0: into a). The truth is certified in long double: a separating line for a gap, a point
// in both (halfway into the overlap) for an overlap; Unknown if the certificate fails.
inline EllipsePair placed(const geometry::Ellipse& a, geometry::Ellipse b, double theta, double gap)
{
    const LD nx = std::cos(LD(theta)), ny = std::sin(LD(theta));
    LD px, py, qx, qy;
    supportPoint(frameOf(a), nx, ny, px, py);
    b.center = { 0, 0 };
    supportPoint(frameOf(b), -nx, -ny, qx, qy);
    b.center = { double(px - qx + gap * nx), double(py - qy + gap * ny) };
    const Frame fa = frameOf(a), fb = frameOf(b);
    Truth truth = Truth::Unknown;
    if (gap > 0 && support(fa, nx, ny) < -support(fb, -nx, -ny))
        truth = Truth::Separated;
    const LD wx = px + gap / 2 * nx, wy = py + gap / 2 * ny;
    if (gap < 0 && implicitValue(fa, wx, wy) <= 1 && implicitValue(fb, wx, wy) <= 1)
        truth = Truth::Overlap;
    return { a, b, truth };
}
} // namespace detail

// Dense boundary sampling in long double: a boundary point of one inside the other proves overlap;
// a sampled direction whose support values leave a gap proves separation; else Unknown.
inline Truth sampledTruth(const geometry::Ellipse& a, const geometry::Ellipse& b, int n = 1024)
{
    using namespace detail;
    const Frame fa = frameOf(a), fb = frameOf(b);
    for (int i = 0; i < n; ++i) {
        const LD t = 2 * std::numbers::pi_v<LD> * i / n, c = std::cos(t), s = std::sin(t);
        for (const auto& [f, g] : { std::pair { &fa, &fb }, std::pair { &fb, &fa } }) {
            const LD x = f->cx + f->rx * c * f->ux - f->ry * s * f->uy;
            const LD y = f->cy + f->rx * c * f->uy + f->ry * s * f->ux;
            if (implicitValue(*g, x, y) <= 1)
                return Truth::Overlap;
        }
    }
    for (int i = 0; i < n; ++i) {
        const LD t = 2 * std::numbers::pi_v<LD> * i / n;
        if (support(fa, std::cos(t), std::sin(t)) < -support(fb, -std::cos(t), -std::sin(t)))
            return Truth::Separated;
    }
    return Truth::Unknown;
}

inline std::vector<EllipsePair> randomPairs(std::size_t n, unsigned seed = 1234)
{
    std::mt19937 rng(seed);
    std::vector<EllipsePair> pairs(n);
    for (auto& p : pairs) {
        p.a = detail::handScale(rng);
        p.b = detail::handScale(rng);
        p.truth = sampledTruth(p.a, p.b);
    }
    return pairs;
}

inline std::vector<EllipsePair> nearContactPairs(std::size_t n, unsigned seed = 99)
{
    std::mt19937 rng(seed);
    std::vector<EllipsePair> pairs(n);
    for (auto& p : pairs) {
        for (;;) {
            p = { detail::handScale(rng), detail::handScale(rng) };
            const auto r = geometry::ellipseVsEllipse(p.a, p.b);
            if (!r.circleShortcut && !r.centerInside && std::abs(r.distance - 1) < 0.2)
                break;
        }
        p.truth = sampledTruth(p.a, p.b);
    }
    return pairs;
}

inline std::vector<EllipsePair> hardPairs(std::size_t n, unsigned seed = 7)
{
    using detail::logUniform;
    using detail::uniform;
    std::mt19937 rng(seed);
    std::vector<EllipsePair> pairs(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double theta = uniform(rng, -std::numbers::pi, std::numbers::pi);
        const double depth = logUniform(rng, 1e-12, 1e-2);
        geometry::Ellipse a = detail::handScale(rng), b = detail::handScale(rng);
        switch (i % 3) {
        case 0: // separated circles
            a.ry = a.rx;
            b.ry = b.rx;
            pairs[i] = detail::placed(a, b, theta, depth * std::min(a.rx, b.rx));
            continue;
        case 1: // nearly equal
            b = a;
            b.rx *= 1 + uniform(rng, -1e-6, 1e-6);
            b.ry *= 1 + uniform(rng, -1e-6, 1e-6);
            b.angle += uniform(rng, -1e-6, 1e-6);
            break;
        default: // thin against ordinary or thin
            a.ry = a.rx / logUniform(rng, 100, 1000);
            if (i % 2 == 0)
                b.rx = b.ry / logUniform(rng, 100, 1000);
            break;
        }
        const double minAxis = std::min({ a.rx, a.ry, b.rx, b.ry });
        const double side = uniform(rng, 0, 1) < 0.5 ? -1 : 1;
        pairs[i] = detail::placed(a, b, theta, side * depth * minAxis);
    }
    return pairs;
}

} // namespace bench
