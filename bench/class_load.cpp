// class_load: a live class on this machine (issue 32). The teacher's session runs here with its
// table, while a second process runs N students (the real StudentLink, each with its own progress
// file, no window) that join, make attempts at a steady rate, leave and rejoin now and then, and at
// the end send whatever is left. Meanwhile the teacher's canvas is dragged in the real window
// (offscreen), as bench/ui_drag does, 60 moves a second. Prints
//   class students=<n> attempts=<sent>/<received> p50=<ms> p99=<ms> lost=<n> twice=<n> teacher_cpu=<%>
//   rss=<MiB> drag <lesson> p50=<ms> p99=<ms> max=<ms> moves=<n>
// and with --abuse, after peers that try wrong codes, garbage, frames of 10 MB, a flood, 500
// connections that never speak, a name that is taken, and (in a network namespace of its own, as
// root or in a user namespace) a peer from the public address 203.0.113.7:
//   abuse tried=<n> refused=<n> served=<n>
// and with --poll, instead of all this, the class votes twice on a prediction (class_load_poll.cpp):
//   poll students=<n> answered=<n>/<n> round2=<n>/<n> p50=<ms> p99=<ms> max=<ms> twice=<n>
// Latency is from a student's attempt to the teacher's table showing it, for attempts made while
// the student was in the class (those made while away arrive when they rejoin). teacher_cpu is what
// the class adds to the teacher's process: its CPU during the class less its CPU while the same
// drag ran alone just before. rss is the teacher's process, window and all.
// Options: --students N (40), --seconds S (30), --rate R (attempts a second per student, 0.5),
// --abuse, --no-drag, --students-nice N (the students' process at a lower priority, as if on
// machines of their own). A benchmark, not a test: on a shared machine, compare the drag with the
// drag alone it prints beside it.
#include "class_load_students.h"
#include "percentile.h"

#include "classroom/report_tasks.h"
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/text_view.h"
#include "session/class_session.h"
#include "session/class_table.h"
#include "session/session_clock.h"
#include "window/language.h"
#include "window/main_window.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/model/scene.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QMouseEvent>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include <sys/resource.h>
#include <unistd.h>

namespace {

struct Options {
    int students = 40;
    int seconds = 30;
    double rate = 0.5;
    bool abuse = false;
    bool drag = true;
    int studentsNice = 0;
};

using bench::percentile;

double cpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

double rssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.simplified().split(' ').value(1).toDouble() / 1024.0;
    }
    return 0;
}

void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The teacher's canvas, dragged in loops of 300 moves around its first handle.
class Dragger {
public:
    explicit Dragger(lab::Canvas& canvas)
        : m_canvas(canvas)
    {
    }
    // One move, timed as bench/ui_drag times it: the mouse event, the repaint, the events pending.
    double move()
    {
        if (m_moves % 300 == 0) {
            if (m_moves > 0)
                QTest::mouseRelease(&m_canvas, Qt::LeftButton, Qt::NoModifier, m_start);
            m_start = m_canvas.handleScreenPos(0).toPoint();
            QTest::mousePress(&m_canvas, Qt::LeftButton, Qt::NoModifier, m_start);
        }
        const double angle = 2 * M_PI * (++m_moves % 100) / 100.0;
        const QPoint at = m_start
            + QPoint(int(std::lround(30 * std::sin(angle))), int(std::lround(20 * (1 - std::cos(angle)))));
        const qint64 begin = lab::steadyMicros();
        QMouseEvent event(
            QEvent::MouseMove, at, m_canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&m_canvas, &event);
        m_canvas.repaint();
        QCoreApplication::processEvents();
        return double(lab::steadyMicros() - begin) / 1000.0;
    }
    // Moves at 60 a second for `ms`, the event loop running between them; returns their times.
    std::vector<double> run(int ms, const std::function<bool()>& stop = {})
    {
        std::vector<double> times;
        const qint64 end = lab::steadyMs() + ms;
        while (lab::steadyMs() < end && !(stop && stop())) {
            const qint64 next = lab::steadyMs() + 16;
            times.push_back(move());
            spin(int(std::max<qint64>(1, next - lab::steadyMs())));
        }
        return times;
    }

private:
    lab::Canvas& m_canvas;
    QPoint m_start;
    int m_moves = 0;
};

