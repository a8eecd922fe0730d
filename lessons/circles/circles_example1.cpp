#include "circles_example1.h"

#include "circles_format.h"
#include "circles_scene.h"

#include "shared/handout_examples.h"

#include "core/model/numbers.h"
#include "core/records/answer.h"
#include "core/records/progress.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>
#include <cmath>
#include <optional>

namespace lab::circles {

namespace {

struct CirclesExample1 {
    Q_DECLARE_TR_FUNCTIONS(CirclesExample1)
};

constexpr double kTolerance = 0.05; // a typed number this close counts as right
const QString kLessonId = QStringLiteral("circles");

// The numeric blanks in order: A's centre and radius, B's, D, r1 + r2.
enum Field { Ax, Ay, Ra, Bx, By, Rb, Distance, RadiusSum, FieldCount };

std::array<double, FieldCount> values(const Example1Key& k)
{
    return { k.a.center.x, k.a.center.y, k.a.radius, k.b.center.x, k.b.center.y, k.b.radius, k.distance,
        std::sqrt(k.test.radiusSumSquared) };
}

std::optional<double> read(const QString& text)
{
    const NumberAnswer a = readNumberAnswer(text);
    return a.kind == NumberAnswer::Kind::Number ? std::optional<double>(a.value) : std::nullopt;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= kTolerance;
}

// The slip a wrong number of blank `field` points to, or empty.
QString slipOf(int field, double typed, const Example1Key& k)
{
    const double expected = values(k)[std::size_t(field)];
    switch (field) {
    case Ax:
    case Ay:
    case Bx:
    case By:
        if (near(typed, -expected))
            return CirclesExample1::tr(
                "A centre has its sign turned round: (x + 10)² is (x − (−10))², so that "
                "centre's x is −10.");
        return {};
    case Ra:
    case Rb:
        if (near(typed, expected * expected))
            return CirclesExample1::tr(
                "A radius is the square root of the right-hand side: that side is r², not r.");
        return {};
    case Distance:
        if (near(typed, k.test.distanceSquared))
            return CirclesExample1::tr("That is D², not D: take its square root.");
        return {};
    default:
        if (near(typed, k.test.radiusSumSquared))
            return CirclesExample1::tr("That is (r1 + r2)²: add the two radii.");
        return {};
    }
}

// The worksheet of the car circles exercise as older files kept it: eight numbers and a verdict
// (0: collide, 1: apart).
bool oldWorksheetRight(const QJsonObject& worksheet)
{
    const QJsonArray fields = worksheet.value(QStringLiteral("fields")).toArray();
    const std::array<double, FieldCount> key = values(example1Key());
    for (int f = 0; f < FieldCount; ++f) {
        const auto typed = read(fields.at(f).toString());
        if (!typed || !near(*typed, key[std::size_t(f)]))
            return false;
    }
    return worksheet.value(QStringLiteral("verdict")).toInt(-1) == (example1Key().test.hit ? 0 : 1);
}

class Example1Task : public TaskDefinition {
public:
    QString id() const override { return kExample1Task; }
    TaskKind kind() const override { return TaskKind::FillIn; }
    QString title() const override { return CirclesExample1::tr("Example 1: the racing game"); }
    QString sourceLines() const override { return QStringLiteral("003:443,449-464"); }
    QString prompt(const LessonScene&) const override
    {
        const Example1Key k = example1Key();
        return CirclesExample1::tr(
            "Car A's bounding circle is %1, car B's is %2. Fill in the worksheet: (1) each centre and "
            "radius, "
            "(2) the distance D of the centres, (3) r1 + r2, the comparison and the verdict. Numbers may be "
            "expressions such as sqrt(900).")
            .arg(plainEquation(k.a), plainEquation(k.b));
    }
    HeldKeys held() const override { return { circles::kHeldExample1 }; }
    QList<TaskBlank> blanks() const override
    {
        const std::array<double, FieldCount> key = values(example1Key());
        const char* const ids[FieldCount] = { "ax", "ay", "ra", "bx", "by", "rb", "d", "sum" };
        const QString labels[FieldCount] = { CirclesExample1::tr("(1) Car A: x of the centre"),
            CirclesExample1::tr("Car A: y of the centre"), CirclesExample1::tr("Car A: radius r1"),
            CirclesExample1::tr("Car B: x of the centre"), CirclesExample1::tr("Car B: y of the centre"),
            CirclesExample1::tr("Car B: radius r2"),
            CirclesExample1::tr("(2) D, the distance of the centres"), CirclesExample1::tr("(3) r1 + r2") };
        QList<TaskBlank> all;
        for (int f = 0; f < FieldCount; ++f)
            all.append({ QString::fromLatin1(ids[f]), labels[f], {}, key[std::size_t(f)], kTolerance });
        all.append({ QStringLiteral("compare"),
            CirclesExample1::tr("Compare D with r1 + r2: do the cars collide? (yes or no)"),
            { QStringLiteral("yes"), QStringLiteral("y"), QStringLiteral("true"), QStringLiteral("はい") },
            std::nullopt, 0 });
        all.append({ QStringLiteral("verdict"),
            CirclesExample1::tr("So do the two cars collide? (they collide or not)"),
            { QStringLiteral("they collide"), QStringLiteral("collide"), QStringLiteral("yes"),
                QStringLiteral("衝突している"), QStringLiteral("している"), QStringLiteral("衝突します"),
                QStringLiteral("はい") },
            std::nullopt, 0 });
        return all;
    }

