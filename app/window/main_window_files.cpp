// MainWindow, the files part: scene files (.clab), lesson plans (.clabplan), what is dropped on
// the window, and the canvas exported as PNG or SVG. A refused file changes nothing and says why
// in the user's language.
#include "main_window.h"

#include "classroom/plan_controller.h"
#include "page/lesson_page.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/lesson.h"
#include "core/model/commands.h"
#include "core/model/scene.h"
#include "core/records/plan_file.h"
#include "core/records/scene_file.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

namespace lab {

namespace {

bool isScenePath(const QString& path)
{
    return path.endsWith(QLatin1String(".clab"), Qt::CaseInsensitive);
}

bool isPlanPath(const QString& path)
{
    return path.endsWith(QLatin1String(".clabplan"), Qt::CaseInsensitive);
}

} // namespace

SceneFile MainWindow::currentScene() const
{
    SceneFile scene;
    LessonPage* page = currentPage();
    if (!page)
        return scene;
    scene.lessonId = page->lesson().id();
    scene.values = page->scene().state(); // what is shown: a paused run's frame becomes the values
    scene.viewCenter = page->canvas().viewport().center();
    scene.viewScale = page->canvas().viewport().scale();
    return scene;
}

bool MainWindow::saveSceneFile(const QString& path, const QString& title)
{
    if (!currentPage())
        return false;
    SceneFile scene = currentScene();
    scene.title = title;
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(scene.toJson()) >= 0 && file.commit();
}

MainWindow::SceneCheck MainWindow::checkScene(const SceneFile& scene) const
{
    const Lesson* lesson = findLesson(scene.lessonId);
    if (!lesson)
        return SceneCheck::UnknownLesson;
    // Check the values against a scene of that lesson before anything changes on screen.
    const auto probe = lesson->createScene();
    if (scene.values.size() != probe->params().size() || !probe->validate(scene.values).isEmpty())
        return SceneCheck::BadValues;
    return SceneCheck::Fine;
}

bool MainWindow::showScene(const SceneFile& scene, const QString& undoText)
{
    if (checkScene(scene) != SceneCheck::Fine || !showLesson(scene.lessonId))
        return false;
    LessonPage* page = currentPage();
    if (page->scene().values() != scene.values || page->scene().hasRunFrame())
        pushState(page->undoStack(), page->scene(), scene.values, undoText);
    if (scene.viewScale > 0)
        page->canvas().showView(scene.viewCenter, scene.viewScale);
    else
        page->canvas().resetView();
    return true;
}

QString MainWindow::openSceneFile(const QString& path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return tr("Could not open %1: there is no readable file there.").arg(path);
    const SceneFileRead read = readSceneFile(file.read(SceneFile::kMaxBytes + 1));
    using Problem = SceneFileRead::Problem;
    switch (read.problem) {
    case Problem::None: break;
    case Problem::TooLarge:
    case Problem::NotJson:
    case Problem::NotAScene: return tr("%1 is not a Collision Lab scene file.").arg(path);
    case Problem::NewerVersion:
        return tr("%1 was saved by a newer version of Collision Lab and cannot be opened here.").arg(path);
    case Problem::BadValues: return tr("%1 is damaged: its values cannot be used.").arg(path);
    }
    const SceneFile& scene = read.scene;
    switch (checkScene(scene)) {
    case SceneCheck::Fine: break;
    case SceneCheck::UnknownLesson:
        return tr("%1 is for a lesson this version does not have (\"%2\").")
            .arg(path, scene.lessonId.left(40));
    case SceneCheck::BadValues: return tr("%1 is damaged: its values cannot be used.").arg(path);
    }
    if (!showScene(scene, tr("Open scene")))
        return tr("%1 is not a Collision Lab scene file.").arg(path);
    return {};
}

void MainWindow::openSceneInteractive(const QString& path)
{
    const QString problem = openSceneFile(path);
    if (problem.isEmpty()) {
        statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        return;
    }
    statusBar()->showMessage(problem, 8000);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Open scene"), problem, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("sceneRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString MainWindow::openPlanBytes(const QByteArray& bytes, const QString& name, const QString& path)
{
    const PlanFileRead read = readPlanFile(bytes);
    using Problem = PlanFileRead::Problem;
    switch (read.problem) {
    case Problem::None: break;
    case Problem::TooLarge:
    case Problem::NotJson:
    case Problem::NotAPlan: return tr("%1 is not a Collision Lab lesson plan.").arg(name);
    case Problem::NewerVersion:
        return tr("%1 was saved by a newer version of Collision Lab and cannot be opened here.").arg(name);
    case Problem::Empty: return tr("%1 has no bookmarks.").arg(name);
    case Problem::BadScene:
        return read.sceneIndex < 0
            ? tr("%1 is damaged: its list of bookmarks cannot be read.").arg(name)
            : tr("%1 is damaged: bookmark %2 cannot be used.").arg(name).arg(read.sceneIndex + 1);
    }
    // Every bookmark is checked before anything changes on screen.
    for (int i = 0; i < read.plan.scenes.size(); ++i) {
        const SceneFile& scene = read.plan.scenes[i];
        switch (checkScene(scene)) {
        case SceneCheck::Fine: break;
        case SceneCheck::UnknownLesson:
            return tr("%1: bookmark %2 is for a lesson this version does not have (\"%3\").")
                .arg(name)
                .arg(i + 1)
                .arg(scene.lessonId.left(40));
        case SceneCheck::BadValues:
            return tr("%1 is damaged: bookmark %2 cannot be used.").arg(name).arg(i + 1);
        }
    }
    m_plan->setPlan(read.plan, path);
    return {};
}

QString MainWindow::openPlanFile(const QString& path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return tr("Could not open %1: there is no readable file there.").arg(path);
    return openPlanBytes(file.read(PlanFile::kMaxBytes + 1), path, path);
}

void MainWindow::openPlanInteractive(const QString& path)
{
    if (!mayDropPlan())
        return;
    const QString problem = openPlanFile(path);
    if (problem.isEmpty()) {
        statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        return;
    }
    statusBar()->showMessage(problem, 8000);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Open lesson plan"), problem, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("planRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile() && (isScenePath(url.toLocalFile()) || isPlanPath(url.toLocalFile()))) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        if (url.isLocalFile() && (isScenePath(path) || isPlanPath(path))) {
            event->acceptProposedAction();
            if (isPlanPath(path))
                openPlanInteractive(path);
            else
                openSceneInteractive(path);
            return;
        }
    }
}

void MainWindow::exportCanvas(bool svg)
{
    LessonPage* page = currentPage();
    if (!page)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString suggested = folder + QLatin1Char('/') + page->lesson().id()
        + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
    const QString path = QFileDialog::getSaveFileName(this,
        svg ? tr("Export the canvas as SVG") : tr("Export the canvas as PNG"), suggested,
        svg ? tr("SVG drawings (*.svg)") : tr("PNG pictures (*.png)"));
    if (path.isEmpty())
        return;
    const bool ok = svg ? page->canvas().exportSvg(path, lessonTitle(page->lesson().id()))
                        : page->canvas().exportPng(path);
    if (ok)
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    else
        QMessageBox::warning(
            this, tr("Export failed"), tr("Could not write %1. Choose another folder or name.").arg(path));
}

} // namespace lab
