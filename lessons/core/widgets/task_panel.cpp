#include "task_panel.h"

#include "look.h"
#include "task_box.h"

#include "core/model/commands.h"
#include "core/records/progress.h"

#include <QDateTime>
#include <QEvent>
#include <QJsonObject>
#include <QLabel>
#include <QRandomGenerator>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

const QString kSeeds = QStringLiteral("taskSeeds");

QDateTime now()
{
    return QDateTime::currentDateTimeUtc();
}

} // namespace

TaskPanel::TaskPanel(QString lessonId, LessonScene& scene, QUndoStack& undo,
    std::vector<std::unique_ptr<TaskDefinition>> tasks, QWidget* parent)
    : Retranslated<QWidget>(parent)
    , m_lessonId(std::move(lessonId))
    , m_scene(scene)
    , m_undo(undo)
    , m_tasks(std::move(tasks))
    , m_nextSeed(QRandomGenerator::global()->generate())
{
    setObjectName(QStringLiteral("taskPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_title = look::sectionTitle(this, layout);
    for (std::size_t i = 0; i < m_tasks.size(); ++i) {
        auto* box = new TaskBox(*m_tasks[i], int(i) + 1, m_scene, this, &m_undo);
        const int index = int(i);
        connect(box, &TaskBox::toggled, this, [this, index](bool on) { setOpenTask(on ? index : -1); });
        connect(box, &TaskBox::checkRequested, this, [this, index] { check(index); });
        connect(box, &TaskBox::solutionRequested, this, [this, index] { askSolution(index); });
        connect(box, &TaskBox::skipRequested, this, [this, index] { skip(index); });
        connect(box, &TaskBox::anotherSceneRequested, this, [this, index] { anotherScene(index); });
        // An exercise's answer changed: a solved task stays solved only while it is still right.
        connect(box, &TaskBox::answerEdited, this, [this, box](bool stillRight) {
            const TaskRecord before = record(box->task().id());
            TaskRecord r = before;
            r.edited(stillRight);
            if (r == before)
                return;
            store(box->task().id(), r);
            box->setRecord(r);
            if (before.answered() != r.answered())
                emit revealedChanged();
        });
        layout->addWidget(box);
        m_boxes.push_back(box);
    }
    // A task's question and solution quote the scene's numbers: they follow its changes.
    connect(&m_scene, &LessonScene::changed, this, [this] {
        if (m_open >= 0)
            box(m_open).refresh();
    });
    reload();
    m_title->setText(tr("Tasks"));
}

TaskPanel::~TaskPanel() = default;

TaskRecord TaskPanel::record(const QString& taskId) const
{
    if (const ProgressStore* s = ProgressStore::instance())
        return s->exercise(m_lessonId).tasks.value(taskId);
    return m_memory.value(taskId);
}

void TaskPanel::store(const QString& taskId, const TaskRecord& record)
{
    ProgressStore* s = ProgressStore::instance();
    if (!s) {
        m_memory.insert(taskId, record);
        return;
    }
    ExerciseProgress progress = s->exercise(m_lessonId);
    progress.tasks.insert(taskId, record);
    int attempts = 0;
    bool allDone = true;
    bool any = false;
    for (const auto& task : m_tasks) {
        const TaskRecord r = progress.tasks.value(task->id());
        attempts += r.attempts;
        allDone = allDone && r.status == ExerciseStatus::Done;
        any = any || r.status != ExerciseStatus::NotStarted || r.opened.isValid();
    }
    progress.attempts = attempts;
    // Work on the scene (an exercise's rectangles) may have begun it before any task.
    any = any || progress.status != ExerciseStatus::NotStarted;
    progress.status = allDone ? ExerciseStatus::Done
        : any                 ? ExerciseStatus::InProgress
                              : ExerciseStatus::NotStarted;
    s->update(m_lessonId, progress);
}

void TaskPanel::reload()
{
    for (std::size_t i = 0; i < m_tasks.size(); ++i)
        m_boxes[i]->setRecord(record(m_tasks[i]->id()));
    updateHeld();
    emit revealedChanged();
}

void TaskPanel::showEvent(QShowEvent* event)
{
    Retranslated<QWidget>::showEvent(event);
    // An exercise is worked in its task: the first one not done opens when the page is first shown.
    const bool exercise = std::all_of(
        m_tasks.begin(), m_tasks.end(), [](const auto& t) { return t->kind() == TaskKind::Exercise; });
    if (!std::exchange(m_shown, true) && exercise && m_open < 0 && !m_tasks.empty()) {
        int first = 0;
        while (first + 1 < count() && box(first).record().status == ExerciseStatus::Done)
            ++first;
        setOpenTask(first);
    }
}

void TaskPanel::setOpenTask(int index)
{
    // A vote not yet revealed keeps its task open: closing it would show the canvas's verdict.
    if (m_voteTask >= 0 && index != m_voteTask && !box(m_voteTask).answerShown()) {
        box(m_voteTask).setOpen(true);
        return;
    }
    if (index == m_open)
        return;
    if (m_open >= 0)
        box(m_open).setOpen(false);
    m_open = index;
    if (index >= 0) {
        TaskBox& b = box(index);
        b.setOpen(true);
        TaskRecord r = record(b.task().id());
        r.open(now());
        store(b.task().id(), r);
        b.setRecord(r);
        // A task asked on a scene of its own puts one on the canvas when it opens.
        if (!b.answerShown() && b.task().scene(0) && m_voteTask != index)
            putScene(index, m_nextSeed++);
    }
    updateHeld();
}

void TaskPanel::putScene(int index, quint32 seed)
{
    TaskBox& b = box(index);
    const auto state = b.task().scene(seed);
    if (!state)
        return;
    if (m_scene.validate(*state).isEmpty() && *state != m_scene.values())
        pushState(m_undo, m_scene, *state, tr("Scene for task %1").arg(index + 1));
    b.newScene();
}

void TaskPanel::anotherScene(int index)
{
    putScene(index, m_nextSeed++);
    updateHeld();
}

void TaskPanel::check(int index)
{
    TaskBox& b = box(index);
    if (b.voting() != TaskBox::Voting::None) {
        castVote(index);
        return;
    }
    if (b.isLocked()) // a prediction whose answer is out: only a fresh scene asks again
        return;
    QString problem;
    const AnswerState state = b.judge(&problem);
    TaskRecord r = record(b.task().id());
    const bool wasRevealed = r.solved || r.solutionVisible();
    // A prediction is about this scene: the same choice on another scene is another attempt.
    const QString answer = b.task().kind() == TaskKind::Predict
        ? QStringLiteral("%1 @%2").arg(b.answerText()).arg(m_scene.revision())
        : b.answerText();
    const CheckCounted counted = r.check(answer, state, state == AnswerState::Wrong ? 1 : 0, now());
    // A wrong prediction shows the right one: the record says it was revealed, not solved.
    if (counted == CheckCounted::Counted && b.task().kind() == TaskKind::Predict
        && state == AnswerState::Wrong)
        r.revealed = true;
    if (counted == CheckCounted::Counted)
        store(b.task().id(), r);
    b.setRecord(r);
    b.showChecked(state, counted, problem);
    updateHeld();
    if (wasRevealed != (r.solved || r.solutionVisible()))
        emit revealedChanged();
}

void TaskPanel::askSolution(int index)
{
    TaskBox& b = box(index);
    TaskRecord r = record(b.task().id());
    r.open(now());
    r.askSolution();
    store(b.task().id(), r);
    b.setRecord(r);
    updateHeld();
    emit revealedChanged();
}

void TaskPanel::skip(int index)
{
    TaskBox& b = box(index);
    TaskRecord r = record(b.task().id());
    r.skip(now());
    store(b.task().id(), r);
    b.setRecord(r);
    if (index + 1 < count())
        setOpenTask(index + 1);
    else
        setOpenTask(-1);
}

void TaskPanel::updateHeld()
{
    const bool holding = m_open >= 0 && !box(m_open).answerShown();
    m_scene.setHeld(holding ? box(m_open).task().held() : HeldKeys());
}

void TaskPanel::startVote(int index, bool voter)
{
    if (index < 0 || index >= count())
        return;
    if (m_voteTask >= 0)
        endVote();
    m_voteTask = index; // before it opens: the vote's scene is the one on the canvas
    setOpenTask(index);
    m_voteAnswer.clear();
    TaskBox& b = box(index);
    b.newScene(); // the scene on the canvas is the vote's: its answer is not out
    b.setVoting(voter ? TaskBox::Voting::Open : TaskBox::Voting::Watching);
    updateHeld();
}

void TaskPanel::castVote(int index)
{
    TaskBox& b = box(index);
    if (index != m_voteTask || b.voting() != TaskBox::Voting::Open)
        return;
    QString problem;
    const AnswerState state = b.judge(&problem); // only to refuse what cannot be read
    if (state == AnswerState::Blank || state == AnswerState::Unreadable) {
        b.showChecked(
            state, state == AnswerState::Blank ? CheckCounted::Blank : CheckCounted::Unreadable, problem);
        return;
    }
    m_voteAnswer = b.answerText();
    b.setVoting(TaskBox::Voting::Open, m_voteAnswer);
    emit voted(m_voteAnswer);
}

void TaskPanel::setVoteOpen(bool open)
{
    if (m_voteTask < 0)
        return;
    TaskBox& b = box(m_voteTask);
    if (b.voting() == TaskBox::Voting::Watching)
        return;
    if (!open)
        b.setAnswerText(m_voteAnswer); // what was typed but not sent does not count
    b.setVoting(open ? TaskBox::Voting::Open : TaskBox::Voting::Closed, m_voteAnswer);
}

void TaskPanel::voteAgain()
{
    if (m_voteTask < 0 || box(m_voteTask).voting() == TaskBox::Voting::Watching)
        return;
    // The last vote stands (and is judged at the reveal) unless the student votes again.
    box(m_voteTask).setVoting(TaskBox::Voting::Open);
}

void TaskPanel::revealVote()
{
    if (m_voteTask < 0)
        return;
    const int index = std::exchange(m_voteTask, -1);
    TaskBox& b = box(index);
    const bool voter = b.voting() != TaskBox::Voting::Watching;
    b.setVoting(TaskBox::Voting::None);
    const bool judged = voter && !m_voteAnswer.isEmpty();
    if (judged) {
        b.setAnswerText(m_voteAnswer);
        check(index); // an attempt like any other, told right or not
    }
    b.revealAnswer(judged);
    updateHeld();
}

void TaskPanel::endVote()
{
    if (m_voteTask < 0)
        return;
    const int index = std::exchange(m_voteTask, -1);
    box(index).setVoting(TaskBox::Voting::None);
    updateHeld();
}

QString TaskPanel::rightAnswer(int index) const
{
    const TaskDefinition& task = box(index).task();
    switch (task.kind()) {
    case TaskKind::Predict: return task.rightChoice(m_scene);
    case TaskKind::Compute: return QString::number(task.answer(m_scene), 'g', 10);
    case TaskKind::FillIn:
    case TaskKind::Exercise: break;
    }
    return {};
}

QStringList TaskPanel::revealed() const
{
    QStringList ids;
    for (const auto& task : m_tasks) {
        const TaskRecord r = record(task->id());
        if (r.answered())
            ids << m_lessonId + QLatin1Char('/') + task->id();
    }
    return ids;
}

void TaskPanel::retranslate()
{
    m_title->setText(tr("Tasks"));
    for (TaskBox* b : m_boxes)
        b->retranslate();
}

} // namespace lab
