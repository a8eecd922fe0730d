// ClassSession, the class's vote (poll.h): asking, closing, a second round, revealing, and the
// counts kept per round while it is open.
#include "class_session.h"

namespace lab {

PollRound countRound(const Poll& poll, int round, const QList<ClassStudent>& students)
{
    PollRound counted;
    for (const ClassStudent& s : students) {
        if (s.connected)
            ++counted.present;
        for (const Vote& vote : s.record.votes) {
            if (vote.poll == poll.id && vote.round == round) {
                ++counted.answers[vote.answer];
                ++counted.answered;
                break; // one vote per student and round, whatever a record holds
            }
        }
    }
    return counted;
}

void ClassSession::askEveryone(
    const QString& lesson, const QString& task, const QJsonObject& scene, const QString& right)
{
    qint64 id = 0;
    for (const PollResult& result : std::as_const(m_saved.polls))
        id = std::max(id, result.id);
    PollResult result;
    result.id = id + 1;
    result.lesson = lesson;
    result.task = task;
    result.right = right;
    result.asked = QDateTime::currentDateTimeUtc();
    result.rounds.append(PollRound());
    m_saved.polls.append(result);
    setPoll({ result.id, lesson, task, 1, Poll::Stage::Open, scene });
}

void ClassSession::closeVote()
{
    Poll next = poll();
    if (!next.isActive() || next.stage != Poll::Stage::Open)
        return;
    countVotes(); // the last count of the round, then it stands
    next.stage = Poll::Stage::Closed;
    setPoll(next);
}

void ClassSession::voteAgain()
{
    Poll next = poll();
    if (!next.isActive() || next.round >= kMaxPollRounds || next.stage == Poll::Stage::Revealed)
        return;
    countVotes();
    next.round += 1;
    next.stage = Poll::Stage::Open;
    m_saved.polls.last().rounds.append(PollRound());
    setPoll(next);
}

void ClassSession::revealVote()
{
    Poll next = poll();
    if (!next.isActive() || next.stage == Poll::Stage::Revealed)
        return;
    countVotes();
    next.stage = Poll::Stage::Revealed;
    m_saved.polls.last().revealed = true;
    setPoll(next);
}

void ClassSession::endVote()
{
    if (!poll().isActive())
        return;
    countVotes();
    setPoll({});
}

void ClassSession::setPoll(const Poll& poll)
{
    Steering next = m_saved.steering;
    next.poll = poll;
    setSteering(next);
    countVotes();
    emit pollChanged();
}

void ClassSession::countVotes()
{
    const Poll& asked = poll();
    if (!asked.isActive() || asked.stage != Poll::Stage::Open || m_saved.polls.isEmpty()
        || m_saved.polls.last().id != asked.id)
        return;
    QList<PollRound>& rounds = m_saved.polls.last().rounds;
    while (rounds.size() < asked.round)
        rounds.append(PollRound());
    const PollRound now = countRound(asked, asked.round, m_saved.students);
    if (rounds[asked.round - 1] == now)
        return;
    rounds[asked.round - 1] = now;
    scheduleSave();
    emit pollChanged();
}

} // namespace lab
