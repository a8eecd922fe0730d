#include "paced_update.h"

#include "core/canvas/view_state.h"
#include "core/model/scene.h"

#include <algorithm>

namespace lab {

Pacer::Pacer(int intervalMs, std::function<void()> job, QObject* parent)
    : QObject(parent)
    , m_interval(intervalMs)
    , m_job(std::move(job))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_pending)
            runOrWait();
    });
}

bool Pacer::mayRun() const
{
    return !m_running && !isAwaiting() && (!m_lastRun.isValid() || m_lastRun.elapsed() >= m_interval);
}

void Pacer::request()
{
    m_pending = true;
    runOrWait();
}

void Pacer::runOrWait()
{
    if (mayRun()) {
        run();
        return;
    }
    if (m_timer.isActive())
        return;
    const qint64 since = m_lastRun.isValid() ? m_lastRun.elapsed() : 0;
    const qint64 wait = isAwaiting() ? m_lostAfter - since : m_interval - since;
    m_timer.start(int(std::max<qint64>(1, wait)));
}

void Pacer::run()
{
    m_timer.stop();
    m_pending = false;
    m_awaiting = false;
    m_lastRun.start();
    m_running = true; // a request from the job waits for the next interval
    m_job();
    m_running = false;
}

void Pacer::cancel()
{
    m_pending = false;
    m_timer.stop();
}

void Pacer::awaitAnswer(int lostAfterMs)
{
    m_awaiting = true;
    m_lostAfter = lostAfterMs;
}

void Pacer::done()
{
    m_awaiting = false;
    m_timer.stop(); // it was armed for a lost answer: paced from now
    if (m_pending)
        runOrWait();
}

// A child of the scene, made by its first paced update. The parts of every paced update of the
// scene, in the order they were made, take turns while the scene is dragged.
class PacedUpdate::Turns : public QObject {
public:
    static Turns& of(LessonScene& scene, const ViewState& view)
    {
        static const QString name = QStringLiteral("lab.pacedUpdateTurns");
        if (auto* found = scene.findChild<QObject*>(name, Qt::FindDirectChildrenOnly))
            return *static_cast<Turns*>(found);
        auto* turns = new Turns(scene, view);
        turns->setObjectName(name);
        return *turns;
    }

    void add(PacedUpdate* update) { m_updates.push_back(update); }
    void remove(PacedUpdate* update)
    {
        m_updates.erase(std::remove(m_updates.begin(), m_updates.end(), update), m_updates.end());
        m_next = 0;
    }

    // A part is waiting: its turn now, if a tick has passed since the last, or later.
    void schedule()
    {
        m_pacer.setInterval(tickMs());
        m_pacer.request();
    }

private:
    Turns(LessonScene& scene, const ViewState& view)
        : QObject(&scene)
        , m_view(view)
        , m_pacer(kDragIntervalMs, [this] {
            if (m_view.isDragging())
                runNext();
            else
                runAll();
        })
    {
        // Here rather than in each update, so that every part is marked before one runs.
        connect(&scene, &LessonScene::changed, this, [this] {
            for (PacedUpdate* update : m_updates)
                std::fill(update->m_pending.begin(), update->m_pending.end(), true);
            if (m_view.isDragging())
                schedule();
            else
                runAll();
        });
        connect(&view, &ViewState::draggingChanged, this, [this](bool dragging) {
            if (!dragging)
                runAll();
        });
    }

    std::size_t partCount() const
    {
        std::size_t count = 0;
        for (const PacedUpdate* update : m_updates)
            count += update->m_parts.size();
        return count;
    }

    // Each part runs at most once per interval: a tick is the interval over the parts, rounded up.
    int tickMs() const
    {
        const int parts = int(std::max<std::size_t>(1, partCount()));
        return (kDragIntervalMs + parts - 1) / parts;
    }

    // The next part in turn that has a change to show, and a tick later the next one.
    void runNext()
    {
        const std::size_t count = partCount();
        for (std::size_t k = 0; k < count; ++k) {
            std::size_t index = (m_next + k) % count;
            const std::size_t flat = index;
            for (PacedUpdate* update : m_updates) {
                if (index >= update->m_parts.size()) {
                    index -= update->m_parts.size();
                    continue;
                }
                if (!update->m_pending[index])
                    break;
                update->m_pending[index] = false;
                m_next = (flat + 1) % count;
                update->m_parts[index]();
                if (anyPending())
                    schedule(); // a tick from now
                return;
            }
        }
    }

    void runAll()
    {
        m_pacer.cancel();
        // A part may delete an update (a lesson switched): go by a copy, and skip the deleted.
        const std::vector<PacedUpdate*> updates = m_updates;
        for (PacedUpdate* update : updates) {
            if (std::find(m_updates.begin(), m_updates.end(), update) != m_updates.end())
                update->flush();
        }
    }

    bool anyPending() const
    {
        return std::any_of(
            m_updates.begin(), m_updates.end(), [](const PacedUpdate* u) { return u->isPending(); });
    }

    const ViewState& m_view;
    std::vector<PacedUpdate*> m_updates;
    std::size_t m_next = 0; // the part whose turn is next, counted over all updates' parts
    Pacer m_pacer; // one tick: the interval over the parts
};

PacedUpdate::PacedUpdate(
    LessonScene& scene, const ViewState& view, std::function<void()> update, QObject* parent)
    : PacedUpdate(scene, view, std::vector<std::function<void()>> { std::move(update) }, parent)
{
}

PacedUpdate::PacedUpdate(
    LessonScene& scene, const ViewState& view, std::vector<std::function<void()>> parts, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_turns(Turns::of(scene, view))
    , m_parts(std::move(parts))
    , m_pending(m_parts.size(), false)
{
    m_turns.add(this);
    // The scene may go first (a page is deleted scene and all): then there is nothing to leave.
    connect(&m_turns, &QObject::destroyed, this, [this] { m_turnsGone = true; });
}

PacedUpdate::~PacedUpdate()
{
    if (!m_turnsGone)
        m_turns.remove(this);
}

bool PacedUpdate::isPending() const
{
    return std::find(m_pending.begin(), m_pending.end(), true) != m_pending.end();
}

void PacedUpdate::request()
{
    std::fill(m_pending.begin(), m_pending.end(), true);
    if (!m_turnsGone && m_view.isDragging())
        m_turns.schedule();
    else
        flush();
}

void PacedUpdate::flush()
{
    for (std::size_t part = 0; part < m_parts.size(); ++part) {
        if (!m_pending[part])
            continue;
        m_pending[part] = false;
        m_parts[part]();
    }
}

} // namespace lab
