// The window shell: language switching, presentation mode, settings, the lesson page's web view.
#include "page/lesson_page.h"
#include "page/text_view.h"
#include "window/lesson_list.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"

#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/scene.h"
#include "core/widgets/parameter_panel.h"
#include "lines/lines_lesson.h"

#include "../support/events.h"
#include "../support/text_view_wait.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>
#include <QUndoStack>
#include <QWebEnginePage>

namespace test_main_window {

using namespace lab;

namespace {

void settle()
{
    lab::test::deliverPostedEvents();
} // LanguageChange is posted, not sent
using lab::test::evaluate;
using lab::test::waitRendered;

void dragFirstHandle(Canvas& canvas, QPoint by)
{
    const QPoint from = canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(&canvas, from + by / 2);
    QTest::mouseMove(&canvas, from + by);
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, from + by);
}

struct Window {
    LanguageSwitcher language;
    MainWindow window { language };

    explicit Window(Language lang = Language::English)
    {
        window.setLanguage(lang);
        settle();
        REQUIRE(window.showLesson(QStringLiteral("lines")));
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
    }
    ~Window()
    {
        language.setLanguage(Language::English);
        settle();
    }
};

} // namespace

TEST_CASE("MainWindow: switching language changes the visible text and keeps scene and undo history")
{
    Window w;
    LessonPage* page = w.window.currentPage();
    REQUIRE(page);
    auto* readout = page->controls().findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);
    dragFirstHandle(page->canvas(), { 40, 20 });
    const auto state = page->scene().state();
    REQUIRE(page->undoStack().count() == 1);
    CHECK(w.window.windowTitle() == QStringLiteral("Collision Detection Lab"));
    CHECK(w.window.lessonList()->item(0)->text() == QStringLiteral("Lines and intersections"));
    CHECK(readout->text().contains(QStringLiteral("One common point")));

    w.window.setLanguage(Language::Japanese);
    settle();
    CHECK(w.window.windowTitle() == QStringLiteral("衝突判定ラボ"));
    CHECK(w.window.lessonList()->item(0)->text() == QStringLiteral("直線と交点"));
    CHECK(w.window.menuBar()->actions().first()->text() == QStringLiteral("ファイル(&F)"));
    CHECK(readout->text().contains(QStringLiteral("交点")));
    CHECK(page->scene().state() == state);
    CHECK(page->undoStack().count() == 1);

    // The lesson text itself is reloaded in Japanese.
    REQUIRE(waitRendered(page->textView()));
    CHECK(evaluate(page->textView().page(), QStringLiteral("document.documentElement.lang")).toString()
        == QStringLiteral("ja"));
    CHECK(evaluate(page->textView().page(), QStringLiteral("document.querySelector('h1').textContent"))
              .toString()
        == QStringLiteral("直線と交点"));

    w.window.setLanguage(Language::English);
    settle();
    CHECK(readout->text().contains(QStringLiteral("One common point")));
    page->undoStack().undo();
    CHECK(page->scene().state() != state);
}

TEST_CASE("MainWindow: the lesson text is rendered by the bundled KaTeX without errors")
{
    Window w;
    LessonTextView& view = w.window.currentPage()->textView();
    REQUIRE(waitRendered(view));
    CHECK(evaluate(view.page(), QStringLiteral("document.querySelectorAll('.katex').length")).toInt() > 20);
    CHECK(
        evaluate(view.page(), QStringLiteral("document.querySelectorAll('.katex-error, .math-error').length"))
            .toInt()
        == 0);
    // The live box follows the scene.
    LessonPage* page = w.window.currentPage();
    dragFirstHandle(page->canvas(), { 0, -60 });
    // KaTeX keeps each formula's TeX in an annotation: the new s must be there.
    const QString newS
        = QStringLiteral("s = ") + formatNumber(static_cast<LinesScene&>(page->scene()).result().s, 3);
    bool updated = false;
    for (int waited = 0; !updated && waited < 5000; waited += 50) {
        QTest::qWait(50);
        updated = evaluate(view.page(), QStringLiteral("document.getElementById('live').textContent"))
                      .toString()
                      .contains(newS);
    }
    CHECK(updated);
}

