// bench/class_load's other process: the simulated students (the real StudentLink and
// ProgressStore, no window) and, with --abuse, the peers that try what they should not.
#pragma once

#include "session/join_code.h"

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

// Runs the students (and the abuse) for plan.seconds, then until every record is acknowledged;
// writes plan.out and returns the process's exit code.
int runStudents(const StudentsPlan& plan);

} // namespace classload