    QString hint(int wrong, const LessonScene&) const override
    {
        // The student's own last answer names the slip where the progress store keeps it.
        if (const ProgressStore* store = ProgressStore::instance()) {
            const QString last = store->exercise(kLessonId).tasks.value(kExample1Task).lastAnswer;
            const QString slip = example1Slip(last.split(QStringLiteral(" | ")));
            if (!slip.isEmpty())
                return slip;
        }
        if (wrong <= 1)
            return CirclesExample1::tr("The right-hand side is r²: the radius is its square root.");
        if (wrong == 2)
            return CirclesExample1::tr("(x + 10) is (x − (−10)): the x of B's centre is negative.");
        return CirclesExample1::tr("D is the square root of dx² + dy²: do not stop at D².");
    }
    QString solution(const LessonScene&) const override
    {
        const Example1Key k = example1Key();
        const geometry::Vec2 d = k.test.delta;
        const double sum = std::sqrt(k.test.radiusSumSquared);
        const auto n = [](double v) { return formatNumber(v); };
        QString text
            = CirclesExample1::tr("A: centre %1, radius √%2 = %3. B: centre %4, radius √%5 = %6.")
                  .arg(formatPoint(k.a.center.x, k.a.center.y), n(k.a.radius * k.a.radius), n(k.a.radius),
                      formatPoint(k.b.center.x, k.b.center.y), n(k.b.radius * k.b.radius), n(k.b.radius));
        text += QLatin1Char(' ')
            + CirclesExample1::tr("D = √((%1)² + (%2)²) = √%3 = %4.")
                  .arg(n(d.x), n(d.y), n(k.test.distanceSquared), n(k.distance));
        if (k.test.hit)
            text += QLatin1Char(' ')
                + CirclesExample1::tr("r1 + r2 = %1, and %2 ≤ %1: they collide. Without the root: %3 ≤ %4.")
                      .arg(n(sum), n(k.distance), n(k.test.distanceSquared), n(k.test.radiusSumSquared));
        else
            text += QLatin1Char(' ')
                + CirclesExample1::tr("r1 + r2 = %1, and %2 > %1: they do not collide.")
                      .arg(n(sum), n(k.distance));
        return text;
    }
    QStringList giveaways(const LessonScene&) const override
    {
        return { QStringLiteral("(-10, 50)"), QStringLiteral("D = 50"), QStringLiteral("\\sqrt{2500}"),
            QStringLiteral("√2500"), QStringLiteral("2500 \\le 3025"), QStringLiteral("2500 ≤ 3025"),
            QStringLiteral("50 \\le 55"), QStringLiteral("50 ≤ 55") };
    }
};

} // namespace

Example1Key example1Key()
{
    Example1Key k;
    k.a = handout::kExample1Circles[0];
    k.b = handout::kExample1Circles[1];
    k.test = geometry::circleVsCircle(k.a, k.b);
    k.distance = std::sqrt(k.test.distanceSquared);
    return k;
}

std::unique_ptr<TaskDefinition> createExample1Task()
{
    return std::make_unique<Example1Task>();
}

QString example1Slip(const QStringList& typed)
{
    const Example1Key k = example1Key();
    const std::array<double, FieldCount> key = values(k);
    for (int f = 0; f < FieldCount && f < typed.size(); ++f) {
        const auto number = read(typed[f]);
        if (!number || near(*number, key[std::size_t(f)]))
            continue;
        const QString slip = slipOf(f, *number, k);
        if (!slip.isEmpty())
            return slip;
    }
    return {};
}

void moveExample1Record(ProgressStore& store)
{
    const ExerciseProgress old = store.exercise(kOldExerciseId);
    ExerciseProgress mine = store.exercise(kLessonId);
    if (!old.tasks.contains(kExample1Task) || mine.tasks.contains(kExample1Task))
        return;
    TaskRecord moved = old.tasks.value(kExample1Task);
    const QJsonValue worksheet = old.data.value(QStringLiteral("worksheet"));
    if (moved.solved && worksheet.isObject() && !oldWorksheetRight(worksheet.toObject()))
        moved.solved = false;
    mine.tasks.insert(kExample1Task, moved);
    mine.attempts += moved.attempts;
    if (mine.status == ExerciseStatus::NotStarted
        && (moved.status != ExerciseStatus::NotStarted || moved.opened.isValid()))
        mine.status = ExerciseStatus::InProgress;
    store.update(kLessonId, mine);
}

} // namespace lab::circles
