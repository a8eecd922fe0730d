// The command line as parseCommandLine reads it, before any QApplication would exist.
#include "classroom/answer_key.h"
#include "cli/command_line.h"

#include "catalog.h"
#include "core/lesson.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/model/scene.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace test_command_line {

using lab::CommandLine;
using lab::Language;
using lab::parseCommandLine;
using namespace lab; // the answer key's test: lessons, tasks, numbers

namespace {

CommandLine parse(const QStringList& arguments, Language system = Language::English)
{
    return parseCommandLine(arguments, system);
}

} // namespace

TEST_CASE("command line: options with their values, in both spellings")
{
    const CommandLine line = parse({ QStringLiteral("--lesson"), QStringLiteral("circles"),
        QStringLiteral("--lang=ja"), QStringLiteral("--present"), QStringLiteral("--screenshot=out.png") });
    REQUIRE(line.action == CommandLine::Action::Run);
    CHECK(line.lessonId == QLatin1String("circles"));
    REQUIRE(line.language);
    CHECK(*line.language == Language::Japanese);
    CHECK(line.present);
    CHECK(line.screenshotPath == QLatin1String("out.png"));
    CHECK_FALSE(line.checkLessons);
}

TEST_CASE("command line: no arguments opens the window with nothing chosen")
{
    const CommandLine line = parse({});
    CHECK(line.action == CommandLine::Action::Run);
    CHECK(line.lessonId.isEmpty());
    CHECK_FALSE(line.language);
    CHECK(line.screenshotPath.isEmpty());
}

TEST_CASE("command line: --help, -h, --version and -v")
{
    CHECK(parse({ QStringLiteral("--help") }).action == CommandLine::Action::Help);
    CHECK(parse({ QStringLiteral("-h") }).action == CommandLine::Action::Help);
    CHECK(parse({ QStringLiteral("--version") }).action == CommandLine::Action::Version);
    CHECK(parse({ QStringLiteral("-v") }).action == CommandLine::Action::Version);
    // Help does not need a valid lesson: the user is asking what the valid ones are.
    CHECK(parse({ QStringLiteral("--lesson"), QStringLiteral("nowhere"), QStringLiteral("--help") }).action
        == CommandLine::Action::Help);
}

TEST_CASE("command line: mistakes are refused, with the usage when an option was mistyped")
{
    struct Case {
        QStringList arguments;
        const char* problem;
        bool usage;
    };
    const Case cases[] = {
        { { QStringLiteral("--lesons"), QStringLiteral("lines") }, "unknown option \"--lesons\"", true },
        { { QStringLiteral("-x") }, "unknown option \"-x\"", true },
        { { QStringLiteral("--lesson") }, "--lesson needs a value", true },
        { { QStringLiteral("--screenshot=") }, "--screenshot needs a value", true },
        { { QStringLiteral("--present=yes") }, "--present takes no value", true },
        { { QStringLiteral("notes.txt") }, "unexpected argument \"notes.txt\"", true },
        { { QStringLiteral("a.clab"), QStringLiteral("b.clab") }, "unexpected argument \"b.clab\"", true },
        { { QStringLiteral("--lang"), QStringLiteral("fr") }, "--lang takes ja or en, not \"fr\"", false },
        { { QStringLiteral("--lesson"), QStringLiteral("nowhere") }, "no lesson \"nowhere\"", false },
        // A mistake wins over --help: the exit code says the command line was wrong.
        { { QStringLiteral("--help"), QStringLiteral("--bogus") }, "unknown option \"--bogus\"", true },
    };
    for (const Case& c : cases) {
        INFO(c.arguments.join(QLatin1Char(' ')).toStdString());
        const CommandLine line = parse(c.arguments);
        CHECK(line.action == CommandLine::Action::Refuse);
        CHECK(line.problem.startsWith(QLatin1String(c.problem)));
        CHECK(line.problemNeedsUsage == c.usage);
    }
}

TEST_CASE("command line: an unknown lesson lists every unit of the curriculum")
{
    const CommandLine line = parse({ QStringLiteral("--lesson=nowhere") });
    REQUIRE(line.action == CommandLine::Action::Refuse);
    for (const auto& entry : lab::curriculum())
        CHECK(line.problem.contains(entry.id()));
}

TEST_CASE("command line: Qt's own options are left for QApplication")
{
    const CommandLine line
        = parse({ QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--style"),
            QStringLiteral("Fusion"), QStringLiteral("-reverse"), QStringLiteral("--present") });
    CHECK(line.action == CommandLine::Action::Run);
    CHECK(line.present);
}

