// One connection on the teacher's side: the TLS socket, frames in and out, and the limits that
// drop a peer who floods, stalls, never speaks, does not read, or sends what is not a message.
// The server reads its messages through message() and checks its deadlines through sweep().
#pragma once

#include "messages.h"
#include "wire.h"

#include <QHostAddress>
#include <QObject>

class QSslSocket;

namespace lab {

struct PeerLimits {
    int helloWithinMs = 10000; // from the connection to the student's hello
    int silentMs = 30000; // a joined student sends at least a ping in this time
    int partialMs = 10000; // a frame that has begun arrives whole within this
    int burstFrames = 40; // frames at once, then ...
    double framesPerSecond = 10; // ... this many a second
    qsizetype unsentMax = 1 << 20; // bytes waiting to go to a peer that does not read
};

class ClassPeer : public QObject {
    Q_OBJECT
public:
    // Takes the socket (already carrying the connection) and starts TLS on it.
    ClassPeer(QSslSocket* socket, const PeerLimits& limits, qint64 nowMs, QObject* parent);

    QHostAddress address() const { return m_address; }
    bool isJoined() const { return !m_token.isEmpty(); }
    QString token() const { return m_token; }
    QString name() const { return m_name; }
    void setJoined(const QString& token, const QString& name)
    {
        m_token = token;
        m_name = name;
    }
    bool isGone() const { return m_gone; }
    // The connection ends on purpose: the student said bye, the class ended for them, or their
    // new connection replaced this one. Otherwise a joined peer that goes lost the connection.
    void markLeaving() { m_leaving = true; }
    bool isLeaving() const { return m_leaving; }

    void send(const QJsonObject& message);
    // Sends `message` (a refusal, the end of the class) and closes once it has gone out.
    void sendAndClose(const QJsonObject& message);
    // Closes at once; emits dropped(reason) once. An empty reason is a peer that left.
    void drop(const QString& reason);
    // Drops the peer if one of its deadlines has passed.
    void sweep(qint64 nowMs);

signals:
    void message(lab::ClassPeer* peer, const lab::StudentMessage& message);
    void dropped(lab::ClassPeer* peer, const QString& reason);

private:
    void readAvailable(qint64 nowMs);
    bool takeFrameToken(qint64 nowMs);

    QSslSocket* m_socket;
    PeerLimits m_limits;
    QHostAddress m_address;
    FrameReader m_reader { kMaxStudentFrame };
    QString m_token;
    QString m_name;
    qint64 m_connectedAt;
    qint64 m_lastHeard;
    qint64 m_partialSince = -1;
    double m_tokens;
    qint64 m_tokensAt;
    bool m_gone = false;
    bool m_closing = false;
    bool m_leaving = false;
};

} // namespace lab
