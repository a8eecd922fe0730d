#include "command_line.h"

#include "window/language.h"

#include "catalog.h"

#include <QCoreApplication>
#include <QTranslator>

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>

namespace lab {

namespace {

// No QApplication and so no installed translator yet: ask the Japanese catalogue directly.
QString say(Language language, const char* source)
{
    static const std::unique_ptr<QTranslator> japanese = [] {
        auto translator = std::make_unique<QTranslator>();
        return translator->load(QStringLiteral(":/i18n/collision-lab_ja.qm")) ? std::move(translator)
                                                                              : nullptr;
    }();
    if (language == Language::Japanese && japanese) {
        const QString text = japanese->translate("CommandLine", source);
        if (!text.isEmpty())
            return text;
    }
    return QString::fromUtf8(source);
}

// What QGuiApplication and QApplication take out of argv themselves, with one or two dashes.
constexpr const char* kQtOptionsWithValue[] = { "platform", "platformpluginpath", "platformtheme", "plugin",
    "qwindowgeometry", "geometry", "qwindowtitle", "title", "qwindowicon", "icon", "display", "name", "style",
    "stylesheet", "session" };
constexpr const char* kQtFlags[] = { "reverse", "widgetcount", "nograb", "dograb", "sync", "testability" };

// 0 when `arg` is not one of Qt's options, else how many arguments it spans.
int qtOptionLength(const QString& arg)
{
    if (!arg.startsWith(QLatin1Char('-')))
        return 0;
    const QString name = arg.mid(arg.startsWith(QLatin1String("--")) ? 2 : 1);
    for (const char* option : kQtOptionsWithValue) {
        if (name == QLatin1String(option))
            return 2;
    }
    for (const char* option : kQtFlags) {
        if (name == QLatin1String(option))
            return 1;
    }
    return 0;
}

enum class Problem {
    None,
    UnexpectedArgument,
    UnknownOption,
    NeedsValue,
    TakesNoValue,
    BadLanguage,
    NoLesson,
    BadTextSize,
    BadPalette,
    BadView
};

QString lessonList(Language language)
{
    QStringList ids;
    for (const auto& entry : curriculum())
        ids << entry.id();
    return ids.join(say(language, QT_TRANSLATE_NOOP("CommandLine", ", ")));
}

QString describe(Problem problem, const QString& what, Language language)
{
    switch (problem) {
    case Problem::None: break;
    case Problem::UnexpectedArgument:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "unexpected argument \"%1\"")).arg(what);
    case Problem::UnknownOption:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "unknown option \"%1\"")).arg(what);
    case Problem::NeedsValue:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "%1 needs a value")).arg(what);
    case Problem::TakesNoValue:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "%1 takes no value")).arg(what);
    case Problem::BadLanguage:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "--lang takes ja or en, not \"%1\"")).arg(what);
    case Problem::BadTextSize:
        return say(language,
            QT_TRANSLATE_NOOP("CommandLine", "--text-size takes a percentage from 100 to 200, not \"%1\""))
            .arg(what);
    case Problem::BadPalette:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "--palette takes light or dark, not \"%1\""))
            .arg(what);
    case Problem::BadView:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "--view takes text or code, not \"%1\""))
            .arg(what);
    case Problem::NoLesson:
        return say(language, QT_TRANSLATE_NOOP("CommandLine", "no lesson \"%1\". Lessons: %2"))
            .arg(what, lessonList(language));
    }
    return {};
}

// What the command line says so far, and the first thing wrong with it.
struct Parse {
    CommandLine line;
    Problem problem = Problem::None;
    QString culprit; // the argument or value the problem is about
    std::optional<QString> langCode; // --lang, read once the message language is known
    bool lessonGiven = false;
    bool help = false;
    bool version = false;
    bool listTasks = false;

    void refuse(Problem why, const QString& what)
    {
        problem = why;
        culprit = what;
    }
};

void readTextSize(Parse& parse, const QString& value)
{
    bool number = false;
    const int percent
        = value.endsWith(QLatin1Char('%')) ? value.chopped(1).toInt(&number) : value.toInt(&number);
    if (!number || percent < 100 || percent > 200)
        parse.refuse(Problem::BadTextSize, value);
    else
        parse.line.textSize = percent;
}

void readView(Parse& parse, const QString& value)
{
    if (value == QLatin1String("text") || value == QLatin1String("code"))
        parse.line.showCode = value == QLatin1String("code");
    else
        parse.refuse(Problem::BadView, value);
}

void readPalette(Parse& parse, const QString& value)
{
    if (value == QLatin1String("light") || value == QLatin1String("dark"))
        parse.line.palette = projectorPaletteFromKey(value);
    else
        parse.refuse(Problem::BadPalette, value);
}

// Every option: its name, whether it takes a value, and what it sets.
struct OptionSpec {
    const char* name;
    bool takesValue;
    void (*read)(Parse& parse, const QString& value);
};

