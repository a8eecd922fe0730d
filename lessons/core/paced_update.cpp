#include "paced_update.h"

#include "scene.h"

#include <QTimer>

#include <algorithm>

namespace lab {

PacedUpdate::PacedUpdate(LessonScene& scene, std::function<void()> update, QObject* parent, int intervalMs)
    : QObject(parent)
    , m_scene(scene)
    , m_update(std::move(update))
    , m_timer(new QTimer(this))
    , m_interval(intervalMs)
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &PacedUpdate::flush);
    connect(&scene, &LessonScene::changed, this, &PacedUpdate::request);
    connect(&scene, &LessonScene::draggingChanged, this, [this](bool dragging) {
        if (!dragging)
            flush();
    });
}

void PacedUpdate::request()
{
    if (!m_scene.isDragging() || !m_last.isValid() || m_last.elapsed() >= m_interval) {
        run();
        return;
    }
    m_pending = true;
    if (!m_timer->isActive())
        m_timer->start(int(std::max<qint64>(1, m_interval - m_last.elapsed())));
}

void PacedUpdate::flush()
{
    if (m_pending)
        run();
}

void PacedUpdate::run()
{
    m_timer->stop();
    m_pending = false;
    m_last.start();
    m_update();
}

} // namespace lab
