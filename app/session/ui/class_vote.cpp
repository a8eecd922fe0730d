#include "class_vote.h"

#include "catalog.h"
#include "classroom/report_tasks.h"
#include "session/class_session.h"

#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"

#include <QJsonDocument>

namespace lab {

namespace {

int taskIndex(const TaskPanel& panel, const QString& taskId)
{
    for (int i = 0; i < panel.count(); ++i) {
        if (panel.box(i).task().id() == taskId)
            return i;
    }
    return -1;
}

bool votable(const TaskDefinition& task)
{
    return task.kind() == TaskKind::Predict || task.kind() == TaskKind::Compute;
}

} // namespace

ClassVote::ClassVote(Host host, QObject* parent)
    : QObject(parent)
    , m_host(std::move(host))
{
}

TaskPanel* ClassVote::panel() const
{
    return m_panel;
}

void ClassVote::usePanel(TaskPanel* panel)
{
    if (m_panel == panel)
        return;
    if (m_panel)
        disconnect(m_panel, nullptr, this, nullptr);
    m_panel = panel;
    if (panel)
        connect(panel, &TaskPanel::voted, this, &ClassVote::voted);
}

QList<VotePanel::Askable> ClassVote::askable() const
{
    QList<VotePanel::Askable> tasks;
    TaskPanel* panel = m_host.tasks ? m_host.tasks(false) : nullptr;
    for (int i = 0; panel && i < panel->count(); ++i) {
        const TaskDefinition& task = panel->box(i).task();
        if (votable(task))
            tasks.append({ i, tr("Task %1: %2").arg(i + 1).arg(task.title()) });
    }
    return tasks;
}

bool ClassVote::ask(ClassSession& session, int index)
{
    TaskPanel* panel = m_host.tasks ? m_host.tasks(true) : nullptr;
    if (!panel || index < 0 || index >= panel->count() || !votable(panel->box(index).task()))
        return false;
    usePanel(panel);
    panel->endVote();
    if (panel->box(index).task().scene(0))
        panel->anotherScene(index); // one fresh scene of the task's own, for everyone
    panel->startVote(index, false);
    const SceneFile scene = m_host.scene();
    if (scene.lessonId.isEmpty())
        return false;
    session.askEveryone(scene.lessonId, panel->box(index).task().id(),
        QJsonDocument::fromJson(scene.toJson()).object(), panel->rightAnswer(index));
    m_poll = session.poll();
    return true;
}

void ClassVote::followTeacher(const Poll& poll)
{
    if (m_panel && m_poll.isActive() && poll.id == m_poll.id && poll.stage == Poll::Stage::Revealed
        && m_poll.stage != Poll::Stage::Revealed)
        m_panel->revealVote();
    else if (m_panel && m_poll.isActive() && !poll.isActive())
        m_panel->endVote();
    m_poll = poll;
}

bool ClassVote::openVote(const Poll& poll)
{
    const SceneFileRead read = readSceneFile(QJsonDocument(poll.scene).toJson(QJsonDocument::Compact));
    if (read.problem != SceneFileRead::Problem::None || read.scene.lessonId != poll.lesson
        || !m_host.showScene || !m_host.showScene(read.scene))
        return false;
    TaskPanel* panel = m_host.tasks ? m_host.tasks(true) : nullptr;
    const int index = panel ? taskIndex(*panel, poll.task) : -1;
    if (index < 0 || !votable(panel->box(index).task()))
        return false;
    usePanel(panel);
    panel->startVote(index, true);
    return true;
}

void ClassVote::followStudent(const Poll& poll)
{
    const Poll before = std::exchange(m_poll, poll);
    if (!poll.isActive()) {
        if (m_panel)
            m_panel->endVote();
        m_opened = false;
        return;
    }
    if (poll.id != before.id) {
        if (m_panel)
            m_panel->endVote();
        m_opened = openVote(poll);
        emit message(m_opened
                ? tr("Your teacher asks the whole class: %1").arg(taskTitle({ poll.lesson, poll.task }))
                : tr("Your teacher asks the class a task that cannot be shown here."));
    } else if (m_opened && m_panel && poll.round != before.round) {
        m_panel->voteAgain();
        emit message(tr("Vote again: your teacher asks the same question a second time."));
    }
    if (!m_opened || !m_panel)
        return;
    if (poll.stage == Poll::Stage::Closed)
        m_panel->setVoteOpen(false);
    const bool revealNow = poll.stage == Poll::Stage::Revealed
        && (before.id != poll.id || before.stage != Poll::Stage::Revealed);
    if (revealNow) {
        // Everyone is judged on the scene they voted on, whatever they dragged since.
        const SceneFileRead read = readSceneFile(QJsonDocument(poll.scene).toJson(QJsonDocument::Compact));
        if (read.problem == SceneFileRead::Problem::None)
            m_host.showScene(read.scene);
        m_panel->revealVote();
    }
}

} // namespace lab
