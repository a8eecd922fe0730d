#include "broad_phase_painter.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/model/points.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace lab {

namespace {

using geometry::Vec2;

// The viewport's map from world to canvas pixels, inlined for the crowd's thousands of points.
class Map {
public:
    explicit Map(const Viewport& view)
        : m_origin(view.toScreen(QPointF(0, 0)))
        , m_scale(view.scale())
    {
    }
    double x(double world) const { return m_origin.x() + world * m_scale; }
    double y(double world) const { return m_origin.y() - world * m_scale; }
    QPointF point(Vec2 world) const { return { x(world.x), y(world.y) }; }
    // The box from `min` to `max` (world, y up) in pixels (y down).
    QRectF box(Vec2 min, Vec2 max) const
    {
        return QRectF(QPointF(x(min.x), y(max.y)), QPointF(x(max.x), y(min.y)));
    }

private:
    QPointF m_origin;
    double m_scale;
};

// `color` over `background` at `opacity`, as one opaque colour.
QColor blended(const QColor& color, const QColor& background, double opacity)
{
    return QColor::fromRgbF(float(color.redF() * opacity + background.redF() * (1 - opacity)),
        float(color.greenF() * opacity + background.greenF() * (1 - opacity)),
        float(color.blueF() * opacity + background.blueF() * (1 - opacity)));
}

QString countText(long long v)
{
    return QLocale().toString(v);
}

} // namespace

