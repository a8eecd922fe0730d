#include "ellipse_point/ellipse_point_lesson.h"

#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/model/numbers.h"
#include "core/widgets/parameter_panel.h"

#include <catch2/catch.hpp>

#include <geometry/affine.h>
#include <geometry/ellipses.h>

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QUndoStack>

#include <cmath>
#include <memory>
#include <numbers>

namespace test_ellipse_point_lesson {

using namespace lab;
using Scene = EllipsePointScene;

namespace {

QString pointText(geometry::Vec2 p)
{
    return formatPoint(p.x, p.y);
}

// P, C, rx, ry, theta (degrees) in the scene's order.
Scene::State ellipseState(geometry::Vec2 p, geometry::Vec2 c, double rx, double ry, double degrees)
{
    return { p.x, p.y, c.x, c.y, rx, ry, degrees };
}

// Configurations with awkward numbers: turned both ways, wide and tall, far from the origin.
QList<Scene::State> someStates()
{
    return {
        Scene().initialState(),
        Scene::example(Scene::SeedBoundary),
        ellipseState({ -1.3, 2.7 }, { 0.4, -0.9 }, 3.1, 1.7, 47),
        ellipseState({ 5, -4 }, { 2, 1 }, 1.5, 4.5, -120),
        ellipseState({ 1e3 + 1, -2e3 }, { 1e3, -2e3 }, 0.25, 7, 179),
        ellipseState({ 0, 0 }, { 0, 0 }, 2, 2, 0),
    };
}

} // namespace

TEST_CASE("ellipse_point: the scene's trace is geometry::pointInEllipse of the fields, theta in degrees")
{
    for (const auto& state : someStates()) {
        Scene scene;
        scene.setState(state);
        const geometry::Ellipse e { { state[Scene::Cx], state[Scene::Cy] }, state[Scene::Rx],
            state[Scene::Ry], state[Scene::Theta] * std::numbers::pi / 180 };
        const auto expected = geometry::pointInEllipse({ state[Scene::Px], state[Scene::Py] }, e);
        const auto t = scene.result();
        CHECK(t.hit == expected.hit);
        CHECK(t.scaled == expected.scaled);
        CHECK(t.valueSquared == expected.valueSquared);
        CHECK(Scene::pointAt(t, scene.point(), Scene::Original) == scene.point());
        CHECK(Scene::pointAt(t, scene.point(), Scene::Translated) == expected.translated);
        CHECK(Scene::pointAt(t, scene.point(), Scene::Rotated) == expected.rotated);
        CHECK(Scene::pointAt(t, scene.point(), Scene::Scaled) == expected.scaled);
    }
}

TEST_CASE(
    "ellipse_point: the source's rx = 10, ry = 2 stretch y by 10 / 2 = 5, P = (0, 2) lands on the circle")
{
    const Scene::State state = Scene::example(Scene::SeedBoundary);
    const geometry::Ellipse e = Scene::ellipseOf(state);
    CHECK(e.rx == 10);
    CHECK(e.ry == 2);
    CHECK(e.angle == 0);
    CHECK(e.center == geometry::Vec2 { 0, 0 });
    // The stretch factor: any point's y after the rotation is multiplied by 5.
    const auto unit = geometry::pointInEllipse({ 0, 1 }, e);
    CHECK(unit.scaled.y / unit.rotated.y == 5);
    CHECK(Scene::maps(e).S.m.d == 5);
    // P = (0, 2) goes to (0, 10), and 0^2 + 10^2 = 100 = rx^2: on the boundary, which counts.
    CHECK(Scene::pointOf(state) == geometry::Vec2 { 0, 2 });
    const auto t = geometry::pointInEllipse(Scene::pointOf(state), e);
    CHECK(t.scaled == geometry::Vec2 { 0, 10 });
    CHECK(t.valueSquared == 100);
    CHECK(t.radiusSquared == 100);
    CHECK(t.hit);
    // A hair further out is outside.
    CHECK_FALSE(geometry::pointInEllipse({ 0, std::nextafter(2.0, 3.0) }, e).hit);
}

TEST_CASE("ellipse_point: near miss, P is nearer to C than rx and yet outside the ellipse")
{
    const Scene::State state = Scene::example(Scene::NearMiss);
    CHECK(state == Scene().initialState());
    const geometry::Ellipse e = Scene::ellipseOf(state);
    const geometry::Vec2 p = Scene::pointOf(state);
    CHECK(geometry::length(p - e.center) < e.rx);
    const auto t = geometry::pointInEllipse(p, e);
    CHECK_FALSE(t.hit);
    // Before the stretch the point is still inside the circle of radius rx; the stretch pushes it out.
    CHECK(geometry::lengthSquared(t.rotated) <= t.radiusSquared);
    CHECK(t.valueSquared > t.radiusSquared);
}

TEST_CASE("ellipse_point: M = S R T, built with geometry/affine.h, sends P where the three stages do")
{
    for (const auto& state : someStates()) {
        const geometry::Ellipse e = Scene::ellipseOf(state);
        const geometry::Vec2 p = Scene::pointOf(state);
        const auto t = geometry::pointInEllipse(p, e);
        const Scene::Maps m = Scene::maps(e);
        // T is the translation by -C; as a homogeneous matrix its last column is (-Cx, -Cy, 1).
        CHECK(m.T.t == -e.center);
        CHECK(geometry::apply(m.T, p) == t.translated);
        const geometry::Vec2 rotated = geometry::apply(m.R, t.translated);
        CHECK(rotated.x == Approx(t.rotated.x).margin(1e-12));
        CHECK(rotated.y == Approx(t.rotated.y).margin(1e-12));
        const double scale = std::max(1.0, geometry::length(p) + geometry::length(e.center));
        const geometry::Vec2 image = geometry::apply(m.M, p);
        CHECK(image.x == Approx(t.scaled.x).margin(1e-12 * scale * e.rx / e.ry));
        CHECK(image.y == Approx(t.scaled.y).margin(1e-12 * scale * e.rx / e.ry));
        // R undoes the ellipse's turn: cos and sin of theta in the places the text shows.
        CHECK(m.R.m.a == Approx(std::cos(e.angle)));
        CHECK(m.R.m.b == Approx(std::sin(e.angle)));
        CHECK(m.R.m.c == Approx(-std::sin(e.angle)));
    }
}

TEST_CASE("ellipse_point: a zero or negative semi-axis is refused with a message, geometry/ calls it a miss")
{
    Scene scene;
    for (const int axis : { Scene::Rx, Scene::Ry }) {
        for (const double bad : { 0.0, -1.0 }) {
            auto state = scene.state();
            state[axis] = bad;
            const QString problem = scene.validate(state);
            CHECK(problem.contains(scene.params()[axis].symbol));
            CHECK(problem.contains(QStringLiteral("greater than zero")));
            CHECK(problem.contains(QStringLiteral("segment")));
        }
    }
    auto tiny = scene.state();
    tiny[Scene::Ry] = 1e-9;
    CHECK(scene.validate(tiny).isEmpty());
    tiny[Scene::Ry] = 1e-320; // rx / ry overflows: the stretch cannot be computed
    CHECK(scene.validate(tiny).contains(QStringLiteral("too large")));
    // What the refusal protects: geometry/ reports a flat ellipse as containing nothing, not even C.
    CHECK_FALSE(geometry::pointInEllipse({ 0, 0 }, { { 0, 0 }, 3, 0, 0 }).hit);
    CHECK_FALSE(geometry::pointInEllipse({ 0, 0 }, { { 0, 0 }, 0, 3, 0 }).hit);
}

TEST_CASE("ellipse_point: a point on the boundary counts as inside, as the text says")
{
    // Level ellipse: the end of each semi-axis is exactly on the boundary.
    const geometry::Ellipse e { { 1, -2 }, 4, 2, 0 };
    for (const geometry::Vec2 p : { geometry::Vec2 { 5, -2 }, geometry::Vec2 { -3, -2 },
             geometry::Vec2 { 1, 0 }, geometry::Vec2 { 1, -4 } }) {
        const auto t = geometry::pointInEllipse(p, e);
        CHECK(t.valueSquared == t.radiusSquared);
        CHECK(t.hit);
    }
}

TEST_CASE("ellipse_point: H/J/K/L move the ellipse (Shift: further), S/T stretch its axes by 1.1, R turns it "
          "5 degrees")
{
    Selection picked;
    Scene scene;
    const auto s0 = scene.state();
    const auto key = [&](int k, Qt::KeyboardModifiers m = Qt::NoModifier) {
        const auto next = scene.keyAction(k, m, picked);
        REQUIRE(next);
        return *next;
    };
    CHECK(key(Qt::Key_H)[Scene::Cx] == s0[Scene::Cx] - 0.1);
    CHECK(key(Qt::Key_L)[Scene::Cx] == s0[Scene::Cx] + 0.1);
    CHECK(key(Qt::Key_J)[Scene::Cy] == s0[Scene::Cy] - 0.1);
    CHECK(key(Qt::Key_K)[Scene::Cy] == s0[Scene::Cy] + 0.1);
    CHECK(key(Qt::Key_L, Qt::ShiftModifier)[Scene::Cx] == s0[Scene::Cx] + 0.5);
    CHECK(key(Qt::Key_S)[Scene::Rx] == Approx(s0[Scene::Rx] * 1.1));
    CHECK(key(Qt::Key_S, Qt::ShiftModifier)[Scene::Rx] == Approx(s0[Scene::Rx] / 1.1));
    CHECK(key(Qt::Key_T)[Scene::Ry] == Approx(s0[Scene::Ry] * 1.1));
    CHECK(key(Qt::Key_T, Qt::ShiftModifier)[Scene::Ry] == Approx(s0[Scene::Ry] / 1.1));
    CHECK(key(Qt::Key_R)[Scene::Theta] == Approx(s0[Scene::Theta] + 5));
    CHECK(key(Qt::Key_R, Qt::ShiftModifier)[Scene::Theta] == Approx(s0[Scene::Theta] - 5));
    // The point stays where it is: the keys move the ellipse only.
    CHECK(key(Qt::Key_H)[Scene::Px] == s0[Scene::Px]);
    CHECK_FALSE(scene.keyAction(Qt::Key_Q, Qt::NoModifier, picked));
    // The arrows belong to a picked body: none picked, no action (the canvas pans).
    CHECK_FALSE(scene.keyAction(Qt::Key_Right, Qt::NoModifier, picked));
    picked = { -1, Scene::EllipseBody };
    CHECK(key(Qt::Key_Right)[Scene::Cx] == s0[Scene::Cx] + 0.1);
    CHECK(key(Qt::Key_Down, Qt::ShiftModifier)[Scene::Cy] == s0[Scene::Cy] - 0.5);
    picked = { -1, -1 };
    // Turning past 180 degrees wraps to -180 .. 180.
    auto turned = s0;
    turned[Scene::Theta] = 178;
    scene.setState(turned);
    CHECK(key(Qt::Key_R)[Scene::Theta] == Approx(-177));
}

TEST_CASE("ellipse_point: the axis ends are core handles that set their semi-axis and the angle, the body "
          "drag moves C")
{
    Scene scene;
    scene.setState(ellipseState({ 5, 5 }, { 1, 1 }, 4, 2, 0));
    const auto handles = scene.handles();
    REQUIRE(handles.size() == 4);
    CHECK(handles[Scene::RxEnd].kind == HandleKind::Axis);
    CHECK(handles[Scene::RyEnd].kind == HandleKind::Axis);
    CHECK(Scene::axisEnd(scene.state(), Scene::RxEnd) == geometry::Vec2 { 5, 1 });
    CHECK(Scene::axisEnd(scene.state(), Scene::RyEnd) == geometry::Vec2 { 1, 3 });
    for (const Scene::Handle end :
        { Scene::RxEnd, Scene::RyEnd }) { // the canvas puts them where the scene says
        const QPointF at = handlePosition(handles[end], scene.state());
        CHECK(at.x() == Approx(Scene::axisEnd(scene.state(), end).x));
        CHECK(at.y() == Approx(Scene::axisEnd(scene.state(), end).y).margin(1e-12));
    }
    // The rx end from (5, 1) to (1, 4): rx = 3, theta = 90 degrees; ry stays.
    auto s = stateWithHandleAt(handles[Scene::RxEnd], scene.state(), QPointF(1, 4));
    CHECK(s[Scene::Rx] == Approx(3));
    CHECK(s[Scene::Theta] == Approx(90));
    CHECK(s[Scene::Ry] == 2);
    // The ry end from (1, 3) to (-2, 1): ry = 3, and the ellipse's y axis points along -x, so theta = 90.
    s = stateWithHandleAt(handles[Scene::RyEnd], scene.state(), QPointF(-2, 1));
    CHECK(s[Scene::Ry] == Approx(3));
    CHECK(s[Scene::Theta] == Approx(90));
    CHECK(s[Scene::Rx] == 4);
    // Onto the centre: a zero semi-axis (refused by validate), the angle kept.
    s = stateWithHandleAt(handles[Scene::RxEnd], scene.state(), QPointF(1, 1));
    CHECK(s[Scene::Theta] == 0);
    CHECK_FALSE(scene.validate(s).isEmpty());
    // The body drag moves the centre only.
    s = scene.movedBody(Scene::EllipseBody, QPointF(2, -1), scene.state());
    CHECK(s[Scene::Cx] == 3);
    CHECK(s[Scene::Cy] == 0);
    CHECK(s[Scene::Rx] == 4);
    // Picking a body: inside the ellipse.
    CHECK(scene.bodyAt(QPointF(2, 1.5)) == Scene::EllipseBody);
    CHECK(scene.bodyAt(QPointF(5, 5)) == -1);
}

TEST_CASE("ellipse_point: the live text puts geometry/'s numbers into the formulas and the matrices")
{
    EllipsePointLesson lesson;
    Scene scene;
    scene.setState(ellipseState({ -1.3, 2.7 }, { 0.4, -0.9 }, 3.1, 1.7, 47));
    const auto t = scene.result();
    const auto m = Scene::maps(scene.ellipse());
    const QString live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("d_x = P_x - C_x = %1").arg(mathNumber(t.translated.x))));
    CHECK(live.contains(QStringLiteral("= %1 \\end{aligned}").arg(mathNumber(t.scaled.x))));
    CHECK(live.contains(QStringLiteral("= %1 \\end{aligned}").arg(mathNumber(t.scaled.y))));
    CHECK(live.contains(QStringLiteral("x'^2 + y'^2 = %1").arg(mathNumber(t.valueSquared))));
    CHECK(live.contains(QStringLiteral("r_x^2 = %1").arg(mathNumber(t.radiusSquared))));
    // M's first row, as a homogeneous matrix: a, b and the translation part.
    CHECK(live.contains(
        QStringLiteral("%1 & %2 & %3").arg(mathNumber(m.M.m.a), mathNumber(m.M.m.b), mathNumber(m.M.t.x))));
    CHECK(
        live.contains(t.hit ? QStringLiteral("inside the ellipse") : QStringLiteral("outside the ellipse")));

    scene.setState(Scene::example(Scene::SeedBoundary));
    const QString edge = lesson.liveText(scene);
    CHECK(edge.contains(QStringLiteral("x'^2 + y'^2 = 100 \\;\\le\\; r_x^2 = 100")));
    CHECK(edge.contains(QStringLiteral("exactly on the boundary")));
}

