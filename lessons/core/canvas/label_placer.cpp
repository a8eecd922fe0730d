#include "label_placer.h"

#include "label_text.h"

#include "core/model/line_breaks.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QStaticText>

#include <algorithm>
#include <cmath>

namespace lab {

using namespace label_text;

namespace {

thread_local LabelPlacer* t_current = nullptr;

constexpr double kMargin = 12; // headlines keep this far from the canvas's left and right edges
constexpr double kEdge = 2; // labels keep this far inside their bounds
constexpr double kHardCost = 100; // a placement covering a handle, a label or an edge
// A placement covering an axis tick label: more than any distance on a canvas, less than a hard
// obstacle, so a label covers a number only where no spot anywhere is free of numbers.
constexpr double kTickCost = 20;
constexpr double kFreeCost = 0.001; // a placement this cheap is where the painter asked, all clear

double area(const QRectF& r)
{
    return std::max(0.0, r.width()) * std::max(0.0, r.height());
}

double overlap(const QRectF& a, const QRectF& b)
{
    return area(a.intersected(b));
}

// `rect` shifted (not shrunk) to lie inside `bounds` where it fits.
QRectF shiftedInside(QRectF rect, const QRectF& bounds)
{
    if (rect.right() > bounds.right())
        rect.moveRight(bounds.right());
    if (rect.left() < bounds.left())
        rect.moveLeft(bounds.left());
    if (rect.bottom() > bounds.bottom())
        rect.moveBottom(bounds.bottom());
    if (rect.top() < bounds.top())
        rect.moveTop(bounds.top());
    return rect;
}

// The point of `rect`'s outline nearest `p` (p itself when inside).
QPointF nearestOn(const QRectF& rect, QPointF p)
{
    return { std::clamp(p.x(), rect.left(), rect.right()), std::clamp(p.y(), rect.top(), rect.bottom()) };
}

} // namespace

LabelPlacer::LabelPlacer(QPainter& painter, QRectF bounds, const CanvasStyle& style)
    : m_painter(painter)
    , m_bounds(bounds)
    , m_style(style)
    , m_previous(t_current)
{
    t_current = this;
}

LabelPlacer::~LabelPlacer()
{
    place();
    t_current = m_previous;
}

LabelPlacer* LabelPlacer::current(const QPainter& painter)
{
    for (LabelPlacer* p = t_current; p; p = p->m_previous) {
        if (&p->m_painter == &painter)
            return p->m_done ? nullptr : p;
    }
    return nullptr;
}

QFont LabelPlacer::labelFont(const QFont& base, const CanvasStyle& style, double scale)
{
    QFont font = base;
    font.setPointSizeF(style.labelPointSize * scale);
    return font;
}

namespace {

// True when a line's longest word is wider than all the room the stack gives it at `scale`.
bool wordTooLong(const QList<HeadLine>& lines, double width, double scale)
{
    return std::any_of(lines.begin(), lines.end(), [&](const HeadLine& line) {
        const HeadSize words = headSize(line, width, scale);
        return words.size.width() > words.wrap + 0.5;
    });
}

} // namespace

double LabelPlacer::verdictBottom(
    const QFont& base, const CanvasStyle& style, const QString& text, const QString& detail, QSizeF canvas)
{
    const double wrap = std::max(40.0, canvas.width() - 2 * kMargin);
    QFont font = labelFont(base, style, 1.25);
    font.setBold(true);
    const QList<HeadLine> lines { { font, phrased(text), markWidth(font), labelFont(base, style),
        phrased(detail), kPlateShare * canvas.width() } };
    return 8 + stackHeight(lines, wrap, headlineScale(lines, wrap, canvas.height())) - 3;
}

void LabelPlacer::addHandle(QRectF rect)
{
    m_handles.append(rect);
}

void LabelPlacer::addArea(QRectF rect)
{
    m_areas.append(rect.normalized());
}

void LabelPlacer::addTickLabel(QRectF rect)
{
    m_ticks.append(rect);
}

void LabelPlacer::addLabel(
    QPointF anchor, const QString& text, const QColor& color, QPointF offset, double scale, bool fromTop)
{
    if (!text.isEmpty())
        m_requests.append({ labelFont(m_painter.font(), m_style, scale), anchor, text, color, offset, false,
            false, fromTop, clippedArea() });
}

void LabelPlacer::addHeadline(const QString& text, const QColor& color, bool bottom)
{
    if (!text.isEmpty())
        m_requests.append(
            { labelFont(m_painter.font(), m_style), {}, phrased(text), color, {}, true, bottom, false });
}

void LabelPlacer::addVerdict(Verdict verdict, const QString& text, const QString& detail)
{
    if (text.isEmpty() && detail.isEmpty())
        return;
    QFont font = labelFont(m_painter.font(), m_style, 1.25);
    font.setBold(true);
    Request r { font, {}, phrased(text.isEmpty() ? detail : text), m_style.verdictColor(verdict), {}, true,
        false, false };
    r.verdict = int(verdict);
    if (!text.isEmpty())
        r.detail = phrased(detail);
    r.detailFont = labelFont(m_painter.font(), m_style);
    // The verdict comes first, above any other headline, whenever the painter names it.
    m_requests.prepend(r);
}

int LabelPlacer::clippedArea() const
{
    if (!m_painter.hasClipping())
        return -1;
    const QRectF clip = m_painter.transform().mapRect(m_painter.clipBoundingRect());
    for (int i = 0; i < m_areas.size(); ++i) {
        const QRectF& a = m_areas[i];
        if (std::abs(clip.left() - a.left()) < 1 && std::abs(clip.top() - a.top()) < 1
            && std::abs(clip.right() - a.right()) < 1 && std::abs(clip.bottom() - a.bottom()) < 1)
            return i;
    }
    return -1;
}

QRectF LabelPlacer::boundsFor(int owner) const
{
    const QRectF bounds = owner >= 0 ? m_areas[owner] : m_bounds;
    return bounds.adjusted(kEdge, kEdge, -kEdge, -kEdge);
}

double LabelPlacer::cost(const QRectF& rect, QRectF bounds, int owner) const
{
    const double size = std::max(1.0, area(rect));
    double hard = area(rect) - overlap(rect, bounds); // outside its bounds
    for (const PlacedLabel& placed : m_placed)
        hard += overlap(rect, placed.rect);
    for (const QRectF& handle : m_handles)
        hard += overlap(rect, handle);
    for (int i = 0; i < m_areas.size(); ++i) {
        if (i != owner)
            hard += overlap(rect, m_areas[i]);
    }
    double ticks = 0;
    for (const QRectF& tick : m_ticks)
        ticks += overlap(rect, tick);
    // Any cover of a handle or label costs more than every tick cover together, and any tick
    // cover more than every distance.
    return (hard > 0.5 ? kHardCost + kHardCost * hard / size : 0.0)
        + (ticks > 0.5 ? kTickCost + kTickCost * std::min(1.0, ticks / size) : 0.0);
}

LabelPlacer::Spot LabelPlacer::bestRect(const Request& r, QRectF wish, QRectF bounds) const
{
    const QSizeF size = wish.size();
    QRectF best = shiftedInside(wish, bounds);
    double bestCost = cost(best, bounds, r.area) + QLineF(best.center(), wish.center()).length() * 0.004;
    if (bestCost < kFreeCost)
        return { best, bestCost };
    // Around the point: eight directions, stepping out ring by ring; a label keeps near what it names.
    static const QPointF kDirections[]
        = { { 1, -1 }, { -1, -1 }, { 1, 1 }, { -1, 1 }, { 0, -1 }, { 0, 1 }, { 1, 0 }, { -1, 0 } };
    const double step = std::max(8.0, size.height() * 0.6);
    for (int ring = 0; ring < 6; ++ring) {
        const double gap = 4 + ring * step;
        for (const QPointF& d : kDirections) {
            const QPointF center
                = r.anchor + QPointF(d.x() * (size.width() / 2 + gap), d.y() * (size.height() / 2 + gap));
            QRectF candidate(QPointF(), size);
            candidate.moveCenter(center);
            candidate = shiftedInside(candidate, bounds);
            const double c = cost(candidate, bounds, r.area)
                + QLineF(candidate.center(), wish.center()).length() * 0.004;
            if (c < bestCost) {
                best = candidate;
                bestCost = c;
            }
        }
        if (bestCost < kTickCost) // free of every obstacle: no need to go further out
            return { best, bestCost };
    }
    // Crowded round the point (large text on a small canvas, or numbers all round): the free
    // spot nearest to it anywhere in its bounds, with a leader line.
    const double grid = std::max(6.0, size.height() / 2);
    for (double y = bounds.top(); y + size.height() <= bounds.bottom(); y += grid) {
        for (double x = bounds.left(); x + size.width() <= bounds.right(); x += grid) {
            const QRectF candidate(QPointF(x, y), size);
            const double c = cost(candidate, bounds, r.area)
                + QLineF(candidate.center(), wish.center()).length() * 0.004;
            if (c < bestCost) {
                best = candidate;
                bestCost = c;
            }
        }
    }
    return { best, bestCost };
}

void LabelPlacer::place(const std::function<void(const QList<PlacedLabel>&)>& underLabels)
{
    if (m_done)
        return;
    m_done = true;
    m_painter.save();
    m_painter.resetTransform();
    m_painter.setClipping(false);
    placeHeadlines();
    placeLabels();
    if (underLabels) {
        m_painter.save();
        underLabels(m_placed);
        m_painter.restore();
    }
    // The axis numbers under every verdict line first: covered later, one under a tall plate would
    // be painted over the plate's words by the line below it.
    for (const Draw& d : std::as_const(m_draws)) {
        if (d.request.headline)
            coverTicks(d.rect);
    }
    for (const Draw& d : std::as_const(m_draws))
        drawLabel(d.rect, d.request, d.moved);
    m_draws.clear();
    m_painter.restore();
}

// Headlines have fixed places, stacked at the top (or the bottom) of the canvas, and step down in
// size together until they take at most a third of its height. Where that covers a handle (a
// chart a painter keeps labels off, an inset), they step down further, to 60 %, or the top stack moves to
// the bottom, until none is covered; else they keep the place that covers fewest.
void LabelPlacer::placeHeadlines()
{
    const double width = std::max(40.0, m_bounds.width() - 2 * kMargin);
    QList<HeadLine> lines;
    QList<bool> bottoms;
    for (const Request& r : std::as_const(m_requests)) {
        if (r.headline) {
            const bool plate = r.verdict >= 0;
            lines.append({ r.font, r.text, plate ? markWidth(r.font) : 0, r.detailFont, r.detail,
                plate ? kPlateShare * m_bounds.width() : 0 });
            bottoms.append(r.bottom);
        }
    }
    if (lines.isEmpty())
        return;
    const auto boxesAt = [&](double scale, bool down) {
        QList<QRectF> boxes;
        double top = m_bounds.top() + 8;
        double bottom = m_bounds.bottom() - 8;
        for (const HeadLine& line : std::as_const(lines)) {
            const double mark = markAt(line, scale); // drawVerdict()'s
            const HeadSize words = headSize(line, width, scale);
            // Two pixels to spare: drawn a fraction wider than measured, the last word wrapped
            // onto a line the box had no room for ("the circles are" for "... are apart").
            QRectF box(0, 0, std::min(std::ceil(words.size.width()) + 2, words.wrap), words.size.height());
            box.adjust(-kPadX - mark, -kPadY, kPadX, kPadY);
            if (bottoms[boxes.size()]) {
                box.moveBottomLeft({ m_bounds.left() + kMargin, bottom });
                bottom = box.top() - 3;
            } else {
                box.moveTopLeft({ m_bounds.left() + kMargin, top });
                top = box.bottom() + 3;
            }
            boxes.append(box);
        }
        for (int i = 0; down && i < boxes.size(); ++i) {
            if (!bottoms[i]) // the top stack's last line onto the bottom one's first
                boxes[i].translate(0, bottom - top + 3);
        }
        return boxes;
    };
    const auto covered = [this](const QList<QRectF>& boxes) {
        int count = 0;
        for (const QRectF& box : boxes) {
            for (const QRectF& handle : std::as_const(m_handles))
                count += overlap(box, handle) > 0.5 ? 1 : 0;
            for (const QRectF& inset : std::as_const(m_areas))
                count += overlap(box, inset) > 0.5 ? 1 : 0;
        }
        return count;
    };
    double fit = headlineScale(lines, width, m_bounds.height());
    // A word longer than a narrow canvas is wide ("intersecting" at 200 % text): smaller, down to
    // half, until every line is inside the canvas.
    while (fit > 0.5 && wordTooLong(lines, width, fit))
        fit -= 0.05;
    double scale = fit;
    QList<QRectF> boxes = boxesAt(fit, false);
    if (const QList<QRectF> down = boxesAt(fit, true); covered(down) < covered(boxes))
        boxes = down;
    // The same steps as headlineScale(), from where it stopped down to 60 %.
    for (int step = qRound((1 - fit) / 0.05); step <= 8 && covered(boxes) > 0; ++step) {
        for (const bool down : { false, true }) {
            const double s = 1 - 0.05 * step;
            if (const QList<QRectF> tried = boxesAt(s, down); covered(tried) == 0 && covered(boxes) > 0) {
                boxes = tried;
                scale = s;
            }
        }
    }
    keepHeadlines(boxes, scale);
}

void LabelPlacer::keepHeadlines(const QList<QRectF>& boxes, double scale)
{
    int n = 0;
    for (const Request& request : std::as_const(m_requests)) {
        if (!request.headline)
            continue;
        Request r = request;
        r.font = scaledFont(r.font, scale);
        r.detailFont = scaledFont(r.detailFont, scale); // drawn as measured: both tiers step down
        const QRectF& box = boxes[n++];
        m_draws.append({ box, r, false });
        const auto [main, detail] = plateRects(box, r);
        m_placed.append(
            { r.text, box, box.topLeft(), true, false, r.font, main, r.detail, r.detailFont, detail });
    }
}

// The larger labels first (a verdict written at a point, a coordinate pair): they are the hardest
// to fit, and a short name moves more easily around them. Each text is measured once here (a
// lookup by font and text is not free), then sorted.
void LabelPlacer::placeLabels()
{
    QList<Sized> labels;
    for (const Request& r : std::as_const(m_requests)) {
        if (!r.headline)
            labels.append({ &r, measured(r.font, Qt::AlignLeft | Qt::AlignTop, r.text) });
    }
    const auto size = [](const Sized& s) { return s.box.width() * s.box.height(); };
    std::stable_sort(
        labels.begin(), labels.end(), [&](const Sized& a, const Sized& b) { return size(a) > size(b); });
    for (const Sized& sized : std::as_const(labels)) {
        const Request& r = *sized.request;
        if (!m_bounds.adjusted(-1, -1, 1, 1).contains(r.anchor))
            continue; // a point off the canvas has nothing to name
        const Fitted fitted = fit(sized);
        const QRectF rect = fitted.spot.rect;
        const bool moved = QLineF(rect.center(), fitted.wish.center()).length() > 3
            && !rect.adjusted(-3, -3, 3, 3).contains(r.anchor);
        m_draws.append({ rect, fitted.request, moved });
        m_placed.append({ r.text, rect, r.anchor, false, moved, {}, {} });
    }
}

// Where one label goes: where it asked, else the best free spot; where nothing is free even with
// a leader line, the label steps down in size (to 85 %, 70 %, then 55 %).
LabelPlacer::Fitted LabelPlacer::fit(const Sized& sized) const
{
    const Request& r = *sized.request;
    Fitted best;
    for (const double shrink : { 1.0, 0.85, 0.7, 0.55 }) {
        Request tried = r;
        QRectF box = sized.box;
        if (shrink < 1) {
            tried.font.setPointSizeF(r.font.pointSizeF() * shrink);
            box = measured(tried.font, Qt::AlignLeft | Qt::AlignTop, r.text);
        }
        QRectF wish = box;
        if (r.fromTop)
            wish.moveTopLeft(r.anchor + r.offset);
        else
            wish.moveBottomLeft(r.anchor + r.offset);
        wish.adjust(-kPadX, -kPadY, kPadX, kPadY);
        const Spot spot = bestRect(tried, wish, boundsFor(r.area));
        if (shrink == 1.0 || spot.cost < best.spot.cost)
            best = { tried, wish, spot };
        if (best.spot.cost < kTickCost)
            break;
    }
    return best;
}

void LabelPlacer::drawVerdict(const QRectF& rect, const Request& r)
{
    const double mark = markWidth(r.font);
    m_painter.setPen(QPen(r.color, m_style.projector ? 3 : 2));
    m_painter.setBrush(m_style.background);
    m_painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4);
    // The mark: the verdict without colour.
    const double d = mark * 0.62;
    const QRectF disc(rect.left() + kPadX + (mark - d) / 2 - 2,
        rect.top() + kPadY + (QFontMetricsF(r.font).height() - d) / 2, d, d);
    m_painter.setPen(QPen(r.color, std::max(1.5, d / 7)));
    switch (Verdict(r.verdict)) {
    case Verdict::Collide:
        m_painter.setBrush(r.color);
        m_painter.drawEllipse(disc);
        break;
    case Verdict::Touch:
        m_painter.setBrush(Qt::NoBrush);
        m_painter.drawEllipse(disc);
        m_painter.setBrush(r.color);
        m_painter.drawPie(disc, 90 * 16, 180 * 16);
        break;
    case Verdict::Apart:
        m_painter.setBrush(Qt::NoBrush);
        m_painter.drawEllipse(disc);
        break;
    case Verdict::Undecided:
        m_painter.setFont(r.font);
        m_painter.drawText(disc, Qt::AlignCenter, QStringLiteral("?"));
        break;
    }
    const auto [main, detail] = plateRects(rect, r);
    m_painter.setPen(r.color);
    m_painter.setFont(r.font);
    m_painter.drawText(main, kWrap, r.text);
    if (!r.detail.isEmpty()) {
        m_painter.setPen(m_style.text);
        m_painter.setFont(r.detailFont);
        m_painter.drawText(detail, kWrap, r.detail);
    }
}

