#include "scene_files.h"

#include "main_window.h"
#include "page/lesson_page.h"
#include "window/classroom_controller.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/lesson.h"
#include "core/model/commands.h"
#include "core/model/scene.h"

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

// The first local scene or plan file among what is dragged or dropped.
QString droppedFile(const QMimeData& data)
{
    for (const QUrl& url : data.urls()) {
        const QString path = url.toLocalFile();
        if (url.isLocalFile() && (isScenePath(path) || isPlanPath(path)))
            return path;
    }
    return {};
}

} // namespace

SceneFiles::SceneFiles(MainWindow& window)
    : QObject(&window)
    , m_window(window)
{
    window.setAcceptDrops(true); // a .clab file dropped on the window opens its scene
    window.installEventFilter(this);
}

SceneFile SceneFiles::currentScene() const
{
    SceneFile scene;
    LessonPage* page = m_window.currentPage();
    if (!page)
        return scene;
    scene.lessonId = page->lesson().id();
    scene.values = page->scene().state(); // what is shown: a paused run's frame becomes the values
    scene.viewCenter = page->canvas().viewport().center();
    scene.viewScale = page->canvas().viewport().scale();
    return scene;
}

bool SceneFiles::saveSceneFile(const QString& path, const QString& title)
{
    if (!m_window.currentPage())
        return false;
    SceneFile scene = currentScene();
    scene.title = title;
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(scene.toJson()) >= 0 && file.commit();
}

SceneFiles::SceneCheck SceneFiles::checkScene(const SceneFile& scene) const
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

bool SceneFiles::showScene(const SceneFile& scene, const QString& undoText)
{
    if (checkScene(scene) != SceneCheck::Fine || !m_window.showLesson(scene.lessonId))
        return false;
    LessonPage* page = m_window.currentPage();
    if (page->scene().values() != scene.values || page->scene().hasRunFrame())
        pushState(page->undoStack(), page->scene(), scene.values, undoText);
    if (scene.viewScale > 0)
        page->canvas().showView(scene.viewCenter, scene.viewScale);
    else
        page->canvas().resetView();
    return true;
}

QString SceneFiles::openSceneFile(const QString& path)
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
    case Problem::NotAScene: return tr("%1 is not a Collision Detection Lab scene file.").arg(path);
    case Problem::NewerVersion:
        return tr("%1 was saved by a newer version of Collision Detection Lab and cannot be opened here.")
            .arg(path);
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
        return tr("%1 is not a Collision Detection Lab scene file.").arg(path);
    return {};
}

void SceneFiles::openSceneInteractive(const QString& path)
{
    const QString problem = openSceneFile(path);
    if (problem.isEmpty()) {
        m_window.statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        return;
    }
    m_window.statusBar()->showMessage(problem, 8000);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Open scene"), problem, QMessageBox::Ok, &m_window);
    box->setObjectName(QStringLiteral("sceneRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void SceneFiles::openSceneDialog()
{
    const QString path = QFileDialog::getOpenFileName(&m_window, tr("Open scene"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Collision Detection Lab scenes (*.clab)"));
    if (!path.isEmpty())
        openSceneInteractive(path);
}

void SceneFiles::saveSceneDialog()
{
    LessonPage* page = m_window.currentPage();
    if (!page)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(&m_window, tr("Save scene"),
        folder + QLatin1Char('/') + page->lesson().id() + QStringLiteral(".clab"),
        tr("Collision Detection Lab scenes (*.clab)"));
    if (path.isEmpty())
        return;
    if (saveSceneFile(path))
        m_window.statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    else
        QMessageBox::warning(
            &m_window, tr("Save scene"), tr("Could not write %1. Choose another folder or name.").arg(path));
}

void SceneFiles::exportCanvas(bool svg)
{
    LessonPage* page = m_window.currentPage();
    if (!page)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString suggested = folder + QLatin1Char('/') + page->lesson().id()
        + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
    const QString path = QFileDialog::getSaveFileName(&m_window,
        svg ? tr("Export the canvas as SVG") : tr("Export the canvas as PNG"), suggested,
        svg ? tr("SVG drawings (*.svg)") : tr("PNG pictures (*.png)"));
    if (path.isEmpty())
        return;
    const bool ok = svg ? page->canvas().exportSvg(path, lessonTitle(page->lesson().id()))
                        : page->canvas().exportPng(path);
    if (ok)
        m_window.statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    else
        QMessageBox::warning(&m_window, tr("Export failed"),
            tr("Could not write %1. Choose another folder or name.").arg(path));
}

bool SceneFiles::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != &m_window || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto* drop = static_cast<QDropEvent*>(event); // QDragEnterEvent is one too
    const QString path = drop->mimeData() ? droppedFile(*drop->mimeData()) : QString();
    if (path.isEmpty())
        return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop) {
        if (isPlanPath(path))
            m_window.classroom().openPlanInteractive(path);
        else
            openSceneInteractive(path);
    }
    return true;
}

} // namespace lab