// When each student's attempts first showed in the teacher's table: shown[token][k - 1] for the
// k-th attempt, in ms of the steady clock that both processes share.
class TableWatch {
public:
    TableWatch(const lab::ClassSession& session, lab::ClassTableModel& table)
        : m_session(session)
    {
        QObject::connect(&table, &QAbstractItemModel::dataChanged,
            [this](const QModelIndex& from, const QModelIndex& to) { look(from.row(), to.row()); });
        QObject::connect(&table, &QAbstractItemModel::rowsInserted,
            [this](const QModelIndex&, int from, int to) { look(from, to); });
    }
    QHash<QString, std::vector<qint64>> shown;

private:
    void look(int from, int to)
    {
        const qint64 now = lab::steadyMs();
        for (int row = from; row <= to && row < m_session.students().size(); ++row) {
            const lab::ClassStudent& s = m_session.students().at(row);
            int total = 0;
            for (const lab::ReportRow& r : s.record.rows)
                total += r.record.attempts;
            std::vector<qint64>& times = shown[s.token];
            while (int(times.size()) < total)
                times.push_back(now);
        }
    }
    const lab::ClassSession& m_session;
};

struct StudentsOut {
    struct Attempt {
        qint64 ms;
        bool online;
    };
    QHash<QString, std::vector<Attempt>> attempts;
    int tried = 0, refused = 0, served = 0;
};

StudentsOut readStudentsOut(const QString& path)
{
    StudentsOut out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return out;
    QString token;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QList<QByteArray> w = line.split(' ');
        if (w.value(0) == "student")
            token = QString::fromLatin1(w.value(1)), out.attempts[token];
        else if (w.value(0) == "a")
            out.attempts[token].push_back({ w.value(1).toLongLong(), w.value(2) == "1" });
        else if (w.value(0) == "abuse")
            out.tried = w.value(1).toInt(), out.refused = w.value(2).toInt(), out.served = w.value(3).toInt();
    }
    return out;
}

void reportClass(const Options& o, const StudentsOut& out, const TableWatch& watch, double cpu, double rss)
{
    int sent = 0, received = 0, lost = 0, twice = 0;
    std::vector<double> latency;
    for (auto it = out.attempts.begin(); it != out.attempts.end(); ++it) {
        const std::vector<qint64> shown = watch.shown.value(it.key());
        const int made = int(it->size());
        sent += made;
        received += int(shown.size());
        lost += std::max(0, made - int(shown.size()));
        twice += std::max(0, int(shown.size()) - made);
        for (int k = 0; k < made && k < int(shown.size()); ++k) {
            if (it->at(k).online)
                latency.push_back(double(shown[k] - it->at(k).ms));
        }
    }
    std::printf(
        "class students=%d attempts=%d/%d p50=%.0f p99=%.0f lost=%d twice=%d teacher_cpu=%.1f rss=%.0f\n",
        o.students, sent, received, percentile(latency, 0.5), percentile(latency, 0.99), lost, twice, cpu,
        rss);
}

// Runs this program again inside a network namespace of its own whose loopback also carries
// 203.0.113.7, so that a peer from a public address can be tried. Returns only if it cannot.
void reexecInNamespace(char* argv[])
{
    const char* setup = "ip link set lo up && ip addr add 203.0.113.7/32 dev lo && exec \"$@\"";
    std::vector<char*> args { const_cast<char*>("unshare"), const_cast<char*>("--net") };
    if (::geteuid() != 0)
        args.push_back(const_cast<char*>("--map-root-user"));
    for (const char* a : { "--", "sh", "-c", setup, "class_load" })
        args.push_back(const_cast<char*>(a));
    for (char** a = argv; *a; ++a)
        args.push_back(*a);
    args.push_back(nullptr);
    qputenv("CLASS_LOAD_NAMESPACE", "1");
    ::execvp("unshare", args.data());
    std::fprintf(stderr, "class_load: no network namespace (%s): the public peer is left out\n", "unshare");
}

lab::Canvas* openCanvas(lab::MainWindow& window)
{
    window.pageStack().setUseSavedScenes(false);
    window.setLanguage(lab::Language::English);
    window.resize(1366, 800);
    window.show();
    window.showLesson(QStringLiteral("lines"));
    lab::LessonTextView& text = window.currentPage()->textView();
    if (!text.isRendered()) {
        QSignalSpy rendered(&text, &lab::LessonTextView::rendered);
        rendered.wait(30000);
    }
    spin(300);
    return &window.currentPage()->canvas();
}

