// Canvas of exercise E1: the clicked rectangles with the handout's corner names, the prompt,
// the verdict at (-200, 200) once revealed, and the inequalities that fail.
#pragma once

#include "square_collision_scene.h"

#include "core/canvas/scene_painter.h"

#include <QColor>
#include <QCoreApplication>
#include <QPointF>

namespace lab {

class SquareCollisionPainter : public PainterOf<SquareCollisionScene> {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionPainter)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const SquareCollisionScene& scene) const override;
    SceneDescription describeScene(const SquareCollisionScene& scene) const override;

    // Where MathCalc's Text() puts the verdict in the handout: the text's top-left corner.
    static QPointF resultPosition() { return { -200, 200 }; }
    static QColor collidedColor(const CanvasStyle& style);
    static QColor apartColor(const CanvasStyle& style);
    // "r1.Right > r2.Left", with the current numbers in brackets if asked.
    static QString inequalityText(const square_collision::Inequality& inequality, bool withValues);
    // "r1.Left = -160, r1.Right = -20, ..." in the names the condition uses.
    static QString edgesText(const QString& name, const geometry::Aabb& box);

private:
    // The verdict in words once revealed: collided, or which comparisons fail.
    static VerdictWords verdictWords(const SquareCollisionScene& scene);
    static void paintSpotlight(
        QPainter& painter, const Viewport& view, const CanvasStyle& style, const SquareCollisionScene& scene);
    static void paintVerdict(
        QPainter& painter, const Viewport& view, const CanvasStyle& style, const SquareCollisionScene& scene);
};

} // namespace lab
