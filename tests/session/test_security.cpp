// Item 6 of issue 32, no one gets in where they do not belong: only the local network, only with
// the code (wrong codes slowed, then locked out), a name is one student's, a student hears only
// the teacher's steering, and a peer that floods, stalls, never speaks or sends what is not a
// message is dropped and logged while the class goes on. Real TLS on loopback; the raw client
// skips the code's pinning, as an attacker's program would.
#include "session_support.h"

#include "session/local_network.h"
#include "session/session_clock.h"

#include <catch2/catch.hpp>

#include <QJsonDocument>
#include <QTcpSocket>

#include <memory>

namespace test_security {

using namespace lab;
using namespace lab::test;

TEST_CASE("only the local network: loopback and the private ranges are local, the rest is not")
{
    for (const char* local : { "127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.254", "192.168.10.20",
             "169.254.1.1", "::1", "fd12:3456::1", "fe80::1", "::ffff:192.168.1.2" })
        CHECK(isLocalAddress(QHostAddress(QString::fromLatin1(local))));
    for (const char* outside : { "8.8.8.8", "172.32.0.1", "172.15.255.255", "192.169.0.1", "203.0.113.7",
             "2001:db8::1", "::ffff:8.8.8.8", "0.0.0.0", "::", "224.0.0.1", "255.255.255.255" })
        CHECK_FALSE(isLocalAddress(QHostAddress(QString::fromLatin1(outside))));
}

TEST_CASE("a student's machine never connects to an address off the local network")
{
    QTemporaryDir home;
    ProgressStore store(QDir(home.path()).filePath(QStringLiteral("progress.json")));
    StudentLink link(store);
    const JoinCode code { QStringLiteral("AAAAA"), QStringLiteral("BBBBB") };
    CHECK_FALSE(link.join({ QHostAddress(QStringLiteral("203.0.113.7")), kClassPort, code, {} },
        QStringLiteral("Aiko"), QString(), randomToken()));
    CHECK(link.state() == StudentLink::State::Refused);
    CHECK(link.status().problem == StudentLink::Problem::NotLocal);
}

TEST_CASE("a wrong code is refused, repeated wrong codes from one address are slowed, then locked out")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    teacher.onServer([](ClassServer& s) { s.guard().setFirstWaitMs(400); });
    EventLog log(teacher);
    const auto tryCode = [&](const QString& secret) {
        RawClient client(teacher.port());
        REQUIRE(client.waitEncrypted());
        client.send(helloMessage(client.hello(secret)));
        REQUIRE(client.waitClosed());
        REQUIRE(client.refusal().has_value());
        return *client.refusal();
    };
    for (int i = 0; i < CodeGuard::kFreeTries; ++i)
        CHECK(tryCode(QStringLiteral("WRONG")) == Refusal::WrongCode);
    CHECK(tryCode(QStringLiteral("WRONG")) == Refusal::WrongCode); // the 4th: now it must wait
    // While it waits even the right code is not looked at: guessing gets slow.
    CHECK(tryCode(teacher.code().secret) == Refusal::Wait);
    teacher.onServer(
        [](ClassServer& s) { s.guard().setFirstWaitMs(5); }); // the doubling waits after this one, quickly
    int wrong = CodeGuard::kFreeTries + 1;
    while (wrong < CodeGuard::kLockAfter) {
        REQUIRE(waitFor([&] {
            CodeGuard::Verdict verdict = CodeGuard::Verdict::Wait;
            teacher.onServer(
                [&](ClassServer& s) { verdict = s.guard().verdict(QHostAddress::LocalHost, steadyMs()); });
            return verdict == CodeGuard::Verdict::Check;
        }));
        const Refusal r = tryCode(QStringLiteral("WRONG"));
        ++wrong;
        CHECK(r == (wrong >= CodeGuard::kLockAfter ? Refusal::Locked : Refusal::WrongCode));
    }
    // Locked out for the rest of the class, right code or not; the Class window is told.
    CHECK(tryCode(teacher.code().secret) == Refusal::Locked);
    CHECK(waitFor([&] { return teacher.lockedCount() == 1; }));
    CHECK(teacher.students().isEmpty());
    CHECK(log.refusals(Refusal::WrongCode) == CodeGuard::kLockAfter - 1);
    // The teacher can let the address try again.
    teacher.unlockAll();
    RawClient honest(teacher.port());
    REQUIRE(honest.waitEncrypted());
    honest.send(helloMessage(honest.hello(teacher.code().secret, QStringLiteral("Aiko"))));
    CHECK(waitFor([&] { return teacher.students().size() == 1; }));
}

