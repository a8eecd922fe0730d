#include "student_link.h"

#include "session_clock.h"

#include "local_network.h"

#include "core/records/progress.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>

namespace lab {

StudentLink::StudentLink(ProgressStore& store, QObject* parent)
    : QObject(parent)
    , m_store(store)
    , m_retryTimer(new QTimer(this))
    , m_tickTimer(new QTimer(this))
    , m_sendTimer(new QTimer(this))
    , m_lastActivity(steadyMs())
{
    m_delivery.revision = QDateTime::currentMSecsSinceEpoch(); // grows across restarts too
    m_retryTimer->setSingleShot(true);
    m_sendTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, &StudentLink::connectNow);
    connect(m_sendTimer, &QTimer::timeout, this, &StudentLink::sendRecord);
    connect(m_tickTimer, &QTimer::timeout, this, &StudentLink::tick);
    connect(&store, &ProgressStore::changed, this, &StudentLink::scheduleSend);
    connect(&store, &ProgressStore::reset, this, &StudentLink::scheduleSend);
}

bool StudentLink::join(
    const Target& target, const QString& name, const QString& classId, const QString& token, bool again)
{
    m_retryTimer->stop();
    if (m_channel)
        m_channel->abandon();
    m_status = {};
    m_target = target;
    m_target.address = plainAddress(target.address);
    if (!isLocalAddress(m_target.address)) {
        m_status.problem = Problem::NotLocal;
        setState(State::Refused);
        return false;
    }
    m_hello = { kProtocolVersion, target.code.secret, name, classId, token };
    m_steering = {};
    m_retryNext = m_retryFirst;
    m_firstTries = 0;
    setState(again ? State::Reconnecting : State::Connecting);
    m_tickTimer->start(1000);
    connectNow();
    return true;
}

void StudentLink::leave()
{
    m_retryTimer->stop();
    m_tickTimer->stop();
    m_sendTimer->stop();
    if (m_channel) {
        m_channel->send(byeMessage());
        m_channel->close();
    }
    setState(State::Left);
}

void StudentLink::connectNow()
{
    if (m_channel) {
        m_channel->disconnect(this);
        m_channel->abandon();
        m_channel->deleteLater();
    }
    m_channel = new TeacherChannel(m_target.address, m_target.port, m_target.code, m_target.from, this);
    connect(m_channel, &TeacherChannel::opened, this, [this] { m_channel->send(helloMessage(m_hello)); });
    connect(m_channel, &TeacherChannel::message, this, &StudentLink::onMessage);
    connect(m_channel, &TeacherChannel::ended, this, &StudentLink::onEnded);
}

void StudentLink::onMessage(const TeacherMessage& message)
{
    switch (message.kind) {
    case TeacherMessage::Kind::Welcome:
        m_status.title = message.title;
        m_retryNext = m_retryFirst;
        m_delivery.last = {}; // the teacher may have lost what it had: send the record again,
        m_delivery.sendNext = true; // even an empty one (the teacher's timeline starts there)
        setState(State::Joined);
        sendRecord();
        break;
    case TeacherMessage::Kind::Refused:
        m_status.refusal = message.refusal;
        m_status.teacherVersion = message.version;
        setState(State::Refused);
        m_channel->close();
        break;
    case TeacherMessage::Kind::Steer:
        if (message.steering != m_steering) {
            m_steering = message.steering;
            // Votes in an earlier question are over: they are not sent again.
            m_votes.removeIf([this](const Vote& v) { return v.poll != m_steering.poll.id; });
            emit steered(m_steering);
        }
        break;
    case TeacherMessage::Kind::Ack:
        m_delivery.acknowledged = std::max(m_delivery.acknowledged, message.revision);
        emit acknowledged(message.revision);
        break;
    case TeacherMessage::Kind::End:
        m_status.ended = true;
        leave();
        break;
    case TeacherMessage::Kind::Ping:
    case TeacherMessage::Kind::Invalid: break;
    }
}

void StudentLink::onEnded(TeacherChannel::Ending ending)
{
    const State state = m_status.state;
    if (state == State::Refused || state == State::Left || state == State::Idle)
        return;
    if (ending == TeacherChannel::Ending::NotTheClass) {
        m_status.problem = Problem::NotTheClass;
        setState(State::Refused);
        return;
    }
    if (state == State::Connecting && ending == TeacherChannel::Ending::Unreachable
        && ++m_firstTries >= kFirstTries) {
        m_status.problem = Problem::Unreachable; // the first time: say so rather than wait long
        setState(State::Refused);
        return;
    }
    if (state == State::Connecting) { // a busy teacher's machine: a moment, then again
        m_retryTimer->start(m_retryFirst);
        return;
    }
    setState(State::Reconnecting);
    m_retryTimer->start(m_retryNext);
    m_retryNext = std::min(m_retryMost, m_retryNext * 2);
}

