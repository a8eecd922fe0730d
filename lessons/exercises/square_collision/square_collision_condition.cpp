#include "square_collision_condition.h"

#include "square_collision_painter.h"
#include "square_collision_scene.h"

#include "core/lesson.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "core/records/answer.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

QLabel* square_collision::addReadout(QWidget* parent, QBoxLayout* layout, const QString& name)
{
    auto* label = new ReadoutLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
    return label;
}

namespace {

using square_collision::addReadout;

using square_collision::ConditionVerdict;

// The pieces a condition is built from after the edges' names: code, not translated.
const char* const kOperators[] = { "<", ">", "<=", ">=", "AND", "OR", "(", ")" };
constexpr int kEdgeNames = 8; // r1.Left ... r2.Bottom, the first of conditionNames()

} // namespace

SquareCollisionCondition::SquareCollisionCondition(
    SquareCollisionScene& scene, QUndoStack& undo, QWidget* parent)
    : Retranslated<TaskAnswer>(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_condition = new QLineEdit(this);
    m_condition->setObjectName(QStringLiteral("condition"));
    m_condition->setText(scene.conditionText());
    m_condition->setClearButtonEnabled(true);
    connect(m_condition, &QLineEdit::textChanged, this,
        [this](const QString& text) { m_scene.setConditionText(text); });
    connect(m_condition, &QLineEdit::returnPressed, this, &TaskAnswer::checkRequested);
    layout->addWidget(m_condition);
    buildPieces(layout);
    auto* clearRow = new QHBoxLayout;
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("clearCondition"));
    connect(m_clear, &QPushButton::clicked, m_condition, &QLineEdit::clear);
    clearRow->addWidget(m_clear);
    clearRow->addStretch();
    layout->addLayout(clearRow);
    buildFindings();
    retranslate();
}

// What a check found, shown by the task's card under its verdict: the pair it gets wrong, the
// button that loads it onto the canvas, and what the condition says of the canvas's pair.
void SquareCollisionCondition::buildFindings()
{
    QVBoxLayout* layout = makeFindings();
    QWidget* findings = layout->parentWidget();
    m_feedback = addReadout(findings, layout, QStringLiteral("conditionFeedback"));
    m_load = new QPushButton(findings);
    m_load->setObjectName(QStringLiteral("loadCounterexample"));
    connect(m_load, &QPushButton::clicked, this, &SquareCollisionCondition::loadCounterexample);
    layout->addWidget(m_load);
    m_onCanvas = addReadout(findings, layout, QStringLiteral("conditionOnCanvas"));
}

// Four pieces to a row; a click inserts the piece at the cursor.
void SquareCollisionCondition::buildPieces(QVBoxLayout* layout)
{
    auto* pieces = new QGridLayout;
    pieces->setSpacing(3);
    QStringList texts;
    for (int i = 0; i < kEdgeNames; ++i)
        texts << QString::fromStdString(square_collision::conditionNames()[std::size_t(i)]);
    for (const char* op : kOperators)
        texts << QLatin1String(op);
    int i = 0;
    for (const QString& text : std::as_const(texts)) {
        auto* button = new QPushButton(text, this);
        button->setObjectName(QStringLiteral("piece ") + text);
        button->setAutoDefault(false);
        button->setFocusPolicy(Qt::TabFocus);
        connect(button, &QPushButton::clicked, this, [this, text] { insertPiece(text); });
        pieces->addWidget(button, i / 4, i % 4);
        m_pieces.append(button);
        ++i;
    }
    layout->addLayout(pieces);
    fitPieces();
}

void SquareCollisionCondition::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitPieces();
    Retranslated<TaskAnswer>::changeEvent(event);
}

void SquareCollisionCondition::fitPieces()
{
    // Narrower than a push button's usual minimum, so that four fit side by side in the controls.
    for (auto* button : m_pieces)
        button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) + 14);
}

void SquareCollisionCondition::retranslate()
{
    m_condition->setPlaceholderText(tr("e.g. r1.Right > r2.Left AND ..."));
    m_condition->setAccessibleName(tr("Your condition for: the rectangles collide"));
    m_clear->setText(tr("Clear"));
    m_load->setText(tr("Show this pair on the canvas"));
    refresh();
}

QString SquareCollisionCondition::answerText() const
{
    return normalizedAnswer(m_condition->text()).simplified();
}

void SquareCollisionCondition::setAnswerText(const QString& text)
{
    m_condition->setText(text);
}