TEST_CASE("MainWindow: the page's formula check reports KaTeX errors and passes good TeX")
{
    Window w;
    LessonTextView& view = w.window.currentPage()->textView();
    REQUIRE(waitRendered(view));
    CHECK(evaluate(view.page(), QStringLiteral("checkFormula('\\\\frac{1}', false)"))
              .toString()
              .contains(QStringLiteral("KaTeX")));
    CHECK(evaluate(view.page(), QStringLiteral("checkFormula('\\\\frac{1}{2}', true)")).toString().isEmpty());
}

TEST_CASE("MainWindow: the lesson page never reaches the network")
{
    QTcpServer server;
    REQUIRE(server.listen(QHostAddress::LocalHost));
    Window w;
    LessonTextView& view = w.window.currentPage()->textView();
    REQUIRE(waitRendered(view));
    REQUIRE(QTest::qWaitFor([&] { return view.isPainted(); }, 10000)); // the page's last own title
    QSignalSpy title(view.page(), &QWebEnginePage::titleChanged);
    evaluate(view.page(),
        QStringLiteral("var i = new Image(); i.onerror = function() { document.title = 'blocked'; };"
                       "i.onload = function() { document.title = 'loaded'; };"
                       "i.src = 'http://127.0.0.1:%1/x.png'; 0")
            .arg(server.serverPort()));
    if (title.isEmpty()) // it may have come while evaluate() was waiting
        REQUIRE(title.wait(10000));
    CHECK(view.page()->title() == QStringLiteral("blocked"));
    CHECK_FALSE(server.waitForNewConnection(300));
}

TEST_CASE("MainWindow: presentation mode hides the list, enlarges the canvas style, Esc leaves")
{
    Window w;
    w.window.lessonList()->setChoice(true); // shown beside the page by choice (F9)
    settle();
    REQUIRE(w.window.lessonList()->isVisible());
    w.window.presentation().setActive(true);
    settle();
    CHECK(w.window.presentation().isActive());
    CHECK_FALSE(w.window.lessonList()->isVisible());
    CHECK_FALSE(w.window.menuBar()->isVisible());
    const CanvasStyle& style = w.window.currentPage()->canvas().canvasStyle();
    CHECK(style.projector);
    CHECK(style.lineWidth > CanvasStyle::desk().lineWidth);
    CHECK(style.handleRadius > CanvasStyle::desk().handleRadius);
    QTest::keyClick(&w.window, Qt::Key_Escape);
    settle();
    CHECK_FALSE(w.window.presentation().isActive());
    CHECK(w.window.lessonList()->isVisible());
    CHECK_FALSE(w.window.currentPage()->canvas().canvasStyle().projector);
    QTest::keyClick(&w.window, Qt::Key_F5);
    settle();
    CHECK(w.window.presentation().isActive());
    w.window.presentation().setActive(false);
}

TEST_CASE("MainWindow: settings keep the last lesson, the language and the window layout")
{
    {
        Window w(Language::Japanese);
        w.window.saveSettings();
    }
    QSettings settings;
    CHECK(settings.value(QStringLiteral("lastLesson")).toString() == QStringLiteral("lines"));
    CHECK(settings.value(QStringLiteral("language")).toString() == QStringLiteral("ja"));
    CHECK_FALSE(settings.value(QStringLiteral("window/geometry")).toByteArray().isEmpty());
}

TEST_CASE("MainWindow: typed bad input is refused with a message in the current language")
{
    Window w(Language::Japanese);
    LessonPage* page = w.window.currentPage();
    auto* panel = page->controls().findChild<ParameterPanel*>();
    REQUIRE(panel);
    const auto before = page->scene().state();
    QLineEdit* field = panel->field(0);
    field->setText(QStringLiteral("abc"));
    emit field->editingFinished();
    CHECK(panel->errorText().contains(QStringLiteral("数値ではありません")));
    field->setText(QStringLiteral("1e400"));
    emit field->editingFinished();
    CHECK(panel->errorText().contains(QStringLiteral("大きすぎます")));
    field->setText(QString());
    emit field->editingFinished();
    CHECK(panel->errorText().contains(QStringLiteral("入力してください")));
    CHECK(page->scene().state() == before);
    // Switching language words the standing message again.
    w.window.setLanguage(Language::English);
    settle();
    CHECK(panel->errorText().contains(QStringLiteral("enter a number")));
}

