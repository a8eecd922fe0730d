#include "circles_controls.h"

#include "circles_example1.h"
#include "circles_format.h"
#include "circles_scene.h"
#include "circles_tasks.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "core/records/progress.h"
#include "core/widgets/frame_runner.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <initializer_list>

namespace lab {

namespace {

// Whether the student has done task `task` of this lesson or asked for its solution. With no
// progress store (tools, tests) nothing is tracked and everything is shown.
bool taskRevealed(const QString& task)
{
    return taskAnswered(QStringLiteral("circles"), task, true);
}

} // namespace

CirclesControls::CirclesControls(CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);
    m_fieldsTitle = look::sectionTitle(this, layout);
    layout->addWidget(new ParameterPanel(scene, undo, view, this));
    buildExamples(layout);
    m_resultTitle = look::sectionTitle(this, layout);
    m_readout = addReadout(this, layout);
    buildFrames(layout);
    m_keys = addLabel(this, layout, QStringLiteral("hint"));
    layout->addStretch();

    new PacedUpdate(
        scene, view,
        [this] { // while dragged, about 30 a second
            updateShown();
            updateReadout();
            updateFrames();
        },
        this);
    if (ProgressStore* store = ProgressStore::instance()) {
        connect(store, &ProgressStore::changed, this, &CirclesControls::updateShown);
        connect(store, &ProgressStore::reset, this, &CirclesControls::updateShown);
    }
    retranslate();
    updateShown();
}

void CirclesControls::updateShown()
{
    m_example1->setVisible(!m_scene.holds(circles::kHeldExample1) && taskRevealed(circles::kExample1Task));
    const bool frames = !m_scene.holds(circles::kHeldFrames) && taskRevealed(circles::kHandoutBlanksTask);
    if (!frames && m_animate->isChecked())
        m_animate->setChecked(false); // the student's circles come back
    for (QWidget* w : std::initializer_list<QWidget*> { m_framesTitle, m_animate, m_runner, m_frames })
        w->setVisible(frames);
}

void CirclesControls::buildExamples(QVBoxLayout* layout)
{
    m_examplesTitle = look::sectionTitle(this, layout);
    m_example1 = new QPushButton(this);
    m_example1->setObjectName(QStringLiteral("example1"));
    m_falseCollision = new QPushButton(this);
    m_falseCollision->setObjectName(QStringLiteral("falseCollision"));
    for (QPushButton* button : { m_example1, m_falseCollision }) {
        const auto which = button == m_example1 ? CirclesScene::Example1 : CirclesScene::FalseCollision;
        connect(button, &QPushButton::clicked, this,
            [this, which, button] { loadExample(which, button->text()); });
        layout->addWidget(button);
    }
}

// The animation switch, core's frame runner (one frame back too, slow motion, no Clear) and the
// table of the frames.
void CirclesControls::buildFrames(QVBoxLayout* layout)
{
    m_framesTitle = look::sectionTitle(this, layout);
    m_animate = new QPushButton(this);
    m_animate->setObjectName(QStringLiteral("animate"));
    m_animate->setCheckable(true);
    layout->addWidget(m_animate);
    m_runner = new FrameRunner({ .back = true, .clear = false, .slowMotion = true }, this);
    layout->addWidget(m_runner);
    m_frames = addLabel(this, layout, QStringLiteral("frames"), Qt::RichText);

    connect(m_animate, &QPushButton::toggled, this, &CirclesControls::setAnimation);
    connect(m_runner, &FrameRunner::frameRequested, this, &CirclesControls::showFrame);
    connect(m_runner, &FrameRunner::playingChanged, this, [this](bool playing) {
        if (playing && m_scene.frame() >= FrameRun::kFrameCount - 1)
            m_scene.showFrame(0); // Play at the last frame plays the run again
    });
    // An undo or redo while the frames play sets the state the undo stack expects: keep it.
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_scene.animating()) {
            m_runner->stop();
            m_scene.stopAnimation(false);
            const QSignalBlocker block(m_animate);
            m_animate->setChecked(false);
            updateFrames();
        }
    });
}

void CirclesControls::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_window) {
        m_window = window();
        m_window->installEventFilter(this);
    }
}

void CirclesControls::hideEvent(QHideEvent* event)
{
    m_runner->stop();
    QWidget::hideEvent(event);
}

bool CirclesControls::eventFilter(QObject* watched, QEvent* event)
{
    // Closing the window saves the scene: it must be the student's, not an animation frame.
    if (watched == m_window && event->type() == QEvent::Close && m_scene.animating())
        m_animate->setChecked(false);
    return QWidget::eventFilter(watched, event);
}

void CirclesControls::loadExample(int which, const QString& text)
{
    if (m_scene.animating())
        m_animate->setChecked(false); // back to the student's state before the undo step
    pushState(m_undo, m_scene, CirclesScene::example(CirclesScene::Example(which)), text);
}

void CirclesControls::setAnimation(bool on)
{
    if (on) {
        m_scene.startAnimation();
        updateFrames(); // the runner may run now
        m_runner->setPlaying(true);
    } else {
        m_runner->stop();
        m_scene.stopAnimation(true);
    }
    updateFrames();
}

