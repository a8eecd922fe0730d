// Items 3 to 5 of issue 32: the live overview (a row per student, a column per task, stuck
// students standing out, a projector table with numbers and totals), steering (everyone to this,
// pause, let go), leaving, and never losing an attempt when the teacher's app goes away and comes
// back. Real TLS on loopback; the attempts are made as exercises make them.
#include "session_support.h"

#include "session/class_table.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QSignalSpy>

namespace test_live {

using namespace lab;
using namespace lab::test;

namespace {

QList<ReportTask> someTasks()
{
    return { { QStringLiteral("square_collision"), QStringLiteral("condition") },
        { QStringLiteral("area_move"), QStringLiteral("rules") },
        { QStringLiteral("car_circles"), QStringLiteral("hierarchy") } };
}

ClassTableModel::Words plainWords()
{
    return { [](const ReportTask& t) { return t.taskId; }, [](const QString& id) { return id.toUpper(); } };
}

} // namespace

TEST_CASE("the teacher's table shows a student's attempt within a second")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    ClassTableModel table(teacher, someTasks(), plainWords());
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(waitFor([&] { return table.rowCount() == 1; }));
    const int rules = ClassTableModel::FirstTaskColumn + 1;
    for (int n = 1; n <= 3; ++n) {
        QElapsedTimer clock;
        clock.start();
        aiko.attempt();
        REQUIRE(waitFor([&] { return table.record(0, 1).attempts == n; }, 1000));
        CHECK(clock.elapsed() < 1000);
        if (n == 2)
            CHECK(table.index(0, rules).data().toString() == QStringLiteral("hints · 2"));
    }
    // After three wrong attempts the worked solution shows, and the student is stuck on the task.
    CHECK(table.index(0, rules).data().toString() == QStringLiteral("solution shown · 3"));
    CHECK(table.isStuck(0));
    aiko.link.setLesson(QStringLiteral("circles"));
    REQUIRE(waitFor([&] {
        return table.index(0, ClassTableModel::LessonColumn).data().toString() == QStringLiteral("CIRCLES");
    }));
    aiko.attempt(QStringLiteral("area_move"), QStringLiteral("rules"), true);
    REQUIRE(waitFor([&] { return table.record(0, 1).status == ExerciseStatus::Done; }));
    CHECK(ClassTableModel::cellOf(table.record(0, 1)) == ClassTableModel::Cell::Solved);
    CHECK(
        table.index(0, ClassTableModel::FirstTaskColumn).data().toString() == QStringLiteral("not started"));
}

TEST_CASE("the teacher's table shows a prediction revealed by a wrong check as answer shown, not solved")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    const QList<ReportTask> tasks { { QStringLiteral("lines"), QStringLiteral("predict-count") } };
    ClassTableModel table(teacher, tasks, plainWords());
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(waitFor([&] { return table.rowCount() == 1; }));
    // What the task panel records for a wrong prediction: counted wrong, its answer revealed.
    ExerciseProgress p = aiko.store.exercise(QStringLiteral("lines"));
    TaskRecord& r = p.tasks[QStringLiteral("predict-count")];
    r.check(QStringLiteral("none @1"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    r.revealed = true;
    p.status = r.status;
    aiko.store.update(QStringLiteral("lines"), p);
    REQUIRE(waitFor([&] { return table.record(0, 0).revealed; }, 2000));
    CHECK_FALSE(table.record(0, 0).solved);
    CHECK(ClassTableModel::cellOf(table.record(0, 0)) == ClassTableModel::Cell::Revealed);
    CHECK(table.index(0, ClassTableModel::FirstTaskColumn).data().toString()
        == QStringLiteral("answer shown · 1"));
}

TEST_CASE("stuck students stand out: three wrong attempts, or no progress for the teacher's time")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    ClassTableModel table(teacher, someTasks(), plainWords());
    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(ken.joinAndWait(teacher));
    for (int i = 0; i < 3; ++i)
        aiko.attempt(QStringLiteral("square_collision"), QStringLiteral("condition"));
    ken.attempt();
    REQUIRE(
        waitFor([&] { return table.record(0, 0).wrongAttempts == 3 && table.record(1, 1).attempts == 1; }));
    CHECK(table.isStuck(0));
    CHECK_FALSE(table.isStuck(1));
    CHECK(table.index(0, ClassTableModel::StuckColumn).data().toString()
        == QStringLiteral("stuck on condition"));
    CHECK(table.index(0, ClassTableModel::FirstTaskColumn).data(ClassTableModel::kStuckRole).toBool());
    // Ten minutes later with no progress, Ken stands out too; with the rule off, he does not.
    table.setStuckAfterMinutes(5);
    table.setClock([] { return QDateTime::currentDateTimeUtc().addSecs(600); });
    CHECK(table.isStuck(1));
    CHECK(table.index(1, ClassTableModel::StuckColumn)
              .data()
              .toString()
              .startsWith(QStringLiteral("no progress")));
    table.setStuckAfterMinutes(0);
    CHECK_FALSE(table.isStuck(1));
}

