// Exercise E3, task 2: the handout's own fill-in blanks, asked as questions and checked.
// The handout (003) leaves blanks in its circles section and in the vertical half of the De Morgan
// sentence: a circle test is 【fast】 but lacks 【accuracy】 (line 390); objects move at
// 【60 fps】 (line 422) and the test runs every 【1 frame】 (line 426); the check is 「less than or
// equal」, not 「equal」 (lines 411, 439); rectangle 1's bottom edge is below rectangle 2's top edge,
// and its top edge above rectangle 2's bottom edge (line 85; y points up, as on the canvas).
// Every blank but the frame rate is a choice, kept as the index of the right idea (not a word), so
// an answer survives a language switch.
#pragma once

#include "car_circles_mark.h"

#include "core/model/frames.h"
#include "core/records/task_record.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>

namespace lab::car_circles {

// The blanks that are choices, in the order the panel shows them.
enum Question {
    CircleStrength, // a circle test is much … than other shapes' tests
    CircleWeakness, // but a circle can lack …
    TestEvery, // the test is called once every …
    Comparison, // so the test asks whether D is … r1 + r2
    VerticalEdgeA, // (a) rectangle 1's bottom edge against rectangle 2's … edge
    VerticalSideA, // (b) … lies below / above it
    VerticalJoin, // (c) and / or
    VerticalEdgeB, // (d) rectangle 1's top edge against rectangle 2's … edge
    VerticalSideB, // (e) … lies above / below it
    QuestionCount
};

inline constexpr int kChoiceCount = 3; // every question offers at most three answers

struct QuestionAnswers {
    std::array<int, QuestionCount> choices { -1, -1, -1, -1, -1, -1, -1, -1, -1 }; // -1: none
    QString framesPerSecond; // as typed
    bool operator==(const QuestionAnswers&) const = default;
};

struct QuestionCheck {
    std::array<Mark, QuestionCount> choices {};
    Mark framesPerSecond = Mark::Empty;
    QStringList hints; // one per wrong or missing answer, current language
    QStringList unreadable; // the frame rate, when it cannot be read
    bool allRight() const;
    AnswerState state() const;
};

// How many answers question `q` offers, and answer `k` in the current language.
int choiceCount(int q);
QString choiceText(int q, int k);
// The number the panel shows for question `q` (1, 2, 4, 5; 6 for the sentence's blanks): question 3
// is the frame rate, typed.
int questionNumber(int q);
// The index of the right answer of question `q`.
int rightChoice(int q);

QuestionCheck checkQuestions(const QuestionAnswers& answers);
QString answerText(const QuestionAnswers& answers);
QuestionAnswers rightQuestionAnswers();
// Worked solution, HTML, current language: every blank filled in, with the reason.
QString questionsSolution();

QJsonObject questionsToJson(const QuestionAnswers& answers);
QuestionAnswers questionAnswersFromJson(const QJsonObject& json);

} // namespace lab::car_circles
