// A task of ellipse and point, slab and swept each, gone through with key events only, sent to
// whatever has the keyboard focus, in English and in Japanese: Tab to the task's header, Space
// opens it on a fresh scene, an arrow picks a prediction or the keys type a number, Enter (or
// Space on Check) checks it; the record is solved and the scene holds nothing back any more.
#include "keyboard_window.h"

#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "window/lesson_list.h"
#include "window/main_window.h"

#include "core/model/numbers.h"
#include "core/records/progress.h"
#include "ellipse_point/ellipse_point_lesson.h"
#include "slab/slab_lesson.h"
#include "swept/swept_lesson.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <geometry/ellipses.h>
#include <geometry/raycast.h>
#include <geometry/swept.h>

#include <QAbstractButton>
#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace test_late_lessons_tasks_keyboard {

using namespace lab;
using namespace lab::test;

namespace {

using Window = ProgressWindow;

// Tab to the task's header and open it with Space: the task's own scene comes with it.
void openTask(const QString& task)
{
    tabTo(inTask(task, QStringLiteral("taskHeader")));
    press(Qt::Key_Space);
}

// Tab into the task's choices and move with Down until `choice` is checked (Space on the first).
void pick(const QString& task, const QString& choice)
{
    tabTo([&task](QWidget* w) {
        return w && w->objectName().startsWith(QStringLiteral("choice_")) && inTask(task, w->objectName())(w);
    });
    for (int i = 0; i < 4 && focus()->objectName() != QStringLiteral("choice_") + choice; ++i)
        press(Qt::Key_Down);
    REQUIRE(focus()->objectName() == QStringLiteral("choice_") + choice);
    if (!static_cast<QAbstractButton*>(focus())->isChecked())
        press(Qt::Key_Space); // the first choice, reached by Tab alone
    REQUIRE(static_cast<QAbstractButton*>(focus())->isChecked());
}

const Language kLanguages[] = { Language::English, Language::Japanese };

} // namespace

TEST_CASE("keyboard only: ellipse and point's prediction picked with the arrows and checked, en and ja")
{
    for (const Language lang : kLanguages) {
        Window w(QStringLiteral("ellipse_point"), lang);
        auto& scene = EllipsePointLesson::own(w.page().scene());
        const QString task = QStringLiteral("predict-inside");
        openTask(task);
        REQUIRE(scene.holds(kHeldVerdict));
        const bool inside = geometry::pointInEllipse(scene.point(), scene.ellipse()).hit;
        pick(task, inside ? QStringLiteral("inside") : QStringLiteral("outside"));
        tabTo(inTask(task, QStringLiteral("taskCheck")));
        press(Qt::Key_Space);
        CHECK(w.record(QStringLiteral("ellipse_point"), task).solved);
        CHECK_FALSE(scene.holds(kHeldVerdict));
        CHECK(scene.lastShownStage() == EllipsePointScene::Scaled);
    }
}

TEST_CASE("keyboard only: slab's t_enter typed and checked with Enter, en and ja")
{
    for (const Language lang : kLanguages) {
        Window w(QStringLiteral("slab"), lang);
        auto& scene = SlabLesson::own(w.page().scene());
        const QString task = QStringLiteral("compute-tenter");
        openTask(task);
        REQUIRE(scene.holds(kHeldTimes));
        const geometry::RayAabbResult h = geometry::rayVsAabb(scene.ray(), scene.box());
        REQUIRE(h.hit);
        tabTo(inTask(task, QStringLiteral("taskAnswer")));
        QTest::keyClicks(focus(), formatNumber(h.slabEnter + 1, 3)); // a wrong one first
        press(Qt::Key_Return);
        CHECK(w.record(QStringLiteral("slab"), task).wrongAttempts == 1);
        CHECK(scene.holds(kHeldTimes));
        press(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(focus(), formatNumber(h.slabEnter, 3));
        press(Qt::Key_Return);
        CHECK(w.record(QStringLiteral("slab"), task).solved);
        CHECK_FALSE(scene.holds(kHeldTimes));
    }
}

TEST_CASE("keyboard only: swept's s_top typed and checked, en and ja")
{
    for (const Language lang : kLanguages) {
        Window w(QStringLiteral("swept"), lang);
        auto& scene = SweptLesson::own(w.page().scene());
        const QString task = QStringLiteral("compute-vertex");
        openTask(task);
        REQUIRE(scene.holds(kHeldVertex));
        const geometry::SweptResult h = geometry::sweptCircles(scene.a(), scene.b());
        REQUIRE(h.alpha > 0);
        tabTo(inTask(task, QStringLiteral("taskAnswer")));
        QTest::keyClicks(focus(), formatNumber(-h.beta / h.alpha, 3));
        press(Qt::Key_Return);
        CHECK(w.record(QStringLiteral("swept"), task).solved);
        CHECK_FALSE(scene.holds(kHeldVertex));
    }
}

} // namespace test_late_lessons_tasks_keyboard
