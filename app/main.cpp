// collision-lab: the window, or one of the command-line jobs (--check-lessons, --screenshot).
#include "classroom/answer_key.h"
#include "cli/command_line.h"
#include "cli/layout_checker.h"
#include "cli/lesson_checker.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"
#include "page/lesson_page.h"
#include "page/live_updates.h"
#include "page/page_columns.h"
#include "page/page_stack.h"
#include "page/page_tasks.h"
#include "page/text_view.h"
#include "window/classroom_controller.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/plan_controller.h"
#include "window/presentation_controller.h"
#include "window/scene_files.h"
#include "window/text_size_controller.h"

#include "catalog.h"
#include "core/records/progress.h"

#include <QApplication>
#include <QDateTime>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QImageWriter>
#include <QPixmap>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <functional>
#include <memory>
#include <thread>

#include <unistd.h>

namespace {

// True when `area` of `image` is a single colour: a web view that has not painted its page yet.
bool isOneColor(const QImage& image, QRect area)
{
    area &= image.rect();
    if (area.isEmpty())
        return true;
    const QRgb first = image.pixel(area.topLeft());
    for (int y = area.top(); y <= area.bottom(); y += 3) {
        for (int x = area.left(); x <= area.right(); x += 3) {
            if (image.pixel(x, y) != first)
                return false;
        }
    }
    return true;
}

// Calls `then` after each paint event of the widget it filters.
class PaintWatcher : public QObject {
public:
    PaintWatcher(QObject* parent, std::function<void()> then)
        : QObject(parent)
        , m_then(std::move(then))
    {
    }
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            m_then();
        return false;
    }

private:
    std::function<void()> m_then;
};

// A screenshot written to its file on a thread of its own while the window closes, so that
// encoding the PNG (about 50 ms) and shutting the web engine down (about as long) overlap. The
// file and its encoder are made on the GUI thread; the thread only encodes and writes.
class ScreenshotWriter {
public:
    ScreenshotWriter() = default;
    ScreenshotWriter(const ScreenshotWriter&) = delete;
    ScreenshotWriter& operator=(const ScreenshotWriter&) = delete;
    ~ScreenshotWriter() { finish(); }

    // Starts writing `image` to `path`; false when the file cannot be opened for it.
    bool start(const QString& path, const QImage& image)
    {
        m_path = path;
        m_writer = std::make_unique<QImageWriter>(path, QByteArrayLiteral("png"));
        // Quality 80 is zlib's level 1: on the lesson window 2.5 times as fast as the default
        // level 6 (about 50 ms against 130 ms here), for a file 1 % larger.
        m_writer->setQuality(80);
        if (!m_writer->canWrite()) {
            m_ok = false;
            return false;
        }
        m_thread = std::thread([this, image] { m_ok = m_writer->write(image); });
        return true;
    }
    // Waits until the file is written; false when it could not be.
    bool finish()
    {
        if (m_thread.joinable())
            m_thread.join();
        m_writer.reset(); // closes the file
        return m_ok;
    }
    QString path() const { return m_path; }

private:
    QString m_path;
    std::unique_ptr<QImageWriter> m_writer;
    std::thread m_thread;
    bool m_ok = true;
};

