// How a class session's messages travel inside TLS: each is a frame of a 4-byte big-endian
// length and that many bytes of compact JSON (one object). A reader takes bytes as they come and
// gives whole frames; a length over its limit breaks the stream at once, before any of the frame
// is kept, so no peer makes the other side hold more than one frame.
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include <optional>

namespace lab {

// The largest frame a teacher reads from a student (a record of every task is a few kilobytes).
inline constexpr qsizetype kMaxStudentFrame = 32 * 1024;
// The largest frame a student reads from the teacher ("everyone to this" carries a scene).
inline constexpr qsizetype kMaxTeacherFrame = 64 * 1024;

QByteArray frame(const QJsonObject& message);

class FrameReader {
public:
    explicit FrameReader(qsizetype maxFrame)
        : m_max(maxFrame)
    {
    }
    void append(const QByteArray& bytes);
    // The next whole frame's bytes, if one has arrived; nothing once the stream is broken.
    std::optional<QByteArray> next();
    // A frame announced a length over the limit (or zero): nothing more can be read.
    bool broken() const { return m_broken; }
    // Bytes of a frame that has not arrived whole are waiting.
    bool hasPartial() const { return !m_buffer.isEmpty(); }

private:
    void checkHead();

    QByteArray m_buffer;
    qsizetype m_max;
    bool m_broken = false;
};

// A frame's bytes as one JSON object; nothing for anything else (not JSON, an array, ...).
std::optional<QJsonObject> frameObject(const QByteArray& payload);

} // namespace lab
