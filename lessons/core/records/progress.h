// The student's exercise progress, kept in one JSON file per user (QStandardPaths), written
// atomically (QSaveFile). A file that cannot be read is moved aside, never overwritten silently.
// It holds who did the work (name, optional class or ID), and per exercise its state, its own
// data and one TaskRecord per task (what the teacher's report lists).
#pragma once

#include "task_record.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QString>

class QTimer;

namespace lab {

struct ExerciseProgress {
    ExerciseStatus status = ExerciseStatus::NotStarted;
    int attempts = 0; // real attempts so far, all tasks together
    QJsonObject data; // the exercise's own state and answers
    QDateTime updated; // UTC
    QMap<QString, TaskRecord> tasks; // by task id (Lesson::tasks() gives the order)
};

// Who did the work. `asked`: the name prompt was answered or put off, so it is not asked again.
struct Student {
    QString name;
    QString classId;
    bool asked = false;
    bool operator==(const Student&) const = default;
};

// A progress file read without touching it (the class overview reads many).
struct ProgressFileRead {
    enum class Problem { None, NotJson, NotProgress, NewerVersion, Damaged };
    Problem problem = Problem::None;
    Student student;
    QHash<QString, ExerciseProgress> exercises;
};
ProgressFileRead readProgressFile(const QByteArray& bytes);

// A piece of a file name made from a student's name: letters (any script), digits, '-' and '_'
// kept, everything else a '-', at most 40 characters; empty for an empty name.
QString fileNamePart(const QString& text);

class ProgressStore : public QObject {
    Q_OBJECT
public:
    enum class LoadOutcome {
        Fresh, // no file yet
        Loaded,
        Recovered, // the file was unreadable: it is kept at backupPath, and we start empty
        // In the three cases below nothing on disk is touched: the exercises start empty in
        // memory and nothing is written until the student saves to another file (saveTo).
        NewerVersion, // written by a newer Collision Detection Lab: left as it is for that version
        NotAFile, // a folder (or something else that is not a file) is at the path
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
    // Who did the work; saved with the progress.
    const Student& student() const { return m_student; }
    void setStudent(const Student& student);
    // True once any exercise has left "not started": the moment the name prompt asks.
    bool hasWork() const;

    enum class NewStudentOutcome {
        Started, // the old record is at keptAt (empty when there was no file yet)
        NotKept, // the old file could not be moved or copied aside: nothing changed
        NeedsSaveAs, // saves are held back and answers exist only in memory: nothing changed
    };
    struct NewStudentResult {
        NewStudentOutcome outcome = NewStudentOutcome::Started;
        QString keptAt;
    };
    // Starts an empty record at path() for the next student: the current file is first kept
    // aside next to it under a dated name (progress.<name>.<date-time>.json), never deleted.
    // Emits reset() when it started.
    NewStudentResult startNewStudent();
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

signals:
    void changed(const QString& id);
    void studentChanged();
    // Everything is empty now (New student): exercises on screen must read their state again.
    void reset();
    void saveFailed(const QString& path);

private:
    void scheduleSave(); // the first change after a quiet second at once, the rest at its end

    QString m_path;
    QHash<QString, ExerciseProgress> m_exercises;
    Student m_student;
    bool m_writeBlocked = false;
    bool m_dirty = false;
    QTimer* m_quietSecond = nullptr;
};

// Whether task `taskId` of lesson `lessonId` is answered (TaskRecord::answered) in the student's
// progress; `withoutStore` when there is no progress store (tools, tests).
bool taskAnswered(const QString& lessonId, const QString& taskId, bool withoutStore);
// An exercise saved before the task panel kept its task's record: the record, in the store, from
// the exercise's attempts and status (nothing when the task has a record or nothing was done).
void recordFromBefore(ProgressStore& store, const QString& lessonId, const QString& taskId);

} // namespace lab
