// The student's exercise progress, kept in one JSON file per user (QStandardPaths), written
// atomically (QSaveFile). A file that cannot be read is moved aside, never overwritten silently.
#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>

class QTimer;

namespace lab {

enum class ExerciseStatus { NotStarted, InProgress, Done };

struct ExerciseProgress {
    ExerciseStatus status = ExerciseStatus::NotStarted;
    int attempts = 0;       // answers checked so far
    QJsonObject data;       // the exercise's own state and answers
    QDateTime updated;      // UTC
};

class ProgressStore : public QObject {
    Q_OBJECT
public:
    enum class LoadOutcome {
        Fresh,     // no file yet
        Loaded,
        Recovered, // the file was unreadable: it is kept at backupPath, and we start empty
        // In the three cases below nothing on disk is touched: the exercises start empty in
        // memory and nothing is written until the student saves to another file (saveTo).
        NewerVersion,     // written by a newer Collision Lab: left as it is for that version
        NotAFile,         // a folder (or something else that is not a file) is at the path
        FolderUnwritable, // the data folder cannot be created or written
    };
    struct LoadResult {
        LoadOutcome outcome = LoadOutcome::Fresh;
        QString backupPath;
    };

    explicit ProgressStore(QString path, QObject* parent = nullptr);

    // <AppDataLocation>/progress.json
    static QString defaultPath();
    // The store the exercises use; the app (or a test) sets it. May be null.
    static ProgressStore* instance();
    static void setInstance(ProgressStore* store);

    QString path() const { return m_path; }
    LoadResult load();

    ExerciseProgress exercise(const QString& id) const;
    QStringList exerciseIds() const { return m_exercises.keys(); }
    // Replaces the exercise's record and stamps it. The first change after a quiet second is
    // saved at once; further changes within that second are saved together at its end, so a
    // continuous edit (a drag) writes at most once a second and a crash loses at most the last
    // second. On a write error the data stays in memory (and is written with the next successful
    // save); saveFailed() says why.
    void update(const QString& id, ExerciseProgress progress);
    bool save();
    // Saves now if anything changed since the last save (lesson switch, close, exit).
    void flush();
    bool hasUnsavedChanges() const { return m_dirty; }
    ~ProgressStore() override;
    // Saves to `path` from now on (after NewerVersion, NotAFile, FolderUnwritable or a failed
    // save); false, with the old path kept, when that file cannot be written either.
    bool saveTo(const QString& path);
    // True while saves are held back because the file at path() must not be overwritten.
    bool isWriteBlocked() const { return m_writeBlocked; }

    // One row per id: id, title, status, attempts, last update. RFC 4180 quoting.
    QString toCsv(const QList<QPair<QString, QString>>& idsAndTitles) const;

    static QString statusKey(ExerciseStatus status);

signals:
    void changed(const QString& id);
    void saveFailed(const QString& path);

private:
    QString m_path;
    QHash<QString, ExerciseProgress> m_exercises;
    bool m_writeBlocked = false;
    bool m_dirty = false;
    QTimer* m_quietSecond = nullptr;
};

} // namespace lab
