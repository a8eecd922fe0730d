// What follows a drag in words or plots, at a pace a reader can follow.
//
// The canvas repaints on every mouse move (several hundred a second with a fast mouse), and a
// read-out or a chart laid out and painted again each time costs more than the canvas. A
// PacedUpdate runs its update after every change of the scene at once, except while the student
// drags on the canvas: then at most once per interval (about 30 a second), the last change
// always shown (a timer brings it, the end of the drag brings it at once).
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>

class QTimer;

namespace lab {

class LessonScene;

class PacedUpdate : public QObject {
    Q_OBJECT
public:
    static constexpr int kDragIntervalMs = 33;

    // Calls `update` after every changed() of `scene`, paced while it is dragged.
    PacedUpdate(LessonScene& scene, std::function<void()> update, QObject* parent,
                int intervalMs = kDragIntervalMs);

    // A change: shown now, or within the interval while a drag is under way.
    void request();
    // Shows a change still waiting, now.
    void flush();
    bool isPending() const { return m_pending; }

private:
    void run();

    LessonScene& m_scene;
    std::function<void()> m_update;
    QTimer* m_timer;
    QElapsedTimer m_last; // since the update last ran
    int m_interval;
    bool m_pending = false;
};

} // namespace lab
