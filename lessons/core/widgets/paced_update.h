// What follows a drag or a run in words or plots, at a pace a reader can follow: the one pacer of
// everything but the canvas. The canvas repaints on every mouse move (several hundred a second
// with a fast mouse); a read-out, a chart or the lesson text's live box laid out and painted again
// each time would cost more than the canvas.
//
// Pacer is the rule: a job runs at most once per interval, and the latest request always comes
// through (at once when the interval since the last run is over, else when it is). A job that
// starts something that answers later runs again only after the answer, or once it is taken as
// lost. Each user has the interval it needs:
// - PacedUpdate (below), the lessons' fields, read-outs and plots: after every change of the
//   scene at once, but while the student drags on the canvas at most once per kDragIntervalMs
//   (about 30 a second), the last change always shown (a timer brings it, the end of the drag
//   brings it at once). While a scene is dragged its paced updates take turns: one runs per tick,
//   a tick being the interval over how many there are (an update may come in parts, a read-out and
//   a chart, each with its own turn), so no mouse move lays out and paints all of them;
// - the window's lesson page: the live box's text at most every 40 ms (a run changes the scene
//   every frame), and its text view sends that box to the page at most every 80 ms and never
//   while one is rendering (only the latest of those that arrive meanwhile).
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <vector>

namespace lab {

class LessonScene;
class ViewState;

class Pacer : public QObject {
    Q_OBJECT
public:
    Pacer(int intervalMs, std::function<void()> job, QObject* parent = nullptr);

    // The job, now if the interval since its last run is over and no answer is awaited, else as
    // soon as both are (however many requests come meanwhile, it runs once).
    void request();
    // Forgets a request still waiting.
    void cancel();
    bool isPending() const { return m_pending; }
    void setInterval(int ms) { m_interval = ms; }
    int interval() const { return m_interval; }

    // Called by the job: what it started answers later. No run before done(), nor before
    // `lostAfterMs` from the start have passed (an answer that never comes must not stop it).
    void awaitAnswer(int lostAfterMs);
    // The answer came: a waiting request runs once the interval is over.
    void done();
    bool isAwaiting() const { return m_awaiting && m_lastRun.elapsed() < m_lostAfter; }

private:
    bool mayRun() const;
    void runOrWait();
    void run();

    int m_interval;
    std::function<void()> m_job;
    QTimer m_timer; // brings a waiting request at the end of the interval or of the wait
    QElapsedTimer m_lastRun;
    bool m_pending = false;
    bool m_awaiting = false;
    int m_lostAfter = 0;
    bool m_running = false;
};

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