AnswerState SquareCollisionCondition::judge(QString* problem)
{
    const square_collision::ConditionCheck& check = m_scene.checkCondition();
    switch (check.verdict) {
    case ConditionVerdict::SyntaxError:
        if (check.errorKind == Expression::ErrorKind::Empty)
            return AnswerState::Blank;
        break;
    case ConditionVerdict::NotACondition: break;
    case ConditionVerdict::Wrong: return AnswerState::Wrong;
    case ConditionVerdict::Right: return AnswerState::Right;
    }
    *problem = this->problem();
    return AnswerState::Unreadable;
}

QString SquareCollisionCondition::problem() const
{
    const auto& check = m_scene.lastCheck();
    if (!check)
        return {};
    switch (check->verdict) {
    case ConditionVerdict::SyntaxError: return unreadable();
    case ConditionVerdict::NotACondition:
        return tr("That is a number, not a condition. Compare edges with < or > and join the "
                  "comparisons with AND or OR.");
    case ConditionVerdict::Wrong:
    case ConditionVerdict::Right: break;
    }
    return {};
}

void SquareCollisionCondition::insertPiece(const QString& piece)
{
    QString text = m_condition->text();
    int at = m_condition->cursorPosition();
    QString insert = piece;
    if (at > 0 && !text.at(at - 1).isSpace() && piece != QLatin1String(")"))
        insert.prepend(QLatin1Char(' '));
    if (piece != QLatin1String("("))
        insert.append(QLatin1Char(' '));
    text.insert(at, insert);
    m_condition->setText(text);
    m_condition->setCursorPosition(at + int(insert.size()));
    m_condition->setFocus();
}

void SquareCollisionCondition::loadCounterexample()
{
    const auto& check = m_scene.lastCheck();
    if (!check || !check->counterexample)
        return;
    pushState(m_undo, m_scene, m_scene.stateFor(*check->counterexample), tr("Show the counterexample"));
    m_scene.reveal();
}

void SquareCollisionCondition::refresh()
{
    if (m_condition->text() != m_scene.conditionText())
        m_condition->setText(m_scene.conditionText());
    const auto& check = m_scene.lastCheck();
    bool right = false;
    const QString text = check ? found(right) : QString();
    m_feedback->setText(text);
    m_feedback->setVisible(!text.isEmpty());
    m_feedback->setStyleSheet(text.isEmpty()
            ? QString()
            : look::colorStyle(right ? look::Tone::Right : look::Tone::Error, palette()));
    m_load->setVisible(check && check->counterexample.has_value());
    const QString says = onCanvas();
    m_onCanvas->setText(says);
    m_onCanvas->setVisible(!says.isEmpty());
}

QString SquareCollisionCondition::found(bool& right) const
{
    const square_collision::ConditionCheck& check = *m_scene.lastCheck();
    QString text;
    switch (check.verdict) {
    case ConditionVerdict::SyntaxError:
    case ConditionVerdict::NotACondition: return {}; // the card says why it cannot be read
    case ConditionVerdict::Wrong: {
        const square_collision::RectPair& pair = *check.counterexample;
        QStringList lines;
        lines << tr("Your condition is wrong on %1 of %2 rectangle pairs.")
                     .arg(check.pairsWrong)
                     .arg(check.pairsTried);
        lines << (check.conditionSays ? tr("For example here it says \"collided\", but they do not collide:")
                                      : tr("For example here it says \"not collided\", but they collide:"));
        lines << SquareCollisionPainter::edgesText(QStringLiteral("r1"), pair.r1)
              << SquareCollisionPainter::edgesText(QStringLiteral("r2"), pair.r2);
        if (square_collision::onlyTouches(pair))
            lines << tr("These two only touch, which does not count as collided here.");
        else if (square_collision::judge(pair).hit)
            lines << tr("They overlap.");
        text = lines.join(QLatin1Char('\n'));
        break;
    }
    case ConditionVerdict::Right:
        right = true;
        text = tr("Your condition gives the correct answer on all %1 rectangle pairs tried, touching "
                  "ones included.")
                   .arg(check.pairsTried);
        break;
    }
    if (!m_scene.checkedText())
        text = tr("(You have changed the condition since this check.)") + QLatin1Char('\n') + text;
    return text;
}

