#include "task_box.h"

#include "look.h"
#include "task_answer.h"
#include "wrapping.h"

#include "core/records/answer.h"

#include <QButtonGroup>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lab {

namespace {

QLabel* wrappedLabel(QWidget* parent, const char* name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// How the task stands, for its header: empty before anything was done.
QString statusMark(const TaskRecord& record)
{
    if (record.solved || record.status == ExerciseStatus::Done)
        return TaskBox::tr("✓ done");
    if (record.revealed)
        return TaskBox::tr("answer shown");
    if (record.solutionVisible())
        return TaskBox::tr("solution shown");
    if (record.skipped)
        return TaskBox::tr("skipped");
    if (record.attempts > 0)
        return TaskBox::tr("attempts: %1").arg(record.attempts);
    return {};
}

// What the card says while the class votes.
QString votingWords(TaskBox::Voting voting, const QString& vote)
{
    switch (voting) {
    case TaskBox::Voting::None: return {};
    case TaskBox::Voting::Open:
        return vote.isEmpty() ? TaskBox::tr(
                   "Your teacher asks the whole class this, on the same scene. Answer, then Vote: you may "
                   "change your vote until the vote closes.")
                              : TaskBox::tr("Your vote is in. You may change it until the vote closes.");
    case TaskBox::Voting::Closed:
        return vote.isEmpty()
            ? TaskBox::tr("The vote is closed: you did not vote. The answer comes when your "
                          "teacher reveals it.")
            : TaskBox::tr("The vote is closed and your vote stands. The answer comes when your "
                          "teacher reveals it.");
    case TaskBox::Voting::Watching:
        return TaskBox::tr("The class is voting on this scene. The answer waits until you reveal it.");
    }
    return {};
}

// The feedback line under the buttons, hidden while it has nothing to say.
void say(QLabel* feedback, const QString& words)
{
    feedback->setText(words);
    feedback->setHidden(words.isEmpty());
}

} // namespace

TaskBox::TaskBox(
    const TaskDefinition& task, int number, LessonScene& scene, QWidget* parent, QUndoStack* undo)
    : QWidget(parent)
    , m_task(task)
    , m_number(number)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("task_") + task.id());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_header = new QToolButton(this);
    m_header->setObjectName(QStringLiteral("taskHeader"));
    m_header->setCheckable(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::RightArrow);
    m_header->setAutoRaise(true);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout->addWidget(m_header);
    m_body = new QWidget(this);
    auto* body = new QVBoxLayout(m_body);
    body->setContentsMargins(12, 0, 0, 6);
    m_prompt = wrappedLabel(m_body, "taskPrompt");
    body->addWidget(m_prompt);
    buildAnswer(body, undo ? *undo : *new QUndoStack(this));
    buildButtons(body);
    m_body->setVisible(false);
    layout->addWidget(m_body);
    connect(m_header, &QToolButton::toggled, this, [this](bool on) {
        setOpen(on);
        emit toggled(on);
    });
    retranslate();
}

void TaskBox::buildAnswer(QVBoxLayout* layout, QUndoStack& undo)
{
    switch (m_task.kind()) {
    case TaskKind::Predict: {
        m_choices = new QButtonGroup(this);
        int index = 0;
        for (const TaskChoice& choice : m_task.choices()) {
            auto* button = new QRadioButton(m_body);
            button->setObjectName(QStringLiteral("choice_") + choice.id);
            m_choices->addButton(button, index++);
            layout->addWidget(button);
        }
        break;
    }
    case TaskKind::Compute:
        m_numberField = new QLineEdit(m_body);
        m_numberField->setObjectName(QStringLiteral("taskAnswer"));
        layout->addWidget(m_numberField);
        connect(m_numberField, &QLineEdit::returnPressed, this, &TaskBox::checkRequested);
        break;
    case TaskKind::FillIn: {
        // Each label above its field, both the card's whole width (a form layout wrapped its
        // labels at half the column: "(1) Car A: x of the / centre").
        auto* form = new QVBoxLayout;
        form->setSpacing(2);
        for (const TaskBlank& blank : m_task.blanks()) {
            auto* label = wrappedLabel(m_body, "blankLabel");
            auto* field = new QLineEdit(m_body);
            field->setObjectName(QStringLiteral("blank_") + blank.id);
            label->setBuddy(field);
            form->addWidget(label);
            form->addWidget(field);
            form->addSpacing(4);
            m_blankLabels.append(label);
            m_blanks.append(field);
            connect(field, &QLineEdit::returnPressed, this, &TaskBox::checkRequested);
        }
        layout->addLayout(form);
        break;
    }
    case TaskKind::Exercise:
        if (const auto* exercise = dynamic_cast<const ExerciseTask*>(&m_task)) {
            m_answer = exercise->createAnswer(m_scene, undo, m_body);
            layout->addWidget(m_answer);
            connect(m_answer, &TaskAnswer::checkRequested, this, &TaskBox::checkRequested);
            connect(m_answer, &TaskAnswer::edited, this, &TaskBox::answerEdited);
        }
        break;
    }
}

