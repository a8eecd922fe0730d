// bench/class_load's other process: the simulated students (the real StudentLink and
// ProgressStore, no window) and, with --abuse, the peers that try what they should not.
#pragma once

#include "session/join_code.h"

#include <QHostAddress>
#include <QString>

namespace classload {

struct StudentsPlan {
    int students = 40;
    int seconds = 30;
    double rate = 0.5; // attempts a second, per student
    quint16 port = 0;
    lab::JoinCode code;
    QString out; // where the attempts and the abuse counts are written
    bool abuse = false;
    bool publicPeer = false; // 203.0.113.7 is on this machine's loopback (a namespace of our own)
};

// Student i's loopback address (as if from a machine of their own) and token.
QHostAddress studentAddress(int i);
QString studentToken(int i);

// --poll: the class votes twice on a prediction (class_load_poll.cpp). The teacher's side, and the
// students' process it starts (each votes once or twice a round, at a random moment).
int runPollTeacher(int students, const QString& self);
int runPollStudents(int students, quint16 port, const lab::JoinCode& code, const QString& out);

// Runs the students (and the abuse) for plan.seconds, then until every record is acknowledged;
// writes plan.out and returns the process's exit code.
int runStudents(const StudentsPlan& plan);

} // namespace classload