TEST_CASE(
    "ellipse_point controls: the stage slider sets the stage, the read-out marks it and lists every stage")
{
    EllipsePointLesson lesson;
    Scene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* slider = controls->findChild<QSlider*>(QStringLiteral("stage"));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    auto* name = controls->findChild<QLabel*>(QStringLiteral("stageName"));
    REQUIRE(slider);
    REQUIRE(readout);
    REQUIRE(name);
    CHECK(slider->minimum() == 0);
    CHECK(slider->maximum() == 3);
    const auto t = scene.result();
    const QStringList lines = readout->text().split(QLatin1Char('\n'));
    REQUIRE(lines.size() == 6);
    CHECK(lines[0].startsWith(QStringLiteral("▶ Stage 0")));
    CHECK(lines[1].endsWith(pointText(t.translated)));
    CHECK(lines[2].endsWith(pointText(t.rotated)));
    CHECK(lines[3].endsWith(QStringLiteral("(x′, y′) = ") + pointText(t.scaled)));
    CHECK(lines[4]
        == QStringLiteral("x′² + y′² = %1 > rx² = %2")
               .arg(formatNumber(t.valueSquared), formatNumber(t.radiusSquared)));
    CHECK(lines[5] == QStringLiteral("The point is outside the ellipse."));

    for (int stage = 0; stage < Scene::kStageCount; ++stage) {
        slider->setValue(stage);
        CHECK(scene.stage() == stage);
        const QStringList now = readout->text().split(QLatin1Char('\n'));
        CHECK(now[stage].startsWith(QStringLiteral("▶ Stage %1").arg(stage)));
        CHECK(name->text().startsWith(QStringLiteral("Stage %1 of 3").arg(stage)));
    }
    // The stage is a view, not an edit: no undo step.
    CHECK(undo.count() == 0);
    scene.setStage(1);
    CHECK(slider->value() == 1);

    // The one-click configuration is an undo step, and the read-out calls the boundary inside.
    auto* seed = controls->findChild<QPushButton*>(QStringLiteral("seedBoundary"));
    REQUIRE(seed);
    seed->click();
    CHECK(undo.count() == 1);
    CHECK(scene.state() == Scene::example(Scene::SeedBoundary));
    CHECK(readout->text().contains(QStringLiteral("x′² + y′² = 100 ≤ rx² = 100")));
    CHECK(readout->text().contains(QStringLiteral("exactly on the boundary, which counts as inside")));
    undo.undo();
    CHECK(scene.state() == Scene().initialState());
}

TEST_CASE("ellipse_point controls: typing 0 for rx or ry is refused in the field with the reason")
{
    EllipsePointLesson lesson;
    Scene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* panel = controls->findChild<ParameterPanel*>();
    REQUIRE(panel);
    for (const int axis : { Scene::Rx, Scene::Ry }) {
        const auto before = scene.state();
        QLineEdit* field = panel->field(axis);
        field->setText(QStringLiteral("0"));
        emit field->editingFinished();
        CHECK(scene.state() == before);
        CHECK(undo.count() == 0);
        CHECK(panel->errorText().contains(QStringLiteral("greater than zero")));
        CHECK(panel->errorText().contains(scene.params()[axis].symbol));
        field->setText(formatNumber(before[axis]));
        emit field->editingFinished();
        CHECK(panel->errorText().isEmpty());
    }
}

} // namespace test_ellipse_point_lesson
