#include "class_file.h"

#include "join_code.h"

#include "core/records/versioned_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace lab {

namespace {

const char* const kFormat = "collision-lab-class";

QString timeText(const QDateTime& t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime timeFrom(const QJsonValue& v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

QJsonObject studentJson(const ClassStudent& s)
{
    return { { QStringLiteral("token"), s.token }, { QStringLiteral("name"), s.name },
        { QStringLiteral("class"), s.classId }, { QStringLiteral("number"), s.number },
        { QStringLiteral("record"), recordMessage(s.record) },
        { QStringLiteral("changed"), timeText(s.lastChange) },
        { QStringLiteral("active"), timeText(s.lastActive) } };
}

std::optional<ClassStudent> readStudent(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    ClassStudent s;
    s.token = o.value(QLatin1String("token")).toString();
    const std::optional<QString> name = cleanName(o.value(QLatin1String("name")).toString());
    s.classId = o.value(QLatin1String("class")).toString().left(kMaxNameLength);
    s.number = o.value(QLatin1String("number")).toInt();
    const StudentMessage record = readStudentMessage(
        QJsonDocument(o.value(QLatin1String("record")).toObject()).toJson(QJsonDocument::Compact));
    if (!isToken(s.token) || !name || s.number < 1 || record.kind != StudentMessage::Kind::Record)
        return std::nullopt;
    s.name = *name;
    s.record = record.record;
    s.lastChange = timeFrom(o.value(QLatin1String("changed")));
    s.lastActive = timeFrom(o.value(QLatin1String("active")));
    return s;
}

} // namespace

QByteArray classFileBytes(const SavedClass& saved)
{
    QJsonArray students;
    for (const ClassStudent& s : saved.students)
        students.append(studentJson(s));
    QJsonArray polls;
    for (const PollResult& result : saved.polls)
        polls.append(pollResultJson(result));
    const QJsonObject root { { QStringLiteral("format"), QLatin1String(kFormat) },
        { QStringLiteral("version"), SavedClass::kVersion },
        { QStringLiteral("started"), timeText(saved.started) }, { QStringLiteral("title"), saved.title },
        { QStringLiteral("secret"), saved.secret },
        { QStringLiteral("key"), QString::fromLatin1(saved.identity.keyPem) },
        { QStringLiteral("certificate"), QString::fromLatin1(saved.identity.certificatePem) },
        { QStringLiteral("port"), saved.port }, { QStringLiteral("steering"), steerMessage(saved.steering) },
        { QStringLiteral("students"), students }, { QStringLiteral("polls"), polls } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<SavedClass> readClassFile(const QByteArray& bytes)
{
    const VersionedJson head = readVersionedJson(bytes, kFormat, SavedClass::kVersion, SavedClass::kMaxBytes);
    if (head.check != VersionedJson::Check::Ok)
        return std::nullopt;
    const QJsonObject& root = head.root;
    SavedClass saved;
    saved.started = timeFrom(root.value(QLatin1String("started")));
    saved.title = root.value(QLatin1String("title")).toString().left(kMaxTitleLength);
    saved.secret = root.value(QLatin1String("secret")).toString();
    saved.identity.keyPem = root.value(QLatin1String("key")).toString().toLatin1();
    saved.identity.certificatePem = root.value(QLatin1String("certificate")).toString().toLatin1();
    const int port = root.value(QLatin1String("port")).toInt();
    const TeacherMessage steering = readTeacherMessage(
        QJsonDocument(root.value(QLatin1String("steering")).toObject()).toJson(QJsonDocument::Compact));
    const std::optional<JoinCode> code = JoinCode::parse(saved.secret + QStringLiteral("00000"));
    if (!saved.started.isValid() || !code || code->secret != saved.secret || port < 1 || port > 65535
        || saved.identity.isNull() || steering.kind != TeacherMessage::Kind::Steer)
        return std::nullopt;
    saved.port = quint16(port);
    saved.steering = steering.steering;
    for (const QJsonValue& value : root.value(QLatin1String("students")).toArray()) {
        std::optional<ClassStudent> student = readStudent(value);
        if (!student)
            return std::nullopt;
        saved.students.append(*student);
    }
    // The class's votes (optional: a class kept before they existed has none).
    const QJsonValue polls = root.value(QLatin1String("polls"));
    if (!(polls.isUndefined() || polls.isArray()))
        return std::nullopt;
    for (const QJsonValue& value : polls.toArray()) {
        std::optional<PollResult> result = readPollResult(value);
        if (!result)
            return std::nullopt;
        saved.polls.append(*result);
    }
    return saved;
}

bool writeClassFile(const QString& path, const SavedClass& saved)
{
    const QByteArray bytes = classFileBytes(saved);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    file.setPermissions(ownerOnly);
    return file.write(bytes) == bytes.size() && file.commit() && QFile::setPermissions(path, ownerOnly);
}

} // namespace lab
