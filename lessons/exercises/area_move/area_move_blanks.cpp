#include "area_move_blanks.h"

#include "area_move_record.h"
#include "area_move_scene.h"
#include "area_move_words.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include "core/records/answer.h"
#include "core/widgets/look.h"
#include "core/widgets/translated_widget.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

using namespace area_move;

AreaMoveBlanks::AreaMoveBlanks(AreaMoveScene& scene, QWidget* parent)
    : Retranslated<TaskAnswer>(parent)
    , m_scene(scene)
{
    static const char* const names[kFieldCount]
        = { "answerLeft", "answerRight", "answerTop", "answerBottom", "answerReverseX", "answerReverseY" };
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* walls = new QFormLayout;
    layout->addLayout(walls);
    const std::optional<AreaMoveRecord::Shown> saved = AreaMoveRecord::load();
    const QStringList typed = saved ? saved->answers : QStringList();
    for (int i = 0; i < kFieldCount; ++i) {
        auto* field = new QLineEdit(typed.value(i), this);
        field->setObjectName(QLatin1String(names[i]));
        field->setClearButtonEnabled(true);
        m_fields[i] = field;
        connect(field, &QLineEdit::textEdited, this, [this] { AreaMoveRecord::saveAnswers(texts()); });
        connect(field, &QLineEdit::returnPressed, this, &TaskAnswer::checkRequested);
        m_labels[i] = new QLabel(this);
        if (i < 4) {
            walls->addRow(m_labels[i], field);
        } else {
            m_labels[i]->setWordWrap(true);
            layout->addWidget(m_labels[i]);
            layout->addWidget(field);
        }
        m_labels[i]->setBuddy(field); // the blank's accessible name
    }
    m_names = addLabel(this, layout, QStringLiteral("hint"));
    buildFindings();
    retranslate();
}

// What a run found, shown by the task's card under its verdict: the first problem, and the button
// that shows its frame.
void AreaMoveBlanks::buildFindings()
{
    QVBoxLayout* layout = makeFindings();
    QWidget* findings = layout->parentWidget();
    m_verdict = addLabel(findings, layout, QStringLiteral("verdict"));
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_goto = new QPushButton(findings);
    m_goto->setObjectName(QStringLiteral("gotoProblem"));
    connect(m_goto, &QPushButton::clicked, this, [this] {
        m_scene.pause();
        m_scene.seek(m_scene.problem().frame);
    });
    layout->addWidget(m_goto);
}

Answers AreaMoveBlanks::answers() const
{
    Answers a;
    for (int i = 0; i < kFieldCount; ++i)
        a[i] = m_fields[i]->text();
    return a;
}

QStringList AreaMoveBlanks::texts() const
{
    QStringList texts;
    for (const QLineEdit* field : m_fields)
        texts << field->text();
    return texts;
}

bool AreaMoveBlanks::allBlank() const
{
    for (const QLineEdit* field : m_fields) {
        if (!field->text().trimmed().isEmpty())
            return false;
    }
    return true;
}

QString AreaMoveBlanks::answerText() const
{
    if (allBlank())
        return {};
    static const char* const names[kFieldCount] = { "Left", "Right", "Top", "Bottom", "X", "Y" };
    QStringList parts;
    for (int i = 0; i < kFieldCount; ++i)
        parts << QStringLiteral("%1: %2").arg(
            QLatin1String(names[i]), normalizedAnswer(m_fields[i]->text()).simplified());
    return parts.join(QStringLiteral("; "));
}

AnswerState AreaMoveBlanks::judge(QString* problem)
{
    const CompileResult compiled = compile(answers());
    showErrors(compiled.errors);
    if (!compiled.rules) {
        *problem = this->problem();
        return AnswerState::Unreadable;
    }
    m_scene.setShowCorrect(true); // before the run: the controls see both with it
    m_scene.setRules(compiled.rules, answers());
    m_scene.play();
    emit m_scene.canvasFocusRequested(); // Space and the arrows now drive the player
    return m_scene.problem().kind == ProblemKind::None ? AnswerState::Right : AnswerState::Wrong;
}

