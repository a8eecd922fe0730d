// collision-lab: the window, or one of the command-line jobs (--check-lessons, --screenshot).
#include "language.h"
#include "lesson_checker.h"
#include "lesson_page.h"
#include "main_window.h"
#include "text_view.h"

#include "core/progress.h"
#include "catalog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <unistd.h>

namespace {

void prepareWebEngine()
{
    // Chromium refuses to start its sandbox as root (CI, containers): run it unsandboxed there.
    if (::geteuid() == 0 && !qEnvironmentVariableIsSet("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
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

} // namespace

// True when argv asks for a job that needs no screen (it then runs offscreen if there is none).
bool headlessJob(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--check-lessons" || arg == "--screenshot" || arg.startsWith("--screenshot="))
            return true;
    }
    return false;
}

int main(int argc, char* argv[])
{
    const bool noDisplay = qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    if (noDisplay && headlessJob(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    prepareWebEngine();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CollisionLab"));
    QApplication::setApplicationName(QStringLiteral("collision-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Collision Lab"));
    QApplication::setApplicationVersion(QStringLiteral(COLLISION_LAB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Collision Lab: lessons in 2D collision detection."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lessonOption(QStringLiteral("lesson"),
        QStringLiteral("Open the lesson with this id (lines, rectangles, circles, ...)."), QStringLiteral("id"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
        QStringLiteral("User interface and lesson language: ja or en."), QStringLiteral("ja|en"));
    const QCommandLineOption presentOption(QStringLiteral("present"),
        QStringLiteral("Start in presentation mode (full screen, large, high contrast)."));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QStringLiteral("Wait until the formulas have rendered, save the window to this PNG and exit."),
        QStringLiteral("file.png"));
    const QCommandLineOption checkOption(QStringLiteral("check-lessons"),
        QStringLiteral("Render every formula of every lesson in both languages with KaTeX; "
                       "exit 1 on any error or missing language."));
    parser.addOptions({lessonOption, langOption, presentOption, screenshotOption, checkOption});
    parser.process(app);

    QTextStream err(stderr);
    lab::LanguageSwitcher language;
    QSettings settings;
    lab::Language initial = lab::LanguageSwitcher::systemLanguage();
    const auto saved = lab::LanguageSwitcher::fromCode(settings.value(QStringLiteral("language")).toString());
    if (saved && !headlessJob(argc, argv))
        initial = *saved;
    if (parser.isSet(langOption)) {
        const auto chosen = lab::LanguageSwitcher::fromCode(parser.value(langOption));
        if (!chosen) {
            err << "collision-lab: --lang takes ja or en, not \"" << parser.value(langOption) << "\"\n";
            return 2;
        }
        initial = *chosen;
    }

    if (parser.isSet(checkOption))
        return checkLessons(language);

    const bool screenshot = parser.isSet(screenshotOption);
    // A screenshot shows the lesson as it ships, whatever this user last did.
    QString lessonId = screenshot ? QString() : settings.value(QStringLiteral("lastLesson")).toString();
    if (parser.isSet(lessonOption)) {
        lessonId = parser.value(lessonOption);
        if (!lab::findLesson(lessonId)) {
            QStringList ids;
            for (const auto& entry : lab::curriculum())
                ids << QString::fromLatin1(entry.id) + (entry.lesson ? QString() : QStringLiteral(" (in preparation)"));
            err << "collision-lab: no lesson \"" << lessonId << "\". Lessons: " << ids.join(QStringLiteral(", ")) << '\n';
            return 2;
        }
    }
    if (!lab::findLesson(lessonId))
        lessonId = lab::availableLessons().front()->id();

    // Screenshots never touch the student's files.
    QTemporaryDir scratch;
    lab::ProgressStore progress(screenshot ? scratch.filePath(QStringLiteral("progress.json"))
                                           : lab::ProgressStore::defaultPath());
    const auto loaded = screenshot ? lab::ProgressStore::LoadResult{} : progress.load();
    lab::ProgressStore::setInstance(&progress);
    lab::MainWindow window(language);
    window.setUseSavedScenes(!screenshot);
    window.setLanguage(initial);
    if (!screenshot)
        window.restoreSettings();
    window.showLesson(lessonId);
    window.show();
    // For scripts/monkey.sh: a file touched twice a second by the event loop, so that a run can
    // tell a hang (the file goes stale) from a busy but living window.
    if (const QString beat = qEnvironmentVariable("COLLISION_LAB_HEARTBEAT"); !beat.isEmpty()) {
        auto* timer = new QTimer(&window);
        QObject::connect(timer, &QTimer::timeout, &window, [beat] {
            QFile file(beat);
            if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
                file.write(QByteArray::number(QDateTime::currentMSecsSinceEpoch()));
        });
        timer->start(500);
    }
    if (parser.isSet(presentOption))
        window.setPresentation(true);
    window.reportProgressLoad(loaded, progress.path());

    if (screenshot) {
        const QString path = parser.value(screenshotOption);
        auto save = [&window, path, &err](bool rendered) {
            // One more moment for the web view to paint what KaTeX laid out.
            QTimer::singleShot(700, &window, [&window, path, rendered, &err] {
                const bool saved = window.grab().save(path, "PNG");
                if (!saved)
                    err << "collision-lab: could not write " << path << '\n';
                if (!rendered)
                    err << "collision-lab: the formulas did not finish rendering in time\n";
                err.flush();
                QCoreApplication::exit(saved && rendered ? 0 : 1);
            });
        };
        lab::LessonTextView& text = window.currentPage()->textView();
        if (text.isRendered())
            save(true);
        else
            QObject::connect(&text, &lab::LessonTextView::rendered, &window, [save] { save(true); });
        QTimer::singleShot(30000, &window, [save, &text] {
            if (!text.isRendered())
                save(false);
        });
    }
    return app.exec();
}
