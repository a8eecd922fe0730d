#include "ellipse_point_controls.h"

#include "ellipse_point_scene.h"

#include "core/canvas/view_state.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

namespace lab {

EllipsePointControls::EllipsePointControls(
    EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : EllipseControls(scene, undo, parent)
    , m_scene(scene)
{
    m_fieldsTitle = addTitle();
    column()->addWidget(new ParameterPanel(scene, undo, view, this));
    addStage();
    addExamples({ QStringLiteral("seedBoundary"), QStringLiteral("nearMiss") });
    m_resultTitle = addTitle();
    m_readout = addReadout();
    addViewTools();

    new PacedUpdate(
        scene, view, [this] { updateReadout(); }, this);
    // A task's fresh scene (or a field typed far away) is brought into view; a drag is not.
    connect(&scene, &LessonScene::changed, this, [this, &view] {
        if (!view.isDragging())
            m_scene.refitIfOutgrown();
    });
    retranslate();
}

void EllipsePointControls::addStage()
{
    m_stageTitle = addTitle();
    m_stage = new QSlider(Qt::Horizontal, this);
    m_stage->setObjectName(QStringLiteral("stage"));
    m_stage->setRange(0, EllipsePointScene::kStageCount - 1);
    m_stage->setPageStep(1);
    m_stage->setTickPosition(QSlider::TicksBelow);
    m_stage->setTickInterval(1);
    m_stage->setValue(m_scene.stage());
    m_stageTitle->setBuddy(m_stage); // its accessible name
    column()->addWidget(m_stage);
    m_stageName = addLabel(this, column(), QStringLiteral("stageName"));
    connect(m_stage, &QSlider::valueChanged, &m_scene, &EllipsePointScene::setStage);
    connect(&m_scene, &EllipsePointScene::stageChanged, this, [this](int stage) {
        const QSignalBlocker block(m_stage);
        m_stage->setValue(stage);
        updateReadout();
    });
}

LessonScene::State EllipsePointControls::example(int which) const
{
    return EllipsePointScene::example(EllipsePointScene::Example(which));
}

void EllipsePointControls::retranslate()
{
    EllipseControls::retranslate();
    m_fieldsTitle->setText(tr("Point, centre, semi-axes, angle"));
    m_stageTitle->setText(tr("Stage: what the canvas shows"));
    m_stage->setToolTip(tr("0 original, 1 translated by −C, 2 rotated by −θ, 3 y scaled by rx/ry"));
    examples()[0]->setText(tr("The article's example: rx = 10, ry = 2"));
    examples()[0]->setToolTip(tr("Level ellipse at the origin, P = (0, 2) on its top: y′ = 5 · 2 = 10 = rx"));
    examples()[1]->setText(tr("Near miss (the start scene)"));
    examples()[1]->setToolTip(tr("P is nearer to C than rx and still outside the ellipse"));
    m_resultTitle->setText(tr("The point at every stage"));
    keys()->setText(tr("Drag the round handles to move C and P, the diamonds to set rx, ry and θ, or the "
                       "ellipse's inside to move it. Keys: H / J / K / L move the ellipse (Shift: further), "
                       "S / T stretch it along its x / y axis (Shift: shrink), R turns it (Shift: back). "
                       "Tab picks a handle (the diamonds too); the arrow keys move it, or the ellipse you "
                       "clicked last (Shift: further)."));
    updateReadout();
}

void EllipsePointControls::updateReadout()
{
    // While a task holds the later stages back, the slider stops before them.
    const int last = m_scene.lastShownStage();
    if (m_stage->maximum() != last) {
        const QSignalBlocker block(m_stage);
        m_stage->setMaximum(last);
        m_stage->setValue(std::min(m_scene.stage(), last));
    }
    const int stage = m_scene.shownStage();
    m_stageName->setText(tr("Stage %1 of 3: %2").arg(stage).arg(EllipsePointScene::stageName(stage)));
    m_stage->setAccessibleDescription(m_stageName->text());
    const geometry::PointEllipseResult& t = m_scene.result();
    const geometry::Vec2 p = m_scene.point();
    const auto point = [](geometry::Vec2 v) { return formatPoint(v.x, v.y); };
    QStringList lines;
    for (int k = 0; k < EllipsePointScene::kStageCount; ++k) {
        const QString mark = k == stage ? QStringLiteral("▶ ") : QStringLiteral("    ");
        const QString value = k > last       ? QStringLiteral("?")
            : k == EllipsePointScene::Scaled ? QStringLiteral("(x′, y′) = ") + point(t.scaled)
                                             : point(EllipsePointScene::pointAt(t, p, k));
        lines << mark + tr("Stage %1, %2: %3").arg(k).arg(EllipsePointScene::stageName(k), value);
    }
    if (m_scene.holds(kHeldVerdict) || last < EllipsePointScene::Scaled) {
        m_readout->setText(lines.join(QLatin1Char('\n')));
        return;
    }
    const QString v = formatNumber(t.valueSquared);
    const QString r = formatNumber(t.radiusSquared);
    lines << (t.hit ? tr("x′² + y′² = %1 ≤ rx² = %2").arg(v, r) : tr("x′² + y′² = %1 > rx² = %2").arg(v, r));
    QString verdict
        = t.hit ? tr("The point is inside the ellipse.") : tr("The point is outside the ellipse.");
    if (t.valueSquared == t.radiusSquared)
        verdict += QLatin1Char(' ') + tr("It is exactly on the boundary, which counts as inside.");
    lines << verdict;
    m_readout->setText(lines.join(QLatin1Char('\n')));
}

} // namespace lab
