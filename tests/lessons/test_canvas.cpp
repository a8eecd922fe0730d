// The shared canvas, driven with QTest on the Lines scene: drags, undo, snapping, keys.
#include "core/canvas.h"
#include "core/scene_painter.h"
#include "lines/lines_lesson.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <numbers>

using namespace lab;

namespace {

struct Fixture {
    LinesLesson lesson;
    LinesScene scene;
    std::unique_ptr<ScenePainter> painter = lesson.createPainter();
    QUndoStack undo;
    Canvas canvas{scene, *painter, undo};

    Fixture()
    {
        canvas.resize(600, 500);
        canvas.show();
        REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    }

    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(&canvas, Qt::LeftButton, mods, from);
        const int steps = 5;
        for (int i = 1; i <= steps; ++i) {
            const QPoint at = from + (to - from) * i / steps;
            QMouseEvent move(QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, mods);
            QApplication::sendEvent(&canvas, &move);
        }
        QTest::mouseRelease(&canvas, Qt::LeftButton, mods, to);
    }
};

} // namespace

TEST_CASE("Canvas: dragging the point P moves it by the mouse distance, as one undo step")
{
    Fixture f;
    const auto before = f.scene.state();
    const QPoint from = f.canvas.handleScreenPos(0).toPoint();
    f.drag(from, from + QPoint(80, -40));
    const double scale = f.canvas.viewport().scale();
    CHECK(f.scene.value(LinesScene::Px) == Approx(before[LinesScene::Px] + 80 / scale).margin(1.0 / scale));
    CHECK(f.scene.value(LinesScene::Py) == Approx(before[LinesScene::Py] + 40 / scale).margin(1.0 / scale));
    CHECK(f.undo.count() == 1);
    f.undo.undo();
    CHECK(f.scene.state() == before);
    f.undo.redo();
    CHECK(f.scene.value(LinesScene::Px) != before[LinesScene::Px]);
}

TEST_CASE("Canvas: Shift snaps a dragged handle to the grid")
{
    Fixture f;
    const QPoint from = f.canvas.handleScreenPos(2).toPoint();
    f.drag(from, from + QPoint(37, 23), Qt::ShiftModifier);
    const double half = f.canvas.viewport().gridStep() / 2;
    const double qx = f.scene.value(LinesScene::Qx) / half;
    const double qy = f.scene.value(LinesScene::Qy) / half;
    CHECK(qx == Approx(std::round(qx)).margin(1e-9));
    CHECK(qy == Approx(std::round(qy)).margin(1e-9));
}

TEST_CASE("Canvas: a direction handle cannot be dragged onto a zero vector")
{
    Fixture f;
    QString message;
    QObject::connect(&f.canvas, &Canvas::message, [&](const QString& m) { message = m; });
    const QPoint tip = f.canvas.handleScreenPos(1).toPoint();
    const QPoint anchor = f.canvas.handleScreenPos(0).toPoint();
    f.drag(tip, anchor, Qt::ShiftModifier); // snapping makes the vector exactly zero
    CHECK_FALSE((f.scene.value(LinesScene::Ax) == 0 && f.scene.value(LinesScene::Ay) == 0));
    CHECK(message.contains(QStringLiteral("zero vector")));
}

TEST_CASE("Canvas: dragging empty space pans the view and leaves the scene alone")
{
    Fixture f;
    const auto before = f.scene.state();
    const QPointF worldBefore = f.canvas.viewport().toWorld({10, 10});
    f.drag({10, 10}, {110, 10});
    CHECK(f.scene.state() == before);
    CHECK(f.undo.count() == 0);
    CHECK(f.canvas.viewport().toWorld({110, 10}).x() == Approx(worldBefore.x()));
}

TEST_CASE("Canvas: the wheel zooms about the mouse position")
{
    Fixture f;
    const QPointF mouse(450, 100);
    const QPointF before = f.canvas.viewport().toWorld(mouse);
    QWheelEvent wheel(mouse, f.canvas.mapToGlobal(mouse), {}, {0, 120}, Qt::NoButton, {}, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&f.canvas, &wheel);
    CHECK(f.canvas.viewport().scale() > Viewport::kDefaultScale);
    CHECK(f.canvas.viewport().toWorld(mouse).x() == Approx(before.x()));
    CHECK(f.canvas.viewport().toWorld(mouse).y() == Approx(before.y()));
}

TEST_CASE("Canvas: Tab picks a handle and the arrow keys move it, one undo step per key")
{
    Fixture f;
    f.canvas.setFocus();
    const double x = f.scene.value(LinesScene::Px);
    QTest::keyClick(&f.canvas, Qt::Key_Tab);
    CHECK(f.canvas.selectedHandle() == 0);
    QTest::keyClick(&f.canvas, Qt::Key_Right);
    CHECK(f.scene.value(LinesScene::Px) == Approx(x + f.canvas.viewport().gridStep() / 2));
    CHECK(f.undo.count() == 1);
}

TEST_CASE("Canvas: H and J turn line 1 through undoable commands")
{
    Fixture f;
    f.canvas.setFocus();
    const double angle = std::atan2(f.scene.value(LinesScene::Ay), f.scene.value(LinesScene::Ax));
    QTest::keyClick(&f.canvas, Qt::Key_H);
    const double turned = std::atan2(f.scene.value(LinesScene::Ay), f.scene.value(LinesScene::Ax));
    CHECK(turned - angle == Approx(5 * std::numbers::pi / 180));
    QTest::keyClick(&f.canvas, Qt::Key_J, Qt::ShiftModifier);
    const double back = std::atan2(f.scene.value(LinesScene::Ay), f.scene.value(LinesScene::Ax));
    CHECK(back - angle == Approx(4 * std::numbers::pi / 180));
    CHECK(f.undo.count() == 2);
}

TEST_CASE("Canvas: PNG and SVG exports are real files of the canvas")
{
    Fixture f;
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("c.png"));
    const QString svg = dir.filePath(QStringLiteral("c.svg"));
    REQUIRE(f.canvas.exportPng(png));
    REQUIRE(f.canvas.exportSvg(svg, QStringLiteral("Lines")));
    QImage image(png);
    CHECK(image.width() == 2 * f.canvas.width());
    QFile file(svg);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    CHECK(content.contains("<svg"));
    CHECK(content.contains("Lines"));
    CHECK_FALSE(f.canvas.exportPng(QStringLiteral("/nonexistent-dir/x.png")));
}
