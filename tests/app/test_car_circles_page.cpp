// The car circles exercise in the real window, driven by QTest: the given program's false hits,
// task 1 typed and checked until the run uses the student's hierarchy, restore after a restart,
// and Japanese.
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_tasks.h"
#include "window/main_window.h"

#include "core/canvas/canvas.h"
#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"
#include "exercises/car_circles/car_circles_check.h"
#include "exercises/car_circles/car_circles_lesson.h"

#include <geometry/hierarchy.h>

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

namespace test_car_circles_page {

using namespace lab;
using namespace lab::car_circles;

namespace {

template <typename T> T* child(LessonPage* page, const char* name)
{
    auto* w = page->controls().findChild<T*>(QLatin1String(name));
    REQUIRE(w);
    return w;
}

void type(LessonPage* page, const QString& name, const QString& text)
{
    auto* field = page->controls().findChild<QLineEdit*>(name);
    REQUIRE(field);
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Backspace);
    QTest::keyClicks(field, text);
}

void click(LessonPage* page, const char* name)
{
    auto* b = child<QAbstractButton>(page, name);
    REQUIRE(b->isEnabled());
    QTest::mouseClick(b, Qt::LeftButton, {}, QPoint(4, b->height() / 2));
}

int counter(LessonPage* page, const char* name)
{
    return child<QLabel>(page, name)->text().toInt();
}

struct Window {
    QTemporaryDir dir;
    ProgressStore store { dir.filePath(QStringLiteral("progress.json")) };
    LanguageSwitcher language;
    std::unique_ptr<MainWindow> window;

    Window()
    {
        store.load();
        ProgressStore::setInstance(&store);
        open();
    }
    void open()
    {
        window = std::make_unique<MainWindow>(language);
        window->setLanguage(Language::English);
        window->resize(1366, 800);
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get()));
        REQUIRE(window->showLesson(QStringLiteral("car_circles")));
    }
    LessonPage* page() { return window->currentPage(); }
    ~Window()
    {
        window.reset();
        ProgressStore::setInstance(nullptr);
    }
};

// Task 1 typed with a wrong rotation (checked: not yet, a hint), then the right one (checked:
// right, and the run switches to the student's hierarchy).
void solveTask1(LessonPage* page, const CarCirclesScene& scene)
{
    const HierarchyAnswers right = rightHierarchyAnswers();
    for (int i = 0; i < kInnerCount; ++i) {
        for (int f = 0; f < InnerFieldCount; ++f)
            type(page, QStringLiteral("inner%1_%2").arg(i + 1).arg(f),
                right.inner[std::size_t(i)][std::size_t(f)]);
    }
    // The typed circles are the scene's (drawn on the car) at once.
    CHECK(scene.work().hierarchy.inner == right.inner);
    click(page, "rotation0");
    click(page, "order2");
    click(page, "taskCheck");
    auto* feedback = child<QLabel>(page, "taskFeedback");
    CHECK(feedback->text().contains(QStringLiteral("Not right")));
    CHECK(feedback->text().contains(QStringLiteral("clockwise")));
    CHECK_FALSE(child<QRadioButton>(page, "programHierarchy")->isEnabled());
    click(page, "rotation1");
    click(page, "taskCheck");
    CHECK(feedback->text().contains(QStringLiteral("Right")));
    CHECK(child<QRadioButton>(page, "programHierarchy")->isChecked());
}

} // namespace

