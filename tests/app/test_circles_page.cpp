// The circles lesson in the real window: handles dragged to a known configuration, the frames
// played, the keys, and closing while the frames play.
#include "../support/canvas_drag.h"
#include "unit_page.h"

#include "circles/circles_lesson.h"
#include "core/canvas/canvas.h"
#include "core/model/numbers.h"

#include <catch2/catch.hpp>

#include <geometry/circles.h>

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cmath>

namespace test_circles_page {

using namespace lab;
using lab::testing::snapDrag;
using lab::testing::snapDragFrom;

namespace {

struct CirclesPage : lab::test::UnitPage<CirclesLesson> {
    QLabel* readout = find<QLabel>("readout");

    CirclesPage()
        : UnitPage("circles")
    {
    }
};

} // namespace

TEST_CASE("circles page: circles dragged to touch show D = r1 + r2 and a hit, a smaller r2 shows apart")
{
    CirclesPage p;
    Canvas& canvas = p.page->canvas();
    // The view is fitted so that the lesson's region, Example 1 included, is visible.
    const QRectF visible = canvas.viewport().worldRect();
    CHECK(visible.contains(QRectF(QPointF(-35, -20), QPointF(50, 75))));
    const double snap = canvas.viewport().gridStep() / 2;
    REQUIRE(std::fmod(10.0, snap) == 0);

    snapDrag(canvas, 0, { 20, 10 }); // centre 1
    snapDrag(canvas, 1, { 50, 10 }); // r1 = 30
    snapDrag(canvas, 2, { -10, 50 }); // centre 2
    snapDrag(canvas, 3, { 10, 50 }); // r2 = 20, which it already was: no undo step
    CHECK(p.page->undoStack().count() == 3);
    REQUIRE(p.scene->first().center == geometry::Vec2 { 20, 10 });
    REQUIRE(p.scene->first().radius == 30);
    REQUIRE(p.scene->second().center == geometry::Vec2 { -10, 50 });
    REQUIRE(p.scene->second().radius == 20);

    // Touching exactly: D^2 = (r1 + r2)^2 = 2500, and touching counts as a collision.
    const auto r = geometry::circleVsCircle({ { 20, 10 }, 30 }, { { -10, 50 }, 20 });
    REQUIRE(r.distanceSquared == r.radiusSumSquared);
    const QString text = p.readout->text();
    CHECK(text.contains(QStringLiteral("D = %1, r1 + r2 = %2")
                            .arg(formatNumber(std::sqrt(r.distanceSquared)), formatNumber(50))));
    CHECK(text.contains(QStringLiteral("D² = %1, (r1 + r2)² = %2")
                            .arg(formatNumber(r.distanceSquared), formatNumber(r.radiusSumSquared))));
    CHECK(text.contains(QStringLiteral("The circles just touch")));
    CHECK(p.scene->result().hit);
    CHECK(p.scene->verdict() == Verdict::Touch);

    snapDrag(canvas, 3, { 0, 50 }); // r2 = 10
    REQUIRE(p.scene->second().radius == 10);
    const auto apart = geometry::circleVsCircle(p.scene->first(), p.scene->second());
    CHECK_FALSE(apart.hit);
    CHECK(p.readout->text().contains(
        QStringLiteral("(r1 + r2)² = %1").arg(formatNumber(apart.radiusSumSquared))));
    CHECK(p.readout->text().contains(QStringLiteral("The circles are apart")));
    p.page->undoStack().undo();
    CHECK(p.readout->text() == text);
}

TEST_CASE(
    "circles page: the frames play at 60 fps, never hit D = r1 + r2, and the student's circles come back")
{
    CirclesPage p;
    p.find<QPushButton>("example1")->click();
    const auto student = p.scene->state();
    const int steps = p.page->undoStack().count();
    p.find<QCheckBox>("slowMotion")->setChecked(false);
    auto* timer = p.page->controls().findChild<QTimer*>(QStringLiteral("frameTimer"));
    REQUIRE(timer);
    CHECK(timer->interval() == qRound(1000.0 / 60));

    p.find<QPushButton>("animate")->click();
    REQUIRE(p.scene->animating());
    CHECK(timer->isActive());
    REQUIRE(QTest::qWaitFor([&] { return p.scene->frame() == FrameRun::kFrameCount - 1; }, 5000));
    CHECK_FALSE(timer->isActive());
    CHECK(p.readout->text().contains(QStringLiteral("The circles collide")));
    auto* frames = p.find<QLabel>("frames");
    CHECK(frames->text().contains(QStringLiteral("exactly in 0 of 9 frames")));
    CHECK(frames->text().contains(QStringLiteral("from frame 6 on")));
    for (const FrameInfo& f : p.scene->frames()) {
        CHECK(f.test.distanceSquared != f.test.radiusSumSquared);
        CHECK(f.test.hit == (f.frame >= 6));
    }
    // Dragging is refused while the frames play.
    Canvas& canvas = p.page->canvas();
    const auto during = p.scene->state();
    snapDrag(canvas, 0, { 0, 0 });
    CHECK(p.scene->state() == during);

    p.find<QPushButton>("animate")->click();
    CHECK_FALSE(p.scene->animating());
    CHECK(p.scene->state() == student);
    CHECK(p.page->undoStack().count() == steps);
}

TEST_CASE("circles page: H/J/K/L move the circle of the selected handle")
{
    CirclesPage p;
    Canvas& canvas = p.page->canvas();
    canvas.setFocus();
    const auto start = p.scene->state();
    QTest::keyClick(&canvas, Qt::Key_H, Qt::ShiftModifier);
    CHECK(p.scene->state()[CirclesScene::A1] == start[CirclesScene::A1] - 5);
    CHECK(p.readout->text().contains(
        QStringLiteral("centre (%1, %2)")
            .arg(formatNumber(start[CirclesScene::A1] - 5), formatNumber(start[CirclesScene::B1]))));
    QTest::keyClick(&canvas, Qt::Key_Tab);
    QTest::keyClick(&canvas, Qt::Key_Tab);
    QTest::keyClick(&canvas, Qt::Key_Tab); // handle 2: the centre of circle 2
    REQUIRE(canvas.selectedHandle() == 2);
    QTest::keyClick(&canvas, Qt::Key_K);
    CHECK(p.scene->state()[CirclesScene::B2] == start[CirclesScene::B2] + 1);
    CHECK(p.page->undoStack().count() == 2);
}

TEST_CASE("circles page: closing the window while the frames play saves the student's circles")
{
    const auto student = CirclesScene::example(CirclesScene::FalseCollision);
    {
        CirclesPage p;
        p.find<QPushButton>("falseCollision")->click();
        p.find<QPushButton>("animate")->click();
        p.scene->showFrame(7);
        REQUIRE(p.scene->state() != student);
        p.window.close();
        CHECK(p.scene->state() == student);
    }
    const QVariantList saved = QSettings().value(QStringLiteral("scenes/circles")).toList();
    REQUIRE(saved.size() == student.size());
    for (int i = 0; i < saved.size(); ++i)
        CHECK(saved[i].toDouble() == student[i]);
}

} // namespace test_circles_page
