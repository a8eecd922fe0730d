#include "ellipse_ellipse_controls.h"

#include "ellipse_ellipse_scene.h"
#include "ellipse_ellipse_stages.h"
#include "ellipse_ellipse_words.h"

#include "core/canvas/view_state.h"
#include "core/model/lesson_task.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/wrapping.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QVBoxLayout>

namespace lab {

EllipseEllipseControls::EllipseEllipseControls(
    EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : EllipseControls(scene, undo, parent)
    , m_scene(scene)
{
    addResult();
    addStage();
    m_fieldsTitle = addTitle();
    column()->addWidget(new ParameterPanel(scene, undo, view, this));
    addActive();
    addExamples({ QStringLiteral("seedScene"), QStringLiteral("code2"), QStringLiteral("falseHit"),
        QStringLiteral("missedOverlap") });
    addInset();
    addViewTools();
    // The long example buttons and check boxes wrap at large text (1024 wide at 200 %).
    for (const char* name : { "seedScene", "code2", "falseHit", "missedOverlap", "inset", "insetZoom" })
        wrapText(findChild<QAbstractButton*>(QLatin1String(name)));

    new PacedUpdate(
        scene, view,
        [this, &view] {
            if (!view.isDragging())
                m_scene.keepInView();
            updateReadout();
        },
        this);
    retranslate();
}

void EllipseEllipseControls::addResult()
{
    m_resultTitle = addTitle();
    m_readout = addReadout();
    m_disagree = new QLabel(this);
    m_disagree->setObjectName(QStringLiteral("disagree"));
    m_disagree->setWordWrap(true);
    m_disagree->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3cd; color: #7a4b00; border: 1px solid "
                       "#e0a800; padding: 4px; font-weight: bold; }"));
    column()->addWidget(m_disagree);
}

void EllipseEllipseControls::addStage()
{
    const StageSlider stage = addStageSlider(EllipseEllipseScene::kStageCount, m_scene.stage());
    m_stageTitle = stage.title;
    m_stage = stage.slider;
    m_stageName = stage.name;
    connect(m_stage, &QSlider::valueChanged, &m_scene, &EllipseEllipseScene::setStage);
    connect(&m_scene, &EllipseEllipseScene::stageChanged, this, [this](int value) {
        const QSignalBlocker block(m_stage);
        m_stage->setValue(value);
        updateReadout();
    });
}

void EllipseEllipseControls::addActive()
{
    m_activeTitle = addTitle();
    auto* row = new QHBoxLayout;
    for (const int which : { 0, 1 }) {
        m_active[which] = new QRadioButton(this);
        m_active[which]->setObjectName(which == 0 ? QStringLiteral("active1") : QStringLiteral("active2"));
        row->addWidget(m_active[which]);
        connect(m_active[which], &QRadioButton::toggled, this, [this, which](bool on) {
            if (on)
                m_scene.setActive(which);
        });
    }
    m_active[m_scene.active()]->setChecked(true);
    column()->addLayout(row);
    connect(&m_scene, &EllipseEllipseScene::activeChanged, this, [this](int which) {
        m_active[which]->setChecked(true);
        updateReadout();
    });
}

void EllipseEllipseControls::addInset()
{
    m_inset = new QCheckBox(this);
    m_inset->setObjectName(QStringLiteral("inset"));
    m_inset->setChecked(m_scene.insetVisible());
    connect(m_inset, &QCheckBox::toggled, &m_scene, &EllipseEllipseScene::setInsetVisible);
    column()->addWidget(m_inset);
    m_insetZoom = new QCheckBox(this);
    m_insetZoom->setObjectName(QStringLiteral("insetZoom"));
    m_insetZoom->setChecked(m_scene.insetZoomed());
    connect(m_insetZoom, &QCheckBox::toggled, &m_scene, &EllipseEllipseScene::setInsetZoomed);
    connect(&m_scene, &EllipseEllipseScene::insetZoomChanged, m_insetZoom, &QCheckBox::setChecked);
    connect(m_inset, &QCheckBox::toggled, m_insetZoom, &QCheckBox::setEnabled);
    column()->addWidget(m_insetZoom);
}

LessonScene::State EllipseEllipseControls::example(int which) const
{
    return EllipseEllipseScene::example(EllipseEllipseScene::Example(which));
}

