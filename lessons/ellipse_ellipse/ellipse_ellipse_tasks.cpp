#include "ellipse_ellipse_tasks.h"

#include "ellipse_ellipse_scene.h"
#include "ellipse_ellipse_stages.h"
#include "ellipse_ellipse_words.h"

#include "core/lesson.h"
#include "core/model/numbers.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <random>

namespace lab {

namespace {

using Scene = EllipseEllipseScene;
using Result = geometry::EllipseTextbookResult;

const Scene& own(const LessonScene& scene)
{
    return LessonOf<Scene>::own(scene);
}

// Picks one of `count` values (0 .. count - 1), the same on every platform for a seed.
int pick(std::mt19937& rng, int count)
{
    return int(rng() % std::uint32_t(count));
}

// Ellipse 1 level (rx = a, ry = b) at E, ellipse 2 the unit circle at the origin (Code2).
LessonScene::State standardPicture(geometry::Vec2 E, double a, double b)
{
    return { E.x, E.y, a, b, 0, 0, 0, 1, 1, 0 };
}

Result textbookOf(const LessonScene::State& s)
{
    return geometry::ellipseVsEllipseTextbook(Scene::ellipseOf(s, 0), Scene::ellipseOf(s, 1));
}

class TaskWords {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseTasks)
};

// ---- predict-case --------------------------------------------------------------------------

const std::array<QString, 5> kCases = { QStringLiteral("trivial-apart"), QStringLiteral("trivial-collide"),
    QStringLiteral("I"), QStringLiteral("II"), QStringLiteral("III-IV") };

QString caseId(const Result& t)
{
    switch (t.decidingCase) {
    case geometry::TextbookCase::Trivial: return t.hit ? kCases[1] : kCases[0];
    case geometry::TextbookCase::I: return kCases[2];
    case geometry::TextbookCase::II: return kCases[3];
    default: break;
    }
    return kCases[4];
}

class PredictCase : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("predict-case"); }
    TaskKind kind() const override { return TaskKind::Predict; }
    QString title() const override { return TaskWords::tr("Which case decides?"); }
    QString sourceLines() const override
    {
        return QStringLiteral("000:164,175,180-181,207-208,235-241,245,259,283");
    }
    QString prompt(const LessonScene&) const override
    {
        return TaskWords::tr(
            "A tall ellipse and the unit circle, already in the standard picture. Which step "
            "of the textbook's method decides?");
    }
    // The answer is drawn first (one in five each), then scenes until the heuristic decides so.
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        std::mt19937 rng(seed);
        const QString& wanted = kCases[std::size_t(pick(rng, 5))];
        LessonScene::State s;
        for (int i = 0; i < 100000; ++i) {
            const double a = 0.3 + 0.05 * pick(rng, 25);
            const double b = a + 0.05 * pick(rng, int(std::lround((2.5 - a) / 0.05)) + 1);
            s = standardPicture({ -2.5 + 0.01 * pick(rng, 251), 0.01 * pick(rng, 351) }, a, b);
            if (caseId(textbookOf(s)) == wanted)
                break;
        }
        return s;
    }
    QList<TaskChoice> choices() const override
    {
        return { { kCases[0], TaskWords::tr("apart before Q (a trivial case)") },
            { kCases[1], TaskWords::tr("collide before Q (a trivial case)") },
            { kCases[2], TaskWords::tr("case I: Q lies in the circle") },
            { kCases[3], TaskWords::tr("case II: Q′ lies in the ellipse") },
            { kCases[4], TaskWords::tr("case III or IV") } };
    }
    QString rightChoice(const LessonScene& scene) const override { return caseId(own(scene).textbook()); }
    QString hint(int wrong, const LessonScene&) const override
    {
        return wrong <= 1
            ? TaskWords::tr("Check the trivial cases first: E_x + a < −1, E_y − b > 1, then P below "
                            "the x axis or above y = 1.")
            : TaskWords::tr("A clear overlap is almost always found by case I: Q inside the circle.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Result& t = own(scene).textbook();
        QString steps = EllipseEllipseStages::line(t, Scene::StartPoints);
        if (t.reachedQ)
            steps += QStringLiteral("; ") + EllipseEllipseStages::line(t, Scene::TangentPoints);
        return TaskWords::tr("E = %1, a = %2, b = %3. %4. %5.")
            .arg(EllipseEllipseStages::plainPoint(t.E), formatNumber(t.a, 4), formatNumber(t.b, 4), steps,
                EllipseEllipseWords::textbookLine(t));
    }
    QString reason(const LessonScene& scene) const override
    {
        return EllipseEllipseWords::textbookLine(own(scene).textbook()) + QLatin1Char('.');
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { EllipseEllipseWords::textbookLine(own(scene).textbook()) };
    }
};

