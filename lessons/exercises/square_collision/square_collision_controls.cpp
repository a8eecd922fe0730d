#include "square_collision_controls.h"

#include "square_collision_lesson.h"
#include "square_collision_painter.h"
#include "square_collision_scene.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/records/answer.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

using Prediction = SquareCollisionScene::Prediction;

// "r1.Left = -160, r1.Right = -20, ..." in the names the condition uses.
QString edges(const QString& name, const geometry::Aabb& b)
{
    return QStringLiteral("%1.Left = %2, %1.Right = %3,\n%1.Bottom = %4, %1.Top = %5")
        .arg(
            name, formatNumber(b.min.x), formatNumber(b.max.x), formatNumber(b.min.y), formatNumber(b.max.y));
}

QLabel* sectionTitle(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("sectionTitle"));
    label->setWordWrap(true);
    return label;
}

QLabel* wrapped(QWidget* parent, const QString& name)
{
    auto* label = new ReadoutLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// The pieces a condition is built from. Names and operators are code, not translated.
const char* const kPieces[] = {
    "r1.Left",
    "r1.Right",
    "r1.Top",
    "r1.Bottom",
    "r2.Left",
    "r2.Right",
    "r2.Top",
    "r2.Bottom",
    "<",
    ">",
    "<=",
    ">=",
    "AND",
    "OR",
    "(",
    ")",
};

} // namespace

SquareCollisionControls::SquareCollisionControls(
    SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);

    m_drawTitle = sectionTitle(this);
    layout->addWidget(m_drawTitle);
    m_prompt = wrapped(this, QStringLiteral("prompt"));
    layout->addWidget(m_prompt);
    m_newButton = new QPushButton(this);
    m_newButton->setObjectName(QStringLiteral("newRectangles"));
    connect(m_newButton, &QPushButton::clicked, this, [this] {
        pushState(m_undo, m_scene, m_scene.clearedState(), m_scene.clearText());
        emit m_scene.canvasFocusRequested(); // the keyboard places the corners there
    });
    layout->addWidget(m_newButton);
    auto* fields = new ParameterPanel(scene, undo, view, this);
    // n (corners placed) is the click prompt's own bookkeeping, not a value to type.
    QWidget* placedField = fields->field(SquareCollisionScene::Placed);
    placedField->hide();
    for (auto* label : fields->findChildren<QLabel*>()) {
        if (label->buddy() == placedField)
            label->hide();
    }
    layout->addWidget(fields);

    m_predictTitle = sectionTitle(this);
    layout->addWidget(m_predictTitle);
    m_question = wrapped(this, QStringLiteral("question"));
    layout->addWidget(m_question);
    auto* buttons = new QHBoxLayout;
    m_collideButton = new QPushButton(this);
    m_collideButton->setObjectName(QStringLiteral("predictCollide"));
    m_apartButton = new QPushButton(this);
    m_apartButton->setObjectName(QStringLiteral("predictApart"));
    connect(m_collideButton, &QPushButton::clicked, this, [this] { m_scene.predict(Prediction::Collide); });
    connect(m_apartButton, &QPushButton::clicked, this, [this] { m_scene.predict(Prediction::Apart); });
    buttons->addWidget(m_collideButton);
    buttons->addWidget(m_apartButton);
    layout->addLayout(buttons);
    m_predictionFeedback = wrapped(this, QStringLiteral("predictionFeedback"));
    layout->addWidget(m_predictionFeedback);

    m_resultTitle = sectionTitle(this);
    layout->addWidget(m_resultTitle);
    m_readout = wrapped(this, QStringLiteral("readout"));
    layout->addWidget(m_readout);

    m_conditionTitle = sectionTitle(this);
    layout->addWidget(m_conditionTitle);
    m_conditionHelp = wrapped(this, QStringLiteral("conditionHelp"));
    layout->addWidget(m_conditionHelp);
    m_condition = new QLineEdit(this);
    m_condition->setObjectName(QStringLiteral("condition"));
    m_condition->setText(scene.conditionText());
    m_condition->setClearButtonEnabled(true);
    connect(m_condition, &QLineEdit::textChanged, this,
        [this](const QString& text) { m_scene.setConditionText(text); });
    connect(m_condition, &QLineEdit::returnPressed, this, &SquareCollisionControls::check);
    layout->addWidget(m_condition);
    auto* pieces = new QGridLayout;
    pieces->setSpacing(3);
    int i = 0;
    for (const char* piece : kPieces) {
        const QString text = QLatin1String(piece);
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
    auto* checkRow = new QHBoxLayout;
    m_clearCondition = new QPushButton(this);
    m_clearCondition->setObjectName(QStringLiteral("clearCondition"));
    connect(m_clearCondition, &QPushButton::clicked, m_condition, &QLineEdit::clear);
    m_checkButton = new QPushButton(this);
    m_checkButton->setObjectName(QStringLiteral("checkCondition"));
    connect(m_checkButton, &QPushButton::clicked, this, &SquareCollisionControls::check);
    checkRow->addWidget(m_clearCondition);
    checkRow->addWidget(m_checkButton, 1);
    layout->addLayout(checkRow);
    // The answer to a check appears below the buttons, so that they stay under the mouse; the
    // column is not scrolled to it for the same reason.
    m_conditionFeedback = wrapped(this, QStringLiteral("conditionFeedback"));
    layout->addWidget(m_conditionFeedback);
    m_loadButton = new QPushButton(this);
    m_loadButton->setObjectName(QStringLiteral("loadCounterexample"));
    connect(m_loadButton, &QPushButton::clicked, this, &SquareCollisionControls::loadCounterexample);
    layout->addWidget(m_loadButton);
    m_onCanvas = wrapped(this, QStringLiteral("conditionOnCanvas"));
    layout->addWidget(m_onCanvas);
    m_askSolution = new QPushButton(this);
    m_askSolution->setObjectName(QStringLiteral("askSolution"));
    connect(m_askSolution, &QPushButton::clicked, &m_scene, &SquareCollisionScene::askSolution);
    layout->addWidget(m_askSolution);
    m_solution = wrapped(this, QStringLiteral("solution"));
    m_solution->setTextFormat(Qt::RichText);
    layout->addWidget(m_solution);
    m_attempts = wrapped(this, QStringLiteral("attempts"));
    layout->addWidget(m_attempts);
    m_keys = wrapped(this, QStringLiteral("hint"));
    layout->addWidget(m_keys);
    layout->addStretch();

    new PacedUpdate(
        scene, view, [this] { refresh(); }, this); // while dragged, about 30 a second
    connect(&scene, &SquareCollisionScene::exerciseChanged, this, &SquareCollisionControls::refresh);
    // Every finished edit (click, drag, Delete, typed value, undo, redo) is saved at once.
    connect(&undo, &QUndoStack::indexChanged, &scene, &SquareCollisionScene::saveProgress);
    retranslate();
}

void SquareCollisionControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fitPieces();
    QWidget::changeEvent(event);
}

void SquareCollisionControls::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_scene.openTask();
}

QString SquareCollisionControls::solutionHtml()
{
    return QStringLiteral("<p><b>%1</b></p><p>%2</p><p><code>%3</code></p><p>%4</p>")
        .arg(tr("Worked solution").toHtmlEscaped(),
            tr("Two rectangles miss when one lies completely beside the other: r1.Right <= r2.Left, or "
               "r1.Left >= r2.Right, or the same up and down. They collide when none of the four holds. "
               "By De Morgan's law every \"or\" becomes \"and\" and every comparison turns round:")
                .toHtmlEscaped(),
            QStringLiteral(
                "r1.Right > r2.Left AND r1.Left < r2.Right AND r1.Top > r2.Bottom AND r1.Bottom < r2.Top")
                .toHtmlEscaped(),
            tr("With > and < (not >= and <=), rectangles that only touch have not collided, as in the "
               "handout's program.")
                .toHtmlEscaped());
}

void SquareCollisionControls::fitPieces()
{
    // Narrower than a push button's usual minimum, so that four fit side by side in the controls.
    for (auto* button : m_pieces)
        button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) + 14);
}

QString SquareCollisionControls::promptText(const SquareCollisionScene& scene)
{
    const int placed = scene.cornersPlaced();
    if (placed < 2)
        return tr("Click 2 diagonal corners of rectangle 1 (%1 of 2), or move the cross with the arrow keys "
                  "and press Enter. Esc cancels a corner.")
            .arg(placed);
    if (placed < 4)
        return tr("Click 2 diagonal corners of rectangle 2 (%1 of 2), or move the cross with the arrow keys "
                  "and press Enter. Esc cancels a corner.")
            .arg(placed - 2);
    if (!scene.revealed())
        return tr("Collided or not? Predict with the buttons, then see.");
    return tr("Drag the corners or the rectangles to explore. Delete starts again.");
}

