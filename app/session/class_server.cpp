#include "class_server.h"

#include "session_clock.h"

#include "join_code.h"
#include "local_network.h"

#include <QSslSocket>
#include <QTimer>

#include <algorithm>

namespace lab {

ClassServer::ClassServer(const SessionIdentity& identity, const QString& secret, QObject* parent)
    : QTcpServer(parent)
    , m_tls(QSslConfiguration::defaultConfiguration())
    , m_secret(secret)
{
    m_tls.setLocalCertificate(identity.certificate());
    m_tls.setPrivateKey(identity.key());
    m_tls.setProtocol(QSsl::TlsV1_3OrLater);
    m_tls.setPeerVerifyMode(QSslSocket::VerifyNone); // students have no certificates: the code is theirs
    m_sweep = new QTimer(this);
    m_sweep->setInterval(500);
    connect(m_sweep, &QTimer::timeout, this, &ClassServer::sweep);
    m_sweep->start();
    setMaxPendingConnections(kPendingTotal);
    // A whole class comes back at once after the network drops: let the system queue them.
    setListenBacklogSize(512);
}

void ClassServer::incomingConnection(qintptr descriptor)
{
    auto* socket = new QSslSocket;
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QHostAddress address = plainAddress(socket->peerAddress());
    const auto waiting = std::count_if(m_peers.begin(), m_peers.end(),
        [&](const ClassPeer* p) { return !p->isJoined() && p->address() == address; });
    SessionEvent::Kind refused = SessionEvent::Kind::Joined;
    if (!isLocalAddress(address))
        refused = SessionEvent::Kind::OutsideNetwork;
    else if (waiting >= kPendingPerAddress || m_peers.size() >= kPendingTotal + kMaxStudents)
        refused = SessionEvent::Kind::TooManyWaiting;
    if (refused != SessionEvent::Kind::Joined) {
        socket->abort();
        delete socket;
        report(refused, address);
        return;
    }
    socket->setSslConfiguration(m_tls);
    auto* peer = new ClassPeer(socket, m_limits, steadyMs(), this);
    m_peers.append(peer);
    connect(peer, &ClassPeer::message, this, &ClassServer::onMessage);
    connect(peer, &ClassPeer::dropped, this, &ClassServer::onDropped);
}

void ClassServer::onMessage(ClassPeer* peer, const StudentMessage& message)
{
    using Kind = StudentMessage::Kind;
    if (!peer->isJoined() && message.kind != Kind::Hello) {
        peer->drop(QStringLiteral("spoke before hello"));
        return;
    }
    switch (message.kind) {
    case Kind::Hello:
        if (peer->isJoined())
            peer->drop(QStringLiteral("a second hello"));
        else
            onHello(peer, message.hello);
        break;
    case Kind::Record:
        emit recordReceived(peer->token(), message.record);
        peer->send(ackMessage(message.record.revision));
        break;
    case Kind::Ping: emit idleReported(peer->token(), message.idleSeconds); break;
    case Kind::Bye:
        peer->markLeaving();
        peer->drop(QString());
        break;
    case Kind::Invalid: break; // the peer drops those itself
    }
}

void ClassServer::onHello(ClassPeer* peer, const Hello& hello)
{
    const QHostAddress address = peer->address();
    if (hello.version != kProtocolVersion)
        return refuse(peer, Refusal::Version, QString::number(hello.version));
    switch (m_guard.verdict(address, steadyMs())) {
    case CodeGuard::Verdict::Locked: return refuse(peer, Refusal::Locked);
    case CodeGuard::Verdict::Wait: return refuse(peer, Refusal::Wait);
    case CodeGuard::Verdict::Check: break;
    }
    if (!sameSecret(hello.secret, m_secret)) {
        const int lockedBefore = m_guard.lockedCount();
        m_guard.wrong(address, steadyMs());
        if (m_guard.lockedCount() != lockedBefore)
            emit lockedChanged(m_guard.lockedCount());
        return refuse(peer, m_guard.isLocked(address) ? Refusal::Locked : Refusal::WrongCode);
    }
    m_guard.right(address);
    const std::optional<QString> name = cleanName(hello.name);
    if (!name)
        return refuse(peer, Refusal::BadName);
    const QString key = nameKey(*name);
    const QString owner = m_names.value(key);
    if (!owner.isEmpty() && owner != hello.token)
        return refuse(peer, Refusal::NameTaken, *name);
    const bool known = std::find(m_names.begin(), m_names.end(), hello.token) != m_names.end();
    if (!known && m_names.size() >= kMaxStudents)
        return refuse(peer, Refusal::Full);
    if (ClassPeer* before = m_joined.value(hello.token)) {
        before->markLeaving();
        before->drop(QString()); // the same student again: their new connection wins
    }
    // A student who changed their name lets the old one go.
    m_names.removeIf([&](QHash<QString, QString>::iterator it) { return it.value() == hello.token; });
    m_names.insert(key, hello.token);
    peer->setJoined(hello.token, *name);
    m_joined.insert(hello.token, peer);
    peer->send(welcomeMessage(m_title));
    peer->send(steerMessage(m_steering));
    report(SessionEvent::Kind::Joined, address, *name);
    emit joined(hello.token, *name, hello.classId.trimmed().left(kMaxNameLength));
}

void ClassServer::refuse(ClassPeer* peer, Refusal refusal, const QString& detail)
{
    SessionEvent e;
    e.kind = SessionEvent::Kind::Refused;
    e.address = peer->address();
    e.refusal = refusal;
    e.detail = detail;
    emit event(e);
    peer->sendAndClose(refusedMessage(refusal));
}

void ClassServer::onDropped(ClassPeer* peer, const QString& reason)
{
    m_peers.removeOne(peer);
    if (peer->isJoined() && m_joined.value(peer->token()) == peer) {
        m_joined.remove(peer->token());
        report(peer->isLeaving() ? SessionEvent::Kind::Left : SessionEvent::Kind::Lost, peer->address(),
            peer->name());
        emit left(peer->token());
    }
    if (!reason.isEmpty())
        report(SessionEvent::Kind::Dropped, peer->address(), reason);
}

void ClassServer::unlockAll()
{
    m_guard.unlockAll();
    emit lockedChanged(0);
}

void ClassServer::forget(const QString& token)
{
    m_names.removeIf([&](QHash<QString, QString>::iterator it) { return it.value() == token; });
    if (ClassPeer* peer = m_joined.value(token)) {
        peer->markLeaving();
        peer->sendAndClose(endMessage()); // told the class is over for them: no coming back by itself
    }
}

void ClassServer::endClass()
{
    const QList<ClassPeer*> joined = m_joined.values();
    for (ClassPeer* peer : joined) {
        peer->markLeaving();
        peer->sendAndClose(endMessage());
    }
    close();
}

void ClassServer::setSteering(const Steering& steering)
{
    m_steering = steering;
    const QJsonObject message = steerMessage(steering);
    for (ClassPeer* peer : std::as_const(m_joined))
        peer->send(message);
}

void ClassServer::sweep()
{
    const qint64 now = steadyMs();
    const bool ping = now - m_lastPing >= kPingMs;
    if (ping)
        m_lastPing = now;
    const QList<ClassPeer*> peers = m_peers; // a sweep may drop some
    for (ClassPeer* peer : peers) {
        peer->sweep(now);
        if (ping && peer->isJoined() && !peer->isGone())
            peer->send(teacherPingMessage());
    }
}

void ClassServer::report(SessionEvent::Kind kind, const QHostAddress& address, const QString& detail)
{
    SessionEvent e;
    e.kind = kind;
    e.address = address;
    e.detail = detail;
    emit event(e);
}

} // namespace lab