constexpr OptionSpec kOptions[] = {
    { "--lesson", true,
        [](Parse& p, const QString& v) {
            p.line.lessonId = v;
            p.lessonGiven = true;
        } },
    { "--lang", true, [](Parse& p, const QString& v) { p.langCode = v; } },
    { "--present", false, [](Parse& p, const QString&) { p.line.present = true; } },
    { "--screenshot", true, [](Parse& p, const QString& v) { p.line.screenshotPath = v; } },
    { "--check-lessons", false, [](Parse& p, const QString&) { p.line.checkLessons = true; } },
    { "--check-layout", false, [](Parse& p, const QString&) { p.line.checkLayout = true; } },
    { "--text-size", true, readTextSize },
    { "--palette", true, readPalette },
    { "--view", true, readView },
    { "--task", true, [](Parse& p, const QString& v) { p.line.taskId = v; } },
    { "--list-tasks", false, [](Parse& p, const QString&) { p.listTasks = true; } },
    { "--answers", false, [](Parse& p, const QString&) { p.line.answers = true; } },
    { "--help", false, [](Parse& p, const QString&) { p.help = true; } },
    { "-h", false, [](Parse& p, const QString&) { p.help = true; } },
    { "-?", false, [](Parse& p, const QString&) { p.help = true; } },
    { "--version", false, [](Parse& p, const QString&) { p.version = true; } },
    { "-v", false, [](Parse& p, const QString&) { p.version = true; } },
};

// A scene or a lesson plan to open (checked when the window is there); the first of each kind.
bool takeFile(CommandLine& line, const QString& arg)
{
    if (arg.startsWith(QLatin1Char('-')))
        return false;
    if (arg.endsWith(QLatin1String(".clab"), Qt::CaseInsensitive) && line.sceneFile.isEmpty()) {
        line.sceneFile = arg;
        return true;
    }
    if (arg.endsWith(QLatin1String(".clabplan"), Qt::CaseInsensitive) && line.planFile.isEmpty()) {
        line.planFile = arg;
        return true;
    }
    return false;
}

// The option at `i` ("--name value", "--name=value" or a flag); `i` moves past a value it takes.
void readOption(Parse& parse, const QStringList& arguments, qsizetype& i)
{
    const QString& arg = arguments[i];
    const qsizetype equals = arg.startsWith(QLatin1String("--")) ? arg.indexOf(QLatin1Char('=')) : -1;
    const QString name = equals < 0 ? arg : arg.left(equals);
    const auto spec = std::find_if(std::begin(kOptions), std::end(kOptions),
        [&name](const OptionSpec& option) { return name == QLatin1String(option.name); });
    if (spec == std::end(kOptions))
        return parse.refuse(Problem::UnknownOption, name);
    if (!spec->takesValue) {
        if (equals >= 0)
            return parse.refuse(Problem::TakesNoValue, name);
        return spec->read(parse, QString());
    }
    QString value;
    if (equals >= 0)
        value = arg.mid(equals + 1);
    else if (i + 1 < arguments.size())
        value = arguments[++i];
    if (value.isEmpty())
        return parse.refuse(Problem::NeedsValue, name);
    spec->read(parse, value);
}

// The language, the lesson and what to do, once every argument is read.
void finish(Parse& parse, Language systemLanguage)
{
    CommandLine& line = parse.line;
    if (parse.langCode) {
        line.language = LanguageSwitcher::fromCode(*parse.langCode);
        if (!line.language && parse.problem == Problem::None)
            parse.refuse(Problem::BadLanguage, *parse.langCode);
    }
    line.messageLanguage = line.language.value_or(systemLanguage);
    if (parse.problem == Problem::None && !parse.help && !parse.version && parse.lessonGiven
        && !findLesson(line.lessonId))
        parse.refuse(Problem::NoLesson, line.lessonId);

    if (parse.problem != Problem::None) {
        line.action = CommandLine::Action::Refuse;
        line.problem = describe(parse.problem, parse.culprit, line.messageLanguage);
        // A mistyped option needs the usage; a wrong lesson or language already lists the choices.
        const Problem p = parse.problem;
        line.problemNeedsUsage = p != Problem::NoLesson && p != Problem::BadLanguage
            && p != Problem::BadTextSize && p != Problem::BadPalette && p != Problem::BadView;
    } else if (parse.help) {
        line.action = CommandLine::Action::Help;
    } else if (parse.version) {
        line.action = CommandLine::Action::Version;
    } else if (parse.listTasks || line.answers) {
        line.action = CommandLine::Action::ListTasks; // --answers alone lists them with the answers too
    }
}

} // namespace

