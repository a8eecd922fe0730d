#include "poll.h"

#include "messages.h"

#include "core/records/answer.h"

#include <QJsonArray>

#include <cmath>

namespace lab {

namespace {

constexpr double kMaxId = 9007199254740992.0; // 2^53
constexpr int kMaxVoters = 100000;

std::optional<Poll::Stage> stageFromKey(const QString& key)
{
    for (const Poll::Stage s : { Poll::Stage::Open, Poll::Stage::Closed, Poll::Stage::Revealed }) {
        if (pollStageKey(s) == key)
            return s;
    }
    return std::nullopt;
}

QJsonObject roundJson(const PollRound& round)
{
    QJsonObject answers;
    for (auto it = round.answers.cbegin(); it != round.answers.cend(); ++it)
        answers.insert(it.key(), it.value());
    return { { QStringLiteral("answers"), answers }, { QStringLiteral("answered"), round.answered },
        { QStringLiteral("present"), round.present } };
}

std::optional<PollRound> readRound(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    const auto answered = wholeNumber(o.value(QLatin1String("answered")), 0, kMaxVoters);
    const auto present = wholeNumber(o.value(QLatin1String("present")), 0, kMaxVoters);
    const QJsonValue answers = o.value(QLatin1String("answers"));
    if (!answered || !present || !answers.isObject() || answers.toObject().size() > kMaxVoters)
        return std::nullopt;
    PollRound round;
    round.answered = int(*answered);
    round.present = int(*present);
    const QJsonObject all = answers.toObject();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const auto n = wholeNumber(it.value(), 1, kMaxVoters);
        if (!n || it.key().size() > 4 * kMaxAnswerLength)
            return std::nullopt;
        round.answers.insert(cleanAnswer(it.key()), int(*n));
    }
    return round;
}

} // namespace

QString pollStageKey(Poll::Stage stage)
{
    switch (stage) {
    case Poll::Stage::Open: return QStringLiteral("open");
    case Poll::Stage::Closed: return QStringLiteral("closed");
    case Poll::Stage::Revealed: return QStringLiteral("revealed");
    }
    return {};
}

QJsonObject pollJson(const Poll& poll)
{
    return { { QStringLiteral("id"), double(poll.id) }, { QStringLiteral("lesson"), poll.lesson },
        { QStringLiteral("task"), poll.task }, { QStringLiteral("round"), poll.round },
        { QStringLiteral("stage"), pollStageKey(poll.stage) }, { QStringLiteral("scene"), poll.scene } };
}

std::optional<Poll> readPoll(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const auto id = wholeNumber(o.value(QLatin1String("id")), 1, kMaxId);
    const auto round = wholeNumber(o.value(QLatin1String("round")), 1, kMaxPollRounds);
    const auto stage = stageFromKey(o.value(QLatin1String("stage")).toString());
    const QString lesson = o.value(QLatin1String("lesson")).toString();
    const QString task = o.value(QLatin1String("task")).toString();
    const QJsonValue scene = o.value(QLatin1String("scene"));
    if (!id || !round || !stage || !isProtocolId(lesson) || !isProtocolId(task) || !scene.isObject())
        return std::nullopt;
    return Poll { *id, lesson, task, int(*round), *stage, scene.toObject() };
}

QJsonObject voteJson(const Vote& vote)
{
    return { { QStringLiteral("p"), double(vote.poll) }, { QStringLiteral("r"), vote.round },
        { QStringLiteral("a"), cleanAnswer(vote.answer) } };
}

std::optional<Vote> readVote(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    const auto poll = wholeNumber(o.value(QLatin1String("p")), 1, kMaxId);
    const auto round = wholeNumber(o.value(QLatin1String("r")), 1, kMaxPollRounds);
    const QJsonValue answer = o.value(QLatin1String("a"));
    if (!value.isObject() || !poll || !round || !answer.isString()
        || answer.toString().size() > 4 * kMaxAnswerLength)
        return std::nullopt;
    const QString clean = cleanAnswer(answer.toString());
    if (clean.isEmpty())
        return std::nullopt;
    return Vote { *poll, int(*round), clean };
}

QJsonObject pollResultJson(const PollResult& result)
{
    QJsonArray rounds;
    for (const PollRound& round : result.rounds)
        rounds.append(roundJson(round));
    return { { QStringLiteral("id"), double(result.id) }, { QStringLiteral("lesson"), result.lesson },
        { QStringLiteral("task"), result.task }, { QStringLiteral("right"), result.right },
        { QStringLiteral("asked"), result.asked.toUTC().toString(Qt::ISODateWithMs) },
        { QStringLiteral("revealed"), result.revealed }, { QStringLiteral("rounds"), rounds } };
}

std::optional<PollResult> readPollResult(const QJsonValue& value)
{
    const QJsonObject o = value.toObject();
    PollResult result;
    const auto id = wholeNumber(o.value(QLatin1String("id")), 1, kMaxId);
    result.lesson = o.value(QLatin1String("lesson")).toString();
    result.task = o.value(QLatin1String("task")).toString();
    const QJsonValue right = o.value(QLatin1String("right"));
    const QJsonValue revealed = o.value(QLatin1String("revealed"));
    const QJsonArray rounds = o.value(QLatin1String("rounds")).toArray();
    if (!id || !isProtocolId(result.lesson) || !isProtocolId(result.task) || !right.isString()
        || right.toString().size() > kMaxAnswerLength || !revealed.isBool() || rounds.isEmpty()
        || rounds.size() > kMaxPollRounds)
        return std::nullopt;
    result.id = *id;
    result.right = right.toString();
    result.revealed = revealed.toBool();
    result.asked
        = QDateTime::fromString(o.value(QLatin1String("asked")).toString(), Qt::ISODateWithMs).toUTC();
    for (const QJsonValue& r : rounds) {
        const std::optional<PollRound> round = readRound(r);
        if (!round)
            return std::nullopt;
        result.rounds.append(*round);
    }
    return result;
}

std::optional<double> voteValue(const QString& answer)
{
    const NumberAnswer typed = readNumberAnswer(answer);
    if (typed.kind != NumberAnswer::Kind::Number || !std::isfinite(typed.value))
        return std::nullopt;
    return typed.value;
}

} // namespace lab
