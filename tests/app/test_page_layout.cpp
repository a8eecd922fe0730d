// The page's layout rule (page_layout.h) and the page that follows it: the canvas the largest
// region at every size, and nothing a student opens, checks or scrolls moving a region.
#include "cli/layout_checker.h"
#include "page/controls_column.h"
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_layout.h"
#include "page/page_stack.h"
#include "page/text_view.h"
#include "window/lesson_list.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"
#include "window/text_size_controller.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/canvas/label_placer.h"
#include "core/model/line_breaks.h"
#include "core/records/progress.h"
#include "core/widgets/code_view.h"
#include "core/widgets/task_box.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QFontMetricsF>
#include <QLabel>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace test_page_layout {

using namespace lab;

namespace {

PageLayout layoutFor(
    QSize page, double scale = 1, bool presenting = false, bool text = true, bool code = false)
{
    PageLayoutInput in;
    in.page = page;
    in.textScale = scale;
    in.presenting = presenting;
    in.textWanted = text;
    in.codeShown = code;
    in.tabBarHeight = 30;
    return pageLayout(in);
}

// The regions of `l` cover the page without overlapping.
void checkTiles(const PageLayout& l, QSize page)
{
    const QList<QRect> regions { l.canvas, l.code, l.text, l.tabBar, l.controls };
    int area = 0;
    for (int i = 0; i < regions.size(); ++i) {
        area += regions[i].width() * regions[i].height();
        for (int j = i + 1; j < regions.size(); ++j)
            CHECK_FALSE(regions[i].intersects(regions[j]));
        CHECK((regions[i].isEmpty() || QRect(QPoint(0, 0), page).contains(regions[i])));
    }
    CHECK(area == page.width() * page.height());
}

} // namespace

TEST_CASE("page layout: the canvas takes at least 55 % of the width at 100 % text, 45 % at 200 %, 60 % "
          "presenting")
{
    for (const int width : { 1024, 1280, 1366, 1600, 1920, 2560, 3840 }) {
        const QSize page(width, 700);
        for (const bool text : { true, false }) {
            INFO(width << (text ? " text" : " controls"));
            const PageLayout normal = layoutFor(page, 1, false, text);
            CHECK(normal.canvas.width() >= 0.55 * width);
            checkTiles(normal, page);
            const PageLayout large = layoutFor(page, 2, false, text);
            CHECK(large.canvas.width() >= 0.45 * width);
            checkTiles(large, page);
            const PageLayout presenting = layoutFor(page, 1, true, text);
            CHECK(presenting.canvas.width() >= 0.60 * width);
            checkTiles(presenting, page);
        }
    }
}

TEST_CASE("page layout: one side column of 320 to 440 pixels below 1600, the text in a column of its own "
          "from there")
{
    const PageLayout small = layoutFor({ 1024, 700 });
    CHECK_FALSE(small.wide);
    CHECK(small.text.width() == 328); // 32 % of 1024, rounded
    CHECK(small.controls.isEmpty());
    CHECK(small.tabBar.width() == small.text.width());
    CHECK(small.text.top() == small.tabBar.bottom() + 1);
    const PageLayout controls = layoutFor({ 1024, 700 }, 1, false, false);
    CHECK(controls.controls == small.text); // the controls take the text's place, nothing else moves
    CHECK(controls.canvas == small.canvas);
    CHECK(layoutFor({ 1366, 700 }).text.width() == 437);
    CHECK(layoutFor({ 1500, 700 }).text.width() == 440);
    CHECK(layoutFor({ 900, 700 }).text.width() == 320);

    const PageLayout wide = layoutFor({ 1920, 1000 });
    CHECK(wide.wide);
    CHECK(wide.tabBar.isEmpty());
    CHECK(wide.text.left() == 0);
    CHECK(wide.controls.right() == 1919);
    CHECK(wide.canvas.left() == wide.text.right() + 1);
    CHECK(wide.text.width() == wide.controls.width());
    // Hiding the text in the wide window gives the canvas the room.
    CHECK(layoutFor({ 1920, 1000 }, 1, false, false).canvas.width() > wide.canvas.width());
}