void TaskBox::buildButtons(QVBoxLayout* layout)
{
    const auto button = [this](const char* name) { return look::button(name, m_body); };
    // Check, Show solution and Skip in one row right under the answer; a fresh scene beside
    // them below; then what the check said and the worked solution.
    auto* row = new QHBoxLayout;
    m_check = button("taskCheck");
    m_solutionButton = button("taskSolution");
    m_skip = button("taskSkip");
    for (QPushButton* b : { m_check, m_solutionButton, m_skip })
        row->addWidget(b);
    layout->addLayout(row);
    if (m_task.kind() == TaskKind::Predict || m_task.kind() == TaskKind::Compute) {
        auto* row2 = new QHBoxLayout;
        m_another = button("taskAnother");
        row2->addWidget(m_another);
        row2->addStretch();
        layout->addLayout(row2);
        connect(m_another, &QPushButton::clicked, this, &TaskBox::anotherSceneRequested);
    }
    m_feedback = wrappedLabel(m_body, "taskFeedback");
    m_feedback->hide(); // an empty line would leave a gap under the buttons
    layout->addWidget(m_feedback);
    if (m_answer && m_answer->findings()) {
        m_answer->findings()->setParent(m_body);
        layout->addWidget(m_answer->findings());
    }
    m_solution = wrappedLabel(m_body, "taskSolutionText");
    layout->addWidget(m_solution);
    connect(m_check, &QPushButton::clicked, this, &TaskBox::checkRequested);
    connect(m_solutionButton, &QPushButton::clicked, this, &TaskBox::solutionRequested);
    connect(m_skip, &QPushButton::clicked, this, &TaskBox::skipRequested);
}

bool TaskBox::isOpen() const
{
    return m_body->isVisibleTo(this);
}

void TaskBox::setOpen(bool on)
{
    const QSignalBlocker block(m_header);
    m_header->setChecked(on);
    m_header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    m_body->setVisible(on);
    if (on)
        refresh();
}

void TaskBox::setRecord(const TaskRecord& record)
{
    m_record = record;
    if (record.solutionVisible())
        m_answerShown = true;
    retranslate();
}

void TaskBox::newScene()
{
    m_answerShown = m_record.solutionVisible()
        && (m_task.kind() == TaskKind::FillIn || m_task.kind() == TaskKind::Exercise);
    m_voteRevealed = false;
    m_checked.shown = false;
    say(m_feedback, {});
    lockChoices(false);
    if (m_numberField)
        m_numberField->clear();
    if (m_choices && m_choices->checkedButton()) {
        m_choices->setExclusive(false);
        m_choices->checkedButton()->setChecked(false);
        m_choices->setExclusive(true);
    }
    refresh();
}

QString TaskBox::answerText() const
{
    switch (m_task.kind()) {
    case TaskKind::Predict: {
        const int picked = m_choices ? m_choices->checkedId() : -1;
        return picked < 0 ? QString() : m_task.choices().value(picked).id;
    }
    case TaskKind::Compute: return m_numberField->text().trimmed();
    case TaskKind::FillIn: {
        QStringList parts;
        bool any = false;
        for (const QLineEdit* field : m_blanks) {
            parts << field->text().trimmed();
            any = any || !parts.last().isEmpty();
        }
        return any ? parts.join(QStringLiteral(" | ")) : QString();
    }
    case TaskKind::Exercise: return m_answer ? m_answer->answerText() : QString();
    }
    return {};
}

void TaskBox::setAnswerText(const QString& text)
{
    if (m_choices) {
        const QList<TaskChoice> choices = m_task.choices();
        m_choices->setExclusive(false);
        for (int i = 0; i < choices.size(); ++i)
            m_choices->button(i)->setChecked(choices[i].id == text);
        m_choices->setExclusive(true);
    }
    if (m_numberField)
        m_numberField->setText(text);
    if (m_answer)
        m_answer->setAnswerText(text);
}

