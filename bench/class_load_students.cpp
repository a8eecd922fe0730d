#include "class_load_students.h"

#include "session/local_network.h"
#include "session/session_clock.h"
#include "session/student_link.h"
#include "session/wire.h"

#include "core/records/progress.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

namespace classload {

QHostAddress studentAddress(int i)
{
    return QHostAddress(QStringLiteral("127.0.0.%1").arg(2 + i % 250));
}

QString studentToken(int i)
{
    return QStringLiteral("%1").arg(i + 1, 32, 16, QLatin1Char('0'));
}

namespace {

using namespace lab;

QHostAddress from(int i)
{
    return studentAddress(i);
}

QString token(int i)
{
    return studentToken(i);
}

// One student: a progress file of their own, the real link, and when each attempt was made.
struct SimStudent {
    int index = 0;
    QString name;
    std::unique_ptr<ProgressStore> store;
    std::unique_ptr<StudentLink> link;
    struct Attempt {
        qint64 ms;
        bool online;
    };
    std::vector<Attempt> attempts;
    qint64 nextAttempt = 0;
    qint64 nextDrop = 0;
    qint64 rejoinAt = -1;

    void attempt(qint64 now)
    {
        const QString exercise = index % 2 ? QStringLiteral("area_move") : QStringLiteral("car_circles");
        const QString task = index % 2 ? QStringLiteral("rules") : QStringLiteral("hierarchy");
        ExerciseProgress p = store->exercise(exercise);
        TaskRecord& r = p.tasks[task];
        r.check(QStringLiteral("answer %1").arg(attempts.size()), AnswerState::Wrong, 1,
            QDateTime::currentDateTimeUtc());
        store->update(exercise, p);
        attempts.push_back({ now, link->state() == StudentLink::State::Joined });
    }
};

// A peer that should not get in: it counts as refused once the teacher closes on it or says no,
// and as served if it is welcomed or still connected at the end.
struct Abuser {
    std::unique_ptr<QSslSocket> socket;
    lab::FrameReader reader { kMaxTeacherFrame };
    bool welcomed = false;
    bool closed = false;
    bool hasCode = false; // has the code (a flood): let in, then dropped for what it does
    const char* kind = "";
    bool isRefused() const { return closed && (hasCode || !welcomed); }
    bool isServed() const { return !closed || (welcomed && !hasCode); }
};

class AbuseRun {
public:
    AbuseRun(quint16 port, const JoinCode& code, bool publicPeer, const QStringList& honestNames)
        : m_port(port)
        , m_code(code)
        , m_publicPeer(publicPeer)
        , m_names(honestNames)
    {
    }
    void start();
    int tried() const { return int(m_abusers.size()); }
    int refused() const;
    int served() const;
    // What was served, by kind (stderr), when it is not nothing.
    void explain() const;

private:
    Abuser& open(const char* kind, const QHostAddress& from, bool tls);
    void afterTls(Abuser& a, std::function<void(Abuser&)> then);

