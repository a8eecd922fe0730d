#include "ellipse_ellipse/ellipse_ellipse_lesson.h"
#include "ellipse_ellipse/ellipse_ellipse_words.h"

#include "core/canvas/view_state.h"
#include "core/canvas/viewport.h"
#include "core/lesson.h"
#include "core/widgets/parameter_panel.h"

#include <catch2/catch.hpp>

#include <geometry/ellipses.h>

#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QUndoStack>

#include <cmath>
#include <memory>
#include <numbers>

namespace test_ellipse_ellipse_lesson {

using namespace lab;
using Scene = EllipseEllipseScene;
using geometry::TextbookCase;

namespace {

geometry::Ellipse degreesEllipse(geometry::Vec2 c, double rx, double ry, double degrees)
{
    return { c, rx, ry, degrees * std::numbers::pi / 180 };
}

// The seed's Code1 shapes, as the source gives them (scale, angle in degrees, position).
const geometry::Ellipse kWhite = degreesEllipse({ -3.55, 1.25 }, 2.34, 1.23, 25);
const geometry::Ellipse kBlue = degreesEllipse({ 2.65, 0.2 }, 1.25, 2.21, 26.5);

void checkSame(const geometry::Ellipse& a, const geometry::Ellipse& b)
{
    CHECK(a.center == b.center);
    CHECK(a.rx == b.rx);
    CHECK(a.ry == b.ry);
    CHECK(a.angle == Approx(b.angle));
}

} // namespace

TEST_CASE("ellipse_ellipse: the start scene is the source's Code1 (White and Blue)")
{
    Scene scene;
    checkSame(scene.ellipse(0), kWhite);
    checkSame(scene.ellipse(1), kBlue);
    CHECK(scene.state() == Scene::example(Scene::SeedScene));
    // Far apart: both tests agree, and the heuristic needs no more than a trivial case.
    const auto exact = geometry::ellipseVsEllipse(kWhite, kBlue);
    const auto book = geometry::ellipseVsEllipseTextbook(kWhite, kBlue);
    CHECK_FALSE(exact.hit);
    CHECK_FALSE(book.hit);
    CHECK(scene.exact().hit == exact.hit);
    CHECK(scene.textbook().decidingCase == book.decidingCase);
    CHECK(scene.textbook().trivial == book.trivial);
}

TEST_CASE("ellipse_ellipse: the scene's verdicts are geometry/'s on the fields, angles in degrees")
{
    const QList<std::pair<geometry::Ellipse, geometry::Ellipse>> pairs = {
        { kWhite, kBlue },
        { degreesEllipse({ 0, 0 }, 3, 1, 30), degreesEllipse({ 2, 1 }, 1, 2, -40) },
        { degreesEllipse({ -1, 2 }, 0.5, 2.5, 95), degreesEllipse({ 1, -1 }, 2, 0.7, 10) },
        { degreesEllipse({ 0, 0 }, 2, 2, 0), degreesEllipse({ 3.9, 0 }, 2, 2, 0) },
    };
    for (const auto& [a, b] : pairs) {
        Scene scene;
        const double toDeg = 180 / std::numbers::pi;
        scene.setState({ a.center.x, a.center.y, a.rx, a.ry, a.angle * toDeg, b.center.x, b.center.y, b.rx,
            b.ry, b.angle * toDeg });
        const auto exact = geometry::ellipseVsEllipse(a, b);
        const auto book = geometry::ellipseVsEllipseTextbook(a, b);
        CHECK(scene.exact().hit == exact.hit);
        CHECK(scene.exact().distance == Approx(exact.distance));
        CHECK(scene.textbook().hit == book.hit);
        CHECK(scene.textbook().decidingCase == book.decidingCase);
        CHECK(scene.textbook().E.x == Approx(book.E.x));
        CHECK(scene.textbook().b == Approx(book.b));
    }
}

TEST_CASE("ellipse_ellipse: the one-click configurations are disagreements that geometry/ confirms")
{
    // False collision: ellipse 2 at (-1.026, 4), 105 degrees; the textbook's shapes otherwise.
    const geometry::Ellipse falseHit = degreesEllipse({ -1.026, 4 }, 1.25, 2.21, 105);
    const auto exact1 = geometry::ellipseVsEllipse(kWhite, falseHit);
    const auto book1 = geometry::ellipseVsEllipseTextbook(kWhite, falseHit);
    CHECK_FALSE(exact1.hit);
    CHECK(book1.hit);
    CHECK(book1.decidingCase == TextbookCase::III);
    // Not a rounding accident: the gap is about 1e-4 in the reduced frame, far above the tolerance.
    CHECK(exact1.distance > 1 + 1e-5);
    Scene scene;
    scene.setState(Scene::example(Scene::FalseHit));
    checkSame(scene.ellipse(0), kWhite);
    checkSame(scene.ellipse(1), falseHit);
    CHECK_FALSE(scene.exact().hit);
    CHECK(scene.textbook().hit);
    CHECK(scene.textbook().decidingCase == TextbookCase::III);
    CHECK(scene.textbook().reachedR);

    // Missed overlap: ellipse 2 at (-0.0617, 3.9), 150 degrees.
    const geometry::Ellipse missed = degreesEllipse({ -0.0617, 3.9 }, 1.25, 2.21, 150);
    const auto exact2 = geometry::ellipseVsEllipse(kWhite, missed);
    const auto book2 = geometry::ellipseVsEllipseTextbook(kWhite, missed);
    CHECK(exact2.hit);
    CHECK_FALSE(book2.hit);
    CHECK(book2.decidingCase == TextbookCase::IV);
    CHECK(exact2.distance < 1 - 1e-5);
    // The text: it goes through case III first (Q before Q', R found) and R is just outside the
    // circle, beyond the textbook's EPS = 0.0002, so case III does not decide and case IV runs.
    constexpr double textbookEps = 0.0002;
    CHECK(book2.reachedQ);
    CHECK(book2.Q.x < book2.Qp.x);
    CHECK(book2.reachedR);
    CHECK(geometry::length(book2.R) > 1 + textbookEps);
    CHECK(geometry::length(book2.R) < 1 + 5 * textbookEps); // "just outside": |R| = 1.00075
    CHECK(book2.reachedS);
    scene.setState(Scene::example(Scene::MissedOverlap));
    checkSame(scene.ellipse(1), missed);
    CHECK(scene.exact().hit);
    CHECK_FALSE(scene.textbook().hit);
    CHECK(scene.textbook().decidingCase == TextbookCase::IV);
    CHECK(scene.textbook().reachedR);
    CHECK(scene.textbook().reachedS);
}

TEST_CASE("ellipse_ellipse: keys act on one ellipse, Shift+A switches it and is not an edit")
{
    Scene scene;
    const auto s0 = scene.state();
    CHECK(scene.active() == 0);
    CHECK((*scene.keyAction(Qt::Key_L, {}, {}))[Scene::C1x] == s0[Scene::C1x] + 0.05);
    CHECK((*scene.keyAction(Qt::Key_K, Qt::ShiftModifier, {}))[Scene::C1y] == s0[Scene::C1y] + 0.25);
    CHECK((*scene.keyAction(Qt::Key_S, {}, {}))[Scene::Rx1] == Approx(s0[Scene::Rx1] * 1.1));
    CHECK((*scene.keyAction(Qt::Key_T, Qt::ShiftModifier, {}))[Scene::Ry1] == Approx(s0[Scene::Ry1] / 1.1));
    CHECK((*scene.keyAction(Qt::Key_R, {}, {}))[Scene::Theta1] == Approx(s0[Scene::Theta1] + 5));
    CHECK_FALSE(scene.keyAction(Qt::Key_A, Qt::ShiftModifier, {}));
    CHECK(scene.keyCommand(Qt::Key_A, Qt::ShiftModifier, {}));
    CHECK(scene.state() == s0);
    CHECK(scene.active() == 1);
    const auto moved = *scene.keyAction(Qt::Key_H, {}, {});
    CHECK(moved[Scene::C2x] == s0[Scene::C2x] - 0.05);
    CHECK(moved[Scene::C1x] == s0[Scene::C1x]);
    CHECK(
        (*scene.keyAction(Qt::Key_R, Qt::ShiftModifier, {}))[Scene::Theta2] == Approx(s0[Scene::Theta2] - 5));
    CHECK_FALSE(scene.keyCommand(Qt::Key_A, {}, {}));
}

TEST_CASE("ellipse_ellipse: a zero or negative semi-axis is refused with the reason")
{
    Scene scene;
    auto s = scene.state();
    s[Scene::Ry2] = 0;
    CHECK(scene.validate(s).contains(QStringLiteral("ry₂ must be greater than zero")));
    s[Scene::Ry2] = 2;
    s[Scene::Rx1] = -1;
    CHECK(scene.validate(s).contains(QStringLiteral("rx₁ must be greater than zero")));
    CHECK(scene.validate(scene.state()).isEmpty());
}

TEST_CASE("ellipse_ellipse: the controls show both verdicts and flag a disagreement")
{
    EllipseEllipseLesson lesson;
    auto scene = lesson.createScene();
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(*scene, undo, view, nullptr));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    auto* disagree = controls->findChild<QLabel*>(QStringLiteral("disagree"));
    REQUIRE(readout);
    REQUIRE(disagree);
    controls->show();
    auto& s = EllipseEllipseLesson::own(*scene);
    const auto lines = [readout] { return readout->text().split(QLatin1Char('\n')); };
    // The heuristic first, the exact test second, as on the canvas and in the live box.
    CHECK(lines()[0] == EllipseEllipseWords::textbookLine(s.textbook()));
    CHECK(lines()[1] == EllipseEllipseWords::exactLine(s.exact()));
    CHECK_FALSE(disagree->isVisible());

