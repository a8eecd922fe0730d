// A class vote (issue 40, Peer Instruction): the teacher asks everyone one task of a lesson on one
// scene; each student votes (a prediction's choice, or a number as typed) and may change the vote
// until the teacher closes it; the teacher may ask a second round, then reveals, and every
// student's own app judges their last vote. The poll rides on the steering (sent to everyone and
// to whoever joins later, kept in the class file); a vote rides in the student's record, which is
// the whole state and re-sent after a lost connection, so a vote is never counted twice. The
// teacher counts each round (the students' votes while the round was open) and keeps the counts
// of every vote of the class (PollResult), for the projector, the CSV and a continued class.
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace lab {

struct ClassStudent;

inline constexpr int kMaxPollRounds = 2;

struct Poll {
    enum class Stage {
        Open, // votes are taken
        Closed, // the votes stand: no more changes
        Revealed, // every canvas shows the answer, every student told whether their vote was right
    };
    qint64 id = 0; // grows with every question the teacher asks; 0: no vote
    QString lesson;
    QString task;
    int round = 1; // 1, or 2 after "vote again"
    Stage stage = Stage::Open;
    QJsonObject scene; // the scene file (.clab) everyone votes on
    bool isActive() const { return id > 0; }
    bool operator==(const Poll&) const = default;
};
QString pollStageKey(Poll::Stage stage);

struct Vote {
    qint64 poll = 0;
    int round = 1;
    QString answer; // a choice's id, or a number or expression as typed (cleanAnswer)
    bool operator==(const Vote&) const = default;
};

// The votes of one round: how many chose each answer, of how many.
struct PollRound {
    QMap<QString, int> answers; // answer as sent -> students
    int answered = 0;
    int present = 0; // students connected when it was last counted
    bool operator==(const PollRound&) const = default;
};

// What the class answered to one question, as the teacher keeps it.
struct PollResult {
    qint64 id = 0;
    QString lesson;
    QString task;
    QString right; // the right choice's id or the number, as the teacher's app computed it
    QDateTime asked; // UTC
    bool revealed = false;
    QList<PollRound> rounds; // round 1, then 2 if asked
    bool operator==(const PollResult&) const = default;
};

QJsonObject pollJson(const Poll& poll);
std::optional<Poll> readPoll(const QJsonValue& value);
QJsonObject voteJson(const Vote& vote);
std::optional<Vote> readVote(const QJsonValue& value);
QJsonObject pollResultJson(const PollResult& result);
std::optional<PollResult> readPollResult(const QJsonValue& value);

// Each student's vote in `round` of `poll`, counted once per student; present: those connected
// (class_session_poll.cpp: the students are the class's).
PollRound countRound(const Poll& poll, int round, const QList<ClassStudent>& students);

// A number answer's value for the histogram; nothing for an answer that is not a number.
std::optional<double> voteValue(const QString& answer);

} // namespace lab
