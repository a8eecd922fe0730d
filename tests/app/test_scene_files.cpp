// Scene files (.clab): every lesson's values and view survive a save and an open; a refused file
// changes nothing and says why in the student's language.
#include "page/lesson_page.h"
#include "window/main_window.h"
#include "window/scene_files.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/lesson.h"
#include "core/model/scene.h"
#include "core/records/scene_file.h"

#include "../support/events.h"
#include "../support/file_window.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace test_scene_files {

using namespace lab;

TEST_CASE("Scene files: every lesson's values and view come back from a saved scene")
{
    QTemporaryDir dir;
    lab::test::FileTestWindow fixture(true);
    MainWindow& window = fixture.window;
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        REQUIRE(window.showLesson(lesson->id()));
        LessonPage& page = *window.currentPage();
        const auto saved
            = lab::test::changedState(page.scene(), page.scene().state(), false, { 0.5, -0.5, 0.25 });
        page.scene().setState(saved);
        page.canvas().showView({ 1.25, -0.5 }, 57);
        const QString path = dir.filePath(lesson->id() + QStringLiteral(".clab"));
        REQUIRE(window.files().saveSceneFile(path));

        // Away to the start, another lesson, then the file brings it all back.
        page.scene().setState(page.scene().initialState());
        page.canvas().resetView();
        REQUIRE(window.showLesson(
            lesson->id() == QLatin1String("lines") ? QStringLiteral("circles") : QStringLiteral("lines")));
        const int steps = page.undoStack().count();
        CHECK(window.files().openSceneFile(path).isEmpty());
        CHECK(window.currentLessonId() == lesson->id());
        CHECK(page.scene().state() == saved);
        CHECK(page.canvas().viewport().center() == QPointF(1.25, -0.5));
        CHECK(page.canvas().viewport().scale() == 57);
        // Opening is one undo step.
        if (saved != page.scene().initialState()) {
            CHECK(page.undoStack().count() == steps + 1);
            page.undoStack().undo();
            CHECK(page.scene().state() == page.scene().initialState());
        }
    }
}

TEST_CASE("Scene files: a foreign, damaged, newer or wrong file is refused in the student's language and "
          "changes nothing")
{
    QTemporaryDir dir;
    lab::test::FileTestWindow fixture;
    MainWindow& window = fixture.window;
    window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents();
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    LessonPage& page = *window.currentPage();
    const auto before = page.scene().state();
    const int steps = page.undoStack().count();

    QByteArray wrongCount
        = R"({"format": "collision-lab-scene", "version": 1, "lesson": "circles", "values": [1, 2]})";
    QByteArray negativeRadius
        = R"({"format": "collision-lab-scene", "version": 1, "lesson": "circles", "values": [0, 0, 3, 0, -5, 2]})";
    const struct {
        const char* name;
        QByteArray bytes;
        const char* says; // a piece of the Japanese message
    } cases[] = {
        { "empty.clab", QByteArray(), "衝突判定ラボのシーンファイルではありません" },
        { "garbage.clab", QByteArray("\x89PNG\r\n\x1a\n...."), "衝突判定ラボのシーンファイルではありません" },
        { "foreign.clab", R"({"format": "something-else", "version": 1})",
            "衝突判定ラボのシーンファイルではありません" },
        { "newer.clab",
            R"({"format": "collision-lab-scene", "version": 7, "lesson": "circles", "values": []})",
            "新しいバージョン" },
        { "unknown.clab",
            R"({"format": "collision-lab-scene", "version": 1, "lesson": "teleport", "values": []})",
            "teleport" },
        { "count.clab", wrongCount, "壊れています" },
        { "radius.clab", negativeRadius, "壊れています" },
        { "infinite.clab",
            R"({"format": "collision-lab-scene", "version": 1, "lesson": "circles", "values": [1e999, 0, 3, 0, 5, 2]})",
            "ではありません" },
        { "view.clab",
            R"({"format": "collision-lab-scene", "version": 1, "lesson": "circles", "values": [0, 0, 3, 0, 5, 2], "view": {"centre": [0], "scale": 40}})",
            "壊れています" },
    };
    for (const auto& c : cases) {
        INFO(c.name);
        const QString path = dir.filePath(QLatin1String(c.name));
        lab::test::writeFile(path, c.bytes);
        const QString problem = window.files().openSceneFile(path);
        INFO(problem.toStdString());
        CHECK(problem.contains(QString::fromUtf8(c.says)));
        CHECK(window.currentLessonId() == QStringLiteral("circles"));
        CHECK(page.scene().state() == before);
        CHECK(page.undoStack().count() == steps);
    }
    CHECK_FALSE(window.files().openSceneFile(dir.filePath(QStringLiteral("missing.clab"))).isEmpty());
    CHECK_FALSE(window.files().openSceneFile(dir.path()).isEmpty()); // a folder
    window.setLanguage(Language::English);
    lab::test::deliverPostedEvents();
}

