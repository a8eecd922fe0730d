// The teacher's report (core/report.h): one row per task with its eleven columns, UTF-8 with a
// byte-order mark, keys as values whatever the language; reading reports and progress files back
// for the class overview, refusing what is not ours or is damaged.
#include "core/records/report.h"

#include <catch2/catch.hpp>

#include <QTimeZone>

namespace test_report {

using namespace lab;

namespace {

const QList<ReportTask> kTasks = { { QStringLiteral("square_collision"), QStringLiteral("condition") },
    { QStringLiteral("area_move"), QStringLiteral("rules") } };

QHash<QString, ExerciseProgress> someWork()
{
    TaskRecord r;
    const QDateTime t(QDate(2026, 11, 24), QTime(9, 0), QTimeZone::utc());
    r.check(QStringLiteral("=r1.Left < 3, \"quoted\""), AnswerState::Wrong, 1, t);
    r.askSolution();
    ExerciseProgress p;
    p.status = ExerciseStatus::InProgress;
    p.tasks.insert(QStringLiteral("condition"), r);
    return { { QStringLiteral("square_collision"), p } };
}

} // namespace

TEST_CASE("report: a BOM, a translated header of eleven columns, one row per task with keys as values")
{
    const Student who { QStringLiteral("佐藤 花子"), QStringLiteral("2-B, 14"), true };
    const QByteArray bytes = studentReportCsv(who, someWork(), kTasks);
    REQUIRE(bytes.startsWith("\xEF\xBB\xBF"));
    QList<QStringList> records;
    REQUIRE(parseCsv(QString::fromUtf8(bytes.mid(3)), records));
    REQUIRE(records.size() == 3);
    CHECK(records[0] == reportHeader());
    CHECK(records[0].size() == kReportColumns);
    CHECK(records[0].front() == QStringLiteral("Student"));
    const QStringList& done = records[1];
    REQUIRE(done.size() == kReportColumns);
    CHECK(done[0] == who.name);
    CHECK(done[1] == who.classId); // the comma is quoted, not a new column
    CHECK(done[2] == QStringLiteral("square_collision"));
    CHECK(done[3] == QStringLiteral("condition"));
    CHECK(done[4] == QStringLiteral("in_progress"));
    CHECK(done[5] == QStringLiteral("1"));
    CHECK(done[6] == QStringLiteral("1"));
    CHECK(done[7] == QStringLiteral("yes"));
    CHECK(QDateTime::fromString(done[8], Qt::ISODate).toUTC()
        == QDateTime(QDate(2026, 11, 24), QTime(9, 0), QTimeZone::utc()));
    CHECK(done[9].isEmpty());
    // A spreadsheet would run "=..." as a formula: it gets an apostrophe.
    CHECK(done[10] == QStringLiteral("'=r1.Left < 3, \"quoted\""));
    const QStringList& untouched = records[2];
    CHECK(untouched[2] == QStringLiteral("area_move"));
    CHECK(untouched[4] == QStringLiteral("not_started"));
    CHECK(untouched[5] == QStringLiteral("0"));
    CHECK(untouched[7] == QStringLiteral("no"));
}

TEST_CASE("report: the default file name carries the student and the date")
{
    const QDate day(2026, 11, 24);
    CHECK(reportFileName({ QStringLiteral("Hanako Sato"), {}, true }, day)
        == QStringLiteral("collision-lab-Hanako-Sato-2026-11-24.csv"));
    CHECK(reportFileName({ QStringLiteral("佐藤/花子?"), {}, true }, day)
        == QStringLiteral("collision-lab-佐藤-花子-2026-11-24.csv"));
    CHECK(reportFileName({}, day) == QStringLiteral("collision-lab-2026-11-24.csv"));
}

TEST_CASE(
    "report: a report and a progress file read back, foreign and damaged files are refused with a reason")
{
    const Student who { QStringLiteral("Ken"), QStringLiteral("3A"), true };
    const QByteArray csv = studentReportCsv(who, someWork(), kTasks);
    const ClassFileRead read = readClassFile(csv, kTasks);
    REQUIRE(read.problem == ClassFileRead::Problem::None);
    CHECK(read.report.student.name == QStringLiteral("Ken"));
    REQUIRE(read.report.rows.size() == 2);
    CHECK(read.report.rows[0].record.attempts == 1);
    CHECK(read.report.rows[0].record.solutionVisible());
    CHECK(read.report.rows[0].record.lastAnswer == QStringLiteral("=r1.Left < 3, \"quoted\""));

    const QByteArray progress = R"({"version": 1, "student": {"name": "Aiko", "class": ""}, "exercises": {
        "area_move": {"status": "done", "attempts": 2, "data": {}, "tasks": {"rules": {"status": "done", "attempts": 2, "solved": true}}}}})";
    const ClassFileRead fromJson = readClassFile(progress, kTasks);
    REQUIRE(fromJson.problem == ClassFileRead::Problem::None);
    CHECK(fromJson.report.student.name == QStringLiteral("Aiko"));
    CHECK(fromJson.report.rows[1].record.status == ExerciseStatus::Done);

    QByteArray cut = csv;
    cut.replace("in_progress", "half-done");
    CHECK(readClassFile(cut, kTasks).problem == ClassFileRead::Problem::Damaged);
    CHECK(readClassFile(cut, kTasks).detail == QStringLiteral("row 2"));
    CHECK(readClassFile(csv.left(csv.size() - 30) + "\"unclosed", kTasks).problem
        == ClassFileRead::Problem::Damaged);
    CHECK(readClassFile("name,score\nKen,3\n", kTasks).problem == ClassFileRead::Problem::NotOurs);
    CHECK(readClassFile("exercise,title,status,attempts,updated\r\narea_move,AreaMove,done,4,\r\n", kTasks)
              .problem
        == ClassFileRead::Problem::NotOurs); // the report before tasks had rows
    CHECK(readClassFile(QByteArray("\x89PNG\r\n\x1a\n\xff\xfe", 10), kTasks).problem
        == ClassFileRead::Problem::NotOurs);
    CHECK(readClassFile(R"({"version": 3, "exercises": {}})", kTasks).problem
        == ClassFileRead::Problem::NewerVersion);
    CHECK(readClassFile(R"({"version": 1, "exercises": {"e": {"status": "odd"}}})", kTasks).problem
        == ClassFileRead::Problem::Damaged);
    CHECK(readClassFile(R"({"lesson": "lines"})", kTasks).problem == ClassFileRead::Problem::NotOurs);
}

