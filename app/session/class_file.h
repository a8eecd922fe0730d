// A class as the teacher's machine keeps it while it runs (<AppData>/class.json, readable only by
// its owner: it holds the session's private key): the title, the secret and TLS identity (so the
// same join code works after the app restarts), the port, the steering, every student with
// the last record they sent, and the counts of every vote. End class removes it. Read like our other files:
// size, JSON, format "collision-lab-class", version, and every field checked; anything else is refused whole.
#pragma once

#include "messages.h"
#include "session_identity.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>

#include <optional>

namespace lab {

// One step of a student's work as the teacher saw it arrive (issue 40): a record in which a task's
// attempts grew. Several attempts in one step were made while the student was away, or before the
// teacher first heard from them this class (earlier).
struct AttemptStep {
    QDateTime at; // UTC, when the record arrived
    ReportTask task;
    QString answer; // the task's last answer then
    int attempts = 1;
    bool right = false; // the last of them was right
    int hintsSeen = 0;
    bool earlier = false;
    bool operator==(const AttemptStep&) const = default;
};
inline constexpr int kMaxTimeline = 500; // steps kept per student, the newest

// One student of the class, as the teacher's table shows them.
struct ClassStudent {
    QString token;
    QString name;
    QString classId;
    int number = 0; // in the order they first joined: what the projector shows instead of the name
    bool connected = false; // not kept in the file
    StudentRecord record;
    QDateTime lastChange; // UTC: the last record that changed a task or the lesson
    QDateTime lastActive; // UTC: the student's last key or click, as they last reported it
    QList<AttemptStep> timeline; // while this app runs the class (not kept in the file)
};

struct SavedClass {
    static constexpr int kVersion = 1;
    static constexpr qsizetype kMaxBytes = 4 << 20;

    QDateTime started; // UTC
    QString title;
    QString secret;
    SessionIdentity identity;
    quint16 port = 0;
    Steering steering;
    QList<ClassStudent> students;
    QList<PollResult> polls; // every question the class was asked, the newest last
};

QByteArray classFileBytes(const SavedClass& saved);
std::optional<SavedClass> readClassFile(const QByteArray& bytes);
// Writes atomically, readable and writable by the owner only; false when it cannot.
bool writeClassFile(const QString& path, const SavedClass& saved);

} // namespace lab
