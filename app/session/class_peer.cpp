#include "class_peer.h"

#include "session_clock.h"

#include "local_network.h"

#include <QSslSocket>

#include <algorithm>

namespace lab {

ClassPeer::ClassPeer(QSslSocket* socket, const PeerLimits& limits, qint64 nowMs, QObject* parent)
    : QObject(parent)
    , m_socket(socket)
    , m_limits(limits)
    , m_address(plainAddress(socket->peerAddress()))
    , m_connectedAt(nowMs)
    , m_lastHeard(nowMs)
    , m_tokens(limits.burstFrames)
    , m_tokensAt(nowMs)
{
    m_socket->setParent(this);
    m_socket->setReadBufferSize(64 * 1024);
    connect(m_socket, &QSslSocket::readyRead, this, [this] { readAvailable(steadyMs()); });
    connect(m_socket, &QSslSocket::disconnected, this, [this] { drop(QString()); });
    connect(m_socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::RemoteHostClosedError)
            drop(QString());
        else
            drop(QStringLiteral("connection error: ") + m_socket->errorString());
    });
    connect(m_socket, &QSslSocket::sslErrors, this, [this] { drop(QStringLiteral("TLS failed")); });
    m_socket->startServerEncryption();
}

void ClassPeer::send(const QJsonObject& message)
{
    if (!m_gone && !m_closing)
        m_socket->write(frame(message));
}

void ClassPeer::sendAndClose(const QJsonObject& message)
{
    send(message);
    m_closing = true;
    m_socket->disconnectFromHost();
}

void ClassPeer::drop(const QString& reason)
{
    if (m_gone)
        return;
    m_gone = true;
    m_socket->abort();
    emit dropped(this, reason);
    deleteLater();
}

bool ClassPeer::takeFrameToken(qint64 nowMs)
{
    m_tokens = std::min<double>(
        m_limits.burstFrames, m_tokens + double(nowMs - m_tokensAt) * m_limits.framesPerSecond / 1000.0);
    m_tokensAt = nowMs;
    if (m_tokens < 1)
        return false;
    m_tokens -= 1;
    return true;
}

void ClassPeer::readAvailable(qint64 nowMs)
{
    while (!m_gone && !m_closing && m_socket->bytesAvailable() > 0) {
        m_reader.append(m_socket->read(16 * 1024));
        if (m_reader.broken()) {
            drop(QStringLiteral("oversized frame"));
            return;
        }
        while (std::optional<QByteArray> payload = m_reader.next()) {
            if (!takeFrameToken(nowMs)) {
                drop(QStringLiteral("flooding"));
                return;
            }
            m_lastHeard = nowMs;
            const StudentMessage m = readStudentMessage(*payload);
            if (m.kind == StudentMessage::Kind::Invalid) {
                drop(QStringLiteral("malformed message: ") + m.problem);
                return;
            }
            emit message(this, m);
            if (m_gone || m_closing)
                return;
        }
    }
    if (!m_reader.hasPartial())
        m_partialSince = -1;
    else if (m_partialSince < 0)
        m_partialSince = nowMs;
}

void ClassPeer::sweep(qint64 nowMs)
{
    if (m_gone)
        return;
    if (m_closing) {
        if (nowMs - m_lastHeard > m_limits.helloWithinMs)
            drop(QString()); // refused and told so; it had its time to read why
        return;
    }
    if (!isJoined() && nowMs - m_connectedAt > m_limits.helloWithinMs)
        drop(QStringLiteral("no hello in time"));
    else if (isJoined() && nowMs - m_lastHeard > m_limits.silentMs)
        drop(QStringLiteral("silent"));
    else if (m_partialSince >= 0 && nowMs - m_partialSince > m_limits.partialMs)
        drop(QStringLiteral("stalled in a frame"));
    else if (m_socket->bytesToWrite() + m_socket->encryptedBytesToWrite() > m_limits.unsentMax)
        drop(QStringLiteral("does not read"));
}

} // namespace lab
