#include "ellipse_ellipse_controls.h"

#include "ellipse_ellipse_lesson.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lab {

using ellipse_ellipse::num;
using ellipse_ellipse::pointText;

EllipseEllipseControls::EllipseEllipseControls(
    EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
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

    m_resultTitle = title();
    m_readout = new ReadoutLabel(this);
    m_readout->setObjectName(QStringLiteral("readout"));
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_readout->setWordWrap(true);
    layout->addWidget(m_readout);
    m_disagree = new QLabel(this);
    m_disagree->setObjectName(QStringLiteral("disagree"));
    m_disagree->setWordWrap(true);
    m_disagree->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3cd; color: #7a4b00; border: 1px solid #e0a800; "
                       "padding: 4px; font-weight: bold; }"));
    layout->addWidget(m_disagree);

    m_fieldsTitle = title();
    layout->addWidget(new ParameterPanel(scene, undo, view, this));

    m_activeTitle = title();
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
    m_active[scene.active()]->setChecked(true);
    layout->addLayout(row);
    connect(&m_scene, &EllipseEllipseScene::activeChanged, this, [this](int which) {
        m_active[which]->setChecked(true);
        updateReadout();
    });

    m_examplesTitle = title();
    const QStringList names = { QStringLiteral("seedScene"), QStringLiteral("code2"),
        QStringLiteral("falseHit"), QStringLiteral("missedOverlap") };
    for (const int which : { EllipseEllipseScene::SeedScene, EllipseEllipseScene::SeedCode2,
             EllipseEllipseScene::FalseHit, EllipseEllipseScene::MissedOverlap }) {
        auto* button = new QPushButton(this);
        button->setObjectName(names[which]);
        connect(button, &QPushButton::clicked, this,
            [this, which, button] { loadExample(which, button->text()); });
        layout->addWidget(button);
        m_examples.append(button);
    }

    m_inset = new QCheckBox(this);
    m_inset->setObjectName(QStringLiteral("inset"));
    m_inset->setChecked(scene.insetVisible());
    connect(m_inset, &QCheckBox::toggled, &m_scene, &EllipseEllipseScene::setInsetVisible);
    layout->addWidget(m_inset);
    m_insetZoom = new QCheckBox(this);
    m_insetZoom->setObjectName(QStringLiteral("insetZoom"));
    m_insetZoom->setChecked(scene.insetZoomed());
    connect(m_insetZoom, &QCheckBox::toggled, &m_scene, &EllipseEllipseScene::setInsetZoomed);
    connect(&m_scene, &EllipseEllipseScene::insetZoomChanged, m_insetZoom, &QCheckBox::setChecked);
    connect(m_inset, &QCheckBox::toggled, m_insetZoom, &QCheckBox::setEnabled);
    layout->addWidget(m_insetZoom);
    m_fit = new QPushButton(this);
    m_fit->setObjectName(QStringLiteral("fitView"));
    connect(m_fit, &QPushButton::clicked, this, &EllipseEllipseControls::fitView);
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

void EllipseEllipseControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EllipseEllipseControls::fitView()
{
    m_scene.refit();
    emit m_scene.viewResetRequested();
}

void EllipseEllipseControls::loadExample(int which, const QString& text)
{
    pushState(m_undo, m_scene, EllipseEllipseScene::example(EllipseEllipseScene::Example(which)), text);
    // The disagreements happen where the heuristic's points crowd together: zoom the inset there.
    m_scene.setInsetZoomed(
        which == EllipseEllipseScene::FalseHit || which == EllipseEllipseScene::MissedOverlap);
    fitView();
}

void EllipseEllipseControls::retranslate()
{
    m_resultTitle->setText(tr("Two tests, two verdicts"));
    m_fieldsTitle->setText(tr("Centres, semi-axes, angles"));
    m_activeTitle->setText(tr("The keys act on"));
    m_active[0]->setText(tr("ellipse 1"));
    m_active[1]->setText(tr("ellipse 2"));
    m_examplesTitle->setText(tr("One click away"));
    m_examples[0]->setText(tr("The textbook's scene (Code1)"));
    m_examples[0]->setToolTip(tr(
        "White: semi-axes 2.34 and 1.23, 25°, at (−3.55, 1.25); Blue: 1.25 and 2.21, 26.5°, at (2.65, 0.2)"));
    m_examples[1]->setText(tr("The textbook's ellipse and unit circle (Code2)"));
    m_examples[1]->setToolTip(tr(
        "Ellipse 1: semi-axes 0.9 and 1.7, level, at (−2.4, 2.3); ellipse 2: the unit circle at the origin"));
    m_examples[2]->setText(tr("The heuristic sees a false collision"));
    m_examples[2]->setToolTip(
        tr("Ellipse 2 at (−1.026, 4), turned 105°: case III reports an overlap, the exact test a gap"));
    m_examples[3]->setText(tr("The heuristic misses an overlap"));
    m_examples[3]->setToolTip(tr("Ellipse 2 at (−0.0617, 3.9), turned 150°: case III does not decide (R lies "
                                 "just outside the circle), "
                                 "then case IV reports no overlap, yet they overlap"));
    m_inset->setText(tr("Show the reduced configuration (inset)"));
    m_insetZoom->setText(tr("Zoom the inset to Q, Q′ and the points after them"));
    m_fit->setText(tr("Fit the view"));
    m_keys->setText(
        tr("Drag the round handles to move the centres, the diamonds to set a semi-axis and the angle, "
           "or an ellipse's inside to move it. Keys act on one ellipse: H / J / K / L move it (Shift: "
           "further), S / T stretch it along its own x / y axis (Shift: shrink), R turns it (Shift: back), "
           "Shift+A switches to the other ellipse. Tab picks a handle (the diamonds too), the arrow keys "
           "move it."));
    updateReadout();
}

void EllipseEllipseControls::updateReadout()
{
    const geometry::EllipseEllipseResult exact = m_scene.exact();
    const geometry::EllipseTextbookResult t = m_scene.textbook();
    QStringList lines;
    lines << ellipse_ellipse::exactLine(exact);
    lines << ellipse_ellipse::textbookLine(t);
    if (t.a > 0)
        lines << tr("Reduced: E = %1, a = %2, b = %3").arg(pointText(t.E, 4), num(t.a, 4), num(t.b, 4));
    if (t.reachedQ)
        lines << tr("Q = %1, Q′ = %2").arg(pointText(t.Q, 4), pointText(t.Qp, 4));
    lines << tr("The keys act on ellipse %1.").arg(m_scene.active() + 1);
    m_readout->setText(lines.join(QLatin1Char('\n')));
    const bool disagree = exact.hit != t.hit;
    m_disagree->setVisible(disagree);
    m_disagree->setText(exact.hit
            ? tr("They disagree: the ellipses overlap, but the heuristic misses it.")
            : tr("They disagree: the ellipses are apart, but the heuristic reports a hit."));
}

} // namespace lab
