// Lesson plans (.clabplan) in the window: a bookmark of every lesson comes back from a saved plan
// (lesson, values with the hidden ones, view); PageDown/PageUp step through the bookmarks; a
// refused plan changes nothing and says why; the example plans open.
#include "page/lesson_page.h"
#include "window/classroom_controller.h"
#include "window/main_window.h"
#include "window/plan_controller.h"
#include "window/presentation_controller.h"
#include "window/scene_files.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/lesson.h"
#include "core/model/scene.h"
#include "core/records/plan_file.h"

#include "../support/events.h"
#include "../support/file_window.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

namespace test_plans {

using namespace lab;

TEST_CASE("plans: a bookmark of every lesson comes back from a saved plan, stepped with PageDown and PageUp")
{
    QTemporaryDir dir;
    lab::test::FileTestWindow fixture(true);
    MainWindow& window = fixture.window;
    PlanController& plan = window.classroom().plan();
    QList<SceneFile> expected;
    int k = 0;
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        REQUIRE(window.showLesson(lesson->id()));
        LessonPage& page = *window.currentPage();
        const auto values = lab::test::changedState(
            page.scene(), page.scene().values(), true, { 1.0, -1.0, 0.5, -0.5, 0.25 });
        page.scene().setState(values);
        page.canvas().showView({ 1.5 + k, -0.5 }, 20 + k);
        plan.addBookmark(); // Ctrl+B
        expected.append(window.files().currentScene());
        CHECK(plan.current() == k);
        ++k;
    }
    REQUIRE(plan.plan().scenes.size() == expected.size());
    CHECK(plan.strip()->isVisible());
    const QString path = dir.filePath(QStringLiteral("class.clabplan"));
    REQUIRE(plan.save(path));
    plan.close();
    CHECK_FALSE(plan.strip()->isVisible());
    for (const Lesson* lesson : availableLessons()) { // everything back to the start
        window.showLesson(lesson->id());
        window.currentPage()->scene().setState(window.currentPage()->scene().initialState());
        window.currentPage()->canvas().resetView();
    }
    REQUIRE(window.showLesson(QStringLiteral("lines")));

    window.presentation().setActive(true); // a bookmark's view is what was on screen, projector zoom or not
    REQUIRE(window.classroom().plan().openFile(path).isEmpty());
    REQUIRE(plan.isOpen());
    for (int i = 0; i < expected.size(); ++i) {
        INFO(expected[i].lessonId.toStdString());
        if (i > 0)
            QTest::keyClick(&window, Qt::Key_PageDown); // the next bookmark, not the next lesson
        CHECK(plan.current() == i);
        CHECK(window.currentLessonId() == expected[i].lessonId);
        LessonPage& page = *window.currentPage();
        CHECK(page.scene().values() == expected[i].values);
        CHECK(page.canvas().viewport().center() == expected[i].viewCenter);
        CHECK(page.canvas().viewport().scale() == expected[i].viewScale);
    }
    CHECK(plan.strip()->isVisible()); // the strip stays while presenting
    QTest::keyClick(&window, Qt::Key_PageDown); // past the end: stays
    CHECK(plan.current() == expected.size() - 1);
    QTest::keyClick(&window, Qt::Key_PageUp);
    CHECK(plan.current() == expected.size() - 2);
    CHECK(window.currentLessonId() == expected[expected.size() - 2].lessonId);
    window.presentation().setActive(false);
}

TEST_CASE(
    "plans: a newer, damaged or foreign plan, an unknown lesson or bad values are refused and change nothing")
{
    QTemporaryDir dir;
    lab::test::FileTestWindow fixture;
    MainWindow& window = fixture.window;
    window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents();
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    LessonPage& page = *window.currentPage();
    const auto before = page.scene().values();
    const int steps = page.undoStack().count();
    const QByteArray lines = R"({"lesson": "lines", "values": [-4, -2, 3, 1, 3, -3, -1, 2], "title": "ok"})";
    const struct {
        const char* name;
        QByteArray bytes;
        const char* says;
    } cases[] = {
        { "empty.clabplan", QByteArray(), "授業計画ではありません" },
        { "scene.clabplan",
            R"({"format": "collision-lab-scene", "version": 1, "lesson": "lines", "values": []})",
            "授業計画ではありません" },
        { "newer.clabplan", R"({"format": "collision-lab-plan", "version": 4, "scenes": []})",
            "新しいバージョン" },
        { "none.clabplan", R"({"format": "collision-lab-plan", "version": 1, "scenes": []})", "しおり" },
        { "unknown.clabplan",
            R"({"format": "collision-lab-plan", "version": 1, "scenes": [)" + lines
                + R"(, {"lesson": "teleport", "values": []}]})",
            "teleport" },
        { "values.clabplan",
            R"({"format": "collision-lab-plan", "version": 1, "scenes": [)" + lines
                + R"(, {"lesson": "circles", "values": [0, 0, 3, 0, -5, 2]}]})",
            "しおり2" },
        { "broken.clabplan",
            R"({"format": "collision-lab-plan", "version": 1, "scenes": [)" + lines
                + R"(, {"lesson": "circles", "values": "none"}]})",
            "しおり2" },
    };
    for (const auto& c : cases) {
        INFO(c.name);
        const QString path = dir.filePath(QLatin1String(c.name));
        lab::test::writeFile(path, c.bytes);
        const QString problem = window.classroom().plan().openFile(path);
        INFO(problem.toStdString());
        CHECK(problem.contains(QString::fromUtf8(c.says)));
        CHECK_FALSE(window.classroom().plan().isOpen());
        CHECK(window.currentLessonId() == QStringLiteral("circles"));
        CHECK(page.scene().values() == before);
        CHECK(page.undoStack().count() == steps);
    }
    CHECK_FALSE(
        window.classroom().plan().openFile(dir.filePath(QStringLiteral("missing.clabplan"))).isEmpty());
    window.setLanguage(Language::English);
    lab::test::deliverPostedEvents();
}

