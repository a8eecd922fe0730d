// The join code a teacher projects and a student types: ten letters and digits, shown as two
// groups of five ("K7PM2-QD9R4"), in Crockford's base 32 (no I, L, O or U; typing is forgiving:
// lower case, spaces and dashes are fine, O reads as 0, I and L as 1).
// - The first five are the class's secret (25 random bits): the teacher lets in only a student
//   who sends them.
// - The last five are the tag (25 bits) that binds the code to the teacher's TLS certificate:
//   scrypt(SHA-256 of the certificate, salt "collision-lab class 1" + secret, N 2^14, r 8, p 1),
//   first 25 bits. A student checks it before saying anything, so the code works only with the
//   machine that showed it. docs/class-session.md says what this protects and what it does not.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace lab {

struct JoinCode {
    static constexpr int kPartLength = 5;

    QString secret;
    QString tag;

    // "SSSSS-TTTTT".
    QString text() const;
    // What the student typed, made plain; nothing when it is not ten characters of the alphabet.
    static std::optional<JoinCode> parse(const QString& typed);
    bool operator==(const JoinCode&) const = default;
};

// Five random characters from the system's random source.
QString randomSecret();
// The tag of a certificate (its SHA-256 fingerprint) under `secret`; empty when scrypt fails.
// Costs about 50 ms and 16 MiB (on purpose); a student's side keeps the answers it worked out.
QString codeTag(const QByteArray& certificateSha256, const QString& secret);
// The same, remembered for the process (a student joining again asks again).
QString cachedCodeTag(const QByteArray& certificateSha256, const QString& secret);
// Compares two secrets in a time that does not depend on where they differ.
bool sameSecret(const QString& a, const QString& b);

} // namespace lab
