// The slab lesson's canvas: the slabs as translucent bands, the ray with its four slab times,
// the entry and exit points, the verdict, and a time line of the two slab intervals.
#pragma once

#include "slab_scene.h"

#include "core/canvas/scene_painter.h"

#include <QColor>
#include <QCoreApplication>

namespace lab {

class SlabPainter : public PainterOf<SlabScene> {
    Q_DECLARE_TR_FUNCTIONS(SlabPainter)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const SlabScene& scene) const override;
    SceneDescription describeScene(const SlabScene& scene) const override;

    // The verdict as the canvas heads it and says it in words: for the box or the rotated
    // rectangle, and for the disk.
    static VerdictWords slabsVerdict(const geometry::RayAabbResult& h);
    static VerdictWords diskVerdict(const geometry::RayDiskResult& h);
};

} // namespace lab