TEST_CASE("report: a prediction whose answer was shown is \"revealed\", not done, and reads back so")
{
    const Student who { QStringLiteral("Ken"), QStringLiteral("3A"), true };
    const QList<ReportTask> tasks = { { QStringLiteral("circles"), QStringLiteral("predict-verdict") } };
    TaskRecord r;
    r.check(QStringLiteral("apart"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    r.revealed = true;
    ExerciseProgress p;
    p.tasks.insert(QStringLiteral("predict-verdict"), r);
    const QByteArray csv = studentReportCsv(who, { { QStringLiteral("circles"), p } }, tasks);
    CHECK(csv.contains(",revealed,"));
    const ClassFileRead read = readClassFile(csv, tasks);
    REQUIRE(read.problem == ClassFileRead::Problem::None);
    REQUIRE(read.report.rows.size() == 1);
    CHECK(read.report.rows[0].record.revealed);
    CHECK(read.report.rows[0].record.status == ExerciseStatus::InProgress);
    CHECK_FALSE(read.report.rows[0].record.solved);
    // Right on a fresh scene later: done, whatever was revealed before.
    r.check(QStringLiteral("touch"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    p.tasks.insert(QStringLiteral("predict-verdict"), r);
    CHECK(reportStatusKey(r) == QStringLiteral("done"));
    CHECK(studentReportCsv(who, { { QStringLiteral("circles"), p } }, tasks).contains(",done,"));
}

} // namespace test_report
