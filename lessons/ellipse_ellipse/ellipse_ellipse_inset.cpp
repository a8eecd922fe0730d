#include "ellipse_ellipse_inset.h"

#include "ellipse_ellipse_scene.h"
#include "ellipse_ellipse_words.h"

#include "core/canvas/scene_painter.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "shared/ellipse_outline.h"

#include <geometry/numeric.h>

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using Scene = EllipseEllipseScene;
using Result = geometry::EllipseTextbookResult;

// Ellipse 1 in shape group 2, ellipse 2 (the unit circle here) in group 0, as on the canvas.
constexpr int kGroupOne = 2;
constexpr int kGroupTwo = 0;

// Text at a screen point on a translucent plate.
void screenText(QPainter& p, const CanvasStyle& style, double pointSize, QPointF at, const QString& text,
    const QColor& color, bool bold)
{
    QFont font = p.font();
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    p.setFont(font);
    const QFontMetricsF fm(font);
    const QRectF box(at.x() - 3, at.y() - fm.ascent() - 2, fm.horizontalAdvance(text) + 6, fm.height() + 4);
    QColor plate = style.background;
    plate.setAlpha(200);
    p.setPen(Qt::NoPen);
    p.setBrush(plate);
    p.drawRect(box);
    p.setPen(color);
    p.drawText(at, text);
    draw::keepLabelsOff(p, box);
}

// The caption: its title (bold), E, a and b, and the deciding case (bold), in the label size when
// every line fits the room's width and all of them its height, else smaller, down to 40 %. E and
// a, b share a line when that fits too.
double captionHeight(const QFontMetricsF& fm, qsizetype lines)
{
    return double(lines) * fm.height() * 1.15 + 8;
}

struct Caption {
    QStringList lines;
    double pointSize;
};

Caption fitCaption(const QFont& base, double pointSize, QSizeF room, const QStringList& parts)
{
    const auto fits = [&](const QStringList& lines, double size) {
        QFont plain = base;
        plain.setPointSizeF(size);
        QFont bold = plain;
        bold.setBold(true);
        const QFontMetricsF fp(plain);
        const QFontMetricsF fb(bold);
        double w = 0;
        for (qsizetype i = 0; i < lines.size(); ++i)
            w = std::max(w, (i == 0 || i + 1 == lines.size() ? fb : fp).horizontalAdvance(lines[i]));
        return w <= room.width() && captionHeight(fp, lines.size()) <= room.height();
    };
    const QStringList joined { parts[0], parts[1] + QStringLiteral(", ") + parts[2], parts[3] };
    for (const QStringList& lines : { joined, parts }) {
        for (int step = 0; step <= 12; ++step) {
            if (fits(lines, pointSize * (1 - 0.05 * step)))
                return { lines, pointSize * (1 - 0.05 * step) };
        }
    }
    return { parts, pointSize * 0.4 };
}

// Where the inset sits: the lower right of the canvas; empty when the canvas is too small.
QRectF insetFrame(const Viewport& view)
{
    const QSizeF size = view.size();
    const double margin = 10;
    const double height = size.height() * 0.48 - margin;
    const double width = std::min(size.width() - 2 * margin, height * 1.5);
    const QRectF frame(size.width() - margin - width, size.height() - margin - height, width, height);
    return frame.width() < 80 || frame.height() < 80 ? QRectF() : frame;
}

QString caseLine(const Scene& scene)
{
    const Result& t = scene.textbook();
    if (scene.holds(kHeldVerdict))
        return EllipseEllipseInset::tr("case ?");
    const QString c = t.decidingCase == geometry::TextbookCase::Trivial
        ? EllipseEllipseInset::tr("trivial case")
        : EllipseEllipseInset::tr("case %1").arg(EllipseEllipseWords::caseName(t.decidingCase));
    return scene.insetZoomed() && t.reachedQ ? EllipseEllipseInset::tr("%1 (zoomed in)").arg(c) : c;
}

