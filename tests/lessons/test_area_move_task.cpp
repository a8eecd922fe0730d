// Exercise E2 AreaMove's task in the task panel: the blanks run by Run my rules, what a run and a
// typo say, what survives a restart, and a progress file saved before the panel kept the record.
#include "area_move_page.h"

#include "core/widgets/task_box.h"

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QJsonArray>

namespace test_area_move_task {

using namespace lab;
using namespace lab::area_move;
using Page = lab::test::AreaMovePage;
using lab::test::StoreGuard;

TEST_CASE("area_move task: wrong blanks are reported, a fix runs and is marked done")
{
    StoreGuard guard;
    Page page;
    REQUIRE(page.panel->count() == 1);
    CHECK(page.panel->box(0).task().kind() == TaskKind::Exercise);
    CHECK(page.button("taskCheck")->text() == QStringLiteral("Run my rules"));
    Answers wrong = modelAnswers();
    wrong[int(Field::Left)] = QStringLiteral("-Widht / 2");
    page.type(wrong);
    page.button("taskCheck")->click();
    CHECK(page.label("taskFeedback")->text().contains(QStringLiteral("Widht")));
    CHECK_FALSE(page.field("answerLeft")->styleSheet().isEmpty()); // framed in the error colour
    CHECK_FALSE(page.scene.hasRules());
    CHECK(guard.store->exercise(QStringLiteral("area_move")).attempts == 0); // typos are not runs

    Answers jitter = modelAnswers();
    jitter[int(Field::Left)] = QStringLiteral("Width / 2");
    jitter[int(Field::Right)] = QStringLiteral("-Width / 2");
    page.type(jitter);
    page.button("taskCheck")->click();
    CHECK_FALSE(page.label("taskFeedback")->text().contains(QStringLiteral("Widht")));
    CHECK(page.field("answerLeft")->styleSheet().isEmpty());
    // The hint is the problem's: a condition true in the middle of the area.
    CHECK(page.label("taskFeedback")->text().contains(QStringLiteral("middle of the area")));
    CHECK(page.scene.hasRules());
    CHECK(page.scene.isPlaying());
    CHECK(page.label("verdict")->text().contains(QStringLiteral("jitters")));
    CHECK(page.controls->findChild<QCheckBox*>(QStringLiteral("showCorrect"))->isChecked());
    CHECK(guard.store->exercise(QStringLiteral("area_move")).status == ExerciseStatus::InProgress);

    page.type(modelAnswers());
    QTest::keyClick(page.field("answerReverseY"), Qt::Key_Return);
    CHECK(page.label("verdict")->text().contains(QStringLiteral("behave like the correct ones")));
    const ExerciseProgress progress = guard.store->exercise(QStringLiteral("area_move"));
    CHECK(progress.attempts == 2);
    CHECK(progress.status == ExerciseStatus::Done);
    CHECK(page.panel->box(0).record().solved);
    page.button("taskCheck")->click(); // the same answers again: not another attempt
    CHECK(guard.store->exercise(QStringLiteral("area_move")).attempts == 2);
}

TEST_CASE("area_move controls: answers, run, frame and start survive a restart")
{
    StoreGuard guard;
    Answers answers = modelAnswers();
    answers[int(Field::ReverseX)] = QStringLiteral("p0.X < Left");
    {
        Page page;
        page.type(answers);
        page.button("taskCheck")->click();
        page.scene.pause();
        page.scene.seek(123);
        page.button("step")->click();
        auto state = page.scene.state();
        state[AreaMoveScene::MovY2] = -1;
        page.scene.setState(state);
        page.scene.seek(77);
        page.button("stepBack")->click();
        page.field("answerTop")->setText(QStringLiteral("Height /"));
        QTest::keyClick(page.field("answerTop"), Qt::Key_Space); // a half-typed edit, not run
    }
    guard.reopen(); // a new start of the app: the file is read again
    Page page;
    CHECK(page.field("answerReverseX")->text() == answers[int(Field::ReverseX)]);
    CHECK(page.field("answerTop")->text() == QStringLiteral("Height / "));
    CHECK(page.label("taskFeedback")->isHidden());
    CHECK(page.scene.hasRules());
    CHECK(page.scene.frameIndex() == 76);
    CHECK(page.scene.state()[AreaMoveScene::MovY2] == -1);
    CHECK(page.scene.problem().kind == ProblemKind::Leaves);
    CHECK_FALSE(page.scene.isPlaying());
    const ExerciseProgress progress = guard.store->exercise(QStringLiteral("area_move"));
    CHECK(progress.attempts == 1);
    CHECK(progress.status == ExerciseStatus::InProgress);
    CHECK(page.panel->box(0).record().attempts == 1);
}

TEST_CASE("area_move task: a file saved before the task panel kept the record counts its runs")
{
    StoreGuard guard;
    // As the exercise saved it before its task had a record of its own.
    ExerciseProgress before;
    before.status = ExerciseStatus::InProgress;
    before.attempts = 2;
    before.data.insert(
        QStringLiteral("answers"), QJsonArray::fromStringList({ QStringLiteral("-Width / 2") }));
    guard.store->update(QStringLiteral("area_move"), before);
    Page page;
    CHECK(page.panel->box(0).record().attempts == 2);
    CHECK_FALSE(page.panel->box(0).record().solved);
    CHECK(page.field("answerLeft")->text() == QStringLiteral("-Width / 2"));
    CHECK(guard.store->exercise(QStringLiteral("area_move")).attempts == 2);
}

} // namespace test_area_move_task
