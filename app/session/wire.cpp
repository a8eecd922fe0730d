#include "wire.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace lab {

namespace {

constexpr qsizetype kHead = 4;

quint32 lengthAt(const QByteArray& bytes)
{
    const auto* b = reinterpret_cast<const unsigned char*>(bytes.constData());
    return quint32(b[0]) << 24 | quint32(b[1]) << 16 | quint32(b[2]) << 8 | quint32(b[3]);
}

} // namespace

QByteArray frame(const QJsonObject& message)
{
    const QByteArray body = QJsonDocument(message).toJson(QJsonDocument::Compact);
    const auto n = quint32(body.size());
    QByteArray out;
    out.reserve(kHead + body.size());
    out.append(char(n >> 24)).append(char(n >> 16)).append(char(n >> 8)).append(char(n));
    return out + body;
}

void FrameReader::append(const QByteArray& bytes)
{
    if (m_broken)
        return;
    m_buffer.append(bytes);
    checkHead();
}

void FrameReader::checkHead()
{
    if (m_buffer.size() >= kHead) {
        const quint32 length = lengthAt(m_buffer);
        if (length == 0 || qsizetype(length) > m_max) {
            m_broken = true;
            m_buffer.clear();
        }
    }
}

std::optional<QByteArray> FrameReader::next()
{
    if (m_broken || m_buffer.size() < kHead)
        return std::nullopt;
    const auto length = qsizetype(lengthAt(m_buffer));
    if (m_buffer.size() < kHead + length)
        return std::nullopt;
    QByteArray payload = m_buffer.mid(kHead, length);
    m_buffer.remove(0, kHead + length);
    checkHead();
    return payload;
}

std::optional<QJsonObject> frameObject(const QByteArray& payload)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(payload, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace lab