// ---- compute-image-centre ------------------------------------------------------------------

class ImageCentre : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("compute-image-centre"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return TaskWords::tr("Stage 1: where does ellipse 1's centre go?"); }
    QString sourceLines() const override { return QStringLiteral("000:97,449,490,506-507"); }
    QString prompt(const LessonScene& scene) const override
    {
        const auto v = [&scene](int i) { return formatNumber(scene.value(i), 4); };
        return TaskWords::tr("Ellipse 2 has C₂ = (%1, %2), θ₂ = %3°, rx₂ = %4, ry₂ = %5. Apply M₂⁻¹ to "
                             "ellipse 1's centre C₁ = (%6, %7) and type the x of the point it goes to.")
            .arg(v(Scene::C2x), v(Scene::C2y), v(Scene::Theta2), v(Scene::Rx2), v(Scene::Ry2), v(Scene::C1x),
                v(Scene::C1y));
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        static constexpr std::array<std::array<double, 2>, 5> kAxes { { { 1, 2 }, { 2, 1 }, { 2, 4 },
            { 4, 2 }, { 0.5, 1 } } };
        std::mt19937 rng(seed);
        LessonScene::State s;
        for (int i = 0; i < 100; ++i) {
            const auto& r2 = kAxes[std::size_t(pick(rng, 5))];
            s = { double(pick(rng, 13) - 6), double(pick(rng, 13) - 6), 1 + 0.5 * pick(rng, 4),
                0.5 + 0.5 * pick(rng, 3), 15.0 * pick(rng, 12), double(pick(rng, 7) - 3),
                double(pick(rng, 7) - 3), r2[0], r2[1], 90.0 * pick(rng, 4) - 90 };
            // Not where a centre is: the answer must be a point of its own.
            const geometry::Vec2 c = textbookOf(s).reduction.center;
            if (std::abs(c.x - s[Scene::C1x]) + std::abs(c.y - s[Scene::C1y]) > 0.1
                && std::abs(c.x - s[Scene::C2x]) + std::abs(c.y - s[Scene::C2y]) > 0.1)
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { Scene::kHeldImage }; }
    double answer(const LessonScene& scene) const override
    {
        return own(scene).textbook().reduction.center.x;
    }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene&) const override
    {
        return wrong <= 1
            ? TaskWords::tr("Undo M₂ backwards: first move by −C₂, then turn by −θ₂, then divide by "
                            "the semi-axes.")
            : TaskWords::tr("Turning by −90° sends (x, y) to (y, −x); by 90° to (−y, x); by 180° to "
                            "(−x, −y).");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Scene& s = own(scene);
        const geometry::Vec2 p = s.textbook().reduction.center;
        const double rx2 = s.value(Scene::Rx2), ry2 = s.value(Scene::Ry2);
        const geometry::Vec2 d = s.ellipse(0).center - s.ellipse(1).center;
        // Turned by -theta2, before the division: the answer times the semi-axes.
        const geometry::Vec2 turned { p.x * rx2, p.y * ry2 };
        return TaskWords::tr("C₁ − C₂ = %1; turned by −θ₂: %2; divided by (%3, %4): %5, so x = %6.")
            .arg(formatPoint(d.x, d.y, 4), formatPoint(turned.x, turned.y, 4), formatNumber(rx2, 4),
                formatNumber(ry2, 4), EllipseEllipseStages::plainPoint(p), formatNumber(p.x, 4));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { EllipseEllipseStages::point(own(scene).textbook().reduction.center) };
    }
};

// ---- compute-p -----------------------------------------------------------------------------

