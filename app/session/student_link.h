// The student's side of a class session, with no window. It joins through a TeacherChannel (TLS,
// pinned to the join code), says hello, and from then on sends the student's record (from their
// ProgressStore, the record of their work, which stays on their machine) whenever it changes, and
// a ping with how long they have been idle; it hands the teacher's steering on. When the
// connection is lost (the teacher's app closed, the network dropped, the laptop slept) it tries
// again until it is back, then sends the record as it stands: what was done meanwhile arrives, and
// since a record is the whole state and not a list of events, nothing arrives twice.
#pragma once

#include "join_code.h"
#include "messages.h"
#include "teacher_channel.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>

class QTimer;

namespace lab {

class ProgressStore;

class StudentLink : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle, // never asked to join
        Connecting, // the first time: not in the class yet
        Joined,
        Reconnecting, // was in the class, lost the connection, trying again
        Refused, // the teacher said no (refusal), or the machine is not the class (problem)
        Left, // the student left, or the teacher ended the class (ended)
    };
    enum class Problem { None, NotLocal, NotTheClass, Unreachable };
    struct Status {
        State state = State::Idle;
        Problem problem = Problem::None;
        Refusal refusal = Refusal::WrongCode;
        int teacherVersion = 0; // Refused for its version: the teacher's, when it said (0: not)
        bool ended = false; // Left because the teacher ended the class
        QString title; // the class's, from the welcome
    };
    struct Target {
        QHostAddress address;
        quint16 port = 0;
        JoinCode code;
        QHostAddress from; // this machine's address to connect from; none: as the system picks
    };
    struct Delivery {
        qint64 revision = 0; // the next record's is one more
        qint64 sent = 0; // the last record sent
        qint64 acknowledged = 0; // the last the teacher said it holds
        qint64 sentAtMs = 0;
        StudentRecord last; // what was last sent (a record is sent only when it differs)
        bool sendNext = false; // the next record goes even if it does not (a new connection)
    };

    static constexpr int kPingMs = 5000;
    static constexpr int kDeadAfterMs = 15000; // nothing from the teacher this long: try again
    static constexpr int kConnectWithinMs = 10000; // a connection not in the class by then: again
    static constexpr int kSendGapMs = 150; // records at most this often
    static constexpr int kFirstTries = 3; // a first connection that fails is tried this often

    explicit StudentLink(ProgressStore& store, QObject* parent = nullptr);

    // Starts joining; false, with problem NotLocal, for an address off the local network. `again`:
    // the student was in this class before (their app restarted), so an unreachable teacher is
    // tried again and again, as after a lost connection, instead of being reported.
    bool join(const Target& target, const QString& name, const QString& classId, const QString& token,
        bool again = false);
    // Says goodbye and closes; the student keeps working on their own.
    void leave();
    const Status& status() const { return m_status; }
    State state() const { return m_status.state; }
    const Target& target() const { return m_target; }
    const Steering& steering() const { return m_steering; }
    const Delivery& delivery() const { return m_delivery; }

    void setLesson(const QString& lessonId);
    // The student's vote in the round the teacher has open (poll.h): it replaces their earlier
    // vote in that round and goes with every record, so it arrives once the connection is back.
    void vote(const QString& answer);
    const QList<Vote>& votes() const { return m_votes; }
    void noteActivity();
    // How long to wait before trying again after a lost connection: first, doubling up to most.
    void setRetryDelays(int firstMs, int mostMs);

signals:
    void stateChanged(lab::StudentLink::State state);
    void steered(const lab::Steering& steering);
    void acknowledged(qint64 revision);

private:
    void connectNow();
    void onEnded(TeacherChannel::Ending ending);
    void onMessage(const TeacherMessage& message);
    void scheduleSend();
    void sendRecord();
    void tick();
    void setState(State state);
    StudentRecord currentRecord() const;
    int idleSeconds() const;

    ProgressStore& m_store;
    QPointer<TeacherChannel> m_channel;
    QTimer* m_retryTimer;
    QTimer* m_tickTimer;
    QTimer* m_sendTimer;
    Target m_target;
    Hello m_hello;
    Status m_status;
    QString m_lesson;
    Steering m_steering;
    QList<Vote> m_votes;
    Delivery m_delivery;
    qint64 m_lastActivity;
    qint64 m_lastPing = 0;
    int m_retryFirst = 1000;
    int m_retryMost = 5000;
    int m_retryNext = 1000;
    int m_firstTries = 0;
};

} // namespace lab
