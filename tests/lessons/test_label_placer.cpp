// The one label placer: labels keep off handles, each other and the edges, and say where they
// went; verdict lines stack and wrap; insets keep their labels in and the others out.
#include "core/canvas/canvas.h"
#include "core/canvas/label_placer.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/line_breaks.h"
#include "lines/lines_lesson.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QPainter>
#include <QTextLayout>
#include <QUndoStack>

namespace test_label_placer {

using namespace lab;

namespace {

struct Sheet {
    QImage image { 400, 300, QImage::Format_ARGB32_Premultiplied };
    QPainter painter { &image };
    QRectF bounds { 0, 0, 400, 300 };
    LabelPlacer placer { painter, bounds, CanvasStyle::desk() };

    const QList<PlacedLabel>& place()
    {
        placer.place();
        return placer.placed();
    }
};

double overlap(const QRectF& a, const QRectF& b)
{
    const QRectF both = a.intersected(b);
    return both.width() * both.height();
}

} // namespace

TEST_CASE("LabelPlacer: two labels asked for the same spot are placed apart, the second with a leader line")
{
    Sheet s;
    s.placer.addLabel({ 200, 150 }, QStringLiteral("P1"), Qt::black, { 8, -8 }); // the same size: in order
    s.placer.addLabel({ 200, 150 }, QStringLiteral("P2"), Qt::black, { 8, -8 });
    const auto& placed = s.place();
    REQUIRE(placed.size() == 2);
    CHECK(placed[0].text == QStringLiteral("P1"));
    CHECK(overlap(placed[0].rect, placed[1].rect) == 0);
    CHECK_FALSE(placed[0].moved);
    CHECK(placed[1].moved);
    CHECK(placed[1].anchor == QPointF(200, 150));
}

TEST_CASE("LabelPlacer: a large label keeps its place and a short name moves round it")
{
    Sheet s;
    s.placer.addLabel({ 200, 150 }, QStringLiteral("a"), Qt::black, { 8, -8 });
    s.placer.addLabel({ 200, 150 }, QStringLiteral("collided? (a verdict)"), Qt::black, { 8, -8 });
    const auto& placed = s.place();
    REQUIRE(placed.size() == 2);
    CHECK(placed[0].text == QStringLiteral("collided? (a verdict)"));
    CHECK_FALSE(placed[0].moved);
    CHECK(placed[1].moved);
    CHECK(overlap(placed[0].rect, placed[1].rect) == 0);
}

TEST_CASE("LabelPlacer: a label keeps off a handle, even one at the point it names")
{
    Sheet s;
    const QRectF handle(192, 142, 16, 16);
    s.placer.addHandle(handle);
    s.placer.addLabel({ 200, 150 }, QStringLiteral("P"), Qt::black, { 0, 0 }); // asked for right on it
    const auto& placed = s.place();
    REQUIRE(placed.size() == 1);
    CHECK(overlap(placed[0].rect, handle) == 0);
    CHECK(QLineF(placed[0].rect.center(), handle.center()).length() < 60); // still beside its point
}

TEST_CASE("LabelPlacer: labels stay inside the canvas, a point off the canvas gets none")
{
    Sheet s;
    s.placer.addLabel({ 395, 5 }, QStringLiteral("a long label near the corner"), Qt::black, { 8, -8 });
    s.placer.addLabel({ -60, 100 }, QStringLiteral("off"), Qt::black, { 8, -8 });
    const auto& placed = s.place();
    REQUIRE(placed.size() == 1);
    CHECK(s.bounds.contains(placed[0].rect));
}

TEST_CASE(
    "LabelPlacer: verdict lines stack at the top, wrapped to the canvas width, and labels keep off them")
{
    Sheet s;
    const QString verdict = QStringLiteral("D² = 5125 > (r1 + r2)² = 2025: the circles are apart, "
                                           "and this line is far too long for a 400 pixel canvas");
    s.placer.addHeadline(verdict, Qt::black);
    s.placer.addHeadline(QStringLiteral("second line"), Qt::black);
    s.placer.addLabel({ 30, 20 }, QStringLiteral("under the verdict"), Qt::black, { 8, -8 });
    const auto& placed = s.place();
    REQUIRE(placed.size() == 3);
    CHECK(placed[0].headline);
    CHECK(placed[0].rect.right() <= s.bounds.right() - 12 + 0.5);
    CHECK(placed[0].rect.height()
        > 2 * QFontMetricsF(LabelPlacer::labelFont(s.painter.font(), CanvasStyle::desk())).height());
    // What a painter is told about where a verdict plate ends (slab puts its inset there).
    LabelPlacer plate(s.painter, s.bounds, CanvasStyle::desk());
    plate.addVerdict(Verdict::Apart, QStringLiteral("Apart"), verdict);
    plate.place();
    CHECK(LabelPlacer::verdictBottom(
              s.painter.font(), CanvasStyle::desk(), QStringLiteral("Apart"), verdict, s.bounds.size())
        == Approx(plate.placed()[0].rect.bottom()).margin(0.5));
    CHECK(placed[1].rect.top() >= placed[0].rect.bottom());
    CHECK(overlap(placed[2].rect, placed[0].rect) == 0);
    CHECK(overlap(placed[2].rect, placed[1].rect) == 0);
}

TEST_CASE("LabelPlacer: on a small canvas at large text the verdict lines step down until they take a third "
          "of its height")
{
    QImage image(400, 300, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    CanvasStyle style = CanvasStyle::desk();
    style.labelPointSize *= 2; // 200 %
    LabelPlacer placer(painter, QRectF(0, 0, 400, 300), style);
    const QStringList verdicts { QStringLiteral("Swept test: hit at t = 0.857 (bold circles: that moment)"),
        QStringLiteral("Per-frame test (frames 0 and 1 only): hit"), QStringLiteral("Article's test: hit") };
    for (const QString& v : verdicts)
        placer.addHeadline(v, Qt::black);
    placer.place();
    const auto& placed = placer.placed();
    REQUIRE(placed.size() == 3);
    const double stack = placed[2].rect.bottom() - placed[0].rect.top();
    CHECK(stack <= 300.0 / 3);
    // At the full size the three would have taken more than that.
    const QFont full = LabelPlacer::labelFont(painter.font(), style);
    double unscaled = 0;
    for (const QString& v : verdicts)
        unscaled += QFontMetricsF(full)
                        .boundingRect(QRectF(0, 0, 400 - 24 - 6, 100000), Qt::TextWordWrap, v)
                        .height();
    CHECK(unscaled > 300.0 / 3);
    // What slab is told about a single verdict plate matches where place() puts it.
    LabelPlacer alone(painter, QRectF(0, 0, 400, 300), style);
    alone.addVerdict(Verdict::Collide, QStringLiteral("Hit at t = 0.857"), verdicts[0]);
    alone.place();
    CHECK(LabelPlacer::verdictBottom(
              painter.font(), style, QStringLiteral("Hit at t = 0.857"), verdicts[0], QSizeF(400, 300))
        == Approx(alone.placed()[0].rect.bottom()).margin(0.5));
}

TEST_CASE(
    "LabelPlacer: a verdict line hides what lies under it (an axis number would show through its words)")
{
    Sheet s;
    s.image.fill(Qt::black); // what was drawn before: the grid, the axis numbers
    s.placer.addHeadline(QStringLiteral("verdict"), Qt::black);
    const auto& placed = s.place();
    REQUIRE(placed.size() == 1);
    // A pixel inside the box but left of the text (in its padding): the background, unmixed.
    const QRectF box = placed[0].rect;
    const QPoint inside(int(box.left()) + 1, int(box.center().y()));
    CHECK(s.image.pixelColor(inside) == CanvasStyle::desk().background);
}

TEST_CASE(
    "LabelPlacer: on a crowded canvas a label takes the nearest free spot, however far, with a leader line")
{
    Sheet s;
    // Handles everywhere but in the bottom right corner: nothing is free near the point.
    for (double x = 0; x < 400; x += 20) {
        for (double y = 0; y < 300; y += 20) {
            if (x < 300 || y < 220)
                s.placer.addHandle(QRectF(x, y, 20, 20));
        }
    }
    s.placer.addLabel({ 40, 40 }, QStringLiteral("far"), Qt::black, { 8, -8 });
    const auto& placed = s.place();
    REQUIRE(placed.size() == 1);
    CHECK(placed[0].moved);
    CHECK(QRectF(300, 220, 100, 80).contains(placed[0].rect));
}

TEST_CASE("LabelPlacer: a label with no free spot at its size steps down in size until it fits")
{
    Sheet s;
    const QFont full = LabelPlacer::labelFont(s.painter.font(), CanvasStyle::desk());
    const QString text = QStringLiteral("a long label for a narrow canvas");
    const double width = QFontMetricsF(full).horizontalAdvance(text);
    // A free strip 80 % as wide as the label at its size; handles everywhere else.
    const QRectF strip(10, 100, width * 0.8 + 10, 60);
    for (double x = 0; x < 400; x += 10) {
        for (double y = 0; y < 300; y += 10) {
            if (!strip.intersects(QRectF(x, y, 10, 10)))
                s.placer.addHandle(QRectF(x, y, 10, 10));
        }
    }
    s.placer.addLabel({ 20, 120 }, text, Qt::black, { 8, -8 });
    const auto& placed = s.place();
    REQUIRE(placed.size() == 1);
    CHECK(strip.contains(placed[0].rect));
    CHECK(placed[0].rect.width() < width);
}

TEST_CASE("LabelPlacer: an inset keeps its own labels in and the canvas's labels out")
{
    Sheet s;
    const QRectF inset(250, 150, 140, 140);
    s.placer.addArea(inset);
    // The inset's own label is added while the painter draws the inset, clipped to it (here in
    // the inset's coordinates, as a painter that translates to the inset's corner does).
    s.painter.save();
    s.painter.translate(inset.topLeft());
    s.painter.setClipRect(QRectF(QPointF(0, 0), inset.size()));
    s.placer.addLabel({ 380, 160 }, QStringLiteral("inside"), Qt::black, { 8, -8 }); // would leave it
    s.painter.restore();
    s.placer.addLabel({ 245, 200 }, QStringLiteral("outside"), Qt::black, { 8, -8 }); // would enter it
    s.placer.addLabel(
        { 300, 200 }, QStringLiteral("under"), Qt::black, { 8, -8 }); // a canvas point under the inset
    const auto& placed = s.place();
    REQUIRE(placed.size() == 3);
    for (const PlacedLabel& label : placed) {
        if (label.text == QStringLiteral("inside"))
            CHECK(inset.contains(label.rect));
        else
            CHECK(overlap(label.rect, inset) == 0);
    }
}

TEST_CASE("Canvas: every label of the Lines scene is placed clear of the handles and of each other")
{
    LinesLesson lesson;
    LinesScene scene;
    const auto painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, *painter, undo, view);
    canvas.resize(600, 500);
    canvas.grab();
    const auto& labels = canvas.placedLabels();
    CHECK(labels.size() >= 6); // P, Q, a, b, W, R and the verdict
    for (int i = 0; i < labels.size(); ++i) {
        CHECK(QRectF(0, 0, 600, 500).contains(labels[i].rect));
        for (int j = i + 1; j < labels.size(); ++j)
            CHECK(overlap(labels[i].rect, labels[j].rect) < 4);
        for (const QRectF& handle : canvas.handleRects())
            CHECK(overlap(labels[i].rect, handle) < 4);
    }
}

TEST_CASE("LabelPlacer: a verdict plate holds all of its words beside its mark")
{
    Sheet sheet;
    const QString main = QStringLiteral("Hit");
    const QString detail = QStringLiteral("t_enter = 1.5, t_exit = 3.5");
    sheet.placer.addVerdict(Verdict::Collide, main, detail);
    const auto& placed = sheet.place();
    REQUIRE(placed.size() == 1);
    const QRectF box = placed[0].rect;
    // The words as drawVerdict sets them: the main line in the plate's font (the labels' font, a
    // quarter larger, bold), its detail in the labels' font, after the mark (a line's height and
    // a tenth) and 3 pixels of padding each side; each short, so each on one line.
    const QFont small = LabelPlacer::labelFont(sheet.painter.font(), CanvasStyle::desk());
    QFont font = small;
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    const QFontMetricsF fm(font);
    const QFontMetricsF fmSmall(small);
    const double mark = fm.height() * 1.1;
    CHECK(fmSmall.horizontalAdvance(detail) + mark + 2 * 3 <= box.width() + 0.5);
    CHECK(fm.horizontalAdvance(main) + mark + 2 * 3 <= box.width() + 0.5);
    CHECK(box.height() < fm.height() + fmSmall.height() + 4);
}

TEST_CASE("LabelPlacer: a verdict plate in two tiers, as wide as its words and at most 60 % of the canvas")
{
    const CanvasStyle style = CanvasStyle::desk();
    SECTION("a short verdict gets a short plate, its detail below the main line in a smaller font")
    {
        Sheet sheet;
        sheet.placer.addVerdict(Verdict::Apart, QStringLiteral("Miss"), QStringLiteral("D < 0"));
        const auto& placed = sheet.place();
        REQUIRE(placed.size() == 1);
        const PlacedLabel& plate = placed[0];
        CHECK(plate.rect.width() < 0.3 * sheet.bounds.width());
        CHECK(plate.detail == phrased(QStringLiteral("D < 0")));
        CHECK(plate.detailRect.top() >= plate.textRect.bottom() - 0.5);
        CHECK(plate.rect.contains(plate.detailRect));
        CHECK(plate.detailFont.pointSizeF() < plate.font.pointSizeF());
        CHECK_FALSE(plate.detailFont.bold());
    }
    SECTION("a long detail wraps inside 60 % of the canvas's width, every word inside the plate")
    {
        Sheet sheet;
        const QString detail
            = QStringLiteral("D² = 52 > (r1 + r2)² = 36; the car bodies do not touch: a false collision");
        sheet.placer.addVerdict(Verdict::Collide, QStringLiteral("The circles collide"), detail);
        const auto& placed = sheet.place();
        REQUIRE(placed.size() == 1);
        const PlacedLabel& plate = placed[0];
        CHECK(plate.rect.width() <= 0.6 * sheet.bounds.width() + 0.5);
        const QRectF needed = QFontMetricsF(plate.detailFont)
                                  .boundingRect(QRectF(0, 0, plate.detailRect.width(), 1000),
                                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail);
        CHECK(needed.height() > 1.5 * QFontMetricsF(plate.detailFont).height()); // it wrapped
        CHECK(needed.height() <= plate.detailRect.height() + 0.5);
        CHECK(needed.width() <= plate.detailRect.width() + 0.5);
    }
    SECTION("a word longer than the cap widens the plate rather than leaving it")
    {
        QImage image(160, 300, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        LabelPlacer placer(painter, QRectF(0, 0, 160, 300), style);
        placer.addVerdict(Verdict::Apart, QStringLiteral("Intersecting"));
        placer.place();
        const PlacedLabel& plate = placer.placed().first();
        const double word = QFontMetricsF(plate.font).horizontalAdvance(QStringLiteral("Intersecting"));
        CHECK(word <= plate.textRect.width() + 0.5);
        CHECK(plate.rect.right() <= 160);
    }
}

TEST_CASE("LabelPlacer: a plate stepped down to fit a short canvas draws its detail in the font it measured")
{
    // 120 pixels high: the plate may take 40, so both of its tiers step down in size.
    const CanvasStyle style = CanvasStyle::desk();
    QImage image(400, 120, QImage::Format_ARGB32_Premultiplied);
    image.fill(style.background);
    QPainter painter(&image);
    LabelPlacer placer(painter, QRectF(0, 0, 400, 120), style);
    const QString detail
        = QStringLiteral("the swept test says hit: the thick circles show that moment, early in the frame");
    placer.addVerdict(Verdict::Collide, QStringLiteral("Hit at t = 0.857"), detail);
    placer.place();
    painter.end();
    REQUIRE(placer.placed().size() == 1);
    const PlacedLabel& plate = placer.placed().first();
    CHECK(plate.detailFont.pointSizeF() < LabelPlacer::labelFont(QFont(), style).pointSizeF());
    // What the plate drew where its detail is, against the detail drawn in the font and place it
    // reports (the lines of a larger font would wrap elsewhere, and the last would be cut).
    QImage expected(image.size(), image.format());
    expected.fill(style.background);
    QPainter text(&expected);
    text.setFont(plate.detailFont);
    text.setPen(style.text);
    text.drawText(plate.detailRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, plate.detail);
    text.end();
    const QRect inside = plate.detailRect.toAlignedRect().adjusted(0, 0, 0, -3); // clear of the border
    CHECK(image.copy(inside) == expected.copy(inside));
}

TEST_CASE("LabelPlacer: a plate stepped down to any size holds both of its tiers whole")
{
    // Whatever the scale, the words wrap in the plate as they were measured: the mark takes the
    // room of the scaled font's mark, not the full mark scaled (a font's height is not linear).
    const CanvasStyle style = CanvasStyle::projectorStyle(ProjectorPalette::Dark);
    const QStringList details { QStringLiteral("移動を考慮した判定。太線の円はその瞬間です。"),
        QStringLiteral("the swept test says hit: the thick circles show that moment"),
        QStringLiteral("D² = 5125 > (r1 + r2)² = 2025: the circles are apart") };
    int stepped = 0;
    for (double height = 90; height <= 240; height += 50) {
        for (double width = 380; width <= 700; width += 16) {
            for (const QString& detail : details) {
                CAPTURE(height, width, detail.toStdString());
                QImage image(int(width), int(height), QImage::Format_ARGB32_Premultiplied);
                QPainter painter(&image);
                LabelPlacer placer(painter, QRectF(0, 0, width, height), style);
                placer.addVerdict(Verdict::Collide, QStringLiteral("t = 0.857で当たり"), detail);
                placer.place();
                REQUIRE(placer.placed().size() == 1);
                const PlacedLabel& plate = placer.placed().first();
                stepped += plate.detailFont.pointSizeF() < style.labelPointSize ? 1 : 0;
                const auto needed = [](const QFont& font, const QString& text, const QRectF& room) {
                    return QFontMetricsF(font).boundingRect(QRectF(0, 0, room.width(), 100000),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
                };
                CHECK(
                    needed(plate.font, plate.text, plate.textRect).height() <= plate.textRect.height() + 0.5);
                CHECK(needed(plate.detailFont, plate.detail, plate.detailRect).height()
                    <= plate.detailRect.height() + 0.5);
            }
        }
    }
    CHECK(stepped > 100); // most of them were stepped down
}

TEST_CASE("phrasedMarkup: the text between the tags is phrased, the tags are kept as they are")
{
    const QString words = QStringLiteral("でキャンバスからすぐに出ます");
    CHECK(phrasedMarkup(QStringLiteral("<b>Ctrl+Tab</b>") + words)
        == QStringLiteral("<b>Ctrl+Tab</b>") + phrased(words));
    CHECK(phrased(words) != words);
    // A tag's own spaces beside an operator are not a formula's.
    CHECK(phrasedMarkup(QStringLiteral("<td title=\"a = b\">t = 1</td>"))
        == QStringLiteral("<td title=\"a = b\">t\u00a0=\u00a01</td>"));
    CHECK(phrasedMarkup(QStringLiteral("plain")) == QStringLiteral("plain"));
}

TEST_CASE("LabelPlacer: a Japanese plate breaks between phrases, never inside one")
{
    // A word joiner between the kana of 離れています; none after the particle に.
    const QString joined = phrased(QStringLiteral("壁に離れています"));
    CHECK(joined.contains(QStringLiteral("離\u2060れ\u2060て\u2060い\u2060ま\u2060す")));
    CHECK(joined.contains(QStringLiteral("壁\u2060に離")));
    // A formula keeps its operands on its operator's line; other spaces break as ever.
    CHECK(phrased(QStringLiteral("Hit at t = 0.857")) == QStringLiteral("Hit at t\u00a0=\u00a00.857"));
    CHECK(phrased(QStringLiteral("Miss")) == QStringLiteral("Miss"));

    QImage image(260, 400, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    LabelPlacer placer(painter, QRectF(0, 0, 260, 400), CanvasStyle::desk());
    const QString detail = QStringLiteral("外側の円は壁を越えていますが、車はまだ壁から離れています。");
    placer.addVerdict(Verdict::Apart, QStringLiteral("衝突していません"), detail);
    placer.place();
    const PlacedLabel& plate = placer.placed().first();
    // Laid out as the plate draws it: every line break falls where a phrase ends.
    QTextLayout layout(plate.detail, plate.detailFont);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QStringList lines;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(plate.detailRect.width());
        lines << plate.detail.mid(line.textStart(), line.textLength()).remove(QChar(0x2060));
    }
    layout.endLayout();
    REQUIRE(lines.size() >= 2);
    QString plain;
    for (const QString& line : std::as_const(lines)) {
        if (!plain.isEmpty()) {
            INFO(plain.toStdString() << " | " << line.toStdString());
            CHECK(isSafeBreak(plain + line, int(plain.size())));
        }
        plain += line;
    }
    CHECK(plain == detail);
}

} // namespace test_label_placer
