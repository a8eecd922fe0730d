#include "car_run.h"

#include "car_scene.h"

#include <QPushButton>

namespace lab {

CarRun::CarRun(CarScene& scene, QWidget* parent)
    : FrameRunner({ .back = false, .clear = true, .slowMotion = false }, parent)
{
    connect(this, &FrameRunner::frameRequested, &scene, [&scene] { scene.stepFrame(); });
    connect(this, &FrameRunner::clearRequested, &scene, &CarScene::clearRun);
    // Frame ▶ while playing pauses there, as F does.
    if (auto* step = findChild<QPushButton*>(QStringLiteral("step")))
        connect(step, &QPushButton::clicked, this, &FrameRunner::stop);
    connect(&scene, &CarScene::playPauseRequested, this, [this] { setPlaying(!isPlaying()); });
    connect(&scene, &CarScene::oneFrameRequested, this, [this, &scene] {
        stop();
        scene.stepFrame();
    });
}

void CarRun::hideEvent(QHideEvent* event)
{
    stop();
    FrameRunner::hideEvent(event);
}

} // namespace lab
