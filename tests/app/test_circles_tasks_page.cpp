// The tasks of circles, hierarchy and car circles in the real window: a task gone through with the
// keyboard alone (Tab to its header, Space to open it, the answer typed or picked, Enter or Space
// to check), in English and in Japanese; and an older progress file whose car circles "example1"
// shows as the circles lesson's own.
#include "keyboard_window.h"

#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/page_tasks.h"
#include "window/lesson_list.h"
#include "window/main_window.h"

#include "circles/circles_code.h"
#include "circles/circles_scene.h"
#include "core/records/progress.h"
#include "core/widgets/code_view.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"
#include "hierarchy/hierarchy_scene.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <functional>

namespace test_circles_tasks_page {

using namespace lab;
using namespace lab::test;

namespace {

struct Window : ProgressWindow {
    explicit Window(const std::function<void(ProgressStore&)>& before = {})
        : ProgressWindow(before)
    {
        showActive(Language::English);
    }
};

} // namespace

TEST_CASE(
    "circles tasks page: a task by the keyboard alone, in English (circles) and in Japanese (hierarchy)")
{
    Window w;
    LessonPage& circles = w.openFromList(QStringLiteral("circles"));
    tabTo(inTask(QStringLiteral("compute-d2"), QStringLiteral("taskHeader")));
    press(Qt::Key_Space); // opens the task: its scene is on the canvas
    auto& scene = static_cast<CirclesScene&>(circles.scene());
    REQUIRE(scene.holds(circles::kHeldD2));
    tabTo(inTask(QStringLiteral("compute-d2"), QStringLiteral("taskAnswer")));
    QTest::keyClicks(focus(), QString::number(scene.result().distanceSquared + 1)); // wrong first
    press(Qt::Key_Return);
    CHECK(w.record(QStringLiteral("circles"), QStringLiteral("compute-d2")).wrongAttempts == 1);
    CHECK(scene.holds(circles::kHeldD2)); // still held after a wrong answer
    static_cast<QLineEdit*>(focus())->clear();
    QTest::keyClicks(focus(), QString::number(scene.result().distanceSquared));
    press(Qt::Key_Return);
    CHECK(w.record(QStringLiteral("circles"), QStringLiteral("compute-d2")).solved);
    CHECK_FALSE(scene.holds(circles::kHeldD2));

    // In Japanese: the hierarchy's prediction, picked and checked with the keyboard.
    w.window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents();
    LessonPage& hierarchy = w.openFromList(QStringLiteral("hierarchy"));
    tabTo(inTask(QStringLiteral("predict-outcome"), QStringLiteral("taskHeader")));
    CHECK(static_cast<QToolButton*>(focus())->text().contains(QStringLiteral("課題")));
    press(Qt::Key_Space);
    auto& cars = static_cast<HierarchyScene&>(hierarchy.scene());
    REQUIRE(cars.holds(kHeldVerdict));
    TaskPanel* panel = hierarchy.tasks().panel();
    REQUIRE(panel);
    const QString right = panel->box(0).task().rightChoice(cars);
    // Tab reaches the group of choices, the arrow keys pick one in it.
    tabTo([](QWidget* f) { return f && f->objectName().startsWith(QStringLiteral("choice_")); });
    for (int i = 0; i < 3 && focus()->objectName() != QStringLiteral("choice_") + right; ++i)
        press(Qt::Key_Down);
    REQUIRE(focus()->objectName() == QStringLiteral("choice_") + right);
    press(Qt::Key_Space);
    CHECK(static_cast<QRadioButton*>(focus())->isChecked());
    tabTo(inTask(QStringLiteral("predict-outcome"), QStringLiteral("taskCheck")));
    press(Qt::Key_Space);
    CHECK(w.record(QStringLiteral("hierarchy"), QStringLiteral("predict-outcome")).solved);
    CHECK_FALSE(cars.holds(kHeldVerdict));
    // And a number typed and checked with Enter, in Japanese too.
    tabTo(inTask(QStringLiteral("compute-tests"), QStringLiteral("taskHeader")));
    press(Qt::Key_Space);
    tabTo(inTask(QStringLiteral("compute-tests"), QStringLiteral("taskAnswer")));
    QTest::keyClicks(focus(), QString::number(cars.carVsCar().circleTests));
    press(Qt::Key_Return);
    CHECK(w.record(QStringLiteral("hierarchy"), QStringLiteral("compute-tests")).solved);
}

TEST_CASE("circles tasks page: an older file's car circles Example 1 shows as done in the circles lesson")
{
    Window w([](ProgressStore& store) {
        ExerciseProgress old;
        old.status = ExerciseStatus::InProgress;
        old.attempts = 1;
        TaskRecord example1;
        example1.open(QDateTime::currentDateTimeUtc());
        example1.check(
            QStringLiteral("Ax=20; Ay=10"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
        old.tasks.insert(QStringLiteral("example1"), example1);
        old.data.insert(QStringLiteral("worksheet"),
            QJsonObject { { QStringLiteral("fields"),
                              QJsonArray { QStringLiteral("20"), QStringLiteral("10"), QStringLiteral("30"),
                                  QStringLiteral("-10"), QStringLiteral("50"), QStringLiteral("25"),
                                  QStringLiteral("50"), QStringLiteral("55") } },
                { QStringLiteral("verdict"), 0 } });
        store.update(QStringLiteral("car_circles"), old);
    });
    LessonPage& page = w.openFromList(QStringLiteral("circles"));
    TaskPanel* panel = page.tasks().panel();
    REQUIRE(panel);
    const TaskBox& box = panel->box(2);
    REQUIRE(box.task().id() == QStringLiteral("example1"));
    CHECK(box.record().solved);
    auto* header = box.findChild<QToolButton*>(QStringLiteral("taskHeader"));
    REQUIRE(header);
    CHECK(header->text().contains(QStringLiteral("done")));
    CHECK(page.tasks().revealed().contains(QStringLiteral("circles/example1")));
    // The lesson text shows its worked Example 1 again, and the controls its Example 1 button.
    CHECK(page.tasks()
              .text(QStringLiteral("<div class=\"reveal\" data-task=\"circles/example1\">D = 50</div>"))
              .contains(QStringLiteral("D = 50")));
    CHECK(page.controls().findChild<QWidget*>(QStringLiteral("example1"))->isVisibleTo(&page.controls()));
}

TEST_CASE("circles tasks page: the code view keeps the comparison back until 'The two conditions' is solved")
{
    Window w;
    LessonPage& page = w.openFromList(QStringLiteral("circles"));
    CodeView* code = page.codeView();
    REQUIRE(code);
    CHECK(code->lineText(circles::IfLine).contains(QStringLiteral("if (...)")));
    TaskPanel* panel = page.tasks().panel();
    REQUIRE(panel);
    TaskBox* box = panel->findChild<TaskBox*>(QStringLiteral("task_conditions"));
    REQUIRE(box);
    box->findChild<QLineEdit*>(QStringLiteral("blank_with-root"))
        ->setText(QStringLiteral("sqrt((a2 - a1)^2 + (b2 - b1)^2) <= r1 + r2"));
    box->findChild<QLineEdit*>(QStringLiteral("blank_without-root"))
        ->setText(QStringLiteral("(a1 - a2)^2 + (b1 - b2)^2 <= (r1 + r2)^2"));
    box->findChild<QPushButton*>(QStringLiteral("taskCheck"))->click();
    REQUIRE(box->record().solved);
    CHECK(code->lineText(circles::IfLine).contains(QStringLiteral("if (D2 <= rSum2)")));
}

} // namespace test_circles_tasks_page
