#include "car_circles_questions.h"

#include "core/records/answer.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace lab::car_circles {

namespace {

struct CarCirclesQuestions {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesQuestions)
};

// Answer indices of the vertical De Morgan blanks.
enum Edge { Top, Bottom };
enum Side { Above, Below };
enum Join { And, Or };

constexpr std::array<int, QuestionCount> kRight {
    0, // faster
    1, // accuracy
    0, // every frame
    1, // less than or equal to
    Top,
    Below,
    And,
    Bottom,
    Above,
};

QString edgeWord(int k)
{
    return k == Top ? CarCirclesQuestions::tr("top") : CarCirclesQuestions::tr("bottom");
}

QString sideWord(int k)
{
    return k == Above ? CarCirclesQuestions::tr("above") : CarCirclesQuestions::tr("below");
}

QString hintOf(int q)
{
    switch (q) {
    case CircleStrength:
        return CarCirclesQuestions::tr(
            "Speed: two circles need only a few subtractions, products and sums (D² against "
            "(r1 + r2)²) and no square root, whatever their size or angle.");
    case CircleWeakness:
        return CarCirclesQuestions::tr(
            "Weakness: a circle around a long car leaves empty space beside its long "
            "sides. What does that empty space cause?");
    case TestEvery:
        return CarCirclesQuestions::tr(
            "How often: the objects move once per frame, so after every move the test "
            "must run again.");
    case Comparison:
        return CarCirclesQuestions::tr(
            "The check: in one frame a car jumps a whole step, so D is seldom exactly "
            "r1 + r2. Which comparison still catches the frame after contact?");
    default:
        return CarCirclesQuestions::tr(
            "The sentence: first say when the rectangles cannot touch up and down "
            "(rectangle 1's bottom edge above rectangle 2's top edge, or its top edge "
            "below rectangle 2's bottom edge), then negate it: each half turns over, and "
            "OR becomes AND. Here y points up.");
    }
}

} // namespace

int questionNumber(int q)
{
    return q < TestEvery ? q + 1 : q < VerticalEdgeA ? q + 2 : 6; // question 3 is the frame rate
}

namespace {

Mark markChoice(int answer, int q)
{
    if (answer < 0)
        return Mark::Empty;
    return answer == rightChoice(q) ? Mark::Right : Mark::Wrong;
}

Mark markFrames(const QString& text, QStringList& unreadable)
{
    const NumberAnswer a = readNumberAnswer(text);
    switch (a.kind) {
    case NumberAnswer::Kind::Blank: return Mark::Empty;
    case NumberAnswer::Kind::Unreadable:
        unreadable << CarCirclesQuestions::tr("Frame rate: %1").arg(a.problem);
        return Mark::Unreadable;
    case NumberAnswer::Kind::Number: break;
    }
    return a.value == kFramesPerSecond ? Mark::Right : Mark::Wrong;
}

} // namespace

AnswerState QuestionCheck::state() const
{
    bool anyFilled = framesPerSecond != Mark::Empty;
    bool allRight = framesPerSecond == Mark::Right;
    if (framesPerSecond == Mark::Unreadable)
        return AnswerState::Unreadable;
    for (const Mark m : choices) {
        anyFilled = anyFilled || m != Mark::Empty;
        allRight = allRight && m == Mark::Right;
    }
    return !anyFilled ? AnswerState::Blank : allRight ? AnswerState::Right : AnswerState::Wrong;
}

QString answerText(const QuestionAnswers& answers)
{
    QStringList parts;
    for (int q = 0; q < QuestionCount; ++q) {
        const int c = answers.choices[std::size_t(q)];
        parts << QStringLiteral("q%1=%2").arg(q + 1).arg(
            c < 0 ? QStringLiteral("-") : QString::number(c + 1));
    }
    parts << QStringLiteral("fps=%1").arg(normalizedAnswer(answers.framesPerSecond).simplified());
    return parts.join(QStringLiteral("; "));
}

bool QuestionCheck::allRight() const
{
    for (const Mark m : choices) {
        if (m != Mark::Right)
            return false;
    }
    return framesPerSecond == Mark::Right;
}

int choiceCount(int q)
{
    return q < VerticalEdgeA ? kChoiceCount : 2;
}

