#include "discovery.h"

#include "session_clock.h"

#include "local_network.h"
#include "messages.h"
#include "wire.h"

#include <QJsonDocument>
#include <QNetworkDatagram>
#include <QRegularExpression>
#include <QTimer>
#include <QUdpSocket>

namespace lab {

namespace {

constexpr qsizetype kMaxDatagram = 512;
const char* const kApp = "collision-lab-class";

} // namespace

QByteArray announcement(const QString& title, quint16 port, const QString& id)
{
    const QJsonObject o { { QStringLiteral("app"), QLatin1String(kApp) },
        { QStringLiteral("v"), kProtocolVersion }, { QStringLiteral("title"), title.left(kMaxTitleLength) },
        { QStringLiteral("port"), port }, { QStringLiteral("id"), id } };
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<FoundClass> readAnnouncement(const QByteArray& datagram)
{
    if (datagram.size() > kMaxDatagram)
        return std::nullopt;
    const std::optional<QJsonObject> o = frameObject(datagram);
    if (!o || o->value(QLatin1String("app")).toString() != QLatin1String(kApp)
        || o->value(QLatin1String("v")).toInt() != kProtocolVersion)
        return std::nullopt;
    static const QRegularExpression idPattern(QStringLiteral("^[0-9a-f]{8}$"));
    const QJsonValue title = o->value(QLatin1String("title"));
    const QJsonValue port = o->value(QLatin1String("port"));
    const QString id = o->value(QLatin1String("id")).toString();
    const std::optional<QString> cleanTitle = cleanName(title.toString());
    if (!title.isString() || title.toString().size() > kMaxTitleLength || !port.isDouble()
        || port.toDouble() != double(port.toInt()) || port.toInt() < 1 || port.toInt() > 65535
        || !idPattern.match(id).hasMatch())
        return std::nullopt;
    FoundClass found;
    found.title = cleanTitle.value_or(QString());
    found.port = quint16(port.toInt());
    found.id = id;
    return found;
}

ClassAnnouncer::ClassAnnouncer(
    QString title, quint16 classPort, QString id, quint16 discoveryPort, QObject* parent)
    : QObject(parent)
    , m_socket(new QUdpSocket(this))
    , m_timer(new QTimer(this))
    , m_title(std::move(title))
    , m_classPort(classPort)
    , m_id(std::move(id))
    , m_discoveryPort(discoveryPort)
{
    m_socket->bind(QHostAddress(QHostAddress::AnyIPv4), 0);
    m_socket->setSocketOption(QAbstractSocket::MulticastLoopbackOption, 1);
    connect(m_timer, &QTimer::timeout, this, &ClassAnnouncer::announce);
    m_timer->start(1000);
    announce();
}

void ClassAnnouncer::announce()
{
    const QByteArray bytes = announcement(m_title, m_classPort, m_id);
    for (const QHostAddress& target : announceTargets())
        m_socket->writeDatagram(bytes, target, m_discoveryPort);
}

ClassFinder::ClassFinder(quint16 discoveryPort, QObject* parent)
    : QObject(parent)
    , m_socket(new QUdpSocket(this))
    , m_expiry(new QTimer(this))
{
    m_socket->bind(QHostAddress(QHostAddress::AnyIPv4), discoveryPort,
        QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
    connect(m_socket, &QUdpSocket::readyRead, this, &ClassFinder::read);
    connect(m_expiry, &QTimer::timeout, this, &ClassFinder::expire);
    m_expiry->start(1000);
}

bool ClassFinder::isListening() const
{
    return m_socket->state() == QAbstractSocket::BoundState;
}

void ClassFinder::read()
{
    bool changedAny = false;
    const qint64 now = steadyMs();
    for (int n = 0; n < 256 && m_socket->hasPendingDatagrams(); ++n) {
        const QNetworkDatagram datagram = m_socket->receiveDatagram(kMaxDatagram + 1);
        const QHostAddress from = plainAddress(datagram.senderAddress());
        std::optional<FoundClass> found = readAnnouncement(datagram.data());
        if (!found || !isLocalAddress(from))
            continue;
        found->address = from;
        found->seenMs = now;
        const auto known = std::find(m_found.begin(), m_found.end(), *found);
        if (known != m_found.end()) {
            known->seenMs = now;
        } else if (m_found.size() < kMaxClasses) {
            m_found.append(*found);
            changedAny = true;
        }
    }
    while (m_socket->hasPendingDatagrams()) // more than a burst's worth: not classes
        m_socket->receiveDatagram(1);
    if (changedAny)
        emit changed();
}

void ClassFinder::expire()
{
    const qint64 now = steadyMs();
    const auto before = m_found.size();
    m_found.removeIf([now](const FoundClass& c) { return now - c.seenMs > kForgetAfterMs; });
    if (m_found.size() != before)
        emit changed();
}

} // namespace lab