Caption paintCaption(QPainter& p, const CanvasStyle& style, const Scene& scene, const QRectF& frame)
{
    const Result& t = scene.textbook();
    const Caption caption = fitCaption(p.font(), style.labelPointSize,
        QSizeF(frame.width() - 16, frame.height() * 0.4),
        { EllipseEllipseInset::tr("Reduced: ellipse 2 → unit circle"),
            QStringLiteral("E = %1").arg(formatPoint(t.E.x, t.E.y)),
            QStringLiteral("a = %1, b = %2").arg(formatNumber(t.a), formatNumber(t.b)), caseLine(scene) });
    QFont font = p.font();
    font.setPointSizeF(caption.pointSize);
    const QFontMetricsF fm(font);
    const double step = fm.height() * 1.15;
    const QPointF first = frame.topLeft() + QPointF(8, fm.ascent() + 4);
    const bool shown = !scene.holds(kHeldVerdict);
    for (qsizetype i = 0; i < caption.lines.size(); ++i) {
        const bool last = i + 1 == caption.lines.size();
        screenText(p, style, caption.pointSize, first + QPointF(0, double(i) * step), caption.lines[i],
            last && shown && t.hit ? style.result : style.text, i == 0 || last);
    }
    return caption;
}

// Which of the heuristic's points are drawn at `stage`.
struct Drawn {
    bool P = false, Pp = false, Q = false, Qp = false, R = false, S = false;
};

Drawn drawnAt(const Result& t, int stage)
{
    using T = geometry::TextbookTrivial;
    Drawn d;
    d.P = stage >= Scene::StartPoints && t.a > 0 && t.trivial != T::LeftOfLine && t.trivial != T::AboveLine
        && !(t.decidingCase == geometry::TextbookCase::Trivial && t.trivial == T::None);
    d.Pp = stage >= Scene::StartPoints && t.Pp != geometry::Vec2 {};
    d.Q = stage >= Scene::TangentPoints && t.reachedQ;
    d.Qp = d.Q && t.decidingCase != geometry::TextbookCase::I;
    d.R = stage >= Scene::CaseIII && t.caseIII.tried;
    d.S = stage >= Scene::CaseIV && t.reachedS;
    return d;
}

// The reduced world the inset shows: the unit circle, the tall ellipse and every point drawn,
// or (zoomed) only the neighbourhood of the heuristic's points from Q on.
QRectF reducedBox(const Result& t, const Drawn& d, bool zoomed)
{
    QRectF box(-1.15, -1.15, 2.3, 2.3);
    if (t.a > 0)
        box = box.united(QRectF(t.E.x - t.a, t.E.y - t.b, 2 * t.a, 2 * t.b));
    box = box.intersected(QRectF(-8, -8, 16, 16)).adjusted(-0.15, -0.15, 0.15, 0.15);
    if (!zoomed || !d.Q)
        return box;
    constexpr double kPad = geometry::tolerance::kPointPad;
    QRectF near;
    const auto add = [&near](geometry::Vec2 v) {
        near = near.united(QRectF(v.x - kPad, v.y - kPad, 2 * kPad, 2 * kPad));
    };
    add(t.Q);
    if (d.Qp)
        add(t.Qp);
    if (d.R && t.reachedR) {
        add(t.R);
        add(t.Rp);
    }
    if (d.S)
        add(t.Sp);
    const double margin = std::max({ near.width(), near.height(), 0.02 }) * 0.35;
    return near.adjusted(-margin, -margin, margin, margin);
}

// The reduced world mapped into the inset's picture area.
struct InsetMap {
    QRectF box;
    double scale;
    QPointF mid;
    QPointF operator()(geometry::Vec2 w) const
    {
        return { mid.x() + (w.x - box.center().x()) * scale, mid.y() - (w.y - box.center().y()) * scale };
    }
};