int runTeacher(const Options& o, const QString& self)
{
    QTemporaryDir dir;
    lab::ClassSession session;
    lab::ClassSession::Options options;
    options.statePath = QDir(dir.path()).filePath(QStringLiteral("class.json"));
    options.title = QStringLiteral("class_load");
    options.announce = false;
    options.port = 0; // any free port: a real class on this machine keeps its own
    if (!session.start(options)) {
        std::fprintf(stderr, "class_load: the class could not start\n");
        return 1;
    }
    lab::ClassTableModel table(session, lab::curriculumTasks(),
        { [](const lab::ReportTask& t) { return lab::taskTitle(t); },
            [](const QString& id) { return lab::lessonTitle(id); } });
    TableWatch watch(session, table);
    lab::LanguageSwitcher language;
    std::unique_ptr<lab::MainWindow> window;
    std::unique_ptr<Dragger> dragger;
    double alone = 0; // the drag's own CPU share, before the class
    std::vector<double> aloneMoves;
    if (o.drag) {
        window = std::make_unique<lab::MainWindow>(language);
        dragger = std::make_unique<Dragger>(*openCanvas(*window));
        const double before = cpuSeconds();
        aloneMoves = dragger->run(8000);
        alone = (cpuSeconds() - before) / 8.0;
    }
    const QString out = QDir(dir.path()).filePath(QStringLiteral("students.txt"));
    QStringList args { QStringLiteral("--students-child"), QStringLiteral("--students"),
        QString::number(o.students), QStringLiteral("--seconds"), QString::number(o.seconds),
        QStringLiteral("--rate"), QString::number(o.rate), QStringLiteral("--port"),
        QString::number(session.port()), QStringLiteral("--code"), session.code().text(),
        QStringLiteral("--out"), out };
    if (o.abuse)
        args << QStringLiteral("--abuse");
    if (o.abuse && qEnvironmentVariableIsSet("CLASS_LOAD_NAMESPACE"))
        args << QStringLiteral("--public");
    QProcess students;
    students.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (o.studentsNice > 0) // the students are other machines: they need not take the teacher's CPU
        students.setChildProcessModifier([n = o.studentsNice] { [[maybe_unused]] const int r = ::nice(n); });
    students.start(self, args);
    const double cpu0 = cpuSeconds();
    const qint64 t0 = lab::steadyMs();
    const auto running = [&] { return students.state() != QProcess::NotRunning; };
    std::vector<double> moves;
    while (running()) {
        if (dragger) {
            const std::vector<double> some = dragger->run(1000, [&] { return !running(); });
            moves.insert(moves.end(), some.begin(), some.end());
        } else {
            spin(50);
        }
    }
    const double seconds = double(lab::steadyMs() - t0) / 1000.0;
    const double cpu = std::max(0.0, (cpuSeconds() - cpu0) / seconds - alone) * 100.0;
    const StudentsOut result = readStudentsOut(out);
    reportClass(o, result, watch, cpu, rssMiB());
    if (dragger) // with the class, and alone just before it (how busy the machine is besides)
        std::printf("drag lines p50=%.1f p99=%.1f max=%.1f moves=%zu (alone before: p50=%.1f p99=%.1f)\n",
            percentile(moves, 0.5), percentile(moves, 0.99),
            moves.empty() ? 0.0 : *std::max_element(moves.begin(), moves.end()), moves.size(),
            percentile(aloneMoves, 0.5), percentile(aloneMoves, 0.99));
    if (o.abuse)
        std::printf("abuse tried=%d refused=%d served=%d\n", result.tried, result.refused, result.served);
    std::fflush(stdout);
    return students.exitCode();
}

} // namespace

int main(int argc, char* argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    const auto value = [&](const char* name, const QString& otherwise) {
        const qsizetype at = args.indexOf(QLatin1String(name));
        return at > 0 ? args.value(at + 1) : otherwise;
    };
    Options o;
    o.students = value("--students", QStringLiteral("40")).toInt();
    o.seconds = value("--seconds", QStringLiteral("30")).toInt();
    o.rate = value("--rate", QStringLiteral("0.5")).toDouble();
    o.abuse = args.contains(QStringLiteral("--abuse"));
    o.drag = !args.contains(QStringLiteral("--no-drag"));
    o.studentsNice = value("--students-nice", QStringLiteral("0")).toInt();
    if (args.contains(QStringLiteral("--poll-child"))) {
        QCoreApplication app(argc, argv);
        return classload::runPollStudents(o.students, quint16(value("--port", QString()).toUInt()),
            lab::JoinCode::parse(value("--code", QString())).value_or(lab::JoinCode {}),
            value("--out", QString()));
    }
    if (args.contains(QStringLiteral("--students-child"))) {
        QCoreApplication app(argc, argv);
        classload::StudentsPlan plan { o.students, o.seconds, o.rate,
            quint16(value("--port", QString()).toUInt()),
            lab::JoinCode::parse(value("--code", QString())).value_or(lab::JoinCode {}),
            value("--out", QString()), o.abuse, args.contains(QStringLiteral("--public")) };
        return classload::runStudents(plan);
    }
    if (o.abuse && !qEnvironmentVariableIsSet("CLASS_LOAD_NAMESPACE"))
        reexecInNamespace(argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (::geteuid() == 0)
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", QDir(home.path()).filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", QDir(home.path()).filePath(QStringLiteral("data")).toLocal8Bit());
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CollisionLabBench"));
    if (args.contains(QStringLiteral("--poll")))
        return classload::runPollTeacher(o.students, QCoreApplication::applicationFilePath());
    return runTeacher(o, QCoreApplication::applicationFilePath());
}
