// A class vote in the window (poll.h). The teacher asks a task of the lesson on their screen: the
// task's own fresh scene goes on their canvas (when it draws one), their task panel watches (the
// verdict waits for Reveal), and that scene goes to everyone with the question. A student's app
// opens the lesson on that scene, opens the task in its vote mode (TaskPanel::startVote) and hands
// each vote on; it follows Close, Vote again, Reveal (the vote's scene put back first, then the
// student's vote judged) and End, and a student who joins during a vote is asked it too.
#pragma once

#include "vote_panel.h"

#include "session/poll.h"

#include "core/records/scene_file.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace lab {

class ClassSession;
class TaskPanel;

class ClassVote : public QObject {
    Q_OBJECT
public:
    struct Host {
        // The task panel of the lesson on screen, brought into view when `show`; nullptr when
        // it has none.
        std::function<TaskPanel*(bool show)> tasks;
        std::function<SceneFile()> scene;
        std::function<bool(const SceneFile&)> showScene;
    };
    explicit ClassVote(Host host, QObject* parent = nullptr);

    // Teacher: the tasks of the lesson on screen a class can vote on (predictions and numbers).
    QList<VotePanel::Askable> askable() const;
    // Asks everyone task `index` of the lesson on screen; false when there is none to ask.
    bool ask(ClassSession& session, int index);
    // Teacher: their own panel follows the vote (reveals with everyone, ends with it).
    void followTeacher(const Poll& poll);
    // Student: the vote the teacher's steering carries (none: the vote is over).
    void followStudent(const Poll& poll);
    TaskPanel* panel() const;

signals:
    void voted(const QString& answer);
    // What the student is told in the status bar.
    void message(const QString& text);

private:
    bool openVote(const Poll& poll);
    void usePanel(TaskPanel* panel);

    Host m_host;
    QPointer<TaskPanel> m_panel;
    Poll m_poll; // the vote as last followed
    bool m_opened = false; // the student's app could show it
};

} // namespace lab
