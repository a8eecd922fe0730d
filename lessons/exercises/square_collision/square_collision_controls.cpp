#include "square_collision_controls.h"

#include "square_collision_condition.h"
#include "square_collision_painter.h"
#include "square_collision_scene.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QCoreApplication>
#include <QEvent>
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
using square_collision::addReadout;

class SquareCollisionControls : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionControls)

public:
    SquareCollisionControls(SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : TranslatedWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        buildRectangles(layout, undo, view);
        buildPrediction(layout);
        m_resultTitle = look::sectionTitle(this, layout);
        m_readout = addReadout(this, layout, QStringLiteral("readout"));
        m_keys = addReadout(this, layout, QStringLiteral("hint"));
        layout->addStretch();

        new PacedUpdate(
            scene, view, [this] { refresh(); }, this); // while dragged, about 30 a second
        connect(&scene, &SquareCollisionScene::exerciseChanged, this, &SquareCollisionControls::refresh);
        // Every finished edit (click, drag, Delete, typed value, undo, redo) is saved at once.
        connect(&undo, &QUndoStack::indexChanged, &scene, &SquareCollisionScene::saveProgress);
        retranslate();
    }

private:
    // 1. The prompt, New rectangles and the corners' fields.
    void buildRectangles(QVBoxLayout* layout, QUndoStack& undo, ViewState& view)
    {
        m_drawTitle = look::sectionTitle(this, layout);
        m_prompt = addReadout(this, layout, QStringLiteral("prompt"));
        m_newButton = new QPushButton(this);
        m_newButton->setObjectName(QStringLiteral("newRectangles"));
        connect(m_newButton, &QPushButton::clicked, this, [this, &undo] {
            pushState(undo, m_scene, m_scene.clearedState(), m_scene.clearText());
            emit m_scene.canvasFocusRequested(); // the keyboard places the corners there
        });
        layout->addWidget(m_newButton);
        auto* fields = new ParameterPanel(m_scene, undo, view, this);
        // n (corners placed) is the click prompt's own bookkeeping, not a value to type.
        QWidget* placedField = fields->field(SquareCollisionScene::Placed);
        placedField->hide();
        for (auto* label : fields->findChildren<QLabel*>()) {
            if (label->buddy() == placedField)
                label->hide();
        }
        layout->addWidget(fields);
    }

    // 2. The question and the two answers.
    void buildPrediction(QVBoxLayout* layout)
    {
        m_predictTitle = look::sectionTitle(this, layout);
        m_question = addReadout(this, layout, QStringLiteral("question"));
        auto* buttons = new QHBoxLayout;
        m_collideButton = new QPushButton(this);
        m_collideButton->setObjectName(QStringLiteral("predictCollide"));
        m_apartButton = new QPushButton(this);
        m_apartButton->setObjectName(QStringLiteral("predictApart"));
        connect(
            m_collideButton, &QPushButton::clicked, this, [this] { m_scene.predict(Prediction::Collide); });
        connect(m_apartButton, &QPushButton::clicked, this, [this] { m_scene.predict(Prediction::Apart); });
        buttons->addWidget(m_collideButton);
        buttons->addWidget(m_apartButton);
        layout->addLayout(buttons);
        m_predictionFeedback = addReadout(this, layout, QStringLiteral("predictionFeedback"));
    }

    void retranslate() override
    {
        m_drawTitle->setText(tr("Two rectangles"));
        m_newButton->setText(tr("New rectangles (Delete)"));
        m_newButton->setToolTip(tr("Clear both rectangles and click new corners"));
        m_predictTitle->setText(tr("Predict, then check"));
        m_collideButton->setText(tr("They collide"));
        m_apartButton->setText(tr("They do not collide"));
        m_resultTitle->setText(tr("Edges"));
        m_keys->setText(
            tr("Click on the canvas to place corners, or move the cross with the arrow keys (Shift: "
               "further) and press Enter. Tab picks a corner, the arrow keys move it. Esc cancels the "
               "first corner of a half-placed rectangle; Delete clears the rectangles. Hold Shift while "
               "clicking to snap to the grid."));
        refresh();
    }

    void refresh()
    {
        const bool complete = m_scene.complete();
        m_prompt->setText(m_scene.promptText());
        m_newButton->setEnabled(m_scene.state() != m_scene.clearedState());
        m_question->setText(
            complete ? tr("Do the two rectangles collide?") : tr("First click both rectangles."));
        m_collideButton->setEnabled(complete && !m_scene.revealed());
        m_apartButton->setEnabled(complete && !m_scene.revealed());
        const QString feedback = predictionFeedback();
        m_predictionFeedback->setText(feedback);
        m_predictionFeedback->setVisible(!feedback.isEmpty());
        m_predictionFeedback->setStyleSheet(m_scene.predictionIsForCurrentPair() && !m_scene.predictionRight()
                ? look::colorStyle(look::Tone::Error, palette())
                : QString());
        m_readout->setText(edgesReadout());
    }

    // The prediction's verdict, with the inequalities that hold or fail.
    QString predictionFeedback() const
    {
        if (m_scene.prediction() != Prediction::None && !m_scene.predictionIsForCurrentPair())
            return tr(
                "You predicted for the rectangles as they were before. New rectangles (Delete) asks again.");
        if (!m_scene.predictionIsForCurrentPair())
            return {};
        const SquareCollisionScene::Verdict& verdict = m_scene.verdict();
        const bool overlap = verdict.result.hit;
        QStringList lines;
        if (m_scene.predictionRight())
            lines << (overlap ? tr("Right: they collide.") : tr("Right: they do not collide."));
        else
            lines << (overlap ? tr("Not quite: they collide.") : tr("Not quite: they do not collide."));
        if (overlap) {
            lines << tr("All four inequalities hold:");
            for (const auto& q : verdict.inequalities)
                lines << QStringLiteral("✓ ") + SquareCollisionPainter::inequalityText(q, true);
            return lines.join(QLatin1Char('\n'));
        }
        const auto failing = std::count_if(
            verdict.inequalities.begin(), verdict.inequalities.end(), [](const auto& q) { return !q.holds; });
        lines << (failing == 1 ? tr("In red on the canvas, the inequality that fails:")
                               : tr("In red on the canvas, the inequalities that fail:"));
        for (const auto& q : verdict.inequalities) {
            if (!q.holds)
                lines << QStringLiteral("✗ ") + SquareCollisionPainter::inequalityText(q, true);
        }
        if (verdict.onlyTouches)
            lines << tr("They only touch. In this exercise touching is not a collision.");
        return lines.join(QLatin1Char('\n'));
    }

    // The edges, and the verdict once revealed.
    QString edgesReadout() const
    {
        QStringList readout;
        const int placed = m_scene.cornersPlaced();
        readout << (placed >= 2 ? SquareCollisionPainter::edgesText(QStringLiteral("r1"), m_scene.rect1())
                                : tr("r1: not clicked yet"));
        readout << (placed >= 4 ? SquareCollisionPainter::edgesText(QStringLiteral("r2"), m_scene.rect2())
                                : tr("r2: not clicked yet"));
        if (m_scene.complete() && m_scene.revealed()) {
            for (const auto& q : m_scene.verdict().inequalities)
                readout << (q.holds ? QStringLiteral("✓ ") : QStringLiteral("✗ "))
                        + SquareCollisionPainter::inequalityText(q, true);
            readout << (m_scene.result().hit ? tr("Result: collided") : tr("Result: not collided"));
        } else if (m_scene.complete()) {
            readout << tr("Result: hidden until you predict");
        }
        return readout.join(QLatin1Char('\n'));
    }

    SquareCollisionScene& m_scene;
    QLabel* m_drawTitle = nullptr;
    QLabel* m_prompt = nullptr;
    QPushButton* m_newButton = nullptr;
    QLabel* m_predictTitle = nullptr;
    QLabel* m_question = nullptr;
    QPushButton* m_collideButton = nullptr;
    QPushButton* m_apartButton = nullptr;
    QLabel* m_predictionFeedback = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace

QWidget* createSquareCollisionControls(
    SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new SquareCollisionControls(scene, undo, view, parent);
}

} // namespace lab
