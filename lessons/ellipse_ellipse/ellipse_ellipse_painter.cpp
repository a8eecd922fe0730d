#include "ellipse_ellipse_painter.h"

#include "ellipse_ellipse_words.h"

#include "core/model/points.h"
#include "shared/ellipse_outline.h"

#include <geometry/numeric.h>

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace lab {

namespace {

using Scene = EllipseEllipseScene;

// Text at a screen point on a translucent plate.
void screenText(QPainter& p, const CanvasStyle& style, double pointSize, QPointF at, const QString& text,
    const QColor& color, bool bold = false)
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

int ellipseGroup(int which)
{
    return which == 0 ? 2 : 0;
}

QColor ellipseColor(const CanvasStyle& style, int which)
{
    return style.shape(ellipseGroup(which));
}

// The inset's caption: its title (bold), E, a and b, and the deciding case (bold), in the label
// size when every line fits the room's width and all of them its height (so that the picture
// keeps most of the inset), else smaller, down to 40 % (at 200 % text, 80 % of the usual size).
// E and a, b share a line when that fits too; at large text or in a narrow frame they take one
// line each.
double captionHeight(const QFontMetricsF& fm, qsizetype lines)
{
    return double(lines) * fm.height() * 1.15 + 8;
}

struct InsetCaption {
    QStringList lines;
    double pointSize;
};

InsetCaption fitCaption(const QFont& base, double pointSize, QSizeF room, const QStringList& parts)
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

// Where the inset sits: the lower right of the canvas, no wider than the picture needs; empty
// when the canvas is too small for one.
QRectF insetFrame(const Viewport& view)
{
    const QSizeF size = view.size();
    const double margin = 10;
    const double height = size.height() * 0.48 - margin;
    const double width = std::min(size.width() - 2 * margin, height * 1.5);
    const QRectF frame(size.width() - margin - width, size.height() - margin - height, width, height);
    return frame.width() < 80 || frame.height() < 80 ? QRectF() : frame;
}

// The caption at the top of the inset, as drawn.
InsetCaption paintCaption(QPainter& p, const CanvasStyle& style, const Scene& scene, const QRectF& frame)
{
    const geometry::EllipseTextbookResult& t = scene.textbook();
    const QString caseText = t.decidingCase == geometry::TextbookCase::Trivial
        ? EllipseEllipsePainter::tr("trivial case")
        : EllipseEllipsePainter::tr("case %1").arg(EllipseEllipseWords::caseName(t.decidingCase));
    const InsetCaption caption
        = fitCaption(p.font(), style.labelPointSize, QSizeF(frame.width() - 16, frame.height() * 0.4),
            { EllipseEllipsePainter::tr("Reduced: ellipse 2 → unit circle"),
                QStringLiteral("E = %1").arg(formatPoint(t.E.x, t.E.y)),
                QStringLiteral("a = %1, b = %2").arg(formatNumber(t.a), formatNumber(t.b)),
                scene.insetZoomed() && t.reachedQ ? EllipseEllipsePainter::tr("%1 (zoomed in)").arg(caseText)
                                                  : caseText });
    QFont captionFont = p.font();
    captionFont.setPointSizeF(caption.pointSize);
    const QFontMetricsF fm(captionFont);
    const double step = fm.height() * 1.15;
    const QPointF first = frame.topLeft() + QPointF(8, fm.ascent() + 4);
    for (qsizetype i = 0; i < caption.lines.size(); ++i) {
        const bool title = i == 0;
        const bool last = i + 1 == caption.lines.size();
        screenText(p, style, caption.pointSize, first + QPointF(0, double(i) * step), caption.lines[i],
            last && t.hit ? style.result : style.text, title || last);
    }
    return caption;
}

// The reduced world the inset shows: the unit circle, the tall ellipse and every point drawn,
// or (zoomed) only the neighbourhood of the heuristic's points.
QRectF reducedBox(const geometry::EllipseTextbookResult& t, bool zoomed)
{
    QRectF box(-1.15, -1.15, 2.3, 2.3);
    if (t.a > 0)
        box = box.united(QRectF(t.E.x - t.a, t.E.y - t.b, 2 * t.a, 2 * t.b));
    box = box.intersected(QRectF(-8, -8, 16, 16)).adjusted(-0.15, -0.15, 0.15, 0.15);
    if (!zoomed || !t.reachedQ)
        return box;
    constexpr double pad = geometry::tolerance::kPointPad;
    QRectF near;
    const auto add
        = [&near](geometry::Vec2 v) { near = near.united(QRectF(v.x - pad, v.y - pad, 2 * pad, 2 * pad)); };
    add(t.Q);
    add(t.Qp);
    if (t.reachedR) {
        add(t.R);
        add(t.Rp);
    }
    if (t.reachedS)
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

// Axes, the two lines of the trivial rejects (x = -1 and y = 1), the unit circle and the tall ellipse.
void paintReducedShapes(QPainter& p, const Viewport& view, const CanvasStyle& style,
    const geometry::EllipseTextbookResult& t, const InsetMap& map)
{
    const QRectF& box = map.box;
    p.setPen(QPen(style.axis, 1));
    p.drawLine(map({ box.left(), 0 }), map({ box.right(), 0 }));
    p.drawLine(map({ 0, box.top() }), map({ 0, box.bottom() }));
    p.setPen(QPen(style.muted, 1, Qt::DashLine));
    p.drawLine(map({ -1, box.top() }), map({ -1, box.bottom() }));
    p.drawLine(map({ box.left(), 1 }), map({ box.right(), 1 }));
    p.setBrush(Qt::NoBrush);
    p.setPen(style.shapePen(ellipseGroup(1), style.lineWidth));
    draw::polygon(p, ellipseOutline(map, { { 0, 0 }, 1, 1, 0 }, map.scale));
    if (t.a > 0) {
        const QColor one = ellipseColor(style, 0);
        p.setPen(style.shapePen(ellipseGroup(0), style.lineWidth));
        draw::polygon(p, ellipseOutline(map, { t.E, t.a, t.b, 0 }, map.scale));
        draw::dot(p, view, view.toWorld(map(t.E)), style.handleRadius * 0.45, one);
        draw::label(p, view, style, view.toWorld(map(t.E)), QStringLiteral("E"), one, { 6, -6 });
    }
}

// The heuristic's points as far as it got: P, P', then Q, Q' with their equal tangent slopes,
// R, R' and S'.
// `nameWidth` keeps the names on the left clear of their points.
void paintReducedPoints(QPainter& p, const Viewport& view, const CanvasStyle& style,
    const geometry::EllipseTextbookResult& t, const InsetMap& map, double nameWidth)
{
    const QColor one = ellipseColor(style, 0);
    const QColor two = ellipseColor(style, 1);
    const bool hasP = t.a > 0 && t.trivial != geometry::TextbookTrivial::LeftOfLine
        && t.trivial != geometry::TextbookTrivial::AboveLine
        && !(t.decidingCase == geometry::TextbookCase::Trivial
            && t.trivial == geometry::TextbookTrivial::None);
    const bool hasPp = t.decidingCase != geometry::TextbookCase::Trivial
        || t.trivial == geometry::TextbookTrivial::SlopeOrder;
    const auto mark = [&](geometry::Vec2 at, const QString& name, const QColor& color, QPointF offset) {
        draw::dot(p, view, view.toWorld(map(at)), style.handleRadius * 0.6, color);
        p.save();
        QFont bold = p.font();
        bold.setBold(true);
        p.setFont(bold);
        draw::label(p, view, style, view.toWorld(map(at)), name, color, offset);
        p.restore();
    };
    const QPointF right(8, -6);
    const QPointF left(-8 - nameWidth, -6);
    if (hasP)
        mark(t.P, QStringLiteral("P"), one, left);
    if (hasPp)
        mark(t.Pp, QStringLiteral("P′"), two, right);
    if (t.reachedQ) {
        // The equal tangent slopes at Q and Q': short tangent segments through both points.
        const geometry::Vec2 dir = geometry::normalized(geometry::Vec2 { -t.Qp.y, t.Qp.x });
        const double len = 0.15 * std::min(map.box.width(), 2.4);
        p.setPen(QPen(style.highlight, 1.5, Qt::DashLine));
        p.drawLine(map(t.Q - len * dir), map(t.Q + len * dir));
        p.drawLine(map(t.Qp - len * dir), map(t.Qp + len * dir));
        mark(t.Q, QStringLiteral("Q"), one, left + QPointF(0, 18));
        mark(t.Qp, QStringLiteral("Q′"), two, right + QPointF(0, -8));
    }
    if (t.reachedR) {
        p.setPen(QPen(style.muted, 1.2));
        p.drawLine(map(t.Q), map(t.Rp));
        mark(t.R, QStringLiteral("R"), one, left + QPointF(0, -16));
        mark(t.Rp, QStringLiteral("R′"), two, right + QPointF(0, 14));
    }
    if (t.reachedS)
        mark(t.Sp, QStringLiteral("S′"), style.result, right + QPointF(0, 28));
}

void paintInset(QPainter& p, const Viewport& view, const CanvasStyle& style, const Scene& scene)
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
    QFont captionFont = p.font();
    const InsetCaption caption = paintCaption(p, style, scene, frame);
    captionFont.setPointSizeF(caption.pointSize);
    const QFontMetricsF fm(captionFont);
    const geometry::EllipseTextbookResult& t = scene.textbook();
    const QRectF box = reducedBox(t, scene.insetZoomed());
    const QRectF area = frame.adjusted(8, captionHeight(fm, caption.lines.size()), -8, -8);
    const InsetMap map { box, std::min(area.width() / box.width(), area.height() / box.height()),
        area.center() };
    paintReducedShapes(p, view, style, t, map);
    paintReducedPoints(p, view, style, t, map, fm.horizontalAdvance(QStringLiteral("Q′")));
    p.restore();
}

} // namespace

void EllipseEllipsePainter::paintScene(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const EllipseEllipseScene& scene) const
{
    const geometry::EllipseEllipseResult& exact = scene.exact();
    const geometry::EllipseTextbookResult& book = scene.textbook();
    const auto map = [&view](geometry::Vec2 w) { return view.toScreen(toQt(w)); };

    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        const QColor color = ellipseColor(style, which);
        QBrush fill = style.shapeFill(ellipseGroup(which), exact.hit ? 45 : 30);
        if (exact.hit) {
            QColor hit = style.result;
            hit.setAlpha(fill.color().alpha());
            fill.setColor(hit);
        }
        p.setBrush(fill);
        const bool active = which == scene.active();
        p.setPen(style.shapePen(ellipseGroup(which), style.lineWidth * (active ? 2 : 1.1)));
        draw::polygon(p, ellipseOutline(map, e, view.scale()));
        const geometry::Vec2 u = geometry::unitAt(e.angle);
        p.setPen(QPen(color, style.lineWidth * 0.8, Qt::SolidLine, Qt::FlatCap));
        draw::segment(p, view, toQt(e.center), toQt(e.center + e.rx * u));
        p.setPen(QPen(color, style.lineWidth * 0.8, Qt::DashLine, Qt::FlatCap));
        draw::segment(p, view, toQt(e.center), toQt(e.center + e.ry * geometry::perp(u)));
        const QString name
            = active ? tr("ellipse %1 (keys)").arg(which + 1) : tr("ellipse %1").arg(which + 1);
        draw::label(p, view, style, toQt(e.center), name, color, { 10, 22 });
    }

    // Both verdicts at the top left; a disagreement in the highlight colour.
    const QString exactText = exact.hit ? tr("Exact test: overlap") : tr("Exact test: apart");
    const QString verdict = book.hit ? tr("overlap") : tr("apart");
    const QString bookText = book.decidingCase == geometry::TextbookCase::Trivial
        ? tr("Heuristic: %1 (trivial case)").arg(verdict)
        : tr("Heuristic: %1, case %2").arg(verdict, EllipseEllipseWords::caseName(book.decidingCase));
    p.save();
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    draw::headline(p, view, style, exactText, exact.hit ? style.result : style.text);
    draw::headline(p, view, style, bookText, book.hit ? style.result : style.text);
    if (exact.hit != book.hit)
        draw::headline(p, view, style, tr("The two tests disagree!"), style.highlight);
    p.restore();

    if (scene.insetVisible())
        paintInset(p, view, style, scene);
}

SceneDescription EllipseEllipsePainter::describeScene(const EllipseEllipseScene& scene) const
{
    const geometry::EllipseEllipseResult& exact = scene.exact();
    const geometry::EllipseTextbookResult& book = scene.textbook();
    SceneDescription d;
    for (const int which : { 0, 1 }) {
        const geometry::Ellipse e = scene.ellipse(which);
        d.shapes << tr("Ellipse %1: centre %2, rx = %3, ry = %4, θ = %5°")
                        .arg(which + 1)
                        .arg(formatPoint(e.center.x, e.center.y), formatNumber(e.rx), formatNumber(e.ry),
                            formatNumber(scene.value(Scene::fieldsOf(which).theta)));
    }
    d.shapes << tr("The keys act on ellipse %1").arg(scene.active() + 1);
    QStringList verdict { EllipseEllipseWords::exactLine(exact), EllipseEllipseWords::textbookLine(book) };
    if (exact.hit != book.hit)
        verdict << tr("The two tests disagree!");
    d.verdict = draw::clauses(verdict);
    return d;
}

} // namespace lab
