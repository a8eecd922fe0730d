// A progress file as the app wrote it before the exercises asked through the task panel: each
// exercise kept its task's record in its own controls and wrote it beside its answers. Read now,
// every task's record, answers and scene come back as they were, and nothing in the file is lost.
#include "core/canvas/view_state.h"
#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"
#include "exercises/area_move/area_move_lesson.h"
#include "exercises/car_circles/car_circles_check.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "exercises/square_collision/square_collision_lesson.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QUndoStack>

#include <memory>

namespace test_exercise_files {

using namespace lab;

namespace {

// The three exercises as the last version saved them: square collision halfway (two wrong
// checks), area move with rules running at frame 42, car circles solved in three attempts.
const char* const kFile = R"({"version": 1, "student": {"name": "Mio", "class": "2-A"}, "exercises": {
 "square_collision": {"status": "in_progress", "attempts": 2,
  "data": {"scene": [-170, 120, -30, -80, 20, 160, 170, 10, 4], "prediction": "apart", "revealed": true,
   "predictedScene": [-170, 120, -30, -80, 20, 160, 170, 10, 4], "predictionsMade": 1, "predictionsRight": 1,
   "condition": "r1.Right > r2.Left AND", "checkedCondition": "r1.Right > r2.Left"},
  "tasks": {"condition": {"status": "in_progress", "solved": false, "attempts": 2, "wrongAttempts": 2,
   "hintsSeen": 2, "solution": "no", "opened": "2026-11-20T09:00:00Z", "lastAnswer": "r1.Right > r2.Left"}}},
 "area_move": {"status": "in_progress", "attempts": 1,
  "data": {"answers": ["-Width / 2", "Width / 2", "Height / 2", "-Height / 2", "p0.X < Left", "p2.Y < Bottom || Top < p0.Y"],
   "ran": true, "lastRun": ["-Width / 2", "Width / 2", "Height / 2", "-Height / 2", "p0.X < Left", "p2.Y < Bottom || Top < p0.Y"],
   "frame": 42, "showCorrect": true},
  "tasks": {"rules": {"status": "in_progress", "solved": false, "attempts": 1, "wrongAttempts": 1,
   "hintsSeen": 1, "solution": "no", "lastAnswer": "Left: -Width/2; Right: Width/2"}}},
 "car_circles": {"status": "done", "attempts": 3,
  "data": {"hierarchy": {"inner": %1, "rotation": 1, "order": 2,
   "progress": {"status": "done", "solved": true, "attempts": 3, "wrongAttempts": 2, "hintsSeen": 4, "solution": "no"}}},
  "tasks": {"inner_circles": {"status": "done", "solved": true, "attempts": 3, "wrongAttempts": 2,
   "hintsSeen": 4, "solution": "no", "finished": "2026-11-21T10:00:00Z"}}}}})";

QByteArray fileText()
{
    QJsonArray inner;
    for (const auto& row : car_circles::rightHierarchyAnswers().inner)
        inner.append(QJsonArray { row[0], row[1], row[2] });
    return QString::fromUtf8(kFile)
        .arg(QString::fromUtf8(QJsonDocument(inner).toJson(QJsonDocument::Compact)))
        .toUtf8();
}

// An exercise's page as the window builds it: its controls (which restore what they show) and its
// task panel.
struct Exercise {
    explicit Exercise(std::unique_ptr<Lesson> unit)
        : lesson(std::move(unit))
    {
    }

    std::unique_ptr<Lesson> lesson;
    std::unique_ptr<LessonScene> scene = lesson->createScene();
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> root = std::make_unique<QWidget>();
    QWidget* controls = lesson->createControls(*scene, undo, view, root.get());
    TaskPanel* panel = new TaskPanel(lesson->id(), *scene, undo, lesson->createTasks(), root.get());

    const TaskRecord& record() const { return panel->box(0).record(); }
    QString field(const char* name) const { return root->findChild<QLineEdit*>(QLatin1String(name))->text(); }
};

} // namespace

TEST_CASE("exercise files: a progress file from before the task panel asked the exercises reads the same")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(fileText());
    }
    ProgressStore store(path);
    REQUIRE(store.load().outcome == ProgressStore::LoadOutcome::Loaded);
    ProgressStore::setInstance(&store);
    struct Unset {
        ~Unset() { ProgressStore::setInstance(nullptr); }
    } unset;
    {
        Exercise square(std::make_unique<SquareCollisionLesson>());
        const auto& scene = SquareCollisionLesson::own(*square.scene);
        CHECK(square.record().attempts == 2);
        CHECK(square.record().wrongAttempts == 2);
        CHECK(square.record().lastAnswer == QStringLiteral("r1.Right > r2.Left"));
        CHECK(square.record().opened.isValid());
        CHECK(square.field("condition") == QStringLiteral("r1.Right > r2.Left AND"));
        CHECK(scene.predictionsMade() == 1);
        CHECK(scene.revealed());
        REQUIRE(scene.lastCheck());
        CHECK(scene.checkedCondition() == QStringLiteral("r1.Right > r2.Left"));
    }
    {
        Exercise area(std::make_unique<AreaMoveLesson>());
        const auto& scene = AreaMoveLesson::own(*area.scene);
        CHECK(area.record().attempts == 1);
        CHECK(area.field("answerReverseX") == QStringLiteral("p0.X < Left"));
        CHECK(scene.hasRules());
        CHECK(scene.frameIndex() == 42);
        CHECK(scene.showCorrect());
    }
    {
        Exercise car(std::make_unique<CarCirclesLesson>());
        auto& scene = CarCirclesLesson::own(*car.scene);
        CHECK(car.record().solved);
        CHECK(car.record().attempts == 3);
        CHECK(car.record().finished.isValid());
        CHECK(scene.solved());
        CHECK(scene.work().hierarchy == car_circles::rightHierarchyAnswers());
        CHECK(car.field("inner1_0") == car_circles::rightHierarchyAnswers().inner[0][0]);
        CHECK(scene.setProgram(CarCirclesScene::Program::Hierarchy));
    }
    // Nothing lost: the exercises' states and attempts, and the student, are as they were.
    CHECK(store.exercise(QStringLiteral("square_collision")).status == ExerciseStatus::InProgress);
    CHECK(store.exercise(QStringLiteral("square_collision")).attempts == 2);
    CHECK(store.exercise(QStringLiteral("area_move")).attempts == 1);
    CHECK(store.exercise(QStringLiteral("car_circles")).status == ExerciseStatus::Done);
    CHECK(store.exercise(QStringLiteral("car_circles")).attempts == 3);
    CHECK(store.student().name == QStringLiteral("Mio"));
}

} // namespace test_exercise_files