    for (const auto which : { Scene::FalseHit, Scene::MissedOverlap }) {
        auto* button = controls->findChild<QPushButton*>(
            which == Scene::FalseHit ? QStringLiteral("falseHit") : QStringLiteral("missedOverlap"));
        REQUIRE(button);
        button->click();
        CHECK(s.state() == Scene::example(which));
        const auto exact = s.exact();
        const auto book = s.textbook();
        CHECK(lines()[0] == EllipseEllipseWords::textbookLine(book));
        CHECK(lines()[1] == EllipseEllipseWords::exactLine(exact));
        CHECK(lines()[0].endsWith(
            which == Scene::FalseHit ? QStringLiteral("case III") : QStringLiteral("case IV")));
        CHECK(lines()[1].startsWith(
            exact.hit ? QStringLiteral("Exact test: overlap") : QStringLiteral("Exact test: apart")));
        CHECK(disagree->isVisible());
    }
    undo.undo();
    undo.undo();
    CHECK(s.state() == s.initialState());
    CHECK_FALSE(disagree->isVisible());

    // The radio buttons and Shift+A pick the same ellipse.
    auto* second = controls->findChild<QRadioButton*>(QStringLiteral("active2"));
    REQUIRE(second);
    second->click();
    CHECK(s.active() == 1);
    s.keyCommand(Qt::Key_A, Qt::ShiftModifier, {});
    CHECK(controls->findChild<QRadioButton*>(QStringLiteral("active1"))->isChecked());
    CHECK(lines().last() == QStringLiteral("The keys act on ellipse 1."));
}

