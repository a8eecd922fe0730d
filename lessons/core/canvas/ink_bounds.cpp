#include "ink_bounds.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QSet>
#include <QTextItem>

#include <algorithm>
#include <cmath>
#include <functional>

namespace lab {

namespace {

// Keys are built by mixing in one value after another.
struct Key {
    size_t value = 0x9e3779b97f4a7c15ULL;
    template <typename T> Key& operator<<(const T& v)
    {
        value ^= std::hash<T> {}(v) + 0x9e3779b97f4a7c15ULL + (value << 6) + (value >> 2);
        return *this;
    }
    Key& operator<<(QPointF at) { return *this << at.x() << at.y(); }
    Key& operator<<(const QRectF& r) { return *this << r.x() << r.y() << r.width() << r.height(); }
};

} // namespace

// Every drawing becomes a rectangle in device pixels, widened by the pen (a miter join reaches
// a pen's width past the outline) and a pixel of antialiasing, cut to the clip's bounds, and a key
// of the drawing and the painter's state.
class InkBoundsEngine : public QPaintEngine {
public:
    InkBoundsEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {
    }

    const QList<InkMark>& marks() const { return m_marks; }

    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override { }
    Type type() const override { return QPaintEngine::User; }

    void drawPixmap(const QRectF& r, const QPixmap& pixmap, const QRectF& source) override
    {
        add(r, false, Key() << 1 << pixmap.cacheKey() << source);
    }
    void drawTiledPixmap(const QRectF& r, const QPixmap& pixmap, const QPointF& offset) override
    {
        add(r, false, Key() << 2 << pixmap.cacheKey() << offset);
    }
    void drawImage(
        const QRectF& r, const QImage& image, const QRectF& source, Qt::ImageConversionFlags) override
    {
        add(r, false, Key() << 3 << image.cacheKey() << source);
    }
    void drawPath(const QPainterPath& path) override
    {
        Key key;
        key << 4 << int(path.fillRule());
        for (int i = 0; i < path.elementCount(); ++i) {
            const QPainterPath::Element e = path.elementAt(i);
            key << int(e.type) << e.x << e.y;
        }
        add(path.controlPointRect(), true, key);
    }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override
    {
        Key key;
        key << 5 << int(mode);
        QRectF box;
        for (int i = 0; i < count; ++i) {
            key << points[i];
            box = i == 0 ? QRectF(points[i], QSizeF()) : box.united(QRectF(points[i], QSizeF()));
        }
        add(box, true, key);
    }
    void drawPolygon(const QPoint* points, int count, PolygonDrawMode mode) override
    {
        QList<QPointF> exact(points, points + count);
        drawPolygon(exact.constData(), count, mode);
    }
    void drawPoints(const QPointF* points, int count) override { drawPolygon(points, count, PolylineMode); }
    void drawPoints(const QPoint* points, int count) override { drawPolygon(points, count, PolylineMode); }
    void drawLines(const QLineF* lines, int count) override
    {
        for (int i = 0; i < count; ++i)
            addSegment(lines[i], Key() << 6 << lines[i].p1() << lines[i].p2());
    }
    void drawLines(const QLine* lines, int count) override
    {
        for (int i = 0; i < count; ++i)
            drawLines(std::array { QLineF(lines[i]) }.data(), 1);
    }
    void drawRects(const QRectF* rects, int count) override
    {
        for (int i = 0; i < count; ++i)
            add(rects[i].normalized(), true, Key() << 7 << rects[i]);
    }
    void drawRects(const QRect* rects, int count) override
    {
        for (int i = 0; i < count; ++i)
            drawRects(std::array { QRectF(rects[i]) }.data(), 1);
    }
    void drawEllipse(const QRectF& r) override { add(r.normalized(), true, Key() << 8 << r); }
    void drawEllipse(const QRect& r) override { drawEllipse(QRectF(r)); }
    void drawTextItem(const QPointF& at, const QTextItem& item) override
    {
        // Glyphs may reach past their advance (italics, accents): a fifth of the line each side.
        const double height = item.ascent() + item.descent();
        const QRectF box = QRectF(at.x(), at.y() - item.ascent(), item.width(), height)
                               .adjusted(-height / 5, -2, height / 5, 2);
        add(box, false,
            Key() << 9 << at << item.text() << item.font().key() << int(item.renderFlags()) << item.width());
    }

private:
    // A line as the rectangles of its pieces: a slanted line across the canvas (a ray, a line
    // through two points) changes a band along it, not the rectangle it spans.
    void addSegment(const QLineF& line, const Key& key)
    {
        const QLineF device = painter()->combinedTransform().map(line);
        const int pieces = std::clamp(int(device.length() / kPieceLength), 1, 256);
        const double dx = std::abs(device.dx());
        const double dy = std::abs(device.dy());
        if (pieces == 1 || dx < kPieceLength || dy < kPieceLength) { // short, or level or upright
            add(QRectF(line.p1(), line.p2()).normalized(), true, key);
            return;
        }
        for (int k = 0; k < pieces; ++k) {
            const QPointF from = line.pointAt(double(k) / pieces);
            const QPointF to = line.pointAt(double(k + 1) / pieces);
            add(QRectF(from, to).normalized(), true, key);
        }
    }