void SquareCollisionControls::retranslate()
{
    m_drawTitle->setText(tr("1. Two rectangles"));
    m_newButton->setText(tr("New rectangles (Delete)"));
    m_newButton->setToolTip(tr("Clear both rectangles and click new corners"));
    m_predictTitle->setText(tr("2. Predict, then check"));
    m_collideButton->setText(tr("They collide"));
    m_apartButton->setText(tr("They do not collide"));
    m_resultTitle->setText(tr("Edges"));
    m_conditionTitle->setText(tr("3. Write the condition"));
    m_conditionHelp->setText(
        tr("Build the condition for \"the rectangles collide\" from the pieces, or type it. "
           "Rectangles that only touch do not count as collided here."));
    m_condition->setPlaceholderText(tr("e.g. r1.Right > r2.Left AND ..."));
    m_condition->setAccessibleName(tr("Your condition for: the rectangles collide"));
    m_clearCondition->setText(tr("Clear"));
    m_checkButton->setText(tr("Check my condition"));
    m_loadButton->setText(tr("Show this pair on the canvas"));
    m_askSolution->setText(tr("Show the worked solution"));
    m_keys->setText(
        tr("Click on the canvas to place corners, or move the cross with the arrow keys (Shift: "
           "further) and press Enter. Tab picks a corner, the arrow keys move it. Esc cancels the "
           "first corner of a half-placed rectangle; Delete clears the rectangles. Hold Shift while "
           "clicking to snap to the grid."));
    refresh();
}

void SquareCollisionControls::insertPiece(const QString& piece)
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

void SquareCollisionControls::check()
{
    m_scene.checkCondition();
}

void SquareCollisionControls::loadCounterexample()
{
    const auto& check = m_scene.lastCheck();
    if (!check || !check->counterexample)
        return;
    pushState(m_undo, m_scene, m_scene.stateFor(*check->counterexample), tr("Show the counterexample"));
    m_scene.reveal();
}

void SquareCollisionControls::refresh()
{
    const bool complete = m_scene.complete();
    const bool revealed = m_scene.revealed();
    m_prompt->setText(promptText(m_scene));
    m_newButton->setEnabled(m_scene.state() != m_scene.clearedState());

    // Predict.
    m_question->setText(complete ? tr("Do the two rectangles collide?") : tr("First click both rectangles."));
    m_collideButton->setEnabled(complete && !revealed);
    m_apartButton->setEnabled(complete && !revealed);
    QString feedback;
    if (m_scene.prediction() != Prediction::None && !m_scene.predictionIsForCurrentPair()) {
        feedback
            = tr("You predicted for the rectangles as they were before. New rectangles (Delete) asks again.");
    } else if (m_scene.predictionIsForCurrentPair()) {
        const square::RectPair pair = m_scene.pair();
        const bool overlap = m_scene.result().hit;
        const auto checks = square::inequalities(pair);
        QStringList lines;
        if (m_scene.predictionRight())
            lines << (overlap ? tr("Right: they collide.") : tr("Right: they do not collide."));
        else
            lines << (overlap ? tr("Not quite: they collide.") : tr("Not quite: they do not collide."));
        if (overlap) {
            lines << tr("All four inequalities hold:");
            for (const auto& q : checks)
                lines << QStringLiteral("✓ ") + SquareCollisionPainter::inequalityText(q, true);
        } else {
            const auto failing
                = std::count_if(checks.begin(), checks.end(), [](const auto& q) { return !q.holds; });
            lines << (failing == 1 ? tr("In red on the canvas, the inequality that fails:")
                                   : tr("In red on the canvas, the inequalities that fail:"));
            for (const auto& q : checks) {
                if (!q.holds)
                    lines << QStringLiteral("✗ ") + SquareCollisionPainter::inequalityText(q, true);
            }
            if (square::onlyTouches(pair))
                lines << tr("They only touch. In this exercise touching is not a collision.");
        }
        feedback = lines.join(QLatin1Char('\n'));
    }
    m_predictionFeedback->setText(feedback);
    m_predictionFeedback->setVisible(!feedback.isEmpty());
    m_predictionFeedback->setStyleSheet(m_scene.predictionIsForCurrentPair() && !m_scene.predictionRight()
            ? QStringLiteral("color: #c62828;")
            : QString());

    // Read-out: the edges, and the verdict once revealed.
    QStringList readout;
    const int placed = m_scene.cornersPlaced();
    readout << (placed >= 2 ? edges(QStringLiteral("r1"), m_scene.rect1()) : tr("r1: not clicked yet"));
    readout << (placed >= 4 ? edges(QStringLiteral("r2"), m_scene.rect2()) : tr("r2: not clicked yet"));
    if (complete && revealed) {
        for (const auto& q : square::inequalities(m_scene.pair()))
            readout << (q.holds ? QStringLiteral("✓ ") : QStringLiteral("✗ "))
                    + SquareCollisionPainter::inequalityText(q, true);
        readout << (m_scene.result().hit ? tr("Result: collided") : tr("Result: not collided"));
    } else if (complete) {
        readout << tr("Result: hidden until you predict");
    }
    m_readout->setText(readout.join(QLatin1Char('\n')));

    refreshCondition();
}

