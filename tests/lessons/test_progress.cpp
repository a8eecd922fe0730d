#include "core/records/progress.h"

#include <catch2/catch.hpp>

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace test_progress {

using namespace lab;

namespace {
void write(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}
QByteArray read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

TEST_CASE("ProgressStore: a fresh store has nothing and a round trip keeps everything")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/progress.json"));
    {
        ProgressStore store(path);
        CHECK(store.load().outcome == ProgressStore::LoadOutcome::Fresh);
        CHECK(store.exercise(QStringLiteral("area_move")).status == ExerciseStatus::NotStarted);
        ExerciseProgress p;
        p.status = ExerciseStatus::InProgress;
        p.attempts = 3;
        p.data.insert(QStringLiteral("left"), QStringLiteral("-Width / 2"));
        store.update(QStringLiteral("area_move"), p);
    }
    ProgressStore again(path);
    CHECK(again.load().outcome == ProgressStore::LoadOutcome::Loaded);
    const ExerciseProgress p = again.exercise(QStringLiteral("area_move"));
    CHECK(p.status == ExerciseStatus::InProgress);
    CHECK(p.attempts == 3);
    CHECK(p.data.value(QStringLiteral("left")).toString() == QStringLiteral("-Width / 2"));
    CHECK(p.updated.isValid());
}

TEST_CASE("ProgressStore: an unreadable file is kept aside, the store starts empty, nothing is overwritten")
{
    const QByteArray cases[] = {
        QByteArray(), // empty file
        QByteArray("{ this is not json"), // corrupt
        QByteArray("[1, 2, 3]"), // not an object
        QByteArray(R"({"version": 0, "exercises": {}})"), // a format that never existed
        QByteArray(R"({"version": 1, "exercises": {"e": {"status": "weird", "attempts": 1, "data": {}}}})"),
        QByteArray(R"({"version": 1, "exercises": {"e": {"status": "done", "attempts": -4, "data": {}}}})"),
    };
    for (const QByteArray& bytes : cases) {
        INFO(bytes.toStdString());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("progress.json"));
        write(path, bytes);
        ProgressStore store(path);
        const auto result = store.load();
        CHECK(result.outcome == ProgressStore::LoadOutcome::Recovered);
        REQUIRE_FALSE(result.backupPath.isEmpty());
        CHECK(read(result.backupPath) == bytes);
        CHECK(store.exerciseIds().isEmpty());
        // Saving afterwards writes a new file and leaves the backup alone.
        store.update(QStringLiteral("e"), ExerciseProgress {});
        CHECK(read(result.backupPath) == bytes);
        ProgressStore reread(path);
        CHECK(reread.load().outcome == ProgressStore::LoadOutcome::Loaded);
    }
}

TEST_CASE("ProgressStore: a failed write is reported and the answers stay in memory")
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    write(blocker, "x"); // a file where the folder should be
    ProgressStore store(blocker + QStringLiteral("/progress.json"));
    QSignalSpy failed(&store, &ProgressStore::saveFailed);
    ExerciseProgress p;
    p.attempts = 7;
    store.update(QStringLiteral("square_collision"), p);
    CHECK(failed.count() == 1);
    CHECK(store.exercise(QStringLiteral("square_collision")).attempts == 7);
}

