// Task 3 of the car circles exercise: the handout's blanks, checked, hinted, solved and saved.
#include "exercises/car_circles/car_circles_check.h"
#include "exercises/car_circles/car_circles_lesson.h"
#include "exercises/car_circles/car_circles_questions.h"

#include "core/records/progress.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QTemporaryDir>

using namespace lab;
using namespace lab::car_circles;

namespace {

bool anyHintContains(const QStringList& hints, const char* text)
{
    for (const QString& h : hints) {
        if (h.contains(QString::fromUtf8(text)))
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("car circles questions: the handout's answers are right, and only they")
{
    const QuestionAnswers right = rightQuestionAnswers();
    CHECK(checkQuestions(right).allRight());
    // The right ideas, read back as words: the handout's 速い, 正確さ, 1フレーム, 小さいか等しい, and
    // the vertical sentence (y up): top, below, and, bottom, above.
    CHECK(choiceText(CircleStrength, right.choices[CircleStrength]) == QStringLiteral("faster"));
    CHECK(choiceText(CircleWeakness, right.choices[CircleWeakness]) == QStringLiteral("accuracy"));
    CHECK(choiceText(TestEvery, right.choices[TestEvery]) == QStringLiteral("frame"));
    CHECK(choiceText(Comparison, right.choices[Comparison]).contains(QStringLiteral("D ≤ r1 + r2")));
    const QStringList sentence { QStringLiteral("top"), QStringLiteral("below"), QStringLiteral("and"),
        QStringLiteral("bottom"), QStringLiteral("above") };
    for (int q = VerticalEdgeA; q < QuestionCount; ++q)
        CHECK(choiceText(q, right.choices[std::size_t(q)]) == sentence[q - VerticalEdgeA]);

    // Every other choice of every question is wrong, and the check says which.
    for (int q = 0; q < QuestionCount; ++q) {
        for (int k = 0; k < choiceCount(q); ++k) {
            if (k == rightChoice(q))
                continue;
            QuestionAnswers a = right;
            a.choices[std::size_t(q)] = k;
            const QuestionCheck check = checkQuestions(a);
            CHECK_FALSE(check.allRight());
            CHECK(check.choices[std::size_t(q)] == Mark::Wrong);
            CHECK(check.hints.size() == 1);
        }
    }
}

TEST_CASE("car circles questions: the frame rate is read as a number")
{
    QuestionAnswers a = rightQuestionAnswers();
    a.framesPerSecond = QStringLiteral(" 60.0 ");
    CHECK(checkQuestions(a).framesPerSecond == Mark::Right);
    a.framesPerSecond = QStringLiteral("61");
    CHECK(checkQuestions(a).framesPerSecond == Mark::Wrong);
    CHECK(anyHintContains(checkQuestions(a).hints, "frames per second"));
    a.framesPerSecond = QStringLiteral("sixty");
    CHECK(checkQuestions(a).framesPerSecond == Mark::Unreadable);
    a.framesPerSecond = QStringLiteral("nan");
    CHECK(checkQuestions(a).framesPerSecond == Mark::Unreadable);
    a.framesPerSecond.clear();
    CHECK(checkQuestions(a).framesPerSecond == Mark::Empty);
}

TEST_CASE("car circles questions: nothing chosen asks for a choice, and the sentence gets one hint")
{
    const QuestionCheck empty = checkQuestions(QuestionAnswers {});
    CHECK_FALSE(empty.allRight());
    for (const Mark m : empty.choices)
        CHECK(m == Mark::Empty);
    CHECK(anyHintContains(empty.hints, "Question 1: choose"));
    CHECK(anyHintContains(empty.hints, "Question 5: choose"));
    CHECK(anyHintContains(empty.hints, "OR becomes AND"));
    // 4 choice questions, the frame rate, and one hint for all five blanks of the sentence.
    CHECK(empty.hints.size() == 6);
    CHECK(questionNumber(TestEvery) == 4);
}

TEST_CASE("car circles questions: hints after a wrong attempt, the worked solution after three")
{
    CarCirclesScene scene;
    QuestionAnswers wrong = rightQuestionAnswers();
    wrong.choices[Comparison] = 0; // "equal to": the mistake the handout warns about
    for (int k = 1; k <= kSolutionAfter; ++k) {
        wrong.framesPerSecond = QString::number(60 * k); // a new answer each time: 60, 120, 180
        scene.setQuestionAnswers(wrong);
        const QuestionCheck check = scene.checkQuestions();
        CHECK_FALSE(check.allRight());
        CHECK(anyHintContains(check.hints, "seldom exactly"));
        CHECK(scene.work().questionsProgress.wrongAttempts == k);
        CHECK(scene.work().questionsProgress.solutionVisible() == (k >= kSolutionAfter));
    }
    // The frame rate is read like every answer: an expression, or a message when it cannot be.
    wrong.framesPerSecond = QStringLiteral("6 *");
    scene.setQuestionAnswers(wrong);
    CHECK(scene.checkQuestions().framesPerSecond == Mark::Unreadable);
    CHECK(scene.lastCheck(CarCirclesScene::QuestionsTask) == CheckCounted::Unreadable);
    CHECK(scene.work().questionsProgress.attempts == kSolutionAfter);
    wrong.framesPerSecond = QStringLiteral("6 * 10");
    scene.setQuestionAnswers(wrong);
    CHECK(scene.checkQuestions().framesPerSecond == Mark::Right);
    CHECK(questionsSolution().contains(QStringLiteral("(a) top, (b) below, (c) and, (d) bottom, (e) above")));
    scene.setQuestionAnswers(rightQuestionAnswers());
    CHECK(scene.checkQuestions().allRight());
    CHECK(scene.work().questionsProgress.solved);
    // Changing an answer after solving un-solves the task.
    wrong = rightQuestionAnswers();
    wrong.framesPerSecond = QStringLiteral("30");
    scene.setQuestionAnswers(wrong);
    CHECK_FALSE(scene.work().questionsProgress.solved);
}

TEST_CASE(
    "car circles questions: kept in the progress file, and an older file without them starts the task empty")
{
    Work w;
    w.questions = rightQuestionAnswers();
    w.questions.choices[VerticalJoin] = 1; // "or": wrong, but marked solved below
    w.questionsProgress.attempts = 2;
    w.questionsProgress.wrongAttempts = 1;
    w.questionsProgress.solved = true;
    w.questionsProgress.status = ExerciseStatus::Done;
    const Work back = Work::fromJson(w.toJson());
    CHECK(back.questions == w.questions);
    CHECK(back.questionsProgress.attempts == 2);
    CHECK_FALSE(back.questionsProgress.solved); // not believed: the answers are not right

    w.questions = rightQuestionAnswers();
    CHECK(Work::fromJson(w.toJson()).questionsProgress.solved);

    QJsonObject old = w.toJson();
    old.remove(QStringLiteral("questions"));
    const Work fromOld = Work::fromJson(old);
    CHECK(fromOld.questions == QuestionAnswers {});
    CHECK(fromOld.questionsProgress == TaskRecord {});

    // Choices out of range are dropped.
    QJsonObject bad = w.toJson();
    QJsonObject q = bad.value(QStringLiteral("questions")).toObject();
    q.insert(QStringLiteral("choices"), QJsonArray { 7, -3, QStringLiteral("x") });
    bad.insert(QStringLiteral("questions"), q);
    const Work fromBad = Work::fromJson(bad);
    CHECK(fromBad.questions.choices[0] == -1);
    CHECK(fromBad.questions.choices[1] == -1);
    CHECK(fromBad.questions.choices[2] == -1);
}

TEST_CASE("car circles questions: the exercise is done only with both tasks")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    store.load();
    ProgressStore::setInstance(&store);
    {
        CarCirclesScene scene;
        scene.setHierarchyAnswers(rightHierarchyAnswers());
        CHECK(scene.checkHierarchy().allRight());
        CHECK_FALSE(scene.work().done());
        CHECK(store.exercise(CarCirclesScene::exerciseId()).status == ExerciseStatus::InProgress);
        scene.setQuestionAnswers(rightQuestionAnswers());
        CHECK(scene.checkQuestions().allRight());
        CHECK(scene.work().done());
        const ExerciseProgress p = store.exercise(CarCirclesScene::exerciseId());
        CHECK(p.status == ExerciseStatus::Done);
        CHECK(p.attempts == 2);
    }
    ProgressStore::setInstance(nullptr);
}
