#include "messages.h"

#include "wire.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

constexpr double kMaxRevision = 9007199254740992.0; // 2^53: every integer below is exact
constexpr int kMaxTally = 1000000;
constexpr int kMaxIdle = 10000000;

QString kindOf(const QJsonObject& o)
{
    return o.value(QLatin1String("t")).toString();
}

std::optional<SolutionShown> solutionFromKey(const QString& key)
{
    for (const SolutionShown s :
        { SolutionShown::No, SolutionShown::AfterWrongAttempts, SolutionShown::Asked }) {
        if (solutionKey(s) == key)
            return s;
    }
    return std::nullopt;
}

QJsonObject rowJson(const ReportRow& row)
{
    const TaskRecord& r = row.record;
    return { { QStringLiteral("e"), row.task.exerciseId }, { QStringLiteral("k"), row.task.taskId },
        { QStringLiteral("s"), statusKey(r.status) }, { QStringLiteral("a"), r.attempts },
        { QStringLiteral("w"), r.wrongAttempts }, { QStringLiteral("h"), r.hintsSeen },
        { QStringLiteral("sol"), solutionKey(r.solution) }, { QStringLiteral("ok"), r.solved },
        { QStringLiteral("rv"), r.revealed }, { QStringLiteral("la"), cleanAnswer(r.lastAnswer) } };
}

std::optional<ReportRow> readRow(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    ReportRow row;
    row.task = { o.value(QLatin1String("e")).toString(), o.value(QLatin1String("k")).toString() };
    const auto status = statusFromKey(o.value(QLatin1String("s")).toString());
    const auto attempts = wholeNumber(o.value(QLatin1String("a")), 0, kMaxTally);
    const auto wrong = wholeNumber(o.value(QLatin1String("w")), 0, kMaxTally);
    const auto hints = wholeNumber(o.value(QLatin1String("h")), 0, kMaxTally);
    const auto solution = solutionFromKey(o.value(QLatin1String("sol")).toString());
    const QJsonValue solved = o.value(QLatin1String("ok"));
    // A revealed prediction (optional: a record written before it was kept has none).
    const QJsonValue revealed = o.value(QLatin1String("rv"));
    // The last answer as typed (version 2), kept short and printable whatever was sent.
    const QJsonValue answer = o.value(QLatin1String("la"));
    if (!isProtocolId(row.task.exerciseId) || !isProtocolId(row.task.taskId) || !status || !attempts || !wrong
        || !hints || *wrong > *attempts || !solution || !solved.isBool()
        || !(revealed.isUndefined() || revealed.isBool())
        || !(answer.isUndefined() || (answer.isString() && answer.toString().size() <= 4 * kMaxAnswerLength)))
        return std::nullopt;
    row.record.lastAnswer = cleanAnswer(answer.toString());
    row.record.revealed = revealed.toBool();
    row.record.status = *status;
    row.record.attempts = int(*attempts);
    row.record.wrongAttempts = int(*wrong);
    row.record.hintsSeen = int(*hints);
    row.record.solution = *solution;
    row.record.solved = solved.toBool();
    return row;
}

StudentMessage invalidStudent(const QString& problem)
{
    StudentMessage m;
    m.problem = problem;
    return m;
}

StudentMessage readHello(const QJsonObject& o)
{
    StudentMessage m;
    const auto version = wholeNumber(o.value(QLatin1String("v")), 1, 1000);
    const QJsonValue secret = o.value(QLatin1String("code"));
    const QJsonValue name = o.value(QLatin1String("name"));
    const QJsonValue classId = o.value(QLatin1String("class"));
    const QJsonValue token = o.value(QLatin1String("token"));
    if (!version || !secret.isString() || secret.toString().size() > 16 || !name.isString()
        || name.toString().size() > 4 * kMaxNameLength || !(classId.isString() || classId.isUndefined())
        || classId.toString().size() > 4 * kMaxNameLength || !isToken(token.toString()))
        return invalidStudent(QStringLiteral("hello: missing or wrong fields"));
    m.kind = StudentMessage::Kind::Hello;
    m.hello = { int(*version), secret.toString(), name.toString(), classId.toString(), token.toString() };
    return m;
}