void StudentLink::tick()
{
    const State state = m_status.state;
    if (!m_channel || (state != State::Joined && state != State::Connecting && state != State::Reconnecting))
        return;
    const qint64 quiet = steadyMs() - m_channel->lastHeardMs();
    if (state != State::Joined) { // a machine that does not answer (asleep, gone): try again
        if (quiet > kConnectWithinMs)
            m_channel->giveUp();
        return;
    }
    if (quiet > kDeadAfterMs) {
        m_channel->abandon(); // onEnded tries again
        return;
    }
    if (steadyMs() - m_lastPing >= kPingMs) {
        m_lastPing = steadyMs();
        m_channel->send(studentPingMessage(idleSeconds()));
    }
}

void StudentLink::scheduleSend()
{
    if (m_status.state != State::Joined || m_sendTimer->isActive())
        return;
    const qint64 since = steadyMs() - m_delivery.sentAtMs;
    m_sendTimer->start(int(std::clamp<qint64>(kSendGapMs - since, 0, kSendGapMs)));
}

void StudentLink::sendRecord()
{
    if (m_status.state != State::Joined || !m_channel)
        return;
    StudentRecord record = currentRecord();
    if (!m_delivery.sendNext && sameRows(record.rows, m_delivery.last.rows)
        && record.lesson == m_delivery.last.lesson && record.votes == m_delivery.last.votes)
        return;
    m_delivery.sendNext = false;
    record.revision = ++m_delivery.revision;
    m_channel->send(recordMessage(record));
    m_delivery.sent = record.revision;
    m_delivery.sentAtMs = steadyMs();
    m_delivery.last = record;
}

void StudentLink::setLesson(const QString& lessonId)
{
    if (lessonId == m_lesson)
        return;
    m_lesson = lessonId;
    noteActivity();
    scheduleSend();
}

void StudentLink::vote(const QString& answer)
{
    const Poll& poll = m_steering.poll;
    const QString clean = cleanAnswer(answer);
    if (!poll.isActive() || poll.stage != Poll::Stage::Open || clean.isEmpty())
        return;
    m_votes.removeIf([&](const Vote& v) { return v.poll != poll.id || v.round == poll.round; });
    m_votes.append({ poll.id, poll.round, clean });
    noteActivity();
    scheduleSend();
}

void StudentLink::noteActivity()
{
    m_lastActivity = steadyMs();
}

void StudentLink::setRetryDelays(int firstMs, int mostMs)
{
    m_retryFirst = std::max(10, firstMs);
    m_retryMost = std::max(m_retryFirst, mostMs);
    m_retryNext = m_retryFirst;
}

void StudentLink::setState(State state)
{
    if (state == m_status.state)
        return;
    m_status.state = state;
    emit stateChanged(state);
}

StudentRecord StudentLink::currentRecord() const
{
    StudentRecord record;
    record.lesson = m_lesson;
    record.idleSeconds = idleSeconds();
    record.votes = m_votes;
    QStringList ids = m_store.exerciseIds();
    ids.sort();
    for (const QString& id : std::as_const(ids)) {
        const ExerciseProgress progress = m_store.exercise(id);
        for (auto it = progress.tasks.begin(); it != progress.tasks.end(); ++it) {
            if (record.rows.size() >= kMaxRecordRows)
                break;
            TaskRecord sent; // only what the teacher's table shows: the last answer, no times
            sent.status = it->status;
            sent.solved = it->solved;
            sent.attempts = it->attempts;
            sent.wrongAttempts = it->wrongAttempts;
            sent.hintsSeen = it->hintsSeen;
            sent.solution = it->solution;
            sent.revealed = it->revealed;
            sent.lastAnswer = cleanAnswer(it->lastAnswer); // for the teacher only (protocol 2)
            record.rows.append({ { id, it.key() }, sent });
        }
    }
    return record;
}

int StudentLink::idleSeconds() const
{
    return int(std::min<qint64>((steadyMs() - m_lastActivity) / 1000, 10000000));
}

} // namespace lab
