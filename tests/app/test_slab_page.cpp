// The slab lesson in the real window, driven like a student: drags to known configurations, the
// one-click degenerate cases, the shape switch and the keys; the read-out says what geometry/ says.
#include "unit_page.h"

#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"
#include "slab/slab_lesson.h"
#include "slab/slab_words.h"

#include "../support/events.h"

#include "../support/canvas_drag.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QUndoStack>

namespace test_slab_page {

using namespace lab;
using geometry::Vec2;
using Mode = SlabScene::Mode;

namespace {

QString num(double v)
{
    return formatNumber(v, 3);
}

QString point(Vec2 p)
{
    return formatPoint(p.x, p.y, 3);
}

struct SlabPage : lab::test::UnitPage<SlabLesson> {
    Canvas* canvas = &page->canvas();

    SlabPage()
        : UnitPage("slab", { 820, 860 }) // a canvas of about 500 pixels: grid lines 2 apart
    {
        scene->setState(scene->initialState());
        canvas->resetView();
    }
    QString readout() const { return find<QLabel>("readout")->text(); }
    QPoint screen(QPointF world) const { return canvas->viewport().toScreen(world).toPoint(); }

    // A drag with Shift held: the move snaps to the grid (whole units at this zoom).
    void shiftDrag(QPoint from, QPoint to) const { lab::testing::shiftDrag(*canvas, from, to); }