TEST_CASE("ProgressStore: who did the work and each task's record are kept with the progress")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    {
        ProgressStore store(path);
        store.load();
        QSignalSpy named(&store, &ProgressStore::studentChanged);
        store.setStudent({ QStringLiteral("  佐藤 花子 "), QStringLiteral("2-B"), true });
        CHECK(named.count() == 1);
        ExerciseProgress p;
        p.status = ExerciseStatus::InProgress;
        TaskRecord r;
        r.check(QStringLiteral("sqrt(2500)"), AnswerState::Wrong, 2, QDateTime::currentDateTimeUtc());
        p.tasks.insert(QStringLiteral("example1"), r);
        store.update(QStringLiteral("car_circles"), p);
        CHECK(store.hasWork());
    }
    ProgressStore again(path);
    REQUIRE(again.load().outcome == ProgressStore::LoadOutcome::Loaded);
    CHECK(again.student().name == QStringLiteral("佐藤 花子"));
    CHECK(again.student().classId == QStringLiteral("2-B"));
    CHECK(again.student().asked);
    const TaskRecord r
        = again.exercise(QStringLiteral("car_circles")).tasks.value(QStringLiteral("example1"));
    CHECK(r.attempts == 1);
    CHECK(r.hintsSeen == 2);
    CHECK(r.lastAnswer == QStringLiteral("sqrt(2500)"));
    // An exercise that sends no task records keeps the ones it had.
    ExerciseProgress bare = again.exercise(QStringLiteral("car_circles"));
    bare.tasks.clear();
    again.update(QStringLiteral("car_circles"), bare);
    CHECK(
        again.exercise(QStringLiteral("car_circles")).tasks.value(QStringLiteral("example1")).attempts == 1);
}

TEST_CASE("ProgressStore: New student keeps the old record aside under a dated name and starts empty")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    store.load();
    store.setStudent({ QStringLiteral("Ken Ito"), QStringLiteral("3A"), true });
    ExerciseProgress p;
    p.status = ExerciseStatus::Done;
    p.attempts = 5;
    store.update(QStringLiteral("area_move"), p);
    store.flush();
    const QByteArray before = read(path);
    QSignalSpy reset(&store, &ProgressStore::reset);
    const auto result = store.startNewStudent();
    REQUIRE(result.outcome == ProgressStore::NewStudentOutcome::Started);
    CHECK(reset.count() == 1);
    CHECK(QFileInfo(result.keptAt).fileName().startsWith(QStringLiteral("progress.Ken-Ito.")));
    CHECK(QFileInfo(result.keptAt)
              .fileName()
              .contains(QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"))));
    CHECK(read(result.keptAt) == before); // kept byte for byte
    CHECK(store.exerciseIds().isEmpty());
    CHECK(store.student().name.isEmpty());
    CHECK_FALSE(store.hasWork());
    ProgressStore fresh(path);
    REQUIRE(fresh.load().outcome == ProgressStore::LoadOutcome::Loaded);
    CHECK(fresh.exerciseIds().isEmpty());
    // A second new student right away keeps that (empty) record too, under another name.
    const auto second = store.startNewStudent();
    CHECK(second.outcome == ProgressStore::NewStudentOutcome::Started);
    CHECK(second.keptAt != result.keptAt);
    CHECK(read(result.keptAt) == before);
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 3);
}

TEST_CASE("ProgressStore: New student changes nothing while the answers live only in memory")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, R"({"version": 5, "exercises": {}})");
    ProgressStore store(path);
    REQUIRE(store.load().outcome == ProgressStore::LoadOutcome::NewerVersion);
    ExerciseProgress p;
    p.attempts = 2;
    store.update(QStringLiteral("area_move"), p);
    CHECK(store.startNewStudent().outcome == ProgressStore::NewStudentOutcome::NeedsSaveAs);
    CHECK(store.exercise(QStringLiteral("area_move")).attempts == 2);
    CHECK(read(path) == QByteArray(R"({"version": 5, "exercises": {}})"));
}

