// Large text: the panels a painter draws on its canvas (slab's time line, the ellipse lesson's
// inset) at 200 % text on the canvas a 1024x768 projector leaves fit, and the labels of the
// picture keep off them; a field that is kept narrow still holds a number at any text size.
#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "ellipse_ellipse/ellipse_ellipse_lesson.h"
#include "slab/slab_lesson.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLineEdit>
#include <QUndoStack>

namespace test_large_text_panels {

using namespace lab;

namespace {

constexpr double kTextScale = 2;

// The canvas as a presenting lesson page sets it up at View > Text size 200 %.
void enlarge(Canvas& canvas, QSize size)
{
    CanvasStyle style = CanvasStyle::projectorStyle();
    style.labelPointSize *= kTextScale;
    style.textScale = kTextScale;
    canvas.setCanvasStyle(style);
    QFont font = canvas.font();
    font.setPointSizeF(font.pointSizeF() * kTextScale);
    canvas.setFont(font);
    canvas.resize(size);
    canvas.grab();
}

double overlap(const QRectF& a, const QRectF& b)
{
    const QRectF both = a.intersected(b);
    return both.width() * both.height();
}

// What the painter declared for the labels to keep off, without the handles.
QList<QRectF> painterObstacles(const Canvas& canvas)
{
    const QList<QRectF> handles = canvas.handleRects();
    QList<QRectF> rects;
    for (const QRectF& r : canvas.labelObstacles()) {
        if (!handles.contains(r))
            rects.append(r);
    }
    return rects;
}

} // namespace

TEST_CASE("Slab at 200 % text: the time line takes at most 30 % of the canvas and no label of the picture "
          "covers it")
{
    SlabLesson lesson;
    SlabScene scene;
    const auto painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, *painter, undo, view);
    const QSize size(570, 670);
    enlarge(canvas, size);

    QRectF panel;
    for (const QRectF& r : painterObstacles(canvas)) {
        if (r.width() > 0.9 * size.width())
            panel = r;
    }
    REQUIRE_FALSE(panel.isNull());
    CHECK(panel.height() <= 0.3 * size.height() + 1);
    CHECK(panel.bottom() <= size.height());
    const auto& labels = canvas.placedLabels();
    CHECK(labels.size() >= 8); // verdict, slabs, four times, entry and exit, R0, v
    for (const PlacedLabel& label : labels) {
        INFO(label.text.toStdString());
        CHECK(overlap(label.rect, panel) < 4);
    }
}

TEST_CASE("Ellipse and ellipse at 200 % text: the inset's caption lines stay inside the inset")
{
    EllipseEllipseLesson lesson;
    EllipseEllipseScene scene;
    scene.setInsetVisible(true);
    const auto painter = lesson.createPainter();
    QUndoStack undo;
    ViewState view;
    Canvas canvas(scene, *painter, undo, view);
    const QSize size(670, 700);
    enlarge(canvas, size);

    // The inset is the lower 48 % of the canvas at its right, 10 pixels in from the edges.
    const QList<QRectF> captions = painterObstacles(canvas);
    REQUIRE(captions.size() >= 3); // title, E (with a and b, or apart), the case
    for (const QRectF& r : captions) {
        CHECK(r.left() >= 0);
        CHECK(r.right() <= size.width() - 10 + 1);
        CHECK(r.top() >= size.height() * 0.52 - 1);
    }
}

TEST_CASE("Every narrow answer or value field holds a number such as -123.45 at 200 % text, in every lesson")
{
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        auto scene = lesson->createScene();
        QUndoStack undo;
        ViewState view;
        std::unique_ptr<QWidget> controls(lesson->createControls(*scene, undo, view, nullptr));
        QFont font = QApplication::font();
        font.setPointSizeF(font.pointSizeF() * kTextScale);
        controls->setFont(font);
        QApplication::processEvents();
        for (const QLineEdit* field : controls->findChildren<QLineEdit*>()) {
            if (field->maximumWidth() >= QWIDGETSIZE_MAX)
                continue;
            INFO(field->objectName().toStdString());
            // The text, the line edit's inner margins (2 + 2 pixels) and its frame.
            CHECK(field->maximumWidth()
                >= field->fontMetrics().horizontalAdvance(QStringLiteral("-123.45")) + 8);
        }
    }
}

} // namespace test_large_text_panels
