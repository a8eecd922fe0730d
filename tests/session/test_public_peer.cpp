// Item 6, only the local network, with a real peer from a public address: CTest runs this inside
// a network namespace of its own (unshare) whose loopback also carries 203.0.113.7 (TEST-NET-3),
// so a socket bound there reaches the teacher from outside the private ranges. Hidden from the
// normal run ([.]): it needs that namespace.
#include "session_support.h"

#include <catch2/catch.hpp>

namespace test_public_peer {

using namespace lab;
using namespace lab::test;

TEST_CASE("a peer from a public address is refused before TLS, and logged", "[.][netns]")
{
    const QHostAddress outside(QStringLiteral("203.0.113.7"));
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    EventLog log(teacher);
    RawClient stranger(teacher.port(), outside);
    REQUIRE(stranger.waitClosed());
    CHECK_FALSE(stranger.socket.isEncrypted());
    REQUIRE(log.count(SessionEvent::Kind::OutsideNetwork) == 1);
    CHECK(log.events.front().address == outside);
    // A student on the local network is still let in.
    TestStudent aiko(QStringLiteral("Aiko"));
    CHECK(aiko.joinAndWait(teacher));
}

} // namespace test_public_peer