void prepareWebEngine()
{
    // Chromium refuses to start its sandbox as root (CI, containers): run it unsandboxed there.
    if (::geteuid() == 0 && !qEnvironmentVariableIsSet("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    // Qt WebEngine 6.4 hides web pages from screen readers on Linux unless asked: ask, so that the
    // lesson text and its formulas (KaTeX's MathML) reach them. Chromium builds its accessibility
    // tree only while a screen reader (AT-SPI) is active, so this costs nothing otherwise.
    if (!qEnvironmentVariableIsSet("QTWEBENGINE_ENABLE_LINUX_ACCESSIBILITY"))
        qputenv("QTWEBENGINE_ENABLE_LINUX_ACCESSIBILITY", "1");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
}

int checkLessons(lab::LanguageSwitcher& language)
{
    QTextStream out(stdout);
    bool ok = true;
    const auto checks = lab::checkAllLessons([&](lab::Language l) { language.setLanguage(l); });
    for (const lab::LessonCheck& check : checks) {
        out << check.lessonId << " [" << check.language << "]: " << check.formulas << " formulas, "
            << check.errors.size() << " errors\n";
        for (const QString& error : check.errors)
            out << "    " << error << '\n';
        ok = ok && check.errors.isEmpty();
    }
    if (checks.isEmpty()) {
        out << "no lessons\n";
        ok = false;
    }
    out.flush();
    return ok ? 0 : 1;
}

// The icon for every window: the hicolor PNGs that are also installed, embedded in qrc.
QIcon appIcon()
{
    QIcon icon;
    QDirIterator png(QStringLiteral(":/icons/hicolor"), { QStringLiteral("*.png") }, QDir::Files,
        QDirIterator::Subdirectories);
    while (png.hasNext())
        icon.addFile(png.next());
    return icon;
}

// The application's names, version and icon; the desktop matches the window to the installed
// desktop entry by the desktop file name.
void nameApplication()
{
    QApplication::setOrganizationName(QStringLiteral("CollisionLab"));
    QApplication::setApplicationName(QStringLiteral("collision-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Collision Detection Lab"));
    QApplication::setApplicationVersion(QStringLiteral(COLLISION_LAB_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(COLLISION_LAB_APP_ID));
    QApplication::setWindowIcon(appIcon());
}

// --lang, else the language saved last time (not for a job without a screen), else the system's.
lab::Language startLanguage(const lab::CommandLine& line, bool headless)
{
    if (line.language)
        return *line.language;
    const auto saved
        = lab::LanguageSwitcher::fromCode(QSettings().value(QStringLiteral("language")).toString());
    return saved && !headless ? *saved : lab::LanguageSwitcher::systemLanguage();
}

// --lesson, else the lesson shown last (not for a screenshot or a layout check), else the first.
QString startLessonId(const lab::CommandLine& line, bool scratchRun)
{
    QString id = scratchRun ? QString() : QSettings().value(QStringLiteral("lastLesson")).toString();
    if (!line.lessonId.isEmpty())
        id = line.lessonId;
    return lab::findLesson(id) ? id : lab::availableLessons().front()->id();
}

// --check-layout: every lesson in the window sizes and modes of the check; the problems on stdout.
int checkLayout(lab::MainWindow& window, const lab::CommandLine& line)
{
    window.show();
    const QStringList problems = lab::checkAllLayouts(
        window, line.textSize ? lab::textSizeLayoutCases() : lab::standardLayoutCases());
    QTextStream out(stdout);
    for (const QString& problem : problems)
        out << problem << '\n';
    out << problems.size() << (problems.size() == 1 ? " layout problem\n" : " layout problems\n");
    out.flush();
    return problems.isEmpty() ? 0 : 1;
}

// Why the scene and the lesson plan given on the command line were refused (empty: opened or none).
struct FileProblems {
    QString scene;
    QString plan;
};

// A scene or a lesson plan given on the command line opens its own lesson.
FileProblems openCommandLineFiles(lab::MainWindow& window, const lab::CommandLine& line)
{
    FileProblems problems;
    if (!line.sceneFile.isEmpty())
        problems.scene = window.files().openSceneFile(line.sceneFile);
    if (!line.planFile.isEmpty())
        problems.plan = window.classroom().plan().openFile(line.planFile);
    return problems;
}

// For scripts/monkey.sh: a file touched twice a second by the event loop, so that a run can tell a
// hang (the file goes stale) from a busy but living window.
void startHeartbeat(QObject& window)
{
    const QString beat = qEnvironmentVariable("COLLISION_LAB_HEARTBEAT");
    if (beat.isEmpty())
        return;
    auto* timer = new QTimer(&window);
    QObject::connect(timer, &QTimer::timeout, &window, [beat] {
        QFile file(beat);
        if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            file.write(QByteArray::number(QDateTime::currentMSecsSinceEpoch()));
    });
    timer->start(500);
}

// Once the window is on screen: presentation mode if asked, what the student should know about the
// progress file and the refused files, the plan left unsaved last time (not over another plan),
// and on the first plain start the guide in the text column (not when a class starts from a file
// or a lesson is asked by name: then the next plain start shows it).
// Presentation mode from the command line; with --view code the code shows under the canvas, as
// F7 shows it.
void startPresenting(lab::MainWindow& window, const lab::CommandLine& line)
{
    window.presentation().setActive(true);
    lab::LessonPage* page = window.currentPage();
    if (line.showCode && page && page->codeView())
        page->showCode(true);
}

void greet(lab::MainWindow& window, const lab::CommandLine& line,
    const lab::ProgressStore::LoadResult& loaded, const QString& progressPath, const FileProblems& problems)
{
    if (line.present)
        startPresenting(window, line);
    window.classroom().reportProgressLoad(loaded, progressPath);
    if (!problems.scene.isEmpty())
        window.files().openSceneInteractive(line.sceneFile); // the same refusal, in a message box
    if (!problems.plan.isEmpty())
        window.classroom().openPlanInteractive(line.planFile);
    if (line.planFile.isEmpty())
        window.classroom().restoreUnsavedPlan();
    const bool startsClass
        = line.present || !line.sceneFile.isEmpty() || !line.planFile.isEmpty() || !line.lessonId.isEmpty();
    QSettings settings;
    if (!startsClass && !settings.value(QStringLiteral("guideShown")).toBool()) {
        window.classroom().showGuide();
        settings.setValue(QStringLiteral("guideShown"), true);
    }
}

// --screenshot: the window saved once the page has said that a frame with the formulas in view was
// presented at the view's present size ("painted", and "resized" after the window grew, as a
// presenting one does), the view's surface has painted since (the frame reaches it a little after
// the page says so; 200 ms at most), and the text view's part of the window is not one colour (the
// page keeps itself hidden until the formulas in view are rendered); 30 s at most. A grab that
// finds the text view blank waits for the surface's next paint rather than grabbing again and
// again (each grab of the window costs 5 to 15 ms). Then the application quits, with 1 when the
// formulas did not render in time or the file cannot be written.
class ScreenshotTaker : public QObject {
public:
    ScreenshotTaker(lab::MainWindow& window, const QString& path, ScreenshotWriter& writer)
        : QObject(&window)
        , m_window(window)
        , m_text(window.currentPage()->textView())
        , m_path(path)
        , m_writer(writer)
    {
        m_clock.start();
        m_poll.setInterval(16);
        connect(&m_poll, &QTimer::timeout, this, &ScreenshotTaker::tryToSave);
        connect(&m_text, &lab::LessonTextView::presented, this, [this] {
            m_presentedPaints = m_surfacePaints;
            m_presentedAt = m_clock.elapsed();
        });
        // At once when the page says so, not at the next tick; and after each paint of the text
        // view's surface (the widget QtWebEngine draws the page into).
        connect(
            &m_text, &lab::LessonTextView::painted, this, &ScreenshotTaker::tryToSave, Qt::QueuedConnection);
        auto* watcher = new PaintWatcher(this, [this] {
            ++m_surfacePaints;
            QTimer::singleShot(0, this, &ScreenshotTaker::tryToSave);
        });
        for (QWidget* surface : m_text.findChildren<QWidget*>())
            surface->installEventFilter(watcher);
        m_poll.start();
    }

private:
    // True when the window is where it goes and the text view shows its painted page.
    bool ready() const
    {
        // A hidden text column (a narrow presentation) has nothing to wait for; a presenting
        // window waits until the window manager has made it full screen (5 s at most).
        const bool placed = !m_window.presentation().isActive()
            || m_window.geometry() == m_window.screen()->geometry() || m_clock.elapsed() > 5000;
        const bool shown = m_text.isPainted() && m_text.presentedSize() == m_text.size()
            && (m_surfacePaints > m_presentedPaints || m_clock.elapsed() - m_presentedAt >= 200);
        return (shown || !m_text.isVisible()) && placed;
    }

    // The live box shows this scene's numbers: a scene file or a task's fresh scene, applied after
    // the page first rendered, has reached it, and the surface has painted since (or 1 s has
    // passed: a loaded machine presents the frame late).
    bool liveShown()
    {
        const lab::LessonPage* page = m_window.currentPage();
        const bool current = !page || !m_text.isVisible()
            || (!m_text.live().isPending()
                && m_text.live().shown() == page->lesson().liveText(page->scene()));
        if (!current) {
            m_liveCurrentAtPaints = -1;
            return false;
        }
        if (m_liveCurrentAtPaints < 0) {
            m_liveCurrentAtPaints = m_surfacePaints;
            m_liveCurrentAt = m_clock.elapsed();
        }
        return m_liveCurrentAtPaints == 0 || m_surfacePaints > m_liveCurrentAtPaints
            || m_clock.elapsed() - m_liveCurrentAt >= 1000;
    }

    void tryToSave()
    {
        if (!m_poll.isActive())
            return; // saved already
        const bool late = m_clock.elapsed() >= 30000;
        if (!ready() && !late)
            return;
        if (!liveShown() && !late)
            return;
        // Blank last time: not again before the surface has painted (or 200 ms have passed).
        if (m_blankAtPaints == m_surfacePaints && m_clock.elapsed() - m_blankAt < 200 && !late)
            return;
        // Layouts asked for since the last turn of the event loop (a task just opened, the window
        // just made full screen) are done first, as the screen shows them a moment later: grabbed
        // before them, an opened task's question was cut by its answer field.
        for (int pass = 0; pass < 3; ++pass)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QPixmap shot = m_window.grab();
        const qreal ratio = shot.devicePixelRatio();
        // Less the page's scrollbar at the right, which shows while the page is still hidden.
        QRect textArea(m_text.mapTo(&m_window, QPoint(0, 0)) * ratio, m_text.size() * ratio);
        textArea.setRight(textArea.right() - int(32 * ratio));
        const bool painted
            = !m_text.isVisible() || (m_text.isPainted() && !isOneColor(shot.toImage(), textArea));
        if (!painted && !late) {
            m_blankAtPaints = m_surfacePaints;
            m_blankAt = m_clock.elapsed();
            return;
        }
        m_poll.stop();
        // Written while the window closes; main() says if that failed.
        const bool started = m_writer.start(m_path, shot.toImage());
        if (!painted)
            QTextStream(stderr) << "collision-lab: the formulas did not finish rendering in time\n";
        QCoreApplication::exit(started && painted ? 0 : 1);
    }

    lab::MainWindow& m_window;
    lab::LessonTextView& m_text;
    QString m_path;
    ScreenshotWriter& m_writer;
    QElapsedTimer m_clock;
    QTimer m_poll;
    int m_surfacePaints = 0; // paints of the text view's surface so far
    int m_blankAtPaints = -1; // m_surfacePaints when a grab found it blank
    qint64 m_blankAt = 0; // and when
    int m_presentedPaints = 0; // m_surfacePaints when the page last presented
    int m_liveCurrentAtPaints = -1; // m_surfacePaints when the live box was first current
    qint64 m_liveCurrentAt = 0; // and when
    qint64 m_presentedAt = 0; // and when
};

// The window, or the job the command line asks for that needs one. Returns the exit status once
// the window and the application are gone; a screenshot may still be being written by `writer`.
int run(int argc, char* argv[], const lab::CommandLine& line, ScreenshotWriter& writer)
{
    // The jobs that need no screen run offscreen when there is none.
    const bool screenshot = !line.screenshotPath.isEmpty();
    const bool headless = line.checkLessons || line.checkLayout || screenshot;
    const bool noDisplay = qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    if (noDisplay && headless)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    prepareWebEngine();
    QApplication app(argc, argv);
    nameApplication();
    lab::LanguageSwitcher language;
    if (line.checkLessons)
        return checkLessons(language);

    // A screenshot or a layout check shows the lesson as it ships, whatever this user last did,
    // and never touches the student's files.
    const bool scratchRun = screenshot || line.checkLayout;
    QTemporaryDir scratch;
    lab::ProgressStore progress(
        scratchRun ? scratch.filePath(QStringLiteral("progress.json")) : lab::ProgressStore::defaultPath());
    const auto loaded = scratchRun ? lab::ProgressStore::LoadResult {} : progress.load();
    lab::ProgressStore::setInstance(&progress);
    lab::MainWindow window(language);
    window.pageStack().setUseSavedScenes(!scratchRun);
    window.setLanguage(startLanguage(line, headless));
    if (line.textSize)
        window.textSize().setPercent(*line.textSize);
    if (line.checkLayout)
        return checkLayout(window, line);
    if (!scratchRun)
        window.restoreSettings(); // the saved place on the screen, if it still fits
    if (!scratchRun && line.textSize)
        window.textSize().setPercent(*line.textSize); // over the saved size
    else
        window.placeOnScreen(false); // as on a first start
    if (line.palette)
        window.presentation().setProjectorPalette(*line.palette); // over the saved one
    window.showLesson(startLessonId(line, scratchRun));
    const FileProblems problems = openCommandLineFiles(window, line);
    if (line.showCode && window.currentPage())
        window.currentPage()->showCode(true);
    if (!line.taskId.isEmpty() && window.currentPage()) {
        if (lab::TaskPanel* panel = window.currentPage()->tasks().panel()) {
            window.currentPage()->columns().showControls(); // the task is in the side column's other tab
            for (int i = 0; i < panel->count(); ++i) {
                if (panel->box(i).task().id() == line.taskId)
                    panel->setOpenTask(i);
            }
        }
    }
    if (screenshot && !(problems.scene + problems.plan).isEmpty()) {
        // A refused file says why.
        QTextStream(stderr) << "collision-lab: "
                            << (problems.scene.isEmpty() ? problems.plan : problems.scene) << '\n';
        return lab::CommandLine::kSceneRefused;
    }
    window.showPlaced();
    startHeartbeat(window);
    if (screenshot) {
        if (line.present)
            startPresenting(window, line);
        new ScreenshotTaker(window, line.screenshotPath, writer);
    } else {
        greet(window, line, loaded, progress.path(), problems);
    }
    return app.exec();
}

} // namespace

int main(int argc, char* argv[])
{
    // The command line first, with no display needed: --help, --version and mistakes end here.
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const lab::CommandLine line = lab::parseCommandLine(arguments, lab::LanguageSwitcher::systemLanguage());
    switch (line.action) {
    case lab::CommandLine::Action::Help:
        QTextStream(stdout) << lab::usageText(line.messageLanguage);
        return 0;
    case lab::CommandLine::Action::Version:
        QTextStream(stdout) << lab::versionText(QStringLiteral(COLLISION_LAB_VERSION));
        return 0;
    case lab::CommandLine::Action::ListTasks: {
        // Titles are tr() strings: a core application carries the translator, no display.
        QCoreApplication core(argc, argv);
        QTranslator japanese;
        if (line.messageLanguage == lab::Language::Japanese
            && japanese.load(QStringLiteral(":/i18n/collision-lab_ja.qm")))
            QCoreApplication::installTranslator(&japanese);
        QTextStream(stdout) << (line.answers ? lab::answerKeyText() : lab::taskListText());
        return 0;
    }
    case lab::CommandLine::Action::Refuse: {
        QTextStream refusal(stderr);
        refusal << "collision-lab: " << line.problem << '\n';
        if (line.problemNeedsUsage)
            refusal << '\n' << lab::usageText(line.messageLanguage);
        return lab::CommandLine::kUsageError;
    }
    case lab::CommandLine::Action::Run: break;
    }

    // The window closes while the screenshot is written (ScreenshotWriter).
    ScreenshotWriter writer;
    int status = run(argc, argv, line, writer);
    if (!writer.finish()) {
        QTextStream(stderr) << "collision-lab: could not write " << writer.path() << '\n';
        status = 1;
    }
    return status;
}
