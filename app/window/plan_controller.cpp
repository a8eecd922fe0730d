#include "plan_controller.h"

#include "window/main_window.h"
#include "window/scene_files.h"

#include "catalog.h"

#include <QAction>
#include <QActionGroup>
#include <QContextMenuEvent>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolButton>

namespace lab {

PlanController::PlanController(MainWindow& window)
    : QObject(&window)
    , m_window(window)
{
    m_strip = new QToolBar(&window);
    m_strip->setObjectName(QStringLiteral("bookmarkStrip"));
    m_strip->setMovable(false);
    m_strip->setFloatable(false);
    m_strip->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_strip->setContextMenuPolicy(Qt::PreventContextMenu);
    m_title = new QLabel(m_strip);
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_title->setContentsMargins(6, 0, 8, 0);
    m_strip->addWidget(m_title);
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    window.addToolBar(Qt::BottomToolBarArea, m_strip);
    m_strip->hide();
    m_strip->installEventFilter(this); // language changes and right clicks on a bookmark
    retranslate();
}

QString PlanController::openFile(const QString& path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return tr("Could not open %1: there is no readable file there.").arg(path);
    return openBytes(file.read(PlanFile::kMaxBytes + 1), path, path);
}

QString PlanController::openBytes(const QByteArray& bytes, const QString& name, const QString& path)
{
    const PlanFileRead read = readPlanFile(bytes);
    using Problem = PlanFileRead::Problem;
    switch (read.problem) {
    case Problem::None: break;
    case Problem::TooLarge:
    case Problem::NotJson:
    case Problem::NotAPlan: return tr("%1 is not a Collision Detection Lab lesson plan.").arg(name);
    case Problem::NewerVersion:
        return tr("%1 was saved by a newer version of Collision Detection Lab and cannot be opened here.")
            .arg(name);
    case Problem::Empty: return tr("%1 has no bookmarks.").arg(name);
    case Problem::BadScene:
        return read.sceneIndex < 0
            ? tr("%1 is damaged: its list of bookmarks cannot be read.").arg(name)
            : tr("%1 is damaged: bookmark %2 cannot be used.").arg(name).arg(read.sceneIndex + 1);
    }
    // Every bookmark is checked before anything changes on screen.
    for (int i = 0; i < read.plan.scenes.size(); ++i) {
        const SceneFile& scene = read.plan.scenes[i];
        switch (m_window.files().checkScene(scene)) {
        case SceneFiles::SceneCheck::Fine: break;
        case SceneFiles::SceneCheck::UnknownLesson:
            return tr("%1: bookmark %2 is for a lesson this version does not have (\"%3\").")
                .arg(name)
                .arg(i + 1)
                .arg(scene.lessonId.left(40));
        case SceneFiles::SceneCheck::BadValues:
            return tr("%1 is damaged: bookmark %2 cannot be used.").arg(name).arg(i + 1);
        }
    }
    setPlan(read.plan, path);
    return {};
}

void PlanController::setPlan(const PlanFile& plan, const QString& path)
{
    m_plan = plan;
    m_path = path;
    m_modified = false;
    m_current = -1;
    rebuildStrip();
    goTo(0);
}

void PlanController::close()
{
    m_plan = {};
    m_path.clear();
    m_modified = false;
    m_current = -1;
    rebuildStrip();
}

bool PlanController::goTo(int index)
{
    if (index < 0 || index >= m_plan.scenes.size())
        return false;
    if (!m_window.files().showScene(m_plan.scenes[index], tr("Bookmark %1").arg(index + 1)))
        return false;
    m_current = index;
    if (index < m_marks.size())
        m_marks[index]->setChecked(true);
    m_window.statusBar()->showMessage(
        tr("Bookmark %1 of %2: %3").arg(index + 1).arg(m_plan.scenes.size()).arg(m_plan.scenes[index].title),
        4000);
    emit changed();
    return true;
}

void PlanController::step(int delta)
{
    const int next = m_current + delta;
    if (next < 0 || next >= m_plan.scenes.size()) {
        m_window.statusBar()->showMessage(
            delta > 0 ? tr("This is the last bookmark.") : tr("This is the first bookmark."), 3000);
        return;
    }
    goTo(next);
}

void PlanController::addBookmark()
{
    SceneFile scene = m_window.files().currentScene();
    if (scene.lessonId.isEmpty())
        return;
    scene.title = lessonTitle(scene.lessonId);
    const int at = m_current < 0 ? int(m_plan.scenes.size()) : m_current + 1;
    if (m_plan.scenes.isEmpty() && m_plan.title.isEmpty())
        m_plan.title = tr("New lesson plan");
    m_plan.scenes.insert(at, scene);
    m_current = at;
    m_modified = true;
    rebuildStrip();
    m_window.statusBar()->showMessage(tr("Added bookmark %1: %2").arg(at + 1).arg(scene.title), 4000);
    emit changed();
}

void PlanController::removeBookmark(int index)
{
    if (index < 0 || index >= m_plan.scenes.size())
        return;
    m_plan.scenes.removeAt(index);
    m_modified = true;
    if (m_current >= index)
        m_current = std::max(m_plan.scenes.isEmpty() ? -1 : 0, m_current - 1);
    rebuildStrip();
    emit changed();
}

void PlanController::renameBookmark(int index, const QString& title)
{
    if (index < 0 || index >= m_plan.scenes.size() || title.trimmed().isEmpty())
        return;
    m_plan.scenes[index].title = title.trimmed().left(200);
    m_modified = true;
    rebuildStrip();
    emit changed();
}

bool PlanController::save(const QString& path)
{
    QSaveFile file(path);
    const QByteArray bytes = m_plan.toJson();
    if (!(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit()))
        return false;
    m_path = path;
    m_modified = false;
    emit changed();
    return true;
}

QString PlanController::unsavedPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/unsaved.clabplan");
}