TEST_CASE("ellipse_ellipse: the numbers the lesson text states are the scene's and geometry/'s")
{
    const QString en = lessonText(QStringLiteral("ellipse_ellipse"), Language::English);
    const QString ja = lessonText(QStringLiteral("ellipse_ellipse"), Language::Japanese);
    REQUIRE_FALSE(en.isEmpty());
    REQUIRE_FALSE(ja.isEmpty());
    // The seed's Code1 values, which are the start scene (checked above against the fields).
    const Scene scene;
    for (const QString& text : { en, ja }) {
        CHECK(text.contains(QStringLiteral("2.34")));
        CHECK(text.contains(QStringLiteral("1.23")));
        CHECK(text.contains(QStringLiteral("25°")));
        CHECK(text.contains(QStringLiteral("(−3.55, 1.25)")));
        CHECK(text.contains(QStringLiteral("2.21")));
        CHECK(text.contains(QStringLiteral("26.5°")));
        CHECK(text.contains(QStringLiteral("(2.65, 0.2)")));
    }
    CHECK(scene.value(Scene::Rx1) == 2.34);
    CHECK(scene.value(Scene::Ry1) == 1.23);
    CHECK(scene.value(Scene::Theta1) == 25);
    CHECK(scene.value(Scene::Rx2) == 1.25);
    CHECK(scene.value(Scene::Ry2) == 2.21);
    CHECK(scene.value(Scene::Theta2) == 26.5);
    // E right of x = -1: P is the bottom point (beta = -90 degrees) and the quadratic is
    // X^2 - (A + kA) X - k = 0, so s = 1 and u = -k.
    const auto t = geometry::aaEllipseVsUnitCircleTextbook({ -0.5, 2.9 }, 0.5, 2);
    REQUIRE(t.reachedQ);
    CHECK(t.quadS == 1);
    CHECK(t.quadU == Approx(-t.k));
}

TEST_CASE("ellipse_ellipse: at the largest zoom the false hit's gap is under a pixel, the missed sliver a "
          "few pixels")
{
    // What the text says about zooming in: moving ellipse 2 along the line of centres by a pixel at
    // Viewport::kMaxScale closes the gap; the missed overlap survives 2 pixels outwards, not 5.
    const double pixel = 1 / Viewport::kMaxScale;
    const auto shifted = [](const geometry::Ellipse& e, double by) {
        geometry::Ellipse moved = e;
        moved.center = e.center + by * geometry::normalized(kWhite.center - e.center);
        return moved;
    };
    const geometry::Ellipse falseHit = Scene::ellipseOf(Scene::example(Scene::FalseHit), 1);
    CHECK_FALSE(geometry::ellipseVsEllipse(kWhite, falseHit).hit);
    CHECK(geometry::ellipseVsEllipse(kWhite, shifted(falseHit, pixel)).hit);
    const geometry::Ellipse missed = Scene::ellipseOf(Scene::example(Scene::MissedOverlap), 1);
    CHECK(geometry::ellipseVsEllipse(kWhite, shifted(missed, -2 * pixel)).hit);
    CHECK_FALSE(geometry::ellipseVsEllipse(kWhite, shifted(missed, -5 * pixel)).hit);
}

} // namespace test_ellipse_ellipse_lesson
