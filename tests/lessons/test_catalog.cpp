#include "catalog.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/model/scene.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QRegularExpression>
#include <QUndoStack>
#include <QWidget>

#include <memory>

namespace test_catalog {

using namespace lab;

TEST_CASE(
    "catalog: the curriculum is in the handout's order, each exercise right after the lessons it practises")
{
    const char* expected[] = { "lines", "rectangles", "square_collision", "area_move", "circles", "hierarchy",
        "car_circles", "ellipse_point", "slab", "ellipse_ellipse", "swept", "broad_phase" };
    const bool exercise[]
        = { false, false, true, true, false, false, true, false, false, false, false, false };
    const auto& entries = curriculum();
    REQUIRE(entries.size() == 12);
    for (size_t i = 0; i < entries.size(); ++i) {
        REQUIRE(entries[i].lesson);
        CHECK(entries[i].id() == QLatin1String(expected[i]));
        CHECK(entries[i].lesson->isExercise() == exercise[i]);
        CHECK(findLesson(entries[i].id()) == entries[i].lesson);
        CHECK_FALSE(lessonTitle(entries[i].id()).isEmpty());
        CHECK(lessonTitle(entries[i].id()) != entries[i].id());
        // Only the last unit goes beyond the handout.
        CHECK(entries[i].beyondHandout == (i + 1 == entries.size()));
        CHECK(isBeyondHandout(entries[i].id()) == entries[i].beyondHandout);
    }
}

TEST_CASE("catalog: every built lesson has text in both languages, a scene, a painter and controls")
{
    const auto lessons = availableLessons();
    REQUIRE_FALSE(lessons.empty());
    for (const Lesson* lesson : lessons) {
        INFO(lesson->id().toStdString());
        const QString en = lessonText(lesson->id(), Language::English);
        const QString ja = lessonText(lesson->id(), Language::Japanese);
        CHECK(en.size() > 200);
        CHECK(ja.size() > 200);
        CHECK(en != ja);
        // The Japanese text is written in Japanese: it has kana in it.
        CHECK(ja.contains(QRegularExpression(QStringLiteral("[\\x{3040}-\\x{30ff}]"))));
        CHECK(lessonTitle(lesson->id()) != lesson->id());

        auto scene = lesson->createScene();
        REQUIRE(scene);
        CHECK(scene->validate(scene->state()).isEmpty());
        CHECK_FALSE(scene->handles().isEmpty());
        CHECK(lesson->createPainter());
        QUndoStack undo;
        ViewState view;
        std::unique_ptr<QWidget> controls(lesson->createControls(*scene, undo, view, nullptr));
        REQUIRE(controls);
        // The read-out that tests and students look at.
        CHECK(controls->findChild<QLabel*>(QStringLiteral("readout")));
    }
}

TEST_CASE("catalog: findLesson knows built lessons only")
{
    CHECK(findLesson(QStringLiteral("lines")));
    CHECK_FALSE(findLesson(QStringLiteral("no-such-lesson")));
    CHECK_FALSE(findLesson(QString()));
}

} // namespace test_catalog
