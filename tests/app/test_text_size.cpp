// View > Text size: Ctrl+= / Ctrl+- / Ctrl+0 scale the controls, the lesson text, the canvas
// labels and the lesson list together, from 100 to 200 %, also while presenting; kept in the settings.
#include "page/controls_column.h"
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/text_size.h"
#include "page/text_view.h"
#include "window/lesson_list.h"
#include "window/main_window.h"
#include "window/presentation.h"
#include "window/presentation_controller.h"
#include "window/text_size_controller.h"

#include "core/canvas/canvas.h"

#include "../support/events.h"
#include "../support/text_view_wait.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFontMetrics>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTest>
#include <QToolBar>
#include <QWebEngineSettings>

namespace test_text_size {

using namespace lab;

namespace {

void settle()
{
    lab::test::deliverPostedEvents();
}

struct Window {
    LanguageSwitcher language;
    MainWindow window { language };

    Window()
    {
        window.setLanguage(Language::English);
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

    LessonPage& page() { return *window.currentPage(); }
    int readoutPixels()
    {
        auto* readout = page().controls().findChild<QLabel*>(QStringLiteral("readout"));
        REQUIRE(readout);
        return QFontInfo(readout->font()).pixelSize();
    }
    void press(Qt::Key key)
    {
        QTest::keyClick(&window, key, Qt::ControlModifier);
        settle();
    }
};

} // namespace

TEST_CASE("text size: the steps go from the system's size to twice it, and no further")
{
    CHECK(textsize::steps() == QList<int> { 100, 115, 130, 150, 175, 200 });
    CHECK(textsize::larger(100) == 115);
    CHECK(textsize::larger(150) == 175);
    CHECK(textsize::larger(200) == 200);
    CHECK(textsize::larger(140) == 150); // between steps: the next one up
    CHECK(textsize::smaller(115) == 100);
    CHECK(textsize::smaller(100) == 100);
    CHECK(textsize::smaller(140) == 130);
    CHECK(textsize::clamped(40) == 100);
    CHECK(textsize::clamped(900) == 200);
    QFont font;
    font.setPointSizeF(10);
    CHECK(scaledFont(font, 1.5).pointSizeF() == Approx(15));
    QFont pixels;
    pixels.setPixelSize(12);
    CHECK(scaledFont(pixels, 2).pixelSize() == 24);
}

TEST_CASE("text size: Ctrl+= scales the controls, the canvas labels, the lesson text and the list together")
{
    Window w;
    LessonTextView& text = w.page().textView();
    REQUIRE(lab::test::waitRendered(text));
    const int controls = w.readoutPixels();
    const double labels = w.page().canvas().canvasStyle().labelPointSize;
    const double zoom = text.zoomFactor();
    const int list = QFontInfo(w.window.lessonList()->font()).pixelSize();
    const double canvasScale = w.page().canvas().viewport().scale();

    w.press(Qt::Key_Equal);
    CHECK(w.window.textSize().percent() == 115);
    w.press(Qt::Key_Equal);
    w.press(Qt::Key_Equal);
    CHECK(w.window.textSize().percent() == 150);
    CHECK(w.readoutPixels() >= qRound(controls * 1.4));
    CHECK(w.page().canvas().canvasStyle().labelPointSize == Approx(labels * 1.5));
    CHECK(text.zoomFactor() > zoom * 1.2);
    CHECK(text.textScale() == Approx(1.5));
    CHECK(QFontInfo(w.window.lessonList()->font()).pixelSize() >= qRound(list * 1.4));
    // The canvas's zoom is not the text's: it keeps its plain keys.
    CHECK(w.page().canvas().viewport().scale() == Approx(canvasScale));

    // Never past 200 %, never under the system's size.
    for (int i = 0; i < 8; ++i)
        w.press(Qt::Key_Equal);
    CHECK(w.window.textSize().percent() == 200);
    // The text grows as far as its column keeps lines of kNarrowestLine CSS pixels ...
    CHECK(text.width() / text.zoomFactor() >= LessonTextView::kNarrowestLine - 1);
    CHECK(text.zoomFactor() <= zoom * 2 + 1e-9);
    // ... and to the whole 200 % in a column wide enough: the side column grows with the text.
    REQUIRE(text.width() >= 2 * LessonTextView::kNarrowestLine);
    CHECK(text.zoomFactor() == Approx(zoom * 2));
    w.press(Qt::Key_Minus);
    CHECK(w.window.textSize().percent() == 175);
    w.press(Qt::Key_0);
    CHECK(w.window.textSize().percent() == 100);
    CHECK(w.readoutPixels() == controls);
    CHECK(w.page().canvas().canvasStyle().labelPointSize == Approx(labels));
    w.press(Qt::Key_Minus);
    CHECK(w.window.textSize().percent() == 100);
    w.window.textSize().setPercent(5000);
    CHECK(w.window.textSize().percent() == 200);

    // The keys work wherever the focus is: in the lesson text too.
    w.window.textSize().setPercent(150);
    w.page().textView().setFocus();
    QWidget* web = w.page().textView().focusProxy() ? w.page().textView().focusProxy() : &w.page().textView();
    QTest::keyClick(web, Qt::Key_Equal, Qt::ControlModifier);
    settle();
    CHECK(w.window.textSize().percent() == 175);
    QTest::keyClick(web, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(web, Qt::Key_Minus, Qt::ControlModifier);
    settle();
    CHECK(w.window.textSize().percent() == 130);
    w.window.textSize().setPercent(200);

    // A lesson opened later has the size too.
    REQUIRE(w.window.showLesson(QStringLiteral("circles")));
    CHECK(w.page().canvas().canvasStyle().labelPointSize == Approx(labels * 2));
    CHECK(w.page().textView().textScale() == Approx(2));
}

TEST_CASE("text size: plain + on the canvas still zooms the view, Ctrl++ the text")
{
    Window w;
    Canvas& canvas = w.page().canvas();
    canvas.setFocus();
    const double scale = canvas.viewport().scale();
    QTest::keyClick(&canvas, Qt::Key_Plus, Qt::ControlModifier);
    settle();
    CHECK(canvas.viewport().scale() == Approx(scale));
    CHECK(w.window.textSize().percent() == 115);
    QTest::keyClick(&canvas, Qt::Key_Plus);
    settle();
    CHECK(canvas.viewport().scale() > scale);
    CHECK(w.window.textSize().percent() == 115);
}

TEST_CASE("text size: the keys work while presenting, on top of presentation mode's larger text")
{
    Window w;
    const int normal = w.readoutPixels();
    w.window.presentation().setActive(true);
    settle();
    const int presenting = w.readoutPixels();
    CHECK(presenting > normal);
    const double labels = w.page().canvas().canvasStyle().labelPointSize;
    w.press(Qt::Key_Equal);
    w.press(Qt::Key_Equal);
    CHECK(w.window.textSize().percent() == 130);
    CHECK(w.readoutPixels() >= qRound(presenting * 1.2));
    CHECK(w.page().canvas().canvasStyle().labelPointSize == Approx(labels * 1.3));
    CHECK(w.page().canvas().canvasStyle().projector);
    w.press(Qt::Key_Minus);
    CHECK(w.window.textSize().percent() == 115);
    w.window.presentation().setActive(false);
    settle();
    // Leaving presentation mode keeps the chosen size.
    CHECK(w.readoutPixels() >= qRound(normal * 1.1));
    CHECK(w.readoutPixels() < presenting);
}

TEST_CASE("text size: the size is kept for the next start")
{
    {
        Window w;
        w.window.textSize().setPercent(175);
        w.window.saveSettings();
    }
    CHECK(QSettings().value(QStringLiteral("view/textSize")).toInt() == 175);
    {
        Window w;
        w.window.restoreSettings();
        CHECK(w.window.textSize().percent() == 175);
        CHECK(w.page().textView().textScale() == Approx(1.75));
    }
    QSettings().setValue(QStringLiteral("view/textSize"), 900); // a hand-edited file
    {
        Window w;
        w.window.restoreSettings();
        CHECK(w.window.textSize().percent() == 200);
        w.window.textSize().setPercent(100);
        w.window.saveSettings();
    }
}

TEST_CASE("text size: the menus, toolbar, status bar and dialogs grow with it, and nothing grows twice")
{
    const QFont system = QApplication::font();
    {
        Window w;
        const auto pixels = [](const QWidget& widget) { return QFontInfo(widget.font()).pixelSize(); };
        const int menu = pixels(*w.window.menuBar());
        const int controls = w.readoutPixels();
        const int list = pixels(*w.window.lessonList());
        const double labels = w.page().canvas().canvasStyle().labelPointSize;
        w.window.textSize().setPercent(200);
        settle();
        CHECK(pixels(*w.window.menuBar()) >= qRound(menu * 1.9));
        CHECK(pixels(*w.window.statusBar()) >= qRound(menu * 1.9));
        for (const QToolBar* bar : w.window.findChildren<QToolBar*>())
            CHECK(pixels(*bar) >= qRound(menu * 1.9));
        QMessageBox box(QMessageBox::Information, QStringLiteral("t"), QStringLiteral("text"),
            QMessageBox::Ok, &w.window);
        CHECK(pixels(box) >= qRound(menu * 1.9));
        // What has a scaled font of its own is scaled once, from the system's size.
        CHECK(w.readoutPixels() <= controls * 2 + 1);
        CHECK(pixels(*w.window.lessonList()) <= list * 2 + 1);
        CHECK(w.page().canvas().canvasStyle().labelPointSize == Approx(labels * 2));
        w.window.textSize().setPercent(100);
        settle();
        CHECK(pixels(*w.window.menuBar()) == menu);
        w.window.textSize().setPercent(150);
    }
    // The window gives the application its font back.
    CHECK(QApplication::font() == system);
}

TEST_CASE("text size: the lesson text's base size follows the application font")
{
    const auto pageFontPixels = [](LessonTextView& text) {
        REQUIRE(lab::test::waitRendered(text));
        return lab::test::evaluate(
            text.page(), QStringLiteral("parseFloat(getComputedStyle(document.body).fontSize)"))
            .toDouble();
    };
    const QFont system = QApplication::font();
    double normal = 0;
    {
        Window w;
        normal = pageFontPixels(w.page().textView());
        CHECK(normal == Approx(textsize::pageFontPixels()));
    }
    // A desktop with a larger font: the page's text is larger too, before any View > Text size.
    QFont larger = system;
    larger.setPixelSize(QFontInfo(system).pixelSize() * 3 / 2);
    QApplication::setFont(larger);
    {
        Window w;
        const double px = pageFontPixels(w.page().textView());
        CHECK(px == Approx(textsize::pageFontPixels()));
        CHECK(px >= normal * 1.4);
        CHECK(w.page().textView().zoomFactor() == Approx(1)); // not zoomed: its own font is larger
    }
    QApplication::setFont(system);
}

TEST_CASE("text size: at 200 % the lesson list shows every title whole, in both languages")
{
    Window w;
    w.window.lessonList()->setChoice(true);
    w.window.textSize().setPercent(200);
    QListWidget& list = *w.window.lessonList();
    const int margin = 2 * (list.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &list) + 1);
    for (const Language language : { Language::English, Language::Japanese }) {
        w.window.setLanguage(language);
        settle();
        list.doItemsLayout();
        settle();
        for (int i = 0; i < list.count(); ++i) {
            const QListWidgetItem* item = list.item(i);
            INFO(item->text().toStdString());
            const QRect rect = list.visualItemRect(item);
            const QRect text = QFontMetrics(list.font())
                                   .boundingRect(QRect(0, 0, rect.width() - margin, 100000), Qt::TextWordWrap,
                                       item->text());
            CHECK(text.width() <= rect.width() - margin);
            CHECK(text.height() <= rect.height());
        }
    }
    CHECK(list.textElideMode() == Qt::ElideNone);
}

namespace {

// The lesson text's size on the screen: its CSS font size times the page's pixel ratio (the
// zoom), as the page renders it.
double renderedTextPixels(LessonTextView& text)
{
    REQUIRE(lab::test::waitRendered(text));
    return lab::test::evaluate(text.page(),
        QStringLiteral("parseFloat(getComputedStyle(document.querySelector('main p') || "
                       "document.body).fontSize) * window.devicePixelRatio"))
        .toDouble();
}

} // namespace

TEST_CASE("text size: at 1366x768 and 1024x768 the lesson text reaches the whole 200 %, in a narrower window "
          "the status bar says how large it got")
{
    Window w;
    // The lesson with the widest controls: beside them the list and the text do not both fit.
    REQUIRE(w.window.showLesson(QStringLiteral("car_circles")));
    w.window.resize(1366, 768);
    settle();
    LessonTextView& text = w.page().textView();
    const double normal = renderedTextPixels(text);
    CHECK(w.window.lessonList()->isHidden()); // beside the page only by choice (F9)
    w.window.textSize().setPercent(200);
    settle();
    REQUIRE(QTest::qWaitFor([&] { return std::abs(text.zoomFactor() - 2) < 0.01; }, 10000));
    CHECK(w.page().shownTextPercent() == 200);
    // Measured in the page: twice the size it had at 100 %.
    REQUIRE(QTest::qWaitFor([&] { return renderedTextPixels(text) >= normal * 1.98; }, 10000));
    CHECK(renderedTextPixels(text) <= normal * 2.02);
    // The canvas and the controls keep their room, and the window the screen.
    CHECK(w.page().canvas().width() >= PageColumns::kSmallestCanvas - 1);
    CHECK(w.window.width() <= 1366);
    // At 1024x768 too, the side column growing with the text.
    w.window.resize(1024, 768);
    settle();
    CHECK(w.window.width() <= 1024);
    REQUIRE(QTest::qWaitFor([&] { return w.page().shownTextPercent() == 200; }, 10000));
    CHECK(w.page().canvas().width() >= 0.45 * w.window.width());

    // At 800x600 the text cannot have it all: the status bar says how large it got.
    w.window.resize(800, 600);
    settle();
    CHECK(w.window.width() <= 800);
    REQUIRE(QTest::qWaitFor([&] { return w.page().shownTextPercent() < 200; }, 10000));
    QTest::keyClick(&w.window, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(&w.window, Qt::Key_Equal, Qt::ControlModifier);
    REQUIRE(QTest::qWaitFor(
        [&] { return w.window.statusBar()->currentMessage().contains(QStringLiteral("reaches")); }, 10000));
    CHECK(w.window.statusBar()->currentMessage().contains(
        QString::number(w.page().shownTextPercent()) + QLatin1Char('%')));

    // Back at 100 % the list stays aside until asked for.
    w.window.textSize().setPercent(100);
    settle();
    CHECK(w.window.lessonList()->isHidden());
}

TEST_CASE("text size: a new desktop font is followed at any text size, keeping the chosen percentage")
{
    const QFont system = QApplication::font();
    {
        Window w;
        w.window.textSize().setPercent(150);
        settle();
        const int before = w.readoutPixels();
        const int menuBefore = QFontInfo(w.window.menuBar()->font()).pixelSize();

        // The desktop's font grows by half: Qt sends a ThemeChange (it no longer sets the
        // application font itself once the app has set one).
        QFont larger = textsize::baseFont();
        larger.setPixelSize(QFontInfo(system).pixelSize() * 3 / 2);
        textsize::setSystemFontForTest(larger);
        QEvent theme(QEvent::ThemeChange);
        QApplication::sendEvent(&w.window, &theme);
        settle();
        CHECK(w.window.textSize().percent() == 150);
        CHECK(textsize::baseFont() == larger);
        CHECK(w.readoutPixels() >= qRound(before * 1.4));
        CHECK(QFontInfo(w.window.menuBar()->font()).pixelSize() >= qRound(menuBefore * 1.4));
        CHECK(QFontInfo(QApplication::font()).pixelSize() == qRound(larger.pixelSize() * 1.5));
        // The lesson text's base size follows, and the page still zooms by 150 %.
        LessonTextView& text = w.page().textView();
        CHECK(text.settings()->fontSize(QWebEngineSettings::DefaultFontSize) == textsize::pageFontPixels());
        CHECK(text.textScale() == Approx(1.5));

        // A font set on the application from elsewhere (a style, a desktop's plugin) is followed too.
        textsize::setSystemFontForTest(std::nullopt);
        QFont smaller = system;
        smaller.setPixelSize(QFontInfo(system).pixelSize());
        QApplication::setFont(smaller);
        settle();
        CHECK(w.window.textSize().percent() == 150);
        CHECK(QFontInfo(QApplication::font()).pixelSize() == qRound(smaller.pixelSize() * 1.5));
        CHECK(w.readoutPixels() <= qRound(before * 1.1));
        CHECK(w.readoutPixels() >= qRound(before * 0.9));
        w.window.textSize().setPercent(100);
    }
    textsize::setSystemFontForTest(std::nullopt);
    QApplication::setFont(system);
}

TEST_CASE("text size: at 200 % the presentation bar's title wraps on an 800-pixel screen rather than run "
          "under its buttons")
{
    PresentationBar bar;
    bar.setTextScale(2);
    const QString title = QStringLiteral("Lines and intersections");
    bar.setTitle(title);
    bar.resize(800, bar.sizeHint().height());
    bar.show();
    REQUIRE(QTest::qWaitForWindowExposed(&bar));
    bar.resize(800, bar.heightForWidth(800) > 0 ? bar.heightForWidth(800) : bar.minimumSizeHint().height());
    settle();
    auto* label = bar.findChild<QLabel*>(QStringLiteral("presentationTitle"));
    REQUIRE(label);
    const QRect needed = QFontMetrics(label->font())
                             .boundingRect(QRect(0, 0, label->width(), 100000), Qt::TextWordWrap, title);
    CHECK(needed.width() <= label->width());
    CHECK(needed.height() <= label->height());
    for (const QPushButton* button : bar.findChildren<QPushButton*>())
        CHECK(label->geometry().right() < button->geometry().left());
}

TEST_CASE("text size: the side column's tabs show whole words, shorter ones where the full ones do not fit")
{
    Window w;
    QTabBar* tabs = w.page().findChild<QTabBar*>(QStringLiteral("sideTabs"));
    REQUIRE(tabs);
    const auto texts = [tabs] {
        QStringList all;
        for (int i = 0; i < tabs->count(); ++i)
            all << tabs->tabText(i);
        return all.join(QLatin1Char('|')).toStdString();
    };
    w.window.resize(1366, 768);
    settle();
    CHECK(texts() == "Lesson|Tasks and controls");
    // Presenting at 200 %: the full words are wider than the column; the short ones fit whole.
    w.window.presentation().setActive(true);
    w.window.textSize().setPercent(200);
    for (const Language language : { Language::English, Language::Japanese }) {
        w.window.setLanguage(language);
        settle();
        INFO(texts());
        REQUIRE(tabs->isVisible());
        CHECK(tabs->sizeHint().width() <= tabs->width());
        CHECK(tabs->tabToolTip(1).size() >= tabs->tabText(1).size());
    }
    w.window.setLanguage(Language::English);
    settle();
    CHECK(texts() == "Lesson|Tasks");
    w.window.presentation().setActive(false);
    w.window.textSize().setPercent(100);
    w.window.resize(1366, 768);
    settle();
    CHECK(texts() == "Lesson|Tasks and controls");
}

} // namespace test_text_size
