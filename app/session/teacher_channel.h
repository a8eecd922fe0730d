// One TLS connection from a student's machine to the teacher's, pinned to the join code: after
// the handshake it works out the code's tag from the certificate it was shown and, unless the two
// match, closes before a word is sent (NotTheClass). Then whole frames in, frames out.
#pragma once

#include "join_code.h"
#include "messages.h"
#include "wire.h"

#include <QHostAddress>
#include <QObject>

class QSslSocket;

namespace lab {

class TeacherChannel : public QObject {
    Q_OBJECT
public:
    enum class Ending {
        Closed, // the teacher closed it (or we did)
        Unreachable, // no connection, or TLS failed
        NotTheClass, // the certificate does not fit the code
        Broken, // the teacher sent what is not a message
    };

    // `from`: this machine's address to connect from (none: as the system picks).
    TeacherChannel(const QHostAddress& address, quint16 port, const JoinCode& code, const QHostAddress& from,
        QObject* parent = nullptr);
    void send(const QJsonObject& message);
    // Closes once what was sent has gone out; ended() follows.
    void close();
    // Gives a connection up at once (the teacher has been silent too long); ended(Closed) follows.
    void abandon() { end(Ending::Closed); }
    // Gives up on a connection that never got through; ended(Unreachable) follows.
    void giveUp() { end(Ending::Unreachable); }
    // When the teacher last sent anything (steady clock, ms).
    qint64 lastHeardMs() const { return m_lastHeard; }

signals:
    void opened();
    void message(const lab::TeacherMessage& message);
    void ended(lab::TeacherChannel::Ending ending);

private:
    void onEncrypted();
    void onReadyRead();
    void end(Ending ending);

    QSslSocket* m_socket;
    JoinCode m_code;
    FrameReader m_reader { kMaxTeacherFrame };
    qint64 m_lastHeard;
    bool m_open = false;
    bool m_ended = false;
};

} // namespace lab
