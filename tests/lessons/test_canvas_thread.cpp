// Where the canvas paints its frames: on a thread of Qt's global pool (canvas_paint.cpp says why),
// or on the GUI thread when the pool has no thread free.
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "lines/lines_lesson.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QPainter>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QUndoStack>

namespace test_canvas_thread {

using namespace lab;

namespace {

// Paints a filled circle at the origin and records the thread it was painted on.
class ThreadRecorder : public ScenePainter {
public:
    mutable QThread* thread = nullptr;
    void paint(QPainter& p, const Viewport& view, const CanvasStyle& style, const LessonScene&) const override
    {
        thread = QThread::currentThread();
        p.setPen(QPen(style.shapes[0], 2));
        p.setBrush(style.shapes[1]);
        // Small: a fill painted on the GUI thread while every pool thread is busy must not need
        // one (Qt hands large fills to the pool and waits).
        p.drawEllipse(view.toScreen({ 0, 0 }), 6, 6);
    }
};

} // namespace

TEST_CASE("Canvas: a frame is painted on a thread of Qt's pool, or on the GUI thread when none is free, the "
          "same either way")
{
    LinesScene scene;
    ThreadRecorder painter;
    QUndoStack undo;
    ViewState view;
    Canvas canvas { scene, painter, undo, view };
    canvas.resize(400, 300);
    canvas.show();
    REQUIRE(QTest::qWaitForWindowExposed(&canvas));
    canvas.clearFocus();
    QThreadPool& pool = *QThreadPool::globalInstance();

    const QImage onPool = canvas.grab().toImage();
    REQUIRE(painter.thread != nullptr);
    CHECK(painter.thread != QThread::currentThread());
    CHECK(pool.contains(painter.thread)); // where Qt paints a large fill itself, without handing it on

    // Every pool thread busy (each waits at most 20 s, should the test fail on the way).
    QSemaphore running, release, finished;
    const int busy = pool.maxThreadCount();
    for (int i = 0; i < busy; ++i) {
        pool.start([&] {
            running.release();
            release.tryAcquire(1, 20000);
            finished.release();
        });
    }
    REQUIRE(running.tryAcquire(busy, 5000));
    painter.thread = nullptr;
    const QImage onGui = canvas.grab().toImage();
    QThread* const fallback = painter.thread;
    release.release(busy);
    REQUIRE(finished.tryAcquire(busy, 5000));
    CHECK(fallback == QThread::currentThread());
    CHECK(onGui == onPool);
}

} // namespace test_canvas_thread
