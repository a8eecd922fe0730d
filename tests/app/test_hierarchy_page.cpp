// The hierarchy lesson in the real window: the view fits the car's pixel numbers, drags and keys
// on the canvas reach a known configuration, and the read-out says what geometry/ says.
#include "page/lesson_page.h"
#include "window/main_window.h"

#include "core/canvas/canvas.h"
#include "hierarchy/hierarchy_lesson.h"

#include <geometry/hierarchy.h>

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

#include <numbers>

namespace test_hierarchy_page {

using namespace lab;

namespace {

void dragHandle(Canvas& canvas, int handle, QPointF world)
{
    const QPoint from = canvas.handleScreenPos(handle).toPoint();
    const QPoint to = canvas.viewport().toScreen(world).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(&canvas, (from + to) / 2);
    // Shift snaps to half a grid step, so the car lands exactly on `world`.
    QMouseEvent move(QEvent::MouseMove, QPointF(to), canvas.mapToGlobal(QPointF(to)), Qt::NoButton,
        Qt::LeftButton, Qt::ShiftModifier);
    QCoreApplication::sendEvent(&canvas, &move);
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, to);
}

} // namespace

TEST_CASE(
    "hierarchy page: the view fits the drawing area and dragging car B decides the verdict as geometry does")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    window.resize(1366, 800);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.showLesson(QStringLiteral("hierarchy")));
    LessonPage* page = window.currentPage();
    REQUIRE(page);
    lab::test::deliverPostedEvents();
    Canvas& canvas = page->canvas();
    auto& scene = static_cast<HierarchyScene&>(page->scene());
    auto* readout = page->controls().findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);

    // The whole drawing area (640 x 480 of the seed's pixels) is on screen.
    const QPointF topLeft = canvas.viewport().toScreen({ -320, 240 });
    const QPointF bottomRight = canvas.viewport().toScreen({ 320, -240 });
    CHECK(canvas.viewport().scale() < Viewport::kDefaultScale);
    CHECK(topLeft.x() >= 0);
    CHECK(bottomRight.x() <= canvas.width());
    CHECK(topLeft.y() >= 0);
    CHECK(bottomRight.y() <= canvas.height());

    // The user's zoom stays; "Reset view" (key 0) fits the area again.
    const double fitted = canvas.viewport().scale();
    canvas.zoomIn();
    canvas.repaint();
    CHECK(canvas.viewport().scale() == Approx(fitted * 1.25));
    canvas.resetView();
    canvas.repaint();
    CHECK(canvas.viewport().scale() == Approx(fitted));

    // Handle 2 is car B's centre. (100, 0): rear of A meets front of B.
    dragHandle(canvas, 2, { 100, 0 });
    REQUIRE(scene.value(HierarchyScene::Bx) == 100);
    REQUIRE(scene.value(HierarchyScene::By) == 0);
    const auto car = scene.handoutCar();
    const auto hit = geometry::hierarchyVsHierarchy(car, scene.pose(0), car, scene.pose(1));
    REQUIRE(hit.hit);
    CHECK(readout->text().contains(QStringLiteral("Pair that hit: ") + pairName(hit.innerA, hit.innerB)));
    CHECK(readout->text().contains(QStringLiteral("Circle tests: %1\n").arg(hit.circleTests)));
    CHECK(readout->text().contains(QStringLiteral("Verdict: collision")));
    CHECK(page->undoStack().count() == 1);

    // (200, 100): the outer circles are apart, one test.
    dragHandle(canvas, 2, { 200, 100 });
    REQUIRE(scene.value(HierarchyScene::Bx) == 200);
    const auto apart = geometry::hierarchyVsHierarchy(car, scene.pose(0), car, scene.pose(1));
    REQUIRE_FALSE(apart.outerOverlap);
    CHECK(readout->text().contains(QStringLiteral("Circle tests: 1\n")));
    CHECK(readout->text().contains(QStringLiteral("Verdict: no collision")));
    CHECK(page->undoStack().count() == 2);
}

TEST_CASE("hierarchy page: R, Shift+R, C, the arrow keys, F and Space on the canvas")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.showLesson(QStringLiteral("hierarchy")));
    LessonPage* page = window.currentPage();
    REQUIRE(page);
    Canvas& canvas = page->canvas();
    auto& scene = static_cast<HierarchyScene&>(page->scene());
    auto* counters = page->controls().findChild<QLabel*>(QStringLiteral("counters"));
    REQUIRE(counters);
    canvas.setFocus();
    const auto start = scene.state();

    QTest::keyClick(&canvas, Qt::Key_R);
    CHECK(scene.value(HierarchyScene::Aangle) == start[HierarchyScene::Aangle] + 5);
    QTest::keyClick(&canvas, Qt::Key_R, Qt::ShiftModifier);
    QTest::keyClick(&canvas, Qt::Key_R, Qt::ShiftModifier);
    CHECK(scene.value(HierarchyScene::Aangle) == start[HierarchyScene::Aangle] - 5);

    QTest::keyClick(&canvas, Qt::Key_C);
    CHECK(scene.selectedCar() == 1);
    QTest::keyClick(&canvas, Qt::Key_Left, Qt::ShiftModifier);
    QTest::keyClick(&canvas, Qt::Key_Up);
    CHECK(scene.value(HierarchyScene::Bx) == start[HierarchyScene::Bx] - 10);
    CHECK(scene.value(HierarchyScene::By) == start[HierarchyScene::By] + 1);
    CHECK(scene.value(HierarchyScene::Ax) == start[HierarchyScene::Ax]);
    const int edits = page->undoStack().count();
    CHECK(edits == 5);

    QTest::keyClick(&canvas, Qt::Key_F);
    CHECK(scene.totals().frames == 1);
    CHECK(counters->text().startsWith(QStringLiteral("Frame 1\n")));
    QTest::keyClick(&canvas, Qt::Key_Space);
    CHECK(QTest::qWaitFor([&] { return scene.totals().frames >= 4; }, 2000));
    QTest::keyClick(&canvas, Qt::Key_Space);
    const int frames = scene.totals().frames;
    const auto paused = scene.state();
    lab::test::deliverPostedEvents(); // a stopped player moves nothing, whatever is pending
    CHECK(scene.totals().frames == frames);
    CHECK(scene.state() == paused);
    CHECK(page->undoStack().count() == edits); // frames are not undo steps

    // Car B's handle picked with Tab, then wall mode removes car B: the pick is dropped and the
    // arrow keys move car A.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&canvas, Qt::Key_Tab);
    REQUIRE(canvas.selectedHandle() == 2);
    page->controls().findChild<QAbstractButton*>(QStringLiteral("modeWalls"))->click();
    CHECK(canvas.selectedHandle() == -1);
    const double ax = scene.value(HierarchyScene::Ax);
    QTest::keyClick(&canvas, Qt::Key_Right, Qt::ShiftModifier);
    CHECK(scene.value(HierarchyScene::Ax) == ax + 10);
}

} // namespace test_hierarchy_page
