// The one label placer every painter uses. While the canvas paints, draw::label() and
// draw::headline() do not draw: they hand their text to the LabelPlacer of that painter, which
// places all of them at the end of the paint so that they keep clear of the handles, of each
// other, of the verdict lines and (where it can) of the axis tick labels, and stay inside the
// canvas. A label moved away from where its painter asked for it keeps a leader line to its point.
// On a crowded canvas (large text on a small one) a label takes the free spot nearest to its
// point anywhere on the canvas, and where none is free it steps down in size, to 70 % at most.
#pragma once

#include "canvas_style.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>
#include <utility>

class QPainter;

namespace lab {

struct PlacedLabel {
    QString text;
    QRectF rect; // where it is drawn, in canvas pixels (its background box)
    QPointF anchor; // the point it names (for a headline: its top-left corner)
    bool headline = false;
    bool moved = false; // drawn away from where the painter asked, with a leader line
    // A headline's words: the font and the rectangle they are wrapped into (empty for a label).
    QFont font;
    QRectF textRect;
    // A verdict plate's second tier: its smaller words under the main line, their font and rectangle.
    QString detail {};
    QFont detailFont {};
    QRectF detailRect {};
};

class LabelPlacer {
public:
    // Collects what is painted with `painter` until place(); `bounds` is the canvas rectangle.
    LabelPlacer(QPainter& painter, QRectF bounds, const CanvasStyle& style);
    ~LabelPlacer();
    LabelPlacer(const LabelPlacer&) = delete;
    LabelPlacer& operator=(const LabelPlacer&) = delete;

    // The placer collecting for `painter`, or null when none is (then labels draw at once).
    static LabelPlacer* current(const QPainter& painter);

    // A handle: no label covers it. An area (an inset): the labels added while the painter is
    // clipped to it are its own and stay inside it; every other label keeps out of it, also one
    // naming a point that lies under it. An axis tick label is an obstacle a label covers only
    // where no spot near its point or anywhere on the canvas is free of it.
    void addHandle(QRectF rect);
    void addArea(QRectF rect);
    void addTickLabel(QRectF rect);

    // A label naming `anchor` (canvas pixels); the painter's wish is its box's bottom-left
    // corner at anchor + offset. The larger labels are placed first (then in the order they
    // were added), in the painter's font of that moment (bold stays bold) at `scale` times the
    // style's label size. `fromTop`: the wish is the box's top-left corner at anchor + offset
    // (MathCalc's Text()).
    void addLabel(QPointF anchor, const QString& text, const QColor& color, QPointF offset, double scale = 1,
        bool fromTop = false);
    // A verdict line: stacked at the top of the canvas under the ones before it, wrapped to
    // the canvas width. `bottom` puts it in a stack at the bottom instead (a legend). On a small
    // canvas (large text) the verdict lines' text steps down (to 60 %) until all of them take
    // at most a third of its height.
    void addHeadline(const QString& text, const QColor& color, bool bottom = false);
    // The lesson's verdict: the first headline, on a plate bordered in its colour, with a mark
    // that says it without colour (a filled disc: collide; half: touch; a ring: apart; "?":
    // undecided). Two tiers: `text`, short, larger and bold; `detail` (the numbers, the reason)
    // below it at the label size. The plate is as wide as its words, at most 60 % of the canvas.
    void addVerdict(Verdict verdict, const QString& text, const QString& detail = {});

    // Places and draws everything collected; idempotent. Call before the handles are drawn.
    // `underLabels`, when given, draws what goes above the shapes and below the labels (the tick
    // labels), knowing where the labels went.
    void place(const std::function<void(const QList<PlacedLabel>&)>& underLabels = {});
    const QList<PlacedLabel>& placed() const { return m_placed; }
    // The handles and what painters asked to keep labels off.
    const QList<QRectF>& handles() const { return m_handles; }
    // The insets (addArea()).
    const QList<QRectF>& areas() const { return m_areas; }

    // The font and size of one label's box (background included), for a painter that must know.
    static QFont labelFont(const QFont& base, const CanvasStyle& style, double scale = 1);
    // How far down a canvas of `size` the verdict plate `text` over `detail` reaches when it is
    // the only headline, as place() wraps and sizes it: for a painter that puts a panel below it.
    static double verdictBottom(const QFont& base, const CanvasStyle& style, const QString& text,
        const QString& detail, QSizeF canvas);

private:
    struct Request {
        QFont font;
        QPointF anchor;
        QString text;
        QColor color;
        QPointF offset;
        bool headline = false;
        bool bottom = false;
        bool fromTop = false;
        int area = -1; // the area (index in m_areas) it belongs to, or -1: the canvas
        int verdict = -1; // a verdict plate: the Verdict, else -1
        QString detail {}; // a verdict plate's second tier
        QFont detailFont {};
    };
    // The area the painter is clipped to now (its clip is that area's rectangle), or -1.
    int clippedArea() const;
    QRectF boundsFor(int owner) const;
    struct Spot {
        QRectF rect;
        double cost = 0;
    };
    Spot bestRect(const Request& r, QRectF wish, QRectF bounds) const;
    // A label with its text measured at the requested size, at the origin.
    struct Sized {
        const Request* request;
        QRectF box;
    };
    // Where a label goes: the request as drawn (maybe smaller), where it asked, where it went.
    struct Fitted {
        Request request;
        QRectF wish;
        Spot spot;
    };
    void placeHeadlines();
    // The headlines in the boxes placeHeadlines() chose, at `scale`: to draw and as placed.
    void keepHeadlines(const QList<QRectF>& boxes, double scale);
    void placeLabels();
    // A placed label, drawn once every label has its place.
    struct Draw {
        QRectF rect;
        Request request;
        bool moved = false;
    };
    Fitted fit(const Sized& sized) const;
    double cost(const QRectF& rect, QRectF bounds, int owner) const;
    void drawLabel(const QRectF& rect, const Request& r, bool moved);
    void drawVerdict(const QRectF& rect, const Request& r);
    void coverTicks(const QRectF& box);
    // A plate's main line and its detail, inside the plate `rect`.
    static std::pair<QRectF, QRectF> plateRects(const QRectF& rect, const Request& r);

    QPainter& m_painter;
    QRectF m_bounds;
    CanvasStyle m_style;
    QList<QRectF> m_handles;
    QList<QRectF> m_areas;
    QList<QRectF> m_ticks;
    QList<Request> m_requests;
    QList<PlacedLabel> m_placed;
    QList<Draw> m_draws;
    LabelPlacer* m_previous = nullptr;
    bool m_done = false;
};

} // namespace lab