// Why the condition cannot be read, and where.
QString SquareCollisionCondition::unreadable() const
{
    const square_collision::ConditionCheck& check = *m_scene.lastCheck();
    QString why;
    switch (check.errorKind) {
    case Expression::ErrorKind::Empty:
        why = tr("The condition is empty: build it from the pieces or type it.");
        break;
    case Expression::ErrorKind::UnexpectedEnd:
        why = tr("It stops too early: something is missing at the end.");
        break;
    case Expression::ErrorKind::UnknownName:
        why = tr("Unknown name. Use r1.Left, r1.Right, r1.Top, r1.Bottom and the same for r2 "
                 "(or the handout's P0.X, P2.Y, p0.X ...).");
        break;
    case Expression::ErrorKind::MissingParen: why = tr("A closing parenthesis \")\" is missing."); break;
    case Expression::ErrorKind::TooLong: why = tr("The condition is too long."); break;
    case Expression::ErrorKind::UnexpectedToken:
    case Expression::ErrorKind::None: why = tr("Something here does not fit."); break;
    }
    const QByteArray utf8 = normalizedAnswer(m_scene.conditionText()).toUtf8();
    const QString before = QString::fromUtf8(utf8.left(qsizetype(check.errorPosition)));
    const QString rest = QString::fromUtf8(utf8.mid(qsizetype(check.errorPosition)));
    QString text = tr("I cannot read it at character %1: %2").arg(before.size() + 1).arg(why);
    if (!rest.trimmed().isEmpty())
        text += QLatin1Char('\n') + tr("Here: %1").arg(QStringLiteral("… ") + rest.left(24));
    return text;
}

// What the current text says about the rectangles on the canvas.
QString SquareCollisionCondition::onCanvas() const
{
    if (!m_scene.complete() || m_scene.conditionText().trimmed().isEmpty())
        return {};
    const auto expression = Expression::parse(
        normalizedAnswer(m_scene.conditionText()).toStdString(), square_collision::conditionNames());
    if (!expression || !expression->isCondition())
        return {};
    return expression->isTrue(square_collision::conditionVariables(m_scene.pair()))
        ? tr("On the canvas your condition says: collided.")
        : tr("On the canvas your condition says: not collided.");
}

namespace {

// "Write the condition": asked on the rectangles the student clicked, judged on the checker's pairs.
class ConditionTask : public ExerciseTask {
public:
    QString id() const override { return SquareCollisionScene::conditionTaskId(); }
    QString title() const override
    {
        return QCoreApplication::translate("SquareCollisionLesson", "Write the condition");
    }
    QString prompt(const LessonScene&) const override
    {
        return SquareCollisionCondition::tr(
            "Build the condition for \"the rectangles collide\" from the pieces, or type it. "
            "Rectangles that only touch do not count as collided here.");
    }
    QString hint(int wrong, const LessonScene&) const override
    {
        if (wrong <= 1)
            return SquareCollisionCondition::tr(
                "Start from the ways two rectangles miss: one lies completely to the left of the other, "
                "to its right, above it or below it. The pair below is one your condition gets wrong.");
        return SquareCollisionCondition::tr(
            "They collide when none of the four ways to miss holds: turn each comparison round and join "
            "the four with AND. Touching is not a collision, so compare with > and <.");
    }
    QString solution(const LessonScene&) const override
    {
        return SquareCollisionCondition::tr(
                   "Two rectangles miss when one lies completely beside the other: r1.Right <= r2.Left, "
                   "or r1.Left >= r2.Right, or the same up and down. They collide when none of the four "
                   "holds. By De Morgan's law every \"or\" becomes \"and\" and every comparison turns "
                   "round:")
            + QLatin1Char('\n') + QString::fromLatin1(kSolution) + QLatin1Char('\n')
            + SquareCollisionCondition::tr("With > and < (not >= and <=), rectangles that only touch have "
                                           "not collided, as in the handout's program.");
    }
    // The overlap condition as code: the handout's names and the lessons' own.
    QStringList giveaways(const LessonScene&) const override
    {
        return { QStringLiteral("p2.X > P0.X"), QStringLiteral("p0.X < P2.X"),
            QStringLiteral("r1.right >= r2.left"), QStringLiteral("r1.left <= r2.right") };
    }
    QString sourceLines() const override { return QStringLiteral("003:50-54,85,153-158,256-258"); }
    TaskAnswer* createAnswer(LessonScene& scene, QUndoStack& undo, QWidget* parent) const override
    {
        return new SquareCollisionCondition(LessonOf<SquareCollisionScene>::own(scene), undo, parent);
    }

private:
    static constexpr const char* kSolution
        = "r1.Right > r2.Left AND r1.Left < r2.Right AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top";
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> square_collision::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> all;
    all.push_back(std::make_unique<ConditionTask>());
    return all;
}

} // namespace lab