TEST_CASE("plans: both example plans open from the app's resources and every bookmark shows")
{
    lab::test::FileTestWindow fixture;
    MainWindow& window = fixture.window;
    for (const Language l : { Language::English, Language::Japanese }) {
        REQUIRE(window.classroom().openExamplePlan(l).isEmpty());
        const PlanController& plan = window.classroom().plan();
        REQUIRE(plan.plan().scenes.size() >= 4);
        CHECK_FALSE(plan.plan().title.isEmpty());
        for (int i = 0; i < plan.plan().scenes.size(); ++i) {
            INFO(i);
            CHECK_FALSE(plan.plan().scenes[i].title.isEmpty());
            REQUIRE(window.classroom().plan().goTo(i));
            CHECK(window.currentPage()->scene().values() == plan.plan().scenes[i].values);
        }
    }
}

TEST_CASE("plans: bookmarks not saved yet survive closing the window and come back, still unsaved")
{
    QFile::remove(PlanController::unsavedPath());
    LessonScene::State shown;
    {
        lab::test::FileTestWindow fixture;
        MainWindow& window = fixture.window;
        REQUIRE(window.showLesson(QStringLiteral("circles")));
        window.classroom().plan().addBookmark();
        REQUIRE(window.showLesson(QStringLiteral("lines")));
        window.classroom().plan().addBookmark();
        REQUIRE(window.classroom().plan().isModified());
        shown = window.currentPage()->scene().values();
        window.close(); // no question on quit
    }
    REQUIRE(QFile::exists(PlanController::unsavedPath()));
    {
        lab::test::FileTestWindow fixture;
        MainWindow& window = fixture.window;
        window.classroom().restoreUnsavedPlan();
        const PlanController& plan = window.classroom().plan();
        REQUIRE(plan.plan().scenes.size() == 2);
        CHECK(plan.plan().scenes[0].lessonId == QStringLiteral("circles"));
        CHECK(plan.plan().scenes[1].lessonId == QStringLiteral("lines"));
        CHECK(plan.plan().scenes[1].values == shown);
        CHECK(plan.isModified());
        CHECK_FALSE(QFile::exists(PlanController::unsavedPath())); // written again only on close

        // Saved, it is no longer kept aside when the window closes.
        QTemporaryDir dir;
        REQUIRE(window.classroom().plan().save(dir.filePath(QStringLiteral("kept.clabplan"))));
        window.close();
        CHECK_FALSE(QFile::exists(PlanController::unsavedPath()));
    }
}

TEST_CASE("plans: replacing a plan with unsaved bookmarks asks first, and Cancel keeps it")
{
    QFile::remove(PlanController::unsavedPath());
    lab::test::FileTestWindow fixture;
    MainWindow& window = fixture.window;
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    window.classroom().plan().addBookmark();
    REQUIRE(window.classroom().plan().isModified());
    const PlanFile before = window.classroom().plan().plan();

    // The question is modal: answer it from inside its own event loop.
    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        (void)QTest::qWaitFor([&] { return QApplication::activeModalWidget() != nullptr; }, 5000);
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->objectName() == QStringLiteral("unsavedPlanQuestion");
            box->button(QMessageBox::Cancel)->click();
        }
    });
    CHECK(window.classroom().openExamplePlan(Language::English).isEmpty()); // nothing refused: not opened
    CHECK(asked);
    CHECK(window.classroom().plan().plan().scenes.size() == before.scenes.size());
    CHECK(window.classroom().plan().isModified());

    QTimer::singleShot(0, &window, [&] {
        (void)QTest::qWaitFor([&] { return QApplication::activeModalWidget() != nullptr; }, 5000);
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Discard)->click();
    });
    REQUIRE(window.classroom().openExamplePlan(Language::English).isEmpty());
    CHECK(window.classroom().plan().plan().scenes.size() >= 4);
    CHECK_FALSE(window.classroom().plan().isModified());
}

} // namespace test_plans