    static constexpr double kPieceLength = 96; // device pixels

    void add(QRectF r, bool stroked, Key key)
    {
        const QPainter* p = painter();
        const QTransform transform = p->combinedTransform();
        const QPen& pen = p->pen();
        const bool penned = stroked && pen.style() != Qt::NoPen;
        const double width = penned ? std::max(1.0, pen.widthF()) : 0;
        // A cosmetic pen's width is in device pixels: widen after the transform.
        if (penned && !pen.isCosmetic())
            r.adjust(-width, -width, width, width);
        r = transform.mapRect(r);
        if (penned && pen.isCosmetic())
            r.adjust(-width, -width, width, width);
        r.adjust(-1, -1, 1, 1); // antialiasing
        if (p->hasClipping())
            r &= transform.mapRect(p->clipBoundingRect());
        if (r.isEmpty())
            return;
        key << transform.m11() << transform.m12() << transform.m21() << transform.m22() << transform.dx()
            << transform.dy() << p->opacity() << int(p->compositionMode()) << int(p->renderHints());
        if (penned) {
            key << pen.color().rgba() << pen.widthF() << int(pen.style()) << int(pen.capStyle())
                << int(pen.joinStyle()) << pen.dashOffset() << pen.isCosmetic() << pen.brush().style();
            for (const qreal dash : pen.dashPattern())
                key << dash;
        }
        const QBrush& brush = stroked ? p->brush() : pen.brush(); // text is drawn with the pen
        key << int(brush.style()) << brush.color().rgba() << brush.texture().cacheKey();
        if (const QGradient* gradient = brush.gradient()) {
            for (const auto& [at, colour] : gradient->stops())
                key << at << colour.rgba();
        }
        if (p->hasClipping())
            key << p->clipBoundingRect();
        m_marks.append({ r, key.value });
    }

    QList<InkMark> m_marks;
};

InkBounds::InkBounds(QSize size)
    : m_size(size)
    , m_engine(std::make_unique<InkBoundsEngine>())
{
}

InkBounds::~InkBounds() = default;

QPaintEngine* InkBounds::paintEngine() const
{
    return m_engine.get();
}

const QList<InkMark>& InkBounds::marks() const
{
    return m_engine->marks();
}

int InkBounds::metric(PaintDeviceMetric metric) const
{
    // As an image of this size would answer: the canvas paints into one (the window's backing
    // store), and fonts given in points are sized by the device's resolution.
    static const QImage probe(1, 1, QImage::Format_RGB32);
    switch (metric) {
    case PdmWidth: return m_size.width();
    case PdmHeight: return m_size.height();
    case PdmWidthMM: return qRound(m_size.width() * 1000.0 / probe.dotsPerMeterX());
    case PdmHeightMM: return qRound(m_size.height() * 1000.0 / probe.dotsPerMeterY());
    case PdmNumColors: return 0;
    case PdmDepth: return 32;
    case PdmDpiX:
    case PdmPhysicalDpiX: return qRound(probe.dotsPerMeterX() * 0.0254);
    case PdmDpiY:
    case PdmPhysicalDpiY: return qRound(probe.dotsPerMeterY() * 0.0254);
    case PdmDevicePixelRatio: return 1;
    case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
    }
    return 0;
}

QRegion inkChange(const QList<InkMark>& before, const QList<InkMark>& after, int tile)
{
    QSet<size_t> kept;
    for (const InkMark& mark : before)
        kept.insert(mark.key);
    QSet<size_t> drawn;
    QList<QRect> changed;
    for (const InkMark& mark : after) {
        drawn.insert(mark.key);
        if (!kept.contains(mark.key))
            changed.append(mark.rect.toAlignedRect());
    }
    for (const InkMark& mark : before) {
        if (!drawn.contains(mark.key))
            changed.append(mark.rect.toAlignedRect());
    }
    // On whole tiles: a few bands of rectangles, not one per slanted stroke's row (a clip of
    // hundreds of rectangles costs the painter more than the pixels it saves).
    QRegion tiles;
    const auto down = [tile](int v) { return int(std::floor(double(v) / tile)) * tile; };
    const auto up = [tile](int v) { return int(std::ceil(double(v) / tile)) * tile; };
    for (const QRect& r : changed)
        tiles += QRect(
            QPoint(down(r.left()), down(r.top())), QPoint(up(r.right() + 1) - 1, up(r.bottom() + 1) - 1));
    return tiles;
}

} // namespace lab