TEST_CASE("page layout: larger text widens the side column up to its cap, the code takes 40 % under the "
          "canvas")
{
    const int at100 = layoutFor({ 1366, 700 }).text.width();
    const int at150 = layoutFor({ 1366, 700 }, 1.5).text.width();
    const int at200 = layoutFor({ 1366, 700 }, 2).text.width();
    CHECK(at150 > at100);
    CHECK(at200 > at150);
    CHECK(at200 <= int(0.55 * 1366));
    CHECK(at200 >= 2 * 270); // the lesson text's narrowest line at 200 %

    const PageLayout code = layoutFor({ 1366, 700 }, 1, false, true, true);
    CHECK(code.code.height() == 280);
    CHECK(code.code.top() == code.canvas.bottom() + 1);
    CHECK(code.code.width() == code.canvas.width());
    checkTiles(code, { 1366, 700 });

    // Nothing to lay out in a page of no size, and no negative region.
    const PageLayout none = layoutFor({ 0, 0 });
    CHECK(none.canvas.width() == 0);
    CHECK(none.text.width() == 0);
    CHECK(narrowestPage(1, false) >= kSmallestCanvas + kSideNarrowest);
}

namespace {

struct ShownWindow {
    QTemporaryDir dir;
    ProgressStore store { dir.filePath(QStringLiteral("progress.json")) };
    LanguageSwitcher language;
    MainWindow window { language };

    ShownWindow(const char* lesson, QSize size)
    {
        ProgressStore::setInstance(&store);
        window.pageStack().setUseSavedScenes(false);
        REQUIRE(window.showLesson(QString::fromLatin1(lesson)));
        window.resize(size);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        test::deliverPostedEvents();
    }
    ~ShownWindow() { ProgressStore::setInstance(nullptr); }
    LessonPage& page() { return *window.currentPage(); }
};

// Where the page's regions are now.
QList<QRect> regions(LessonPage& page)
{
    return { page.canvas().geometry(), page.textView().geometry(), page.controlsArea().geometry(),
        page.columns().tabBar().geometry() };
}

} // namespace

TEST_CASE("page layout: opening a task, checking it and switching tabs never moves a region")
{
    for (const QSize size : { QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080) }) {
        ShownWindow w("circles", size);
        INFO(size.width());
        LessonPage& page = w.page();
        // The canvas is the largest region of the window.
        CHECK(page.canvas().width() >= 0.55 * w.window.width());
        CHECK(w.window.lessonList()->isHidden());
        page.columns().showControls();
        test::deliverPostedEvents();
        REQUIRE(page.controlsArea().isVisible());
        const QList<QRect> before = regions(page);
        const auto boxes = page.controls().findChildren<TaskBox*>();
        REQUIRE_FALSE(boxes.isEmpty());
        for (TaskBox* box : boxes) {
            box->setOpen(true);
            test::deliverPostedEvents();
            CHECK(regions(page) == before);
            if (auto* check = box->findChild<QAbstractButton*>(QStringLiteral("taskCheck"))) {
                check->click(); // nothing chosen or typed: a message, not a mark
                test::deliverPostedEvents();
                CHECK(regions(page) == before);
            }
            box->setOpen(false);
            test::deliverPostedEvents();
            CHECK(regions(page) == before);
        }
        // The lesson tab, clicked, puts the text where the controls were (the wide window shows
        // both, without tabs); the code dock takes from the canvas's height only.
        QTabBar& tabs = page.columns().tabBar();
        if (tabs.isVisible())
            QTest::mouseClick(&tabs, Qt::LeftButton, {}, tabs.tabRect(PageColumns::LessonTab).center());
        else
            page.columns().setTextChoice(true);
        test::deliverPostedEvents();
        CHECK(page.columns().isTextShown());
        CHECK(page.textView().geometry() == (size.width() >= kWideWidth ? before[1] : before[2]));
        CHECK(page.canvas().geometry() == before[0]);
        page.showCode(true);
        test::deliverPostedEvents();
        REQUIRE(page.codeView());
        CHECK(page.codeView()->isVisible());
        CHECK(page.canvas().geometry().width() == before[0].width());
        CHECK(page.canvas().geometry().height() < before[0].height());
        page.showCode(false);
        test::deliverPostedEvents();
        CHECK(page.canvas().geometry() == before[0]);
    }
}

