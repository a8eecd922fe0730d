// libFuzzer entry for the progress file: the bytes are what is found on disk as progress.json.
// Checks: no crash, no UB; an unreadable file is kept aside byte for byte and never written
// over; a file from a newer version is left exactly as it was; a readable one survives a save
// and a second load with the same exercises.
#include "core/records/progress.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
void check(bool ok)
{
    if (!ok)
        std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static QTemporaryDir dir;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QDir folder(dir.path());
    for (const QString& name : folder.entryList(QDir::Files))
        folder.remove(name);
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    {
        QFile f(path);
        check(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
    }
    lab::ProgressStore store(path);
    const auto result = store.load();
    using Outcome = lab::ProgressStore::LoadOutcome;
    switch (result.outcome) {
    case Outcome::Recovered:
        check(!result.backupPath.isEmpty() && readAll(result.backupPath) == bytes);
        check(store.exerciseIds().isEmpty());
        break;
    case Outcome::NewerVersion:
        store.update(QStringLiteral("area_move"), lab::ExerciseProgress {});
        check(readAll(path) == bytes);
        break;
    case Outcome::Loaded: {
        const QStringList ids = store.exerciseIds();
        check(store.save());
        lab::ProgressStore again(path);
        check(again.load().outcome == Outcome::Loaded);
        QStringList a = ids, b = again.exerciseIds();
        a.sort();
        b.sort();
        check(a == b);
        for (const QString& id : a)
            check(store.exercise(id).attempts == again.exercise(id).attempts
                && store.exercise(id).status == again.exercise(id).status);
        break;
    }
    case Outcome::Fresh:
    case Outcome::NotAFile:
    case Outcome::FolderUnwritable: std::abort(); // a file is there and its folder is ours
    }
    return 0;
}