TEST_CASE("MainWindow: a lesson's values survive a restart, unreadable saved values are set aside")
{
    LessonScene::State moved;
    {
        Window w;
        dragFirstHandle(w.window.currentPage()->canvas(), { 30, 30 });
        moved = w.window.currentPage()->scene().state();
        w.window.saveSettings();
    }
    {
        Window w;
        CHECK(w.window.currentPage()->scene().state() == moved);
    }
    QSettings().setValue(QStringLiteral("scenes/lines"), QVariantList { QStringLiteral("x"), 1.0 });
    {
        Window w;
        LessonPage* page = w.window.currentPage();
        CHECK(page->scene().state() == page->scene().initialState());
        CHECK(w.window.statusBar()->currentMessage().contains(QStringLiteral("could not be read")));
        CHECK_FALSE(QSettings().contains(QStringLiteral("scenes/lines")));
    }
}

TEST_CASE("MainWindow: presentation mode enlarges the controls' text and gives it back after")
{
    Window w;
    auto* readout = w.window.currentPage()->controls().findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);
    const int before = QFontInfo(readout->font()).pixelSize();
    w.window.presentation().setActive(true);
    settle();
    CHECK(QFontInfo(readout->font()).pixelSize() > before);
    w.window.presentation().setActive(false);
    settle();
    CHECK(QFontInfo(readout->font()).pixelSize() == before);
}

TEST_CASE("MainWindow: PageDown changes lesson only in presentation mode, Ctrl+PageDown always")
{
    Window w;
    REQUIRE(w.window.currentLessonId() == QStringLiteral("lines"));
    QTest::keyClick(&w.window, Qt::Key_PageDown);
    settle();
    CHECK(w.window.currentLessonId() == QStringLiteral("lines")); // the text scrolls instead
    QTest::keyClick(&w.window, Qt::Key_PageDown, Qt::ControlModifier);
    settle();
    const QString second = w.window.currentLessonId();
    CHECK(second != QStringLiteral("lines"));
    w.window.presentation().setActive(true);
    settle();
    QTest::keyClick(&w.window, Qt::Key_PageDown);
    settle();
    CHECK(w.window.currentLessonId() != second);
    QTest::keyClick(&w.window, Qt::Key_PageUp);
    settle();
    CHECK(w.window.currentLessonId() == second);
    w.window.presentation().setActive(false);
}

TEST_CASE("MainWindow: switching language keeps the reader's place in the lesson text")
{
    Window w;
    w.window.resize(1200, 700);
    LessonTextView& view = w.window.currentPage()->textView();
    REQUIRE(waitRendered(view));
    evaluate(view.page(), QStringLiteral("window.scrollTo(0, document.documentElement.scrollHeight / 2); 0"));
    REQUIRE(evaluate(view.page(), QStringLiteral("window.scrollY")).toDouble() > 100);
    w.window.setLanguage(Language::Japanese);
    settle();
    // The reload starts once the old page has said where it was: wait for the Japanese page.
    bool japanese = false;
    for (int waited = 0; !japanese && waited < 20000; waited += 50) {
        QTest::qWait(50);
        japanese = view.isRendered()
            && evaluate(view.page(), QStringLiteral("document.documentElement.lang")).toString()
                == QStringLiteral("ja");
    }
    REQUIRE(japanese);
    double scrolled = 0;
    for (int waited = 0; scrolled < 100 && waited < 3000; waited += 50) {
        QTest::qWait(50);
        scrolled = evaluate(view.page(), QStringLiteral("window.scrollY")).toDouble();
    }
    CHECK(scrolled > 100);
}

TEST_CASE("MainWindow: in presentation mode Esc only leaves it, Delete clears the exercise's rectangles")
{
    Window w;
    REQUIRE(w.window.showLesson(QStringLiteral("square_collision")));
    w.window.presentation().setActive(true);
    settle();
    LessonPage* page = w.window.currentPage();
    Canvas& canvas = page->canvas();
    canvas.setFocus();
    const auto before = page->scene().state(); // the exercise starts with two rectangles drawn
    page->viewState().setSelection({ 0, -1 }); // even with a handle picked
    QTest::keyClick(&canvas, Qt::Key_Escape);
    settle();
    CHECK_FALSE(w.window.presentation().isActive());
    CHECK(page->scene().state() == before); // the student's rectangles are still there
    w.window.presentation().setActive(true);
    settle();
    canvas.setFocus();
    QTest::keyClick(&canvas, Qt::Key_Delete);
    settle();
    CHECK(w.window.presentation().isActive());
    CHECK(page->scene().state() != before);
    page->undoStack().undo(); // one undo step brings them back
    CHECK(page->scene().state() == before);
    w.window.presentation().setActive(false);
}

} // namespace test_main_window
