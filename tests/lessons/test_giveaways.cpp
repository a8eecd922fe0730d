// Nothing is given away: for every task of every lesson and exercise, in the curriculum's order,
// what it asks for (TaskDefinition::giveaways, an exercise's tasks too) appears
// nowhere the student sees before answering it: not in the texts of this lesson or an earlier one
// (with every block that answers a task held back, as the page holds them), and not in the live
// box, the read-outs, the code view (its listings and its run) or the canvas's words of the task's
// own scene while the task is open.
#include "catalog.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/lesson_text.h"
#include "core/model/code_listing.h"
#include "core/model/numbers.h"
#include "core/model/scene.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QLabel>
#include <QRegularExpression>
#include <QUndoStack>
#include <QWidget>

#include <type_traits>

namespace test_giveaways {

using namespace lab;

namespace {

// Code and formulas compared as written, whatever their spacing or HTML escapes: "a &lt;= b" and
// "a<=b", "(-105,\ -15)" and "(-105,-15)" are the same.
QString bare(QString text)
{
    text.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&amp;"), QLatin1String("&"))
        .replace(QLatin1String("\\ "), QString());
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    return text;
}

// A number is found only as a whole number ("50" is not in "150" or "50.5"); code and formulas
// whatever their spacing.
bool contains(const QString& haystack, const QString& needle)
{
    static const QRegularExpression number(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?$"));
    if (!number.match(needle).hasMatch())
        return bare(haystack).contains(bare(needle));
    const QRegularExpression whole(
        QStringLiteral("(?<![0-9.])%1(?![0-9]|\\.[0-9])").arg(QRegularExpression::escape(needle)));
    return whole.match(haystack).hasMatch();
}

QString heldText(const QString& id, Language language)
{
    return withTasksHidden(lessonText(id, language), {}, [](const QString&) { return QString(); });
}

// Everything the controls say: labels, buttons, tooltips.
QStringList controlTexts(const QWidget& controls)
{
    QStringList texts;
    for (const QLabel* label : controls.findChildren<QLabel*>())
        texts << label->text();
    for (const QAbstractButton* button : controls.findChildren<QAbstractButton*>())
        texts << button->text();
    return texts;
}

// Everything the code view shows on the scene: the listings' lines and comments, and every value
// and formula of each listing's run, as the view writes them.
QString codeTexts(const Lesson& lesson, const LessonScene& scene)
{
    QStringList texts;
    const QList<CodeListing> listings = lesson.codeListings();
    for (int i = 0; i < listings.size(); ++i) {
        for (const CodeLine& line : listings[i].lines)
            texts << line.code << line.comment;
        for (const CodeStep& step : lesson.runCode(scene, i).steps) {
            texts << step.formula;
            for (const CodeValue& v : step.values)
                texts << QStringLiteral("%1 = %2").arg(
                    v.name, v.text.isEmpty() ? formatNumber(v.value, 4) : v.text);
        }
    }
    return texts.join(QLatin1Char('\n'));
}

struct Asked {
    QString where;
    QStringList giveaways;
};

void checkNotShown(
    const QString& task, const QStringList& giveaways, const QString& where, const QString& text)
{
    for (const QString& g : giveaways) {
        INFO(task.toStdString() << ": \"" << g.toStdString() << "\" in " << where.toStdString());
        CHECK_FALSE(contains(text, g));
    }
}

} // namespace

TEST_CASE("giveaways: no lesson shows what a task asks before the task is done or revealed")
{
    const auto lessons = availableLessons();
    int checked = 0;
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const Lesson& lesson = *lessons[i];
        // This lesson's tasks, on their own scenes, and an exercise's tasks on its first scene.
        QList<Asked> asked;
        auto scene = lesson.createScene();
        ViewState view;
        QUndoStack undo;
        const auto painter = lesson.createPainter();
        for (const auto& task : lesson.createTasks()) {
            if (const auto state = task->scene(7))
                scene->setState(*state);
            scene->setHeld(task->held());
            const QString ref = lesson.id() + QLatin1Char('/') + task->id();
            const QStringList giveaways = task->giveaways(*scene);
            std::unique_ptr<QWidget> controls(lesson.createControls(*scene, undo, view, nullptr));
            checkNotShown(ref, giveaways, QStringLiteral("the live box"), lesson.liveText(*scene));
            checkNotShown(ref, giveaways, QStringLiteral("the controls"),
                controlTexts(*controls).join(QLatin1Char('\n')));
            const SceneDescription words = painter->describe(*scene);
            checkNotShown(ref, giveaways, QStringLiteral("the canvas's words"),
                (words.shapes + QStringList { words.verdict }).join(QLatin1Char('\n')));
            checkNotShown(ref, giveaways, QStringLiteral("the code view"), codeTexts(lesson, *scene));
            asked.append({ ref, giveaways });
            scene->setHeld({});
        }
        // ... and none of it in the texts so far, this one's included, with the answers held back.
        for (const Asked& a : asked) {
            checked += int(a.giveaways.size());
            for (std::size_t j = 0; j <= i; ++j) {
                for (const Language language : { Language::English, Language::Japanese }) {
                    const QString where
                        = QStringLiteral("the %1 text of %2").arg(languageCode(language), lessons[j]->id());
                    checkNotShown(a.where, a.giveaways, where, heldText(lessons[j]->id(), language));
                }
            }
        }
    }
    // The check has something to check: the exercises' own tasks name what they ask at least.
    CHECK(checked > 0);
}

TEST_CASE("giveaways: a number is found whole, not inside another")
{
    CHECK(contains(QStringLiteral("D^2 = 2500 \\le 3025"), QStringLiteral("2500")));
    CHECK_FALSE(contains(QStringLiteral("12500 and 2500.5"), QStringLiteral("2500")));
    CHECK(contains(QStringLiteral("p2.X > P0.X && p0.X < P2.X"), QStringLiteral("p0.X < P2.X")));
}

TEST_CASE("giveaways: the circles text as it was before tasks (Example 1 solved in full) gives D = 50 away")
{
    // The lesson's worked example as the page used to show it, answers and all.
    const QString before
        = QStringLiteral("<p>Car A: centre (20, 10), radius 30. Car B: centre (-10, 50), radius "
                         "25.</p><p>$$D = \\sqrt{30^2 + 40^2} = 50$$</p>"
                         "<p>$$D^2 = 2500 \\le (r_1 + r_2)^2 = 3025$$</p>");
    const QString now = QStringLiteral("<p>Car A and car B: read their centres off the equations.</p>"
                                       "<div class=\"reveal\" data-task=\"circles/example1\">")
        + before + QStringLiteral("</div>");
    const auto hidden = [](const QString& html) {
        return withTasksHidden(html, {}, [](const QString&) { return QString(); });
    };
    CHECK(contains(hidden(before), QStringLiteral("2500")));
    CHECK_FALSE(contains(hidden(now), QStringLiteral("2500")));
    CHECK(contains(withTasksHidden(
                       now, { QStringLiteral("circles/example1") }, [](const QString&) { return QString(); }),
        QStringLiteral("2500")));
}

TEST_CASE("giveaways: code and formulas are found whatever their spacing and escapes")
{
    CHECK(contains(
        QStringLiteral("overlap = r1.left   &lt;= r2.right"), QStringLiteral("r1.left <= r2.right")));
    CHECK(contains(QStringLiteral("p_1 &= (-105,\\ -15)"), QStringLiteral("(-105, -15)")));
    CHECK_FALSE(contains(QStringLiteral("r1.left >= r2.right"), QStringLiteral("r1.left <= r2.right")));
}

// A held key is a type of its own: a plain string is not taken for one (a misspelt key does not
// compile), and a key is the same key wherever it is made from the same name.
static_assert(!std::is_convertible_v<QString, HeldKey>);
static_assert(!std::is_convertible_v<HeldKey, QString>);
// So is a spotlight, what the canvas draws for a step of the code view.
static_assert(!std::is_convertible_v<QString, Spotlight>);
static_assert(!std::is_convertible_v<Spotlight, QString>);

TEST_CASE("spotlights: a part numbered or with a piece is that part, and not another one of it")
{
    const Spotlight pair { QStringLiteral("pair") };
    CHECK(pair.at(1, 2).is(pair));
    CHECK(pair.at(1, 2) == pair.at(1, 2));
    CHECK(pair.at(1, 2) != pair.at(2, 1));
    CHECK(pair.at(1, 2) != pair);
    CHECK(pair.at(3).piece(QStringLiteral("II")) != pair.at(3));
    CHECK(pair.at(3).piece(QStringLiteral("II")).is(pair));
    CHECK_FALSE(Spotlight().is(Spotlight()));
    CHECK_FALSE(pair.is(Spotlight(QStringLiteral("pairs"))));
}

TEST_CASE("held keys: a scene holds exactly the keys a task gives it, by name")
{
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        std::unique_ptr<LessonScene> scene = lesson->createScene();
        for (const auto& task : lesson->createTasks()) {
            const HeldKeys held = task->held();
            scene->setHeld(held);
            for (const HeldKey& key : held) {
                CHECK(scene->holds(key));
                CHECK(scene->holds(HeldKey(key.name()))); // made again from its name
            }
            CHECK_FALSE(scene->holds(HeldKey(QStringLiteral("no such quantity"))));
        }
        scene->setHeld({});
        CHECK_FALSE(scene->holds(kHeldVerdict));
    }
}

} // namespace test_giveaways
