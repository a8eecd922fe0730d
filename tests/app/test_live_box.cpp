// The live box during a drag: it follows, it never has more than one render on its way, it
// skips updates that change nothing, and it ends on the exact final values.
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/renderer_priority.h"
#include "page/text_view.h"
#include "window/main_window.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/lesson_text.h"
#include "core/model/scene.h"

#include "../support/text_view_wait.h"

#include <catch2/catch.hpp>

#include <cmath>

#include <sys/resource.h>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QWebEnginePage>

namespace test_live_box {

using namespace lab;

namespace {

QString pageText(LessonTextView& view, const QString& script)
{
    return lab::test::evaluate(view.page(), script).toString();
}

// The main window at 1366x800 in English, showing `lessonId` with its page rendered.
struct OpenLesson {
    explicit OpenLesson(const QString& lessonId)
        : window(language)
    {
        window.pageStack().setUseSavedScenes(false);
        window.setLanguage(Language::English);
        window.resize(1366, 800);
        REQUIRE(window.showLesson(lessonId));
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        REQUIRE(lab::test::waitRendered(window.currentPage()->textView()));
    }
    LanguageSwitcher language;
    MainWindow window;
};

} // namespace

TEST_CASE("Live box: a fast drag ends on the final values with fewer renders than moves, and a repeat sends "
          "nothing")
{
    OpenLesson open(QStringLiteral("circles"));
    LessonPage& page = *open.window.currentPage();
    LessonTextView& view = page.textView();

    Canvas& canvas = page.canvas();
    const int before = view.live().sent();
    const QPoint start = canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, start);
    constexpr int kMoves = 60;
    QElapsedTimer dragClock;
    dragClock.start();
    for (int i = 1; i <= kMoves; ++i) {
        const QPoint at = start + QPoint(i * 2, -i);
        QMouseEvent move(QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(&canvas, &move);
        QCoreApplication::processEvents();
    }
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, start + QPoint(kMoves * 2, -kMoves));
    const qint64 dragMs = dragClock.elapsed();

    // Wait until the page shows what the scene says now, rendered whole (the drag's updates were
    // interim; its end renders the box whole, changed or not).
    const QString finalLive = page.lesson().liveText(page.scene());
    // (The page's live-box pacer hands the last state over; the view then renders it.)
    REQUIRE(QTest::qWaitFor(
        [&] {
            return view.live().shown() == finalLive && !view.live().isShownInterim()
                && !view.live().isPending();
        },
        15000));
    CHECK(pageText(view, QStringLiteral("String(document.querySelectorAll('#live [data-lean]').length)"))
        == QStringLiteral("0"));
    // At most one update per interval the drag took, and the first and the last two (one still
    // waiting at the release, then the whole one): far fewer than the moves, unless a loaded
    // machine made each move slower than the interval (then one per move is right).
    const int sent = view.live().sent() - before;
    INFO("sent " << sent << " in a drag of " << dragMs << " ms");
    CHECK(sent >= 1);
    CHECK(sent <= 3 + dragMs / LiveUpdates::kIntervalMs);
    // The box holds the final TeX: KaTeX keeps each formula's source in its annotation.
    const QString shown = pageText(view,
        QStringLiteral(
            "Array.from(document.querySelectorAll('#live annotation')).map(a => a.textContent).join('|')"));
    INFO(shown.toStdString());
    INFO(finalLive.toStdString());
    CHECK(!shown.isEmpty());
    for (const QString& tex : shown.split(QLatin1Char('|'))) {
        if (!tex.isEmpty())
            CHECK(finalLive.contains(tex.trimmed()));
    }

    // The same live text again (values set to what they are) sends nothing to the page.
    const int settled = view.live().sent();
    view.live().update(page.lesson().liveText(page.scene()));
    CHECK(view.live().sent() == settled);
    CHECK_FALSE(view.live().isPending());
}