void TaskBox::setVoting(Voting voting, const QString& vote)
{
    m_voting = voting;
    if (voting != Voting::None)
        m_voteRevealed = false;
    const bool answering = voting == Voting::None || voting == Voting::Open;
    if (m_choices) {
        for (QAbstractButton* choice : m_choices->buttons())
            choice->setEnabled(answering && !m_locked);
    }
    if (m_numberField)
        m_numberField->setEnabled(answering);
    if (m_answer)
        m_answer->setEnabled(answering);
    m_check->setVisible(voting != Voting::Watching);
    m_check->setEnabled(answering && !m_locked);
    for (QPushButton* b : { m_solutionButton, m_skip, m_another }) {
        if (b)
            b->setVisible(voting == Voting::None);
    }
    if (voting == Voting::Open)
        lockChoices(false);
    m_checked.shown = false;
    say(m_feedback, votingWords(voting, vote));
    retranslate();
}

void TaskBox::revealAnswer(bool judged)
{
    m_answerShown = true;
    // A prediction's reason is its worked solution: shown once, in the feedback.
    m_voteRevealed = m_task.kind() != TaskKind::Predict;
    if (m_task.kind() == TaskKind::Predict && !judged) {
        QString right;
        for (const TaskChoice& choice : m_task.choices())
            right = choice.id == m_task.rightChoice(m_scene) ? choice.label : right;
        m_checked.shown = false;
        say(m_feedback,
            tr("The answer: %1.").arg(right.toHtmlEscaped()) + QLatin1Char(' ')
                + taskWordsAsShown(m_task.reason(m_scene)).toHtmlEscaped());
        lockChoices(true);
    }
    refresh();
}

AnswerState TaskBox::judge(QString* problem) const
{
    if (answerText().isEmpty())
        return AnswerState::Blank;
    switch (m_task.kind()) {
    case TaskKind::Predict:
        return answerText() == m_task.rightChoice(m_scene) ? AnswerState::Right : AnswerState::Wrong;
    case TaskKind::Compute: {
        const NumberAnswer typed = readNumberAnswer(m_numberField->text());
        if (typed.kind != NumberAnswer::Kind::Number) {
            *problem = typed.problem;
            return typed.kind == NumberAnswer::Kind::Blank ? AnswerState::Blank : AnswerState::Unreadable;
        }
        const bool right = std::abs(typed.value - m_task.answer(m_scene)) <= m_task.tolerance(m_scene);
        return right ? AnswerState::Right : AnswerState::Wrong;
    }
    case TaskKind::FillIn: {
        const QList<TaskBlank> blanks = m_task.blanks();
        bool right = true;
        for (int i = 0; i < blanks.size() && i < m_blanks.size(); ++i) {
            const QString text = m_blanks[i]->text();
            bool ok = false;
            if (blanks[i].condition) {
                const ConditionAnswer typed
                    = readConditionAnswer(text, blanks[i].condition->reference, blanks[i].condition->samples);
                if (typed.kind == ConditionAnswer::Kind::Unreadable) {
                    *problem = typed.problem;
                    return AnswerState::Unreadable;
                }
                ok = typed.kind == ConditionAnswer::Kind::Right;
                for (const std::string& word : blanks[i].condition->forbidden)
                    ok = ok && !normalizedAnswer(text).contains(QString::fromStdString(word));
            } else if (blanks[i].number) {
                const NumberAnswer typed = readNumberAnswer(text);
                ok = typed.kind == NumberAnswer::Kind::Number
                    && std::abs(typed.value - *blanks[i].number) <= blanks[i].tolerance;
            } else {
                for (const QString& accepted : blanks[i].accepted)
                    ok = ok || comparableWords(text) == comparableWords(accepted);
            }
            right = right && ok;
        }
        return right ? AnswerState::Right : AnswerState::Wrong;
    }
    case TaskKind::Exercise: return m_answer ? m_answer->judge(problem) : AnswerState::Blank;
    }
    return AnswerState::Blank;
}

