#include "frame_runner.h"

#include "look.h"

#include "core/model/frames.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QPushButton>
#include <QTimer>

namespace lab {

FrameRunner::FrameRunner(Parts parts, QWidget* parent)
    : Retranslated<QWidget>(parent)
{
    setObjectName(QStringLiteral("frameRunner"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    if (parts.back) {
        m_back = look::button("stepBack", this);
        grid->addWidget(m_back, 0, column++);
        connect(m_back, &QPushButton::clicked, this, [this] { emit frameRequested(-1); });
    }
    m_play = look::button("play", this);
    m_play->setCheckable(true);
    grid->addWidget(m_play, 0, column++);
    m_step = look::button("step", this);
    grid->addWidget(m_step, 0, column++);
    if (parts.clear) {
        m_clear = look::button("clearRun", this);
        grid->addWidget(m_clear, parts.back ? 1 : 0, parts.back ? 0 : column++);
        connect(m_clear, &QPushButton::clicked, this, [this] {
            setPlaying(false);
            emit clearRequested();
        });
    }
    if (parts.slowMotion) {
        m_slow = new QCheckBox(this);
        m_slow->setObjectName(QStringLiteral("slowMotion"));
        m_slow->setChecked(true);
        grid->addWidget(m_slow, 2, 0, 1, -1);
    }
    m_timer = new QTimer(this);
    m_timer->setObjectName(QStringLiteral("frameTimer"));
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(kFrameIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &FrameRunner::tick);
    connect(m_play, &QPushButton::clicked, this, [this](bool on) { setPlaying(on); });
    connect(m_step, &QPushButton::clicked, this, [this] { emit frameRequested(1); });
    retranslate();
}

bool FrameRunner::isPlaying() const
{
    return m_timer->isActive();
}

void FrameRunner::setPlaying(bool on)
{
    const bool was = isPlaying();
    if (on) {
        m_ticks = 0;
        m_timer->start();
    } else {
        m_timer->stop();
    }
    m_play->setChecked(on);
    retranslate();
    if (was != on)
        emit playingChanged(on);
}

void FrameRunner::setRunnable(bool on)
{
    if (!on)
        setPlaying(false);
    const QList<QPushButton*> buttons { m_back, m_play, m_step, m_clear };
    for (QPushButton* b : buttons) {
        if (b)
            b->setEnabled(on);
    }
}

bool FrameRunner::slowMotion() const
{
    return m_slow && m_slow->isChecked();
}

void FrameRunner::tick()
{
    if (slowMotion() && ++m_ticks % kSlowMotion != 0)
        return;
    emit frameRequested(1);
}

void FrameRunner::retranslate()
{
    if (m_back)
        m_back->setText(tr("◀ Frame"));
    m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_play->setToolTip(tr("Play the frames at 60 fps, or pause"));
    m_step->setText(tr("Frame ▶"));
    m_step->setToolTip(tr("Show the next frame"));
    if (m_clear) {
        m_clear->setText(tr("Clear"));
        m_clear->setToolTip(tr("Forget the frames run so far and start again"));
    }
    if (m_slow)
        m_slow->setText(tr("Slow motion (10×)"));
}

} // namespace lab
