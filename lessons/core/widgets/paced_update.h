// What follows a drag in words or plots, at a pace a reader can follow.
//
// The canvas repaints on every mouse move (several hundred a second with a fast mouse), and a
// read-out or a chart laid out and painted again each time costs more than the canvas. A
// PacedUpdate runs its update after every change of the scene at once, except while the student
// drags on the canvas: then at most once per interval (about 30 a second), the last change
// always shown (a timer brings it, the end of the drag brings it at once).
//
// While a scene is dragged, its paced updates take turns: one runs per tick, a tick being the
// interval over how many there are (an update may come in parts, a read-out and a chart, each
// with its own turn). Each still follows the drag at the pace, but no mouse move lays out and
// paints all of them. Outside a drag, and at its end, all run at once.
#pragma once

#include <QObject>

#include <functional>
#include <vector>

namespace lab {

class LessonScene;
class ViewState;

class PacedUpdate : public QObject {
    Q_OBJECT
public:
    static constexpr int kDragIntervalMs = 33;

    // Calls `update` after every changed() of `scene`, paced while `view` says it is dragged.
    PacedUpdate(LessonScene& scene, const ViewState& view, std::function<void()> update, QObject* parent);
    // The same for an update in parts, each taking its own turn while the scene is dragged.
    PacedUpdate(
        LessonScene& scene, const ViewState& view, std::vector<std::function<void()>> parts, QObject* parent);
    ~PacedUpdate() override;

    // A change: shown now, or at its turn while a drag is under way.
    void request();
    // Shows a change still waiting, now (every part of it).
    void flush();
    bool isPending() const;

    class Turns; // the turns of one scene's paced updates

private:
    friend class Turns;
    const ViewState& m_view;
    Turns& m_turns;
    std::vector<std::function<void()>> m_parts;
    std::vector<bool> m_pending; // per part: a change it has not shown yet
    bool m_turnsGone = false; // the scene, and its turns with it, was deleted first
};

} // namespace lab