TEST_CASE("a peer that is malformed, oversized, flooding, stalled or silent is dropped and logged, the class "
          "goes on")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    EventLog log(teacher);
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    const QString secret = teacher.code().secret;

    RawClient notTls(0); // plain bytes to the TLS port: the handshake fails
    QTcpSocket plain;
    plain.connectToHost(QHostAddress::LocalHost, teacher.port());
    REQUIRE(plain.waitForConnected(3000));
    plain.write(QByteArray("GET / HTTP/1.0\r\n\r\n"));
    // Each peer speaks as soon as its own handshake is done: a peer has helloWithinMs from its
    // connection to say hello, and on a busy machine six handshakes at once can take longer.
    const auto connected = [&teacher] {
        auto client = std::make_unique<RawClient>(teacher.port());
        REQUIRE(client->waitEncrypted());
        return client;
    };
    const auto oversized = connected();
    oversized->sendBytes(QByteArray::fromHex("7fffffff") + QByteArray(100, 'x'));
    const auto garbage = connected();
    garbage->send(helloMessage(garbage->hello(secret, QStringLiteral("Garbage"))));
    garbage->sendBytes(frame({ { QStringLiteral("t"), QStringLiteral("record") } }));
    const auto early = connected();
    early->send(recordMessage(StudentRecord {})); // a record before any hello
    const auto flooding = connected();
    flooding->send(helloMessage(flooding->hello(secret, QStringLiteral("Flood"))));
    for (int i = 0; i < 200; ++i)
        flooding->send(studentPingMessage(0));
    const auto stalled = connected();
    stalled->send(helloMessage(stalled->hello(secret, QStringLiteral("Stalled"))));
    stalled->sendBytes(frame(studentPingMessage(0)).left(6)); // half a frame, then nothing
    const auto silent = connected();
    // The honest student keeps working meanwhile.
    aiko.attempt();
    aiko.attempt();
    REQUIRE(waitFor([&] { return teacherAttempts(teacher, aiko.token) == 2; }));

    for (const auto* c : { &oversized, &garbage, &flooding, &stalled, &silent, &early })
        CHECK((*c)->waitClosed());
    CHECK(waitFor([&] { return plain.state() == QAbstractSocket::UnconnectedState; }));
    CHECK(log.count(SessionEvent::Kind::Dropped, QStringLiteral("oversized frame")) == 1);
    CHECK(log.count(SessionEvent::Kind::Dropped, QStringLiteral("malformed message")) == 1);
    CHECK(log.count(SessionEvent::Kind::Dropped, QStringLiteral("spoke before hello")) == 1);
    CHECK(log.count(SessionEvent::Kind::Dropped, QStringLiteral("flooding")) == 1);
    CHECK(log.count(SessionEvent::Kind::Dropped, QStringLiteral("stalled in a frame")) == 1);
    CHECK(log.count(SessionEvent::Kind::Dropped, QStringLiteral("no hello in time")) == 1);
    CHECK(log.count(SessionEvent::Kind::Dropped) >= 7); // and the plain-text one's TLS failure
    // Still in the class, still heard.
    CHECK(aiko.link.state() == StudentLink::State::Joined);
    aiko.attempt();
    CHECK(waitFor([&] { return teacherAttempts(teacher, aiko.token) == 3; }));
}

TEST_CASE("a student claiming another's name while that student is in the class is refused")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    TestStudent impostor(QStringLiteral("  AIKO ")); // the same name, however written
    impostor.join(teacher);
    REQUIRE(waitFor([&] { return impostor.link.state() == StudentLink::State::Refused; }));
    CHECK(impostor.link.status().refusal == Refusal::NameTaken);
    CHECK(teacher.students().size() == 1);
    CHECK(aiko.link.state() == StudentLink::State::Joined);
    aiko.attempt();
    CHECK(waitFor([&] { return teacherAttempts(teacher, aiko.token) == 1; }));
    // Aiko herself, from her own machine, comes back under her name.
    aiko.link.leave();
    REQUIRE(waitFor([&] { return !teacher.students().front().connected; }));
    CHECK(aiko.joinAndWait(teacher));
    // The teacher removes Aiko (say she joined by mistake): her row goes and the name is free.
    teacher.forget(aiko.token);
    CHECK(teacher.students().isEmpty());
    REQUIRE(waitFor([&] { return aiko.link.state() == StudentLink::State::Left; }));
    TestStudent other(QStringLiteral("Aiko"));
    CHECK(other.joinAndWait(teacher));
    // Names with hidden control characters are refused.
    TestStudent hidden(QStringLiteral("Ai\u202eko"));
    hidden.join(teacher);
    REQUIRE(waitFor([&] { return hidden.link.state() == StudentLink::State::Refused; }));
    CHECK(hidden.link.status().refusal == Refusal::BadName);
}

TEST_CASE("a student sends only their own record and receives only the teacher's steering")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken Watanabe"));
    QList<TeacherMessage> heard;
    REQUIRE(aiko.joinAndWait(teacher));
    auto* channel = aiko.link.findChild<TeacherChannel*>();
    REQUIRE(channel);
    QObject::connect(channel, &TeacherChannel::message, [&](const TeacherMessage& m) { heard.append(m); });
    REQUIRE(ken.joinAndWait(teacher));
    for (int i = 0; i < 3; ++i) {
        ken.attempt();
        aiko.attempt(QStringLiteral("car_circles"), QStringLiteral("hierarchy"));
    }
    teacher.setPaused(true);
    teacher.sendEveryoneTo(
        QJsonObject { { QStringLiteral("format"), QStringLiteral("collision-lab-scene") } });
    REQUIRE(waitFor([&] {
        return teacherAttempts(teacher, ken.token) == 3 && teacherAttempts(teacher, aiko.token) == 3;
    }));
    REQUIRE(waitFor([&] { return aiko.link.steering().paused; }));
    QTest::qWait(200);
    REQUIRE_FALSE(heard.isEmpty());
    for (const TeacherMessage& m : heard) {
        const bool allowed = m.kind == TeacherMessage::Kind::Steer || m.kind == TeacherMessage::Kind::Ack
            || m.kind == TeacherMessage::Kind::Ping;
        CHECK(allowed);
        const QByteArray json = QJsonDocument(steerMessage(m.steering)).toJson();
        CHECK_FALSE(json.contains("Ken"));
        CHECK_FALSE(json.contains(ken.token.toLatin1()));
    }
    // What the teacher holds of Aiko is her own tasks only.
    const ClassStudent& held = teacher.students().at(teacher.indexOf(aiko.token));
    REQUIRE(held.record.rows.size() == 1);
    CHECK(held.record.rows.front().task.exerciseId == QStringLiteral("car_circles"));
}

} // namespace test_security