TEST_CASE("command line: messages follow --lang, else the system language")
{
    const QStringList wrongLesson { QStringLiteral("--lesson"), QStringLiteral("nowhere") };
    const CommandLine english = parse(wrongLesson, Language::English);
    const CommandLine japanese = parse(wrongLesson, Language::Japanese);
    const CommandLine chosen
        = parse(wrongLesson + QStringList { QStringLiteral("--lang"), QStringLiteral("ja") });
    CHECK(english.messageLanguage == Language::English);
    CHECK(japanese.messageLanguage == Language::Japanese);
    CHECK(chosen.messageLanguage == Language::Japanese);
    CHECK(english.problem.startsWith(QLatin1String("no lesson")));
    CHECK(japanese.problem.contains(QStringLiteral("レッスンはありません")));
    CHECK(chosen.problem == japanese.problem);
}

TEST_CASE("command line: the usage names every option, in English and in Japanese")
{
    const QString english = lab::usageText(Language::English);
    const QString japanese = lab::usageText(Language::Japanese);
    for (const char* option : { "--lesson", "--lang", "--present", "--palette", "--text-size", "--screenshot",
             "--check-lessons", "--help", "--version" }) {
        CHECK(english.contains(QLatin1String(option)));
        CHECK(japanese.contains(QLatin1String(option)));
    }
    for (const lab::Lesson* lesson : lab::availableLessons())
        CHECK(english.contains(lesson->id()));
    CHECK(english.startsWith(QLatin1String("Usage:")));
    CHECK(japanese.contains(QStringLiteral("使い方")));
}

TEST_CASE("command line: a .clab file is the scene to open")
{
    const CommandLine line = parseCommandLine(
        { QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("class/例1.clab") },
        Language::English);
    CHECK(line.action == CommandLine::Action::Run);
    CHECK(line.sceneFile == QStringLiteral("class/例1.clab"));
}

TEST_CASE("command line: a .clabplan file is the lesson plan to open, with a scene beside it if given")
{
    const CommandLine line = parseCommandLine(
        { QStringLiteral("授業/第1回.clabplan"), QStringLiteral("--present") }, Language::English);
    CHECK(line.action == CommandLine::Action::Run);
    CHECK(line.planFile == QStringLiteral("授業/第1回.clabplan"));
    CHECK(line.sceneFile.isEmpty());
    CHECK(line.present);
    CHECK(usageText(Language::English).contains(QStringLiteral("PLAN.clabplan")));
}

TEST_CASE("command line: --text-size takes a percentage from 100 to 200")
{
    const CommandLine line = parse({ QStringLiteral("--text-size"), QStringLiteral("150") });
    REQUIRE(line.action == CommandLine::Action::Run);
    REQUIRE(line.textSize);
    CHECK(*line.textSize == 150);
    CHECK(*parse({ QStringLiteral("--text-size=200%") }).textSize == 200);
    CHECK_FALSE(parse({}).textSize);
    for (const char* bad : { "250", "99", "big" }) {
        const CommandLine refused
            = parse({ QStringLiteral("--text-size"), QLatin1String(bad) }, Language::Japanese);
        CHECK(refused.action == CommandLine::Action::Refuse);
        CHECK(refused.problem.contains(QLatin1String(bad)));
        CHECK(refused.problem.contains(QStringLiteral("100")));
    }
}

TEST_CASE("command line: --palette chooses the light or the dark projector palette")
{
    const CommandLine light
        = parse({ QStringLiteral("--palette"), QStringLiteral("light"), QStringLiteral("--present") });
    REQUIRE(light.action == CommandLine::Action::Run);
    REQUIRE(light.palette);
    CHECK(*light.palette == lab::ProjectorPalette::Light);
    CHECK(light.present);
    const CommandLine dark = parse({ QStringLiteral("--palette=dark") });
    REQUIRE(dark.palette);
    CHECK(*dark.palette == lab::ProjectorPalette::Dark);
    CHECK_FALSE(parse({}).palette); // the saved choice stays
    for (const char* bad : { "Light", "grey", "1" }) {
        const CommandLine refused
            = parse({ QStringLiteral("--palette"), QLatin1String(bad) }, Language::Japanese);
        CHECK(refused.action == CommandLine::Action::Refuse);
        CHECK(refused.problem.contains(QLatin1String(bad)));
        CHECK(refused.problem.contains(QStringLiteral("light")));
        CHECK_FALSE(refused.problemNeedsUsage);
    }
    CHECK(parse({ QStringLiteral("--palette") }).action == CommandLine::Action::Refuse);
}