class HeightOfP : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("compute-p"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return TaskWords::tr("The height of P"); }
    QString sourceLines() const override { return QStringLiteral("000:174,190,315-318"); }
    QString prompt(const LessonScene& scene) const override
    {
        const Result& t = own(scene).textbook();
        return TaskWords::tr(
            "In the standard picture E = %1 is left of the line x = −1, and a = %2, b = %3. Type "
            "P_y, the height of the lower point where x = −1 cuts the ellipse.")
            .arg(EllipseEllipseStages::plainPoint(t.E), formatNumber(t.a, 4), formatNumber(t.b, 4));
    }
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        std::mt19937 rng(seed);
        const double a = 0.5 * (1 + pick(rng, 5));
        const double cosBeta = pick(rng, 2) == 0 ? 0.6 : 0.8;
        const double sinBeta = cosBeta == 0.6 ? -0.8 : -0.6;
        const double b = a + 0.5 * pick(rng, int(std::lround((3 - a) / 0.5)) + 1);
        const double py = 0.1 * (1 + pick(rng, 9));
        return standardPicture({ -1 - a * cosBeta, py - b * sinBeta }, a, b);
    }
    HeldKeys held() const override { return { Scene::kHeldP }; }
    double answer(const LessonScene& scene) const override { return own(scene).textbook().P.y; }
    double tolerance(const LessonScene&) const override { return 0.01; }
    QString hint(int wrong, const LessonScene&) const override
    {
        return wrong <= 1
            ? TaskWords::tr("From E_x + a cos β = −1: cos β = (−1 − E_x)/a.")
            : TaskWords::tr("P is the lower point, so sin β is negative: sin β = −√(1 − cos²β).");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Result& t = own(scene).textbook();
        const QString c = formatNumber(t.angles.cosBeta, 4);
        return TaskWords::tr(
            "cos β = (−1 − (%1))/%2 = %3, sin β = −√(1 − %3²) = %4, P_y = %5 + %6·(%4) = %7.")
            .arg(formatNumber(t.E.x, 4), formatNumber(t.a, 4), c, formatNumber(t.angles.sinBeta, 4),
                formatNumber(t.E.y, 4), formatNumber(t.b, 4), formatNumber(t.P.y, 4));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { EllipseEllipseStages::point(own(scene).textbook().P) };
    }
};

// ---- compute-tan-x -------------------------------------------------------------------------

// A scene that reaches Q with friendly numbers: sin α and, left of x = -1, cos β from the 3-4-5
// and 7-24-25 triangles, a and b multiples of 0.5 (0.25 for a right of the line), b > a.
LessonScene::State tanXTry(std::mt19937& rng, bool left)
{
    static constexpr std::array<double, 3> kSides { 0.28, 0.6, 0.8 };
    const double py = kSides[std::size_t(pick(rng, 3))];
    if (left) {
        const double a = 0.5 * (1 + pick(rng, 5));
        const double cosBeta = kSides[std::size_t(pick(rng, 3))];
        const double sinBeta = -std::sqrt(1 - cosBeta * cosBeta);
        const double b = a + 0.5 * (1 + pick(rng, int(std::lround((3 - a) / 0.5))));
        return standardPicture({ -1 - a * cosBeta, py - b * sinBeta }, a, b);
    }
    static constexpr std::array<double, 4> kEx { -0.6, -0.7, -0.8, -0.9 };
    const double a = 0.25 * (1 + pick(rng, 4));
    const double b = a + 0.5 * (1 + pick(rng, 4));
    return standardPicture({ kEx[std::size_t(pick(rng, 4))], py + b }, a, b);
}

