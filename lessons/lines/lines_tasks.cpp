#include "lines_tasks.h"

#include "lines_scene.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

using geometry::LineLineKind;
using geometry::LineLineResult;
using lines::kHeldDet;
using lines::kHeldLines;
using lines::kHeldMeet;

const LinesScene& linesOf(const LessonScene& scene)
{
    return LessonOf<LinesScene>::own(scene);
}

QString number(double v)
{
    return formatNumber(v, LinesScene::kDecimals);
}

// "2x - 3y = 5", "-x = 4": an equation as a student writes it.
QString equationText(const LineEquation& e)
{
    QString text;
    const auto term = [&text](double coefficient, QChar name) {
        if (coefficient == 0)
            return;
        const bool first = text.isEmpty();
        if (!first)
            text += coefficient < 0 ? QStringLiteral(" - ") : QStringLiteral(" + ");
        const double shown = first ? coefficient : std::abs(coefficient);
        if (shown == -1)
            text += QLatin1Char('-');
        else if (shown != 1)
            text += number(shown);
        text += name;
    };
    term(e.a, QLatin1Char('x'));
    term(e.b, QLatin1Char('y'));
    return text + QStringLiteral(" = ") + number(e.c);
}

QString vectorText(geometry::Vec2 v)
{
    return formatPoint(v.x, v.y, LinesScene::kDecimals);
}

// The state of lines a1 x + b1 y = c1 and a2 x + b2 y = c2: each a point on it and the direction
// (b, -a); line 2's point is moved one arrow along it, so that P and Q differ on the same line.
LessonScene::State fromEquations(const int (&e1)[3], const int (&e2)[3], int along)
{
    const auto pointOn = [](const int(&e)[3]) {
        return e[0] != 0 ? geometry::Vec2 { double(e[2]) / e[0], 0 }
                         : geometry::Vec2 { 0, double(e[2]) / e[1] };
    };
    const geometry::Vec2 p = pointOn(e1);
    const geometry::Vec2 b { double(e2[1]), double(-e2[0]) };
    const geometry::Vec2 q = pointOn(e2) + double(along) * b;
    return { p.x, p.y, double(e1[1]), double(-e1[0]), q.x, q.y, b.x, b.y };
}

int pick(QRandomGenerator& rng, int lowest, int highest)
{
    return rng.bounded(lowest, highest + 1);
}

int pickNonZero(QRandomGenerator& rng, int lowest, int highest)
{
    int v = 0;
    while (v == 0)
        v = pick(rng, lowest, highest);
    return v;
}

// Base of the lesson's tasks: the kind, the scene type and the two hints.
class LinesTask : public TaskDefinition {
    Q_DECLARE_TR_FUNCTIONS(LinesTasks)

public:
    QString hint(int wrong, const LessonScene& scene) const override
    {
        return wrong <= 1 ? firstHint(linesOf(scene)) : secondHint(linesOf(scene));
    }
    QString solution(const LessonScene& scene) const override { return solutionFor(linesOf(scene)); }
    QStringList giveaways(const LessonScene& scene) const override { return givenAway(linesOf(scene)); }

protected:
    virtual QString firstHint(const LinesScene& scene) const = 0;
    virtual QString secondHint(const LinesScene& scene) const = 0;
    virtual QString solutionFor(const LinesScene& scene) const = 0;
    virtual QStringList givenAway(const LinesScene& scene) const = 0;
};