StudentMessage readRecord(const QJsonObject& o)
{
    const auto revision = wholeNumber(o.value(QLatin1String("rev")), 0, kMaxRevision);
    const auto idle = wholeNumber(o.value(QLatin1String("idle")), 0, kMaxIdle);
    const QJsonValue lesson = o.value(QLatin1String("lesson"));
    const QJsonValue tasks = o.value(QLatin1String("tasks"));
    if (!revision || !idle || !lesson.isString()
        || (!lesson.toString().isEmpty() && !isProtocolId(lesson.toString())) || !tasks.isArray()
        || tasks.toArray().size() > kMaxRecordRows)
        return invalidStudent(QStringLiteral("record: missing or wrong fields"));
    StudentMessage m;
    m.record.revision = *revision;
    m.record.idleSeconds = int(*idle);
    m.record.lesson = lesson.toString();
    QSet<QString> seen;
    for (const QJsonValue& value : tasks.toArray()) {
        const std::optional<ReportRow> row = readRow(value);
        if (!row)
            return invalidStudent(QStringLiteral("record: a task is not readable"));
        const QString key = row->task.exerciseId + QLatin1Char('/') + row->task.taskId;
        if (seen.contains(key))
            return invalidStudent(QStringLiteral("record: a task appears twice"));
        seen.insert(key);
        m.record.rows.append(*row);
    }
    // The student's votes (optional: only while the class votes), one per vote and round.
    const QJsonValue votes = o.value(QLatin1String("votes"));
    if (!(votes.isUndefined() || votes.isArray()) || votes.toArray().size() > kMaxPollRounds)
        return invalidStudent(QStringLiteral("record: votes are not a short list"));
    for (const QJsonValue& value : votes.toArray()) {
        const std::optional<Vote> vote = readVote(value);
        if (!vote)
            return invalidStudent(QStringLiteral("record: a vote is not readable"));
        for (const Vote& other : std::as_const(m.record.votes)) {
            if (other.poll == vote->poll && other.round == vote->round)
                return invalidStudent(QStringLiteral("record: a vote appears twice"));
        }
        m.record.votes.append(*vote);
    }
    m.kind = StudentMessage::Kind::Record;
    return m;
}

TeacherMessage invalidTeacher(const QString& problem)
{
    TeacherMessage m;
    m.problem = problem;
    return m;
}

TeacherMessage readSteer(const QJsonObject& o)
{
    const auto sequence = wholeNumber(o.value(QLatin1String("seq")), 0, kMaxRevision);
    const QJsonValue paused = o.value(QLatin1String("pause"));
    const QJsonValue scene = o.value(QLatin1String("scene"));
    const QJsonValue poll = o.value(QLatin1String("poll"));
    const std::optional<Poll> asked = readPoll(poll);
    if (!sequence || !paused.isBool() || !(scene.isObject() || scene.isUndefined() || scene.isNull())
        || !(poll.isUndefined() || asked))
        return invalidTeacher(QStringLiteral("steer: missing or wrong fields"));
    TeacherMessage m;
    m.kind = TeacherMessage::Kind::Steer;
    m.steering = { *sequence, paused.toBool(), scene.toObject(), asked.value_or(Poll()) };
    return m;
}

} // namespace

std::optional<qint64> wholeNumber(const QJsonValue& v, double low, double high)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < low || d > high)
        return std::nullopt;
    return qint64(d);
}

bool isProtocolId(const QString& id)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.+-]{1,40}$"));
    return pattern.match(id).hasMatch();
}

QString refusalKey(Refusal refusal)
{
    switch (refusal) {
    case Refusal::WrongCode: return QStringLiteral("code");
    case Refusal::Wait: return QStringLiteral("wait");
    case Refusal::Locked: return QStringLiteral("locked");
    case Refusal::NameTaken: return QStringLiteral("name_taken");
    case Refusal::BadName: return QStringLiteral("bad_name");
    case Refusal::Version: return QStringLiteral("version");
    case Refusal::Full: return QStringLiteral("full");
    }
    return {};
}