CommandLine parseCommandLine(const QStringList& arguments, Language systemLanguage)
{
    Parse parse;
    for (qsizetype i = 0; i < arguments.size() && parse.problem == Problem::None; ++i) {
        const QString& arg = arguments[i];
        if (const int span = qtOptionLength(arg)) {
            i += span - 1;
            continue;
        }
        if (takeFile(parse.line, arg))
            continue;
        if (!arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("-"))
            parse.refuse(Problem::UnexpectedArgument, arg);
        else
            readOption(parse, arguments, i);
    }
    finish(parse, systemLanguage);
    return parse.line;
}

namespace {

// One line of the options in --help: the option and what it does, in `language`.
struct UsageRow {
    const char* names;
    QString text;
};

QList<UsageRow> usageRows(Language language)
{
    QStringList builtIds;
    for (const Lesson* lesson : availableLessons())
        builtIds << lesson->id();
    return {
        { "--lesson ID",
            say(language, QT_TRANSLATE_NOOP("CommandLine", "Open the lesson or exercise with this id: %1."))
                .arg(builtIds.join(QStringLiteral(", "))) },
        { "--lang ja|en",
            say(language, QT_TRANSLATE_NOOP("CommandLine", "The language of the window and the lessons.")) },
        { "--present",
            say(language,
                QT_TRANSLATE_NOOP(
                    "CommandLine", "Start in presentation mode (full screen, large, high contrast).")) },
        { "--screenshot FILE",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "Wait until the formulas have rendered, save the window to FILE "
                    "(PNG) and exit.")) },
        { "--check-lessons",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "Render every formula of every lesson in both languages with "
                    "KaTeX; exit 1 on any error or missing language.")) },
        { "--check-layout",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "Open every lesson in both languages at 1024x768 and 1280x720 "
                    "(presentation mode) and 1366x768, 1920x1080 and 1024x700; list every "
                    "clipped field, sideways scroll bar, widget past the window's "
                    "edge, formula wider than its column and overlapping canvas "
                    "label; exit 1 on any.")) },
        { "--text-size PERCENT",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "The text size, from 100 (the system's) to 200, as View > Text size "
                    "sets it. With --check-layout: check at that size in the 1024x768, "
                    "1366x768 and 1920x1080 windows.")) },
        { "--palette light|dark",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "The projector palette for presentation mode, as View > Projector "
                    "palette sets it: light for a bright room, dark (the default) for a "
                    "dim one.")) },
        { "--view text|code",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "Open the lesson's code view instead of its text (with --screenshot: the "
                    "code with this scene's values).")) },
        { "--task ID",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "Open this task of the lesson in its task panel (the ids --list-tasks prints).")) },
        { "--list-tasks",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "List every task of the lessons and exercises in the curriculum's order, one "
                    "a line: lesson id, task id, kind (predict, compute, fill-in, exercise) and "
                    "title; exit.")) },
        { "--answers",
            say(language,
                QT_TRANSLATE_NOOP("CommandLine",
                    "With --list-tasks: the teacher's answer key instead, each task with what it "
                    "asks, the right answer on one scene, the words or numbers it accepts and the "
                    "worked solution; exit.")) },
        { "-h, --help", say(language, QT_TRANSLATE_NOOP("CommandLine", "Show this help and exit.")) },
        { "-v, --version", say(language, QT_TRANSLATE_NOOP("CommandLine", "Show the version and exit.")) },
    };
}

} // namespace

QString usageText(Language language)
{
    const QList<UsageRow> rows = usageRows(language);
    QString text = say(language, QT_TRANSLATE_NOOP("CommandLine", "Usage:"));
    text += QStringLiteral(
        "\n  collision-lab [SCENE.clab | PLAN.clabplan] [--lesson ID] [--lang ja|en] "
        "[--present] [--palette light|dark] [--text-size PERCENT] [--screenshot FILE.png]\n"
        "  collision-lab --check-lessons | --check-layout [--text-size PERCENT] | --list-tasks [--answers]\n"
        "  collision-lab --help | --version\n\n");
    text += say(language,
        QT_TRANSLATE_NOOP("CommandLine", "Collision Detection Lab: lessons in 2D collision detection."));
    text += QStringLiteral("\n\n");
    text += say(language, QT_TRANSLATE_NOOP("CommandLine", "Options:"));
    text += QLatin1Char('\n');
    for (const UsageRow& row : rows)
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(row.names), -18).arg(row.text);
    text += QLatin1Char('\n');
    text += say(language,
        QT_TRANSLATE_NOOP("CommandLine",
            "Exit status: 0 done, 1 a check or a screenshot failed, 2 a mistake on "
            "the command line."));
    text += QLatin1Char('\n');
    return text;
}

QString taskListText()
{
    QString text;
    for (const Lesson* lesson : availableLessons()) {
        for (const LessonTask& task : lesson->tasks())
            text += QStringLiteral("%1 %2 %3 %4\n")
                        .arg(lesson->id(), task.id, taskKindKey(task.kind), task.title);
    }
    return text;
}

QString versionText(const QString& version)
{
    return QStringLiteral("collision-lab %1\n").arg(version);
}

} // namespace lab
