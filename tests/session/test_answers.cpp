// Issue 40, protocol version 2 and the teacher's table: a student's last answer reaches the
// teacher (on hover, a prediction by its label) and never the projector; answers are kept short
// and printable; a version 1 peer is refused with both versions named; leaving and losing the
// connection are logged apart. Real TLS on loopback.
#include "session_support.h"

#include "catalog.h"
#include "classroom/report_tasks.h"
#include "core/lesson.h"
#include "session/class_table.h"
#include "session/ui/class_window.h"
#include "session/ui/join_dialog.h"
#include "session/ui/student_view.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QTableWidget>

namespace test_answers {

using namespace lab;
using namespace lab::test;

namespace {

ClassTableModel::Words teacherWords()
{
    return { [](const ReportTask& t) { return taskTitle(t); }, [](const QString& id) { return id; },
        [](const ReportTask& t, const QString& answer) { return answerText(t, answer); } };
}

// A record with one row whose last answer is `answer`, as a version 2 student sends it.
StudentMessage recordWithAnswer(const QString& answer)
{
    ReportRow row;
    row.task = { QStringLiteral("lines"), QStringLiteral("compute-det") };
    row.record.check(QStringLiteral("1"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    QJsonObject message = recordMessage({ 1, QString(), 0, { row }, {} });
    QJsonArray tasks = message.value(QStringLiteral("tasks")).toArray();
    QJsonObject first = tasks.at(0).toObject();
    first.insert(QStringLiteral("la"), answer);
    tasks.replace(0, first);
    message.insert(QStringLiteral("tasks"), tasks);
    return readStudentMessage(frame(message).mid(4));
}

} // namespace

TEST_CASE("protocol 2: the teacher's table shows a student's last answer on hover, a prediction by its "
          "label, the projector never")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    const QList<ReportTask> tasks { { QStringLiteral("lines"), QStringLiteral("predict-count") },
        { QStringLiteral("lines"), QStringLiteral("compute-det") } };
    ClassTableModel table(teacher, tasks, teacherWords());
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(waitFor([&] { return table.rowCount() == 1; }));
    // As the task panel records them: a prediction with the scene it was made on, a number typed.
    ExerciseProgress p = aiko.store.exercise(QStringLiteral("lines"));
    p.tasks[QStringLiteral("predict-count")].check(
        QStringLiteral("none @4"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    p.tasks[QStringLiteral("compute-det")].check(
        QStringLiteral("3*4 - 2\t* 5"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    aiko.store.update(QStringLiteral("lines"), p);
    REQUIRE(waitFor([&] { return !table.lastAnswer(0, 1).isEmpty(); }, 2000));
    const QString predicted = table.lastAnswer(0, 0);
    CHECK_FALSE(predicted.contains(QStringLiteral("@")));
    // The choice's words in the teacher's language, not its id.
    QString noneLabel;
    for (const auto& task : findLesson(QStringLiteral("lines"))->createTasks()) {
        for (const TaskChoice& choice : task->choices()) {
            if (task->id() == QLatin1String("predict-count") && choice.id == QLatin1String("none"))
                noneLabel = choice.label;
        }
    }
    REQUIRE_FALSE(noneLabel.isEmpty());
    CHECK(predicted == noneLabel);
    CHECK(table.lastAnswer(0, 1) == QStringLiteral("3*4 - 2 * 5")); // a tab is a space on the way
    const QModelIndex cell = table.index(0, ClassTableModel::FirstTaskColumn + 1);
    CHECK(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Last answer: 3*4 - 2 * 5")));
    table.setAnonymous(true);
    CHECK(table.lastAnswer(0, 1).isEmpty());
    CHECK_FALSE(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("3*4")));
}

TEST_CASE("protocol 2: an answer is kept printable and short, one far too long makes the record unreadable")
{
    const StudentMessage ok = recordWithAnswer(QStringLiteral("a\u202Eb\u0007c\nd"));
    REQUIRE(ok.kind == StudentMessage::Kind::Record);
    CHECK(ok.record.rows.at(0).record.lastAnswer == QStringLiteral("abc d"));
    const StudentMessage longer = recordWithAnswer(QString(300, QLatin1Char('x')));
    REQUIRE(longer.kind == StudentMessage::Kind::Record);
    CHECK(longer.record.rows.at(0).record.lastAnswer.size() == kMaxAnswerLength);
    CHECK(recordWithAnswer(QString(4 * kMaxAnswerLength + 1, QLatin1Char('x'))).kind
        == StudentMessage::Kind::Invalid);
    // Cleaning what is clean changes nothing, a surrogate pair is never cut in half.
    const QString emoji = QString(kMaxAnswerLength - 1, QLatin1Char('y')) + QStringLiteral("😀");
    CHECK(cleanAnswer(emoji).size() == kMaxAnswerLength - 1);
    CHECK(cleanAnswer(cleanAnswer(QStringLiteral("  x\u200By  ")))
        == cleanAnswer(QStringLiteral("  x\u200By  ")));
}

TEST_CASE("protocol 2: a version 1 peer is refused with both versions named, in the log and to the student")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    EventLog log(teacher);
    RawClient old(teacher.port());
    REQUIRE(old.waitEncrypted());
    Hello hello = old.hello(teacher.code().secret, QStringLiteral("Old"));
    hello.version = 1;
    old.send(helloMessage(hello));
    REQUIRE(old.waitClosed());
    REQUIRE(old.refusal() == Refusal::Version);
    CHECK(old.received.last().version == kProtocolVersion);
    REQUIRE(log.refusals(Refusal::Version) == 1);
    const QString logged = ClassWindow::eventText(log.events.last());
    CHECK(logged.contains(QStringLiteral("class protocol 1, this app %1").arg(kProtocolVersion)));
    CHECK(teacher.students().isEmpty());
    // What the student reads: the teacher's version when it says one, version 1 when it does not.
    StudentLink::Status status;
    status.state = StudentLink::State::Refused;
    status.refusal = Refusal::Version;
    status.teacherVersion = 3;
    CHECK(linkStatusText(status).contains(QStringLiteral("version 3, this app version 2")));
    status.teacherVersion = 0;
    CHECK(linkStatusText(status).contains(QStringLiteral("version 1")));
    const TeacherMessage v1 = readTeacherMessage(frame(
        QJsonObject { { QStringLiteral("t"), QStringLiteral("refused") },
            { QStringLiteral("why"),
                QStringLiteral("version") } }).mid(4));
    CHECK(v1.kind == TeacherMessage::Kind::Refused);
    CHECK(v1.version == 0);
}

TEST_CASE("leaving the class and losing the connection are logged apart")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    EventLog log(teacher);
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    RawClient ken(teacher.port());
    REQUIRE(ken.waitEncrypted());
    ken.send(helloMessage(ken.hello(teacher.code().secret, QStringLiteral("Ken"))));
    REQUIRE(waitFor([&] { return teacher.students().size() == 2; }));
    aiko.link.leave(); // says bye
    REQUIRE(waitFor([&] { return log.count(SessionEvent::Kind::Left, QStringLiteral("Aiko")) == 1; }));
    ken.socket.abort(); // the cable pulled: no bye
    REQUIRE(waitFor([&] { return log.count(SessionEvent::Kind::Lost, QStringLiteral("Ken")) == 1; }));
    CHECK(log.count(SessionEvent::Kind::Lost, QStringLiteral("Aiko")) == 0);
    CHECK(log.count(SessionEvent::Kind::Left, QStringLiteral("Ken")) == 0);
    const auto last = std::find_if(log.events.rbegin(), log.events.rend(),
        [](const SessionEvent& e) { return e.kind == SessionEvent::Kind::Lost; });
    CHECK(ClassWindow::eventText(*last).contains(QStringLiteral("lost the connection")));
}

TEST_CASE("the teacher's page of one student lists the tasks begun with their last answers, and follows")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    const QList<ReportTask> tasks { { QStringLiteral("lines"), QStringLiteral("predict-count") },
        { QStringLiteral("lines"), QStringLiteral("compute-det") },
        { QStringLiteral("lines"), QStringLiteral("compute-s") } };
    ClassWindow window(teacher, tasks, teacherWords());
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(waitFor([&] { return window.model().rowCount() == 1; }));
    ExerciseProgress p = aiko.store.exercise(QStringLiteral("lines"));
    p.tasks[QStringLiteral("compute-det")].check(
        QStringLiteral("-6"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    aiko.store.update(QStringLiteral("lines"), p);
    REQUIRE(waitFor([&] { return window.model().lastAnswer(0, 1) == QStringLiteral("-6"); }, 2000));
    StudentView* view = window.showStudent(window.table()->model()->index(0, 0));
    REQUIRE(view);
    CHECK(view->windowTitle() == QStringLiteral("1 · Aiko"));
    // Only the task begun, with its answer; the others are not listed.
    REQUIRE(view->table()->rowCount() == 1);
    CHECK(view->table()->item(0, 0)->text().contains(QStringLiteral("determinant")));
    CHECK(view->table()->item(0, 4)->text() == QStringLiteral("-6"));
    // A new answer arrives: the page follows.
    p.tasks[QStringLiteral("compute-det")].check(
        QStringLiteral("6"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    aiko.store.update(QStringLiteral("lines"), p);
    CHECK(waitFor(
        [&] {
            return view->table()->rowCount() == 1 && view->table()->item(0, 4)->text() == QStringLiteral("6");
        },
        2000));
    // The attempts as they arrived, newest first: the right 6, then the wrong -6.
    REQUIRE(waitFor([&] { return view->timeline()->rowCount() == 2; }, 2000));
    CHECK(view->timeline()->item(0, 2)->text() == QStringLiteral("6"));
    CHECK(view->timeline()->item(0, 3)->text() == QStringLiteral("✓ right"));
    CHECK(view->timeline()->item(1, 2)->text() == QStringLiteral("-6"));
    CHECK(view->timeline()->item(1, 3)->text() == QStringLiteral("✗ not right"));
    CHECK(view->timeline()->item(1, 1)->text().contains(QStringLiteral("determinant")));
    view->close();
}

TEST_CASE(
    "attempts made while away reach the teacher's timeline as one step, those before the class as earlier")
{
    QTemporaryDir dir;
    const quint16 port = freePort();
    auto teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->start(teacherOptions(dir, port)));
    TestStudent aiko(QStringLiteral("Aiko"));
    aiko.attempt(); // before the class
    REQUIRE(aiko.joinAndWait(*teacher));
    REQUIRE(waitFor([&] { return teacherAttempts(*teacher, aiko.token) == 1; }));
    aiko.attempt();
    REQUIRE(waitFor([&] { return teacher->students().at(0).timeline.size() == 2; }));
    CHECK(teacher->students().at(0).timeline.at(0).earlier);
    CHECK_FALSE(teacher->students().at(0).timeline.at(1).earlier);
    teacher->saveNow();
    teacher->waitSaved();
    teacher.reset();
    REQUIRE(waitFor([&] { return aiko.link.state() == StudentLink::State::Reconnecting; }));
    for (int i = 0; i < 3; ++i)
        aiko.attempt();
    teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->resume(teacherOptions(dir, port)));
    REQUIRE(waitFor([&] { return teacherAttempts(*teacher, aiko.token) == 5; }));
    // The continued class's timeline starts afresh: the three made while away are one step.
    const QList<AttemptStep>& steps = teacher->students().at(0).timeline;
    REQUIRE(steps.size() == 1);
    CHECK(steps.at(0).attempts == 3);
    CHECK_FALSE(steps.at(0).right);
    CHECK_FALSE(steps.at(0).earlier);
    CHECK(steps.at(0).answer == QStringLiteral("answer 5"));
}

} // namespace test_answers
