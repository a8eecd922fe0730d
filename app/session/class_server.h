// The teacher's side of a class session: a TLS listener on every address of this machine that
// takes only peers from the local network (local_network.h), lets in a student who sends the
// class's secret (wrong codes are slowed, then locked out: code_guard.h), binds each name to the
// first student's token for the whole class (a second student is refused that name), hands on
// each student's record, and sends every joined student the teacher's steering. Misbehaving
// peers are dropped (class_peer.h); every refusal and drop is reported through event().
#pragma once

#include "class_peer.h"
#include "code_guard.h"
#include "messages.h"
#include "session_identity.h"

#include <QHash>
#include <QSslConfiguration>
#include <QTcpServer>

class QTimer;

namespace lab {

// Something the server did about a peer, for the Class window's log and the bench.
struct SessionEvent {
    enum class Kind {
        Joined,
        Left, // a student came or left on purpose (bye; also a connection replaced by their new one)
        Lost, // a joined student's connection ended without a bye (network, sleep, a crash)
        OutsideNetwork,
        TooManyWaiting, // refused before TLS
        Refused, // refused after TLS, with `refusal`
        Dropped, // a peer that broke a rule; `detail` says which
    };
    Kind kind = Kind::Joined;
    QHostAddress address;
    Refusal refusal = Refusal::WrongCode;
    QString detail; // a dropped peer's reason (English, for the log); who joined or left
};

class ClassServer : public QTcpServer {
    Q_OBJECT
public:
    static constexpr int kPendingPerAddress = 8; // connections not yet joined, from one address
    static constexpr int kPendingTotal = 1024;
    static constexpr int kMaxStudents = 200;
    static constexpr int kPingMs = 5000;

    ClassServer(const SessionIdentity& identity, const QString& secret, QObject* parent = nullptr);

    void setLimits(const PeerLimits& limits) { m_limits = limits; }
    void setTitle(const QString& title) { m_title = title; }
    // The names the class has given out (name key -> token), e.g. from the class file.
    void setNames(const QHash<QString, QString>& names) { m_names = names; }
    QHash<QString, QString> names() const { return m_names; }
    // Frees the name of the student with `token` and ends the class for them (Class window: Remove).
    void forget(const QString& token);
    // Tells every joined student the class is over, and stops listening.
    void endClass();
    // Sent now to every joined student, and to each who joins later.
    void setSteering(const Steering& steering);
    const Steering& steering() const { return m_steering; }
    CodeGuard& guard() { return m_guard; }
    // Every computer locked out for wrong codes may try again (the Class window's Unlock).
    void unlockAll();
    int joinedCount() const { return int(m_joined.size()); }
    bool isJoined(const QString& token) const { return m_joined.contains(token); }

signals:
    void joined(const QString& token, const QString& name, const QString& classId);
    void left(const QString& token);
    void recordReceived(const QString& token, const lab::StudentRecord& record);
    void idleReported(const QString& token, int idleSeconds);
    void event(const lab::SessionEvent& event);
    // How many computers are locked out for wrong codes, when that changes.
    void lockedChanged(int count);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void onMessage(ClassPeer* peer, const StudentMessage& message);
    void onHello(ClassPeer* peer, const Hello& hello);
    void onDropped(ClassPeer* peer, const QString& reason);
    void refuse(ClassPeer* peer, Refusal refusal, const QString& detail = QString());
    void sweep();
    void report(SessionEvent::Kind kind, const QHostAddress& address, const QString& detail = QString());

    QSslConfiguration m_tls;
    QString m_secret;
    QString m_title;
    PeerLimits m_limits;
    CodeGuard m_guard;
    QList<ClassPeer*> m_peers;
    QHash<QString, ClassPeer*> m_joined; // token -> its connection
    QHash<QString, QString> m_names; // name key -> token
    Steering m_steering;
    QTimer* m_sweep = nullptr;
    qint64 m_lastPing = 0;
};

} // namespace lab