class PredictCount : public LinesTask {
    Q_DECLARE_TR_FUNCTIONS(LinesTasks)

public:
    QString id() const override { return QStringLiteral("predict-count"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return tr("One, none or many?"); }
    QString sourceLines() const override { return QStringLiteral("003:23-29,35-39"); }
    QString prompt(const LessonScene& scene) const override
    {
        const LinesScene& s = linesOf(scene);
        return tr("Line 1: %1\nLine 2: %2\nBefore they are drawn: how many points do the two lines share?")
            .arg(equationText(s.equation(1)), equationText(s.equation(2)));
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        return lines::predictCountScene(seed);
    }
    HeldKeys held() const override { return { kHeldVerdict, kHeldLines, kHeldDet, kHeldMeet }; }
    QList<TaskChoice> choices() const override
    {
        return { { QStringLiteral("one"), tr("exactly one") },
            { QStringLiteral("none"), tr("none (parallel)") },
            { QStringLiteral("infinite"), tr("infinitely many (the same line)") } };
    }
    QString rightChoice(const LessonScene& scene) const override
    {
        switch (linesOf(scene).result().kind) {
        case LineLineKind::Point: return QStringLiteral("one");
        case LineLineKind::Parallel: return QStringLiteral("none");
        case LineLineKind::SameLine: return QStringLiteral("infinite");
        case LineLineKind::ZeroDirection: break;
        }
        return {};
    }
    QString reason(const LessonScene& scene) const override { return solutionFor(linesOf(scene)); }

protected:
    QString firstHint(const LinesScene&) const override
    {
        return tr("Compare the left-hand sides: is (a₂, b₂) a multiple of (a₁, b₁)? If not, the lines "
                  "cross once.");
    }
    QString secondHint(const LinesScene&) const override
    {
        return tr("If (a₂, b₂) = k (a₁, b₁), compare c₂ with k c₁.");
    }
    QString solutionFor(const LinesScene& s) const override
    {
        const LineEquation e1 = s.equation(1);
        const LineEquation e2 = s.equation(2);
        const double d = e1.a * e2.b - e2.a * e1.b;
        QString text = tr("a₁b₂ - a₂b₁ = %1·%2 - %3·%4 = %5.")
                           .arg(lines::factorText(e1.a), lines::factorText(e2.b), lines::factorText(e2.a),
                               lines::factorText(e1.b), number(d));
        const LineLineResult& r = s.result();
        if (r.kind == LineLineKind::Point)
            return text + QLatin1Char(' ')
                + tr("It is not 0: the lines cross once, at %1.").arg(vectorText(r.point));
        const double k = e1.a != 0 ? e2.a / e1.a : e2.b / e1.b;
        const QString words = r.kind == LineLineKind::SameLine
            ? tr("c₂ = %1 equals k c₁ = %2: the same line, infinitely many common points.")
            : tr("c₂ = %1 is not k c₁ = %2: parallel, no common point.");
        return text + QLatin1Char(' ') + tr("So (a₂, b₂) = k (a₁, b₁) with k = %1.").arg(number(k))
            + QLatin1Char(' ') + words.arg(number(e2.c), number(k * e1.c));
    }
    QStringList givenAway(const LinesScene& s) const override
    {
        return { LinesScene::verdictSentence(s.result(), true, true) };
    }
};

class ComputeDet : public LinesTask {
    Q_DECLARE_TR_FUNCTIONS(LinesTasks)

public:
    QString id() const override { return QStringLiteral("compute-det"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("The determinant |A|"); }
    QString sourceLines() const override { return QStringLiteral("002:353,367-369"); }
    QString prompt(const LessonScene& scene) const override
    {
        const LinesScene& s = linesOf(scene);
        return tr("Line 1 is P + s a with P = %1, a = %2; line 2 is Q + t b with Q = %3, b = %4. Type |A|.")
            .arg(vectorText(s.first().point), vectorText(s.first().direction), vectorText(s.second().point),
                vectorText(s.second().direction));
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        return lines::computeDetScene(seed);
    }
    // The verdict too: "parallel" on the canvas would say |A| = 0 before the student works it out.
    HeldKeys held() const override { return { kHeldDet, kHeldVerdict }; }
    double answer(const LessonScene& scene) const override { return linesOf(scene).result().det; }
    double tolerance(const LessonScene&) const override { return 0.0005; } // |A| is a whole number here

protected:
    QString firstHint(const LinesScene&) const override
    {
        return tr("A's columns are (a_x, a_y) and (-b_x, -b_y): mind the minus signs.");
    }
    QString secondHint(const LinesScene&) const override
    {
        return tr("|A| = (top left)(bottom right) - (top right)(bottom left).");
    }
    QString solutionFor(const LinesScene& s) const override
    {
        const geometry::Vec2 a = s.first().direction;
        const geometry::Vec2 b = s.second().direction;
        return tr("|A| = -a_x b_y + b_x a_y = -%1·%2 + %3·%4 = %5.")
            .arg(lines::factorText(a.x), lines::factorText(b.y), lines::factorText(b.x),
                lines::factorText(a.y), number(s.result().det));
    }
    QStringList givenAway(const LinesScene& s) const override
    {
        const double det = s.result().det;
        return { QStringLiteral("det A = %1").arg(number(det)),
            QStringLiteral("|A| = -a_x b_y + b_x a_y = %1").arg(mathNumber(det, LinesScene::kDecimals)) };
    }
};

class ComputeS : public LinesTask {
    Q_DECLARE_TR_FUNCTIONS(LinesTasks)

public:
    QString id() const override { return QStringLiteral("compute-s"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return tr("How far along line 1?"); }
    QString sourceLines() const override { return QStringLiteral("002:365-371"); }
    QString prompt(const LessonScene& scene) const override
    {
        const LinesScene& s = linesOf(scene);
        return tr("P = %1, a = %2, Q = %3, b = %4. Find s: how many arrows a it is from P to the meeting "
                  "point R.")
            .arg(vectorText(s.first().point), vectorText(s.first().direction), vectorText(s.second().point),
                vectorText(s.second().direction));
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        return lines::computeSScene(seed);
    }
    HeldKeys held() const override { return { kHeldMeet }; }
    double answer(const LessonScene& scene) const override { return linesOf(scene).result().s; }
    double tolerance(const LessonScene&) const override { return 0.01; }

protected:
    QString firstHint(const LinesScene&) const override { return tr("First W = Q - P, then |A|."); }
    QString secondHint(const LinesScene&) const override
    {
        return tr("Compute the numerator -b_y W_x + b_x W_y on its own, then divide by |A|.");
    }
    QString solutionFor(const LinesScene& s) const override
    {
        const LineLineResult& r = s.result();
        const geometry::Vec2 b = s.second().direction;
        return tr("W = %1, |A| = %2, s = (-%3·%4 + %5·%6) / %2 = %7. Check: P + s a = %8.")
            .arg(vectorText(r.w), number(r.det), lines::factorText(b.y), lines::factorText(r.w.x),
                lines::factorText(b.x), lines::factorText(r.w.y), number(r.s), vectorText(r.point));
    }
    QStringList givenAway(const LinesScene& s) const override
    {
        const LineLineResult& r = s.result();
        return { QStringLiteral("s = %1,").arg(number(r.s)),
            QStringLiteral("s = %1,").arg(mathNumber(r.s, LinesScene::kDecimals)),
            QStringLiteral("R = %1").arg(vectorText(r.point)) };
    }
};

// The handout's Example (1) solved by elimination, step by step (003 lines 15-21, where the handout
// doubles the second equation but not its right-hand side).
class ExampleElimination : public LinesTask {
    Q_DECLARE_TR_FUNCTIONS(LinesTasks)

public:
    QString id() const override { return QStringLiteral("example1"); }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return tr("Example 1 by elimination"); }
    QString sourceLines() const override { return QStringLiteral("003:15-21"); }
    QString prompt(const LessonScene&) const override
    {
        return tr("The handout's Example 1: 2x + 3y = 3 (①) and -x + 3y = -6 (②). Take ① + 2 × ② so that x "
                  "drops out, then find y and x.");
    }
    std::optional<LessonScene::State> scene(quint32) const override { return LinesScene::example(1); }
    HeldKeys held() const override { return { kHeldVerdict, kHeldMeet }; }
    QList<TaskBlank> blanks() const override
    {
        const auto number = [](const char* id, QString label, double value) {
            return TaskBlank { QString::fromLatin1(id), std::move(label), {}, value, 0 };
        };
        return { number("nine-y", tr("① + 2 × ② gives 9y = …"), -9), number("y", tr("y ="), -1),
            number("x", tr("x ="), 3) };
    }

protected:
    QString firstHint(const LinesScene&) const override
    {
        return tr("Doubling ② doubles both sides: the right-hand side -6 becomes -12.");
    }
    QString secondHint(const LinesScene&) const override
    {
        return tr("With y known, put it into ①: 2x + 3y = 3.");
    }
    QString solutionFor(const LinesScene&) const override
    {
        return tr("2 × ②: -2x + 6y = -12. Added to ①: 9y = -9, so y = -1. Into ①: 2x - 3 = 3, so x = 3. "
                  "The lines meet at (3, -1); the handout's (0, 1) lies on ① only.");
    }
    QStringList givenAway(const LinesScene&) const override
    {
        return { QStringLiteral("(3, -1)"), QStringLiteral("9y = -9"), QStringLiteral("y = -1") };
    }
};

} // namespace

namespace lines {

LessonScene::State predictCountScene(quint32 seed)
{
    QRandomGenerator rng(seed);
    const int kind = pick(rng, 0, 2); // one point, the same line, parallel
    const bool vertical = pick(rng, 0, 3) == 0; // then slopes alone cannot decide
    int e1[3] = { pick(rng, -3, 3), vertical ? 0 : pickNonZero(rng, -3, 3), pick(rng, -6, 6) };
    if (e1[0] == 0 && e1[1] == 0)
        e1[0] = pickNonZero(rng, -3, 3);
    if (vertical) // b1 = 0: x = c1 / a1
        e1[0] = pickNonZero(rng, -3, 3);
    int e2[3] = { 0, 0, 0 };
    if (kind == 0) {
        do {
            e2[0] = pick(rng, -3, 3);
            e2[1] = vertical ? pick(rng, -3, 3) : pickNonZero(rng, -3, 3);
        } while (e1[0] * e2[1] - e2[0] * e1[1] == 0);
        e2[2] = pick(rng, -6, 6);
    } else {
        static constexpr int kMultiples[] = { -2, -1, 2, 3 };
        const int k = kMultiples[pick(rng, 0, 3)];
        e2[0] = k * e1[0];
        e2[1] = k * e1[1];
        e2[2] = k * e1[2];
        if (kind == 2) {
            const int same = e2[2];
            while (e2[2] == same)
                e2[2] = pick(rng, -6, 6);
        }
    }
    return fromEquations(e1, e2, pick(rng, 0, 1) == 0 ? -1 : 1);
}

LessonScene::State computeDetScene(quint32 seed)
{
    QRandomGenerator rng(seed);
    const auto direction = [&rng] {
        int x = 0;
        int y = 0;
        while (x == 0 && y == 0) {
            x = pick(rng, -3, 3);
            y = pick(rng, -3, 3);
        }
        return geometry::Vec2 { double(x), double(y) };
    };
    const geometry::Vec2 a = direction();
    geometry::Vec2 b = direction();
    if (pick(rng, 0, 5) == 0) // one scene in six: parallel directions, |A| = 0
        b = double(pick(rng, 0, 1) == 0 ? -1 : 2) * a;
    return { double(pick(rng, -4, 4)), double(pick(rng, -4, 4)), a.x, a.y, double(pick(rng, -4, 4)),
        double(pick(rng, -4, 4)), b.x, b.y };
}

LessonScene::State computeSScene(quint32 seed)
{
    QRandomGenerator rng(seed);
    for (;;) {
        const geometry::Vec2 a { double(pick(rng, -2, 2)), double(pick(rng, -2, 2)) };
        const geometry::Vec2 b { double(pick(rng, -2, 2)), double(pick(rng, -2, 2)) };
        if (-a.x * b.y + b.x * a.y == 0) // also refuses a zero direction
            continue;
        const geometry::Vec2 r { double(pick(rng, -3, 3)), double(pick(rng, -3, 3)) };
        const geometry::Vec2 p = r - double(pickNonZero(rng, -3, 3)) * a;
        const geometry::Vec2 q = r - double(pickNonZero(rng, -3, 3)) * b;
        if (std::max({ std::abs(p.x), std::abs(p.y), std::abs(q.x), std::abs(q.y) }) <= 6) // in view
            return { p.x, p.y, a.x, a.y, q.x, q.y, b.x, b.y };
    }
}

} // namespace lines

std::vector<std::unique_ptr<TaskDefinition>> lines::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictCount>());
    tasks.push_back(std::make_unique<ComputeDet>());
    tasks.push_back(std::make_unique<ComputeS>());
    tasks.push_back(std::make_unique<ExampleElimination>());
    return tasks;
}

} // namespace lab
