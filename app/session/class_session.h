// The teacher's class, with no window: its join code and TLS identity, the listener
// (ClassServer, in a network thread of its own: server_thread.h), the announcements (ClassAnnouncer), the
// students with their last records, the steering, and the class file that lets the same class start again
// after the app closed or crashed (class_file.h): the same code, the same students, and each student's record
// replaced by the next one they send, so that nothing is counted twice.
#pragma once

#include "class_file.h"
#include "class_server.h"
#include "join_code.h"
#include "local_network.h"
#include "server_thread.h"

#include <QObject>

class QThreadPool;
class QTimer;

namespace lab {

class ClassAnnouncer;

class ClassSession : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString statePath; // where the class is kept while it runs (class_file.h)
        QString title;
        // The port a new class listens on (0: any free one). A continued class takes the port it had;
        // a port that is taken gives way to any free one.
        quint16 port = kClassPort;
        quint16 discoveryPort = 0; // 0: the usual one
        bool announce = true;
        PeerLimits limits;
    };

    explicit ClassSession(QObject* parent = nullptr);
    ~ClassSession() override;

    // The class kept at `statePath`, if there is one to continue.
    static std::optional<SavedClass> savedClass(const QString& statePath);
    // A new class (new key, certificate and code); false when it cannot listen or make its key.
    bool start(const Options& options);
    // The class kept at options.statePath again, with its code and students.
    bool resume(const Options& options);
    // Tells every student the class is over, stops, and forgets the kept class.
    void end();
    bool isRunning() const { return m_network != nullptr; }

    JoinCode code() const { return m_code; }
    quint16 port() const;
    QString title() const { return m_saved.title; }
    const QList<ClassStudent>& students() const { return m_saved.students; }
    int indexOf(const QString& token) const;
    // Frees the student's name and takes their row out (a student who joined by mistake).
    void forget(const QString& token);

    // "Everyone to this": `scene` (a scene file's JSON) opens on every student's screen.
    void sendEveryoneTo(const QJsonObject& scene);
    void setPaused(bool paused);
    // "Let go": no pause, no vote, and no scene for those who join later.
    void letGo();

    // The class's vote (poll.h). Asks everyone `task` of `lesson` on `scene` (a scene file's JSON);
    // `right` is the answer the teacher's app computed for it (kept here, never sent).
    void askEveryone(
        const QString& lesson, const QString& task, const QJsonObject& scene, const QString& right);
    void closeVote();
    // Round 2: everyone votes again, their round 1 vote kept apart.
    void voteAgain();
    void revealVote();
    // The question leaves every screen; its counts stay in pollResults().
    void endVote();
    const Poll& poll() const { return m_saved.steering.poll; }
    const QList<PollResult>& pollResults() const { return m_saved.polls; }
    const Steering& steering() const { return m_saved.steering; }
    // Runs `work` on the network thread while the caller waits (tests; nothing on a drag's path).
    void onServer(const std::function<void(ClassServer&)>& work);
    // Computers locked out for wrong codes (as the server last said), and letting them try again.
    int lockedCount() const { return m_locked; }
    void unlockAll();
    // Writes the class file now if anything changed (also done a moment after each change), on a
    // thread of its own: the file is synced to the disk, which may take a while.
    void saveNow();
    // Waits until what saveNow() started is on the disk.
    void waitSaved();

signals:
    void studentAdded(int index);
    void studentChanged(int index);
    void studentRemoved(int index);
    void steeringChanged();
    void event(const lab::SessionEvent& event);
    void lockedChanged(int count);
    // The vote or its counts changed.
    void pollChanged();

private:
    bool listen(const Options& options);
    void onJoined(const QString& token, const QString& name, const QString& classId);
    void onLeft(const QString& token);
    void onRecord(const QString& token, const StudentRecord& record);
    void onIdle(const QString& token, int idleSeconds);
    void setSteering(const Steering& steering);
    void setPoll(const Poll& poll);
    // Counts the open round again from the students' records (once per student).
    void countVotes();
    void scheduleSave();

    SavedClass m_saved;
    JoinCode m_code;
    QString m_statePath;
    std::unique_ptr<ServerThread> m_network;
    std::vector<std::shared_ptr<ServerThread>> m_ending; // telling everyone the class is over
    int m_locked = 0;
    ClassAnnouncer* m_announcer = nullptr;
    QTimer* m_saveTimer;
    QThreadPool* m_writer;
    bool m_dirty = false;
};

} // namespace lab