TEST_CASE("the projector's table shows numbers, not names, and totals per task")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    ClassTableModel table(teacher, someTasks(), plainWords());
    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken"));
    TestStudent mei(QStringLiteral("Mei"));
    for (TestStudent* s : { &aiko, &ken, &mei })
        REQUIRE(s->joinAndWait(teacher));
    aiko.attempt(QStringLiteral("area_move"), QStringLiteral("rules"), true);
    ken.attempt();
    REQUIRE(waitFor([&] { return table.totals(1).solved == 1 && table.totals(1).hints == 1; }));
    CHECK(table.totals(1).notStarted == 1);
    CHECK(table.totals(0).notStarted == 3);
    table.setAnonymous(true);
    for (int row = 0; row < 3; ++row) {
        const QString shown = table.index(row, ClassTableModel::StudentColumn).data().toString();
        CHECK(shown == QString::number(row + 1));
        CHECK(table.index(row, ClassTableModel::StudentColumn).data(Qt::ToolTipRole).isNull());
    }
    CHECK(
        table.headerData(ClassTableModel::StudentColumn, Qt::Horizontal).toString() == QStringLiteral("No."));
}

TEST_CASE("everyone to this, pause and let go reach every student, a student can leave and keeps working")
{
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(ken.joinAndWait(teacher));
    QSignalSpy steered(&aiko.link, &StudentLink::steered);
    const QJsonObject scene { { QStringLiteral("format"), QStringLiteral("collision-lab-scene") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("lesson"), QStringLiteral("circles") } };
    teacher.sendEveryoneTo(scene);
    REQUIRE(
        waitFor([&] { return aiko.link.steering().scene == scene && ken.link.steering().scene == scene; }));
    CHECK(aiko.link.steering().sequence == 1);
    teacher.setPaused(true);
    REQUIRE(waitFor([&] { return aiko.link.steering().paused && ken.link.steering().paused; }));
    // A student who joins now is paused too, and sent to the scene.
    TestStudent mei(QStringLiteral("Mei"));
    REQUIRE(mei.joinAndWait(teacher));
    REQUIRE(waitFor([&] { return mei.link.steering().paused && mei.link.steering().scene == scene; }));
    teacher.letGo();
    REQUIRE(waitFor([&] { return !aiko.link.steering().paused && aiko.link.steering().scene.isEmpty(); }));
    CHECK(steered.count() == 3);
    // Ken leaves: the teacher sees him go, and his work goes on at his desk, unsent.
    ken.attempt();
    REQUIRE(waitFor([&] { return teacherAttempts(teacher, ken.token) == 1; }));
    ken.link.leave();
    REQUIRE(waitFor([&] { return !teacher.students().at(teacher.indexOf(ken.token)).connected; }));
    ken.attempt();
    CHECK(ken.store.exercise(QStringLiteral("area_move")).tasks.value(QStringLiteral("rules")).attempts == 2);
    QTest::qWait(300);
    CHECK(teacherAttempts(teacher, ken.token) == 1);
    CHECK(ken.link.state() == StudentLink::State::Left);
}

TEST_CASE("attempts made while the teacher's app is closed arrive once when the class is continued")
{
    QTemporaryDir dir;
    const quint16 port = freePort();
    auto teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->start(teacherOptions(dir, port)));
    const JoinCode code = teacher->code();
    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken"));
    REQUIRE(aiko.joinAndWait(*teacher));
    REQUIRE(ken.joinAndWait(*teacher));
    aiko.attempt();
    ken.attempt();
    REQUIRE(waitFor([&] {
        return teacherAttempts(*teacher, aiko.token) == 1 && teacherAttempts(*teacher, ken.token) == 1;
    }));
    teacher.reset(); // the teacher's app closes: no goodbye
    REQUIRE(waitFor([&] { return aiko.link.state() == StudentLink::State::Reconnecting; }));
    for (int i = 0; i < 4; ++i)
        aiko.attempt();
    ken.attempt(QStringLiteral("square_collision"), QStringLiteral("condition"), true);
    // The class is continued: same code, same students; the students come back by themselves.
    REQUIRE(ClassSession::savedClass(teacherOptions(dir, port).statePath).has_value());
    teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->resume(teacherOptions(dir, port)));
    CHECK(teacher->code() == code);
    CHECK(teacher->students().size() == 2);
    REQUIRE(waitFor([&] {
        return teacherAttempts(*teacher, aiko.token) == 5 && teacherAttempts(*teacher, ken.token) == 2;
    }));
    QTest::qWait(300);
    CHECK(teacherAttempts(*teacher, aiko.token) == 5); // once, not twice
    CHECK(teacherAttempts(*teacher, ken.token) == 2);
    CHECK(teacher->students().size() == 2);
    // End class: the students are told, stop trying, and the kept class is gone.
    teacher->end();
    REQUIRE(
        waitFor([&] { return aiko.link.state() == StudentLink::State::Left && aiko.link.status().ended; }));
    CHECK_FALSE(ClassSession::savedClass(teacherOptions(dir, port).statePath).has_value());
}

} // namespace test_live
