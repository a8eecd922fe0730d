// The teacher's TLS identity for one class: a P-256 key and a certificate signed by itself, made
// with OpenSSL when the class starts (Qt 6.4 cannot make keys) and kept with the class so that
// the same join code works after a restart. No authority vouches for it: the join code does
// (its tag is worked out from this certificate's fingerprint, see join_code.h).
#pragma once

#include <QByteArray>
#include <QSslCertificate>
#include <QSslKey>

namespace lab {

struct SessionIdentity {
    QByteArray keyPem;
    QByteArray certificatePem;

    // A new key and certificate (valid from a day ago for 30 days); null when OpenSSL fails.
    static SessionIdentity generate();
    bool isNull() const;
    QSslKey key() const;
    QSslCertificate certificate() const;
    // SHA-256 of the certificate's DER bytes.
    QByteArray fingerprint() const;
};

} // namespace lab
