#include "lines_controls.h"

#include "lines_scene.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lab {

namespace {

class LinesControls : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(LinesControls)

public:
    LinesControls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : TranslatedWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        m_fieldsTitle = look::sectionTitle(this, layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        m_examplesTitle = look::sectionTitle(this, layout);
        for (int n = 1; n <= 3; ++n) {
            auto* button = new QPushButton(this);
            button->setObjectName(QStringLiteral("example%1").arg(n));
            connect(button, &QPushButton::clicked, this, [this, &undo, n] {
                pushState(undo, m_scene, LinesScene::example(n), m_examples[n - 1]->text());
            });
            layout->addWidget(button);
            m_examples.append(button);
        }
        m_resultTitle = look::sectionTitle(this, layout);
        m_readout = addReadout(this, layout);
        m_keys = addLabel(this, layout, QStringLiteral("hint"));
        layout->addStretch();
        new PacedUpdate(
            scene, view, [this] { updateReadout(); }, this); // while dragged, about 30 a second
        retranslate();
    }

protected:
private:
    void retranslate() override
    {
        m_fieldsTitle->setText(tr("Point and direction of each line"));
        m_examplesTitle->setText(tr("Worked examples"));
        m_examples[0]->setText(tr("Example 1: 2x + 3y = 3, -x + 3y = -6"));
        m_examples[1]->setText(tr("Example 2: -3x + 6y = 6, -x + 2y = 2"));
        m_examples[2]->setText(tr("Example 3: -x + 2y = 2, -x + 2y = -2"));
        m_examples[0]->setToolTip(tr("Slopes differ: one common point"));
        m_examples[1]->setToolTip(tr("Same slope, same intercept: the same line"));
        m_examples[2]->setToolTip(tr("Same slope, other intercept: parallel"));
        m_resultTitle->setText(tr("Result"));
        m_keys->setText(tr("Keys: H / J turn line 1, K / L turn line 2 by 1 degree (Shift: by 5 degrees). "
                           "Tab picks a handle, the arrow keys move it (Shift: further)."));
        updateReadout();
    }

    // The verdict with the numbers no open task holds back.
    void updateReadout() { m_readout->setText(m_scene.verdictText()); }

    LinesScene& m_scene;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QList<QPushButton*> m_examples;
};

} // namespace

QWidget* createLinesControls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new LinesControls(scene, undo, view, parent);
}

} // namespace lab
