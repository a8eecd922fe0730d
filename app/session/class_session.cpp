#include "class_session.h"

#include "discovery.h"

#include <QFile>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>

namespace lab {

namespace {

// The steps from `before` to `after` (one student's records): each task whose attempts grew.
QList<AttemptStep> attemptSteps(const StudentRecord& before, const StudentRecord& after, const QDateTime& now)
{
    QList<AttemptStep> steps;
    for (const ReportRow& row : after.rows) {
        TaskRecord old;
        for (const ReportRow& was : before.rows) {
            if (was.task == row.task)
                old = was.record;
        }
        const int grew = row.record.attempts - old.attempts;
        if (grew <= 0)
            continue;
        AttemptStep step;
        step.at = now;
        step.task = row.task;
        step.answer = row.record.lastAnswer;
        step.attempts = grew;
        step.right = row.record.wrongAttempts - old.wrongAttempts < grew;
        step.hintsSeen = row.record.hintsSeen;
        step.earlier = before.revision == 0;
        steps.append(step);
    }
    return steps;
}

} // namespace

ClassSession::ClassSession(QObject* parent)
    : QObject(parent)
    , m_saveTimer(new QTimer(this))
    , m_writer(new QThreadPool(this))
{
    m_writer->setMaxThreadCount(1); // one file, written in order
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(1000);
    connect(m_saveTimer, &QTimer::timeout, this, &ClassSession::saveNow);
}

ClassSession::~ClassSession()
{
    saveNow(); // the class goes on without this window: it can be continued
    waitSaved();
    m_network.reset(); // the network thread stops before the session's signals go
    m_ending.clear();
}

std::optional<SavedClass> ClassSession::savedClass(const QString& statePath)
{
    QFile file(statePath);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return readClassFile(file.read(SavedClass::kMaxBytes + 1));
}

bool ClassSession::start(const Options& options)
{
    if (isRunning())
        return false;
    SavedClass fresh;
    fresh.identity = SessionIdentity::generate();
    if (fresh.identity.isNull())
        return false;
    fresh.started = QDateTime::currentDateTimeUtc();
    fresh.title = options.title.left(kMaxTitleLength);
    fresh.secret = randomSecret();
    m_saved = fresh;
    return listen(options);
}

bool ClassSession::resume(const Options& options)
{
    if (isRunning())
        return false;
    std::optional<SavedClass> saved = savedClass(options.statePath);
    if (!saved)
        return false;
    m_saved = *saved;
    if (!options.title.isEmpty())
        m_saved.title = options.title.left(kMaxTitleLength);
    for (ClassStudent& s : m_saved.students)
        s.connected = false;
    return listen(options);
}

bool ClassSession::listen(const Options& options)
{
    const QString tag = codeTag(m_saved.identity.fingerprint(), m_saved.secret);
    if (tag.isEmpty())
        return false;
    m_code = { m_saved.secret, tag };
    m_statePath = options.statePath;
    auto owned = std::make_unique<ClassServer>(m_saved.identity, m_saved.secret);
    ClassServer* server = owned.get();
    server->setLimits(options.limits);
    server->setTitle(m_saved.title);
    server->setSteering(m_saved.steering);
    QHash<QString, QString> names;
    for (const ClassStudent& s : std::as_const(m_saved.students))
        names.insert(nameKey(s.name), s.token);
    server->setNames(names);
    // From here the server lives on the network thread: it listens there, and its signals reach
    // this thread queued.
    connect(server, &ClassServer::joined, this, &ClassSession::onJoined);
    connect(server, &ClassServer::left, this, &ClassSession::onLeft);
    connect(server, &ClassServer::recordReceived, this, &ClassSession::onRecord);
    connect(server, &ClassServer::idleReported, this, &ClassSession::onIdle);
    connect(server, &ClassServer::event, this, &ClassSession::event);
    connect(server, &ClassServer::lockedChanged, this, [this](int count) {
        m_locked = count;
        emit lockedChanged(count);
    });
    auto network = std::make_unique<ServerThread>(std::move(owned));
    const quint16 wanted = m_saved.port ? m_saved.port : options.port;
    bool listening = false;
    network->call([&](ClassServer& s) {
        listening = s.listen(QHostAddress::Any, wanted) || (wanted != 0 && s.listen(QHostAddress::Any, 0));
        m_saved.port = s.serverPort();
    });
    if (!listening)
        return false;
    m_network = std::move(network);
    if (options.announce)
        m_announcer = new ClassAnnouncer(m_saved.title, m_saved.port,
            QString::fromLatin1(m_saved.identity.fingerprint().toHex().left(8)),
            options.discoveryPort ? options.discoveryPort : kDiscoveryPort, this);
    m_dirty = true;
    saveNow();
    return true;
}

void ClassSession::end()
{
    if (!isRunning())
        return;
    std::shared_ptr<ServerThread> ending(m_network.release());
    ending->post([](ClassServer& s) { s.endClass(); });
    // Two seconds to tell everyone; the thread goes with the session if that goes first.
    m_ending.push_back(ending);
    QTimer::singleShot(2000, this, [this, ending] { std::erase(m_ending, ending); });
    delete std::exchange(m_announcer, nullptr);
    m_saveTimer->stop();
    m_dirty = false;
    waitSaved(); // a write under way must not bring the file back
    if (!m_statePath.isEmpty())
        QFile::remove(m_statePath);
    for (int i = 0; i < m_saved.students.size(); ++i) {
        m_saved.students[i].connected = false;
        emit studentChanged(i);
    }
}

quint16 ClassSession::port() const
{
    return m_saved.port;
}

int ClassSession::indexOf(const QString& token) const
{
    const auto it = std::find_if(m_saved.students.begin(), m_saved.students.end(),
        [&](const ClassStudent& s) { return s.token == token; });
    return it == m_saved.students.end() ? -1 : int(it - m_saved.students.begin());
}

void ClassSession::forget(const QString& token)
{
    const int index = indexOf(token);
    if (m_network)
        m_network->post([token](ClassServer& s) { s.forget(token); });
    if (index < 0)
        return;
    m_saved.students.removeAt(index);
    emit studentRemoved(index);
    scheduleSave();
}

void ClassSession::onJoined(const QString& token, const QString& name, const QString& classId)
{
    int index = indexOf(token);
    const bool added = index < 0;
    if (added) {
        ClassStudent s;
        s.token = token;
        for (const ClassStudent& other : std::as_const(m_saved.students))
            s.number = std::max(s.number, other.number);
        ++s.number;
        s.lastChange = s.lastActive = QDateTime::currentDateTimeUtc();
        m_saved.students.append(s);
        index = int(m_saved.students.size()) - 1;
    }
    ClassStudent& s = m_saved.students[index];
    s.name = name;
    s.classId = classId;
    s.connected = true;
    if (added)
        emit studentAdded(index);
    else
        emit studentChanged(index);
    countVotes(); // one more present
    scheduleSave();
}

void ClassSession::onLeft(const QString& token)
{
    const int index = indexOf(token);
    if (index < 0)
        return;
    m_saved.students[index].connected = false;
    emit studentChanged(index);
    countVotes();
}

void ClassSession::onRecord(const QString& token, const StudentRecord& record)
{
    const int index = indexOf(token);
    if (index < 0)
        return;
    ClassStudent& s = m_saved.students[index];
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!sameRows(record.rows, s.record.rows) || record.lesson != s.record.lesson)
        s.lastChange = now;
    s.timeline += attemptSteps(s.record, record, now);
    if (s.timeline.size() > kMaxTimeline)
        s.timeline.remove(0, s.timeline.size() - kMaxTimeline);
    s.record = record;
    s.lastActive = now.addSecs(-record.idleSeconds);
    emit studentChanged(index);
    countVotes();
    scheduleSave();
}

