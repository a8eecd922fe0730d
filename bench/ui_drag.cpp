// ui_drag: how smooth a drag is, lesson by lesson, in the real window (offscreen, 1366x800).
// Drags the first handle of every lesson through 300 moves; each move is timed as the mouse
// event, the repaint it asks for (the window's update request, delivered as the event loop would)
// and the events it leaves pending. Prints one line per lesson:
//   drag <id> p50=<ms> p99=<ms> max=<ms>
// and the same for AreaMove after "Run my rules" (id area_move+run), and for the broad phase with
// 10,000 bodies, a frame of motion with the grid and with the sweep (broad_phase@10000/grid,
// /sweep) and a drag through them (broad_phase@10000+drag); after each lesson's line, how
// often the live formula box was re-rendered during the drag:  live <id> updates=<n>/s, and where
// the CPU went meanwhile:  cpu <id> gui=<ms> threads=<ms> web=<ms> per-live: threads= web=
// (the GUI thread, this process's other threads, the web engine's processes). `--pss` instead prints the
// proportional memory of the process and its web engine helpers with one lesson open and after
// visiting all of them:  pss one=<MiB> all=<MiB>
// `--only <id>` drags one lesson only (to run it under a profiler), `--moves <n>` makes n moves
// instead of 300 (under callgrind), `--repeat <n>` drags each lesson n times and reports the moves
// of all n drags together (the p99 of 300 moves is their third slowest, which one busy moment of
// another process on a shared machine can set; of 6 x 300 it is steadier); `--phases` adds a line
// with the time of the mouse event, the repaint and the pending events apart; `--trace <file>`
// appends every move's times to a CSV file (lesson, move, whole, mouse event, repaint, pending
// events in ms, 1 when the live box was sent).
// `--size WxH --scale R --present` run the same drags on a screen of W x H device pixels at device
// pixel ratio R (the window fills it: logical W/R x H/R), in presentation mode; the first line says
// what ran:  window <W>x<H> ratio <R> presenting|normal. Without them: a 1366x800 window, ratio 1,
// normal. An option it does not know is an error (exit 2).
// A benchmark, not a test: run it on a quiet machine, a few times.
#include "catalog.h"
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/text_view.h"
#include "percentile.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"

#include "core/canvas/canvas.h"
#include "core/lesson.h"
#include "core/model/scene.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <vector>

#include <unistd.h>

namespace {

int g_moves = 300; // --moves N: fewer, for a run under callgrind
int g_repeat = 1; // --repeat N: each lesson dragged N times, the moves reported together

using bench::percentile;

void waitRendered(lab::LessonTextView& view)
{
    if (view.isRendered())
        return;
    QSignalSpy spy(&view, &lab::LessonTextView::rendered);
    spy.wait(30000);
}

// Where a move's time goes, for --phases: the mouse event, the repaint, the pending events; and
// for --trace, whether the live box was sent in that move.
struct Phases {
    std::vector<double> move, paint, events;
    std::vector<int> live;
    std::function<int()> liveCount; // the live box's updates so far
};

// 300 moves of handle 0 on a small loop around where it starts, timed one by one.
std::vector<double> drag(lab::Canvas& canvas, Phases* phases = nullptr)
{
    std::vector<double> ms;
    ms.reserve(g_moves);
    const QPoint start = canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, Qt::NoModifier, start);
    QElapsedTimer clock;
    for (int i = 1; i <= g_moves; ++i) {
        const double angle = 2 * M_PI * i / 100.0;
        const QPoint at = start
            + QPoint(int(std::lround(30 * std::sin(angle))), int(std::lround(20 * (1 - std::cos(angle)))));
        clock.start();
        QMouseEvent move(
            QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&canvas, &move);
        const qint64 moved = clock.nsecsElapsed();
        // The window's pending repaint, as the event loop would deliver it: the canvas paints what
        // it marked changed (and any other widget what it marked).
        QCoreApplication::sendPostedEvents(canvas.window(), QEvent::UpdateRequest);
        const qint64 painted = clock.nsecsElapsed();
        QCoreApplication::processEvents();
        const qint64 done = clock.nsecsElapsed();
        ms.push_back(double(done) / 1e6);
        if (phases) {
            const int live = phases->liveCount ? phases->liveCount() : 0;
            phases->live.push_back(live);
            phases->move.push_back(double(moved) / 1e6);
            phases->paint.push_back(double(painted - moved) / 1e6);
            phases->events.push_back(double(done - painted) / 1e6);
        }
    }
    QTest::mouseRelease(&canvas, Qt::LeftButton, Qt::NoModifier, start);
    return ms;
}

