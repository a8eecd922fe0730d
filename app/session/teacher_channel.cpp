#include "teacher_channel.h"

#include "session_clock.h"

#include <QSslConfiguration>
#include <QSslSocket>

namespace lab {

TeacherChannel::TeacherChannel(const QHostAddress& address, quint16 port, const JoinCode& code,
    const QHostAddress& from, QObject* parent)
    : QObject(parent)
    , m_socket(new QSslSocket(this))
    , m_code(code)
    , m_lastHeard(steadyMs())
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setProtocol(QSsl::TlsV1_3OrLater);
    // No authority signed the teacher's certificate; the join code's tag pins it (onEncrypted).
    tls.setPeerVerifyMode(QSslSocket::QueryPeer);
    m_socket->setSslConfiguration(tls);
    m_socket->setReadBufferSize(128 * 1024);
    connect(m_socket, &QSslSocket::encrypted, this, &TeacherChannel::onEncrypted);
    connect(m_socket, &QSslSocket::readyRead, this, &TeacherChannel::onReadyRead);
    connect(m_socket, &QSslSocket::disconnected, this,
        [this] { end(m_open ? Ending::Closed : Ending::Unreachable); });
    connect(m_socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        end(m_open && error == QAbstractSocket::RemoteHostClosedError ? Ending::Closed : Ending::Unreachable);
    });
    if (!from.isNull())
        m_socket->bind(from, 0);
    m_socket->connectToHostEncrypted(address.toString(), port);
}

void TeacherChannel::onEncrypted()
{
    const QByteArray fingerprint = m_socket->peerCertificate().digest(QCryptographicHash::Sha256);
    const QString tag = cachedCodeTag(fingerprint, m_code.secret);
    if (tag.isEmpty() || !sameSecret(tag, m_code.tag)) {
        end(Ending::NotTheClass);
        return;
    }
    m_open = true;
    m_lastHeard = steadyMs();
    emit opened();
}

void TeacherChannel::onReadyRead()
{
    if (!m_open) {
        end(Ending::Broken); // nothing may come before we have checked the certificate
        return;
    }
    while (!m_ended && m_socket->bytesAvailable() > 0) {
        m_reader.append(m_socket->read(64 * 1024));
        if (m_reader.broken()) {
            end(Ending::Broken);
            return;
        }
        m_lastHeard = steadyMs();
        while (std::optional<QByteArray> payload = m_reader.next()) {
            const TeacherMessage m = readTeacherMessage(*payload);
            if (m.kind == TeacherMessage::Kind::Invalid) {
                end(Ending::Broken);
                return;
            }
            emit message(m);
            if (m_ended)
                return;
        }
    }
}

void TeacherChannel::send(const QJsonObject& message)
{
    if (m_open && !m_ended)
        m_socket->write(frame(message));
}

void TeacherChannel::close()
{
    if (!m_ended)
        m_socket->disconnectFromHost();
}

void TeacherChannel::end(Ending ending)
{
    if (m_ended)
        return;
    m_ended = true;
    m_open = false;
    m_socket->abort();
    emit ended(ending);
}

} // namespace lab
