#include "slab/slab_lesson.h"
#include "slab/slab_painter.h"
#include "slab/slab_words.h"

#include "core/canvas/scene_painter.h"
#include "core/lesson.h"

#include "../support/images.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QPainter>

#include <cmath>
#include <limits>
#include <numbers>

namespace test_slab_lesson {

using namespace lab;
using geometry::Vec2;
using lab::test::largestDifference;
using Example = SlabScene::Example;
using Mode = SlabScene::Mode;

namespace {

using State = LessonScene::State;
constexpr double kInf = std::numeric_limits<double>::infinity();

SlabScene& load(SlabScene& scene, Example which)
{
    scene.setState(scene.example(which));
    return scene;
}

// Every number a lesson text states is written like "$inX = 1$" or "(2, 1.5)" with plain digits.
QString plain(double v)
{
    return QString::number(v);
}
QString point(Vec2 p)
{
    return QStringLiteral("(%1, %2)").arg(plain(p.x), plain(p.y));
}

void checkText(Language language, const QString& snippet)
{
    INFO(snippet.toStdString() << " in " << languageCode(language).toStdString());
    CHECK(lessonText(QStringLiteral("slab"), language).contains(snippet));
}

// Both texts contain `snippet`.
void checkTexts(const QString& snippet)
{
    for (const Language language : { Language::English, Language::Japanese })
        checkText(language, snippet);
}

} // namespace

TEST_CASE("SlabScene: the default ray crosses the box as in the textbook, inX < inY < outY < outX")
{
    SlabScene scene;
    CHECK(scene.mode() == Mode::Box);
    CHECK(scene.validate(scene.state()).isEmpty());
    const geometry::RayAabbResult h = scene.result().slabs;
    const geometry::RayAabbResult g
        = geometry::rayVsAabb({ { -5, -2 }, { 2, 1 } }, { { -3, -0.5 }, { 3, 1.5 } });
    CHECK(h.inX == g.inX);
    CHECK(h.outY == g.outY);
    REQUIRE(g.hit);
    CHECK(g.inX < g.inY);
    CHECK(g.inY < g.outY);
    CHECK(g.outY < g.outX);
    CHECK_FALSE(g.startedInside);
    // The numbers of the text's first "try" box.
    checkTexts(QStringLiteral("$R_0 = (-5, -2)$"));
    checkTexts(QStringLiteral("$v = (2, 1)$"));
    checkTexts(QStringLiteral("$(-3, -0.5)$"));
    checkTexts(QStringLiteral("$(3, 1.5)$"));
    checkTexts(QStringLiteral("$inX = %1$").arg(plain(g.inX)));
    checkTexts(QStringLiteral("$inY = %1$").arg(plain(g.inY)));
    checkTexts(QStringLiteral("$outY = %1$").arg(plain(g.outY)));
    checkTexts(QStringLiteral("$outX = %1$").arg(plain(g.outX)));
    checkTexts(QStringLiteral("$t_{enter} = %1$").arg(plain(g.tEnter)));
    checkTexts(QStringLiteral("$t_{exit} = %1$").arg(plain(g.tExit)));
    checkTexts(QStringLiteral("$%1$").arg(point(g.enter)));
    checkTexts(QStringLiteral("$%1$").arg(point(g.exit)));
    CHECK(g.inX == 1); // the text's values, read back from geometry above
    CHECK(g.tEnter == 1.5);
}

TEST_CASE("SlabScene: the miss example leaves the Y slab before it reaches the X slab")
{
    SlabScene scene;
    load(scene, Example::Missing);
    const geometry::RayAabbResult h = scene.result().slabs;
    CHECK_FALSE(h.hit);
    CHECK(h.inX > h.outY);
    CHECK(h.slabEnter > h.slabExit);
    checkTexts(QStringLiteral("$(1, -1)$"));
    checkTexts(QStringLiteral("$(4, 0)$"));
    CHECK(scene.box().min == Vec2 { 1, -1 });
    CHECK(scene.box().max == Vec2 { 4, 0 });
    checkTexts(QStringLiteral("$outY = %1$").arg(plain(h.outY)));
    checkTexts(QStringLiteral("$inX = %1$").arg(plain(h.inX)));
}

TEST_CASE("SlabScene: a ray parallel to the y axis inside the X slab has inX = -inf, outX = +inf")
{
    SlabScene scene;
    load(scene, Example::ParallelInside);
    CHECK(scene.ray().origin == Vec2 { 1, -3 });
    CHECK(scene.ray().direction == Vec2 { 0, 1 });
    const geometry::RayAabbResult h = scene.result().slabs;
    REQUIRE(h.hit);
    CHECK(h.inX == -kInf);
    CHECK(h.outX == kInf);
    CHECK(h.slabEnter == h.inY);
    CHECK(h.slabExit == h.outY);
    checkTexts(QStringLiteral("$R_0 = (1, -3)$"));
    checkTexts(QStringLiteral("$v = (0, 1)$"));
    checkTexts(QStringLiteral("$inY = %1$").arg(plain(h.inY)));
    checkTexts(QStringLiteral("$outY = %1$").arg(plain(h.outY)));
    checkTexts(QStringLiteral("$%1$").arg(point(h.enter)));
    checkTexts(QStringLiteral("$%1$").arg(point(h.exit)));
    checkTexts(QStringLiteral("$inX = -\\infty$"));
}

TEST_CASE("SlabScene: a ray parallel to the y axis outside the X slab misses")
{
    SlabScene scene;
    load(scene, Example::ParallelOutside);
    const geometry::RayAabbResult h = scene.result().slabs;
    CHECK_FALSE(h.hit);
    CHECK(h.inX > h.outX); // the empty interval
    CHECK(scene.ray().origin.x > scene.box().max.x);
    checkTexts(QStringLiteral("$R_0 = (4, -3)$"));
    checkTexts(QStringLiteral("$4 \\gt 3 = x_{max}$"));
    CHECK(scene.box().max.x == 3);
}

TEST_CASE("SlabScene: a ray starting inside the box is a hit flagged started inside")
{
    SlabScene scene;
    load(scene, Example::StartInside);
    const geometry::RayAabbResult h = scene.result().slabs;
    REQUIRE(h.hit);
    CHECK(h.startedInside);
    CHECK(h.inX < 0);
    CHECK(h.inY < 0); // the textbook's rule would call this a miss
    CHECK(h.tEnter == 0);
    CHECK(h.enter == scene.ray().origin);
    checkTexts(QStringLiteral("$R_0 = (0, 0.5)$"));
    checkTexts(QStringLiteral("$inX = %1$").arg(plain(h.inX)));
    checkTexts(QStringLiteral("$inY = %1$").arg(plain(h.inY)));
    checkTexts(QStringLiteral("$outX = %1$").arg(plain(h.outX)));
    checkTexts(QStringLiteral("$outY = %1$").arg(plain(h.outY)));
    checkTexts(QStringLiteral("$t_{enter} = %1 \\le 0 \\le t_{exit} = %2$")
                   .arg(plain(h.slabEnter), plain(h.slabExit)));
    checkTexts(QStringLiteral("$%1$").arg(point(h.exit)));
}

TEST_CASE("SlabScene: the corner ray grazes the box: tEnter = tExit at the top left corner")
{
    SlabScene scene;
    load(scene, Example::GrazeCorner);
    const geometry::RayAabbResult h = scene.result().slabs;
    REQUIRE(h.hit);
    CHECK_FALSE(h.startedInside);
    CHECK(h.tEnter == h.tExit);
    CHECK(h.enter == Vec2 { scene.box().min.x, scene.box().max.y });
    CHECK(h.inX == h.outY); // the textbook's strict "<" fails here
    checkTexts(QStringLiteral("$R_0 = (-6, -1.5)$"));
    checkTexts(QStringLiteral("$v = (1, 1)$"));
    checkTexts(QStringLiteral("$inX = %1$").arg(plain(h.inX)));
    checkTexts(QStringLiteral("$outX = %1$").arg(plain(h.outX)));
    checkTexts(QStringLiteral("$inY = %1$").arg(plain(h.inY)));
    checkTexts(QStringLiteral("$outY = %1$").arg(plain(h.outY)));
    checkTexts(QStringLiteral("$t_{enter} = t_{exit} = %1$").arg(plain(h.tEnter)));
    checkTexts(QStringLiteral("$%1$").arg(point(h.enter)));
    checkTexts(QStringLiteral("$%1 \\lt %1$").arg(plain(h.inX)));
}

TEST_CASE("SlabScene: the rotated rectangle's points are right for |v| = 2, the textbook's are not")
{
    SlabScene scene;
    load(scene, Example::RotatedLongV);
    CHECK(scene.mode() == Mode::Rotated);
    const geometry::Ray ray = scene.ray();
    CHECK(geometry::length(ray.direction) == 2);
    const geometry::RayAabbResult h = scene.result().slabs;
    REQUIRE(h.hit);
    // geometry's points lie on the rectangle's outline: local |x| = w/2 or |y| = h/2.
    const geometry::Obb b = scene.obb();
    for (const Vec2 p : { h.enter, h.exit }) {
        const Vec2 m = p - b.center;
        const double lx = std::abs(geometry::dot(m, b.axisX));
        const double ly = std::abs(geometry::dot(m, b.axisY));
        CHECK(std::max(lx / b.half.x, ly / b.half.y) == Approx(1));
    }
    CHECK(h.enter.x == Approx(-1));
    CHECK(h.enter.y == Approx(0.5));
    CHECK(h.exit.x == Approx(3));
    CHECK(h.tEnter == Approx(1));
    CHECK(h.tExit == Approx(3));
    const Vec2 wrongEnter = textbookRectPoint(ray, h.tEnter);
    const Vec2 wrongExit = textbookRectPoint(ray, h.tExit);
    CHECK(wrongEnter.x == Approx(b.center.x)); // the textbook's entry is the centre T
    CHECK(wrongEnter.y == Approx(b.center.y));
    CHECK(wrongExit.x == Approx(9));
    CHECK(wrongExit.y == Approx(0.5));
    // With |v| = 1 the textbook's points and geometry's agree.
    const geometry::Ray unit { ray.origin, geometry::normalized(ray.direction) };
    const geometry::RayAabbResult u = geometry::rayVsObb(unit, b);
    CHECK(textbookRectPoint(unit, u.tExit).x == Approx(u.exit.x));
    const auto r = [](double v) { return QString::number(std::round(v * 1e9) / 1e9); };
    const auto pt = [&](Vec2 p) { return QStringLiteral("$(%1, %2)$").arg(r(p.x), r(p.y)); };
    checkTexts(QStringLiteral("$R_0 = %1$").arg(pt(ray.origin).mid(1, pt(ray.origin).size() - 2)));
    checkTexts(QStringLiteral("$v = (2, 0)$"));
    checkText(Language::English,
        QStringLiteral("enters the rectangle at $t = %1$ in %2 and leaves it at $t = %3$ in %4")
            .arg(r(h.tEnter), pt(h.enter), r(h.tExit), pt(h.exit)));
    checkText(Language::Japanese,
        QStringLiteral("$t = %1$に%2で長方形に入り、$t = %3$に%4で出ます")
            .arg(r(h.tEnter), pt(h.enter), r(h.tExit), pt(h.exit)));
    checkText(Language::English, QStringLiteral("code returns %1 and %2").arg(pt(wrongEnter), pt(wrongExit)));
    checkText(
        Language::Japanese, QStringLiteral("コードは%1と%2を返します").arg(pt(wrongEnter), pt(wrongExit)));
}

TEST_CASE("SlabScene: the local frame is the ray measured along the rectangle's axes")
{
    SlabScene scene;
    load(scene, Example::RotatedLongV);
    const Vec2 lo = scene.localOrigin();
    const Vec2 lv = scene.localDirection();
    // Turning keeps lengths: |R0 - T| = |R0'| and |v| = |v'|.
    CHECK(geometry::length(lo) == Approx(geometry::length(scene.ray().origin - scene.obb().center)));
    CHECK(geometry::length(lv) == Approx(2));
    // The slab method in that frame gives the same times as rayVsObb.
    const geometry::RayAabbResult local
        = geometry::rayVsAabb({ lo, lv }, { -scene.obb().half, scene.obb().half });
    CHECK(local.tEnter == Approx(scene.result().slabs.tEnter));
    CHECK(local.tExit == Approx(scene.result().slabs.tExit));
}

TEST_CASE("SlabScene: the disk ray from the centre starts inside, the textbook's t_min < 0 would miss")
{
    SlabScene scene;
    load(scene, Example::DiskInside);
    CHECK(scene.mode() == Mode::Disk);
    const geometry::RayDiskResult h = scene.result().disk;
    REQUIRE(h.hit);
    CHECK(h.startedInside);
    const DiskRoots roots = diskRoots(h);
    REQUIRE(roots.real);
    CHECK(roots.near < 0);
    CHECK(roots.far == h.tExit);
    checkTexts(QStringLiteral("$b = %1$").arg(plain(h.b)));
    checkTexts(QStringLiteral("$c = %1$").arg(plain(h.c)));
    checkTexts(QStringLiteral("$D = %1$").arg(plain(h.discriminant)));
    checkTexts(QStringLiteral("$t_{min} = %1$").arg(plain(roots.near)));
    checkTexts(QStringLiteral("$t_{max} = %1$").arg(plain(roots.far)));
    checkTexts(QStringLiteral("$%1$").arg(point(h.exit)));
}

TEST_CASE("SlabScene: the tangent disk ray has D = 0 and touches the top of the disk")
{
    SlabScene scene;
    load(scene, Example::DiskTangent);
    const geometry::RayDiskResult h = scene.result().disk;
    REQUIRE(h.hit);
    CHECK(h.discriminant == 0);
    CHECK(h.tEnter == h.tExit);
    CHECK(h.enter == scene.disk().center + Vec2 { 0, scene.disk().radius });
    checkTexts(QStringLiteral("$R_0 = (-5, 2)$"));
    checkTexts(QStringLiteral("$v = (1, 0)$"));
    checkTexts(QStringLiteral("$(1, 0.5)$"));
    checkTexts(QStringLiteral("$r = 1.5$"));
    CHECK(scene.disk().center == Vec2 { 1, 0.5 });
    CHECK(scene.disk().radius == 1.5);
    checkTexts(QStringLiteral("$b = %1$").arg(plain(h.b)));
    checkTexts(QStringLiteral("$c = %1$").arg(plain(h.c)));
    checkTexts(QStringLiteral("$D = %1$").arg(plain(h.discriminant)));
    checkTexts(QStringLiteral("$t = %1$").arg(plain(h.tEnter)));
    checkTexts(QStringLiteral("$%1$").arg(point(h.enter)));
}

TEST_CASE("SlabScene: handles follow the mode, handle 0 is always the ray's start")
{
    SlabScene scene;
    for (const Mode mode : { Mode::Box, Mode::Rotated, Mode::Disk }) {
        scene.setState(scene.withMode(mode));
        const auto handles = scene.handles();
        REQUIRE(handles.size() >= 3);
        CHECK(handles[0].x == SlabScene::Rx);
        CHECK(handles[1].kind == HandleKind::Vector);
        CHECK(handles[1].anchorX == SlabScene::Rx);
    }
    scene.setState(scene.withMode(Mode::Box));
    CHECK(scene.handles().size() == 6);
    scene.setState(scene.withMode(Mode::Disk));
    CHECK(scene.handles().last().kind == HandleKind::Radius);
}

TEST_CASE("SlabScene: bodies are found by their inside and move whole")
{
    SlabScene scene;
    CHECK(scene.bodyAt({ 0, 0 }) == 0);
    CHECK(scene.bodyAt({ 0, 3 }) == -1);
    State moved = scene.movedBody(0, { 1, -1 }, scene.state());
    CHECK(moved[SlabScene::Px] == -2);
    CHECK(moved[SlabScene::Qy] == 0.5);
    CHECK(moved[SlabScene::Rx] == -5);
    scene.setState(scene.withMode(Mode::Disk));
    CHECK(scene.bodyAt({ 1, 1.9 }) == 0);
    CHECK(scene.bodyAt({ 2.2, 1.6 }) == -1);
    moved = scene.movedBody(0, { 1, 1 }, scene.state());
    CHECK(moved[SlabScene::Cx] == 2);
    scene.setState(scene.withMode(Mode::Rotated));
    // Angle 30 degrees, half sizes 2.5 and 1: (1, 0.5) + 2.4 u_i is inside, + 1.2 u_j is not.
    const geometry::Obb b = scene.obb();
    const Vec2 in = b.center + 2.4 * b.axisX;
    const Vec2 out = b.center + 1.2 * b.axisY;
    CHECK(scene.bodyAt({ in.x, in.y }) == 0);
    CHECK(scene.bodyAt({ out.x, out.y }) == -1);
}

TEST_CASE("SlabScene: H/J/K/L move the shape, E turns the ray, R turns the rectangle")
{
    SlabScene scene;
    const State start = scene.state();
    const auto after
        = [&](int key, Qt::KeyboardModifiers mods = {}) { return *scene.keyAction(key, mods, {}); };
    CHECK(after(Qt::Key_H, Qt::ShiftModifier)[SlabScene::Px] == -4);
    CHECK(after(Qt::Key_J, Qt::ShiftModifier)[SlabScene::Qy] == 0.5);
    CHECK(after(Qt::Key_K)[SlabScene::Py] == -0.25);
    CHECK(after(Qt::Key_L, Qt::ShiftModifier)[SlabScene::Qx] == 4);
    // E: 5 degrees counter-clockwise, Shift+E clockwise; the length stays.
    const State e = after(Qt::Key_E);
    const double turned = std::atan2(e[SlabScene::Vy], e[SlabScene::Vx]) - std::atan2(1, 2);
    CHECK(turned * 180 / std::numbers::pi == Approx(5));
    CHECK(std::hypot(e[SlabScene::Vx], e[SlabScene::Vy]) == Approx(std::sqrt(5)));
    const State back = after(Qt::Key_E, Qt::ShiftModifier);
    CHECK((std::atan2(back[SlabScene::Vy], back[SlabScene::Vx]) - std::atan2(1, 2)) * 180 / std::numbers::pi
        == Approx(-5));
    // R in the box mode: the same rectangle, rotated, at the box's centre.
    const State r = after(Qt::Key_R);
    CHECK(SlabScene::modeOf(r) == Mode::Rotated);
    CHECK(r[SlabScene::Tx] == 0);
    CHECK(r[SlabScene::Ty] == 0.5);
    CHECK(r[SlabScene::HalfW] == 3);
    CHECK(r[SlabScene::HalfH] == 1);
    CHECK(r[SlabScene::Angle] == 5);
    scene.setState(scene.withMode(Mode::Rotated));
    CHECK(after(Qt::Key_R, Qt::ShiftModifier)[SlabScene::Angle] == 25);
    CHECK(after(Qt::Key_L, Qt::ShiftModifier)[SlabScene::Tx] == 2);
    scene.setState(scene.withMode(Mode::Disk));
    CHECK(after(Qt::Key_K)[SlabScene::Cy] == 0.75);
    CHECK_FALSE(scene.keyAction(Qt::Key_R, {}, {}));
    CHECK_FALSE(scene.keyAction(Qt::Key_X, {}, {}));
    scene.setState(start);
    // Eighteen clockwise turns take (0, 1) to (1, 0) with v.y exactly 0: the parallel case by key.
    State s = scene.state();
    s[SlabScene::Vx] = 0;
    s[SlabScene::Vy] = 1;
    scene.setState(s);
    for (int i = 0; i < 18; ++i)
        scene.setState(*scene.keyAction(Qt::Key_E, Qt::ShiftModifier, {}));
    CHECK(scene.value(SlabScene::Vy) == 0);
    CHECK(scene.value(SlabScene::Vx) == Approx(1));
}

TEST_CASE("SlabScene: refuses a zero direction, a flat box, a bad mode, non-positive sizes")
{
    SlabScene scene;
    const auto with = [&](int index, double value) {
        State s = scene.state();
        s[index] = value;
        return s;
    };
    State zero = scene.state();
    zero[SlabScene::Vx] = 0;
    zero[SlabScene::Vy] = 0;
    CHECK(scene.validate(zero).contains(QStringLiteral("zero vector")));
    CHECK(scene.validate(with(SlabScene::Qx, -3)).contains(QStringLiteral("width")));
    CHECK(scene.validate(with(SlabScene::Qy, -0.5)).contains(QStringLiteral("height")));
    CHECK_FALSE(scene.validate(with(SlabScene::ModeParam, 3)).isEmpty());
    CHECK_FALSE(scene.validate(with(SlabScene::HalfW, 0)).isEmpty());
    CHECK_FALSE(scene.validate(with(SlabScene::Radius, -1)).isEmpty());
    CHECK(scene.validate(with(SlabScene::Vx, 0)).isEmpty()); // parallel rays are fine
}

TEST_CASE("SlabLesson: the live text works the slab formulas with the current numbers")
{
    SlabLesson lesson;
    SlabScene scene;
    QString live = lesson.liveText(scene);
    const geometry::RayAabbResult h = scene.result().slabs;
    CHECK(live.contains(
        QStringLiteral("inX &= \\frac{%1 - (%2)}{%3} = %4")
            .arg(formatNumber(-3, 3), formatNumber(-5, 3), formatNumber(2, 3), formatNumber(h.inX, 3))));
    CHECK(
        live.contains(QStringLiteral("t_{enter} = \\max(inX, inY) = %1").arg(formatNumber(h.slabEnter, 3))));
    CHECK(
        live.contains(QStringLiteral("t_{exit} = \\min(outX, outY) = %1").arg(formatNumber(h.slabExit, 3))));
    CHECK(live.contains(QStringLiteral("a hit")));

    load(scene, Example::ParallelInside);
    live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("inX = -\\infty,\\ outX = +\\infty")));
    load(scene, Example::ParallelOutside);
    live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("\\notin")));
    CHECK(live.contains(QStringLiteral("a miss")));
    load(scene, Example::GrazeCorner);
    CHECK(lesson.liveText(scene).contains(QStringLiteral("grazes")));
    load(scene, Example::StartInside);
    CHECK(lesson.liveText(scene).contains(QStringLiteral("started inside")));

    // Leftwards: the fractions are swapped.
    State s = scene.initialState();
    s[SlabScene::Rx] = 5;
    s[SlabScene::Vx] = -2;
    scene.setState(s);
    live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("$v.x < 0$: the ray meets $x_{max}$ first")));
    CHECK(live.contains(QStringLiteral("outX &= \\frac{%1 - %2}{%3} = %4")
                            .arg(formatNumber(-3, 3), formatNumber(5, 3), formatNumber(-2, 3),
                                formatNumber(scene.result().slabs.outX, 3))));

    load(scene, Example::RotatedLongV);
    live = lesson.liveText(scene);
    const Vec2 lo = scene.localOrigin();
    CHECK(live.contains(QStringLiteral("R_0' = (m\\cdot u_i,\\ m\\cdot u_j) = (%1,\\ %2)")
                            .arg(formatNumber(lo.x, 3), formatNumber(lo.y, 3))));

    load(scene, Example::DiskTangent);
    live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("D = b^2 - ac = 0")));
    CHECK(live.contains(QStringLiteral("touches the circle in one point, at $t = %1$")
                            .arg(formatNumber(scene.result().disk.tEnter, 3))));
    CHECK(live.contains(
        QStringLiteral("b = (R_0 - C)\\cdot v = %1").arg(formatNumber(scene.result().disk.b, 3))));
}

