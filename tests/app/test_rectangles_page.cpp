// The Rectangles lesson in the real window, driven like a student: drags to known
// configurations, the condition rows, the truth table and the strict / inclusive switch.
#include "unit_page.h"

#include "core/canvas/canvas.h"
#include "rectangles/rectangles_lesson.h"

#include "../support/canvas_drag.h"

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QEnterEvent>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

namespace test_rectangles_page {

using namespace lab;

namespace {

struct RectanglesPage : lab::test::UnitPage<RectanglesLesson> {
    Canvas* canvas = &page->canvas();

    RectanglesPage()
        : UnitPage("rectangles")
    {
        scene->setState(scene->initialState());
        canvas->resetView();
    }

    QString readout() const { return find<QLabel>("readout")->text(); }
    QString condition(int n) const
    {
        return find<QLabel>(QStringLiteral("condition%1").arg(n).toLatin1().constData())->text();
    }
    int canvasRow() const { return find<QWidget>("truthTable")->property("canvasRow").toInt(); }
    QPoint screen(QPointF world) const { return canvas->viewport().toScreen(world).toPoint(); }

    // A drag with Shift held, so that the move snaps to the grid (whole units at this zoom).
    void shiftDrag(QPoint from, QPoint to) const { lab::testing::shiftDrag(*canvas, from, to); }
};

} // namespace

TEST_CASE("rectangles page: dragging rectangle 2 onto rectangle 1's edge, then the strict switch")
{
    RectanglesPage f;
    REQUIRE(f.canvas->viewport().gridStep() == 2); // Shift snaps moves to whole units
    CHECK(f.readout().startsWith(QStringLiteral("No overlap: c₁ true")));
    CHECK(f.condition(1).contains(QStringLiteral("true")));
    CHECK(f.canvasRow() == 1);

    // Rectangle 2 by its body, two units left: its left edge lands on rectangle 1's right edge.
    f.shiftDrag(f.screen({ 2.5, -1 }), f.screen({ 0.5, -1 }));
    CHECK(f.page->undoStack().count() == 1);
    CHECK(f.scene->second().min.x == -1);
    CHECK(f.scene->first().max.x == -1);
    CHECK(f.readout().startsWith(QStringLiteral("Touching")));
    for (int n = 1; n <= 4; ++n) {
        INFO("c" << n);
        CHECK(f.condition(n).contains(QStringLiteral("false")));
    }
    CHECK(f.condition(1).contains(QStringLiteral("(-1 &lt; -1)")));
    CHECK(f.canvasRow() == 3); // a = F, b = F: they overlap along x

    f.find<QRadioButton>("touchStrict")->click();
    CHECK(f.readout().startsWith(QStringLiteral("No overlap")));
    CHECK(f.condition(1).contains(QStringLiteral("(-1 ≤ -1)")));
    CHECK(f.condition(1).contains(QStringLiteral("true")));
    CHECK(f.canvasRow() == 1);
    f.find<QRadioButton>("touchInclusive")->click();
    CHECK(f.readout().startsWith(QStringLiteral("Touching")));
}

TEST_CASE("rectangles page: corner and body drags reach an overlap, then rectangle 1 above")
{
    RectanglesPage f;
    // Rectangle 1's corner Q1 from (-1, 2) to (2, 2): now it reaches into rectangle 2.
    f.shiftDrag(f.screen({ -1, 2 }), f.screen({ 2, 2 }));
    CHECK(f.scene->first().max.x == 2);
    CHECK(f.readout().startsWith(QStringLiteral("Overlap")));
    CHECK(f.readout().contains(QStringLiteral("R₁ = 2")));
    for (int n = 1; n <= 4; ++n) {
        INFO("c" << n);
        CHECK(f.condition(n).contains(QStringLiteral("false")));
    }
    CHECK(f.canvasRow() == 3);

    // Up by three units: rectangle 1's bottom (y = 2) is above rectangle 2's top (y = 1).
    f.shiftDrag(f.screen({ -2, 0 }), f.screen({ -2, 3 }));
    CHECK(f.scene->first().min.y == 2);
    CHECK(f.readout().startsWith(QStringLiteral("No overlap: c₄ true")));
    CHECK(f.condition(4).contains(QStringLiteral("(2 &gt; 1)")));
    CHECK(f.condition(4).contains(QStringLiteral("true")));
    CHECK(f.canvasRow() == 3); // along x they still overlap
    auto* meaning = f.find<QComboBox>("truthMeaning");
    meaning->setCurrentIndex(int(TruthMeaning::YAxis));
    CHECK(f.canvasRow() == 2); // a = below = F, b = above = T
    meaning->setCurrentIndex(int(TruthMeaning::Axes));
    CHECK(f.canvasRow() == 2); // no gap along x, a gap along y
    CHECK(f.page->undoStack().count() == 2);
}

TEST_CASE(
    "rectangles page: the touching button and the switch flip the verdict without moving, as undo steps")
{
    RectanglesPage f;
    f.find<QPushButton>("touchExample")->click();
    const LessonScene::State touching = f.scene->touchingExample();
    CHECK(f.scene->state() == touching);
    CHECK(f.readout().startsWith(QStringLiteral("Touching")));
    const int steps = f.page->undoStack().count();
    f.find<QRadioButton>("touchStrict")->click();
    CHECK(f.readout().startsWith(QStringLiteral("No overlap")));
    // The corners did not move; only the rule changed, and that is one undo step.
    CHECK(f.scene->state().mid(0, RectanglesScene::TouchingParam)
        == touching.mid(0, RectanglesScene::TouchingParam));
    CHECK(f.scene->value(RectanglesScene::TouchingParam) == 0);
    CHECK(f.page->undoStack().count() == steps + 1);
    f.page->undoStack().undo();
    CHECK(f.readout().startsWith(QStringLiteral("Touching")));
    CHECK(f.find<QRadioButton>("touchInclusive")->isChecked());
    f.page->undoStack().redo();
    CHECK(f.find<QRadioButton>("touchStrict")->isChecked());
    f.find<QRadioButton>("touchInclusive")->click();
    CHECK(f.readout().startsWith(QStringLiteral("Touching")));
}

TEST_CASE("rectangles page: pointing at a condition lights its two edges on the canvas")
{
    RectanglesPage f;
    auto* row = f.find<QLabel>("condition3"); // c3: T1 < B2
    const QPoint top1 = f.screen({ -2.5, 2 }); // the middle of rectangle 1's top edge
    const QPoint bottom2 = f.screen({ 2.5, -3 }); // the middle of rectangle 2's bottom edge
    const CanvasStyle& style = f.canvas->canvasStyle();
    QImage before = f.canvas->grab().toImage();
    CHECK(before.pixelColor(top1) != style.highlight);

    QEnterEvent enter(QPointF(5, 5), QPointF(5, 5), row->mapToGlobal(QPointF(5, 5)));
    QApplication::sendEvent(row, &enter);
    CHECK(f.scene->focusedCondition() == 2);
    QImage lit = f.canvas->grab().toImage();
    CHECK(lit.pixelColor(top1) == style.highlight);
    CHECK(lit.pixelColor(bottom2) == style.highlight);

    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(row, &leave);
    CHECK(f.scene->focusedCondition() == -1);
    // A click pins it.
    QTest::mouseClick(row, Qt::LeftButton);
    CHECK(f.scene->focusedCondition() == 2);
    QTest::mouseClick(row, Qt::LeftButton);
    CHECK(f.scene->focusedCondition() == -1);
}

TEST_CASE("rectangles page: H/J/K/L move rectangle 1 and the truth table follows")
{
    RectanglesPage f;
    f.canvas->setFocus();
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(f.canvas, Qt::Key_L, Qt::ShiftModifier);
    CHECK(f.scene->first().min.x == 6);
    CHECK(f.readout().startsWith(QStringLiteral("No overlap: c₂ true")));
    CHECK(f.canvasRow() == 2); // a = left of = F, b = right of = T
    QTest::keyClick(f.canvas, Qt::Key_H);
    CHECK(f.scene->first().min.x == 5.75);
    CHECK(f.page->undoStack().count() == 11);
}

} // namespace test_rectangles_page