QString choiceText(int q, int k)
{
    switch (q) {
    case CircleStrength:
        return k == 0 ? CarCirclesQuestions::tr("faster")
            : k == 1  ? CarCirclesQuestions::tr("slower")
                      : CarCirclesQuestions::tr("more exact");
    case CircleWeakness:
        return k == 0 ? CarCirclesQuestions::tr("speed")
            : k == 1  ? CarCirclesQuestions::tr("accuracy")
                      : CarCirclesQuestions::tr("a formula");
    case TestEvery:
        return k == 0 ? CarCirclesQuestions::tr("frame")
            : k == 1  ? CarCirclesQuestions::tr("second")
                      : CarCirclesQuestions::tr("minute");
    case Comparison:
        return k == 0 ? CarCirclesQuestions::tr("equal to (D = r1 + r2)")
            : k == 1  ? CarCirclesQuestions::tr("less than or equal to (D ≤ r1 + r2)")
                      : CarCirclesQuestions::tr("greater than (D > r1 + r2)");
    case VerticalEdgeA:
    case VerticalEdgeB: return edgeWord(k);
    case VerticalSideA:
    case VerticalSideB: return sideWord(k);
    case VerticalJoin: return k == And ? CarCirclesQuestions::tr("and") : CarCirclesQuestions::tr("or");
    default: return {};
    }
}

int rightChoice(int q)
{
    return q >= 0 && q < QuestionCount ? kRight[std::size_t(q)] : -1;
}

QuestionCheck checkQuestions(const QuestionAnswers& answers)
{
    QuestionCheck check;
    bool sentenceHinted = false;
    for (int q = 0; q < QuestionCount; ++q) {
        const Mark m = markChoice(answers.choices[std::size_t(q)], q);
        check.choices[std::size_t(q)] = m;
        if (m == Mark::Right)
            continue;
        if (q >= VerticalEdgeA) {
            // One hint for the whole sentence, however many of its blanks are wrong.
            if (!sentenceHinted)
                check.hints << hintOf(q);
            sentenceHinted = true;
        } else {
            check.hints << (m == Mark::Empty
                    ? CarCirclesQuestions::tr("Question %1: choose an answer.").arg(questionNumber(q))
                    : hintOf(q));
        }
    }
    check.framesPerSecond = markFrames(answers.framesPerSecond, check.unreadable);
    switch (check.framesPerSecond) {
    case Mark::Right: break;
    case Mark::Empty: check.hints << CarCirclesQuestions::tr("Frame rate: type a number."); break;
    case Mark::Unreadable: check.hints << CarCirclesQuestions::tr("Frame rate: that is not a number."); break;
    case Mark::Wrong:
        check.hints << CarCirclesQuestions::tr(
            "Frame rate: fps means frames per second. How many frames is 60 fps?");
        break;
    }
    return check;
}

QuestionAnswers rightQuestionAnswers()
{
    QuestionAnswers a;
    for (int q = 0; q < QuestionCount; ++q)
        a.choices[std::size_t(q)] = rightChoice(q);
    a.framesPerSecond = QStringLiteral("60");
    return a;
}

QString questionsSolution()
{
    QString html = QStringLiteral("<p><b>%1</b></p><ul>")
                       .arg(CarCirclesQuestions::tr("Worked solution").toHtmlEscaped());
    const QStringList items {
        CarCirclesQuestions::tr(
            "A circle test is much faster than the tests of other shapes: one comparison of D² "
            "with (r1 + r2)². But a circle lacks accuracy: around a long car it leaves empty "
            "space, which gives false collisions."),
        CarCirclesQuestions::tr(
            "A game moves its objects once per frame: 60 fps is 60 frames in one second. So the "
            "collision test is called once every frame."),
        CarCirclesQuestions::tr(
            "In one frame an object jumps a whole step, so D is seldom exactly r1 + r2: the "
            "test asks whether D is less than or equal to r1 + r2 (D ≤ r1 + r2), not whether "
            "they are equal."),
        CarCirclesQuestions::tr(
            "Up and down, the rectangles can touch when rectangle 1's bottom edge is below "
            "rectangle 2's top edge and rectangle 1's top edge is above rectangle 2's bottom "
            "edge: (a) top, (b) below, (c) and, (d) bottom, (e) above."),
    };
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QJsonObject questionsToJson(const QuestionAnswers& answers)
{
    QJsonArray choices;
    for (const int c : answers.choices)
        choices.append(c);
    return { { QStringLiteral("choices"), choices },
        { QStringLiteral("framesPerSecond"), answers.framesPerSecond } };
}

QuestionAnswers questionAnswersFromJson(const QJsonObject& json)
{
    QuestionAnswers a;
    const QJsonArray choices = json.value(QStringLiteral("choices")).toArray();
    for (int q = 0; q < QuestionCount && q < choices.size(); ++q) {
        const int c = choices.at(q).toInt(-1);
        a.choices[std::size_t(q)] = c >= 0 && c < choiceCount(q) ? c : -1;
    }
    a.framesPerSecond = json.value(QStringLiteral("framesPerSecond")).toString();
    return a;
}

} // namespace lab::car_circles