TEST_CASE("Text view: a hidden lesson gives its page back and shows it again, in the language and with the "
          "values of now")
{
    OpenLesson open(QStringLiteral("circles"));
    MainWindow& window = open.window;
    LessonPage& circles = *window.currentPage();
    LessonTextView& view = circles.textView();
    CHECK_FALSE(view.isReleased());

    // Another lesson opens: the circles page is discarded once hidden.
    REQUIRE(window.showLesson(QStringLiteral("lines")));
    REQUIRE(QTest::qWaitFor([&] { return view.isReleased(); }, 10000));
    CHECK_FALSE(view.isRendered());
    CHECK(view.page()->lifecycleState() == QWebEnginePage::LifecycleState::Discarded);

    // While it is away, the language and the circles' values change.
    window.setLanguage(Language::Japanese);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    LessonScene::State moved = circles.scene().values();
    moved[0] += 7;
    circles.scene().setState(moved);
    CHECK(view.isReleased()); // nothing is loaded for a hidden lesson

    // Back: the page loads again, in Japanese, and its live box shows the values of now.
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    CHECK_FALSE(view.isReleased());
    REQUIRE(lab::test::waitRendered(view));
    CHECK(pageText(view, QStringLiteral("document.documentElement.lang")) == QStringLiteral("ja"));
    const QString finalLive = circles.lesson().liveText(circles.scene());
    REQUIRE(
        QTest::qWaitFor([&] { return view.live().shown() == finalLive && !view.live().isPending(); }, 15000));
    window.setLanguage(Language::English);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

TEST_CASE("Live box: a new value within the interval of the last render waits, and only the latest of those "
          "is sent")
{
    OpenLesson open(QStringLiteral("lines"));
    LessonTextView& view = open.window.currentPage()->textView();
    REQUIRE(QTest::qWaitFor([&] { return !view.live().isPending(); }, 10000));
    // Long enough that the page answers well within it, however loaded the machine.
    view.live().setInterval(1500);
    QTest::qWait(1600); // clear of whatever the page sent while it loaded

    const int before = view.live().sent();
    view.live().update(QStringLiteral("<p>first $x = 1$</p>"));
    CHECK(view.live().sent() == before + 1); // nothing sent lately: at once
    REQUIRE(QTest::qWaitFor([&] { return !view.live().isPending(); }, 1000)); // the page has answered
    view.live().update(QStringLiteral("<p>second $x = 2$</p>"));
    view.live().update(QStringLiteral("<p>third $x = 3$</p>"));
    CHECK(view.live().sent() == before + 1); // waits for the interval, not for the page
    CHECK(view.live().isPending());
    REQUIRE(QTest::qWaitFor([&] { return !view.live().isPending(); }, 10000));
    CHECK(view.live().sent() == before + 2); // "second" was never sent
    CHECK(view.live().shown() == QStringLiteral("<p>third $x = 3$</p>"));
    CHECK(pageText(view, QStringLiteral("document.querySelector('#live annotation').textContent")).trimmed()
        == QStringLiteral("x = 3"));

    // A value equal to the one shown drops what waited: the box stays on it.
    view.live().update(QStringLiteral("<p>fourth $x = 4$</p>"));
    CHECK(view.live().isPending());
    view.live().update(QStringLiteral("<p>third $x = 3$</p>"));
    CHECK_FALSE(view.live().isPending());
    QTest::qWait(1600);
    CHECK(view.live().sent() == before + 2);
    CHECK(view.live().shown() == QStringLiteral("<p>third $x = 3$</p>"));
}

TEST_CASE("Live box: new words leave the formulas as they are, new numbers render only their formula, and a "
          "re-fitted formula is sized as a full fit sizes it")
{
    OpenLesson open(QStringLiteral("lines"));
    LessonTextView& view = open.window.currentPage()->textView();
    QWebEnginePage* page = view.page();
    const auto run = [&](const QString& script) { return lab::test::evaluate(page, script); };
    // setLive as LessonTextView calls it, with the markup toKatexMarkup makes.
    const auto setLive = [&](const QString& words, const QString& digits) {
        return run(QStringLiteral("window.setLive('<p><b>%1</b></p><div class=\"math display\">y = %2</div>"
                                  "<p>then <span class=\"math\">z = 1</span></p>')")
                       .arg(words, digits))
            .toInt();
    };
    // Formulas a tenth and a fifth wider than the column (scaled down, not broken) and ones that
    // fit, from the width of a digit in this column.
    const QString width
        = QStringLiteral("(function(){ var n = document.querySelector('#live .math.display .katex-html');"
                         " var r = document.createRange(); r.selectNodeContents(n); return "
                         "r.getBoundingClientRect().width; })()");
    CHECK(setLive(QStringLiteral("Start"), QStringLiteral("1")) == 2); // a new skeleton: all rendered
    const double one = run(width).toDouble();
    CHECK(setLive(QStringLiteral("Start"), QStringLiteral("11111111111")) == 1);
    const double digit = (run(width).toDouble() - one) / 10;
    const double column
        = run(QStringLiteral("document.querySelector('#live .katex-display').clientWidth")).toDouble();
    REQUIRE(column > 100);
    REQUIRE(digit > 3);
    const auto digitsFor
        = [&](double share) { return QString(1 + int((column * share - one) / digit), QLatin1Char('7')); };
    const QString wide = digitsFor(1.1);
    const QString wider = digitsFor(1.2);

    run(QStringLiteral("document.querySelectorAll('#live .math')[1].dataset.marker = 'kept'"));
    // Only the words changed: no formula is rendered again, the words are new.
    CHECK(setLive(QStringLiteral("Other words"), QStringLiteral("11111111111")) == 0);
    CHECK(run(QStringLiteral("document.querySelector('#live b').textContent")).toString()
        == QStringLiteral("Other words"));
    CHECK(run(QStringLiteral("document.querySelectorAll('#live .math')[1].dataset.marker")).toString()
        == QStringLiteral("kept"));

    const QString sizes = QStringLiteral(
        "Array.from(document.querySelectorAll('#live .math')).map(m => m.style.fontSize).join('|')");
    for (const QString& digits : { wide, QStringLiteral("12"), wider, wide, QStringLiteral("3") }) {
        INFO(digits.size() << " digits in a column of " << column << " px");
        CHECK(setLive(QStringLiteral("Other words"), digits) == 1); // only the display formula
        const QString refitted = run(sizes).toString();
        run(QStringLiteral("window.fitFormulas()")); // the whole page from full size
        const QString fitted = run(sizes).toString();
        INFO("after the update: " << refitted.toStdString()
                                  << ", fitted from full size: " << fitted.toStdString());
        const QStringList a = refitted.split(QLatin1Char('|'));
        const QStringList b = fitted.split(QLatin1Char('|'));
        REQUIRE(a.size() == b.size());
        for (qsizetype i = 0; i < a.size(); ++i) { // the same size, give or take rounding
            CHECK(a[i].isEmpty() == b[i].isEmpty());
            CHECK(std::abs(a[i].chopped(a[i].isEmpty() ? 0 : 1).toDouble()
                      - b[i].chopped(b[i].isEmpty() ? 0 : 1).toDouble())
                < 0.35);
        }
        if (digits.size() < 5)
            CHECK(refitted.startsWith(QLatin1Char('|'))); // full size: no font size set
        else
            CHECK_FALSE(refitted.startsWith(QLatin1Char('|')));
    }
    CHECK(run(QStringLiteral("document.querySelectorAll('#live .math')[1].dataset.marker")).toString()
        == QStringLiteral("kept"));
}

TEST_CASE("Live box: the first update after the page loads renders only the formulas it changes")
{
    OpenLesson open(QStringLiteral("lines"));
    LessonPage& page = *open.window.currentPage();
    LessonTextView& view = page.textView();
    const QString markup = toKatexMarkup(page.lesson().liveText(page.scene()));
    const QString asJs
        = QString::fromUtf8(QJsonDocument(QJsonArray { markup }).toJson(QJsonDocument::Compact));
    // The values the page opened with: nothing to render again.
    CHECK(lab::test::evaluate(view.page(), QStringLiteral("window.setLive(%1[0])").arg(asJs)).toInt() == 0);
    // One number changed: only the formulas with that number in them.
    const int formulas
        = lab::test::evaluate(view.page(), QStringLiteral("document.querySelectorAll('#live .math').length"))
              .toInt();
    QString changed = markup;
    const qsizetype at = changed.indexOf(QStringLiteral("1.857"));
    REQUIRE(at > 0);
    changed.replace(at, 5, QStringLiteral("1.858"));
    const QString changedJs
        = QString::fromUtf8(QJsonDocument(QJsonArray { changed }).toJson(QJsonDocument::Compact));
    const int rendered
        = lab::test::evaluate(view.page(), QStringLiteral("window.setLive(%1[0])").arg(changedJs)).toInt();
    CHECK(rendered == 1);
    CHECK(formulas > 1);
}

TEST_CASE(
    "Text view: after the window is resized the page says when a frame at the view's new size is on screen")
{
    OpenLesson open(QStringLiteral("lines"));
    LessonTextView& view = open.window.currentPage()->textView();
    REQUIRE(QTest::qWaitFor([&] { return view.isPainted(); }, 10000));
    CHECK(view.presentedSize() == view.size());
    const QSize before = view.size();
    QSignalSpy presented(&view, &LessonTextView::presented);
    open.window.resize(1100, 700);
    REQUIRE(QTest::qWaitFor([&] { return view.size() != before; }, 5000));
    REQUIRE(QTest::qWaitFor([&] { return view.presentedSize() == view.size(); }, 10000));
    CHECK(presented.count() >= 1);
}

TEST_CASE("Live box: an interim update renders its formulas without MathML, labelled with their TeX, the "
          "next whole one makes them whole, even unchanged")
{
    OpenLesson open(QStringLiteral("lines"));
    LessonTextView& view = open.window.currentPage()->textView();
    REQUIRE(QTest::qWaitFor([&] { return !view.live().isPending(); }, 10000));
    view.live().setInterval(0);
    const auto count = [&view](const QString& selector) {
        return pageText(view, QStringLiteral("String(document.querySelectorAll('%1').length)").arg(selector))
            .toInt();
    };
    const QString html = QStringLiteral("<p>Now $x = 1$ and $y = 22$.</p>");

    int sent = view.live().sent();
    view.live().update(html, true);
    CHECK(view.live().sent() == sent + 1);
    REQUIRE(QTest::qWaitFor([&] { return !view.live().isPending(); }, 10000));
    CHECK(count(QStringLiteral("#live .math")) == 2);
    CHECK(count(QStringLiteral("#live .math[data-lean]")) == 2);
    CHECK(count(QStringLiteral("#live .katex-mathml")) == 0);
    CHECK(count(QStringLiteral("#live .katex-html")) == 2); // drawn all the same
    CHECK(pageText(
              view, QStringLiteral("document.querySelectorAll('#live .math')[1].getAttribute('aria-label')"))
        == QStringLiteral("y = 22"));
    view.live().update(html, true); // the same, interim again: nothing to do
    CHECK(view.live().sent() == sent + 1);

    // The same values, whole: sent, and both formulas made whole, with MathML and words.
    view.live().update(html);
    CHECK(view.live().sent() == sent + 2);
    REQUIRE(QTest::qWaitFor([&] { return !view.live().isPending(); }, 10000));
    CHECK(count(QStringLiteral("#live .math[data-lean]")) == 0);
    CHECK(count(QStringLiteral("#live .katex-mathml")) == 2);
    const QString words = pageText(
        view, QStringLiteral("document.querySelectorAll('#live .math')[1].getAttribute('aria-label')"));
    INFO(words.toStdString());
    CHECK(words != QStringLiteral("y = 22"));
    CHECK(words.contains(QStringLiteral("22")));
    view.live().update(html); // shown whole already
    view.live().update(html, true); // and an interim one of the same adds nothing to that
    CHECK(view.live().sent() == sent + 2);
}

TEST_CASE("Live box: the lesson text's renderer runs at a lower priority than the window, so a drag's frames "
          "come first")
{
    OpenLesson open(QStringLiteral("slab"));
    LessonTextView& view = open.window.currentPage()->textView();
    const qint64 renderer = view.page()->renderProcessPid();
    REQUIRE(renderer > 0);
    REQUIRE(renderer != QCoreApplication::applicationPid());
    const std::optional<int> least = leastNice(renderer);
    REQUIRE(least.has_value());
    CHECK(*least >= kRendererNice);
    // The window's own threads keep the priority it was started at (this thread's).
    const std::optional<int> own = leastNice(QCoreApplication::applicationPid());
    REQUIRE(own.has_value());
    CHECK(*own == ::getpriority(PRIO_PROCESS, 0));
    CHECK(*own < kRendererNice);
}

} // namespace test_live_box
