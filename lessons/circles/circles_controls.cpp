#include "circles_controls.h"

#include "circles_format.h"
#include "circles_lesson.h"

#include "core/canvas/canvas.h"
#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using circles::num;
using circles::pointText;

constexpr int kSlowMotion = 10; // in slow motion a frame lasts this many timer ticks

} // namespace

CirclesControls::CirclesControls(CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
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

    m_examplesTitle = title();
    for (const int which : { CirclesScene::Example1, CirclesScene::FalseCollision }) {
        auto* button = new QPushButton(this);
        button->setObjectName(
            which == CirclesScene::Example1 ? QStringLiteral("example1") : QStringLiteral("falseCollision"));
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

    m_framesTitle = title();
    m_animate = new QPushButton(this);
    m_animate->setObjectName(QStringLiteral("animate"));
    m_animate->setCheckable(true);
    layout->addWidget(m_animate);
    auto* row = new QGridLayout;
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("previousFrame"));
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("play"));
    m_step = new QPushButton(this);
    m_step->setObjectName(QStringLiteral("nextFrame"));
    row->addWidget(m_back, 0, 0);
    row->addWidget(m_play, 0, 1);
    row->addWidget(m_step, 0, 2);
    layout->addLayout(row);
    m_slow = new QCheckBox(this);
    m_slow->setObjectName(QStringLiteral("slowMotion"));
    m_slow->setChecked(true);
    layout->addWidget(m_slow);
    m_frames = new QLabel(this);
    m_frames->setObjectName(QStringLiteral("frames"));
    m_frames->setWordWrap(true);
    m_frames->setTextFormat(Qt::RichText);
    layout->addWidget(m_frames);

    m_timer = new QTimer(this);
    m_timer->setObjectName(QStringLiteral("frameTimer"));
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(qRound(1000.0 / FrameRun::kFramesPerSecond));
    connect(m_timer, &QTimer::timeout, this, &CirclesControls::tick);
    connect(m_animate, &QPushButton::toggled, this, &CirclesControls::setAnimation);
    connect(m_play, &QPushButton::clicked, this, [this] { setPlaying(!m_timer->isActive()); });
    connect(m_back, &QPushButton::clicked, this, [this] { stepBy(-1); });
    connect(m_step, &QPushButton::clicked, this, [this] { stepBy(1); });
    // An undo or redo while the frames play sets the state the undo stack expects: keep it.
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_scene.animating()) {
            m_timer->stop();
            m_scene.stopAnimation(false);
            const QSignalBlocker block(m_animate);
            m_animate->setChecked(false);
            updateFrames();
        }
    });

    m_keys = new QLabel(this);
    m_keys->setWordWrap(true);
    m_keys->setObjectName(QStringLiteral("hint"));
    layout->addWidget(m_keys);
    layout->addStretch();

    new PacedUpdate(
        scene, view,
        [this] { // while dragged, about 30 a second
            updateReadout();
            updateFrames();
        },
        this);
    retranslate();
}

void CirclesControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
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
    setPlaying(false);
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
        setPlaying(true);
    } else {
        setPlaying(false);
        m_scene.stopAnimation(true);
    }
    updateFrames();
}

void CirclesControls::setPlaying(bool on)
{
    if (on && m_scene.animating()) {
        if (m_scene.frame() >= FrameRun::kFrameCount - 1)
            m_scene.showFrame(0);
        m_ticks = 0;
        m_timer->start();
    } else {
        m_timer->stop();
    }
    m_play->setText(m_timer->isActive() ? tr("Pause") : tr("Play"));
}

void CirclesControls::tick()
{
    if (m_slow->isChecked() && ++m_ticks % kSlowMotion != 0)
        return;
    m_scene.showFrame(m_scene.frame() + 1);
    if (m_scene.frame() >= FrameRun::kFrameCount - 1)
        setPlaying(false);
}

