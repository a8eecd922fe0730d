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
    // A verdict line under the verdict plate and whether it is a warning (the highlight:
    // tunnelling, a false collision).
    struct Line {
        QString text;
        bool warning = false;
    };
    // The swept test's verdict, without what a task holds back.
    static QString sweptVerdict(const SweptScene& scene);
    // The verdict plate: hit at t or miss over what the bold or dotted circles show.
    static VerdictWords sweptPlate(const SweptScene& scene);
    // The per-frame test's and the article's verdicts, and "no relative motion" (none while the
    // verdict is held).
    static QList<Line> otherVerdicts(const SweptScene& scene);
};

} // namespace lab
