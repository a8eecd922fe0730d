// bench/class_load --poll (issue 40): 40 students vote on a prediction, the teacher closes the vote,
// asks again, and reveals. Prints
//   poll students=<n> answered=<r1>/<n> round2=<r2>/<n> p50=<ms> p99=<ms> max=<ms> twice=<n>
// where the times run from a student's last vote of a round to the teacher's bars (vote_bars.h)
// counting it, and twice is how many votes were counted more than once (a round's count above the
// students who voted in it). A quarter of the students change their vote once in each round.
#include "class_load_students.h"
#include "percentile.h"

#include "session/class_session.h"
#include "session/session_clock.h"
#include "session/student_link.h"
#include "session/ui/vote_bars.h"

#include "core/records/progress.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

namespace classload {

namespace {

using namespace lab;

const QStringList kChoices { QStringLiteral("one"), QStringLiteral("none"), QStringLiteral("infinite") };

void spinUntil(const std::function<bool()>& done, int ms)
{
    const qint64 end = steadyMs() + ms;
    while (!done() && steadyMs() < end) {
        QEventLoop loop;
        QTimer::singleShot(10, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

using bench::percentile;

// One voting student: their own progress file and link; each round, a vote at a random moment
// (and for a quarter of them, a changed vote a moment later).
struct Voter {
    QTemporaryDir home;
    std::unique_ptr<ProgressStore> store;
    std::unique_ptr<StudentLink> link;
    int votedRound = 0;
};

} // namespace

int runPollStudents(int students, quint16 port, const JoinCode& code, const QString& out)
{
    QFile file(out);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return 1;
    QTextStream lines(&file);
    std::vector<std::unique_ptr<Voter>> voters;
    bool sawPoll = false;
    for (int i = 0; i < students; ++i) {
        auto v = std::make_unique<Voter>();
        v->store = std::make_unique<ProgressStore>(QDir(v->home.path()).filePath(QStringLiteral("p.json")));
        v->store->load();
        v->link = std::make_unique<StudentLink>(*v->store);
        Voter* raw = v.get();
        const QString who = studentToken(i);
        const auto vote = [raw, who, &lines](int round) {
            const QString answer = kChoices.at(int(QRandomGenerator::global()->bounded(3)));
            raw->link->vote(answer);
            lines << "v " << who << ' ' << round << ' ' << answer << ' ' << steadyMs() << '\n';
        };
        QObject::connect(raw->link.get(), &StudentLink::steered, raw->link.get(),
            [raw, vote, &sawPoll](const Steering& steering) {
                const Poll& poll = steering.poll;
                sawPoll = sawPoll || poll.isActive();
                if (!poll.isActive() || poll.stage != Poll::Stage::Open || raw->votedRound >= poll.round)
                    return;
                raw->votedRound = poll.round;
                const int round = poll.round;
                QTimer::singleShot(int(QRandomGenerator::global()->bounded(100, 2000)), raw->link.get(),
                    [vote, round] { vote(round); });
                if (QRandomGenerator::global()->bounded(4) == 0) // a change of mind
                    QTimer::singleShot(int(QRandomGenerator::global()->bounded(2100, 3000)), raw->link.get(),
                        [vote, round] { vote(round); });
            });
        v->link->join({ QHostAddress::LocalHost, port, code, studentAddress(i) },
            QStringLiteral("Voter %1").arg(i + 1), QString(), who);
        voters.push_back(std::move(v));
    }
    // Until the teacher has asked, had both rounds and ended the vote (or two minutes).
    spinUntil(
        [&] {
            return sawPoll && std::all_of(voters.begin(), voters.end(), [](const auto& v) {
                return !v->link->steering().poll.isActive();
            });
        },
        120000);
    lines.flush();
    for (auto& v : voters)
        v->link->leave();
    spinUntil([] { return false; }, 300);
    return 0;
}

// From each student's last vote of a round (`out`, the students' file) to when the teacher's count
// first held it (`seen`, by "token round answer").
std::vector<double> voteLatencies(const QString& out, const QHash<QString, qint64>& seen)
{
    QHash<QString, QPair<QString, qint64>> last; // "token round" -> answer, sent ms
    QFile file(out);
    if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        for (const QByteArray& line : file.readAll().split('\n')) {
            const QList<QByteArray> w = line.split(' ');
            if (w.value(0) != "v" || w.size() != 5)
                continue;
            // The same answer again changes nothing the teacher sees: its time is the first one's.
            const QString key = QString::fromLatin1(w[1] + ' ' + w[2]);
            const QString answer = QString::fromLatin1(w[3]);
            if (last.value(key).first != answer)
                last.insert(key, { answer, w[4].toLongLong() });
        }
    }
    std::vector<double> latency;
    for (auto it = last.cbegin(); it != last.cend(); ++it) {
        const qint64 shown = seen.value(it.key() + QLatin1Char(' ') + it->first, -1);
        if (shown >= 0)
            latency.push_back(double(std::max<qint64>(0, shown - it->second)));
    }
    return latency;
}

int runPollTeacher(int students, const QString& self)
{
    QTemporaryDir dir;
    ClassSession session;
    ClassSession::Options options;
    options.statePath = QDir(dir.path()).filePath(QStringLiteral("class.json"));
    options.title = QStringLiteral("class_load --poll");
    options.announce = false;
    options.port = 0;
    if (!session.start(options)) {
        std::fprintf(stderr, "class_load: the class could not start\n");
        return 1;
    }
    VoteBars bars(session, true); // what the teacher's window shows, refilled at every count
    // When the teacher's count first held each (student, round, answer).
    QHash<QString, qint64> seen;
    QObject::connect(&session, &ClassSession::pollChanged, &session, [&] {
        const qint64 now = steadyMs();
        for (const ClassStudent& s : session.students()) {
            for (const Vote& v : s.record.votes) {
                const QString key = QStringLiteral("%1 %2 %3").arg(s.token).arg(v.round).arg(v.answer);
                if (!seen.contains(key))
                    seen.insert(key, now);
            }
        }
    });
    const QString out = QDir(dir.path()).filePath(QStringLiteral("votes.txt"));
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(self,
        { QStringLiteral("--poll-child"), QStringLiteral("--students"), QString::number(students),
            QStringLiteral("--port"), QString::number(session.port()), QStringLiteral("--code"),
            session.code().text(), QStringLiteral("--out"), out });
    spinUntil(
        [&] {
            return session.students().size() == students
                && std::all_of(session.students().begin(), session.students().end(),
                    [](const ClassStudent& s) { return s.connected; });
        },
        60000);
    const auto round = [&](int r) {
        const QList<PollRound>& rounds = session.pollResults().last().rounds;
        return r <= rounds.size() ? rounds.at(r - 1) : PollRound();
    };
    session.askEveryone(QStringLiteral("lines"), QStringLiteral("predict-count"), {}, QStringLiteral("one"));
    spinUntil([&] { return round(1).answered == students; }, 30000);
    spinUntil([] { return false; }, 1500); // the changes of mind
    session.closeVote();
    session.voteAgain();
    spinUntil([&] { return round(2).answered == students; }, 30000);
    spinUntil([] { return false; }, 1500);
    session.revealVote();
    const PollRound first = round(1);
    const PollRound second = round(2);
    session.endVote();
    child.waitForFinished(60000);

    const std::vector<double> latency = voteLatencies(out, seen);
    const auto counted = [](const PollRound& r) {
        int sum = 0;
        for (const int n : r.answers)
            sum += n;
        return sum;
    };
    const int twice = std::max(0, counted(first) - first.answered)
        + std::max(0, counted(second) - second.answered) + std::max(0, first.answered - students)
        + std::max(0, second.answered - students);
    std::printf("poll students=%d answered=%d/%d round2=%d/%d p50=%.0f p99=%.0f max=%.0f twice=%d\n",
        students, first.answered, students, second.answered, students, percentile(latency, 0.5),
        percentile(latency, 0.99), latency.empty() ? 0.0 : *std::max_element(latency.begin(), latency.end()),
        twice);
    std::fflush(stdout);
    return first.answered == students && second.answered == students && twice == 0 ? 0 : 1;
}

} // namespace classload
