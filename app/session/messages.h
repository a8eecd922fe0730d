// The messages of a class session (protocol version 2), each a JSON object with its kind in "t".
// A student sends: hello (first, once: version, secret, name, class or ID, token), record (their
// tasks as they stand, each with its last answer as typed, the lesson on screen, how long they
// have been idle, and their votes in the class's vote: poll.h), ping, bye. The teacher sends:
// welcome, refused (with a reason and the teacher's protocol version, then closes), steer (pause,
// the scene for "everyone to this", and the vote everyone is asked: poll.h), ack (the record revision it
// holds), ping, and end (the class is over). Nothing else exists: the teacher never sends one student
// anything about another. Every reader here takes a frame's bytes and refuses, with a reason for the log,
// anything that is not exactly one of these.
#pragma once

#include "poll.h"

#include "core/records/report.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace lab {

// 2 (2026-11-29): a record's tasks carry the student's last answer ("la"), for the teacher only,
// and the record the student's votes ("votes"); the steering carries the class's vote ("poll"); a
// hello of any other version is refused with the version the teacher speaks.
inline constexpr int kProtocolVersion = 2;
inline constexpr int kMaxAnswerLength = 200; // characters of a last answer the teacher is shown
inline constexpr int kMaxNameLength = 60;
inline constexpr int kMaxRecordRows = 256;
inline constexpr int kMaxTitleLength = 80;

enum class Refusal {
    WrongCode, // the secret is not this class's
    Wait, // too many wrong codes: this address must wait before it tries again
    Locked, // too many wrong codes: this address is out for the rest of the class
    NameTaken, // another student has this name in this class
    BadName, // empty, too long or with control characters
    Version, // a protocol version this teacher does not speak
    Full, // the class has as many students as it takes
};
QString refusalKey(Refusal refusal);

// Fields as every reader here checks them: a whole number in [low, high] (else nothing), and an
// id of a lesson or task ([A-Za-z0-9_.+-], 1 to 40 characters).
std::optional<qint64> wholeNumber(const QJsonValue& value, double low, double high);
bool isProtocolId(const QString& id);
std::optional<Refusal> refusalFromKey(const QString& key);

struct Hello {
    int version = kProtocolVersion;
    QString secret;
    QString name;
    QString classId;
    QString token; // 32 hex digits the student's machine keeps: the same student joining again
};

struct StudentRecord {
    qint64 revision = 0; // grows with every record a student sends
    QString lesson; // the lesson on the student's screen (an id), empty if none
    int idleSeconds = 0; // since the student last pressed a key or the mouse
    QList<ReportRow> rows; // every task the student has a record of
    QList<Vote> votes; // in the class's current vote, one per round at most
};
// The same tasks with the same records, in the same order.
bool sameRows(const QList<ReportRow>& a, const QList<ReportRow>& b);

struct Steering {
    qint64 sequence = 0; // grows with every "everyone to this"
    bool paused = false;
    QJsonObject scene; // the scene file (.clab) everyone is sent to; empty: none
    Poll poll; // the question everyone is asked (poll.id 0: none)
    bool operator==(const Steering&) const = default;
};

struct StudentMessage {
    enum class Kind { Invalid, Hello, Record, Ping, Bye };
    Kind kind = Kind::Invalid;
    QString problem; // for Invalid: what was wrong (English, for the log)
    Hello hello;
    StudentRecord record;
    int idleSeconds = 0; // Ping
};
StudentMessage readStudentMessage(const QByteArray& payload);

struct TeacherMessage {
    enum class Kind { Invalid, Welcome, Refused, Steer, Ack, Ping, End };
    Kind kind = Kind::Invalid;
    QString problem;
    QString title; // Welcome: the class's title
    Refusal refusal = Refusal::WrongCode;
    int version = 0; // Refused: the teacher's protocol version (0: not said, as version 1 did not)
    Steering steering;
    qint64 revision = 0; // Ack
};
TeacherMessage readTeacherMessage(const QByteArray& payload);

QJsonObject helloMessage(const Hello& hello);
QJsonObject recordMessage(const StudentRecord& record);
QJsonObject studentPingMessage(int idleSeconds);
QJsonObject byeMessage();
QJsonObject welcomeMessage(const QString& title);
QJsonObject refusedMessage(Refusal refusal);
// A last answer as the teacher is shown it: no control or format characters (a line break is a
// space), at most kMaxAnswerLength characters.
QString cleanAnswer(const QString& answer);
QJsonObject steerMessage(const Steering& steering);
QJsonObject ackMessage(qint64 revision);
QJsonObject teacherPingMessage();
QJsonObject endMessage();

// A student's name as the class keeps it: NFC, trimmed, 1..kMaxNameLength characters, no control
// or format characters (no hidden right-to-left marks); nothing when it cannot be one.
std::optional<QString> cleanName(const QString& name);
// What two names must not share in one class: NFKC, case-folded, spaces made one.
QString nameKey(const QString& name);
// 32 hex digits, lower case.
bool isToken(const QString& token);

} // namespace lab