TEST_CASE("page layout: Tab from the canvas reaches the controls behind the lesson tab")
{
    ShownWindow w("lines", { 1366, 768 });
    LessonPage& page = w.page();
    w.window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&w.window));
    REQUIRE(page.columns().isTextShown());
    REQUIRE(page.controlsArea().isHidden());
    page.canvas().setFocus(Qt::TabFocusReason);
    test::deliverPostedEvents();
    // Tab goes through the canvas's handles, then on.
    for (int i = 0; i < 20 && page.canvas().hasFocus(); ++i)
        QTest::keyClick(&page.canvas(), Qt::Key_Tab, Qt::ControlModifier);
    test::deliverPostedEvents();
    CHECK(page.controlsArea().isVisible());
    QWidget* focus = QApplication::focusWidget();
    REQUIRE(focus);
    CHECK(page.controlsArea().isAncestorOf(focus));
}

TEST_CASE(
    "page layout: presenting, the panels and the bar take the canvas's projector colours, and give them "
    "back")
{
    ShownWindow w("circles", { 1024, 768 });
    LessonPage& page = w.page();
    const QColor normal = page.controlsArea().palette().color(QPalette::Window);
    for (const ProjectorPalette palette : { ProjectorPalette::Dark, ProjectorPalette::Light }) {
        w.window.presentation().setProjectorPalette(palette);
        w.window.presentation().setActive(true);
        test::deliverPostedEvents();
        const CanvasStyle style = CanvasStyle::projectorStyle(palette);
        CHECK(page.controlsArea().palette().color(QPalette::Window) == style.background);
        CHECK(page.controlsArea().palette().color(QPalette::WindowText) == style.text);
        CHECK(page.columns().tabBar().palette().color(QPalette::Window) == style.background);
        auto* bar = w.window.findChild<QWidget*>(QStringLiteral("presentationBar"));
        REQUIRE(bar);
        CHECK(bar->palette().color(QPalette::Window) == style.background);
        // The canvas keeps at least 60 % of the projector's width.
        CHECK(page.canvas().width() >= 0.6 * w.window.width());
        w.window.presentation().setActive(false);
        test::deliverPostedEvents();
        CHECK(page.controlsArea().palette().color(QPalette::Window) == normal);
    }
}

TEST_CASE("page layout: --check-layout finds a plate whose words do not fit its box")
{
    PlacedLabel plate;
    plate.text = QStringLiteral("D² = 5125 > (r1 + r2)² = 2025: the circles are apart");
    plate.headline = true;
    plate.font = QFont(QStringLiteral("DejaVu Sans"), 12, QFont::Bold);
    const QFontMetricsF metrics(plate.font);
    const double oneLine = metrics.horizontalAdvance(plate.text);
    // One line high and as wide as the words: it fits.
    plate.textRect = QRectF(10, 10, std::ceil(oneLine) + 2, metrics.height() + 2);
    CHECK(plateProblems({ plate }).isEmpty());
    // A few pixels narrower, the last word wraps onto a line the box has no room for.
    plate.textRect.setWidth(oneLine - 20);
    const QStringList problems = plateProblems({ plate });
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].contains(QStringLiteral("the circles are apart")));
    // Two lines high, the wrapped words fit again.
    plate.textRect.setHeight(2 * metrics.lineSpacing() + 2);
    CHECK(plateProblems({ plate }).isEmpty());
    // The detail under the main line is checked the same way: cut at 20 px, whole at its width.
    plate.detail = QStringLiteral("t_enter = 1.5, t_exit = 3.5");
    plate.detailFont = QFont(QStringLiteral("DejaVu Sans"), 10);
    const QFontMetricsF detail(plate.detailFont);
    plate.detailRect = QRectF(10, 60, 20, detail.height() + 1);
    const QStringList cut = plateProblems({ plate });
    REQUIRE(cut.size() == 1);
    CHECK(cut[0].contains(QStringLiteral("t_exit = 3.5")));
    plate.detailRect.setWidth(std::ceil(detail.horizontalAdvance(plate.detail)) + 2);
    CHECK(plateProblems({ plate }).isEmpty());
    // Labels (not headlines) are not plates.
    plate.headline = false;
    plate.textRect.setHeight(1);
    CHECK(plateProblems({ plate }).isEmpty());
}