TEST_CASE("car circles page: false hits of the given program, then the student's hierarchy removes them")
{
    Window w;
    LessonPage* page = w.page();
    REQUIRE(page);
    auto& scene = static_cast<CarCirclesScene&>(page->scene());
    scene.setState(scene.initialState()); // whatever the settings kept from an earlier run
    auto* readout = child<QLabel>(page, "readout");
    CHECK(readout->text().contains(QStringLiteral("Verdict: clear")));

    // The whole 640 x 480 area is on the canvas.
    Canvas& canvas = page->canvas();
    const QPointF topLeft = canvas.viewport().toScreen({ -320, 240 });
    const QPointF bottomRight = canvas.viewport().toScreen({ 320, -240 });
    CHECK(topLeft.x() >= 0);
    CHECK(topLeft.y() >= 0);
    CHECK(bottomRight.x() <= canvas.width());
    CHECK(bottomRight.y() <= canvas.height());

    // The hierarchy program is locked until task 1 is right.
    CHECK_FALSE(child<QRadioButton>(page, "programHierarchy")->isEnabled());
    CHECK(child<QRadioButton>(page, "programOuter")->isChecked());

    // 120 frames of the given program from the start: the outer circle reaches the top wall first.
    for (int f = 0; f < 120; ++f)
        click(page, "step");
    CHECK(counter(page, "frames_outer") == 120);
    const int outerFalse = counter(page, "falseHits_outer");
    CHECK(outerFalse == scene.counters(CarCirclesScene::Program::OuterOnly).falseHits);
    CHECK(outerFalse > 0);
    CHECK(counter(page, "bounces_outer") >= outerFalse);

    // Task 1: a wrong rotation first, then the right one.
    solveTask1(page, scene);
    REQUIRE(scene.program() == CarCirclesScene::Program::Hierarchy);

    // The same start, the hierarchy this time: geometry says how many bounces it makes, none false.
    click(page, "clearRun");
    scene.setState(scene.initialState());
    const auto student = scene.studentCar();
    geometry::Pose pose = scene.pose();
    geometry::Vec2 v = scene.velocity();
    int bounces = 0;
    for (int f = 0; f < 400; ++f) {
        const auto moved = geometry::bounceHierarchyInBox(student, pose, v, scene.area());
        bounces += moved.innerIndex >= 0 ? 1 : 0;
        pose = moved.pose;
        v = moved.velocity;
        click(page, "step");
    }
    CHECK(counter(page, "frames_hierarchy") == 400);
    CHECK(counter(page, "bounces_hierarchy") == bounces);
    CHECK(counter(page, "falseHits_hierarchy") == 0);
    CHECK(counter(page, "frames_outer") == 0);

    // Play runs on the 60 fps timer; on the canvas F runs one frame and Space plays or pauses.
    click(page, "play");
    REQUIRE(QTest::qWaitFor([&] { return counter(page, "frames_hierarchy") > 402; }, 10000));
    click(page, "play");
    const int played = counter(page, "frames_hierarchy");
    CHECK(played > 400);
    canvas.setFocus();
    QTest::keyClick(&canvas, Qt::Key_F);
    CHECK(counter(page, "frames_hierarchy") == played + 1);
    QTest::keyClick(&canvas, Qt::Key_Space);
    CHECK(child<QPushButton>(page, "play")->isChecked());
    QTest::keyClick(&canvas, Qt::Key_Space);
    CHECK_FALSE(child<QPushButton>(page, "play")->isChecked());
}

TEST_CASE("car circles page: one task, the inner circles, the handout's blanks are not asked again here")
{
    Window w;
    LessonPage* page = w.page();
    REQUIRE(page);
    // Example 1 and the handout's blanks are the circles lesson's tasks: asked once, before their
    // answers are shown, not again here after.
    TaskPanel* tasks = page->tasks().panel();
    REQUIRE(tasks);
    REQUIRE(tasks->count() == 1);
    CHECK(tasks->box(0).task().title() == QStringLiteral("Inner circles"));
    CHECK(tasks->box(0).task().kind() == TaskKind::Exercise);
    CHECK(page->controls().findChildren<QComboBox*>(QStringLiteral("question0")).isEmpty());
    page->columns().showControls();
    CHECK(tasks->box(0).isOpen()); // an exercise's task is open when its tab is first shown
    CHECK_FALSE(tasks->box(0).record().solved);
}

} // namespace test_car_circles_page