void TaskBox::showChecked(AnswerState state, CheckCounted counted, const QString& problem)
{
    m_checked = { state, counted, problem, true };
    if (counted == CheckCounted::Counted) {
        // A prediction is revealed either way; a computed number or a blank only when it is right.
        m_answerShown
            = state == AnswerState::Right || m_task.kind() == TaskKind::Predict || m_record.solutionVisible();
        // A prediction whose answer is out is over on this scene: the next one is on a fresh scene.
        if (m_task.kind() == TaskKind::Predict)
            lockChoices(true);
    }
    say(m_feedback, checkedWords());
    retranslate();
}

// What the last check said, in the current language.
QString TaskBox::checkedWords() const
{
    const QPalette& palette = this->palette();
    switch (m_checked.counted) {
    case CheckCounted::Blank: return tr("Answer first, then check.");
    case CheckCounted::Unreadable:
        // An exercise's answer area words its reason again; a lesson's stays as it was given.
        return look::inTone(
            look::Tone::Error, palette, look::htmlLines(m_answer ? m_answer->problem() : m_checked.problem));
    case CheckCounted::Unchanged:
        return tr("That is the answer you checked last: change it, then check again.");
    case CheckCounted::Counted: break;
    }
    const AnswerState state = m_checked.state;
    QString words = state == AnswerState::Right
        ? look::inTone(look::Tone::Right, palette, tr("✓ Right."))
        : look::inTone(look::Tone::Error, palette, tr("✗ Not right."));
    if (m_answerShown && !m_task.reason(m_scene).isEmpty())
        words += QLatin1Char(' ') + taskWordsAsShown(m_task.reason(m_scene)).toHtmlEscaped();
    if (state == AnswerState::Wrong && !m_record.solutionVisible())
        words += QStringLiteral("<br>")
            + tr("Hint: %1").arg(look::htmlLines(m_task.hint(m_record.wrongAttempts, m_scene)));
    if (m_task.kind() == TaskKind::Predict && state == AnswerState::Wrong)
        words += QStringLiteral("<br>") + tr("Press Another scene to predict again on a new scene.");
    return words;
}

void TaskBox::refresh()
{
    m_prompt->setText(m_task.prompt(m_scene));
    if (m_answer)
        m_answer->refresh();
    // While the class votes, a solution this student saw before stays out of sight.
    const bool visible = (m_record.solutionVisible() && m_voting == Voting::None) || m_voteRevealed;
    m_solution->setVisible(visible);
    if (visible)
        m_solution->setText(taskWordsAsShown(tr("Worked solution: %1").arg(m_task.solution(m_scene))));
    m_solutionButton->setEnabled(!m_record.solutionVisible());
}

void TaskBox::lockChoices(bool locked)
{
    if (!m_choices)
        return;
    m_locked = locked;
    for (QAbstractButton* choice : m_choices->buttons())
        choice->setEnabled(!locked);
    m_check->setEnabled(!locked);
}

void TaskBox::retranslate()
{
    const QString mark = statusMark(m_record);
    setWrappedText(m_header,
        mark.isEmpty() ? tr("Task %1: %2").arg(m_number).arg(m_task.title())
                       : tr("Task %1: %2 (%3)").arg(m_number).arg(m_task.title(), mark));
    const QList<TaskChoice> choices = m_task.choices();
    for (int i = 0; m_choices && i < choices.size(); ++i)
        m_choices->button(i)->setText(choices[i].label);
    const QList<TaskBlank> blanks = m_task.blanks();
    for (int i = 0; i < blanks.size() && i < m_blankLabels.size(); ++i)
        m_blankLabels[i]->setText(blanks[i].label);
    if (m_numberField)
        m_numberField->setPlaceholderText(tr("a number or an expression, e.g. sqrt(2)/2"));
    const auto* exercise = dynamic_cast<const ExerciseTask*>(&m_task);
    const QString check = exercise ? exercise->checkWords() : QString();
    m_check->setText(m_voting != Voting::None ? tr("Vote") : check.isEmpty() ? tr("Check") : check);
    if (m_another)
        m_another->setText(tr("Another scene"));
    m_solutionButton->setText(tr("Show the solution"));
    m_skip->setText(tr("Skip"));
    m_skip->setToolTip(tr("Go on without answering: the report says you skipped this task"));
    // The last check's words in the new language: a message or an exercise's verdict (a lesson's
    // verdict quotes its scene as it was, so it stays).
    if (m_checked.shown && (m_checked.counted != CheckCounted::Counted || m_answer))
        say(m_feedback, checkedWords());
    refresh();
}

} // namespace lab
