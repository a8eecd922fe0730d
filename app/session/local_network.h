// What "the school's own network" is: the address ranges a class session talks to. Loopback,
// the private IPv4 ranges (10/8, 172.16/12, 192.168/16), IPv4 link-local (169.254/16), IPv6
// unique local (fc00::/7) and link-local (fe80::/10); an IPv4 address mapped into IPv6 counts as
// the IPv4 address. Everything else (the internet, multicast, the unspecified address) is not.
#pragma once

#include <QHostAddress>
#include <QList>

#include <optional>

namespace lab {

inline constexpr quint16 kDiscoveryPort = 47321; // UDP: the teacher's announcements
inline constexpr quint16 kClassPort = 47322; // TCP: the class itself (TLS)

bool isLocalAddress(const QHostAddress& address);
// The address as one spelling: an IPv4-mapped IPv6 address as its IPv4 address, no scope id.
QHostAddress plainAddress(const QHostAddress& address);
// Where the teacher's announcements go: 127.255.255.255 (the classes on this machine) and the
// broadcast address of every IPv4 interface that is up and has a local address.
QList<QHostAddress> announceTargets();
struct TypedAddress {
    QHostAddress address;
    quint16 port = kClassPort;
};
// What a student typed: "192.168.1.20", "192.168.1.20:47322", "fe80::1", "[fe80::1%eth0]:47322".
// Nothing for anything else (names are not looked up); it does not say whether it is local.
std::optional<TypedAddress> parseTypedAddress(const QString& text);

// The local IPv4 addresses of the interfaces that are up, loopback last: what a student may type.
QList<QHostAddress> typeableAddresses();

} // namespace lab
