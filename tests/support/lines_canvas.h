// The lines lesson's scene and painter on a canvas of its own, 600x500 on screen, for the canvas
// tests (test_canvas.cpp, test_canvas_drawing.cpp); drag() moves the mouse in five steps.
#pragma once

#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "lines/lines_lesson.h"

#include "shown_canvas.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace lab::test {

struct LinesCanvas {
    LinesLesson lesson;
    LinesScene scene;
    std::unique_ptr<ScenePainter> painter = lesson.createPainter();
    ShownCanvas shown { scene, *painter };
    QUndoStack& undo = shown.undo;
    ViewState& view = shown.view;
    Canvas& canvas = shown.canvas;

    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(&canvas, Qt::LeftButton, mods, from);
        const int steps = 5;
        for (int i = 1; i <= steps; ++i) {
            const QPoint at = from + (to - from) * i / steps;
            QMouseEvent move(
                QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, mods);
            QApplication::sendEvent(&canvas, &move);
        }
        QTest::mouseRelease(&canvas, Qt::LeftButton, mods, to);
    }
};

} // namespace lab::test
