// A drag on a large canvas (a 4K projector) repaints only where its frames differ: where each
// drawing would put ink (InkBounds), which drawings changed (inkChange), and, in every lesson,
// that the window then shows exactly what a whole repaint draws.
#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/canvas/ink_bounds.h"
#include "core/canvas/scene_painter.h"
#include "core/lesson.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QBackingStore>
#include <QMouseEvent>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

namespace test_canvas_partial {

using namespace lab;

namespace {

QList<InkMark> inkOf(const std::function<void(QPainter&)>& paint)
{
    InkBounds device(QSize(400, 300));
    QPainter p(&device);
    p.setRenderHint(QPainter::Antialiasing);
    paint(p);
    p.end();
    return device.marks();
}

// Pixels of `shown` that no pixel of `whole` within one pixel's distance matches (to 48 levels a
// channel). A stamped shape's centre is kept to a quarter pixel, and a clip's edge moves a dashed
// line's dashes and a wide translucent stroke's edge a little: such differences find their match a
// pixel away, but a shape left behind (hundreds of pixels where a repaint misses) does not.
int unexplainedPixels(const QImage& shown, const QImage& whole)
{
    const auto near = [](QRgb a, QRgb b) {
        return std::abs(qRed(a) - qRed(b)) <= 48 && std::abs(qGreen(a) - qGreen(b)) <= 48
            && std::abs(qBlue(a) - qBlue(b)) <= 48;
    };
    int count = 0;
    for (int y = 0; y < shown.height(); ++y) {
        for (int x = 0; x < shown.width(); ++x) {
            const QRgb pixel = shown.pixel(x, y);
            bool matched = false;
            for (int dy = -1; dy <= 1 && !matched; ++dy) {
                for (int dx = -1; dx <= 1 && !matched; ++dx) {
                    const QPoint at(x + dx, y + dy);
                    matched = whole.rect().contains(at) && near(pixel, whole.pixel(at));
                }
            }
            count += matched ? 0 : 1;
        }
    }
    return count;
}

} // namespace

TEST_CASE("InkBounds: each drawing's rectangle holds its ink: the pen's width, the transform and the clip")
{
    const QList<InkMark> marks = inkOf([](QPainter& p) {
        p.setPen(QPen(Qt::black, 10));
        p.drawLine(QPointF(50, 50), QPointF(150, 50));
        p.translate(100, 100);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::red);
        p.drawEllipse(QPointF(0, 0), 20, 20);
        p.setClipRect(QRectF(-5, -5, 10, 10));
        p.drawRect(QRectF(-50, -50, 100, 100));
        p.setClipping(false);
        p.setPen(Qt::black);
        p.drawText(QPointF(0, 0), QStringLiteral("Apart"));
    });
    REQUIRE(marks.size() == 4);
    CHECK(marks[0].rect.contains(QRectF(45, 45, 110, 10))); // the pen's square caps and width
    CHECK(marks[0].rect.height() < 40);
    CHECK(marks[1].rect.contains(QRectF(80, 80, 40, 40)));
    CHECK(marks[1].rect.width() < 50);
    CHECK(marks[2].rect.contains(QRectF(95, 95, 10, 10))); // cut to the clip
    CHECK(marks[2].rect.width() < 20);
    const QFontMetricsF fm { QFont() };
    CHECK(marks[3].rect.contains(
        QRectF(100, 100 - fm.ascent(), fm.horizontalAdvance(QStringLiteral("Apart")), fm.height())));
}

TEST_CASE("InkBounds: a slanted line across the canvas is a band of small rectangles along it")
{
    const QLineF across(QPointF(0, 0), QPointF(400, 300));
    const QList<InkMark> marks = inkOf([&](QPainter& p) {
        p.setPen(QPen(Qt::black, 2));
        p.drawLine(across);
    });
    REQUIRE(marks.size() > 1);
    double area = 0;
    for (const InkMark& m : marks) {
        CHECK(m.key == marks[0].key); // one drawing
        area += m.rect.width() * m.rect.height();
    }
    CHECK(area < 0.25 * 400 * 300); // the band, not the whole canvas
    for (double t = 0; t <= 1; t += 0.01) { // every point of the line's ink is inside a piece
        const QPointF at = across.pointAt(t);
        CHECK(std::any_of(marks.begin(), marks.end(), [&](const InkMark& m) { return m.rect.contains(at); }));
    }
    // A level line stays one rectangle.
    CHECK(inkOf([](QPainter& p) { p.drawLine(QPointF(0, 50), QPointF(400, 50)); }).size() == 1);
}