bool PlanController::keepUnsaved() const
{
    if (!m_modified || !isOpen())
        return false;
    QDir().mkpath(QFileInfo(unsavedPath()).absolutePath());
    QSaveFile file(unsavedPath());
    const QByteArray bytes = m_plan.toJson();
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

void PlanController::markUnsaved()
{
    m_modified = true;
    emit changed();
}

void PlanController::rebuildStrip()
{
    for (QAction* a : std::as_const(m_marks)) {
        m_strip->removeAction(a);
        delete a;
    }
    m_marks.clear();
    for (int i = 0; i < m_plan.scenes.size(); ++i) {
        auto* a = new QAction(tr("%1 %2").arg(i + 1).arg(m_plan.scenes[i].title), m_group);
        a->setCheckable(true);
        a->setChecked(i == m_current);
        a->setToolTip(tr("Bookmark %1: %2 (PageDown, PageUp step through the plan; right-click to rename or "
                         "remove)")
                          .arg(i + 1)
                          .arg(m_plan.scenes[i].title));
        connect(a, &QAction::triggered, this, [this, i] { goTo(i); });
        m_strip->addAction(a);
        m_marks.append(a);
        if (QWidget* button = m_strip->widgetForAction(a)) {
            button->setObjectName(QStringLiteral("bookmark%1").arg(i + 1));
            button->installEventFilter(this);
        }
    }
    m_title->setText(m_plan.title.isEmpty() ? tr("Lesson plan:") : tr("%1:").arg(m_plan.title));
    m_strip->setVisible(isOpen());
}

void PlanController::retranslate()
{
    m_strip->setWindowTitle(tr("Bookmarks"));
    rebuildStrip();
}

bool PlanController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_strip && event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::ContextMenu) {
        for (int i = 0; i < m_marks.size(); ++i) {
            if (m_strip->widgetForAction(m_marks[i]) != watched)
                continue;
            QMenu menu;
            QAction* rename = menu.addAction(tr("Rename..."));
            QAction* remove = menu.addAction(tr("Remove"));
            QAction* chosen = menu.exec(static_cast<QContextMenuEvent*>(event)->globalPos());
            if (chosen == rename) {
                bool ok = false;
                const QString title = QInputDialog::getText(m_strip, tr("Rename bookmark"), tr("Title:"),
                    QLineEdit::Normal, m_plan.scenes[i].title, &ok);
                if (ok)
                    renameBookmark(i, title);
            } else if (chosen == remove) {
                removeBookmark(i);
            }
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace lab
