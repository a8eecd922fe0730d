// How the window takes part in a live class (issue 32), through this one object: the Class menu
// (Start a class, Class window, End class; Join a class, Leave the class), the teacher's
// ClassSession with its Class window, and the student's StudentLink with the join dialog, the
// pause panel, the scene the teacher sends everyone to, the class's vote (class_vote.h), and a line in the
// status bar. The window gives it what it needs through Host and knows nothing else of it.
#pragma once

#include "session/class_session.h"
#include "session/student_link.h"

#include "core/records/scene_file.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QTimer;

namespace lab {

class ClassVote;
class ClassWindow;
class TaskPanel;
class JoinDialog;
class PauseOverlay;
class ProgressStore;

// Where the class lives on this machine: the kept class, and the ports.
struct ClassPlaces {
    QString statePath; // <AppData>/class.json unless given
    quint16 discoveryPort = 0; // 0: the usual one
    quint16 classPort = 0; // 0: the usual one (local_network.h)
};

class LiveClassController : public QObject {
    Q_OBJECT
public:
    struct Host {
        QMainWindow* window = nullptr;
        std::function<QString()> lessonId; // the lesson on screen
        std::function<SceneFile()> scene; // the scene on screen, for "everyone to this"
        std::function<bool(const SceneFile&)> showScene; // opens a scene the teacher sent
        std::function<void()> showTeachersGuide; // the guide's page for teachers
        // The task panel of the lesson on screen, brought into view when `show` (a class vote);
        // none: nullptr.
        std::function<TaskPanel*(bool show)> tasks;
    };
    struct Actions {
        QAction* start = nullptr;
        QAction* window = nullptr;
        QAction* end = nullptr;
        QAction* join = nullptr;
        QAction* leave = nullptr;
        QAction* guide = nullptr;
    };

    LiveClassController(
        Host host, ProgressStore* store, ClassPlaces places = ClassPlaces(), QObject* parent = nullptr);
    ~LiveClassController() override;

    QMenu* menu() const { return m_menu; }
    const Actions& actions() const { return m_actions; }
    ClassSession* session() const { return m_session.get(); }
    StudentLink* link() const { return m_link.get(); }
    ClassWindow* classWindow() const { return m_window; }
    PauseOverlay* pause() const { return m_pause; }
    ClassVote* vote() const { return m_vote; }

    // Teacher: continues the kept class (if `resume` and there is one) or starts a new one with
    // `title`; false when it cannot listen. startClass() asks the teacher which, and the title.
    bool startClassWith(bool resume, const QString& title);
    void startClass();
    // Asks first; endClassNow() does not.
    void endClass();
    void endClassNow();
    void showClassWindow();
    // Student: the dialog (kept open until joined), and joining without it.
    JoinDialog* showJoinDialog();
    // `again`: back into the class the student was in when the app last closed.
    void join(const StudentLink::Target& target, const QString& name, bool again = false);
    void leaveClass();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void retranslate();
    void updateActions();
    void onSteered(const Steering& steering);
    void onLinkState(StudentLink::State state);
    void updateStatusLine();
    void sendEveryoneToThis();
    QString token();

    Host m_host;
    ProgressStore* m_store;
    ClassPlaces m_places;
    QMenu* m_menu;
    Actions m_actions;
    std::unique_ptr<ClassSession> m_session;
    std::unique_ptr<StudentLink> m_link;
    ClassWindow* m_window = nullptr;
    PauseOverlay* m_pause = nullptr;
    ClassVote* m_vote = nullptr;
    QLabel* m_statusLine = nullptr;
    QTimer* m_lessonWatch;
    qint64 m_appliedSequence = 0;
    Steering m_lastSteering; // the steering before the newest, to tell "let go" apart
};

} // namespace lab
