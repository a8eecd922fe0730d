// Every built lesson, opened in the real window: a drag changes the displayed values, undo
// puts them back.
#include "page/lesson_page.h"
#include "window/main_window.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/model/scene.h"
#include "lines/lines_lesson.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QTest>
#include <QUndoStack>

namespace test_lesson_pages {

using namespace lab;

TEST_CASE("lesson pages: dragging a handle changes the read-out, undo restores it, in every lesson")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        REQUIRE(window.showLesson(lesson->id()));
        LessonPage* page = window.currentPage();
        REQUIRE(page);
        auto* readout = page->controls().findChild<QLabel*>(QStringLiteral("readout"));
        REQUIRE(readout);
        const QString before = readout->text();
        Canvas& canvas = page->canvas();
        const QPoint from = canvas.handleScreenPos(0).toPoint();
        const QPoint to = from + QPoint(50, -35);
        QTest::mousePress(&canvas, Qt::LeftButton, {}, from);
        QTest::mouseMove(&canvas, from + QPoint(25, -17));
        QTest::mouseMove(&canvas, to);
        QTest::mouseRelease(&canvas, Qt::LeftButton, {}, to);
        CHECK(page->undoStack().count() == 1);
        CHECK(readout->text() != before);

        if (lesson->id() == QLatin1String("lines")) {
            // The read-out shows exactly what geometry/ computes for the new lines.
            const auto r = static_cast<LinesScene&>(page->scene()).result();
            REQUIRE(r.kind == geometry::LineLineKind::Point);
            const QString point
                = QStringLiteral("(%1, %2)").arg(formatNumber(r.point.x, 3), formatNumber(r.point.y, 3));
            CHECK(readout->text().contains(point));
            CHECK(readout->text().contains(QStringLiteral("s = ") + formatNumber(r.s, 3)));
        }
        page->undoStack().undo();
        CHECK(readout->text() == before);
    }
}

} // namespace test_lesson_pages