    quint16 m_port;
    JoinCode m_code;
    bool m_publicPeer;
    QStringList m_names;
    std::vector<std::unique_ptr<Abuser>> m_abusers;
};

Abuser& AbuseRun::open(const char* kind, const QHostAddress& from, bool tls)
{
    auto a = std::make_unique<Abuser>();
    a->kind = kind;
    a->socket = std::make_unique<QSslSocket>();
    Abuser* raw = a.get();
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setPeerVerifyMode(QSslSocket::VerifyNone);
    raw->socket->setSslConfiguration(config);
    raw->socket->bind(from, 0);
    QObject::connect(raw->socket.get(), &QSslSocket::disconnected, [raw] { raw->closed = true; });
    QObject::connect(raw->socket.get(), &QSslSocket::errorOccurred, [raw] { raw->closed = true; });
    QObject::connect(raw->socket.get(), &QSslSocket::readyRead, [raw] {
        raw->reader.append(raw->socket->readAll());
        while (auto payload = raw->reader.next()) {
            const TeacherMessage m = readTeacherMessage(*payload);
            raw->welcomed = raw->welcomed || m.kind == TeacherMessage::Kind::Welcome;
        }
    });
    if (tls)
        raw->socket->connectToHostEncrypted(QStringLiteral("127.0.0.1"), m_port);
    else
        raw->socket->connectToHost(QHostAddress::LocalHost, m_port);
    m_abusers.push_back(std::move(a));
    return *raw;
}

void AbuseRun::afterTls(Abuser& a, std::function<void(Abuser&)> then)
{
    QObject::connect(a.socket.get(), &QSslSocket::encrypted, [&a, then] { then(a); });
}

void AbuseRun::start()
{
    const auto hello = [](const QString& secret, const QString& name, const QString& token) {
        return frame(helloMessage({ kProtocolVersion, secret, name, QString(), token }));
    };
    // Wrong codes: one address guessing again and again, twenty others three times each.
    for (int i = 0; i < 72; ++i) {
        const QHostAddress from(QStringLiteral("127.0.1.%1").arg(i < 12 ? 1 : 2 + (i - 12) / 3));
        afterTls(open("wrong code", from, true), [=, this](Abuser& a) {
            a.socket->write(
                hello(QStringLiteral("WRONG"), QStringLiteral("Guess %1").arg(i), token(9000 + i)));
        });
    }
    // Garbage after TLS, frames announcing 10 MB, plain bytes where TLS is spoken, a flood.
    for (int i = 0; i < 20; ++i) {
        afterTls(
            open("garbage", QHostAddress(QStringLiteral("127.0.3.%1").arg(1 + i % 5)), true), [](Abuser& a) {
                QByteArray junk(300, '\0');
                for (char& c : junk)
                    c = char(QRandomGenerator::global()->bounded(256));
                junk[0] = 0;
                junk[1] = 0;
                a.socket->write(junk);
            });
    }
    for (int i = 0; i < 10; ++i)
        afterTls(open("oversized", QHostAddress(QStringLiteral("127.0.3.10")), true),
            [](Abuser& a) { a.socket->write(QByteArray::fromHex("00a00000") + QByteArray(4096, 'x')); });
    for (int i = 0; i < 10; ++i) {
        Abuser& a = open("not TLS", QHostAddress(QStringLiteral("127.0.3.20")), false);
        QObject::connect(
            a.socket.get(), &QSslSocket::connected, [&a] { a.socket->write("GET / HTTP/1.0\r\n\r\n"); });
    }
    for (int i = 0; i < 5; ++i) {
        Abuser& flood = open("flood", QHostAddress(QStringLiteral("127.0.3.30")), true);
        flood.hasCode = true;
        afterTls(flood, [=, this](Abuser& a) {
            a.socket->write(hello(m_code.secret, QStringLiteral("Flood %1").arg(i), token(9500 + i)));
            for (int n = 0; n < 400; ++n)
                a.socket->write(frame(studentPingMessage(0)));
        });
    }
    // Someone claiming the name of a student who is in the class, with the right code.
    for (int i = 0; i < 5; ++i) {
        afterTls(open("taken name", QHostAddress(QStringLiteral("127.0.4.1")), true), [=, this](Abuser& a) {
            a.socket->write(hello(m_code.secret, m_names.value(i), token(9600 + i)));
        });
    }
    // 500 connections that never say a word, from 63 addresses.
    for (int i = 0; i < 500; ++i)
        open("silent", QHostAddress(QStringLiteral("127.0.2.%1").arg(1 + i % 63)), i % 2 == 0);
    if (m_publicPeer) { // from outside the private ranges
        for (int i = 0; i < 5; ++i)
            afterTls(open("public", QHostAddress(QStringLiteral("203.0.113.7")), true), [=, this](Abuser& a) {
                a.socket->write(hello(m_code.secret, QStringLiteral("Outsider %1").arg(i), token(9700 + i)));
            });
    }
}

int AbuseRun::refused() const
{
    return int(
        std::count_if(m_abusers.begin(), m_abusers.end(), [](const auto& a) { return a->isRefused(); }));
}

void AbuseRun::explain() const
{
    for (const auto& a : m_abusers) {
        if (a->isServed())
            std::fprintf(stderr, "served: %s (welcomed %d, closed %d)\n", a->kind, a->welcomed, a->closed);
    }
}

int AbuseRun::served() const
{
    return int(
        std::count_if(m_abusers.begin(), m_abusers.end(), [](const auto& a) { return a->isServed(); }));
}

void wait(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool allDelivered(const std::vector<std::unique_ptr<SimStudent>>& students)
{
    return std::all_of(students.begin(), students.end(), [](const auto& s) {
        return s->link->state() == StudentLink::State::Joined
            && s->link->delivery().acknowledged >= s->link->delivery().sent && s->link->delivery().sent > 0;
    });
}

bool waitUntil(const std::function<bool()>& done, int ms)
{
    const qint64 end = steadyMs() + ms;
    while (!done() && steadyMs() < end)
        wait(20);
    return done();
}

// Each student on the clock: an attempt at a steady rate, now and then a drop and a rejoin.
void step(SimStudent& s, const StudentsPlan& plan, qint64 now)
{
    if (now >= s.nextAttempt) {
        s.attempt(now);
        s.nextAttempt += qint64(1000 / plan.rate);
    }
    if (s.rejoinAt >= 0 && now >= s.rejoinAt) {
        s.link->join({ QHostAddress::LocalHost, plan.port, plan.code, from(s.index) }, s.name, QString(),
            token(s.index));
        s.rejoinAt = -1;
    } else if (now >= s.nextDrop && s.link->state() == StudentLink::State::Joined) {
        s.link->leave();
        s.rejoinAt = now + 1500;
        s.nextDrop = now + 8000 + QRandomGenerator::global()->bounded(8000);
    }
}

bool writeOut(
    const StudentsPlan& plan, const std::vector<std::unique_ptr<SimStudent>>& students, const AbuseRun* abuse)
{
    QFile file(plan.out);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    QTextStream out(&file);
    for (const auto& s : students) {
        out << "student " << token(s->index) << ' ' << s->attempts.size() << '\n';
        for (const SimStudent::Attempt& a : s->attempts)
            out << "a " << a.ms << ' ' << (a.online ? 1 : 0) << '\n';
    }
    if (abuse)
        out << "abuse " << abuse->tried() << ' ' << abuse->refused() << ' ' << abuse->served() << '\n';
    return true;
}

} // namespace

int runStudents(const StudentsPlan& plan)
{
    QTemporaryDir homes;
    std::vector<std::unique_ptr<SimStudent>> students;
    QStringList names;
    for (int i = 0; i < plan.students; ++i) {
        auto s = std::make_unique<SimStudent>();
        s->index = i;
        s->name = QStringLiteral("Student %1").arg(i + 1);
        s->store
            = std::make_unique<ProgressStore>(QDir(homes.path()).filePath(QStringLiteral("%1.json").arg(i)));
        s->store->load();
        s->link = std::make_unique<StudentLink>(*s->store);
        s->link->setRetryDelays(200, 1000);
        s->link->join(
            { QHostAddress::LocalHost, plan.port, plan.code, from(i) }, s->name, QString(), token(i));
        names << s->name;
        students.push_back(std::move(s));
    }
    if (!waitUntil(
            [&] {
                return std::all_of(students.begin(), students.end(),
                    [](const auto& s) { return s->link->state() == StudentLink::State::Joined; });
            },
            30000)) {
        std::fprintf(stderr, "not every student could join\n");
        return 1;
    }
    std::unique_ptr<AbuseRun> abuse;
    if (plan.abuse) {
        abuse = std::make_unique<AbuseRun>(plan.port, plan.code, plan.publicPeer, names);
        abuse->start();
    }
    const qint64 start = steadyMs();
    for (auto& s : students) {
        s->nextAttempt = start + QRandomGenerator::global()->bounded(int(1000 / plan.rate));
        s->nextDrop = start + 4000 + QRandomGenerator::global()->bounded(10000);
    }
    QTimer clock;
    QObject::connect(&clock, &QTimer::timeout, [&] {
        const qint64 now = steadyMs();
        for (auto& s : students)
            step(*s, plan, now);
    });
    clock.start(10);
    wait(plan.seconds * 1000);
    clock.stop();
    for (auto& s : students) { // back in the class, every one of them, to send what is left
        if (s->link->state() != StudentLink::State::Joined)
            s->link->join({ QHostAddress::LocalHost, plan.port, plan.code, from(s->index) }, s->name,
                QString(), token(s->index));
    }
    const bool delivered = waitUntil([&] { return allDelivered(students); }, 20000);
    if (abuse) // the silent ones are dropped once their time to say hello is up
        waitUntil([&] { return abuse->served() == 0; }, 30000);
    if (abuse)
        abuse->explain();
    if (!writeOut(plan, students, abuse.get()))
        return 2;
    return delivered ? 0 : 3;
}

} // namespace classload