void BroadPhasePainter::paintScene(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const
{
    const auto started = std::chrono::steady_clock::now();
    const BroadPhaseFrame& f = scene.frame();
    p.save();
    p.setPen(QPen(style.axis, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    draw::rect(p, view,
        QRectF(-BroadPhaseScene::kWidth / 2, -BroadPhaseScene::kHeight / 2, BroadPhaseScene::kWidth,
            BroadPhaseScene::kHeight));
    if (f.method == BroadMethod::Grid)
        paintGrid(p, view, style, f);
    if (f.method == BroadMethod::Sweep)
        paintIntervals(p, view, style, scene);
    paintBodies(p, view, style, scene);
    if (!scene.holds(kHeldVerdict))
        paintPairs(p, view, style, scene);
    p.restore();

    const geometry::SwarmBody& held = scene.swarm().bodies()[std::size_t(scene.pinned())];
    const bool named = scene.count() <= kNamedBodies;
    draw::label(p, view, style, toQt(held.center),
        named ? QStringLiteral("P = %1").arg(scene.pinned()) : QStringLiteral("P"), style.highlight,
        { 10, -12 });
    if (named) {
        for (int i = 0; i < scene.count(); ++i) {
            if (i != scene.pinned())
                draw::label(p, view, style, toQt(scene.swarm().bodies()[std::size_t(i)].center),
                    QString::number(i), style.text, { 6, -8 });
        }
    }
    const Verdict kind = f.hits.empty() ? Verdict::Apart : Verdict::Collide;
    draw::verdict(p, view, style, scene, kind, verdictText(scene));
    scene.notePaintMs(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
}

void BroadPhasePainter::paintGrid(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseFrame& f) const
{
    const GridOccupancy& g = f.grid;
    if (g.columns == 0)
        return;
    const Map map(view);
    const QRectF area = map.box({ -BroadPhaseScene::kWidth / 2, -BroadPhaseScene::kHeight / 2 },
        { BroadPhaseScene::kWidth / 2, BroadPhaseScene::kHeight / 2 });
    // Three shades, by the tests a cell makes: two bodies, three or four, five and more (a cell of
    // one body makes none and stays blank). Opaque, blended with the background here: the raster
    // engine fills those without blending each pixel.
    static constexpr double kShade[] = { 0.10, 0.22, 0.38 };
    const auto level = [](int count) { return count == 2 ? 0 : count <= 4 ? 1 : 2; };
    for (auto& cells : m_shades)
        cells.clear();
    for (int r = 0; r < g.rows; ++r) {
        for (int c = 0; c < g.columns; ++c) {
            const int count = g.counts[std::size_t(r * g.columns + c)];
            if (count < 2)
                continue;
            const double x = double(g.firstColumn + c) * g.cellSize;
            const double y = double(g.firstRow + r) * g.cellSize;
            m_shades[std::size_t(level(count))].push_back(
                map.box({ x, y }, { x + g.cellSize, y + g.cellSize }).intersected(area));
        }
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    for (std::size_t shade = 0; shade < m_shades.size(); ++shade) {
        p.setBrush(blended(style.shapes[2], style.background, kShade[shade]));
        p.drawRects(m_shades[shade].data(), int(m_shades[shade].size()));
    }
    // The cell lines, while there are few enough to read.
    if (g.columns + g.rows <= 160) {
        m_lines.clear();
        for (int c = 1; c < g.columns; ++c) {
            const double x = map.x(double(g.firstColumn + c) * g.cellSize);
            m_lines.push_back(QLineF(x, area.top(), x, area.bottom()));
        }
        for (int r = 1; r < g.rows; ++r) {
            const double y = map.y(double(g.firstRow + r) * g.cellSize);
            m_lines.push_back(QLineF(area.left(), y, area.right(), y));
        }
        p.setPen(QPen(style.grid, 1));
        p.drawLines(m_lines.data(), int(m_lines.size()));
    }
    p.restore();
}

void BroadPhasePainter::paintIntervals(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const
{
    // Under the area, a band of rows: body i's interval [min x, max x] on row i mod rows.
    const auto boxes = scene.swarm().boxes();
    const int rows = std::clamp(scene.count(), 1, 24);
    const double top = -BroadPhaseScene::kHeight / 2 - 0.02 * BroadPhaseScene::kHeight;
    const double step = 0.12 * BroadPhaseScene::kHeight / rows;
    const Map map(view);
    m_lines.clear();
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const double y = top - step * double(int(i) % rows);
        m_lines.push_back(QLineF(map.x(boxes[i].min.x), map.y(y), map.x(boxes[i].max.x), map.y(y)));
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, scene.count() <= kRoundBodies);
    p.setPen(QPen(style.shapes[1], std::max(1.0, std::min(style.lineWidth, step * view.scale() * 0.6)),
        Qt::SolidLine, Qt::FlatCap));
    p.drawLines(m_lines.data(), int(m_lines.size()));
    p.restore();
    if (scene.count() <= BroadPhasePainter::kNamedBodies) {
        for (std::size_t i = 0; i < boxes.size(); ++i)
            draw::textAt(p, view, style, QPointF(boxes[i].max.x, top - step * double(int(i) % rows)),
                QString::number(i), style.shapes[1], 0.8, { 4, -8 });
    }
}

void BroadPhasePainter::paintBodies(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const
{
    const BroadPhaseFrame& f = scene.frame();
    const auto bodies = scene.swarm().bodies();
    const bool showPairs = !scene.holds(kHeldVerdict);
    m_mark.assign(bodies.size(), 0);
    if (showPairs) {
        for (const geometry::BodyPair& pair : f.candidates)
            m_mark[std::size_t(pair.a)] = m_mark[std::size_t(pair.b)] = 1;
        for (const geometry::BodyPair& pair : f.hits)
            m_mark[std::size_t(pair.a)] = m_mark[std::size_t(pair.b)] = 2;
    }
    // A few bodies: round circles, outlined, translucent over the grid. A crowd: every body its box,
    // opaque and without antialiasing, in three calls (a few pixels across, it looks the same).
    const bool crowd = int(bodies.size()) > kRoundBodies;
    const Map map(view);
    const QColor colors[3] = { style.shapes[0], style.muted, style.result };
    p.save();
    p.setRenderHint(QPainter::Antialiasing, !crowd);
    for (unsigned char mark = 0; mark < 3; ++mark) {
        m_rects.clear();
        m_others.clear();
        for (std::size_t i = 0; i < bodies.size(); ++i) {
            if (m_mark[i] != mark)
                continue;
            const geometry::SwarmBody& b = bodies[i];
            (b.circle && !crowd ? m_others : m_rects)
                .push_back(map.box(b.center - b.half, b.center + b.half));
        }
        if (crowd) {
            p.setPen(Qt::NoPen);
            p.setBrush(blended(colors[mark], style.background, mark == 2 ? 0.85 : 0.6));
        } else {
            QColor fill = colors[mark];
            fill.setAlpha(mark == 2 ? 150 : 70);
            p.setBrush(fill);
            p.setPen(QPen(colors[mark], style.lineWidth * 0.6));
        }
        p.drawRects(m_rects.data(), int(m_rects.size()));
        for (const QRectF& r : m_others)
            p.drawEllipse(r);
    }
    // P, the body the student holds.
    const geometry::SwarmBody& held = bodies[std::size_t(scene.pinned())];
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(style.highlight, style.lineWidth * 1.5));
    const QRectF r = map.box(held.center - held.half, held.center + held.half).adjusted(-2, -2, 2, 2);
    if (held.circle && !crowd)
        p.drawEllipse(r);
    else
        p.drawRect(r);
    p.restore();
}

void BroadPhasePainter::paintPairs(
    QPainter& p, const Viewport& view, const CanvasStyle& style, const BroadPhaseScene& scene) const
{
    const BroadPhaseFrame& f = scene.frame();
    const auto bodies = scene.swarm().bodies();
    const Map map(view);
    const auto line = [&](const geometry::BodyPair& pair) {
        return QLineF(
            map.point(bodies[std::size_t(pair.a)].center), map.point(bodies[std::size_t(pair.b)].center));
    };
    p.save();
    p.setRenderHint(QPainter::Antialiasing, int(bodies.size()) <= kRoundBodies);
    m_lines.clear();
    for (const geometry::BodyPair& pair : f.candidates)
        m_lines.push_back(line(pair));
    p.setPen(QPen(style.muted, std::max(1.0, style.lineWidth * 0.5)));
    p.drawLines(m_lines.data(), int(m_lines.size()));
    m_lines.clear();
    for (const geometry::BodyPair& pair : f.hits)
        m_lines.push_back(line(pair));
    p.setPen(QPen(style.result, style.lineWidth));
    p.drawLines(m_lines.data(), int(m_lines.size()));
    p.restore();
}

VerdictWords BroadPhasePainter::verdictText(const BroadPhaseScene& scene)
{
    const BroadPhaseFrame& f = scene.frame();
    if (!f.broad.done)
        return { tr("The grid is refused"), tr("More than 4 million cells: pick a larger cell size.") };
    const QString tests = scene.testsHeld() ? QStringLiteral("?") : countText(f.broad.pairTests);
    return { tr("%1 hits").arg(countText(qint64(f.hits.size()))),
        tr("%1 candidates, %2 pair tests").arg(countText(qint64(f.candidates.size())), tests) };
}

SceneDescription BroadPhasePainter::describeScene(const BroadPhaseScene& scene) const
{
    SceneDescription d;
    const geometry::SwarmBody& held = scene.swarm().bodies()[std::size_t(scene.pinned())];
    d.shapes << tr("%1 bodies, rectangles and circles, moving in the 640 × 480 area").arg(scene.count());
    d.shapes << tr("P, the body you hold: %1 at %2")
                    .arg(held.circle ? tr("a circle") : tr("a rectangle"),
                        formatPoint(held.center.x, held.center.y, 1));
    if (scene.holds(kHeldVerdict)) {
        d.verdict = draw::heldVerdictText();
        return d;
    }
    d.verdict = verdictText(scene).sentence();
    return d;
}

} // namespace lab