void ClassSession::onIdle(const QString& token, int idleSeconds)
{
    const int index = indexOf(token);
    if (index < 0)
        return;
    m_saved.students[index].lastActive = QDateTime::currentDateTimeUtc().addSecs(-idleSeconds);
    emit studentChanged(index);
}

void ClassSession::sendEveryoneTo(const QJsonObject& scene)
{
    Steering next = m_saved.steering;
    ++next.sequence;
    next.scene = scene;
    setSteering(next);
}

void ClassSession::setPaused(bool paused)
{
    Steering next = m_saved.steering;
    next.paused = paused;
    setSteering(next);
}

void ClassSession::letGo()
{
    Steering next = m_saved.steering;
    next.paused = false;
    next.scene = {};
    next.poll = {};
    setSteering(next);
    emit pollChanged();
}

void ClassSession::setSteering(const Steering& steering)
{
    m_saved.steering = steering;
    if (m_network)
        m_network->post([steering](ClassServer& s) { s.setSteering(steering); });
    emit steeringChanged();
    scheduleSave();
}

void ClassSession::scheduleSave()
{
    m_dirty = true;
    if (!m_saveTimer->isActive())
        m_saveTimer->start();
}

void ClassSession::saveNow()
{
    m_saveTimer->stop();
    if (!m_dirty || !isRunning() || m_statePath.isEmpty())
        return;
    m_dirty = false;
    m_writer->start([path = m_statePath, saved = m_saved] { writeClassFile(path, saved); });
}

void ClassSession::waitSaved()
{
    m_writer->waitForDone();
}

void ClassSession::onServer(const std::function<void(ClassServer&)>& work)
{
    if (m_network)
        m_network->call(work);
}

void ClassSession::unlockAll()
{
    if (m_network)
        m_network->post([](ClassServer& s) { s.unlockAll(); });
}

} // namespace lab
