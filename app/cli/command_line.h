// The command line, read before QApplication exists: --help, --version and a mistake are answered
// without a display. Messages are in the --lang language, else in the system's.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/lesson.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace lab {

struct CommandLine {
    enum class Action { Run, Help, Version, ListTasks, Refuse };
    Action action = Action::Run;
    Language messageLanguage = Language::English;
    QString problem; // Refuse: one line saying what is wrong, in messageLanguage
    bool problemNeedsUsage = false; // Refuse: print the usage after the problem

    std::optional<Language> language; // --lang
    QString lessonId; // --lesson, a built unit of the curriculum; empty when not given
    bool present = false;
    QString screenshotPath; // --screenshot; empty when not given
    bool checkLessons = false;
    bool checkLayout = false;
    // --text-size PERCENT (100..200): View > Text size for this run; with --check-layout the
    // check runs at that size in the normal window sizes (1366x768 and 1920x1080).
    std::optional<int> textSize;
    // --palette light|dark: View > Projector palette for this run (presentation mode's colours).
    std::optional<ProjectorPalette> palette;
    bool showCode = false; // --view code: the code view instead of the lesson text
    QString taskId; // --task ID: that task of the lesson open in its task panel
    bool answers = false; // --list-tasks --answers: the teacher's answer key instead of the list
    QString sceneFile; // a .clab file to open; empty when not given
    QString planFile; // a .clabplan lesson plan to open; empty when not given

    // The exit code when --screenshot is asked for a scene or plan file that is refused.
    static constexpr int kSceneRefused = 3;

    // The exit code for a refused command line.
    static constexpr int kUsageError = 2;
};

// `arguments` without the program name. Qt's own options (-platform, -style, -reverse ...) are
// passed over: QApplication reads them from argv.
CommandLine parseCommandLine(const QStringList& arguments, Language systemLanguage);

// The usage and the options, for --help (stdout) and after a mistake (stderr).
QString usageText(Language language);

// --list-tasks: one line per task of every lesson and exercise, in the curriculum's order:
// "<lesson id> <task id> <kind> <title>" (kind: predict, compute, fill-in, exercise); the titles
// in the current language (the translator installed).
QString taskListText();

// "collision-lab 0.1.0".
QString versionText(const QString& version);

} // namespace lab
