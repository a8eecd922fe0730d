#include "area_move_painter.h"

#include "area_move_code.h"

#include "area_move_scene.h"
#include "area_move_words.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"
#include "core/model/points.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace lab {

using namespace area_move;

namespace {

QRectF rectOf(const geometry::Aabb& box)
{
    return { toQt(box.min), toQt(box.max) };
}

class AreaMovePainter : public PainterOf<AreaMoveScene> {
    Q_DECLARE_TR_FUNCTIONS(AreaMovePainter)

public:
    void paintScene(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const AreaMoveScene& scene) const override
    {
        const geometry::Aabb area = drawingArea();
        const Frame& frame = scene.currentFrame();
        const std::array<Body, 2> start = scene.start();

        // The drawing area and its four walls.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.axis, style.lineWidth * 1.5));
        draw::rect(p, view, rectOf(area));
        const QColor wallText = style.muted;
        const QFontMetricsF metrics(QFont(p.font().family(), int(style.labelPointSize)));
        const double rightWidth = metrics.horizontalAdvance(QStringLiteral("Right")) + 10;
        draw::label(
            p, view, style, { area.min.x, area.max.y / 2 }, QStringLiteral("Left"), wallText, { 6, 0 });
        draw::label(p, view, style, { area.max.x, area.max.y / 2 }, QStringLiteral("Right"), wallText,
            { -rightWidth, 0 });
        draw::label(
            p, view, style, { area.max.x / 2, area.max.y }, QStringLiteral("Top"), wallText, { 6, -4 });
        draw::label(p, view, style, { area.max.x / 2, area.min.y }, QStringLiteral("Bottom"), wallText,
            { 6, metrics.height() + 6 });

        // Where the rectangles start (the handles sit on these corners).
        for (int r = 0; r < 2; ++r) {
            QColor c = style.shapes[r];
            c.setAlpha(140);
            p.setPen(QPen(c, 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            draw::rect(p, view, rectOf(start[r].box));
        }

        const Problem& problem = scene.problem();
        if (problem.kind != ProblemKind::None)
            paintProblem(p, view, style, scene, problem);

        // The correct motion: dashed ghosts.
        if (scene.showCorrect()) {
            for (int r = 0; r < 2; ++r) {
                p.setPen(QPen(style.text, style.lineWidth, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                draw::rect(p, view, rectOf(frame.correct[r].box));
            }
            const auto& c = frame.correct[0].box;
            draw::label(p, view, style, { c.min.x, c.min.y }, tr("correct"), style.text, { 2, 22 });
        }

        // The student's rectangles, moved by the student's rules.
        for (int r = 0; r < 2; ++r) {
            p.setBrush(style.shapeFill(r, 70)); // plain and hatched; dashes are the correct motion's
            p.setPen(QPen(style.shapes[r], style.lineWidth));
            draw::rect(p, view, rectOf(frame.mine[r].box));
            const auto& b = frame.mine[r].box;
            const double clear = style.handleRadius + 3; // off the start handles
            draw::label(p, view, style, { b.min.x, b.max.y },
                r == 0 ? QStringLiteral("p0") : QStringLiteral("P0"), style.shapes[r], { clear, -4 });
            draw::label(p, view, style, { b.max.x, b.min.y },
                r == 0 ? QStringLiteral("p2") : QStringLiteral("P2"), style.shapes[r],
                { clear, clear + style.labelPointSize * 1.6 });
        }

        // The flag, as the handout's Draw() shows it, and the frame counter.
        const bool hit = frame.flag;
        draw::verdict(p, view, style, scene, hit ? Verdict::Collide : Verdict::Apart, { flagText(hit) });
        QString status = tr("frame %1 (%2 s)")
                             .arg(QString::number(scene.frameIndex()),
                                 formatNumber(scene.frameIndex() / double(kFramesPerSecond), 2));
        draw::headline(p, view, style, status, style.text);
        const QString legend = scene.hasRules()
            ? (scene.showCorrect() ? tr("filled: your rules   dashed: correct (bounceRectInBox)")
                                   : tr("filled: your rules"))
            : tr("no rules yet: nothing turns the rectangles around");
        draw::legend(p, view, style, legend, style.text);
        paintSpotlight(p, view, style, scene);
    }

    SceneDescription describeScene(const AreaMoveScene& scene) const override
    {
        const Frame& frame = scene.currentFrame();
        SceneDescription d;
        d.shapes << tr("frame %1 (%2 s)")
                        .arg(QString::number(scene.frameIndex()),
                            formatNumber(scene.frameIndex() / double(kFramesPerSecond), 2));
        for (int r = 0; r < 2; ++r) {
            const geometry::Aabb& b = frame.mine[r].box;
            d.shapes << tr("Rectangle %1 by your rules: from (%2, %3) to (%4, %5)")
                            .arg(r + 1)
                            .arg(formatNumber(b.min.x), formatNumber(b.min.y), formatNumber(b.max.x),
                                formatNumber(b.max.y));
        }
        QStringList verdict { flagText(frame.flag) };
        const Problem& problem = scene.problem();
        if (problem.kind != ProblemKind::None)
            verdict << problemLabel(problem);
        d.verdict = draw::clauses(verdict);
        return d;
    }

private:
    static void paintProblem(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const AreaMoveScene& scene, const Problem& problem)
    {
        const geometry::Aabb area = drawingArea();
        const Body& b = scene.frameAt(problem.frame).mine[problem.rect];
        QColor glow = style.result;
        glow.setAlpha(110);
        // The wall concerned.
        p.setPen(QPen(glow, style.lineWidth * 4, Qt::SolidLine, Qt::FlatCap));
        switch (problem.side) {
        case Side::Left:
            draw::segment(p, view, { area.min.x, area.min.y }, { area.min.x, area.max.y });
            break;
        case Side::Right:
            draw::segment(p, view, { area.max.x, area.min.y }, { area.max.x, area.max.y });
            break;
        case Side::Top: draw::segment(p, view, { area.min.x, area.max.y }, { area.max.x, area.max.y }); break;
        case Side::Bottom:
            draw::segment(p, view, { area.min.x, area.min.y }, { area.max.x, area.min.y });
            break;
        }
        // The rectangle at the frame where it goes wrong.
        const bool now = std::abs(scene.frameIndex() - problem.frame) <= 2;
        p.setPen(QPen(style.result, style.lineWidth * (now ? 2 : 1.2), Qt::DashDotLine));
        p.setBrush(Qt::NoBrush);
        const double margin = 5 / view.scale(); // a few pixels around it
        draw::rect(p, view, rectOf(b.box).adjusted(-margin, -margin, margin, margin));
        draw::label(p, view, style, { b.box.min.x, b.box.min.y }, problemLabel(problem), style.result,
            { 0, 30 + style.labelPointSize * 2 });
    }

    // What the code view's current step computes (area_move_code.cpp names the keys): the walls,
    // or a rectangle at a frame with its velocity, moved by the student's rules or correctly.
    static void paintSpotlight(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const AreaMoveScene& scene)
    {
        const Spotlight& key = scene.spotlight();
        const QColor mark = style.highlight;
        if (key == kSpotWalls) {
            p.setPen(QPen(mark, style.lineWidth * 3));
            p.setBrush(Qt::NoBrush);
            draw::rect(p, view, rectOf(drawingArea()));
            return;
        }
        const std::optional<FrameSpotlight> spot = frameOfSpotlight(key);
        if (!spot)
            return;
        const Frame frame = scene.frameAt(spot->frame); // a copy: the run may grow
        const Body& b = spot->mine ? frame.mine[spot->rect] : frame.correct[spot->rect];
        p.setPen(QPen(mark, style.lineWidth * 2.5, spot->mine ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        draw::rect(p, view, rectOf(b.box));
        const QPointF centre = toQt(0.5 * (b.box.min + b.box.max));
        const double reach = 40 / std::max(1.0, std::hypot(b.mov.x, b.mov.y)); // an arrow about 40 units long
        draw::arrow(p, view, style, centre, centre + reach * toQt(b.mov));
        draw::label(p, view, style, { b.box.max.x, b.box.max.y },
            tr("frame %1: mov = %2").arg(QString::number(spot->frame), formatPoint(b.mov.x, b.mov.y)), mark);
    }

    // "frame 120: rectangle 1 leaves the area"
    static QString problemLabel(const Problem& problem)
    {
        return tr("frame %1: rectangle %2 %3")
            .arg(QString::number(problem.frame), QString::number(problem.rect + 1),
                shortProblem(problem.kind));
    }
};

} // namespace

std::unique_ptr<ScenePainter> createAreaMovePainter()
{
    return std::make_unique<AreaMovePainter>();
}

} // namespace lab
