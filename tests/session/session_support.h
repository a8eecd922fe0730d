// What the class session tests share: a teacher's session on loopback (real TLS, a port of its
// own), students with progress files of their own, attempts made the way exercises make them
// (TaskRecord::check and ProgressStore::update), and a raw TLS client that skips the join code's
// pinning, as an attacker would, to reach the teacher's checks.
#pragma once

#include "session/class_session.h"
#include "session/student_link.h"
#include "session/wire.h"

#include "core/records/progress.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QRandomGenerator>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

namespace Catch {
template <> struct StringMaker<QString> {
    static std::string convert(const QString& s) { return '"' + s.toStdString() + '"'; }
};
} // namespace Catch

namespace lab::test {

inline bool waitFor(const std::function<bool()>& done, int ms = 5000)
{
    return QTest::qWaitFor(done, ms);
}

inline QString randomToken()
{
    QString token;
    for (int i = 0; i < 4; ++i)
        token += QStringLiteral("%1").arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    return token;
}

// Short limits, so that the tests of stalled and silent peers take a moment, not a minute.
inline PeerLimits quickLimits()
{
    PeerLimits limits;
    limits.helloWithinMs = 1500;
    limits.partialMs = 600;
    limits.silentMs = 3000;
    return limits;
}

inline ClassSession::Options teacherOptions(const QTemporaryDir& dir, quint16 port = 0)
{
    ClassSession::Options options;
    options.statePath = QDir(dir.path()).filePath(QStringLiteral("class.json"));
    options.title = QStringLiteral("Class 2-B");
    options.port = port; // 0: any free one, never the 47322 of a real class on this machine
    options.announce = false;
    options.limits = quickLimits();
    return options;
}

// A free TCP port on loopback (for a class that must come back on the same port).
inline quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// One student: their own progress file, their link, their token.
struct TestStudent {
    QTemporaryDir home;
    ProgressStore store { QDir(home.path()).filePath(QStringLiteral("progress.json")) };
    StudentLink link { store };
    QString name;
    QString token = randomToken();
    int attempts = 0;

    explicit TestStudent(QString who)
        : name(std::move(who))
    {
        store.load();
        link.setRetryDelays(50, 200);
    }
    bool join(const ClassSession& teacher)
    {
        return link.join(
            { QHostAddress::LocalHost, teacher.port(), teacher.code(), {} }, name, QString(), token);
    }
    bool joinAndWait(const ClassSession& teacher)
    {
        join(teacher);
        return waitFor([&] { return link.state() == StudentLink::State::Joined; });
    }
    // A wrong attempt (or a right one) at a task, as an exercise counts it.
    void attempt(const QString& exercise = QStringLiteral("area_move"),
        const QString& task = QStringLiteral("rules"), bool right = false)
    {
        ExerciseProgress p = store.exercise(exercise);
        TaskRecord& r = p.tasks[task];
        r.check(QStringLiteral("answer %1").arg(++attempts), right ? AnswerState::Right : AnswerState::Wrong,
            1, QDateTime::currentDateTimeUtc());
        p.status = r.status;
        store.update(exercise, p);
    }
};

// The attempts the teacher's class holds for the student with `token`, all tasks together.
inline int teacherAttempts(const ClassSession& teacher, const QString& token)
{
    const int index = teacher.indexOf(token);
    if (index < 0)
        return -1;
    int sum = 0;
    for (const ReportRow& row : teacher.students().at(index).record.rows)
        sum += row.record.attempts;
    return sum;
}

// A TLS client that does not check the join code's tag: it reaches the teacher's own checks.
class RawClient {
public:
    explicit RawClient(quint16 port, const QHostAddress& from = QHostAddress())
    {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setPeerVerifyMode(QSslSocket::VerifyNone);
        socket.setSslConfiguration(tls);
        if (!from.isNull())
            socket.bind(from, 0);
        QObject::connect(&socket, &QSslSocket::readyRead, [this] {
            reader.append(socket.readAll());
            while (auto payload = reader.next())
                received.append(readTeacherMessage(*payload));
        });
        socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    }
    bool waitEncrypted()
    {
        return waitFor([this] { return socket.isEncrypted(); });
    }
    void send(const QJsonObject& message) { socket.write(frame(message)); }
    void sendBytes(const QByteArray& bytes) { socket.write(bytes); }
    bool waitClosed(int ms = 5000)
    {
        return waitFor([this] { return socket.state() == QAbstractSocket::UnconnectedState; }, ms);
    }
    std::optional<Refusal> refusal() const
    {
        for (const TeacherMessage& m : received) {
            if (m.kind == TeacherMessage::Kind::Refused)
                return m.refusal;
        }
        return std::nullopt;
    }
    Hello hello(const QString& secret, const QString& name = QStringLiteral("Mallory"))
    {
        return { kProtocolVersion, secret, name, QString(), token };
    }

    QSslSocket socket;
    FrameReader reader { kMaxTeacherFrame };
    QList<TeacherMessage> received;
    QString token = randomToken();
};

// Every event the teacher's server reports, kept for the test to look at.
struct EventLog {
    QList<SessionEvent> events;
    QObject context;
    explicit EventLog(ClassSession& teacher)
    {
        QObject::connect(
            &teacher, &ClassSession::event, &context, [this](const SessionEvent& e) { events.append(e); });
    }
    int count(SessionEvent::Kind kind, const QString& detailStart = QString()) const
    {
        return int(std::count_if(events.begin(), events.end(),
            [&](const SessionEvent& e) { return e.kind == kind && e.detail.startsWith(detailStart); }));
    }
    int refusals(Refusal refusal) const
    {
        return int(std::count_if(events.begin(), events.end(), [&](const SessionEvent& e) {
            return e.kind == SessionEvent::Kind::Refused && e.refusal == refusal;
        }));
    }
};

} // namespace lab::test
