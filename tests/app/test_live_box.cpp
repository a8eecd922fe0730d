// The live box during a drag: it follows, it never has more than one render on its way, it
// skips updates that change nothing, and it ends on the exact final values.
#include "lesson_page.h"
#include "main_window.h"
#include "text_view.h"

#include "catalog.h"
#include "core/canvas.h"
#include "core/scene.h"

#include "../support/text_view_wait.h"

#include <catch2/catch.hpp>

#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QWebEnginePage>

using namespace lab;

namespace {

QString pageText(LessonTextView& view, const QString& script)
{
    return lab::test::evaluate(view.page(), script).toString();
}

} // namespace

TEST_CASE("Live box: a fast drag ends on the final values with fewer renders than moves, and a repeat sends nothing")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setUseSavedScenes(false);
    window.setLanguage(Language::English);
    window.resize(1366, 800);
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    LessonPage& page = *window.currentPage();
    LessonTextView& view = page.textView();
    REQUIRE(lab::test::waitRendered(view));

    Canvas& canvas = page.canvas();
    const int before = view.liveUpdatesSent();
    const QPoint start = canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, start);
    constexpr int kMoves = 60;
    for (int i = 1; i <= kMoves; ++i) {
        const QPoint at = start + QPoint(i * 2, -i);
        QMouseEvent move(QEvent::MouseMove, at, canvas.mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(&canvas, &move);
        QCoreApplication::processEvents();
    }
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, start + QPoint(kMoves * 2, -kMoves));

    // Wait until the page shows what the scene says now.
    const QString finalLive = page.lesson().liveText(page.scene());
    // (The page's own 40 ms timer hands the last state over; the view then renders it.)
    REQUIRE(QTest::qWaitFor([&] { return view.shownLive() == finalLive && !view.isLiveUpdatePending(); }, 15000));
    const int sent = view.liveUpdatesSent() - before;
    CHECK(sent >= 1);
    CHECK(sent < kMoves);
    // The box holds the final TeX: KaTeX keeps each formula's source in its annotation.
    const QString shown = pageText(view, QStringLiteral(
        "Array.from(document.querySelectorAll('#live annotation')).map(a => a.textContent).join('|')"));
    INFO(shown.toStdString());
    INFO(finalLive.toStdString());
    CHECK(!shown.isEmpty());
    for (const QString& tex : shown.split(QLatin1Char('|'))) {
        if (!tex.isEmpty())
            CHECK(finalLive.contains(tex.trimmed()));
    }

    // The same live text again (values set to what they are) sends nothing to the page.
    const int settled = view.liveUpdatesSent();
    view.updateLive(page.lesson().liveText(page.scene()));
    CHECK(view.liveUpdatesSent() == settled);
    CHECK_FALSE(view.isLiveUpdatePending());
}

TEST_CASE("Text view: a hidden lesson gives its page back and shows it again, in the language and with the values of now")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setUseSavedScenes(false);
    window.setLanguage(Language::English);
    window.resize(1366, 800);
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    LessonPage& circles = *window.currentPage();
    LessonTextView& view = circles.textView();
    REQUIRE(lab::test::waitRendered(view));
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
    REQUIRE(QTest::qWaitFor([&] { return view.shownLive() == finalLive && !view.isLiveUpdatePending(); }, 15000));
    window.setLanguage(Language::English);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}
