// Item 2 of issue 32, joining: a class is found by its announcement or reached at a typed
// address; the student types the code and their name and is in; the code works only with the
// machine that showed it. Real TLS on loopback throughout.
#include "session_support.h"

#include "session/discovery.h"
#include "session/local_network.h"

#include <catch2/catch.hpp>

#include <QUdpSocket>

namespace test_join {

using namespace lab;
using namespace lab::test;

TEST_CASE("a student joins with the code and their name, and the teacher's table has them")
{
    REQUIRE(QSslSocket::supportsSsl());
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    CHECK(teacher.code().text().size() == 11);
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    CHECK(aiko.link.status().title == QStringLiteral("Class 2-B"));
    REQUIRE(teacher.students().size() == 1);
    CHECK(teacher.students().front().name == QStringLiteral("Aiko"));
    CHECK(teacher.students().front().connected);
    CHECK(teacher.students().front().number == 1);
}

TEST_CASE("a class is found by its announcement on the local network")
{
    QUdpSocket probe; // a free UDP port for this test's announcements
    probe.bind(QHostAddress::LocalHost, 0);
    const quint16 discovery = probe.localPort();
    probe.close();
    QTemporaryDir dir;
    ClassSession teacher;
    ClassSession::Options options = teacherOptions(dir);
    options.announce = true;
    options.discoveryPort = discovery;
    ClassFinder finder(discovery);
    REQUIRE(finder.isListening());
    REQUIRE(teacher.start(options));
    REQUIRE(waitFor([&] { return !finder.classes().isEmpty(); }, 4000));
    const FoundClass found = finder.classes().front();
    CHECK(found.title == QStringLiteral("Class 2-B"));
    CHECK(found.port == teacher.port());
    CHECK(isLocalAddress(found.address));
    // The student picks it, types the code and is in.
    TestStudent ken(QStringLiteral("Ken"));
    ken.link.join({ found.address, found.port, teacher.code(), {} }, ken.name, QString(), ken.token);
    CHECK(waitFor([&] { return ken.link.state() == StudentLink::State::Joined; }));
}

TEST_CASE("an announcement that is not exactly one is not a class")
{
    CHECK(
        readAnnouncement(announcement(QStringLiteral("2-B"), 47322, QStringLiteral("0123abcd"))).has_value());
    CHECK_FALSE(readAnnouncement(QByteArrayLiteral("{\"app\":\"collision-lab-class\"}")).has_value());
    CHECK_FALSE(
        readAnnouncement(announcement(QStringLiteral("2-B"), 0, QStringLiteral("0123abcd"))).has_value());
    CHECK_FALSE(
        readAnnouncement(announcement(QStringLiteral("2-B"), 47322, QStringLiteral("XYZ"))).has_value());
    CHECK_FALSE(readAnnouncement(QByteArray(600, 'x')).has_value());
    CHECK_FALSE(readAnnouncement(QByteArrayLiteral("not json")).has_value());
}

TEST_CASE("a typed address reaches the class where broadcasts are blocked")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    const auto typed = parseTypedAddress(QStringLiteral(" 127.0.0.1:%1 ").arg(teacher.port()));
    REQUIRE(typed.has_value());
    TestStudent mei(QStringLiteral("Mei"));
    mei.link.join({ typed->address, typed->port, teacher.code(), {} }, mei.name, QString(), mei.token);
    CHECK(waitFor([&] { return mei.link.state() == StudentLink::State::Joined; }));
    // Without a port the usual one is meant; anything off the local network is not taken.
    CHECK(parseTypedAddress(QStringLiteral("192.168.1.20"))->port == kClassPort);
    CHECK(parseTypedAddress(QStringLiteral("[fe80::1]:50000"))->port == 50000);
    CHECK_FALSE(parseTypedAddress(QStringLiteral("example.com")).has_value());
    CHECK_FALSE(parseTypedAddress(QStringLiteral("192.168.1.20:99999")).has_value());
}

TEST_CASE("the code works only with the machine that showed it")
{
    QTemporaryDir dirA, dirB;
    ClassSession a, b;
    REQUIRE(a.start(teacherOptions(dirA)));
    REQUIRE(b.start(teacherOptions(dirB)));
    EventLog bLog(b);
    // A student with A's code who reaches B (a wrong address, or B pretending to be A) says nothing.
    TestStudent sora(QStringLiteral("Sora"));
    sora.link.join({ QHostAddress::LocalHost, b.port(), a.code(), {} }, sora.name, QString(), sora.token);
    REQUIRE(waitFor([&] { return sora.link.state() == StudentLink::State::Refused; }));
    CHECK(sora.link.status().problem == StudentLink::Problem::NotTheClass);
    QTest::qWait(100);
    CHECK(b.students().isEmpty());
    CHECK(bLog.count(SessionEvent::Kind::Refused) == 0); // no hello, so no secret, reached B
    // A mistyped tag is caught the same way, before anything is sent.
    JoinCode typo = a.code();
    typo.tag[0] = typo.tag[0] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
    TestStudent ren(QStringLiteral("Ren"));
    ren.link.join({ QHostAddress::LocalHost, a.port(), typo, {} }, ren.name, QString(), ren.token);
    REQUIRE(waitFor([&] { return ren.link.state() == StudentLink::State::Refused; }));
    CHECK(ren.link.status().problem == StudentLink::Problem::NotTheClass);
}

TEST_CASE("the join code reads what a student types, forgivingly")
{
    const JoinCode code { QStringLiteral("K7PM2"), QStringLiteral("QD9R4") };
    CHECK(code.text() == QStringLiteral("K7PM2-QD9R4"));
    CHECK(JoinCode::parse(QStringLiteral("k7pm2 qd9r4")) == code);
    CHECK(JoinCode::parse(QStringLiteral("Ｋ７ＰＭ２－ＱＤ９Ｒ４")) == code); // full width, from an IME
    CHECK(JoinCode::parse(QStringLiteral("1O000-00000"))->secret == QStringLiteral("10000"));
    CHECK(JoinCode::parse(QStringLiteral("LI000-00000"))->secret == QStringLiteral("11000"));
    CHECK_FALSE(JoinCode::parse(QStringLiteral("K7PM2-QD9R")).has_value());
    CHECK_FALSE(JoinCode::parse(QStringLiteral("K7PM2-QD9RU")).has_value()); // U is not in the alphabet
    CHECK(randomSecret().size() == 5);
    CHECK(JoinCode::parse(randomSecret() + randomSecret()).has_value());
    const QByteArray fingerprint(32, '\x11');
    CHECK(codeTag(fingerprint, QStringLiteral("AAAAA")) == codeTag(fingerprint, QStringLiteral("AAAAA")));
    CHECK(codeTag(fingerprint, QStringLiteral("AAAAA")) != codeTag(fingerprint, QStringLiteral("AAAAB")));
    CHECK(codeTag(fingerprint, QStringLiteral("AAAAA"))
        != codeTag(QByteArray(32, '\x12'), QStringLiteral("AAAAA")));
    CHECK(sameSecret(QStringLiteral("ABCDE"), QStringLiteral("ABCDE")));
    CHECK_FALSE(sameSecret(QStringLiteral("ABCDE"), QStringLiteral("ABCDF")));
}

} // namespace test_join
