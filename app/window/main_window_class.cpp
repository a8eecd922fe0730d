// MainWindow, the live class (issue 32): everything of it is in ClassController
// (app/session/ui/); the window gives it the lesson and the scene on screen, opens a scene the
// teacher sends, shows the guide for teachers, and puts its Class menu before Help.
#include "main_window.h"

#include "session/ui/class_controller.h"

#include "core/records/progress.h"

#include <QMenu>
#include <QMenuBar>

namespace lab {

void MainWindow::setUpClass()
{
    ClassController::Host host;
    host.window = this;
    host.lessonId = [this] { return currentLessonId(); };
    host.scene = [this] { return currentScene(); };
    host.showScene = [this](const SceneFile& scene) { return showScene(scene, tr("Your teacher's scene")); };
    host.showTeachersGuide = [this] { showGuide(QStringLiteral("teachers")); };
    m_class = new ClassController(host, ProgressStore::instance(), ClassPlaces(), this);
    menuBar()->insertMenu(m_helpMenu->menuAction(), m_class->menu());
}

} // namespace lab
