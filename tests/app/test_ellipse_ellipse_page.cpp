// The two-ellipse lesson in the real window: centres, bodies and axis diamonds dragged to known
// configurations show geometry/'s two verdicts and the heuristic's case; keys; the examples.
#include "../support/canvas_drag.h"
#include "../support/events.h"
#include "unit_page.h"

#include "page/page_tasks.h"

#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"
#include "ellipse_ellipse/ellipse_ellipse_lesson.h"
#include "ellipse_ellipse/ellipse_ellipse_words.h"

#include <catch2/catch.hpp>

#include <geometry/ellipses.h>

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <numbers>

namespace test_ellipse_ellipse_page {

using namespace lab;
using lab::testing::snapDrag;
using lab::testing::snapDragFrom;
using Scene = EllipseEllipseScene;

namespace {

QPoint screen(Canvas& canvas, geometry::Vec2 world)
{
    return canvas.viewport().toScreen({ world.x, world.y }).toPoint();
}

struct EllipsesPage : lab::test::UnitPage<EllipseEllipseLesson> {
    QLabel* readout = find<QLabel>("readout");
    QLabel* disagree = find<QLabel>("disagree");
    ParameterPanel* panel = find<ParameterPanel>();

    EllipsesPage()
        : UnitPage("ellipse_ellipse")
    {
        page->resetScene();
        page->undoStack().clear();
    }
    // The read-out must show geometry/'s verdicts for the ellipses `a` and `b`, built by the test.
    void checkVerdicts(const geometry::Ellipse& a, const geometry::Ellipse& b) const
    {
        const auto exact = geometry::ellipseVsEllipse(a, b);
        const auto book = geometry::ellipseVsEllipseTextbook(a, b);
        const QStringList lines = readout->text().split(QLatin1Char('\n'));
        REQUIRE(lines.size() >= 3);
        // The heuristic first, the exact test second, as on the canvas and in the live box.
        CHECK(lines[0] == EllipseEllipseWords::textbookLine(book));
        CHECK(lines[1] == EllipseEllipseWords::exactLine(exact));
        CHECK(lines[1].startsWith(
            exact.hit ? QStringLiteral("Exact test: overlap") : QStringLiteral("Exact test: apart")));
        if (book.decidingCase != geometry::TextbookCase::Trivial)
            CHECK(lines[0].endsWith(
                QStringLiteral("case ") + EllipseEllipseWords::caseName(book.decidingCase)));
        CHECK(disagree->isVisible() == (exact.hit != book.hit));
    }
};

geometry::Ellipse level(geometry::Vec2 c, double rx, double ry)
{
    return { c, rx, ry, 0 };
}

} // namespace

TEST_CASE("ellipse_ellipse page: centres dragged to known configurations show both verdicts and the case")
{
    EllipsesPage p;
    Canvas& canvas = p.page->canvas();
    // Level ellipses 2 x 1 and 1 x 2, near the places they are dragged to; the view fitted to
    // them and zoomed until Shift snaps to whole units or finer.
    p.type(Scene::C1x, QStringLiteral("0.3"));
    p.type(Scene::C1y, QStringLiteral("0.2"));
    p.type(Scene::Rx1, QStringLiteral("2"));
    p.type(Scene::Ry1, QStringLiteral("1"));
    p.type(Scene::Theta1, QStringLiteral("0"));
    p.type(Scene::C2x, QStringLiteral("3.4"));
    p.type(Scene::C2y, QStringLiteral("0.3"));
    p.type(Scene::Rx2, QStringLiteral("1"));
    p.type(Scene::Ry2, QStringLiteral("2"));
    p.type(Scene::Theta2, QStringLiteral("0"));
    p.page->controls().findChild<QPushButton*>(QStringLiteral("fitView"))->click();
    QApplication::processEvents();
    while (canvas.viewport().gridStep() > 2)
        canvas.zoomIn();
    const double snap = canvas.viewport().gridStep() / 2;
    REQUIRE(std::fmod(1.0, snap) == 0);
    REQUIRE(canvas.viewport().worldRect().contains(QRectF(-2.5, -2.5, 8, 5)));

    snapDragFrom(canvas, canvas.handleScreenPos(Scene::Center1).toPoint(), { 0, 0 });
    snapDragFrom(canvas, canvas.handleScreenPos(Scene::Center2).toPoint(), { 4, 0 });
    REQUIRE(p.scene->value(Scene::C1x) == 0);
    REQUIRE(p.scene->value(Scene::C2x) == 4);
    REQUIRE(p.scene->value(Scene::C2y) == 0);
    // x from -2 to 2 against x from 3 to 5: apart, and the heuristic agrees.
    CHECK_FALSE(geometry::ellipseVsEllipse(level({ 0, 0 }, 2, 1), level({ 4, 0 }, 1, 2)).hit);
    p.checkVerdicts(level({ 0, 0 }, 2, 1), level({ 4, 0 }, 1, 2));

    // (3, 0): they touch at (2, 0), which the exact test counts as an overlap.
    snapDragFrom(canvas, canvas.handleScreenPos(Scene::Center2).toPoint(), { 3, 0 });
    CHECK(geometry::ellipseVsEllipse(level({ 0, 0 }, 2, 1), level({ 3, 0 }, 1, 2)).hit);
    p.checkVerdicts(level({ 0, 0 }, 2, 1), level({ 3, 0 }, 1, 2));

    // (2, 2): the corners meet in a real overlap, found by the heuristic's case analysis.
    snapDragFrom(canvas, canvas.handleScreenPos(Scene::Center2).toPoint(), { 2, 2 });
    const auto deep = geometry::ellipseVsEllipseTextbook(level({ 0, 0 }, 2, 1), level({ 2, 2 }, 1, 2));
    CHECK(geometry::ellipseVsEllipse(level({ 0, 0 }, 2, 1), level({ 2, 2 }, 1, 2)).hit);
    CHECK(deep.hit);
    p.checkVerdicts(level({ 0, 0 }, 2, 1), level({ 2, 2 }, 1, 2));

    // Dragging the inside of ellipse 1 moves it; the verdict follows; undo brings it back.
    snapDragFrom(canvas, screen(canvas, { 1, 0 }), { -1, 0 });
    CHECK(p.scene->value(Scene::C1x) == Approx(-2));
    p.checkVerdicts(level({ -2, 0 }, 2, 1), level({ 2, 2 }, 1, 2));
    p.page->undoStack().undo();
    CHECK(p.scene->value(Scene::C1x) == 0);
    p.checkVerdicts(level({ 0, 0 }, 2, 1), level({ 2, 2 }, 1, 2));
}

TEST_CASE("ellipse_ellipse page: an axis diamond turns and stretches its ellipse")
{
    EllipsesPage p;
    Canvas& canvas = p.page->canvas();
    p.type(Scene::C1x, QStringLiteral("-3"));
    p.type(Scene::C1y, QStringLiteral("0"));
    p.type(Scene::Rx1, QStringLiteral("2"));
    p.type(Scene::Theta1, QStringLiteral("0"));
    canvas.resetView();
    QApplication::processEvents();
    // The rx diamond of ellipse 1 at (-1, 0) goes to (-3, 3): rx = 3, turned a quarter (to the
    // pixel: this drag does not snap).
    const QPoint from = screen(canvas, Scene::axisEnd(p.scene->state(), Scene::RxEnd1));
    const QPoint to = screen(canvas, { -3, 3 });
    QTest::mousePress(&canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(&canvas, (from + to) / 2);
    QTest::mouseMove(&canvas, to);
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, to);
    const double pixel = 1.5 / canvas.viewport().scale();
    CHECK(p.scene->value(Scene::Rx1) == Approx(3).margin(2 * pixel));
    CHECK(p.scene->value(Scene::Theta1) == Approx(90).margin(2));
    CHECK(p.scene->active() == 0);
    CHECK(p.page->undoStack().count() == 5);
    p.checkVerdicts(p.scene->ellipse(0), p.scene->ellipse(1));
    // The diamonds are handles: Tab reaches ellipse 2's rx end and picking it makes ellipse 2 active.
    canvas.setFocus();
    p.page->viewState().setSelection({ Scene::Center2, -1 });
    QTest::keyClick(&canvas, Qt::Key_Tab);
    CHECK(p.page->viewState().selection().handle == Scene::RxEnd2);
    CHECK(p.scene->active() == 1);
    const double rx2 = p.scene->value(Scene::Rx2);
    QTest::keyClick(&canvas, Qt::Key_Right, Qt::ShiftModifier);
    CHECK(p.scene->value(Scene::Rx2) != Approx(rx2));
    CHECK(p.page->undoStack().count() == 6);
}

TEST_CASE("ellipse_ellipse page: the keys move the active ellipse and Shift+A switches it")
{
    EllipsesPage p;
    Canvas& canvas = p.page->canvas();
    canvas.setFocus();
    const auto s0 = p.scene->state();
    QTest::keyClick(&canvas, Qt::Key_L, Qt::ShiftModifier);
    CHECK(p.scene->value(Scene::C1x) == s0[Scene::C1x] + 0.25);
    QTest::keyClick(&canvas, Qt::Key_A, Qt::ShiftModifier);
    CHECK(p.scene->active() == 1);
    CHECK(p.page->undoStack().count() == 1);
    QTest::keyClick(&canvas, Qt::Key_H, Qt::ShiftModifier);
    QTest::keyClick(&canvas, Qt::Key_S);
    QTest::keyClick(&canvas, Qt::Key_R, Qt::ShiftModifier);
    CHECK(p.scene->value(Scene::C2x) == s0[Scene::C2x] - 0.25);
    CHECK(p.scene->value(Scene::Rx2) == Approx(s0[Scene::Rx2] * 1.1));
    CHECK(p.scene->value(Scene::Theta2) == Approx(s0[Scene::Theta2] - 5));
    CHECK(p.scene->value(Scene::C1x) == s0[Scene::C1x] + 0.25);
    CHECK(p.page->undoStack().count() == 4);
    CHECK(p.readout->text().endsWith(QStringLiteral("The keys act on ellipse 2.")));
    p.checkVerdicts(p.scene->ellipse(0), p.scene->ellipse(1));
}

TEST_CASE("ellipse_ellipse page: the disagreement buttons show a false hit and a missed overlap")
{
    EllipsesPage p;
    CHECK_FALSE(p.disagree->isVisible());
    auto* falseHit = p.page->controls().findChild<QPushButton*>(QStringLiteral("falseHit"));
    auto* missed = p.page->controls().findChild<QPushButton*>(QStringLiteral("missedOverlap"));
    REQUIRE(falseHit);
    REQUIRE(missed);
    const geometry::Ellipse white { { -3.55, 1.25 }, 2.34, 1.23, 25 * std::numbers::pi / 180 };

    falseHit->click();
    const geometry::Ellipse hit { { -1.026, 4 }, 1.25, 2.21, 105 * std::numbers::pi / 180 };
    p.checkVerdicts(white, hit);
    CHECK(p.disagree->isVisible());
    CHECK(p.readout->text().contains(QStringLiteral("Exact test: apart")));
    CHECK(p.readout->text().contains(QStringLiteral("Textbook heuristic: overlap, case III")));
    // Both ellipses are in view after the click.
    CHECK(p.page->canvas().viewport().worldRect().contains(QPointF(-1.026, 4)));
    // The inset zooms to the heuristic's points, and the zoom can be switched off and on.
    CHECK(p.scene->insetZoomed());
    auto* zoom = p.page->controls().findChild<QCheckBox*>(QStringLiteral("insetZoom"));
    REQUIRE(zoom);
    CHECK(zoom->isChecked());
    Canvas& canvas = p.page->canvas();
    QApplication::processEvents();
    const QImage zoomed = canvas.grab().toImage();
    zoom->click();
    CHECK_FALSE(p.scene->insetZoomed());
    QApplication::processEvents();
    CHECK(canvas.grab().toImage() != zoomed);
    zoom->click();
    auto* inset = p.page->controls().findChild<QCheckBox*>(QStringLiteral("inset"));
    REQUIRE(inset);
    inset->click();
    CHECK_FALSE(p.scene->insetVisible());
    CHECK_FALSE(zoom->isEnabled());
    QApplication::processEvents();
    CHECK(canvas.grab().toImage() != zoomed);
    inset->click();
    CHECK(p.page->undoStack().count() == 1); // view settings are not edits

    missed->click();
    const geometry::Ellipse miss { { -0.0617, 3.9 }, 1.25, 2.21, 150 * std::numbers::pi / 180 };
    p.checkVerdicts(white, miss);
    CHECK(p.disagree->isVisible());
    CHECK(p.readout->text().contains(QStringLiteral("Exact test: overlap")));
    CHECK(p.readout->text().contains(QStringLiteral("Textbook heuristic: apart, case IV")));

    p.page->controls().findChild<QPushButton*>(QStringLiteral("seedScene"))->click();
    CHECK(p.scene->state() == p.scene->initialState());
    CHECK_FALSE(p.disagree->isVisible());
    CHECK_FALSE(p.scene->insetZoomed());
}

TEST_CASE("ellipse_ellipse page: the Code2 button sets the textbook's level ellipse against the unit circle, "
          "one undo step")
{
    EllipsesPage p;
    auto* code2 = p.page->controls().findChild<QPushButton*>(QStringLiteral("code2"));
    REQUIRE(code2);
    const LessonScene::State before = p.scene->state();
    code2->click();
    const double expected[Scene::ParamCount] = { -2.4, 2.3, 0.9, 1.7, 0, 0, 0, 1, 1, 0 };
    for (int i = 0; i < Scene::ParamCount; ++i) {
        INFO("parameter " << i);
        CHECK(p.scene->value(i) == expected[i]);
        CHECK(p.panel->field(i)->text() == formatNumber(expected[i], 4));
    }
    const geometry::Ellipse white { { -2.4, 2.3 }, 0.9, 1.7, 0 };
    const geometry::Ellipse unit { { 0, 0 }, 1, 1, 0 };
    p.checkVerdicts(white, unit);
    // As in the textbook, the start is apart before anything is moved: E.x + a < -1.
    CHECK(p.readout->text().contains(QStringLiteral("Exact test: apart")));
    CHECK_FALSE(p.scene->insetZoomed());
    CHECK(p.page->canvas().viewport().worldRect().contains(QRectF(-3.3, -1, 4.3, 5)));
    REQUIRE(p.page->undoStack().count() == 1);
    CHECK(p.page->undoStack().undoText() == code2->text());
    p.page->undoStack().undo();
    CHECK(p.scene->state() == before);
}

namespace {

void press(int key)
{
    REQUIRE(QApplication::focusWidget());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    lab::test::deliverPostedEvents();
}

// Tab (Shift+Tab when `back`) until `reached` holds for the focus widget.
void tabTo(const std::function<bool(QWidget*)>& reached, bool back = false)
{
    for (int i = 0; i < 150 && !reached(QApplication::focusWidget()); ++i)
        press(back ? Qt::Key_Backtab : Qt::Key_Tab);
    QWidget* f = QApplication::focusWidget();
    INFO("focus: " << (f ? f->objectName().toStdString() : std::string("none")));
    REQUIRE(reached(f));
}

std::function<bool(QWidget*)> inBox(TaskBox& box, const char* name)
{
    return [&box, name](
               QWidget* w) { return w && w->objectName() == QLatin1String(name) && box.isAncestorOf(w); };
}

} // namespace

TEST_CASE("ellipse_ellipse page: two tasks done with the keyboard alone, in English and in Japanese")
{
    for (const Language language : { Language::English, Language::Japanese }) {
        EllipsesPage p;
        p.window.setLanguage(language);
        lab::test::deliverPostedEvents();
        TaskPanel* panel = p.page->tasks().panel();
        REQUIRE(panel);
        REQUIRE(panel->count() == 4);
        p.page->canvas().setFocus();

        // compute-p: Tab to its header, Space opens it (P is held back), type, Enter checks.
        TaskBox& height = panel->box(2);
        REQUIRE(height.task().id() == QStringLiteral("compute-p"));
        tabTo(inBox(height, "taskHeader"));
        press(Qt::Key_Space);
        CHECK(height.isOpen());
        CHECK(p.scene->holds(Scene::kHeldP));
        CHECK(p.scene->textbook().centerLeftOfLine);
        tabTo(inBox(height, "taskAnswer"));
        QTest::keyClicks(QApplication::focusWidget(), formatNumber(p.scene->textbook().P.y, 2));
        press(Qt::Key_Return);
        CHECK(height.record().solved);
        CHECK_FALSE(p.scene->holds(Scene::kHeldP));

        // predict-case: Shift+Tab back to its header, Space, the arrows pick the right case, Space
        // on Check.
        TaskBox& predict = panel->box(0);
        tabTo(inBox(predict, "taskHeader"), true);
        press(Qt::Key_Space);
        CHECK(predict.isOpen());
        CHECK(p.scene->holds(kHeldVerdict));
        const QString right = predict.task().rightChoice(*p.scene);
        tabTo([&predict](QWidget* w) { return w && w->inherits("QRadioButton") && predict.isAncestorOf(w); });
        if (!qobject_cast<QRadioButton*>(QApplication::focusWidget())->isChecked())
            press(Qt::Key_Space);
        for (int i = 0; i < 5 && predict.answerText() != right; ++i)
            press(Qt::Key_Down);
        CHECK(predict.answerText() == right);
        tabTo(inBox(predict, "taskCheck"));
        press(Qt::Key_Space);
        CHECK(predict.record().solved);
        CHECK_FALSE(p.scene->holds(kHeldVerdict));
    }
}

} // namespace test_ellipse_ellipse_page
