// The swept lesson in the real window: handles dragged to known configurations, the verdicts
// and the first contact time shown against geometry/, and undo.
#include "../support/canvas_drag.h"
#include "unit_page.h"

#include "core/canvas/canvas.h"
#include "core/model/numbers.h"
#include "swept/swept_lesson.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <geometry/swept.h>

#include <QApplication>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <cmath>

namespace test_swept_page {

using namespace lab;
using lab::testing::snapDrag;
using lab::testing::snapDragFrom;

namespace {

struct SweptPage : lab::test::UnitPage<SweptLesson> {
    QLabel* readout = find<QLabel>("readout");

    SweptPage()
        : UnitPage("swept")
    {
    }
};

} // namespace

TEST_CASE("swept page: circles dragged across each other hit at the t of geometry/, a wider pass is the "
          "seed's false hit")
{
    SweptPage p;
    Canvas& canvas = p.page->canvas();
    // A known zoom (4 px per unit, origin in the middle), whatever the page layout gave the canvas.
    canvas.viewport().setDefaultScale(4);
    canvas.viewport().reset();
    const double snap = canvas.viewport().gridStep() / 2;
    REQUIRE(std::fmod(40.0, snap) == 0);

    snapDrag(canvas, 0, { -40, 0 }); // A0
    snapDrag(canvas, 1, { 40, 0 }); // A1
    snapDrag(canvas, 2, { 0, 40 }); // B0
    snapDrag(canvas, 3, { 0, -40 }); // B1
    CHECK(p.page->undoStack().count() == 4);
    REQUIRE(p.scene->a().from == geometry::Vec2 { -40, 0 });
    REQUIRE(p.scene->a().to == geometry::Vec2 { 40, 0 });
    REQUIRE(p.scene->b().from == geometry::Vec2 { 0, 40 });
    REQUIRE(p.scene->b().to == geometry::Vec2 { 0, -40 });

    // The centres meet half way through the frame: a hit, though both frames are apart.
    const geometry::SweptResult h
        = geometry::sweptCircles({ { -40, 0 }, { 40, 0 }, 15 }, { { 0, 40 }, { 0, -40 }, 10 });
    REQUIRE(h.hit);
    CHECK(h.tClosest == Approx(0.5));
    const QString hitText = p.readout->text();
    CHECK(hitText.contains(
        QStringLiteral("Swept test: hit, first contact at t = %1").arg(formatNumber(h.t, 3))));
    CHECK(hitText.contains(
        QStringLiteral("α = %1, β = %2, γ = %3, R = %4")
            .arg(formatNumber(h.alpha), formatNumber(h.beta), formatNumber(h.gamma), formatNumber(h.bigR))));
    CHECK(hitText.contains(QStringLiteral("tunnels")));

    snapDrag(canvas, 3, { 60, -40 }); // B1: the relative path now passes 29 from A's centre
    const geometry::SweptResult miss
        = geometry::sweptCircles({ { -40, 0 }, { 40, 0 }, 15 }, { { 0, 40 }, { 60, -40 }, 10 });
    const geometry::SweptTextbookResult seed
        = geometry::sweptCirclesTextbook({ { -40, 0 }, { 40, 0 }, 15 }, { { 0, 40 }, { 60, -40 }, 10 });
    REQUIRE_FALSE(miss.hit);
    REQUIRE(seed.hit);
    CHECK(p.readout->text().contains(
        QStringLiteral("Swept test: miss, closest distance %1 at t = %2")
            .arg(formatNumber(std::sqrt(miss.minDistanceSquared)), formatNumber(miss.tClosest, 3))));
    CHECK(p.readout->text().contains(QStringLiteral("Article's test: hit. A false collision!")));

    p.page->undoStack().undo();
    CHECK(p.readout->text() == hitText);
}

TEST_CASE("swept page: a radius diamond dragged to the centre gives a point, which still hits on its path")
{
    SweptPage p;
    p.page->controls().findChild<QPushButton*>(QStringLiteral("exampleTunnelling"))->click();
    Canvas& canvas = p.page->canvas();
    // rA's diamond (handle 4) onto A0: rA = 0, a point against B of radius 10.
    snapDrag(canvas, 4, { -50, 0 });
    REQUIRE(p.scene->a().radius == 0);
    const geometry::SweptResult h = p.scene->result().swept;
    REQUIRE(h.hit);
    CHECK(h.t == geometry::sweptCircles({ { -50, 0 }, { 50, 0 }, 0 }, { { -10, 10 }, { 10, 10 }, 10 }).t);
    CHECK(p.readout->text().contains(QStringLiteral("first contact at t = %1").arg(formatNumber(h.t, 3))));
}

TEST_CASE("swept page: switching to Japanese retranslates the buttons and the read-out")
{
    SweptPage p;
    auto* tunnelling = p.page->controls().findChild<QPushButton*>(QStringLiteral("exampleTunnelling"));
    REQUIRE(tunnelling);
    const QString english = p.readout->text();
    p.window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents(); // LanguageChange is posted to the windows
    CHECK(tunnelling->text() == QStringLiteral("すり抜け"));
    CHECK(p.readout->text() != english);
    CHECK(p.readout->text().contains(QStringLiteral("当たり")));
    p.window.setLanguage(Language::English);
    lab::test::deliverPostedEvents();
    CHECK(p.readout->text() == english);
}

} // namespace test_swept_page
