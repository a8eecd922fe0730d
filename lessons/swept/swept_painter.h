// The swept lesson's canvas: both circles at the previous and at this frame, the capsules their
// paths sweep, the positions at first contact (or closest approach), and the three verdicts.
#pragma once

#include "swept_scene.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class SweptPainter : public PainterOf<SweptScene> {
    Q_DECLARE_TR_FUNCTIONS(SweptPainter)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const SweptScene& scene) const override;
    SceneDescription describeScene(const SweptScene& scene) const override;

private:
    // A verdict line and whether it is a hit (drawn in the result colour) or a warning (the
    // highlight: tunnelling, a false collision).
    struct Verdict {
        QString text;
        enum Tone { Plain, Hit, Warning } tone;
    };
    static QList<Verdict> verdicts(const SweptSceneResult& r);
};

} // namespace lab