// One line per move: number, whole move, mouse event, repaint, pending events (ms), and whether the
// live box was sent during it.
void writeTrace(const QString& path, const QString& id, const std::vector<double>& ms, const Phases& p)
{
    QFile file(path);
    if (!file.open(QIODevice::Append | QIODevice::Text))
        return;
    QTextStream out(&file);
    for (std::size_t i = 0; i < ms.size(); ++i) {
        const bool sent = i > 0 && p.live[i] != p.live[i - 1];
        out << id << ',' << i << ',' << ms[i] << ',' << p.move[i] << ',' << p.paint[i] << ',' << p.events[i]
            << ',' << (sent ? 1 : 0) << '\n';
    }
}

void reportPhases(const Phases& p)
{
    std::printf("    move p50=%.1f p99=%.1f | paint p50=%.1f p99=%.1f | events p50=%.1f p99=%.1f\n",
        percentile(p.move, 0.5), percentile(p.move, 0.99), percentile(p.paint, 0.5),
        percentile(p.paint, 0.99), percentile(p.events, 0.5), percentile(p.events, 0.99));
}

void report(const QString& id, const std::vector<double>& ms)
{
    std::printf("drag %-18s p50=%.1f p99=%.1f max=%.1f\n", qPrintable(id), percentile(ms, 0.5),
        percentile(ms, 0.99), *std::max_element(ms.begin(), ms.end()));
    std::fflush(stdout);
}

// This process and every process below it.
std::vector<pid_t> processTree()
{
    std::vector<pid_t> pids { ::getpid() };
    for (std::size_t i = 0; i < pids.size(); ++i) {
        QFile children(QStringLiteral("/proc/%1/task/%1/children").arg(pids[i]));
        if (children.open(QIODevice::ReadOnly)) {
            for (const QByteArray& word : children.readAll().split(' ')) {
                bool ok = false;
                const int child = word.trimmed().toInt(&ok);
                if (ok)
                    pids.push_back(child);
            }
        }
    }
    return pids;
}

// Proportional set size of this process and every process below it, in MiB.
double treePssMiB()
{
    double kib = 0;
    const std::vector<pid_t> pids = processTree();
    for (const pid_t pid : pids) {
        QFile rollup(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
        if (!rollup.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray& line : rollup.readAll().split('\n')) {
            if (line.startsWith("Pss:"))
                kib += line.simplified().split(' ').value(1).toDouble();
        }
    }
    return kib / 1024.0;
}

// CPU time spent so far, in ms, by this process's GUI thread, by its other threads (the web
// engine's compositor and network threads among them) and by the processes below it (the web
// engine's renderer), from each thread's /proc/.../schedstat (nanoseconds on the CPU).
struct CpuTime {
    double gui = 0, threads = 0, web = 0;
};

double threadNs(const QString& statPath)
{
    QFile stat(statPath);
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    return stat.readAll().split(' ').value(0).toDouble();
}

CpuTime cpuTime()
{
    CpuTime t;
    for (const pid_t pid : processTree()) {
        const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
        for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const double ms = threadNs(tasks.filePath(tid + QStringLiteral("/schedstat"))) / 1e6;
            if (pid != ::getpid())
                t.web += ms;
            else if (tid.toInt() == pid)
                t.gui += ms;
            else
                t.threads += ms;
        }
    }
    return t;
}

void settle(int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

// What the command line asks for (see the top of this file).
struct Options {
    bool pss = false;
    bool phases = false;
    QString trace; // --trace FILE: every move's times appended to FILE (CSV)
    QString only; // --only ID: one lesson (for a profiler)
    QSize size { 1366, 800 }; // --size: the screen in device pixels (the window fills it when asked)
    bool sized = false;
    double scale = 1; // --scale: the device pixel ratio
    bool present = false;
    QString problem; // an option it does not know, or a value it cannot read
};

// argv as given, read before QApplication exists (the screen and its ratio are chosen first).
Options readOptions(int argc, char* argv[])
{
    Options o;
    const auto value = [&](int& i) { return i + 1 < argc ? QString::fromLocal8Bit(argv[++i]) : QString(); };
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--pss")) {
            o.pss = true;
        } else if (arg == QLatin1String("--phases")) {
            o.phases = true;
        } else if (arg == QLatin1String("--present")) {
            o.present = true;
        } else if (arg == QLatin1String("--trace")) {
            o.trace = value(i);
            o.phases = true;
        } else if (arg == QLatin1String("--only")) {
            o.only = value(i);
        } else if (arg == QLatin1String("--moves")) {
            g_moves = std::max(1, value(i).toInt());
        } else if (arg == QLatin1String("--repeat")) {
            g_repeat = std::max(1, value(i).toInt());
        } else if (arg == QLatin1String("--size")) {
            const QStringList wh = value(i).split(QLatin1Char('x'));
            o.size = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize();
            o.sized = true;
            if (o.size.width() < 320 || o.size.height() < 240)
                o.problem = QStringLiteral("--size takes WxH (at least 320x240)");
        } else if (arg == QLatin1String("--scale")) {
            bool number = false;
            o.scale = value(i).toDouble(&number);
            if (!number || o.scale < 1 || o.scale > 4)
                o.problem = QStringLiteral("--scale takes a ratio from 1 to 4");
        } else {
            o.problem = QStringLiteral("unknown option %1").arg(arg);
        }
    }
    return o;
}