TEST_CASE("page layout: --check-layout finds a plate's Japanese cut inside a phrase")
{
    PlacedLabel plate;
    plate.headline = true;
    plate.font = QFont(QStringLiteral("Noto Sans CJK JP"), 12);
    plate.text = QStringLiteral("車はまだ壁から離れています");
    const QFontMetricsF metrics(plate.font);
    // Room for 車はまだ壁から離 on the first line: Qt alone breaks after 離.
    plate.textRect = QRectF(
        0, 0, metrics.horizontalAdvance(QStringLiteral("車はまだ壁から離")) + 1, 4 * metrics.lineSpacing());
    const QStringList cut = plateProblems({ plate });
    REQUIRE(cut.size() == 1);
    CHECK(cut[0].contains(QStringLiteral("a phrase cut in two")));
    // Joined within its phrases, it breaks after から.
    plate.text = phrased(plate.text);
    CHECK(plateProblems({ plate }).isEmpty());
}

TEST_CASE(
    "page layout: --check-layout finds Japanese lines that start with 、, 。, a small kana or a closing "
    "bracket")
{
    QWidget root;
    root.resize(400, 300);
    const auto labelled = [&root](const QString& text) {
        auto* label = new QLabel(text, &root);
        label->setWordWrap(true);
        label->setGeometry(0, 0, 380, 120);
        return label;
    };
    QLabel* comma = labelled(QStringLiteral("かきくけこ\n、さしすせそ"));
    QLabel* kana = labelled(QStringLiteral("<b>かきくけこ</b><br>ッさしすせそ"));
    QLabel* fine = labelled(QStringLiteral("かきくけこ\nさしすせそ"));
    QLabel* latin = labelled(QStringLiteral("Apart\n, not touching"));
    root.show();
    REQUIRE(QTest::qWaitForWindowExposed(&root));
    const auto problemsOf = [&root](QLabel* only) {
        for (QLabel* label : root.findChildren<QLabel*>())
            label->setVisible(label == only);
        return wrappedLabelProblems(root);
    };
    REQUIRE(problemsOf(comma).size() == 1);
    CHECK(problemsOf(comma)[0].contains(QStringLiteral("starts with “、”")));
    REQUIRE(problemsOf(kana).size() == 1);
    CHECK(problemsOf(kana)[0].contains(QStringLiteral("“ッ”")));
    CHECK(problemsOf(fine).isEmpty());
    CHECK(problemsOf(latin).isEmpty());
    // Qt's own line breaking keeps a long Japanese line's small kana, ー and 。 off a line's start.
    QLabel* wrapped = labelled(
        QStringLiteral("あいうえおかきくけこッさしすせそ。たちつてとなにぬねのーはひふへほ").repeated(3));
    wrapped->setFixedWidth(
        wrapped->fontMetrics().horizontalAdvance(QStringLiteral("あいうえおかきくけこ")) + 2);
    CHECK(problemsOf(wrapped).isEmpty());
}

} // namespace test_page_layout