void CirclesControls::stepBy(int frames)
{
    setPlaying(false);
    m_scene.showFrame(m_scene.frame() + frames);
}

void CirclesControls::retranslate()
{
    m_fieldsTitle->setText(tr("Centres and radii"));
    m_examplesTitle->setText(tr("One click away"));
    m_examples[0]->setText(tr("Example 1: the racing game"));
    m_examples[0]->setToolTip(tr("Car A: (x - 20)² + (y - 10)² = 900, car B: (x + 10)² + (y - 50)² = 625"));
    m_examples[1]->setText(tr("False collision"));
    m_examples[1]->setToolTip(tr("The bounding circles overlap but the cars do not touch"));
    m_resultTitle->setText(tr("Result"));
    m_framesTitle->setText(tr("Frames at 60 per second"));
    m_animate->setText(tr("Animation"));
    m_animate->setToolTip(tr("Circle 2 drives at circle 1, one jump per frame. Frames are not undo steps; "
                             "switching the animation off puts your circles back."));
    m_back->setText(tr("◀ Frame"));
    m_back->setToolTip(tr("One frame back"));
    m_step->setText(tr("Frame ▶"));
    m_step->setToolTip(tr("One frame forward"));
    m_slow->setText(tr("Slow motion (10×)"));
    m_slow->setToolTip(tr("Each frame stays on screen 10 times longer"));
    m_keys->setText(tr("Keys: H / J / K / L move the selected circle left / down / up / right "
                       "by 1 (circle 1 when no handle is selected; Shift: by 5). Tab selects a handle, "
                       "the arrow keys move it (Shift: further)."));
    setPlaying(m_timer->isActive());
    updateReadout();
    updateFrames();
}

void CirclesControls::updateReadout()
{
    const geometry::Circle a = m_scene.first();
    const geometry::Circle b = m_scene.second();
    const geometry::CircleCircleResult r = m_scene.result();
    QString text = tr("Circle 1: centre %1, r1 = %2").arg(pointText(a.center), num(a.radius));
    text += QLatin1Char('\n') + tr("Circle 2: centre %1, r2 = %2").arg(pointText(b.center), num(b.radius));
    text += QLatin1Char('\n')
        + tr("D = %1, r1 + r2 = %2").arg(num(std::sqrt(r.distanceSquared)), num(a.radius + b.radius));
    text += QLatin1Char('\n')
        + tr("D² = %1, (r1 + r2)² = %2").arg(num(r.distanceSquared), num(r.radiusSumSquared));
    text += QLatin1Char('\n')
        + (r.hit ? tr("D² ≤ (r1 + r2)²: the circles collide.")
                 : tr("D² > (r1 + r2)²: the circles are apart."));
    if (r.hit) {
        text += QLatin1Char('\n')
            + (m_scene.carsResult().hit ? tr("The car bodies overlap too: a real collision.")
                                        : tr("The car bodies do not touch: a false collision."));
    }
    m_readout->setText(text);
}

void CirclesControls::updateFrames()
{
    const bool on = m_scene.animating();
    m_play->setEnabled(on);
    m_back->setEnabled(on && m_scene.frame() > 0);
    m_step->setEnabled(on && m_scene.frame() < FrameRun::kFrameCount - 1);
    if (!on) {
        m_frames->setText(tr("Switch the animation on: circle 2 moves towards circle 1, one jump per frame, "
                             "and every frame's distance is listed here."));
        return;
    }
    const QVector<FrameInfo> frames = m_scene.frames();
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
                    .arg(num(std::sqrt(f.test.distanceSquared)), equal ? tr("yes") : tr("no"),
                        f.test.hit ? tr("yes") : tr("no"));
    }
    QString html
        = QStringLiteral("<p>%1</p>")
              .arg(tr(
                  "r1 + r2 = %1. A frame lasts 1/60 s. Column =: is D = r1 + r2? Column ≤: is D ≤ r1 + r2?")
                       .arg(num(sum)));
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
