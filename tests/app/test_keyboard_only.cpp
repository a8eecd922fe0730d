// Issue 15 item 1: exercises finished with key events only, sent to whatever has the keyboard focus
// (no mouse, no setFocus, no setText): square collision, a car circles task and AreaMove's blanks.
#include "keyboard_window.h"

#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "window/lesson_list.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"
#include "window/window_actions.h"

#include "core/canvas/canvas.h"
#include "core/records/progress.h"
#include "core/widgets/key_help.h"
#include "exercises/area_move/area_move_model.h"
#include "exercises/area_move/area_move_scene.h"
#include "exercises/car_circles/car_circles_check.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "exercises/square_collision/square_collision_scene.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace test_keyboard_only {

using namespace lab;
using namespace lab::test;

namespace {

struct Window : ProgressWindow {
    explicit Window(const QString& id)
        : ProgressWindow(id, Language::English)
    {
    }
};

void type(const QString& text)
{
    REQUIRE(focus());
    QTest::keyClicks(focus(), text);
}

std::function<bool(QWidget*)> named(const QString& objectName)
{
    return [objectName](QWidget* w) { return w && w->objectName() == objectName; };
}

} // namespace

TEST_CASE("keyboard only: square collision from the lesson list to a right condition")
{
    Window w(SquareCollisionScene::exerciseId());
    auto& scene = static_cast<SquareCollisionScene&>(w.page().scene());
    Canvas& canvas = w.page().canvas();

    tabTo([&](QWidget* f) { return f == &canvas; }); // Tab reaches the canvas
    REQUIRE(scene.complete());
    press(Qt::Key_Return); // Enter on a finished pair keeps it: the student's work stays
    CHECK(scene.complete());
    press(Qt::Key_Escape); // and so does Esc
    CHECK(scene.complete());
    press(Qt::Key_Delete); // Delete: new rectangles
    CHECK(scene.cornersPlaced() == 0);
    CHECK(canvas.keyboardPointerActive());

    // Rectangle 1 around the cross's start, rectangle 2 up and to the right, overlapping it.
    const QPointF start = canvas.keyboardPointer();
    const auto moveCross = [](int key, int times) {
        for (int i = 0; i < times; ++i)
            press(key, Qt::ShiftModifier);
    };
    press(Qt::Key_Return);
    CHECK(scene.cornersPlaced() == 1);
    moveCross(Qt::Key_Right, 4);
    moveCross(Qt::Key_Up, 3);
    press(Qt::Key_Escape); // second thoughts: the first corner goes, the cross stays
    CHECK(scene.cornersPlaced() == 0);
    CHECK(canvas.keyboardPointer() != start);
    moveCross(Qt::Key_Left, 4);
    moveCross(Qt::Key_Down, 3);
    CHECK(canvas.keyboardPointer() == start);
    press(Qt::Key_Return);
    moveCross(Qt::Key_Right, 4);
    moveCross(Qt::Key_Up, 3);
    press(Qt::Key_Return);
    CHECK(scene.cornersPlaced() == 2);
    moveCross(Qt::Key_Left, 2);
    moveCross(Qt::Key_Down, 1);
    press(Qt::Key_Return);
    moveCross(Qt::Key_Right, 5);
    moveCross(Qt::Key_Up, 4);
    press(Qt::Key_Return);
    REQUIRE(scene.complete());
    CHECK_FALSE(canvas.keyboardPointerActive()); // nothing left to click: the arrows pan again
    const double step = canvas.viewport().gridStep() / 2;
    CHECK(scene.rect1().min.x == Approx(start.x()));
    CHECK(scene.rect1().max.x == Approx(start.x() + 4 * step));
    CHECK(scene.rect2().min.x == Approx(start.x() + 2 * step));
    CHECK(scene.rect2().max.y == Approx(start.y() + 6 * step));
    REQUIRE(scene.result().hit);

    // Predict with the button Tab reaches, then write the condition and check it with Enter.
    tabTo(named(QStringLiteral("predictCollide")));
    press(Qt::Key_Space);
    CHECK(scene.revealed());
    CHECK(scene.predictionRight());
    tabTo(named(QStringLiteral("condition")));
    type(QStringLiteral(
        "r1.Right > r2.Left AND r1.Left < r2.Right AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top"));
    press(Qt::Key_Return);
    CHECK(w.store.exercise(SquareCollisionScene::exerciseId()).status == ExerciseStatus::Done);
}

TEST_CASE("keyboard only: car circles' task typed, chosen with the arrows and checked")
{
    Window w(CarCirclesScene::exerciseId());
    QWidget& controls = w.page().controls();
    const car_circles::HierarchyAnswers right = car_circles::rightHierarchyAnswers();
    for (int i = 0; i < car_circles::kInnerCount; ++i) {
        for (int f = 0; f < car_circles::InnerFieldCount; ++f) {
            tabTo(named(QStringLiteral("inner%1_%2").arg(i + 1).arg(f)));
            type(right.inner[std::size_t(i)][std::size_t(f)]);
        }
    }
    // Tab reaches a group of choices at its first, Space picks it and the arrows move the choice.
    tabTo(named(QStringLiteral("rotation0")));
    press(Qt::Key_Space);
    for (int k = 0; k < car_circles::kRightRotation; ++k)
        press(Qt::Key_Down);
    tabTo(named(QStringLiteral("order0")));
    press(Qt::Key_Space);
    for (int k = 0; k < car_circles::kRightOrder; ++k)
        press(Qt::Key_Down);
    tabTo(named(QStringLiteral("taskCheck")));
    press(Qt::Key_Space);
    auto* feedback = controls.findChild<QLabel*>(QStringLiteral("taskFeedback"));
    REQUIRE(feedback);
    CHECK(feedback->text().contains(QStringLiteral("Right")));
    CHECK(w.store.exercise(CarCirclesScene::exerciseId()).status == ExerciseStatus::Done);
}

