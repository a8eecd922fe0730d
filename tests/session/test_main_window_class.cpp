// The live class in the real window: the Class menu is in the menu bar, "everyone to this" opens
// the teacher's lesson and values on the student's screen, and a paused class takes no key or
// click meant for the lesson (its shortcuts included) until the teacher resumes. The teacher is a
// ClassSession without a window, over real TLS on loopback.
#include "session_support.h"

#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "session/ui/live_class_controller.h"
#include "session/ui/pause_overlay.h"
#include "window/language.h"
#include "window/main_window.h"

#include "core/canvas/canvas.h"
#include "core/model/scene.h"

#include <QJsonDocument>
#include <QMenuBar>
#include <QUndoStack>

namespace test_main_window_class {

using namespace lab;
using namespace lab::test;

TEST_CASE("in the real window: the Class menu, everyone to this, and a pause that takes no input")
{
    QTemporaryDir home;
    ProgressStore store(QDir(home.path()).filePath(QStringLiteral("progress.json")));
    store.load();
    ProgressStore::setInstance(&store);
    LanguageSwitcher language;
    auto window = std::make_unique<MainWindow>(language);
    window->pageStack().setUseSavedScenes(false);
    window->resize(1366, 800);
    window->show();
    REQUIRE(QTest::qWaitForWindowExposed(window.get()));
    const QList<QAction*> menus = window->menuBar()->actions();
    CHECK(std::any_of(
        menus.begin(), menus.end(), [](QAction* a) { return a->text() == QStringLiteral("&Class"); }));
    REQUIRE(window->showLesson(QStringLiteral("lines")));

    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    LiveClassController& controller = window->classController();
    controller.join({ QHostAddress::LocalHost, teacher.port(), teacher.code(), {} }, QStringLiteral("Aiko"));
    REQUIRE(waitFor([&] { return controller.link()->state() == StudentLink::State::Joined; }));

    // Everyone to this: the circles lesson, with the teacher's values.
    SceneFile scene;
    scene.lessonId = QStringLiteral("circles");
    REQUIRE(window->showLesson(scene.lessonId));
    QList<double> values = window->currentPage()->scene().initialState();
    values[0] += 3;
    scene.values = values;
    REQUIRE(window->showLesson(QStringLiteral("lines")));
    teacher.sendEveryoneTo(QJsonDocument::fromJson(scene.toJson()).object());
    REQUIRE(waitFor([&] { return window->currentLessonId() == QStringLiteral("circles"); }));
    CHECK(window->currentPage()->scene().state()[0] == values[0]);

    // Paused: Ctrl+R (reset the scene) and a key on the canvas change nothing.
    teacher.setPaused(true);
    REQUIRE(waitFor([&] { return controller.pause()->isVisible(); }));
    LessonPage& page = *window->currentPage();
    const int steps = page.undoStack().count();
    QTest::keyClick(window.get(), Qt::Key_R, Qt::ControlModifier);
    QTest::keyClick(&page.canvas(), Qt::Key_Right);
    CHECK(page.undoStack().count() == steps);
    CHECK(page.scene().state()[0] == values[0]);
    teacher.setPaused(false);
    REQUIRE(waitFor([&] { return !controller.pause()->isVisible(); }));
    QTest::keyClick(window.get(), Qt::Key_R, Qt::ControlModifier);
    CHECK(waitFor([&] { return page.scene().state() == page.scene().initialState(); }, 2000));
    window.reset();
    ProgressStore::setInstance(nullptr);
}

} // namespace test_main_window_class