void EllipseEllipseControls::exampleLoaded(int which)
{
    m_scene.setInsetZoomed(
        which == EllipseEllipseScene::FalseHit || which == EllipseEllipseScene::MissedOverlap);
}

void EllipseEllipseControls::retranslate()
{
    EllipseControls::retranslate();
    m_resultTitle->setText(tr("Two tests, two verdicts"));
    m_stageTitle->setText(tr("Stage: what the canvas shows"));
    m_stage->setToolTip(
        tr("0 the two ellipses; 1–4 the reduction (after M₂⁻¹, the ij frame, the second "
           "quadrant, made tall); 5–8 the heuristic (P and P′, Q and Q′, case III, case IV)"));
    m_fieldsTitle->setText(tr("Centres, semi-axes, angles"));
    m_activeTitle->setText(tr("The keys act on"));
    m_active[0]->setText(tr("ellipse 1"));
    m_active[1]->setText(tr("ellipse 2"));
    examples()[0]->setText(tr("The textbook's scene (Code1)"));
    examples()[0]->setToolTip(tr(
        "White: semi-axes 2.34 and 1.23, 25°, at (−3.55, 1.25); Blue: 1.25 and 2.21, 26.5°, at (2.65, 0.2)"));
    examples()[1]->setText(tr("The textbook's ellipse and unit circle (Code2)"));
    examples()[1]->setToolTip(tr(
        "Ellipse 1: semi-axes 0.9 and 1.7, level, at (−2.4, 2.3); ellipse 2: the unit circle at the origin"));
    examples()[2]->setText(tr("The heuristic sees a false collision"));
    examples()[2]->setToolTip(
        tr("Ellipse 2 at (−1.026, 4), turned 105°: case III reports an overlap, the exact test a gap"));
    examples()[3]->setText(tr("The heuristic misses an overlap"));
    examples()[3]->setToolTip(tr("Ellipse 2 at (−0.0617, 3.9), turned 150°: case III does not decide (R lies "
                                 "just outside the circle), "
                                 "then case IV reports no overlap, yet they overlap"));
    m_inset->setText(tr("Show the reduced configuration (inset)"));
    m_insetZoom->setText(tr("Zoom the inset to Q, Q′ and the points after them"));
    keys()->setText(
        tr("Drag the round handles to move the centres, the diamonds to set a semi-axis and the angle, "
           "or an ellipse's inside to move it. Keys act on one ellipse: H / J / K / L move it (Shift: "
           "further), S / T stretch it along its own x / y axis (Shift: shrink), R turns it (Shift: back), "
           "Shift+A switches to the other ellipse. Tab picks a handle (the diamonds too), the arrow keys "
           "move it."));
    updateReadout();
}

void EllipseEllipseControls::updateReadout()
{
    const geometry::EllipseEllipseResult& exact = m_scene.exact();
    const geometry::EllipseTextbookResult& t = m_scene.textbook();
    const int stage = m_scene.shownStage();
    m_stageName->setText(m_scene.stage() > stage ? EllipseEllipseStages::heldLine(m_scene.stage())
                                                 : EllipseEllipseStages::title(stage));
    m_stage->setAccessibleDescription(m_stageName->text());
    const bool held = m_scene.holds(kHeldVerdict);
    QStringList lines;
    // The heuristic first, the exact test second, as on the canvas and in the live box.
    lines << (held ? tr("Textbook heuristic: ?") : EllipseEllipseWords::textbookLine(t));
    lines << (held ? tr("Exact test: ?") : EllipseEllipseWords::exactLine(exact));
    if (stage != EllipseEllipseScene::World)
        lines << EllipseEllipseStages::line(t, stage);
    else if (t.a > 0 && m_scene.lastShownStage() >= EllipseEllipseScene::Tall)
        lines << EllipseEllipseStages::line(t, EllipseEllipseScene::Tall);
    lines << tr("The keys act on ellipse %1.").arg(m_scene.active() + 1);
    m_readout->setText(lines.join(QLatin1Char('\n')));
    const bool disagree = !held && exact.hit != t.hit;
    m_disagree->setVisible(disagree);
    m_disagree->setText(exact.hit
            ? tr("They disagree: the ellipses overlap, but the heuristic misses it.")
            : tr("They disagree: the ellipses are apart, but the heuristic reports a hit."));
}

} // namespace lab
