// Painting a scene in world coordinates, and the small drawing vocabulary lessons share.
#pragma once

#include "canvas_style.h"
#include "core/model/numbers.h"
#include "viewport.h"

#include <QString>
#include <QStringList>

#include <functional>

class QPainter;
class QPolygonF;

namespace lab {

class LessonScene;

// A verdict in two tiers: `main`, short ("Apart", "Hit at t = 0.857"), and `detail`, the numbers
// and the reason, smaller below it on the plate.
struct VerdictWords {
    QString main {};
    QString detail {};
    // Both as one sentence, for a screen reader ("Hit; t_enter = 0.5, t_exit = 0.8").
    QString sentence() const;
};

// What the canvas shows, in words for a screen reader, in the current language: one sentence per
// shape with its values ("Circle 1: centre (3, 4), radius 2.") and the verdict ("They collide:
// D² = 20 ≤ (r1 + r2)² = 25."), the same numbers the canvas draws.
struct SceneDescription {
    QStringList shapes;
    QString verdict;
};

class ScenePainter {
public:
    virtual ~ScenePainter() = default;
    // Paints the scene's shapes and intermediate quantities; grid, axes and handles are the
    // canvas's. `painter` has no transform: use the viewport to map world points.
    virtual void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const LessonScene& scene) const = 0;
    // The same picture in words (the canvas's accessible text). Every lesson says its shapes and
    // its verdict; the default says nothing.
    virtual SceneDescription describe(const LessonScene& scene) const;
};

// A unit's painter, typed by its scene (see LessonOf).
template <class Scene> class PainterOf : public ScenePainter {
public:
    void paint(QPainter& painter, const Viewport& view, const CanvasStyle& style,
        const LessonScene& scene) const final
    {
        paintScene(painter, view, style, own(scene));
    }
    SceneDescription describe(const LessonScene& scene) const final { return describeScene(own(scene)); }

protected:
    virtual void paintScene(
        QPainter& painter, const Viewport& view, const CanvasStyle& style, const Scene& scene) const = 0;
    virtual SceneDescription describeScene(const Scene& scene) const = 0;

private:
    static const Scene& own(const LessonScene& scene)
    {
        Q_ASSERT(dynamic_cast<const Scene*>(&scene));
        return static_cast<const Scene&>(scene);
    }
};

namespace draw {

// The whole infinite line through `point` along `direction`, clipped to the view.
void infiniteLine(QPainter& p, const Viewport& view, QPointF point, QPointF direction);
void segment(QPainter& p, const Viewport& view, QPointF from, QPointF to);
void arrow(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF from, QPointF to);
// Outlines (or fills, with the painter's brush) in world coordinates.
void circle(QPainter& p, const Viewport& view, QPointF center, double radius);
void rect(QPainter& p, const Viewport& view, QRectF worldRect);
// A closed polygon in canvas pixels: filled with the painter's brush, outlined with its pen (a
// dashed pen is drawn as its dashes, without Qt's slow path stroker, as circle() and rect() do;
// a solid pen around a smooth outline, an ellipse of many corners, as the filled ring it covers).
// A large outline of many corners in plain colours goes through stampedMoving(): a dragged
// ellipse is the same drawing elsewhere.
void polygon(QPainter& p, const QPolygonF& pixels);
void dot(QPainter& p, const Viewport& view, QPointF at, double radiusPixels, const QColor& fill);
// A text label next to a world point, on a translucent background so it stays readable. The
// canvas's LabelPlacer (label_placer.h) places it at the end of the paint: where the offset
// asks when that spot is free, else nearby with a leader line; never over a handle or a label.
void label(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, const QString& text,
    const QColor& color, QPointF offsetPixels = { 8, -8 });
// A text naming a world point with its top-left corner there (plus the offset), as MathCalc's
// Text() places it, `scale` times the label size in the painter's font (bold stays bold);
// placed like a label.
void textAt(QPainter& p, const Viewport& view, const CanvasStyle& style, QPointF at, const QString& text,
    const QColor& color, double scale = 1, QPointF offsetPixels = {});
// A verdict line at the top of the canvas, below the ones painted before it, wrapped to the
// canvas width. A legend goes in a stack at the bottom.
void headline(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text, const QColor& color);
void legend(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const QString& text, const QColor& color);
// The lesson's verdict, the one component every lesson shows it with: a plate first at the top of
// the canvas, in the verdict's colour and with its mark (canvas_style.h, Verdict), its main line
// over its detail. While a task holds the verdict back (LessonScene::holds(kHeldVerdict)) the
// plate says "?" and asks for the student's answer instead.
void verdict(QPainter& p, const Viewport& view, const CanvasStyle& style, const LessonScene& scene,
    Verdict verdict, const VerdictWords& words);
// What the verdict plate says while a task holds the verdict back, in the current language, and
// the same as one sentence (for a screen reader).
VerdictWords heldVerdict();
QString heldVerdictText();
// A part of the canvas (an inset, in pixels) that labels keep out of, except the labels the
// painter adds while it is clipped to exactly that part: those are the inset's and stay in it.
void keepClear(QPainter& p, QRectF pixels);
// Something drawn that no label may cover (a grip the painter draws itself, a fixed caption).
void keepLabelsOff(QPainter& p, QRectF pixels);
// Draws what `paint` draws with `p` (in canvas pixels, within `pixels`). What is drawn the same
// twice under the same `key` (which must name everything the drawing depends on) is
// drawn once into an image and stamped from then on, pixel for pixel the same: a shape that is
// not dragged costs a copy. Only for a plain painter (no transform, clip or opacity, pixel ratio
// 1); anything else is painted as it comes. Bounded.
void stamped(
    QPainter& p, const QRectF& pixels, const QString& key, const std::function<void(QPainter&)>& paint);
// As stamped(), for a drawing that moves (a dragged car): `key` names the drawing as seen from
// `origin` (its shape and colours, not where it is), and its stamp serves wherever the drawing is
// moved by whole pixels, the origin's place within its pixel kept to a quarter of a device pixel.
void stampedMoving(QPainter& p, QPointF origin, const QRectF& pixels, const QString& key,
    const std::function<void(QPainter&)>& paint);
// How many stamps this thread has drawn (stamped(), stampedMoving(), polygon()): for tests.
int stampsMade();
// Clauses joined into one sentence for a screen reader ("; " in English, "。" in Japanese).
QString clauses(const QStringList& parts);

} // namespace draw

} // namespace lab
