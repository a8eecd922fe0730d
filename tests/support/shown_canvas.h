// A canvas of its own on a scene and its painter, 600x500 on screen, with its own undo stack and
// view state: what the canvas tests start from.
#pragma once

#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"

#include <catch2/catch.hpp>

#include <QTest>
#include <QUndoStack>

namespace lab::test {

struct ShownCanvas {
    QUndoStack undo;
    ViewState view;
    Canvas canvas;

    ShownCanvas(LessonScene& scene, const ScenePainter& painter)
        : canvas(scene, painter, undo, view)
    {
        canvas.resize(600, 500);
        canvas.show();
        REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    }
};

} // namespace lab::test