TEST_CASE("Scene files: the reader refuses what is not a scene and keeps what is")
{
    SceneFile scene;
    scene.lessonId = QStringLiteral("slab");
    scene.values = { 1, -2.5, 1e-9, 3 };
    scene.viewCenter = { 2, 3 };
    scene.viewScale = 80;
    scene.title = QStringLiteral("光線の例");
    const SceneFileRead back = readSceneFile(scene.toJson());
    REQUIRE(back.problem == SceneFileRead::Problem::None);
    CHECK(back.scene.lessonId == scene.lessonId);
    CHECK(back.scene.values == scene.values);
    CHECK(back.scene.viewCenter == scene.viewCenter);
    CHECK(back.scene.viewScale == scene.viewScale);
    CHECK(back.scene.title == scene.title);
    CHECK(
        readSceneFile(QByteArray(SceneFile::kMaxBytes + 1, ' ')).problem == SceneFileRead::Problem::TooLarge);
    CHECK(readSceneFile("[]").problem == SceneFileRead::Problem::NotJson);
    CHECK(readSceneFile(R"({"format": "collision-lab-scene", "version": 1.5})").problem
        == SceneFileRead::Problem::NotAScene);
    CHECK(readSceneFile(R"({"format": "collision-lab-scene", "version": 1, "lesson": "x", "values": ["1"]})")
              .problem
        == SceneFileRead::Problem::BadValues);
}

TEST_CASE("Scene files: every value comes back, the hidden ones too (the touching rule, the hierarchy mode), "
          "and the controls show it")
{
    QTemporaryDir dir;
    lab::test::FileTestWindow fixture(true);
    MainWindow& window = fixture.window;
    for (const Lesson* lesson : availableLessons()) {
        INFO(lesson->id().toStdString());
        REQUIRE(window.showLesson(lesson->id()));
        LessonPage& page = *window.currentPage();
        // Every value moved where it may, one after the other.
        LessonScene::State saved = page.scene().values();
        int moved = 0;
        for (int i = 0; i < saved.size(); ++i) {
            for (const double step : { 1.0, -1.0, 0.5, -0.5 }) {
                LessonScene::State next = saved;
                next[i] += step;
                if (page.scene().validate(next).isEmpty()) {
                    saved = next;
                    ++moved;
                    break;
                }
            }
        }
        CHECK(moved > 0);
        page.scene().setState(saved);
        const QString path = dir.filePath(lesson->id() + QStringLiteral("-all.clab"));
        REQUIRE(window.files().saveSceneFile(path));
        page.scene().setState(page.scene().initialState());
        REQUIRE(window.files().openSceneFile(path).isEmpty());
        CHECK(page.scene().values() == saved);
        for (int i = 0; i < saved.size(); ++i) {
            if (page.scene().params()[i].hidden) {
                INFO(page.scene().params()[i].symbol.toStdString());
                CHECK(page.scene().value(i) != page.scene().initialState()[i]);
            }
        }
    }
    // The modes the controls switch with buttons follow the file.
    REQUIRE(window.showLesson(QStringLiteral("rectangles")));
    auto* strict
        = window.currentPage()->controls().findChild<QAbstractButton*>(QStringLiteral("touchStrict"));
    REQUIRE(strict);
    CHECK(strict->isChecked());
    REQUIRE(window.showLesson(QStringLiteral("hierarchy")));
    auto* walls = window.currentPage()->controls().findChild<QAbstractButton*>(QStringLiteral("modeWalls"));
    REQUIRE(walls);
    CHECK(walls->isChecked());
}

} // namespace test_scene_files