void SquareCollisionControls::refreshCondition()
{
    if (m_condition->text() != m_scene.conditionText())
        m_condition->setText(m_scene.conditionText());
    const auto& check = m_scene.lastCheck();
    QString feedback;
    QString color;
    if (check) {
        switch (check->verdict) {
        case square::ConditionVerdict::SyntaxError: {
            QString why;
            switch (check->errorKind) {
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
            case Expression::ErrorKind::MissingParen:
                why = tr("A closing parenthesis \")\" is missing.");
                break;
            case Expression::ErrorKind::TooLong: why = tr("The condition is too long."); break;
            case Expression::ErrorKind::UnexpectedToken:
            case Expression::ErrorKind::None: why = tr("Something here does not fit."); break;
            }
            const QByteArray utf8 = normalizedAnswer(m_scene.conditionText()).toUtf8();
            const QString before = QString::fromUtf8(utf8.left(qsizetype(check->errorPosition)));
            const QString rest = QString::fromUtf8(utf8.mid(qsizetype(check->errorPosition)));
            feedback = tr("I cannot read it at character %1: %2").arg(before.size() + 1).arg(why);
            if (!rest.trimmed().isEmpty())
                feedback += QLatin1Char('\n') + tr("Here: %1").arg(QStringLiteral("… ") + rest.left(24));
            color = QStringLiteral("#c62828");
            break;
        }
        case square::ConditionVerdict::NotACondition:
            feedback = tr("That is a number, not a condition. Compare edges with < or > and join the "
                          "comparisons with AND or OR.");
            color = QStringLiteral("#c62828");
            break;
        case square::ConditionVerdict::Wrong: {
            const square::RectPair& pair = *check->counterexample;
            const bool truth = square::judge(pair).hit;
            QStringList lines;
            lines << tr("Not yet: your condition is wrong on %1 of %2 rectangle pairs.")
                         .arg(check->pairsWrong)
                         .arg(check->pairsTried);
            lines << (check->conditionSays
                    ? tr("For example here it says \"collided\", but they do not collide:")
                    : tr("For example here it says \"not collided\", but they collide:"));
            lines << edges(QStringLiteral("r1"), pair.r1) << edges(QStringLiteral("r2"), pair.r2);
            if (square::onlyTouches(pair))
                lines << tr("These two only touch, which does not count as collided here.");
            else if (truth)
                lines << tr("They overlap.");
            feedback = lines.join(QLatin1Char('\n'));
            color = QStringLiteral("#c62828");
            break;
        }
        case square::ConditionVerdict::Right:
            feedback = tr("Right! Your condition gives the correct answer on all %1 rectangle pairs tried, "
                          "touching ones included.")
                           .arg(check->pairsTried);
            color = QStringLiteral("#1a7f45");
            break;
        }
        if (!m_scene.checkedText())
            feedback
                = tr("(You have changed the condition since this check.)") + QLatin1Char('\n') + feedback;
        switch (m_scene.lastCounted()) {
        case CheckCounted::Counted: break;
        case CheckCounted::Blank:
        case CheckCounted::Unreadable:
            feedback += QLatin1Char('\n') + tr("This did not count as an attempt.");
            break;
        case CheckCounted::Unchanged:
            feedback = tr("You checked exactly this condition already: change something first. This did not "
                          "count as an attempt.")
                + QLatin1Char('\n') + feedback;
            break;
        }
    }
    m_conditionFeedback->setText(feedback);
    m_conditionFeedback->setVisible(!feedback.isEmpty());
    m_conditionFeedback->setStyleSheet(color.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(color));
    m_loadButton->setVisible(check && check->counterexample.has_value());

    // What the current text says about the rectangles on the canvas.
    QString onCanvas;
    if (m_scene.complete() && !m_scene.conditionText().trimmed().isEmpty()) {
        const auto expression = Expression::parse(
            normalizedAnswer(m_scene.conditionText()).toStdString(), square::conditionNames());
        if (expression && expression->isCondition()) {
            const bool says = expression->isTrue(square::conditionVariables(m_scene.pair()));
            onCanvas = says ? tr("On the canvas your condition says: collided.")
                            : tr("On the canvas your condition says: not collided.");
        }
    }
    m_onCanvas->setText(onCanvas);
    m_onCanvas->setVisible(!onCanvas.isEmpty());

    QString status;
    switch (m_scene.status()) {
    case ExerciseStatus::NotStarted: status = tr("not started"); break;
    case ExerciseStatus::InProgress: status = tr("in progress"); break;
    case ExerciseStatus::Done: status = tr("done"); break;
    }
    const TaskRecord& task = m_scene.conditionTask();
    m_solution->setText(task.solutionVisible() ? solutionHtml() : QString());
    m_solution->setVisible(task.solutionVisible());
    m_askSolution->setVisible(!task.solutionVisible());
    m_askSolution->setToolTip(
        tr("It also appears by itself after %1 wrong attempts.").arg(TaskRecord::kSolutionAfter));
    m_attempts->setText(tr("Attempts so far: %1. Status: %2.").arg(m_scene.attempts()).arg(status));
}

} // namespace lab