void AreaMoveBlanks::showErrors(const std::vector<FieldError>& errors)
{
    m_errors = errors;
    for (QLineEdit* field : m_fields)
        field->setStyleSheet(QString());
    if (errors.empty())
        return;
    QLineEdit* first = m_fields[int(errors.front().field)];
    first->setFocus();
    first->setCursorPosition(errors.front().position);
    const QString frame = QStringLiteral("QLineEdit { border: 2px solid %1; }")
                              .arg(look::color(look::Tone::Error, palette()).name());
    for (const FieldError& e : errors)
        m_fields[int(e.field)]->setStyleSheet(frame);
}

QString AreaMoveBlanks::problem() const
{
    QStringList lines;
    for (const FieldError& e : m_errors)
        lines << describeError(e);
    if (!lines.isEmpty() && m_scene.hasRules())
        lines << tr("(Until these are fixed, the rectangles keep moving by the last rules that ran.)");
    return lines.join(QLatin1Char('\n'));
}

void AreaMoveBlanks::refresh()
{
    const Problem& problem = m_scene.problem();
    const bool wrong = m_scene.hasRules() && problem.kind != ProblemKind::None;
    QString text;
    if (!m_scene.hasRules()) {
        text = tr("No rules running yet: the rectangles fly straight on and leave the area.");
    } else if (!wrong) {
        text = tr("Your rules behave like the correct ones for a whole minute (%1 frames): both "
                  "rectangles stay in the area and turn at the walls.")
                   .arg(kCheckFrames);
    } else {
        text = describeProblem(problem);
    }
    m_verdict->setText(text);
    m_verdict->setStyleSheet(wrong ? look::colorStyle(look::Tone::Error, palette()) : QString());
    m_goto->setVisible(wrong);
    m_goto->setText(tr("Show frame %1").arg(problem.frame));
}

void AreaMoveBlanks::retranslate()
{
    m_labels[0]->setText(QStringLiteral("Left ="));
    m_labels[1]->setText(QStringLiteral("Right ="));
    m_labels[2]->setText(QStringLiteral("Top ="));
    m_labels[3]->setText(QStringLiteral("Bottom ="));
    m_labels[4]->setText(tr("Reverse mov.X if"));
    m_labels[5]->setText(tr("Reverse mov.Y if"));
    m_fields[0]->setPlaceholderText(tr("e.g. a number or an expression"));
    m_fields[4]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
    m_fields[5]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
    m_names->setText(tr("Names: Width, Height, Left, Right, Top, Bottom, p0.X, p0.Y (top-left corner), "
                        "p2.X, p2.Y (bottom-right corner), mov.X, mov.Y. Operators: + - * / ^ () sqrt() "
                        "< <= > >= == != && || ! (also AND, OR, NOT)."));
    refresh();
}

namespace {

// "Fill in the blanks": the walls and the reversal conditions, run beside the correct motion.
class RulesTask : public ExerciseTask {
public:
    QString id() const override { return QStringLiteral("rules"); }
    QString title() const override
    {
        return QCoreApplication::translate("AreaMoveLesson", "Fill in the blanks");
    }
    QString prompt(const LessonScene&) const override
    {
        return AreaMoveBlanks::tr(
            "The drawing area is Width = %1 by Height = %2, centred on the origin, y up. "
            "Where are its walls, and when must each velocity component turn around?")
            .arg(formatNumber(kWidth), formatNumber(kHeight));
    }
    // What to look at for the run's first problem.
    QString hint(int, const LessonScene& scene) const override
    {
        return problemHint(LessonOf<AreaMoveScene>::own(scene).problem().kind);
    }
    QString solution(const LessonScene&) const override { return solutionText(); }
    // The walls the handout leaves blank, in code and as the lessons write them in formulas.
    QStringList giveaways(const LessonScene&) const override
    {
        return { QStringLiteral("Left = -Width/2"), QStringLiteral("Right = Width/2"),
            QStringLiteral("\\mathit{Left} = -\\mathit{Width}/2"),
            QStringLiteral("\\mathit{Top} = \\mathit{Height}/2") };
    }
    QString sourceLines() const override { return QStringLiteral("003:297,301-305,374-380"); }
    TaskAnswer* createAnswer(LessonScene& scene, QUndoStack&, QWidget* parent) const override
    {
        return new AreaMoveBlanks(LessonOf<AreaMoveScene>::own(scene), parent);
    }
    QString checkWords() const override { return AreaMoveBlanks::tr("Run my rules"); }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> area_move::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> all;
    all.push_back(std::make_unique<RulesTask>());
    return all;
}

} // namespace lab