TEST_CASE("timeText: infinities read as signed infinity, numbers in the locale")
{
    CHECK(timeText(kInf) == QStringLiteral("+∞"));
    CHECK(timeText(-kInf) == QStringLiteral("−∞"));
    CHECK(timeText(1.5) == formatNumber(1.5, 3));
    CHECK(timeTex(-kInf) == QStringLiteral("-\\infty"));
}

TEST_CASE("slab painter: the stamped band edges look as drawn, and a moved box draws its edges anew")
{
    SlabScene scene;
    SlabPainter painter;
    Viewport view;
    view.setSize(QSizeF(520, 420));
    view.setDefaultScale(40);
    view.reset();
    const CanvasStyle style = CanvasStyle::desk();
    // `fresh`: a clip on the painter stops every stamp, so everything is drawn as it comes.
    const auto paint = [&](bool fresh) {
        QImage image(520, 420, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        if (fresh)
            p.setClipRect(QRect(0, 0, 520, 420));
        painter.paint(p, view, style, scene);
        return image;
    };
    REQUIRE(scene.mode() == Mode::Box);
    paint(false);
    paint(false); // from the second time on the edges are stamps
    const QImage stamped = paint(false);
    CHECK(largestDifference(stamped, paint(true)) <= 3);
    // The box moves: its edges are drawn where it is now, not stamped where it was.
    State moved = scene.state();
    moved[SlabScene::Px] += 1.3;
    moved[SlabScene::Qx] += 1.3;
    scene.setState(moved);
    paint(false);
    const QImage after = paint(false);
    CHECK(largestDifference(after, stamped) > 60);
    CHECK(largestDifference(after, paint(true)) <= 3);
}

} // namespace test_slab_lesson
