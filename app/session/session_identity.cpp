#include "session_identity.h"

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <memory>

namespace lab {

namespace {

template <auto Free> struct Deleter {
    template <typename T> void operator()(T* p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Deleter<X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO_free>>;

QByteArray bioBytes(BIO* bio)
{
    char* data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    return size > 0 ? QByteArray(data, qsizetype(size)) : QByteArray();
}

bool fillCertificate(X509* cert, EVP_PKEY* key)
{
    unsigned char serial[16];
    if (RAND_bytes(serial, sizeof serial) != 1)
        return false;
    serial[0] &= 0x7f; // a positive serial number
    BIGNUM* number = BN_bin2bn(serial, sizeof serial, nullptr);
    const bool serialSet = number && BN_to_ASN1_INTEGER(number, X509_get_serialNumber(cert)) != nullptr;
    BN_free(number);
    X509_NAME* name = X509_get_subject_name(cert);
    const auto* common = reinterpret_cast<const unsigned char*>("Collision Lab class");
    return serialSet && X509_set_version(cert, 2) == 1
        && X509_gmtime_adj(X509_getm_notBefore(cert), -24L * 3600) != nullptr
        && X509_gmtime_adj(X509_getm_notAfter(cert), 30L * 24 * 3600) != nullptr
        && X509_set_pubkey(cert, key) == 1
        && X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, common, -1, -1, 0) == 1
        && X509_set_issuer_name(cert, name) == 1 && X509_sign(cert, key, EVP_sha256()) > 0;
}

} // namespace

SessionIdentity SessionIdentity::generate()
{
    const Key key(EVP_EC_gen("P-256"));
    const Cert cert(X509_new());
    if (!key || !cert || !fillCertificate(cert.get(), key.get()))
        return {};
    const Bio keyBio(BIO_new(BIO_s_mem()));
    const Bio certBio(BIO_new(BIO_s_mem()));
    if (!keyBio || !certBio
        || PEM_write_bio_PrivateKey(keyBio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1
        || PEM_write_bio_X509(certBio.get(), cert.get()) != 1)
        return {};
    SessionIdentity identity;
    identity.keyPem = bioBytes(keyBio.get());
    identity.certificatePem = bioBytes(certBio.get());
    return identity;
}

bool SessionIdentity::isNull() const
{
    return key().isNull() || certificate().isNull();
}

QSslKey SessionIdentity::key() const
{
    return QSslKey(keyPem, QSsl::Ec, QSsl::Pem, QSsl::PrivateKey);
}

QSslCertificate SessionIdentity::certificate() const
{
    return QSslCertificate(certificatePem, QSsl::Pem);
}

QByteArray SessionIdentity::fingerprint() const
{
    return certificate().digest(QCryptographicHash::Sha256);
}

} // namespace lab
