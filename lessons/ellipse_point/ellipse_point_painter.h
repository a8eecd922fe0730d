// The ellipse lesson's canvas: the ellipse and the point after the chosen stage, the earlier
// stages as faint ghosts with the point's path, and the verdict (the canvas draws the handles).
#pragma once

#include "ellipse_point_scene.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>

namespace lab {

class EllipsePointPainter : public PainterOf<EllipsePointScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointPainter)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const EllipsePointScene& scene) const override;
    SceneDescription describeScene(const EllipsePointScene& scene) const override;

private:
    // x′² + y′² against rx², and "exactly on the boundary" when it is.
    static QStringList verdict(const geometry::PointEllipseResult& result);
    // What the verdict plate says: inside or outside over the comparison (only the first while a
    // task holds the last stage back).
    static VerdictWords verdictWords(const EllipsePointScene& scene);
    // "Stage k: its name", and that the later stages wait for the task while one holds them.
    static QString stageLine(const EllipsePointScene& scene);
};

} // namespace lab