// An axis number a verdict line lies on or beside is covered whole: half of it showing past the
// line's box read as part of the line ("当たり60").
void LabelPlacer::coverTicks(const QRectF& box)
{
    for (const QRectF& tick : std::as_const(m_ticks)) {
        if (tick.adjusted(-6, -3, 6, 3).intersects(box))
            m_painter.fillRect(tick.adjusted(-1, -1, 1, 1), m_style.background);
    }
}

std::pair<QRectF, QRectF> LabelPlacer::plateRects(const QRectF& rect, const Request& r)
{
    const double mark = r.verdict >= 0 ? markWidth(r.font) : 0; // drawVerdict()'s
    QRectF main = rect.adjusted(kPadX + mark, kPadY, -kPadX, -kPadY);
    if (r.detail.isEmpty())
        return { main, {} };
    QRectF detail = main;
    main.setHeight(measured(r.font, kWrap, r.text, main.width(), 100000).height());
    detail.setTop(main.bottom());
    return { main, detail };
}

void LabelPlacer::drawLabel(const QRectF& rect, const Request& r, bool moved)
{
    if (r.verdict >= 0) {
        drawVerdict(rect, r);
        return;
    }
    if (moved) {
        QColor line = r.color;
        line.setAlpha(190);
        m_painter.setPen(QPen(line, m_style.projector ? 2 : 1.2));
        m_painter.drawLine(QLineF(r.anchor, nearestOn(rect, r.anchor)));
        m_painter.setPen(Qt::NoPen);
        m_painter.setBrush(line);
        m_painter.drawEllipse(r.anchor, 2.0, 2.0);
    }
    QColor back = m_style.background;
    // A verdict line is opaque: the axis numbers it may lie on would show through its words.
    back.setAlpha(r.headline ? 255 : 210);
    m_painter.setPen(Qt::NoPen);
    m_painter.setBrush(back);
    m_painter.drawRoundedRect(rect, 3, 3);
    m_painter.setPen(r.color);
    m_painter.setFont(r.font);
    if (r.headline) {
        m_painter.drawText(rect.adjusted(kPadX, kPadY, -kPadX, -kPadY), kWrap, r.text);
    } else if (r.text.contains(QLatin1Char('\n'))) {
        m_painter.drawText(rect, Qt::AlignCenter, r.text);
    } else { // one line, shaped once: centred in its box as drawText(rect, Qt::AlignCenter) does
        const QStaticText& text = staticText(r.font, r.text);
        const QRectF box = measured(r.font, Qt::AlignLeft | Qt::AlignTop, r.text);
        m_painter.drawStaticText(
            QPointF(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2), text);
    }
}

} // namespace lab
