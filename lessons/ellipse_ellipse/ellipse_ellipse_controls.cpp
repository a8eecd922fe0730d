#include "ellipse_ellipse_controls.h"

#include "ellipse_ellipse_scene.h"
#include "ellipse_ellipse_words.h"

#include "core/model/numbers.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace lab {

EllipseEllipseControls::EllipseEllipseControls(
    EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : EllipseControls(scene, undo, parent)
    , m_scene(scene)
{
    addResult();
    m_fieldsTitle = addTitle();
    column()->addWidget(new ParameterPanel(scene, undo, view, this));
    addActive();
    addExamples({ QStringLiteral("seedScene"), QStringLiteral("code2"), QStringLiteral("falseHit"),
        QStringLiteral("missedOverlap") });
    addInset();
    addViewTools();

    new PacedUpdate(
        scene, view, [this] { updateReadout(); }, this);
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
    const auto point = [](geometry::Vec2 v) { return formatPoint(v.x, v.y, 4); };
    QStringList lines;
    lines << EllipseEllipseWords::exactLine(exact);
    lines << EllipseEllipseWords::textbookLine(t);
    if (t.a > 0)
        lines << tr("Reduced: E = %1, a = %2, b = %3")
                     .arg(point(t.E), formatNumber(t.a, 4), formatNumber(t.b, 4));
    if (t.reachedQ)
        lines << tr("Q = %1, Q′ = %2").arg(point(t.Q), point(t.Qp));
    lines << tr("The keys act on ellipse %1.").arg(m_scene.active() + 1);
    m_readout->setText(lines.join(QLatin1Char('\n')));
    const bool disagree = exact.hit != t.hit;
    m_disagree->setVisible(disagree);
    m_disagree->setText(exact.hit
            ? tr("They disagree: the ellipses overlap, but the heuristic misses it.")
            : tr("They disagree: the ellipses are apart, but the heuristic reports a hit."));
}

} // namespace lab
