#include "ellipse_point_controls.h"

#include "ellipse_point_lesson.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lab {

namespace {

using ellipse_point::num;
using ellipse_point::pointText;

} // namespace

EllipsePointControls::EllipsePointControls(
    EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);
    const auto title = [this, layout] {
        auto* label = new QLabel(this);
        label->setObjectName(QStringLiteral("sectionTitle"));
        layout->addWidget(label);
        return label;
    };
    m_fieldsTitle = title();
    layout->addWidget(new ParameterPanel(scene, undo, view, this));

    m_stageTitle = title();
    m_stage = new QSlider(Qt::Horizontal, this);
    m_stage->setObjectName(QStringLiteral("stage"));
    m_stage->setRange(0, EllipsePointScene::kStageCount - 1);
    m_stage->setPageStep(1);
    m_stage->setTickPosition(QSlider::TicksBelow);
    m_stage->setTickInterval(1);
    m_stage->setValue(scene.stage());
    m_stageTitle->setBuddy(m_stage); // its accessible name
    layout->addWidget(m_stage);
    m_stageName = new QLabel(this);
    m_stageName->setObjectName(QStringLiteral("stageName"));
    m_stageName->setWordWrap(true);
    layout->addWidget(m_stageName);
    connect(m_stage, &QSlider::valueChanged, &m_scene, &EllipsePointScene::setStage);
    connect(&m_scene, &EllipsePointScene::stageChanged, this, [this](int stage) {
        const QSignalBlocker block(m_stage);
        m_stage->setValue(stage);
        updateReadout();
    });

    m_examplesTitle = title();
    for (const int which : { EllipsePointScene::SeedBoundary, EllipsePointScene::NearMiss }) {
        auto* button = new QPushButton(this);
        button->setObjectName(which == EllipsePointScene::SeedBoundary ? QStringLiteral("seedBoundary")
                                                                       : QStringLiteral("nearMiss"));
        connect(button, &QPushButton::clicked, this,
            [this, which, button] { loadExample(which, button->text()); });
        layout->addWidget(button);
        m_examples.append(button);
    }

    m_resultTitle = title();
    m_readout = new ReadoutLabel(this);
    m_readout->setObjectName(QStringLiteral("readout"));
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_readout->setWordWrap(true);
    layout->addWidget(m_readout);

    m_fit = new QPushButton(this);
    m_fit->setObjectName(QStringLiteral("fitView"));
    connect(m_fit, &QPushButton::clicked, this, &EllipsePointControls::fitView);
    layout->addWidget(m_fit);
    m_keys = new QLabel(this);
    m_keys->setWordWrap(true);
    m_keys->setObjectName(QStringLiteral("hint"));
    layout->addWidget(m_keys);
    layout->addStretch();

    new PacedUpdate(
        scene, view, [this] { updateReadout(); }, this);
    retranslate();
}

void EllipsePointControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EllipsePointControls::fitView()
{
    m_scene.refit();
    emit m_scene.viewResetRequested(); // fit again even if the student has zoomed or panned since
}

void EllipsePointControls::loadExample(int which, const QString& text)
{
    pushState(m_undo, m_scene, EllipsePointScene::example(EllipsePointScene::Example(which)), text);
    fitView();
}

void EllipsePointControls::retranslate()
{
    m_fieldsTitle->setText(tr("Point, centre, semi-axes, angle"));
    m_stageTitle->setText(tr("Stage: what the canvas shows"));
    m_stage->setToolTip(tr("0 original, 1 translated by −C, 2 rotated by −θ, 3 y scaled by rx/ry"));
    m_examplesTitle->setText(tr("One click away"));
    m_examples[0]->setText(tr("The article's example: rx = 10, ry = 2"));
    m_examples[0]->setToolTip(tr("Level ellipse at the origin, P = (0, 2) on its top: y′ = 5 · 2 = 10 = rx"));
    m_examples[1]->setText(tr("Near miss (the start scene)"));
    m_examples[1]->setToolTip(tr("P is nearer to C than rx and still outside the ellipse"));
    m_resultTitle->setText(tr("The point at every stage"));
    m_fit->setText(tr("Fit the view"));
    m_keys->setText(tr("Drag the round handles to move C and P, the diamonds to set rx, ry and θ, or the "
                       "ellipse's inside to move it. Keys: H / J / K / L move the ellipse (Shift: further), "
                       "S / T stretch it along its x / y axis (Shift: shrink), R turns it (Shift: back). "
                       "Tab picks a handle (the diamonds too); the arrow keys move it, or the ellipse you "
                       "clicked last (Shift: further)."));
    updateReadout();
}

void EllipsePointControls::updateReadout()
{
    const int stage = m_scene.stage();
    m_stageName->setText(tr("Stage %1 of 3: %2").arg(stage).arg(ellipse_point::stageName(stage)));
    m_stage->setAccessibleDescription(m_stageName->text());
    const geometry::PointEllipseResult t = m_scene.trace();
    const geometry::Vec2 p = m_scene.point();
    QStringList lines;
    for (int k = 0; k < EllipsePointScene::kStageCount; ++k) {
        const QString mark = k == stage ? QStringLiteral("▶ ") : QStringLiteral("    ");
        const QString value = k == EllipsePointScene::Scaled
            ? QStringLiteral("(x′, y′) = ") + pointText(t.scaled)
            : pointText(EllipsePointScene::pointAt(t, p, k));
        lines << mark + tr("Stage %1, %2: %3").arg(k).arg(ellipse_point::stageName(k), value);
    }
    lines << (t.hit ? tr("x′² + y′² = %1 ≤ rx² = %2").arg(num(t.valueSquared), num(t.radiusSquared))
                    : tr("x′² + y′² = %1 > rx² = %2").arg(num(t.valueSquared), num(t.radiusSquared)));
    QString verdict
        = t.hit ? tr("The point is inside the ellipse.") : tr("The point is outside the ellipse.");
    if (t.valueSquared == t.radiusSquared)
        verdict += QLatin1Char(' ') + tr("It is exactly on the boundary, which counts as inside.");
    lines << verdict;
    m_readout->setText(lines.join(QLatin1Char('\n')));
}

} // namespace lab