// The offscreen platform with one screen of the asked size and device pixel ratio.
QString screenConfig(const Options& o, const QString& folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("screens.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QStringLiteral("{\"screens\": [{\"name\": \"bench\", \"x\": 0, \"y\": 0, \"width\": %1, "
                                  "\"height\": %2, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                       .arg(o.size.width())
                       .arg(o.size.height())
                       .toUtf8());
    }
    return QStringLiteral("offscreen:configfile=") + path;
}

// --pss: the proportional memory with one lesson open, and after visiting all of them.
void reportPss(lab::MainWindow& window)
{
    const auto lessons = lab::availableLessons();
    window.showLesson(lessons.front()->id());
    waitRendered(window.currentPage()->textView());
    settle(2000);
    const double one = treePssMiB();
    for (const lab::Lesson* lesson : lessons) {
        window.showLesson(lesson->id());
        waitRendered(window.currentPage()->textView());
        settle(300);
    }
    settle(2000);
    std::printf("pss one=%.0f all=%.0f\n", one, treePssMiB());
}

// What g_repeat drags of one page measured: every move's time, how long they took, how many live
// box updates were sent and the CPU spent meanwhile.
struct DragRun {
    std::vector<double> ms;
    double seconds = 0;
    int liveSent = 0;
    CpuTime cpu {};
};

DragRun dragPage(lab::LessonPage& page, Phases* phases)
{
    DragRun run;
    for (int r = 0; r < g_repeat; ++r) {
        if (r > 0)
            settle(200); // the last drag's end shown, as between two drags of a student
        const int liveBefore = page.textView().live().sent();
        QElapsedTimer dragClock;
        dragClock.start();
        const CpuTime cpuBefore = cpuTime();
        const std::vector<double> one = drag(page.canvas(), phases);
        const CpuTime cpuAfter = cpuTime();
        run.seconds += double(dragClock.nsecsElapsed()) / 1e9;
        run.liveSent += page.textView().live().sent() - liveBefore;
        run.cpu.gui += cpuAfter.gui - cpuBefore.gui;
        run.cpu.threads += cpuAfter.threads - cpuBefore.threads;
        run.cpu.web += cpuAfter.web - cpuBefore.web;
        run.ms.insert(run.ms.end(), one.begin(), one.end());
    }
    return run;
}

// AreaMove after "Run my rules": the drag while the run's frames play.
void benchAreaMoveRun(lab::LessonPage& page)
{
    auto* run = page.controls().findChild<QAbstractButton*>(QStringLiteral("runRules"));
    if (!run)
        return;
    run->click();
    settle(200);
    std::vector<double> ms;
    for (int r = 0; r < g_repeat; ++r) {
        if (r > 0)
            settle(200);
        const std::vector<double> one = drag(page.canvas());
        ms.insert(ms.end(), one.begin(), one.end());
    }
    report(QStringLiteral("area_move+run"), ms);
}