class TanX : public TaskDefinition {
public:
    QString id() const override { return QStringLiteral("compute-tan-x"); }
    TaskKind kind() const override { return TaskKind::Compute; }
    QString title() const override { return TaskWords::tr("Solve (6) or (9): X = tan x"); }
    QString sourceLines() const override { return QStringLiteral("000:200-202,220-222,333-339,353-358,426"); }
    QString prompt(const LessonScene& scene) const override
    {
        const Result& t = own(scene).textbook();
        const auto n = [](double v) { return formatNumber(v, 4); };
        if (t.centerLeftOfLine)
            return TaskWords::tr(
                "In the standard picture E = %1 is left of the line x = −1, with a = %2 and b = %3, so "
                "k = a/b = %4. P and P′ give A = tan α = %5 and B = tan β = %6. Put these numbers into "
                "equation (6), (kA − B)X² + (k + 1)(AB + 1)X + (kB − A) = 0, and type its positive root "
                "X = tan x.")
                .arg(EllipseEllipseStages::plainPoint(t.E), n(t.a), n(t.b), n(t.k), n(t.angles.A),
                    n(t.angles.B));
        return TaskWords::tr(
            "In the standard picture E = %1 is right of the line x = −1, so P is the ellipse's bottom "
            "point and β = −90°. With a = %2 and b = %3, k = a/b = %4, and P′ gives A = tan α = %5. Put "
            "these numbers into equation (9), X² − (A + kA)X − k = 0, and type its positive root X = tan x.")
            .arg(EllipseEllipseStages::plainPoint(t.E), n(t.a), n(t.b), n(t.k), n(t.angles.A));
    }
    // Equation (6) for half the seeds, (9) for the others; a scene the heuristic takes as far as Q,
    // P plainly outside the circle and s not close to 0 (so that A, B and k rounded to four
    // decimals, as the prompt gives them, still give X to 0.01).
    std::optional<LessonScene::State> scene(quint32 seed) const override
    {
        std::mt19937 rng(seed);
        const bool left = pick(rng, 2) == 0;
        LessonScene::State s = tanXTry(rng, left);
        for (int i = 0; i < 1000; ++i, s = tanXTry(rng, left)) {
            const Result t = textbookOf(s);
            if (t.reachedQ && t.centerLeftOfLine == left && geometry::length(t.P) >= 1.03 && t.quadS >= 0.25
                && t.X >= 0.05)
                break;
        }
        return s;
    }
    HeldKeys held() const override { return { Scene::kHeldX }; }
    double answer(const LessonScene& scene) const override { return own(scene).textbook().X; }
    // X is small (0.07 to 0.5 here): three decimals, as (6) and (9) give it from the prompt's numbers.
    double tolerance(const LessonScene&) const override { return 0.002; }
    QString hint(int wrong, const LessonScene& scene) const override
    {
        const Result& t = own(scene).textbook();
        if (wrong > 1)
            return TaskWords::tr("s is positive and u negative, so the two roots have opposite signs: take "
                                 "(−t + √(t² − 4su))/(2s).");
        if (t.centerLeftOfLine)
            return TaskWords::tr("Name the coefficients of sX² + tX + u = 0 first: s = kA − B (here %1), "
                                 "t = (k + 1)(AB + 1), u = kB − A.")
                .arg(formatNumber(t.quadS, 4));
        return TaskWords::tr("In (9) s = 1, t = −(A + kA) and u = −k; the quadratic formula does the rest.");
    }
    QString solution(const LessonScene& scene) const override
    {
        const Result& t = own(scene).textbook();
        const auto n = [](double v) { return formatNumber(v, 4); };
        if (t.centerLeftOfLine)
            return TaskWords::tr("s = kA − B = %1, t = (k + 1)(AB + 1) = %2, u = kB − A = %3; t² − 4su = %4; "
                                 "X = (−t + √%4)/(2s) = %5.")
                .arg(n(t.quadS), n(t.quadT), n(t.quadU), n(t.discriminant), n(t.X));
        return TaskWords::tr("s = 1, t = −(A + kA) = %1, u = −k = %2; t² − 4u = %3; X = (−t + √%3)/2 = %4.")
            .arg(n(t.quadT), n(t.quadU), n(t.discriminant), n(t.X));
    }
    QStringList giveaways(const LessonScene& scene) const override
    {
        return { EllipseEllipseStages::root(own(scene).textbook()) };
    }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> ellipse_ellipse::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> tasks;
    tasks.push_back(std::make_unique<PredictCase>());
    tasks.push_back(std::make_unique<ImageCentre>());
    tasks.push_back(std::make_unique<HeightOfP>());
    tasks.push_back(std::make_unique<TanX>());
    return tasks;
}

} // namespace lab
