// Item 5 of issue 32, never lose an attempt, with the teacher's process killed (SIGKILL) mid-class:
// the students keep working, their attempts are recorded on their own machines, and when the
// class is continued (the same code) each attempt arrives at the teacher's table once.
#include "session_support.h"

#include <catch2/catch.hpp>

#include <QHash>
#include <QProcess>

namespace test_teacher_killed {

using namespace lab;
using namespace lab::test;

namespace {

// The teacher's process and what it printed: its port, its code, each student's attempts.
class TeacherProcess {
public:
    TeacherProcess(const QString& state, quint16 port, bool resume)
    {
        QStringList args { QStringLiteral("--state"), state, QStringLiteral("--port"),
            QString::number(port) };
        if (resume)
            args << QStringLiteral("--resume");
        QObject::connect(&process, &QProcess::readyReadStandardOutput, [this] { read(); });
        process.start(QStringLiteral(COLLISION_LAB_TEACHER_HOST), args);
    }
    ~TeacherProcess()
    {
        process.kill();
        process.waitForFinished(3000);
    }
    bool waitReady()
    {
        return waitFor([this] { return code.has_value(); }, 10000);
    }
    void kill()
    {
        process.kill(); // SIGKILL: no goodbye, nothing saved on the way out
        process.waitForFinished(3000);
    }

    QProcess process;
    std::optional<JoinCode> code;
    quint16 port = 0;
    QHash<QString, int> attempts; // token -> the last count the teacher's table showed
    int mostEver = 0; // the largest count it ever showed for anyone (a double count shows here)

private:
    void read()
    {
        while (process.canReadLine()) {
            const QStringList words = QString::fromUtf8(process.readLine()).trimmed().split(QLatin1Char(' '));
            if (words.value(0) == QStringLiteral("ready")) {
                port = quint16(words.value(1).toUInt());
                code = JoinCode::parse(words.value(2));
            } else if (words.value(0) == QStringLiteral("attempts")) {
                attempts.insert(words.value(1), words.value(2).toInt());
                mostEver = std::max(mostEver, words.value(2).toInt());
            }
        }
    }
};

} // namespace

TEST_CASE("the teacher's app killed mid-class: after the restart every attempt arrives once")
{
    QTemporaryDir dir;
    const QString state = QDir(dir.path()).filePath(QStringLiteral("class.json"));
    const quint16 port = freePort();
    auto teacher = std::make_unique<TeacherProcess>(state, port, false);
    REQUIRE(teacher->waitReady());
    const JoinCode code = *teacher->code;
    std::vector<std::unique_ptr<TestStudent>> students;
    for (const char* name : { "Aiko", "Ken", "Mei" })
        students.push_back(std::make_unique<TestStudent>(QString::fromLatin1(name)));
    for (auto& s : students) {
        s->link.join({ QHostAddress::LocalHost, port, code, {} }, s->name, QString(), s->token);
        REQUIRE(waitFor([&] { return s->link.state() == StudentLink::State::Joined; }));
        s->attempt();
        s->attempt(QStringLiteral("car_circles"), QStringLiteral("hierarchy"));
    }
    REQUIRE(waitFor([&] {
        return std::all_of(students.begin(), students.end(),
            [&](const auto& s) { return teacher->attempts.value(s->token) == 2; });
    }));

    teacher->kill();
    REQUIRE(waitFor([&] { return students.front()->link.state() == StudentLink::State::Reconnecting; }));
    int made = 0;
    for (auto& s : students) { // the class goes on at the students' desks
        for (int i = 0; i <= made; ++i)
            s->attempt(QStringLiteral("square_collision"), QStringLiteral("condition"));
        made += 1;
    }

    teacher = std::make_unique<TeacherProcess>(state, port, true);
    REQUIRE(teacher->waitReady());
    CHECK(*teacher->code == code); // the same code: nobody types anything again
    for (std::size_t i = 0; i < students.size(); ++i) {
        const int expected = 2 + int(i) + 1;
        CAPTURE(students[i]->name);
        CHECK(waitFor([&] { return teacher->attempts.value(students[i]->token) == expected; }, 10000));
        CHECK(students[i]->link.state() == StudentLink::State::Joined);
    }
    QTest::qWait(500); // nothing more arrives
    for (std::size_t i = 0; i < students.size(); ++i)
        CHECK(teacher->attempts.value(students[i]->token) == 2 + int(i) + 1);
    CHECK(teacher->mostEver == 5); // never more than a student made
}

} // namespace test_teacher_killed