// The broad phase with 10,000 bodies: a frame of motion (Frame ▶: the bodies move, the broad and
// the narrow phase run, the canvas repaints), timed like a move, for the grid and the sweep; then
// P dragged through the crowd (the grid).
void benchBroadPhaseCrowd(lab::LessonPage& page)
{
    auto* bodies = page.controls().findChild<QSlider*>(QStringLiteral("bodies"));
    auto* step = page.controls().findChild<QAbstractButton*>(QStringLiteral("step"));
    if (!bodies || !step)
        return;
    bodies->setValue(bodies->maximum());
    settle(200);
    for (const char* method : { "methodGrid", "methodSweep" }) {
        auto* button = page.controls().findChild<QAbstractButton*>(QLatin1String(method));
        if (!button)
            return;
        button->click();
        settle(200);
        std::vector<double> ms;
        QElapsedTimer clock;
        for (int i = 0; i < g_moves * g_repeat; ++i) {
            clock.start();
            step->click();
            QCoreApplication::sendPostedEvents(page.canvas().window(), QEvent::UpdateRequest);
            QCoreApplication::processEvents();
            ms.push_back(double(clock.nsecsElapsed()) / 1e6);
        }
        report(QStringLiteral("broad_phase@10000/%1").arg(QString::fromLatin1(method + 6).toLower()), ms);
    }
    page.controls().findChild<QAbstractButton*>(QStringLiteral("methodGrid"))->click();
    settle(200);
    std::vector<double> ms;
    for (int r = 0; r < g_repeat; ++r) {
        const std::vector<double> one = drag(page.canvas());
        ms.insert(ms.end(), one.begin(), one.end());
    }
    report(QStringLiteral("broad_phase@10000+drag"), ms);
}

// One lesson: its drag, the live box's pace and where the CPU went (and the phases, the trace).
void benchLesson(lab::MainWindow& window, const lab::Lesson& lesson, const Options& options)
{
    window.showLesson(lesson.id());
    lab::LessonPage* page = window.currentPage();
    waitRendered(page->textView());
    settle(200);
    if (page->scene().handles().isEmpty()) {
        std::printf("drag %-18s (no handle)\n", qPrintable(lesson.id()));
        return;
    }
    Phases phases;
    phases.liveCount = [page] { return page->textView().live().sent(); };
    const DragRun run = dragPage(*page, options.phases ? &phases : nullptr);
    report(lesson.id(), run.ms);
    if (!options.trace.isEmpty())
        writeTrace(options.trace, lesson.id(), run.ms, phases);
    // The live formula box follows the drag: how many times a second it was re-rendered.
    std::printf("live %-18s updates=%.0f/s\n", qPrintable(lesson.id()), double(run.liveSent) / run.seconds);
    // Where the CPU went during the drag, in ms: the GUI thread, this process's other threads
    // and the web engine's processes; and the last two per live-box update.
    const int perLive = std::max(1, run.liveSent);
    std::printf("cpu  %-18s gui=%.0f threads=%.0f web=%.0f per-live: threads=%.1f web=%.1f\n",
        qPrintable(lesson.id()), run.cpu.gui, run.cpu.threads, run.cpu.web, run.cpu.threads / perLive,
        run.cpu.web / perLive);
    if (options.phases)
        reportPhases(phases);
    if (lesson.id() == QLatin1String("area_move"))
        benchAreaMoveRun(*page);
    if (lesson.id() == QLatin1String("broad_phase"))
        benchBroadPhaseCrowd(*page);
}

} // namespace

int main(int argc, char* argv[])
{
    const Options options = readOptions(argc, argv);
    if (!options.problem.isEmpty()) {
        std::fprintf(stderr, "ui_drag: %s\n", qPrintable(options.problem));
        return 2;
    }
    QTemporaryDir home;
    qputenv("QT_QPA_PLATFORM", screenConfig(options, home.path()).toLocal8Bit());
    // The ratio as Qt's own scaling (a screen of W x H device pixels, W/R x H/R logical): the
    // offscreen platform's own "dpr" sizes windows in device pixels but their backing stores in
    // logical ones, which paints a quarter of the window at ratio 2.
    qunsetenv("QT_SCALE_FACTOR");
    if (options.scale != 1)
        qputenv("QT_SCALE_FACTOR", QByteArray::number(options.scale));
    if (::geteuid() == 0)
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    qputenv("XDG_CONFIG_HOME", QDir(home.path()).filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", QDir(home.path()).filePath(QStringLiteral("data")).toLocal8Bit());
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CollisionLabBench"));

    lab::LanguageSwitcher language;
    lab::MainWindow window(language);
    window.pageStack().setUseSavedScenes(false);
    window.setLanguage(lab::Language::English);
    // The window fills the screen (logical size: device pixels over the ratio).
    window.resize(
        QSize(qRound(options.size.width() / options.scale), qRound(options.size.height() / options.scale)));
    window.show();
    if (options.present)
        window.presentation().setActive(true);
    settle(500);
    std::printf("window %dx%d ratio %g %s\n", options.size.width(), options.size.height(),
        window.devicePixelRatioF(), options.present ? "presenting" : "normal");
    if (options.pss) {
        reportPss(window);
        return 0;
    }
    for (const lab::Lesson* lesson : lab::availableLessons()) {
        if (options.only.isEmpty() || lesson->id() == options.only)
            benchLesson(window, *lesson, options);
    }
    return 0;
}