std::optional<Refusal> refusalFromKey(const QString& key)
{
    for (const Refusal r : { Refusal::WrongCode, Refusal::Wait, Refusal::Locked, Refusal::NameTaken,
             Refusal::BadName, Refusal::Version, Refusal::Full }) {
        if (refusalKey(r) == key)
            return r;
    }
    return std::nullopt;
}

StudentMessage readStudentMessage(const QByteArray& payload)
{
    const std::optional<QJsonObject> o = frameObject(payload);
    if (!o)
        return invalidStudent(QStringLiteral("not a JSON object"));
    const QString kind = kindOf(*o);
    if (kind == QLatin1String("hello"))
        return readHello(*o);
    if (kind == QLatin1String("record"))
        return readRecord(*o);
    if (kind == QLatin1String("ping")) {
        const auto idle = wholeNumber(o->value(QLatin1String("idle")), 0, kMaxIdle);
        if (!idle)
            return invalidStudent(QStringLiteral("ping: no idle time"));
        StudentMessage m;
        m.kind = StudentMessage::Kind::Ping;
        m.idleSeconds = int(*idle);
        return m;
    }
    if (kind == QLatin1String("bye")) {
        StudentMessage m;
        m.kind = StudentMessage::Kind::Bye;
        return m;
    }
    return invalidStudent(QStringLiteral("unknown message kind"));
}

TeacherMessage readTeacherMessage(const QByteArray& payload)
{
    const std::optional<QJsonObject> o = frameObject(payload);
    if (!o)
        return invalidTeacher(QStringLiteral("not a JSON object"));
    const QString kind = kindOf(*o);
    TeacherMessage m;
    if (kind == QLatin1String("welcome")) {
        const QJsonValue title = o->value(QLatin1String("title"));
        if (!title.isString() || title.toString().size() > kMaxTitleLength)
            return invalidTeacher(QStringLiteral("welcome: no title"));
        m.kind = TeacherMessage::Kind::Welcome;
        m.title = title.toString();
    } else if (kind == QLatin1String("refused")) {
        const auto refusal = refusalFromKey(o->value(QLatin1String("why")).toString());
        if (!refusal)
            return invalidTeacher(QStringLiteral("refused: unknown reason"));
        // The teacher's version (2 and later say it; 1 did not).
        const QJsonValue version = o->value(QLatin1String("v"));
        const auto v = wholeNumber(version, 1, 1000);
        if (!version.isUndefined() && !v)
            return invalidTeacher(QStringLiteral("refused: a version that is not one"));
        m.kind = TeacherMessage::Kind::Refused;
        m.refusal = *refusal;
        m.version = v ? int(*v) : 0;
    } else if (kind == QLatin1String("steer")) {
        return readSteer(*o);
    } else if (kind == QLatin1String("ack")) {
        const auto revision = wholeNumber(o->value(QLatin1String("rev")), 0, kMaxRevision);
        if (!revision)
            return invalidTeacher(QStringLiteral("ack: no revision"));
        m.kind = TeacherMessage::Kind::Ack;
        m.revision = *revision;
    } else if (kind == QLatin1String("ping")) {
        m.kind = TeacherMessage::Kind::Ping;
    } else if (kind == QLatin1String("end")) {
        m.kind = TeacherMessage::Kind::End;
    } else {
        return invalidTeacher(QStringLiteral("unknown message kind"));
    }
    return m;
}

QJsonObject helloMessage(const Hello& hello)
{
    return { { QStringLiteral("t"), QStringLiteral("hello") }, { QStringLiteral("v"), hello.version },
        { QStringLiteral("code"), hello.secret }, { QStringLiteral("name"), hello.name },
        { QStringLiteral("class"), hello.classId }, { QStringLiteral("token"), hello.token } };
}