// Axes, the lines of the trivial rejects (x = -1 and y = 1), the unit circle and the tall ellipse.
void paintShapes(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const Result& t, const InsetMap& map)
{
    const QRectF& box = map.box;
    p.setPen(QPen(style.axis, 1));
    p.drawLine(map({ box.left(), 0 }), map({ box.right(), 0 }));
    p.drawLine(map({ 0, box.top() }), map({ 0, box.bottom() }));
    p.setPen(QPen(style.muted, 1, Qt::DashLine));
    p.drawLine(map({ -1, box.top() }), map({ -1, box.bottom() }));
    p.drawLine(map({ box.left(), 1 }), map({ box.right(), 1 }));
    p.setBrush(Qt::NoBrush);
    p.setPen(style.shapePen(kGroupTwo, style.lineWidth));
    draw::polygon(p, ellipseOutline(map, { { 0, 0 }, 1, 1, 0 }, map.scale));
    if (t.a > 0) {
        const QColor one = style.shape(kGroupOne);
        p.setPen(style.shapePen(kGroupOne, style.lineWidth));
        draw::polygon(p, ellipseOutline(map, { t.E, t.a, t.b, 0 }, map.scale));
        draw::dot(p, view, view.toWorld(map(t.E)), style.handleRadius * 0.45, one);
        draw::label(p, view, style, view.toWorld(map(t.E)), QStringLiteral("E"), one, { 6, -6 });
    }
}

// Draws the heuristic's points and lines of the inset; `nameWidth` keeps left names clear.
class PointsPainter {
public:
    PointsPainter(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const InsetMap& map, double nameWidth)
        : m_p(p)
        , m_view(view)
        , m_style(style)
        , m_map(map)
        , m_left(-8 - nameWidth, -6)
    {
    }

    void mark(geometry::Vec2 at, const QString& name, const QColor& color, QPointF offset) const
    {
        draw::dot(m_p, m_view, world(at), m_style.handleRadius * 0.6, color);
        m_p.save();
        QFont bold = m_p.font();
        bold.setBold(true);
        m_p.setFont(bold);
        draw::label(m_p, m_view, m_style, world(at), name, color, offset);
        m_p.restore();
    }
    // A short segment through `at` along `dir` (a tangent).
    void tangent(geometry::Vec2 at, geometry::Vec2 dir, const QPen& pen) const
    {
        if (!(geometry::length(dir) > 0))
            return;
        const geometry::Vec2 u = geometry::normalized(dir);
        const double len = 0.15 * std::min(m_map.box.width(), 2.4);
        m_p.setPen(pen);
        m_p.drawLine(m_map(at - len * u), m_map(at + len * u));
    }
    void line(geometry::Vec2 from, geometry::Vec2 to, const QPen& pen) const
    {
        m_p.setPen(pen);
        m_p.drawLine(m_map(from), m_map(to));
    }
    QPointF left(double dy = 0) const { return m_left + QPointF(0, dy); }
    static QPointF right(double dy = 0) { return QPointF(8, -6 + dy); }

private:
    QPointF world(geometry::Vec2 at) const { return m_view.toWorld(m_map(at)); }

    QPainter& m_p;
    const Viewport& m_view;
    const CanvasStyle& m_style;
    const InsetMap& m_map;
    QPointF m_left;
};

void paintStartPoints(const PointsPainter& pp, const CanvasStyle& style, const Result& t, const Drawn& d)
{
    const QPen tangentPen(style.muted, 1.5, Qt::DashLine);
    if (d.P) {
        if (d.Pp)
            pp.tangent(t.P, { -t.a * t.angles.sinBeta, t.b * t.angles.cosBeta }, tangentPen);
        pp.mark(t.P, QStringLiteral("P"), style.shape(kGroupOne), pp.left());
    }
    if (d.Pp) {
        pp.tangent(t.Pp, { t.angles.sinAlpha, -t.angles.cosAlpha }, tangentPen);
        pp.mark(t.Pp, QStringLiteral("P′"), style.shape(kGroupTwo), PointsPainter::right());
    }
}