// One frame forward or back; the run stops at its last frame.
void CirclesControls::showFrame(int delta)
{
    m_scene.showFrame(m_scene.frame() + delta);
    if (m_scene.frame() >= FrameRun::kFrameCount - 1)
        m_runner->stop();
}

void CirclesControls::retranslate()
{
    m_fieldsTitle->setText(tr("Centres and radii"));
    m_examplesTitle->setText(tr("One click away"));
    m_example1->setText(tr("Example 1: the racing game"));
    m_example1->setToolTip(tr("Car A: (x - 20)² + (y - 10)² = 900, car B: (x + 10)² + (y - 50)² = 625"));
    m_falseCollision->setText(tr("False collision"));
    m_falseCollision->setToolTip(tr("The bounding circles overlap but the cars do not touch"));
    m_resultTitle->setText(tr("Result"));
    m_framesTitle->setText(tr("Frames"));
    m_animate->setText(tr("Animation"));
    m_animate->setToolTip(tr("Circle 2 drives at circle 1, one jump per frame. Frames are not undo steps; "
                             "switching the animation off puts your circles back."));
    m_keys->setText(tr("Keys: H / J / K / L move the selected circle left / down / up / right "
                       "by 1 (circle 1 when no handle is selected; Shift: by 5). Tab selects a handle, "
                       "the arrow keys move it (Shift: further)."));
    updateReadout();
    updateFrames();
}

void CirclesControls::updateReadout()
{
    const geometry::Circle a = m_scene.first();
    const geometry::Circle b = m_scene.second();
    const geometry::CircleCircleResult& r = m_scene.result();
    const bool hideD = m_scene.holdsDistance();
    const bool hideVerdict = m_scene.holds(kHeldVerdict);
    const QString unknown = QStringLiteral("?");
    QString text
        = tr("Circle 1: centre %1, r1 = %2").arg(formatPoint(a.center.x, a.center.y), formatNumber(a.radius));
    text += QLatin1Char('\n')
        + tr("Circle 2: centre %1, r2 = %2").arg(formatPoint(b.center.x, b.center.y), formatNumber(b.radius));
    text += QLatin1Char('\n')
        + tr("D = %1, r1 + r2 = %2")
              .arg(hideD ? unknown : formatNumber(std::sqrt(r.distanceSquared)),
                  hideVerdict ? unknown : formatNumber(r.radiusSum));
    text += QLatin1Char('\n')
        + tr("D² = %1, (r1 + r2)² = %2")
              .arg(hideD ? unknown : formatNumber(r.distanceSquared),
                  hideVerdict ? unknown : formatNumber(r.radiusSumSquared));
    if (!hideVerdict) {
        text += QLatin1Char('\n') + circles::verdictSentence(m_scene.verdict());
        if (r.hit) {
            text += QLatin1Char('\n')
                + (m_scene.carsResult().hit ? tr("The car bodies overlap too: a real collision.")
                                            : tr("The car bodies do not touch: a false collision."));
        }
    }
    m_readout->setText(text);
}

void CirclesControls::updateFrames()
{
    const bool on = m_scene.animating();
    m_runner->setRunnable(on);
    if (!on) {
        m_frames->setText(tr("Switch the animation on: circle 2 moves towards circle 1, one jump per frame, "
                             "and every frame's distance is listed here."));
        return;
    }
    const QList<FrameInfo>& frames = m_scene.frames();
    const double sum = m_scene.first().radius + m_scene.second().radius;
    int exact = 0;
    int firstHit = -1;
    QString rows;
    for (const FrameInfo& f : frames) {
        const bool equal = f.test.distanceSquared == f.test.radiusSumSquared;
        exact += equal ? 1 : 0;
        if (f.test.hit && firstHit < 0)
            firstHit = f.frame;
        const bool current = f.frame == m_scene.frame();
        rows += QStringLiteral("<tr%1><td align=right>%2</td><td align=right>%3</td><td align=center>%4</td>"
                               "<td align=center>%5</td></tr>")
                    .arg(current ? QStringLiteral(" style=\"background:#ffe28a;color:#000;font-weight:bold\"")
                                 : QString())
                    .arg(f.frame)
                    .arg(formatNumber(std::sqrt(f.test.distanceSquared)), equal ? tr("yes") : tr("no"),
                        f.test.hit ? tr("yes") : tr("no"));
    }
    QString html
        = QStringLiteral("<p>%1</p>")
              .arg(tr(
                  "r1 + r2 = %1. A frame lasts 1/60 s. Column =: is D = r1 + r2? Column ≤: is D ≤ r1 + r2?")
                       .arg(formatNumber(sum)));
    html += QStringLiteral(
        "<table cellspacing=0 cellpadding=3><tr><th>%1</th><th>D</th><th>=</th><th>≤</th></tr>%2</table>")
                .arg(tr("frame"), rows);
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("D = r1 + r2 exactly in %1 of %2 frames; D ≤ r1 + r2 from frame %3 on.")
                         .arg(exact)
                         .arg(frames.size())
                         .arg(firstHit));
    m_frames->setText(html);
}

} // namespace lab
