#include "core/lesson_text.h"

#include <catch2/catch.hpp>

namespace test_lesson_text {

using namespace lab;

TEST_CASE("extractFormulas: inline and display formulas in order")
{
    const auto f = extractFormulas(QStringLiteral("a $x^2$ b $$\\frac{1}{2}$$ c $y$"));
    REQUIRE(f.size() == 3);
    CHECK(f[0].tex == QStringLiteral("x^2"));
    CHECK_FALSE(f[0].display);
    CHECK(f[1].tex == QStringLiteral("\\frac{1}{2}"));
    CHECK(f[1].display);
    CHECK(f[2].tex == QStringLiteral("y"));
}

TEST_CASE("extractFormulas: an escaped dollar is text, an unmatched one too")
{
    CHECK(extractFormulas(QStringLiteral("costs \\$5 and $a$")).size() == 1);
    CHECK(extractFormulas(QStringLiteral("only one $ here")).isEmpty());
}

TEST_CASE("toKatexMarkup: formulas become elements with escaped TeX, text stays")
{
    const QString html = toKatexMarkup(QStringLiteral("<p>If $a < b$ then</p>$$c$$"));
    CHECK(html
        == QStringLiteral("<p>If <span class=\"math\">a &lt; b</span> then</p>"
                          "<div class=\"math display\">c</div>"));
}

TEST_CASE("lessonPage: loads KaTeX and the page script from qrc only")
{
    const QString page = lessonPage(QStringLiteral("<p>$x$</p>"), QString(), Language::Japanese, true);
    CHECK(page.contains(QStringLiteral("qrc:/katex/katex.min.js")));
    CHECK(page.contains(QStringLiteral("qrc:/page/page.js")));
    CHECK(page.contains(QStringLiteral("lang=\"ja\"")));
    CHECK(page.contains(QStringLiteral("class=\"projector\"")));
    CHECK_FALSE(page.contains(QStringLiteral("http")));
}

TEST_CASE("withScrollTarget: the page's body says where to open, none for the top")
{
    const QString page
        = lessonPage(QStringLiteral("<p>the body of the lesson</p>"), QString(), Language::English, false);
    CHECK(withScrollTarget(page, 0) == page);
    CHECK(withScrollTarget(page, -0.5) == page);
    const QString down = withScrollTarget(page, 0.375);
    CHECK(down.contains(QStringLiteral("<body data-scroll-to=\"0.375\" class=\"\">")));
    CHECK(down.count(QStringLiteral("data-scroll-to")) == 1);
    CHECK(QString(down).remove(QStringLiteral("data-scroll-to=\"0.375\" ")) == page);
}

TEST_CASE(
    "Lesson text: a block that answers a task is held back, nested divs and all, until the task is revealed")
{
    const QString html
        = QStringLiteral("<p>before</p><div class=\"reveal\" data-task=\"circles/example1\"><div>"
                         "D = 50</div><p>2500</p></div><p>after</p>");
    const auto note = [](const QString& task) { return QStringLiteral("[%1]").arg(task); };
    const QString held = withTasksHidden(html, {}, note);
    CHECK(held
        == QStringLiteral("<p>before</p><div class=\"reveal-held\" data-task=\"circles/example1\">"
                          "[circles/example1]</div><p>after</p>"));
    CHECK(withTasksHidden(html, { QStringLiteral("circles/example1") }, note) == html);
    CHECK(heldTasks(html) == QStringList { QStringLiteral("circles/example1") });
}

TEST_CASE("Lesson text: a link to a line of the code gets its words, or goes where the lesson has no code")
{
    const QString html
        = QStringLiteral("$$D^2$$<a class=\"code-link\" href=\"collision-lab:code/exact/4\"></a>");
    CHECK(withCodeLinks(html, QStringLiteral("show in code"), true)
        == QStringLiteral(
            "$$D^2$$<a class=\"code-link\" href=\"collision-lab:code/exact/4\">show in code</a>"));
    CHECK(withCodeLinks(html, QStringLiteral("show in code"), false) == QStringLiteral("$$D^2$$"));
}

} // namespace test_lesson_text
