// Mouse drags on the shared canvas for GUI tests, with Shift held so that handles snap to half
// grid steps and land exactly on the world point asked for.
#pragma once

#include "core/canvas/canvas.h"

#include <QApplication>
#include <QList>
#include <QMouseEvent>
#include <QTest>

namespace lab::testing {

// From screen point `from` to world point `world`; `direct`: one move, no stop half way.
inline void snapDragFrom(Canvas& canvas, QPoint from, QPointF world, bool direct = false)
{
    const QPoint to = canvas.viewport().toScreen(world).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, Qt::ShiftModifier, from);
    const QList<QPoint> path = direct ? QList<QPoint> { to } : QList<QPoint> { from + (to - from) / 2, to };
    for (const QPoint at : path) {
        QMouseEvent move(
            QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(&canvas, &move);
    }
    QTest::mouseRelease(&canvas, Qt::LeftButton, Qt::ShiftModifier, to);
}

// Handle `handle` of the scene to world point `world`.
inline void snapDrag(Canvas& canvas, int handle, QPointF world)
{
    snapDragFrom(canvas, canvas.handleScreenPos(handle).toPoint(), world);
}

// From screen point `from` to screen point `to` with Shift held, in four equal moves.
inline void shiftDrag(Canvas& canvas, QPoint from, QPoint to)
{
    QTest::mousePress(&canvas, Qt::LeftButton, Qt::ShiftModifier, from);
    for (int i = 1; i <= 4; ++i) {
        const QPoint at = from + (to - from) * i / 4;
        QMouseEvent move(
            QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(&canvas, &move);
    }
    QTest::mouseRelease(&canvas, Qt::LeftButton, Qt::ShiftModifier, to);
}

} // namespace lab::testing
