#include "lines_controls.h"

#include "lines_scene.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lab {

namespace {

constexpr int kDecimals = LinesScene::kDecimals;

class LinesControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(LinesControls)

public:
    LinesControls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : QWidget(parent)
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
        m_readout = new ReadoutLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_readout->setWordWrap(true);
        layout->addWidget(m_readout);
        m_keys = new QLabel(this);
        m_keys->setWordWrap(true);
        m_keys->setObjectName(QStringLiteral("hint"));
        layout->addWidget(m_keys);
        layout->addStretch();
        new PacedUpdate(
            scene, view, [this] { updateReadout(); }, this); // while dragged, about 30 a second
        retranslate();
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QWidget::changeEvent(event);
    }

private:
    void retranslate()
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

    void updateReadout()
    {
        const geometry::LineLineResult& r = m_scene.result();
        QString text;
        switch (r.kind) {
        case geometry::LineLineKind::Point:
            text = tr("One common point R = %1\ns = %2, t = %3\ndet A = %4")
                       .arg(formatPoint(r.point.x, r.point.y, kDecimals), formatNumber(r.s, kDecimals),
                           formatNumber(r.t, kDecimals), formatNumber(r.det, kDecimals));
            break;
        case geometry::LineLineKind::SameLine:
            text = tr("The same line: infinitely many common points.\ndet A = 0");
            break;
        case geometry::LineLineKind::Parallel: text = tr("Parallel: no common point.\ndet A = 0"); break;
        case geometry::LineLineKind::ZeroDirection: text = tr("A direction is the zero vector."); break;
        }
        m_readout->setText(text);
    }

    LinesScene& m_scene;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QVector<QPushButton*> m_examples;
};

} // namespace

QWidget* createLinesControls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new LinesControls(scene, undo, view, parent);
}

} // namespace lab