TEST_CASE("keyboard only: AreaMove's blanks typed, run with Enter, the rules hold for a minute")
{
    Window w(QStringLiteral("area_move"));
    auto& scene = static_cast<AreaMoveScene&>(w.page().scene());
    const area_move::Answers answers = area_move::modelAnswers();
    const char* const names[]
        = { "answerLeft", "answerRight", "answerTop", "answerBottom", "answerReverseX", "answerReverseY" };
    for (int i = 0; i < area_move::kFieldCount; ++i) {
        tabTo(named(QLatin1String(names[i])));
        type(answers[std::size_t(i)]);
    }
    press(Qt::Key_Return);
    REQUIRE(scene.hasRules());
    CHECK(scene.problem().kind == area_move::ProblemKind::None);
    CHECK(w.store.exercise(QStringLiteral("area_move")).status == ExerciseStatus::Done);
    // The player from the keyboard too: Shift+Tab back to the canvas, Home and one frame on.
    tabTo([&](QWidget* f) { return f == &w.page().canvas(); }, true);
    press(Qt::Key_Home);
    press(Qt::Key_Right);
    CHECK(scene.frameIndex() == 1);
}

TEST_CASE("keyboard only: Help > Keyboard shortcuts lists the keys in both languages")
{
    Window w(QStringLiteral("circles"));
    for (const Language lang : { Language::English, Language::Japanese }) {
        w.window.setLanguage(lang);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString text = shortcutsText(w.window);
        INFO(text.toStdString());
        for (const char* key : { "Tab", "Shift+Tab", "Enter", "Esc", "Shift", "Space", "Ctrl+Z",
                 "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+L", "Ctrl+J", "F5", "F7", "F8", "F9", "F1" })
            CHECK(text.contains(QLatin1String(key)));
        CHECK(text.contains(
            lang == Language::Japanese ? QStringLiteral("ハンドル") : QStringLiteral("handle")));
        // PageDown is written one way, as the actions' keys are.
        const QString pageDown = QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText);
        CHECK(text.contains(QStringLiteral("<b>%1</b> / ").arg(pageDown)));
        CHECK(text.contains(QStringLiteral("Ctrl+") + pageDown));
    }
    w.window.setLanguage(Language::English);
}

TEST_CASE("keyboard only: every key of the window says what it does, in its tooltip and in the list of keys, "
          "as the keys are now")
{
    Window w(QStringLiteral("circles"));
    for (const Language lang : { Language::English, Language::Japanese }) {
        w.window.setLanguage(lang);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString text = shortcutsText(w.window);
        int keyed = 0;
        for (const QAction* action : w.window.findChildren<QAction*>()) {
            if (action->shortcuts().isEmpty())
                continue;
            ++keyed;
            INFO(action->text().toStdString() << " " << int(lang));
            // No key without words: an action given keys but not what it does is left out of the list.
            REQUIRE_FALSE(keyHelp(*action).isEmpty());
            CHECK(action->toolTip().startsWith(keyHelp(*action)));
            CHECK(action->toolTip().contains(keysText(*action)));
            CHECK(text.contains(keysText(*action).toHtmlEscaped()));
            CHECK(text.contains(keyHelp(*action).toHtmlEscaped()));
        }
        CHECK(keyed >= 20);
    }
    w.window.setLanguage(Language::English);
    // Presenting, PageDown alone steps to the next lesson: the tooltip and the list say so.
    QAction* next = nullptr;
    for (QAction* action : w.window.findChildren<QAction*>()) {
        if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_PageDown)))
            next = action;
    }
    REQUIRE(next);
    const QString pageDown = QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText);
    CHECK_FALSE(next->toolTip().contains(pageDown + QLatin1Char(',')));
    w.window.presentation().setActive(true);
    CHECK(next->toolTip().contains(pageDown + QLatin1Char(',')));
    CHECK(shortcutsText(w.window).contains(keysText(*next)));
    w.window.presentation().setActive(false);
    CHECK_FALSE(next->toolTip().contains(pageDown + QLatin1Char(',')));
}

TEST_CASE("keyboard only: Ctrl+Tab and Ctrl+Shift+Tab leave the canvas past all its handles")
{
    Window w(QStringLiteral("rectangles")); // eight corner handles
    Canvas& canvas = w.page().canvas();
    tabTo([&](QWidget* f) { return f == &canvas; });
    press(Qt::Key_Tab);
    CHECK(canvas.selectedHandle() == 0);
    press(Qt::Key_Tab, Qt::ControlModifier);
    CHECK(focus() != &canvas);
    CHECK(w.page().controls().isAncestorOf(focus()));
    press(Qt::Key_Backtab); // Shift+Tab from the first control: back on the canvas
    CHECK(focus() == &canvas);
    press(Qt::Key_Backtab, Qt::ControlModifier); // Ctrl+Shift+Tab: out the other side at once
    CHECK(focus() != &canvas);
    CHECK_FALSE(w.page().controls().isAncestorOf(focus()));
}

} // namespace test_keyboard_only
