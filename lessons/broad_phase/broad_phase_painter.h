// Unit B1's canvas: the area and its bodies, the grid's cells shaded by how many bodies they hold
// or the sweep's x intervals under the area, the candidate pairs and the hits in two colours, P
// (the body the student holds) and the frame's verdict. Every kind of mark is one batched call
// (drawRects, drawLines), so that 10,000 bodies paint within a frame.
#pragma once

#include "broad_phase_scene.h"

#include "core/canvas/scene_painter.h"

#include <QCoreApplication>
#include <QLineF>
#include <QRectF>

#include <array>
#include <vector>

namespace lab {

class BroadPhasePainter : public PainterOf<BroadPhaseScene> {
    Q_DECLARE_TR_FUNCTIONS(BroadPhasePainter)

public:
    void paintScene(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const BroadPhaseScene& scene) const override;
    SceneDescription describeScene(const BroadPhaseScene& scene) const override;

    // Bodies drawn as their own shapes up to this many; a crowd's circles are drawn as their boxes
    // beyond (a few pixels across, they look the same, and one call draws them all).
    static constexpr int kRoundBodies = 2000;
    // Bodies named by their number on the canvas up to this many (the sweep's fill-in).
    static constexpr int kNamedBodies = 12;

    // The verdict's words: the frame's hits, candidates and tests, without what a task holds back.
    static VerdictWords verdictText(const BroadPhaseScene& scene);

private:
    void paintGrid(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseFrame& f) const;
    void paintIntervals(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const;
    void paintBodies(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const;
    void paintPairs(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const;

    // Reused from paint to paint: painting allocates nothing once warmed up.
    mutable std::vector<QRectF> m_rects;
    mutable std::vector<QRectF> m_others;
    mutable std::vector<QLineF> m_lines;
    mutable std::array<std::vector<QRectF>, 3> m_shades; // the grid's cells by shade
    mutable std::vector<unsigned char> m_mark; // per body: 0 none, 1 candidate, 2 hit
};

} // namespace lab
