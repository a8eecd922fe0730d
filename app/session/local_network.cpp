#include "local_network.h"

#include <QNetworkInterface>

namespace lab {

QHostAddress plainAddress(const QHostAddress& address)
{
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    if (mapped)
        return QHostAddress(v4);
    QHostAddress plain = address;
    plain.setScopeId(QString());
    return plain;
}

bool isLocalAddress(const QHostAddress& given)
{
    const QHostAddress address = plainAddress(given);
    if (address.isNull() || address.isMulticast() || address == QHostAddress(QHostAddress::AnyIPv4)
        || address == QHostAddress(QHostAddress::AnyIPv6) || address.isBroadcast())
        return false;
    if (address.isLoopback())
        return true;
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        const quint32 a = address.toIPv4Address();
        return (a >> 24) == 10 // 10.0.0.0/8
            || (a >> 20) == ((172u << 4) | 1u) // 172.16.0.0/12
            || (a >> 16) == ((192u << 8) | 168u) // 192.168.0.0/16
            || (a >> 16) == ((169u << 8) | 254u); // 169.254.0.0/16
    }
    if (address.protocol() == QAbstractSocket::IPv6Protocol) {
        const Q_IPV6ADDR bytes = address.toIPv6Address();
        return (bytes[0] & 0xfe) == 0xfc // fc00::/7
            || (bytes[0] == 0xfe && (bytes[1] & 0xc0) == 0x80); // fe80::/10
    }
    return false;
}

QList<QHostAddress> announceTargets()
{
    QList<QHostAddress> targets { QHostAddress(QStringLiteral("127.255.255.255")) };
    for (const QNetworkInterface& interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::CanBroadcast)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : interface.addressEntries()) {
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol && isLocalAddress(entry.ip())
                && !entry.broadcast().isNull() && !targets.contains(entry.broadcast()))
                targets.append(entry.broadcast());
        }
    }
    return targets;
}

std::optional<TypedAddress> parseTypedAddress(const QString& text)
{
    const QString typed = text.trimmed();
    TypedAddress result;
    QString host = typed;
    QString port;
    if (typed.startsWith(QLatin1Char('['))) { // [IPv6]:port
        const qsizetype close = typed.indexOf(QLatin1Char(']'));
        if (close < 0)
            return std::nullopt;
        host = typed.mid(1, close - 1);
        const QString rest = typed.mid(close + 1);
        if (!rest.isEmpty() && !rest.startsWith(QLatin1Char(':')))
            return std::nullopt;
        port = rest.mid(1);
    } else if (typed.count(QLatin1Char(':')) == 1) { // IPv4:port
        host = typed.section(QLatin1Char(':'), 0, 0);
        port = typed.section(QLatin1Char(':'), 1);
    }
    if (!result.address.setAddress(host))
        return std::nullopt;
    if (!port.isNull()) {
        bool ok = false;
        const int number = port.toInt(&ok);
        if (!ok || number < 1 || number > 65535)
            return std::nullopt;
        result.port = quint16(number);
    }
    return result;
}

QList<QHostAddress> typeableAddresses()
{
    QList<QHostAddress> found;
    QList<QHostAddress> loopback;
    for (const QNetworkInterface& interface : QNetworkInterface::allInterfaces()) {
        if (!interface.flags().testFlag(QNetworkInterface::IsUp))
            continue;
        for (const QNetworkAddressEntry& entry : interface.addressEntries()) {
            const QHostAddress ip = entry.ip();
            if (ip.protocol() != QAbstractSocket::IPv4Protocol || !isLocalAddress(ip))
                continue;
            (ip.isLoopback() ? loopback : found).append(ip);
        }
    }
    return found + loopback;
}

} // namespace lab