    // The four slab times and the verdict line as geometry/ computes them for the current scene.
    void checkSlabReadout(const geometry::RayAabbResult& h) const
    {
        const QString text = readout();
        INFO(text.toStdString());
        CHECK(text.contains(QStringLiteral("inX = %1, outX = %2").arg(timeText(h.inX), timeText(h.outX))));
        CHECK(text.contains(QStringLiteral("inY = %1, outY = %2").arg(timeText(h.inY), timeText(h.outY))));
        if (h.inX <= h.outX && h.inY <= h.outY) {
            CHECK(text.contains(QStringLiteral("t_enter = max(inX, inY) = %1").arg(timeText(h.slabEnter))));
            CHECK(text.contains(QStringLiteral("t_exit = min(outX, outY) = %1").arg(timeText(h.slabExit))));
        }
        CHECK(text.contains(QStringLiteral("Hit")) == h.hit);
        CHECK(text.contains(QStringLiteral("Miss")) == !h.hit);
        if (h.hit)
            CHECK(text.contains(point(h.exit)));
    }
};

} // namespace

TEST_CASE("slab page: dragging the ray's start and the box reaches known configurations")
{
    SlabPage f;
    REQUIRE(f.canvas->viewport().gridStep() == 2); // Shift snaps moves to whole units
    f.checkSlabReadout(f.scene->result().slabs);
    CHECK(f.readout().contains(QStringLiteral("inX = 1, outX = 4")));

    // R0 from (-5, -2) to (-5, -1): inY = 0.5, outY = 2.5, so t_enter = inX = 1.
    f.shiftDrag(f.screen({ -5, -2 }), f.screen({ -5, -1 }));
    CHECK(f.page->undoStack().count() == 1);
    REQUIRE(f.scene->ray().origin == Vec2 { -5, -1 });
    const geometry::RayAabbResult h = geometry::rayVsAabb({ { -5, -1 }, { 2, 1 } }, f.scene->box());
    CHECK(f.scene->result().slabs.slabEnter == h.slabEnter);
    CHECK(h.slabEnter == h.inX);
    f.checkSlabReadout(h);

    // The box by its body, three units down: y from -3.5 to -1.5. The ray leaves the Y slab
    // before it enters the X slab: a miss with t_enter > t_exit.
    f.shiftDrag(f.screen({ 0, 1 }), f.screen({ 0, -2 }));
    CHECK(f.page->undoStack().count() == 2);
    REQUIRE(f.scene->box().min.y == -3.5);
    const geometry::RayAabbResult miss = f.scene->result().slabs;
    REQUIRE_FALSE(miss.hit);
    CHECK(miss.slabEnter > miss.slabExit);
    f.checkSlabReadout(miss);
    CHECK(f.readout().contains(QStringLiteral("Miss: t_enter > t_exit.")));

    // The corner Q = (3, -1.5) dragged up to (3, 2): the box reaches the ray again, a hit.
    f.shiftDrag(f.screen({ 3, -1.5 }), f.screen({ 3, 2 }));
    CHECK(f.scene->box().max.y == 2);
    f.checkSlabReadout(f.scene->result().slabs);
    CHECK(f.scene->result().slabs.hit);
    f.page->undoStack().undo();
    f.page->undoStack().undo();
    f.page->undoStack().undo();
    CHECK(f.scene->state() == f.scene->initialState());
}

TEST_CASE("slab page: each degenerate configuration is one click away and read out as geometry says")
{
    SlabPage f;
    f.find<QPushButton>("exampleParallelInside")->click();
    const geometry::RayAabbResult inside = f.scene->result().slabs;
    f.checkSlabReadout(inside);
    CHECK(f.readout().contains(QStringLiteral("inX = −∞, outX = +∞")));

    f.find<QPushButton>("exampleParallelOutside")->click();
    f.checkSlabReadout(f.scene->result().slabs);
    CHECK(f.readout().contains(QStringLiteral("parallel to a slab and starts outside it")));

    f.find<QPushButton>("exampleStartInside")->click();
    f.checkSlabReadout(f.scene->result().slabs);
    CHECK(f.readout().contains(QStringLiteral("started inside")));
    CHECK(f.readout().contains(QStringLiteral("inX < 0 and inY < 0")));

    f.find<QPushButton>("exampleGrazeCorner")->click();
    const geometry::RayAabbResult graze = f.scene->result().slabs;
    f.checkSlabReadout(graze);
    CHECK(f.readout().contains(QStringLiteral("grazing at %1").arg(point(graze.enter))));

    f.find<QPushButton>("exampleMissing")->click();
    f.checkSlabReadout(f.scene->result().slabs);
    CHECK(f.page->undoStack().count() == 5);
}

TEST_CASE("slab page: the rotated rectangle shows the local frame and the textbook's wrong points")
{
    SlabPage f;
    f.find<QRadioButton>("modeRotated")->click();
    CHECK(f.scene->mode() == Mode::Rotated);
    CHECK(f.page->undoStack().count() == 1);
    // Only the ray's and the rectangle's fields are shown.
    CHECK(f.page->controls().findChild<QLineEdit*>(QStringLiteral("field_w/2"))->isVisible());
    CHECK_FALSE(f.page->controls().findChild<QLineEdit*>(QStringLiteral("field_P.x"))->isVisible());
    CHECK_FALSE(f.page->controls().findChild<QLineEdit*>(QStringLiteral("field_mode"))->isVisible());
    f.checkSlabReadout(f.scene->result().slabs);
    CHECK(f.readout().contains(QStringLiteral("R₀' = %1").arg(point(f.scene->localOrigin()))));

    f.find<QPushButton>("exampleRotatedLongV")->click();
    const geometry::RayAabbResult h = f.scene->result().slabs;
    f.checkSlabReadout(h);
    const geometry::Ray ray = f.scene->ray();
    CHECK(f.readout().contains(
        QStringLiteral("the textbook's code would return %1 and %2")
            .arg(point(textbookRectPoint(ray, h.tEnter)), point(textbookRectPoint(ray, h.tExit)))));
    f.find<QPushButton>("normalise")->click();
    CHECK(geometry::length(f.scene->ray().direction) == Approx(1));
    CHECK_FALSE(f.readout().contains(QStringLiteral("textbook's code would return")));
    // The same world points whatever |v| is.
    CHECK(f.scene->result().slabs.exit.x == Approx(h.exit.x));
    CHECK(f.scene->result().slabs.exit.y == Approx(h.exit.y));
}

TEST_CASE("slab page: the disk mode reads b, c, D and the roots, and a start inside is a hit")
{
    SlabPage f;
    f.find<QRadioButton>("modeDisk")->click();
    f.find<QPushButton>("exampleDiskInside")->click();
    const geometry::RayDiskResult h = f.scene->result().disk;
    const DiskRoots roots = diskRoots(h);
    const QString text = f.readout();
    INFO(text.toStdString());
    CHECK(
        text.contains(QStringLiteral("b = %1, c = %2, D = %3").arg(num(h.b), num(h.c), num(h.discriminant))));
    CHECK(text.contains(QStringLiteral("t_min = %1, t_max = %2").arg(num(roots.near), num(roots.far))));
    CHECK(text.contains(QStringLiteral("Hit, started inside")));
    CHECK(text.contains(point(h.exit)));

    f.find<QPushButton>("exampleDiskTangent")->click();
    const geometry::RayDiskResult t = f.scene->result().disk;
    CHECK(f.readout().contains(QStringLiteral("D = 0")));
    REQUIRE(t.tEnter == t.tExit);
    CHECK(f.readout().contains(QStringLiteral("Hit, tangent: the ray touches the circle at %1, t = %2")
                                   .arg(point(t.enter), num(t.tEnter))));

    // The disk by its body, one unit down: now the ray's line misses the circle.
    f.shiftDrag(f.screen({ 1.5, 0 }), f.screen({ 1.5, -1 }));
    CHECK(f.scene->disk().center.y == -0.5);
    REQUIRE_FALSE(f.scene->result().disk.hit);
    CHECK(f.readout().contains(QStringLiteral("Miss: D < 0")));
}

TEST_CASE("slab page: E turns the ray, R turns the rectangle, H/J/K/L move it, each one undo step")
{
    SlabPage f;
    Canvas& canvas = *f.canvas;
    canvas.setFocus();
    QTest::keyClick(&canvas, Qt::Key_L, Qt::ShiftModifier);
    CHECK(f.scene->box().min.x == -2);
    f.checkSlabReadout(f.scene->result().slabs);
    QTest::keyClick(&canvas, Qt::Key_E);
    CHECK(f.scene->value(SlabScene::Vy) > 1);
    f.checkSlabReadout(f.scene->result().slabs);
    QTest::keyClick(&canvas, Qt::Key_R);
    CHECK(f.scene->mode() == Mode::Rotated);
    CHECK(f.scene->value(SlabScene::Angle) == 5);
    CHECK(f.find<QRadioButton>("modeRotated")->isChecked());
    f.checkSlabReadout(f.scene->result().slabs);
    QTest::keyClick(&canvas, Qt::Key_R, Qt::ShiftModifier);
    CHECK(f.scene->value(SlabScene::Angle) == 0);
    CHECK(f.page->undoStack().count() == 4);
    f.page->undoStack().undo();
    f.page->undoStack().undo();
    CHECK(f.scene->mode() == Mode::Box);
    CHECK(f.find<QRadioButton>("modeBox")->isChecked());
}

TEST_CASE("slab page: the controls retranslate when the language changes")
{
    SlabPage f;
    const QString english = f.find<QRadioButton>("modeDisk")->text();
    f.window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents(); // LanguageChange is posted
    CHECK(f.find<QRadioButton>("modeDisk")->text() != english);
    CHECK(f.readout().contains(QStringLiteral("inX = ")));
    CHECK(f.readout().contains(QStringLiteral("当たり")));
    f.window.setLanguage(Language::English);
    lab::test::deliverPostedEvents();
    CHECK(f.find<QRadioButton>("modeDisk")->text() == english);
}

} // namespace test_slab_page