TEST_CASE(
    "ProgressStore: a file from a newer version is left untouched, work goes on and can be saved elsewhere")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const QByteArray newer(R"({"version": 2, "exercises": {"e": {"stars": 3}}, "classes": []})");
    write(path, newer);
    ProgressStore store(path);
    QSignalSpy failed(&store, &ProgressStore::saveFailed);
    const auto result = store.load();
    CHECK(result.outcome == ProgressStore::LoadOutcome::NewerVersion);
    CHECK(result.backupPath.isEmpty());
    CHECK(store.isWriteBlocked());
    ExerciseProgress p;
    p.status = ExerciseStatus::Done;
    p.attempts = 2;
    store.update(QStringLiteral("area_move"), p);
    CHECK(failed.count() == 1);
    CHECK(read(path) == newer); // never written over, never moved
    CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList { QStringLiteral("progress.json") });
    CHECK(store.exercise(QStringLiteral("area_move")).attempts == 2); // kept in memory

    const QString elsewhere = dir.filePath(QStringLiteral("mine/progress-copy.json"));
    REQUIRE(store.saveTo(elsewhere));
    CHECK_FALSE(store.isWriteBlocked());
    CHECK(store.path() == elsewhere);
    ProgressStore copy(elsewhere);
    REQUIRE(copy.load().outcome == ProgressStore::LoadOutcome::Loaded);
    CHECK(copy.exercise(QStringLiteral("area_move")).status == ExerciseStatus::Done);
    CHECK(read(path) == newer);
}

TEST_CASE("ProgressStore: a folder where the file should be, or a folder that cannot be made, blocks saving "
          "without touching anything")
{
    QTemporaryDir dir;
    // A folder named progress.json, with something inside.
    const QString folder = dir.filePath(QStringLiteral("progress.json"));
    REQUIRE(QDir().mkpath(folder + QStringLiteral("/inside")));
    ProgressStore store(folder);
    CHECK(store.load().outcome == ProgressStore::LoadOutcome::NotAFile);
    CHECK(store.isWriteBlocked());
    store.update(QStringLiteral("e"), ExerciseProgress {});
    CHECK(QFileInfo(folder).isDir());
    CHECK(QFileInfo(folder + QStringLiteral("/inside")).isDir());

    // The data folder's parent is a file: the folder can never be created (also as root).
    const QString blocker = dir.filePath(QStringLiteral("plain-file"));
    write(blocker, "x");
    ProgressStore nowhere(blocker + QStringLiteral("/data/progress.json"));
    QSignalSpy failed(&nowhere, &ProgressStore::saveFailed);
    CHECK(nowhere.load().outcome == ProgressStore::LoadOutcome::FolderUnwritable);
    nowhere.update(QStringLiteral("e"), ExerciseProgress {});
    CHECK(failed.count() == 1);
    CHECK(read(blocker) == QByteArray("x"));
    // Saving elsewhere where it cannot be written either keeps the old path and the block.
    CHECK_FALSE(nowhere.saveTo(blocker + QStringLiteral("/other.json")));
    CHECK(nowhere.isWriteBlocked());
    CHECK(nowhere.saveTo(dir.filePath(QStringLiteral("ok.json"))));
}

TEST_CASE("ProgressStore: continuous changes are written at most once a second, and all of them by flush")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    store.load();
    ExerciseProgress p;
    p.status = ExerciseStatus::InProgress;
    p.attempts = 1;
    store.update(QStringLiteral("area_move"), p); // the first change is written at once
    REQUIRE(QFileInfo::exists(path));
    const QByteArray first = read(path);
    for (int i = 2; i <= 50; ++i) { // a drag: many changes within the same second
        p.attempts = i;
        store.update(QStringLiteral("area_move"), p);
    }
    CHECK(read(path) == first);
    CHECK(store.hasUnsavedChanges());
    // The end of the quiet second writes the last state...
    CHECK(QTest::qWaitFor([&] { return !store.hasUnsavedChanges(); }, 5000));
    {
        ProgressStore again(path);
        REQUIRE(again.load().outcome == ProgressStore::LoadOutcome::Loaded);
        CHECK(again.exercise(QStringLiteral("area_move")).attempts == 50);
    }
    // ...and flush (lesson switch, close) writes at once whatever is pending.
    p.attempts = 51;
    store.update(QStringLiteral("area_move"), p);
    p.attempts = 52;
    store.update(QStringLiteral("area_move"), p);
    store.flush();
    ProgressStore after(path);
    REQUIRE(after.load().outcome == ProgressStore::LoadOutcome::Loaded);
    CHECK(after.exercise(QStringLiteral("area_move")).attempts == 52);
}

} // namespace test_progress