QJsonObject recordMessage(const StudentRecord& record)
{
    QJsonArray rows;
    for (const ReportRow& row : record.rows)
        rows.append(rowJson(row));
    QJsonObject o { { QStringLiteral("t"), QStringLiteral("record") },
        { QStringLiteral("rev"), double(record.revision) }, { QStringLiteral("lesson"), record.lesson },
        { QStringLiteral("idle"), record.idleSeconds }, { QStringLiteral("tasks"), rows } };
    if (!record.votes.isEmpty()) {
        QJsonArray votes;
        for (const Vote& vote : record.votes)
            votes.append(voteJson(vote));
        o.insert(QStringLiteral("votes"), votes);
    }
    return o;
}

QJsonObject studentPingMessage(int idleSeconds)
{
    return { { QStringLiteral("t"), QStringLiteral("ping") }, { QStringLiteral("idle"), idleSeconds } };
}

QJsonObject byeMessage()
{
    return { { QStringLiteral("t"), QStringLiteral("bye") } };
}

QJsonObject welcomeMessage(const QString& title)
{
    return { { QStringLiteral("t"), QStringLiteral("welcome") }, { QStringLiteral("v"), kProtocolVersion },
        { QStringLiteral("title"), title.left(kMaxTitleLength) } };
}

QJsonObject refusedMessage(Refusal refusal)
{
    return { { QStringLiteral("t"), QStringLiteral("refused") },
        { QStringLiteral("why"), refusalKey(refusal) }, { QStringLiteral("v"), kProtocolVersion } };
}

QString cleanAnswer(const QString& answer)
{
    QString clean;
    for (const QChar c : answer) {
        const QChar::Category category = c.category();
        if (c == QLatin1Char('\n') || c == QLatin1Char('\t') || c == QLatin1Char('\r'))
            clean += QLatin1Char(' ');
        else if (category != QChar::Other_Control && category != QChar::Other_Format
            && category != QChar::Other_NotAssigned && category != QChar::Separator_Line
            && category != QChar::Separator_Paragraph)
            clean += c;
    }
    if (clean.size() > kMaxAnswerLength) {
        clean.truncate(kMaxAnswerLength);
        if (clean.back().isHighSurrogate())
            clean.chop(1); // never half a character
    }
    return clean.trimmed(); // last: cleaning what is clean changes nothing
}

QJsonObject steerMessage(const Steering& steering)
{
    QJsonObject o { { QStringLiteral("t"), QStringLiteral("steer") },
        { QStringLiteral("seq"), double(steering.sequence) }, { QStringLiteral("pause"), steering.paused } };
    if (!steering.scene.isEmpty())
        o.insert(QStringLiteral("scene"), steering.scene);
    if (steering.poll.isActive())
        o.insert(QStringLiteral("poll"), pollJson(steering.poll));
    return o;
}

QJsonObject ackMessage(qint64 revision)
{
    return { { QStringLiteral("t"), QStringLiteral("ack") }, { QStringLiteral("rev"), double(revision) } };
}

QJsonObject teacherPingMessage()
{
    return { { QStringLiteral("t"), QStringLiteral("ping") } };
}

QJsonObject endMessage()
{
    return { { QStringLiteral("t"), QStringLiteral("end") } };
}

std::optional<QString> cleanName(const QString& name)
{
    const QString clean = name.normalized(QString::NormalizationForm_C).trimmed();
    if (clean.isEmpty() || clean.size() > kMaxNameLength || !clean.isValidUtf16())
        return std::nullopt;
    for (const QChar c : clean) {
        const QChar::Category category = c.category();
        if (category == QChar::Other_Control || category == QChar::Other_Format
            || category == QChar::Other_PrivateUse || category == QChar::Other_NotAssigned
            || category == QChar::Separator_Line || category == QChar::Separator_Paragraph)
            return std::nullopt;
    }
    return clean;
}

QString nameKey(const QString& name)
{
    return name.normalized(QString::NormalizationForm_KC).toCaseFolded().simplified();
}

bool sameRows(const QList<ReportRow>& a, const QList<ReportRow>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
        [](const ReportRow& x, const ReportRow& y) { return x.task == y.task && x.record == y.record; });
}

bool isToken(const QString& token)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-f]{32}$"));
    return pattern.match(token).hasMatch();
}

} // namespace lab
