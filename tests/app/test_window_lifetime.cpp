// The window's end of life: closing or destroying it at the moments a class does (right after
// presentation mode, a language switch, while frames play or an AreaMove run goes) must not touch
// anything that is already gone. And every shortcut works while presenting.
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/text_view.h"
#include "window/classroom_controller.h"
#include "window/main_window.h"
#include "window/plan_controller.h"
#include "window/presentation_controller.h"

#include "catalog.h"
#include "core/model/scene.h"

#include "../support/events.h"
#include "../support/text_view_wait.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAction>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

namespace test_window_lifetime {

using namespace lab;

namespace {

void settle()
{
    lab::test::deliverPostedEvents();
} // LanguageChange is posted, not sent
using lab::test::waitRendered;

// A window on the heap, so that a test decides when it is destroyed.
struct OpenWindow {
    LanguageSwitcher language;
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>(language);

    explicit OpenWindow(const QString& lessonId)
    {
        window->pageStack().setUseSavedScenes(false);
        window->setLanguage(Language::English);
        settle();
        REQUIRE(window->showLesson(lessonId));
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get()));
        REQUIRE(waitRendered(window->currentPage()->textView()));
    }
    ~OpenWindow()
    {
        language.setLanguage(Language::English);
        settle();
    }

    // Closes as Alt+F4 does and destroys the window at once, with the page's JavaScript answers
    // still on their way; then lets every late answer and posted event arrive.
    void closeAndDestroy()
    {
        QPointer<QWidget> guard(window.get());
        CHECK(window->close());
        window.reset();
        CHECK(guard.isNull());
        for (int i = 0; i < 20; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(5);
        }
    }
};

QAbstractButton* button(LessonPage& page, const char* name)
{
    auto* b = page.controls().findChild<QAbstractButton*>(QLatin1String(name));
    REQUIRE(b);
    return b;
}

} // namespace

TEST_CASE("Window lifetime: closing right after entering presentation mode")
{
    OpenWindow w(QStringLiteral("lines"));
    w.window->presentation().setActive(true); // reloads the text: a scroll query is now pending
    w.closeAndDestroy();
}

TEST_CASE("Window lifetime: closing right after entering and leaving presentation mode")
{
    OpenWindow w(QStringLiteral("slab"));
    w.window->presentation().setActive(true);
    REQUIRE(waitRendered(w.window->currentPage()->textView()));
    w.window->presentation().setActive(false);
    w.closeAndDestroy();
}

TEST_CASE("Window lifetime: closing right after a language switch")
{
    OpenWindow w(QStringLiteral("circles"));
    w.window->setLanguage(Language::Japanese);
    settle();
    w.closeAndDestroy();
}

TEST_CASE("Window lifetime: closing while the frames of an animation play")
{
    OpenWindow w(QStringLiteral("circles"));
    LessonPage& page = *w.window->currentPage();
    button(page, "animate")->click();
    auto* timer = page.controls().findChild<QTimer*>(QStringLiteral("frameTimer"));
    REQUIRE(timer);
    if (!timer->isActive())
        button(page, "play")->click();
    REQUIRE(timer->isActive());
    QSignalSpy frames(timer, &QTimer::timeout);
    REQUIRE(frames.wait(5000));
    w.closeAndDestroy();
}

TEST_CASE("Window lifetime: closing during an AreaMove run")
{
    OpenWindow w(QStringLiteral("area_move"));
    LessonPage& page = *w.window->currentPage();
    button(page, "taskCheck")->click();
    settle();
    w.closeAndDestroy();
}

TEST_CASE("Window lifetime: a lesson page destroyed while its formulas render")
{
    LanguageSwitcher language;
    for (const char* id : { "lines", "ellipse_ellipse", "swept" }) {
        // Destroyed before the first render, and again in the middle of a reload.
        auto fresh = std::make_unique<LessonPage>(*findLesson(QLatin1String(id)), Language::English);
        fresh->show();
        fresh.reset();
        settle();

        auto page = std::make_unique<LessonPage>(*findLesson(QLatin1String(id)), Language::English);
        page->show();
        REQUIRE(waitRendered(page->textView()));
        page->setLanguage(Language::Japanese); // the reload asks the page where the reader is
        page->setPresentation(true);
        page.reset();
        for (int i = 0; i < 20; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(5);
        }
    }
    language.setLanguage(Language::English);
    settle();
}

TEST_CASE("Window lifetime: every shortcut works while presenting")
{
    OpenWindow w(QStringLiteral("lines"));
    MainWindow& window = *w.window;
    window.presentation().setActive(true);
    REQUIRE(!window.menuBar()->isVisible());
    LessonPage* page = window.currentPage();
    REQUIRE(page);

    // Ctrl+L switches the language, and back.
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    settle();
    CHECK(window.language() == Language::Japanese);
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    settle();
    CHECK(window.language() == Language::English);

    // Ctrl+R resets, Ctrl+Z undoes the reset, Ctrl+Shift+Z redoes it.
    auto state = page->scene().state();
    state[0] += 1.0;
    page->scene().setState(state);
    page->undoStack().clear();
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
    CHECK(page->undoStack().count() == 1);
    CHECK(page->scene().state() != state);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    CHECK(page->scene().state() == state);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(page->scene().state() != state);

    // Next and previous lesson.
    QTest::keyClick(&window, Qt::Key_PageDown);
    CHECK(window.currentLessonId() == QStringLiteral("rectangles"));
    QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
    CHECK(window.currentLessonId() == QStringLiteral("lines"));

    // Ctrl+B bookmarks the scene on screen; with a plan open PageDown steps the bookmarks.
    QTest::keyClick(&window, Qt::Key_B, Qt::ControlModifier);
    CHECK(window.classroom().plan().plan().scenes.size() == 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    CHECK(window.currentLessonId() == QStringLiteral("lines")); // the last bookmark: it stays
    window.classroom().plan().close();

    // Ctrl+Q quits from presentation mode (the window closes and is back to normal first).
    QTest::keyClick(&window, Qt::Key_Q, Qt::ControlModifier);
    settle();
    CHECK(!window.isVisible());
    CHECK(!window.presentation().isActive());
}

} // namespace test_window_lifetime
