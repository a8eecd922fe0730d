#include "join_code.h"

#include <QHash>
#include <QMutex>
#include <QRandomGenerator>

#include <openssl/evp.h>

namespace lab {

namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kBitsPerChar = 5;

std::optional<QChar> plainChar(QChar c)
{
    c = c.toUpper();
    if (c == QLatin1Char('O'))
        return QLatin1Char('0');
    if (c == QLatin1Char('I') || c == QLatin1Char('L'))
        return QLatin1Char('1');
    for (const char a : kAlphabet) {
        if (a != '\0' && c == QLatin1Char(a))
            return c;
    }
    return std::nullopt;
}

QString encodeBits(quint32 bits, int chars)
{
    QString out;
    for (int i = chars - 1; i >= 0; --i)
        out += QLatin1Char(kAlphabet[(bits >> (i * kBitsPerChar)) & 31u]);
    return out;
}

} // namespace

QString JoinCode::text() const
{
    return secret + QLatin1Char('-') + tag;
}

std::optional<JoinCode> JoinCode::parse(const QString& typed)
{
    QString plain;
    for (const QChar c : typed) {
        if (c.isSpace() || c == QLatin1Char('-') || c == QChar(0x2010) || c == QChar(0x2212)
            || c == QChar(0x30fc) || c == QChar(0xff0d))
            continue;
        const std::optional<QChar> p = plainChar(QChar(c.unicode() >= 0xff01 && c.unicode() <= 0xff5e
                ? QChar(c.unicode() - 0xfee0) // full-width letters and digits as typed by an IME
                : c));
        if (!p)
            return std::nullopt;
        plain += *p;
    }
    if (plain.size() != 2 * kPartLength)
        return std::nullopt;
    return JoinCode { plain.left(kPartLength), plain.mid(kPartLength) };
}

QString randomSecret()
{
    const quint32 bits = QRandomGenerator::system()->generate() & ((1u << 25) - 1);
    return encodeBits(bits, JoinCode::kPartLength);
}

QString codeTag(const QByteArray& certificateSha256, const QString& secret)
{
    const QByteArray salt = QByteArrayLiteral("collision-lab class 1") + secret.toLatin1();
    unsigned char key[4] = {};
    const int ok = EVP_PBE_scrypt(certificateSha256.constData(), std::size_t(certificateSha256.size()),
        reinterpret_cast<const unsigned char*>(salt.constData()), std::size_t(salt.size()), 1u << 14, 8, 1,
        64u << 20, key, sizeof key);
    if (ok != 1)
        return {};
    const quint32 bits = (quint32(key[0]) << 24 | quint32(key[1]) << 16 | quint32(key[2]) << 8 | key[3]) >> 7;
    return encodeBits(bits, JoinCode::kPartLength);
}

QString cachedCodeTag(const QByteArray& certificateSha256, const QString& secret)
{
    static QMutex mutex;
    static QHash<QByteArray, QString> known;
    const QByteArray key = certificateSha256 + secret.toLatin1();
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = known.constFind(key); it != known.constEnd())
            return *it;
    }
    const QString tag = codeTag(certificateSha256, secret);
    const QMutexLocker lock(&mutex);
    if (known.size() > 64)
        known.clear();
    known.insert(key, tag);
    return tag;
}

bool sameSecret(const QString& a, const QString& b)
{
    if (a.size() != b.size())
        return false;
    char16_t diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= char16_t(a.at(i).unicode() ^ b.at(i).unicode());
    return diff == 0;
}

} // namespace lab
