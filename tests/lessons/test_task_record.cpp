// The attempt rule every exercise follows (core/task_record.h) and the one way answers are read
// (core/answer.h): blank, unreadable and unchanged answers are no attempt; the worked solution
// comes after three real wrong attempts or on request, and the record says which.
#include "core/records/answer.h"
#include "core/records/task_record.h"

#include <catch2/catch.hpp>

#include <QTimeZone>

namespace test_task_record {

using namespace lab;

namespace {
const QDateTime kNow = QDateTime(QDate(2026, 11, 24), QTime(9, 30), QTimeZone::utc());
}

TEST_CASE("TaskRecord: blank, unreadable and unchanged answers are not attempts")
{
    TaskRecord r;
    CHECK(r.check(QString(), AnswerState::Blank, 0, kNow) == CheckCounted::Blank);
    CHECK(r.check(QStringLiteral("x+"), AnswerState::Unreadable, 0, kNow) == CheckCounted::Unreadable);
    CHECK(r.attempts == 0);
    CHECK(r.status == ExerciseStatus::NotStarted);
    CHECK(r.check(QStringLiteral("40"), AnswerState::Wrong, 2, kNow) == CheckCounted::Counted);
    CHECK(r.attempts == 1);
    CHECK(r.wrongAttempts == 1);
    CHECK(r.hintsSeen == 2);
    CHECK(r.lastAnswer == QStringLiteral("40"));
    CHECK(r.opened == kNow);
    // The same answer again: a message, not a mark.
    CHECK(r.check(QStringLiteral("40"), AnswerState::Wrong, 2, kNow) == CheckCounted::Unchanged);
    CHECK(r.attempts == 1);
    CHECK(r.hintsSeen == 2);
    CHECK(r.status == ExerciseStatus::InProgress);
}

TEST_CASE("TaskRecord: three real wrong attempts show the worked solution, and so does asking")
{
    TaskRecord r;
    for (int k = 1; k <= 3; ++k) {
        CHECK_FALSE(r.solutionVisible());
        // Three blank checks in between change nothing.
        for (int blank = 0; blank < 3; ++blank)
            r.check(QString(), AnswerState::Blank, 0, kNow);
        r.check(QString::number(k), AnswerState::Wrong, 1, kNow);
    }
    CHECK(r.solutionVisible());
    CHECK(r.solution == SolutionShown::AfterWrongAttempts);
    CHECK(solutionKey(r.solution) == QStringLiteral("after_wrong_attempts"));

    TaskRecord asked;
    asked.askSolution();
    CHECK(asked.solution == SolutionShown::Asked);
    for (int k = 1; k <= 3; ++k)
        asked.check(QString::number(k), AnswerState::Wrong, 1, kNow);
    CHECK(asked.solution == SolutionShown::Asked); // the first reason stays
}

TEST_CASE("TaskRecord: a right attempt finishes the task once, edits can unsolve it but not undo the finish")
{
    TaskRecord r;
    r.check(QStringLiteral("1"), AnswerState::Wrong, 1, kNow);
    const QDateTime later = kNow.addSecs(90);
    CHECK(r.check(QStringLiteral("60"), AnswerState::Right, 0, later) == CheckCounted::Counted);
    CHECK(r.solved);
    CHECK(r.status == ExerciseStatus::Done);
    CHECK(r.finished == later);
    CHECK(r.opened == kNow);
    r.edited(false);
    CHECK_FALSE(r.solved);
    CHECK(r.status == ExerciseStatus::Done);
    r.check(QStringLiteral("61"), AnswerState::Wrong, 1, later.addSecs(5));
    r.check(QStringLiteral("60"), AnswerState::Right, 0, later.addSecs(9));
    CHECK(r.finished == later);
    CHECK(r.attempts == 4);
}

TEST_CASE("TaskRecord: JSON keeps everything and clamps nonsense")
{
    TaskRecord r;
    r.check(QStringLiteral("a"), AnswerState::Wrong, 3, kNow);
    r.askSolution();
    r.check(QStringLiteral("b"), AnswerState::Right, 0, kNow.addSecs(60));
    CHECK(TaskRecord::fromJson(r.toJson()) == r);
    QJsonObject bad = r.toJson();
    bad.insert(QStringLiteral("attempts"), -7);
    bad.insert(QStringLiteral("wrongAttempts"), 99);
    bad.insert(QStringLiteral("status"), QStringLiteral("weird"));
    const TaskRecord back = TaskRecord::fromJson(bad);
    CHECK(back.attempts == 0);
    CHECK(back.wrongAttempts == 0);
    CHECK(back.status == ExerciseStatus::NotStarted);
    CHECK_FALSE(back.solved);
}

TEST_CASE("readNumberAnswer: one expression language, full-width and the minus sign included")
{
    CHECK(readNumberAnswer(QStringLiteral("  ")).kind == NumberAnswer::Kind::Blank);
    const auto value = [](const QString& text, const std::map<std::string, double>& names = {}) {
        const NumberAnswer a = readNumberAnswer(text, names);
        REQUIRE(a.kind == NumberAnswer::Kind::Number);
        return a.value;
    };
    CHECK(value(QStringLiteral("sqrt(2500)")) == 50);
    CHECK(value(QStringLiteral("√900")) == 30);
    CHECK(value(QStringLiteral("30^2 + 40^2")) == 2500);
    CHECK(value(QStringLiteral("−95")) == -95); // U+2212
    CHECK(value(QStringLiteral("２０５ − ３００")) == -95); // typed with an IME
    CHECK(value(QStringLiteral("3 × 4 ÷ 2")) == 6);
    CHECK(value(QStringLiteral("205 - p0.X"), { { "p0.X", 300 } }) == -95);
    for (const char* bad : { "12,5", "1 +", "(2", "abc", "1 < 2", "1/0", "sqrt(-4)" }) {
        INFO(bad);
        const NumberAnswer a = readNumberAnswer(QString::fromUtf8(bad));
        CHECK(a.kind == NumberAnswer::Kind::Unreadable);
        CHECK_FALSE(a.problem.isEmpty());
    }
}

} // namespace test_task_record