TEST_CASE("inkChange: only the drawings one frame has and the other has not, on whole tiles")
{
    const auto frame = [](double x, QColor colour) {
        return inkOf([&](QPainter& p) {
            p.setPen(Qt::black);
            p.drawLine(QPointF(0, 10), QPointF(390, 10)); // the same in every frame
            p.setBrush(colour);
            p.drawEllipse(QPointF(x, 200), 10, 10);
        });
    };
    CHECK(inkChange(frame(100, Qt::red), frame(100, Qt::red), 32).isEmpty());
    const QRegion moved = inkChange(frame(100, Qt::red), frame(200, Qt::red), 32);
    CHECK(moved.contains(QRect(89, 189, 22, 22)));
    CHECK(moved.contains(QRect(189, 189, 22, 22)));
    CHECK_FALSE(moved.contains(QPoint(300, 10)));
    for (const QRect& r : moved) {
        CHECK(r.x() % 32 == 0);
        CHECK(r.width() % 32 == 0);
    }
    // Nothing moved, but the colour changed: that drawing is repainted.
    CHECK(inkChange(frame(100, Qt::red), frame(100, Qt::blue), 32).contains(QRect(89, 189, 22, 22)));
}

TEST_CASE(
    "Canvas: in every lesson, a drag on a canvas of 4K's pixels repaints parts, and the window shows what "
    "a whole repaint draws")
{
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        const std::unique_ptr<LessonScene> scene = lesson->createScene();
        const std::unique_ptr<ScenePainter> painter = lesson->createPainter();
        QUndoStack undo;
        ViewState view;
        QWidget window;
        window.resize(2000, 1640); // 3.2 million pixels of canvas at pixel ratio 1
        Canvas canvas { *scene, *painter, undo, view, &window };
        canvas.setGeometry(11, 7, 1970, 1620);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QApplication::processEvents();
        auto* store = dynamic_cast<QImage*>(window.backingStore()->paintDevice());
        REQUIRE(store);
        const QPoint from = canvas.handleScreenPos(0).toPoint();
        QTest::mousePress(&canvas, Qt::LeftButton, Qt::NoModifier, from);
        QApplication::processEvents();
        const int partial = canvas.partialRepaints();
        for (int i = 1; i <= 12; ++i) {
            const QPoint at = from + QPoint(9 * i, 5 * i);
            QMouseEvent move(
                QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&canvas, &move);
            QApplication::processEvents();
        }
        // Still held: what the partial repaints left on screen, against a whole frame.
        const QImage shown = store->copy(canvas.geometry()).convertToFormat(QImage::Format_RGB32);
        const QImage whole = canvas.grab().toImage().convertToFormat(QImage::Format_RGB32);
        if (lesson->id() != QStringLiteral("lines") && lesson->id() != QStringLiteral("slab"))
            CHECK(canvas.partialRepaints() > partial); // lines and slab's ray cross it all: repainted whole
        const int unexplained = unexplainedPixels(shown, whole);
        if (unexplained > 0 && qEnvironmentVariableIsSet("CANVAS_DEBUG_DIR")) {
            shown.save(qEnvironmentVariable("CANVAS_DEBUG_DIR") + QStringLiteral("/shown.png"));
            whole.save(qEnvironmentVariable("CANVAS_DEBUG_DIR") + QStringLiteral("/whole.png"));
        }
        CHECK(unexplained < 20);
        QTest::mouseRelease(&canvas, Qt::LeftButton, Qt::NoModifier, from + QPoint(108, 60));
    }
}

} // namespace test_canvas_partial