void paintPoints(
    const PointsPainter& pp, const CanvasStyle& style, const Result& t, const Drawn& d, const QString& part)
{
    const QColor one = style.shape(kGroupOne);
    const QColor two = style.shape(kGroupTwo);
    if (d.Q) {
        // The equal tangent slopes at Q and Q': short tangent segments through both points.
        const geometry::Vec2 dir { -t.a * t.tangent.sinTheta, t.b * t.tangent.cosTheta };
        const QPen pen(style.highlight, 1.5, Qt::DashLine);
        pp.tangent(t.Q, dir, pen);
        if (d.Qp)
            pp.tangent(t.Qp, dir, pen);
        if (part == QLatin1String("I") || (!d.Qp && part.isEmpty()))
            pp.line({ 0, 0 }, t.Q, QPen(style.result, 1.5));
        pp.mark(t.Q, QStringLiteral("Q"), one, pp.left(18));
        if (d.Qp)
            pp.mark(t.Qp, QStringLiteral("Q′"), two, PointsPainter::right(-8));
        if (d.Qp && part == QLatin1String("II"))
            pp.line(t.E, t.Qp, QPen(style.result, 1.5));
    }
    if (d.R) {
        const QPen pen(style.muted, 1.2);
        if (t.reachedR) {
            pp.line(t.Q, t.Rp, pen);
            pp.mark(t.R, QStringLiteral("R"), one, pp.left(-16));
            pp.mark(t.Rp, QStringLiteral("R′"), two, PointsPainter::right(14));
        } else if (t.caseIII.missed) {
            pp.line(t.Q, t.Q + 2.0 * t.caseIII.dir, QPen(style.muted, 1.2, Qt::DashLine));
        }
    }
    if (d.S) {
        if (!std::isnan(t.L.y)) {
            const geometry::Vec2 l = t.E + t.L;
            const QPen pen(style.muted, 1.5);
            pp.tangent(t.Qp, t.v1, pen);
            pp.tangent(l, t.v2, pen);
            pp.tangent(t.Sp, t.v3, QPen(style.highlight, 1.5));
            pp.mark(l, QStringLiteral("L"), one, pp.left(-30));
        }
        pp.mark(t.Sp, QStringLiteral("S′"), style.result, PointsPainter::right(28));
    }
}

} // namespace

int EllipseEllipseInset::pointsStage(const EllipseEllipseScene& scene)
{
    const int stage = scene.drawnStage();
    return std::min(stage == Scene::World ? Scene::kStageCount - 1 : stage, scene.lastShownStage());
}

void EllipseEllipseInset::paint(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const EllipseEllipseScene& scene)
{
    const QRectF frame = insetFrame(view);
    if (frame.isEmpty())
        return;
    p.save();
    QColor plate = style.background;
    plate.setAlpha(255);
    p.setPen(QPen(style.muted, 1.5));
    p.setBrush(plate);
    p.drawRect(frame);
    draw::keepClear(p, frame);
    p.setClipRect(frame);
    const int stage = pointsStage(scene);
    const Caption caption = paintCaption(p, style, scene, frame);
    QFont font = p.font();
    font.setPointSizeF(caption.pointSize);
    const QFontMetricsF fm(font);
    const Result& t = scene.textbook();
    const Drawn d = drawnAt(t, stage);
    const QRectF box = reducedBox(t, d, scene.insetZoomed());
    const QRectF area = frame.adjusted(8, captionHeight(fm, caption.lines.size()), -8, -8);
    const InsetMap map { box, std::min(area.width() / box.width(), area.height() / box.height()),
        area.center() };
    paintShapes(p, view, style, t, map);
    const PointsPainter pp(p, view, style, map, fm.horizontalAdvance(QStringLiteral("Q′")));
    paintStartPoints(pp, style, t, d);
    paintPoints(pp, style, t, d, scene.drawnPart());
    p.restore();
}

} // namespace lab
