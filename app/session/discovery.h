// Finding a class without typing an address: the teacher's machine says, once a second, over UDP
// broadcast on the local network (and to 127.255.255.255 for classes on this machine), that a
// class is there: its title, its TLS port and a short id (the start of the certificate's
// fingerprint, which is public anyway). Nothing secret is in it, and nothing in it is trusted: a
// student still checks the join code's tag against the certificate it is shown.
#pragma once

#include "local_network.h"

#include <QHostAddress>
#include <QList>
#include <QObject>

class QTimer;
class QUdpSocket;

namespace lab {

struct FoundClass {
    QHostAddress address;
    quint16 port = 0;
    QString title;
    QString id;
    qint64 seenMs = 0;
    bool operator==(const FoundClass& o) const
    {
        return address == o.address && port == o.port && title == o.title && id == o.id;
    }
};

QByteArray announcement(const QString& title, quint16 port, const QString& id);
// The announcement's fields, or nothing for anything that is not exactly one.
std::optional<FoundClass> readAnnouncement(const QByteArray& datagram);

class ClassAnnouncer : public QObject {
    Q_OBJECT
public:
    ClassAnnouncer(QString title, quint16 classPort, QString id, quint16 discoveryPort = kDiscoveryPort,
        QObject* parent = nullptr);
    void setTitle(const QString& title) { m_title = title; }

private:
    void announce();

    QUdpSocket* m_socket;
    QTimer* m_timer;
    QString m_title;
    quint16 m_classPort;
    QString m_id;
    quint16 m_discoveryPort;
};

class ClassFinder : public QObject {
    Q_OBJECT
public:
    static constexpr int kForgetAfterMs = 4000;
    static constexpr int kMaxClasses = 32;

    explicit ClassFinder(quint16 discoveryPort = kDiscoveryPort, QObject* parent = nullptr);
    // False when the discovery port could not be opened (then only a typed address works).
    bool isListening() const;
    QList<FoundClass> classes() const { return m_found; }

signals:
    void changed();

private:
    void read();
    void expire();

    QUdpSocket* m_socket;
    QTimer* m_expiry;
    QList<FoundClass> m_found;
};

} // namespace lab
