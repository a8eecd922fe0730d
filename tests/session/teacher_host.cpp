// A teacher's class with no window, for the test that kills the teacher mid-class: the same
// ClassSession the app runs, in a process of its own. Starts the class (or, with --resume,
// continues the one kept at --state), prints "ready <port> <code>", then a line
// "attempts <token> <n>" each time a student's record changes the attempts the class holds.
//   class_teacher_host --state <class.json> --port <port> [--resume]
#include "session/class_session.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    lab::ClassSession::Options options;
    options.statePath = args.value(args.indexOf(QStringLiteral("--state")) + 1);
    options.port = quint16(args.value(args.indexOf(QStringLiteral("--port")) + 1).toUInt());
    options.title = QStringLiteral("Host");
    options.announce = false;
    lab::ClassSession session;
    const bool resume = args.contains(QStringLiteral("--resume"));
    if (!(resume ? session.resume(options) : session.start(options))) {
        std::fprintf(stderr, "cannot start the class\n");
        return 1;
    }
    QTextStream out(stdout);
    out << "ready " << session.port() << ' ' << session.code().text() << Qt::endl;
    QObject::connect(&session, &lab::ClassSession::studentChanged, [&](int index) {
        const lab::ClassStudent& s = session.students().at(index);
        int attempts = 0;
        for (const lab::ReportRow& row : s.record.rows)
            attempts += row.record.attempts;
        out << "attempts " << s.token << ' ' << attempts << Qt::endl;
    });
    return app.exec();
}