TEST_CASE("command line: --list-tasks --answers is the teacher's answer key: every task, its answer on the "
          "scene it draws, the worked solution")
{
    const CommandLine line = parse({ QStringLiteral("--list-tasks"), QStringLiteral("--answers") });
    CHECK(line.action == CommandLine::Action::ListTasks);
    CHECK(line.answers);
    const QString key = answerKeyText();
    for (const Lesson* lesson : availableLessons()) {
        for (const LessonTask& task : lesson->tasks())
            CHECK(key.contains(lesson->id() + QLatin1Char(' ') + task.id + QLatin1Char(':')));
    }
    // The determinant on the scene lines' compute-det draws from seed 1, worked out here.
    const Lesson* lines = findLesson(QStringLiteral("lines"));
    REQUIRE(lines);
    for (const auto& task : lines->createTasks()) {
        if (task->id() != QStringLiteral("compute-det"))
            continue;
        auto scene = lines->createScene();
        scene->setState(*task->scene(1));
        const QString section
            = key.section(QStringLiteral("lines compute-det:"), 1).section(QLatin1Char('\n'), 0, 3);
        CHECK(section.contains(
            QStringLiteral("Answer on this scene: %1").arg(formatNumber(task->answer(*scene), 4))));
    }
    // No placeholder left unfilled, and a squared number keeps its square (one-argument arg() would
    // read "%1²" as the placeholder %12).
    CHECK_FALSE(key.contains(QRegularExpression(QStringLiteral("%[0-9]"))));
    CHECK(key.contains(QRegularExpression(QStringLiteral("D² = [0-9]+² \\+ [0-9]+²"))));
}

TEST_CASE(
    "answer key: a condition blank shows its condition, Help > Answer key writes it as text and as a PDF")
{
    const QString key = answerKeyText();
    const QString conditions
        = key.section(QStringLiteral("circles conditions:"), 1).section(QLatin1Char('\n'), 0, 6);
    CHECK(conditions.contains(QStringLiteral("(a2 - a1)^2 + (b2 - b1)^2 <= (r1 + r2)^2")));
    CHECK(conditions.contains(QStringLiteral("any condition true for exactly the same values")));

    QTemporaryDir dir;
    const QString text = dir.filePath(QStringLiteral("key.txt"));
    REQUIRE(writeAnswerKey(text));
    QFile file(text);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(file.readAll()) == key);
    const QString pdf = dir.filePath(QStringLiteral("key.pdf"));
    REQUIRE(writeAnswerKey(pdf));
    QFile pdfFile(pdf);
    REQUIRE(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdfFile.readAll();
    CHECK(bytes.startsWith("%PDF"));
    CHECK(bytes.size() > 20000); // pages of text, not an empty document
    // A folder that does not exist: refused, nothing thrown.
    CHECK_FALSE(writeAnswerKey(dir.filePath(QStringLiteral("no/such/folder/key.txt"))));
}

TEST_CASE("answer key: every task of the handout's course names the source lines it comes from, the "
          "broad phase says it goes beyond them")
{
    static const QRegularExpression form(QStringLiteral(
        "^00[0-4]:[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*(;00[0-4]:[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*)*$"));
    int named = 0;
    for (const Lesson* lesson : availableLessons()) {
        QStringList lines;
        for (const auto& task : lesson->createTasks())
            lines << task->sourceLines();
        if (lesson->createTasks().empty()) {
            for (const LessonTask& task : lesson->tasks())
                lines << task.sourceLines;
        }
        for (const QString& l : lines) {
            INFO(lesson->id().toStdString() << ": \"" << l.toStdString() << "\"");
            if (isBeyondHandout(lesson->id())) {
                CHECK(l.isEmpty());
                continue;
            }
            CHECK(form.match(l).hasMatch());
            ++named;
        }
    }
    CHECK(named >= 30);
    const QString key = answerKeyText();
    const QString converse
        = key.section(QStringLiteral("rectangles converse:"), 1).section(QLatin1Char('\n'), 0, 2);
    CHECK(converse.contains(QStringLiteral("From: the handout (003), lines 50–54, 89")));
    const QString pairs
        = key.section(QStringLiteral("broad_phase pairs-1000:"), 1).section(QLatin1Char('\n'), 0, 2);
    CHECK(pairs.contains(QStringLiteral("From: beyond the sources")));
}

TEST_CASE("answer key: source lines in words, one line or several, one source or two")
{
    CHECK(sourceLinesText(QStringLiteral("003:85")) == QStringLiteral("the handout (003), line 85"));
    CHECK(sourceLinesText(QStringLiteral("002:111-136"))
        == QStringLiteral("the textbook (002), lines 111–136"));
    CHECK(sourceLinesText(QStringLiteral("004:239;000:199"))
        == QStringLiteral("the article (004), line 239; the textbook (000), line 199"));
    CHECK(sourceLinesText(QString()).isEmpty());
}

} // namespace test_command_line
