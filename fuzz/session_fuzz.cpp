// libFuzzer entry for the class session's reader: the bytes are what a peer sends inside TLS. They
// go through the FrameReader in pieces (the first byte says where to cut, as TCP may), and each
// frame through both sides' message readers. Checks: no crash, no UB; the reader never keeps more
// than one frame's worth of bytes; a frame over the limit breaks the stream and nothing comes
// after; every message that is read back the same when written out and read again.
#include "session/messages.h"
#include "session/wire.h"

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

void roundTrip(const lab::StudentMessage& m)
{
    using Kind = lab::StudentMessage::Kind;
    if (m.kind == Kind::Record) {
        const lab::StudentMessage again
            = lab::readStudentMessage(lab::frame(lab::recordMessage(m.record)).mid(4));
        check(again.kind == Kind::Record && again.record.revision == m.record.revision
            && again.record.lesson == m.record.lesson && lab::sameRows(again.record.rows, m.record.rows)
            && again.record.votes == m.record.votes);
    } else if (m.kind == Kind::Hello) {
        const lab::StudentMessage again
            = lab::readStudentMessage(lab::frame(lab::helloMessage(m.hello)).mid(4));
        check(again.kind == Kind::Hello && again.hello.name == m.hello.name
            && again.hello.token == m.hello.token);
    }
    if (m.kind == Kind::Hello && lab::cleanName(m.hello.name)) {
        const QString clean = *lab::cleanName(m.hello.name);
        check(lab::cleanName(clean) == clean && clean.size() <= lab::kMaxNameLength);
    }
}

void roundTrip(const lab::TeacherMessage& m)
{
    if (m.kind == lab::TeacherMessage::Kind::Steer) {
        const lab::TeacherMessage again
            = lab::readTeacherMessage(lab::frame(lab::steerMessage(m.steering)).mid(4));
        check(again.kind == lab::TeacherMessage::Kind::Steer && again.steering == m.steering);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    const qsizetype cut = bytes.isEmpty() ? 0 : qsizetype(data[0]) % (bytes.size() + 1);
    for (const qsizetype max : { lab::kMaxStudentFrame, qsizetype(64) }) {
        lab::FrameReader reader(max);
        reader.append(bytes.left(cut));
        int frames = 0;
        const auto drain = [&] {
            while (std::optional<QByteArray> payload = reader.next()) {
                check(payload->size() > 0 && payload->size() <= max);
                ++frames;
                roundTrip(lab::readStudentMessage(*payload));
                roundTrip(lab::readTeacherMessage(*payload));
            }
        };
        drain();
        reader.append(bytes.mid(cut));
        drain();
        if (reader.broken())
            check(!reader.next().has_value() && !reader.hasPartial());
        check(frames <= bytes.size() / 5 + 1);
    }
    return 0;
}
