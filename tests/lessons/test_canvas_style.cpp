// The canvas palettes, measured from lessons/core's own colours: WCAG contrast against the
// background (3:1 for graphics, 4.5:1 for text; every palette colour may label something, so the
// drawing colours are held to 4.5:1) and the colour difference between the colours that must be
// told apart, for normal vision and simulated protanopia, deuteranopia and tritanopia
// (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear sRGB), as CIE76 ΔE in
// CIELAB (D65).
#include "core/canvas/canvas_style.h"

#include <catch2/catch.hpp>

#include <QString>

#include <algorithm>
#include <array>
#include <cmath>

namespace test_canvas_style {

using namespace lab;

namespace {

using Vec3 = std::array<double, 3>;
using Mat3 = std::array<Vec3, 3>;

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
constexpr Vision kVisions[]
    = { Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia };

const char* visionName(Vision v)
{
    switch (v) {
    case Vision::Protanopia: return "protanopia";
    case Vision::Deuteranopia: return "deuteranopia";
    case Vision::Tritanopia: return "tritanopia";
    case Vision::Normal: break;
    }
    return "normal vision";
}

// Machado et al. 2009, table for severity 1.0.
Mat3 machado(Vision v)
{
    switch (v) {
    case Vision::Protanopia:
        return { { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
            { -0.003882, -0.048116, 1.051998 } } };
    case Vision::Deuteranopia:
        return { { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
            { -0.011820, 0.042940, 0.968881 } } };
    case Vision::Tritanopia:
        return { { { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 },
            { 0.004733, 0.691367, 0.303900 } } };
    case Vision::Normal: break;
    }
    return { { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } } };
}

double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

Vec3 linearRgb(const QColor& c)
{
    return { linear(c.redF()), linear(c.greenF()), linear(c.blueF()) };
}

double luminance(const QColor& c)
{
    const Vec3 l = linearRgb(c);
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Vec3 seenAs(const QColor& c, Vision v)
{
    const Vec3 l = linearRgb(c);
    const Mat3 m = machado(v);
    Vec3 out {};
    for (int i = 0; i < 3; ++i)
        out[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
    return out;
}

Vec3 cielab(const Vec3& rgb)
{
    const double x = (0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]) / 0.95047;
    const double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double z = (0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

double deltaE76(const QColor& a, const QColor& b, Vision v)
{
    const Vec3 p = cielab(seenAs(a, v));
    const Vec3 q = cielab(seenAs(b, v));
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

struct Named {
    const char* name;
    QColor color;
};

struct Palette {
    const char* name;
    CanvasStyle style;
};

std::array<Palette, 3> palettes()
{
    return { { { "desk", CanvasStyle::desk() },
        { "projector dark", CanvasStyle::projectorStyle(ProjectorPalette::Dark) },
        { "projector light", CanvasStyle::projectorStyle(ProjectorPalette::Light) } } };
}

// The colours that say which shape is which, or which state a shape is in.
std::array<Named, 5> toldApart(const CanvasStyle& s)
{
    return { { { "shape 1", s.shapes[0] }, { "shape 2", s.shapes[1] }, { "shape 3", s.shapes[2] },
        { "result", s.result }, { "highlight", s.highlight } } };
}

constexpr double kGraphics = 3.0;
constexpr double kText = 4.5;
constexpr double kMinDeltaE = 20;

} // namespace

TEST_CASE("canvas style: the colour maths reproduces known values")
{
    // WCAG: black on white is 21:1, #777 on white 4.48:1.
    CHECK(contrast(Qt::black, Qt::white) == Approx(21));
    CHECK(contrast(QColor(0x77, 0x77, 0x77), Qt::white) == Approx(4.48).margin(0.01));
    // CIELAB of white is (100, 0, 0); pure sRGB red is about (53.24, 80.09, 67.20).
    const Vec3 white = cielab(linearRgb(Qt::white));
    CHECK(white[0] == Approx(100).margin(0.01));
    CHECK(std::abs(white[1]) < 0.01);
    const Vec3 red = cielab(linearRgb(Qt::red));
    CHECK(red[0] == Approx(53.24).margin(0.05));
    CHECK(red[1] == Approx(80.09).margin(0.05));
    CHECK(red[2] == Approx(67.20).margin(0.05));
    // Under protanopia red and a green of the same brightness collapse; blue and yellow do not.
    CHECK(deltaE76(QColor(0xd6, 0x28, 0x28), QColor(0x1a, 0x9b, 0x5a), Vision::Normal) > 100);
    CHECK(deltaE76(QColor(0xd6, 0x28, 0x28), QColor(0x1a, 0x9b, 0x5a), Vision::Protanopia) < 25);
    CHECK(deltaE76(Qt::blue, Qt::yellow, Vision::Deuteranopia) > 100);
}

TEST_CASE("canvas style: the old desk palette fails these checks (as issue 15 measured it)")
{
    const QColor blue(0x1f, 0x6f, 0xd1), purple(0x8e, 0x44, 0xad), orange(0xf0, 0x9a, 0x00);
    CHECK(contrast(orange, Qt::white) == Approx(2.25).margin(0.01));
    CHECK(contrast(orange, Qt::white) < kGraphics);
    CHECK(deltaE76(blue, purple, Vision::Protanopia) == Approx(11.1).margin(0.1));
    CHECK(deltaE76(blue, purple, Vision::Protanopia) < kMinDeltaE);
}

TEST_CASE("canvas style: text and every drawing colour stand out from the background")
{
    for (const Palette& p : palettes()) {
        const CanvasStyle& s = p.style;
        INFO(p.name);
        CHECK(contrast(s.text, s.background) >= kText);
        CHECK(contrast(s.axis, s.background) >= kGraphics);
        CHECK(contrast(s.muted, s.background) >= kText);
        for (const Named& c : toldApart(s)) {
            INFO(c.name << " " << c.color.name().toStdString() << " contrast "
                        << contrast(c.color, s.background));
            CHECK(contrast(c.color, s.background) >= kText);
        }
        // Handles are outlined with the background colour, the focus ring drawn in the highlight.
        CHECK(contrast(s.highlight, s.background) >= kGraphics);
        // The verdict plate's words are in its colour.
        for (const Verdict v : { Verdict::Collide, Verdict::Touch, Verdict::Apart, Verdict::Undecided }) {
            INFO("verdict " << int(v));
            CHECK(contrast(s.verdictColor(v), s.background) >= kText);
        }
        // Collide, touch and apart are told apart by colour too (their marks tell them apart without).
        CHECK(s.verdictColor(Verdict::Collide) != s.verdictColor(Verdict::Apart));
        CHECK(s.verdictColor(Verdict::Touch) != s.verdictColor(Verdict::Apart));
    }
}

TEST_CASE("canvas style: shapes, result and highlight stay apart under colour vision deficiencies")
{
    for (const Palette& p : palettes()) {
        const auto colors = toldApart(p.style);
        for (const Vision v : kVisions) {
            for (size_t i = 0; i < colors.size(); ++i) {
                for (size_t j = i + 1; j < colors.size(); ++j) {
                    const double d = deltaE76(colors[i].color, colors[j].color, v);
                    INFO(p.name << ", " << visionName(v) << ": " << colors[i].name << " vs " << colors[j].name
                                << " ΔE76 = " << d);
                    CHECK(d >= kMinDeltaE);
                }
            }
        }
    }
}

TEST_CASE("canvas style: the shapes of a pair differ by dashes and fill pattern too")
{
    const CanvasStyle s = CanvasStyle::desk();
    for (int a = 0; a < CanvasStyle::kGroups; ++a) {
        for (int b = a + 1; b < CanvasStyle::kGroups; ++b) {
            CHECK(s.shapePen(a, 2).style() != s.shapePen(b, 2).style());
            CHECK(s.shapeFill(a, 40).style() != s.shapeFill(b, 40).style());
        }
    }
    CHECK(s.shapePen(1, 3).color() == s.shapes[1]);
    CHECK(s.shapePen(1, 3).widthF() == 3);
    CHECK(s.shapeFill(0, 40).color().alpha() == 40);
    CHECK(s.shape(7) == s.shapes[2]); // groups past the last take the last colour
    CHECK(projectorPaletteFromKey(projectorPaletteKey(ProjectorPalette::Light)) == ProjectorPalette::Light);
    CHECK(projectorPaletteFromKey(QStringLiteral("nonsense")) == ProjectorPalette::Dark);
}

} // namespace test_canvas_style
