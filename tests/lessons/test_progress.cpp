#include "core/progress.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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
        QByteArray(),                                          // empty file
        QByteArray("{ this is not json"),                      // corrupt
        QByteArray("[1, 2, 3]"),                               // not an object
        QByteArray(R"({"version": 0, "exercises": {}})"),      // a format that never existed
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
        store.update(QStringLiteral("e"), ExerciseProgress{});
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

TEST_CASE("ProgressStore: the teacher's CSV has a row per exercise and quotes commas")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("p.json")));
    ExerciseProgress done;
    done.status = ExerciseStatus::Done;
    done.attempts = 2;
    store.update(QStringLiteral("area_move"), done);
    const QString csv = store.toCsv({{QStringLiteral("area_move"), QStringLiteral("Exercise: AreaMove")},
                                     {QStringLiteral("car_circles"), QStringLiteral("Cars, circles")}});
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == QStringLiteral("exercise,title,status,attempts,updated"));
    CHECK(lines[1].startsWith(QStringLiteral("area_move,Exercise: AreaMove,done,2,")));
    CHECK(lines[2] == QStringLiteral("car_circles,\"Cars, circles\",not_started,0,"));
}

TEST_CASE("ProgressStore: a file from a newer version is left untouched, work goes on and can be saved elsewhere")
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
    CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("progress.json")});
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

TEST_CASE("ProgressStore: a folder where the file should be, or a folder that cannot be made, blocks saving without touching anything")
{
    QTemporaryDir dir;
    // A folder named progress.json, with something inside.
    const QString folder = dir.filePath(QStringLiteral("progress.json"));
    REQUIRE(QDir().mkpath(folder + QStringLiteral("/inside")));
    ProgressStore store(folder);
    CHECK(store.load().outcome == ProgressStore::LoadOutcome::NotAFile);
    CHECK(store.isWriteBlocked());
    store.update(QStringLiteral("e"), ExerciseProgress{});
    CHECK(QFileInfo(folder).isDir());
    CHECK(QFileInfo(folder + QStringLiteral("/inside")).isDir());

    // The data folder's parent is a file: the folder can never be created (also as root).
    const QString blocker = dir.filePath(QStringLiteral("plain-file"));
    write(blocker, "x");
    ProgressStore nowhere(blocker + QStringLiteral("/data/progress.json"));
    QSignalSpy failed(&nowhere, &ProgressStore::saveFailed);
    CHECK(nowhere.load().outcome == ProgressStore::LoadOutcome::FolderUnwritable);
    nowhere.update(QStringLiteral("e"), ExerciseProgress{});
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
