// The run of the handout's car at 60 fps, as the hierarchy lesson and the car circles exercise
// both offer it: core's frame runner (Play / Pause, Frame ▶, Clear) stepping and clearing the
// scene's run, the canvas's Space (play or pause) and F (pause, then one frame), and a page that
// is hidden stops (it does not run on, and is not saved mid-run).
#pragma once

#include "core/widgets/frame_runner.h"

namespace lab {

class CarScene;

class CarRun : public FrameRunner {
public:
    CarRun(CarScene& scene, QWidget* parent);

protected:
    void hideEvent(QHideEvent* event) override;
};

} // namespace lab
