// MainWindow, the live class (issue 32): everything of it is in LiveClassController
// (app/session/ui/); the window gives it the lesson and the scene on screen, opens a scene the
// teacher sends, shows the guide for teachers, and puts its Class menu before Help.
#include "main_window.h"

#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_tasks.h"
#include "scene_files.h"
#include "session/ui/live_class_controller.h"
#include "window/classroom_controller.h"
#include "window_actions.h"

#include "core/records/progress.h"

#include <QMenu>
#include <QMenuBar>

namespace lab {

void MainWindow::setUpClass()
{
    LiveClassController::Host host;
    host.window = this;
    host.lessonId = [this] { return currentLessonId(); };
    host.scene = [this] { return m_files->currentScene(); };
    host.showScene
        = [this](const SceneFile& scene) { return m_files->showScene(scene, tr("Your teacher's scene")); };
    host.showTeachersGuide = [this] { m_classroom->showGuide(QStringLiteral("teachers")); };
    host.tasks = [this](bool show) -> TaskPanel* {
        LessonPage* page = currentPage();
        if (!page || !page->tasks().panel())
            return nullptr;
        if (show)
            page->columns().showControls(); // the tasks are in the side column's other tab
        return page->tasks().panel();
    };
    m_class = new LiveClassController(host, ProgressStore::instance(), ClassPlaces(), this);
    menuBar()->insertMenu(m_actions->help.menu->menuAction(), m_class->menu());
}

} // namespace lab
