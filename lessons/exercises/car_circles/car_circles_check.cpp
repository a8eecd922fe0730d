#include "car_circles_check.h"

#include "core/model/numbers.h"
#include "core/records/answer.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace lab::car_circles {

namespace {

struct CarCirclesCheck {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesCheck)
};

const std::map<std::string, double> kNoNames;

std::optional<double> read(const QString& text, const std::map<std::string, double>& names = kNoNames)
{
    const NumberAnswer a = readNumberAnswer(text, names);
    if (a.kind != NumberAnswer::Kind::Number)
        return std::nullopt;
    return a.value;
}

// The mark of one typed number; an unreadable one adds "<name>: <why>" to `unreadable`.
Mark markOf(const QString& text, double expected, double tolerance, const QString& name,
    QStringList& unreadable, const std::map<std::string, double>& names = kNoNames)
{
    const NumberAnswer a = readNumberAnswer(text, names);
    switch (a.kind) {
    case NumberAnswer::Kind::Blank: return Mark::Empty;
    case NumberAnswer::Kind::Unreadable:
        unreadable << CarCirclesCheck::tr("%1: %2").arg(name, a.problem);
        return Mark::Unreadable;
    case NumberAnswer::Kind::Number: break;
    }
    return std::abs(a.value - expected) <= tolerance ? Mark::Right : Mark::Wrong;
}

// The attempt rule's view of a set of marks.
template <typename Marks> AnswerState stateOf(const Marks& marks)
{
    bool anyFilled = false;
    bool allRight = true;
    for (const Mark m : marks) {
        if (m == Mark::Unreadable)
            return AnswerState::Unreadable;
        anyFilled = anyFilled || m != Mark::Empty;
        allRight = allRight && m == Mark::Right;
    }
    return !anyFilled ? AnswerState::Blank : allRight ? AnswerState::Right : AnswerState::Wrong;
}

QString plain(const QString& typed)
{
    return normalizedAnswer(typed).simplified();
}

QString choiceKey(int choice)
{
    return choice < 0 ? QStringLiteral("-") : QString::number(choice + 1);
}

bool near(double a, double b, double tolerance = kPixelTolerance)
{
    return std::abs(a - b) <= tolerance;
}
bool near(geometry::Vec2 a, geometry::Vec2 b)
{
    return near(a.x, b.x) && near(a.y, b.y);
}

QString fieldName(int field)
{
    return field == OffsetX ? QStringLiteral("ox")
        : field == OffsetY  ? QStringLiteral("oy")
                            : QStringLiteral("r");
}

QString innerName(int i)
{
    switch (i) {
    case 0: return CarCirclesCheck::tr("circle 1 (front)");
    case 1: return CarCirclesCheck::tr("circle 2 (rear)");
    default: return CarCirclesCheck::tr("circle 3 (middle)");
    }
}

// The handout's car with no outer circle: the reference for every check.
const geometry::CircleHierarchy& handout()
{
    static const geometry::CircleHierarchy car = geometry::seedCar(0);
    return car;
}

// What is wrong with inner circle `i`, read as offset `o` and radius `r`.
QString innerHint(int i, geometry::Vec2 o, double r)
{
    const geometry::Circle& e = handout().inner[std::size_t(i)];
    const QString name = innerName(i);
    for (int j = 0; j < kInnerCount; ++j) {
        const geometry::Circle& other = handout().inner[std::size_t(j)];
        if (j != i && near(o, other.center) && near(r, other.radius))
            return CarCirclesCheck::tr(
                "You typed the values of %1 into %2. The numbering is the handout's: 1 is the front "
                "(the nose points to −x), 2 the rear, 3 the middle.")
                .arg(innerName(j), name);
    }
    bool offsetRight = near(o, e.center);
    if (!offsetRight) {
        if (near(o, kSheetP0 + e.center))
            return CarCirclesCheck::tr(
                "%1: these are the centre's coordinates on the sheet. The offset is measured from p0: "
                "subtract p0 = (%2, %3).")
                .arg(name, formatNumber(kSheetP0.x), formatNumber(kSheetP0.y));
        if (near(o, -1 * e.center))
            return CarCirclesCheck::tr(
                "%1: the signs are turned round. The offset goes from p0 to the circle's centre: "
                "centre − p0, not p0 − centre.")
                .arg(name);
        return CarCirclesCheck::tr(
            "%1: the offset does not match the figure. Read the centre off the sheet and subtract "
            "p0 = (%2, %3), x and y separately.")
            .arg(name, formatNumber(kSheetP0.x), formatNumber(kSheetP0.y));
    }
    if (near(r, 2 * e.radius))
        return CarCirclesCheck::tr("%1: that is the diameter; the radius is half of it.").arg(name);
    return CarCirclesCheck::tr(
        "%1: the radius does not match the figure. The sheet gives each circle's diameter.")
        .arg(name);
}

QString rotationHint(int candidate)
{
    switch (candidate) {
    case 0:
        return CarCirclesCheck::tr(
            "Rotation: this formula turns the offset clockwise. Try a = 90°: the offset (1, 0) must "
            "go to (0, 1), counter-clockwise like the car; this formula sends it to (0, −1).");
    case 2:
        return CarCirclesCheck::tr(
            "Rotation: x′ has to use both ox and oy. Try a = 90° on the offset (0, 1): it must go to "
            "(−1, 0); this formula gives (0, 1).");
    case 3:
        return CarCirclesCheck::tr(
            "Rotation: adding cos a and sin a shifts the circle instead of turning it. At a = 0 the "
            "offset must stay as it is; this formula moves it by (1, 0).");
    default: return CarCirclesCheck::tr("Rotation: choose one of the formulas.");
    }
}

QString orderHint(int order)
{
    switch (order) {
    case OuterOnly:
        return CarCirclesCheck::tr(
            "Order: that is the given program. It turns the car round on every false collision of the "
            "outer circle.");
    case InnerThenOuter:
        return CarCirclesCheck::tr(
            "Order: this finds the same hits but does the three inner tests every frame. The cheap "
            "outer test should come first and let most frames stop there.");
    default: return CarCirclesCheck::tr("Order: choose how the tests follow each other.");
    }
}

} // namespace

// ---- Task 1 ----------------------------------------------------------------------------------

const std::map<std::string, double>& sheetNames()
{
    static const std::map<std::string, double> names { { "p0.X", kSheetP0.x }, { "p0.Y", kSheetP0.y } };
    return names;
}

AnswerState HierarchyCheck::state() const
{
    std::vector<Mark> marks { rotation, order };
    for (const auto& row : inner)
        marks.insert(marks.end(), row.begin(), row.end());
    return stateOf(marks);
}

QString answerText(const HierarchyAnswers& a)
{
    QStringList parts;
    for (int i = 0; i < kInnerCount; ++i) {
        const auto& row = a.inner[std::size_t(i)];
        parts << QStringLiteral("%1: ox=%2 oy=%3 r=%4")
                     .arg(QString::number(i + 1), plain(row[OffsetX]), plain(row[OffsetY]),
                         plain(row[Radius]));
    }
    parts << QStringLiteral("rotation=%1").arg(choiceKey(a.rotation));
    parts << QStringLiteral("order=%1").arg(choiceKey(a.order));
    return parts.join(QStringLiteral("; "));
}

bool HierarchyCheck::allRight() const
{
    for (const auto& row : inner) {
        for (const Mark m : row) {
            if (m != Mark::Right)
                return false;
        }
    }
    return rotation == Mark::Right && order == Mark::Right;
}

HierarchyCheck checkHierarchy(const HierarchyAnswers& answers)
{
    HierarchyCheck check;
    for (int i = 0; i < kInnerCount; ++i) {
        const auto idx = std::size_t(i);
        const geometry::Circle& e = handout().inner[idx];
        const std::array<double, InnerFieldCount> expected { e.center.x, e.center.y, e.radius };
        bool allRead = true;
        bool allRight = true;
        for (int f = 0; f < InnerFieldCount; ++f) {
            const auto fi = std::size_t(f);
            check.inner[idx][fi] = markOf(answers.inner[idx][fi], expected[fi], kPixelTolerance,
                QStringLiteral("%1, %2").arg(innerName(i), fieldName(f)), check.unreadable, sheetNames());
            allRead = allRead && (check.inner[idx][fi] == Mark::Right || check.inner[idx][fi] == Mark::Wrong);
            allRight = allRight && check.inner[idx][fi] == Mark::Right;
        }
        if (allRight)
            continue;
        if (!allRead) {
            check.hints
                << CarCirclesCheck::tr("%1: type a number into each of its three fields.").arg(innerName(i));
            continue;
        }
        const auto c = studentInner(answers, i);
        check.hints << innerHint(i, c->center, c->radius);
    }
    check.rotation = answers.rotation < 0    ? Mark::Empty
        : answers.rotation == kRightRotation ? Mark::Right
                                             : Mark::Wrong;
    if (check.rotation != Mark::Right)
        check.hints << rotationHint(answers.rotation);
    check.order = answers.order < 0 ? Mark::Empty : answers.order == kRightOrder ? Mark::Right : Mark::Wrong;
    if (check.order != Mark::Right)
        check.hints << orderHint(answers.order);
    return check;
}

geometry::Vec2 rotateByCandidate(int candidate, geometry::Vec2 o, double a)
{
    const double c = std::cos(a);
    const double s = std::sin(a);
    switch (candidate) {
    case 0: return { o.x * c + o.y * s, -o.x * s + o.y * c };
    case kRightRotation: return geometry::rotated(o, a);
    case 2: return { o.x * c, o.y * s };
    case 3: return { o.x + c, o.y + s };
    default: return o;
    }
}

QString rotationFormula(int candidate)
{
    switch (candidate) {
    case 0: return QStringLiteral("x′ = ox·cos a + oy·sin a\ny′ = −ox·sin a + oy·cos a");
    case kRightRotation: return QStringLiteral("x′ = ox·cos a − oy·sin a\ny′ = ox·sin a + oy·cos a");
    case 2: return QStringLiteral("x′ = ox·cos a\ny′ = oy·sin a");
    case 3: return QStringLiteral("x′ = ox + cos a\ny′ = oy + sin a");
    default: return {};
    }
}

std::optional<geometry::Circle> studentInner(const HierarchyAnswers& answers, int index)
{
    if (index < 0 || index >= kInnerCount)
        return std::nullopt;
    const auto& row = answers.inner[std::size_t(index)];
    const auto x = read(row[OffsetX], sheetNames());
    const auto y = read(row[OffsetY], sheetNames());
    const auto r = read(row[Radius], sheetNames());
    if (!x || !y || !r || *r < 0)
        return std::nullopt;
    return geometry::Circle { { *x, *y }, *r };
}

geometry::CircleHierarchy studentCar(const HierarchyAnswers& answers, double outerRadius)
{
    geometry::CircleHierarchy car;
    car.outer = { { 0, 0 }, outerRadius };
    for (int i = 0; i < kInnerCount; ++i) {
        if (const auto c = studentInner(answers, i))
            car.inner[std::size_t(car.innerCount++)] = *c;
    }
    return car;
}

HierarchyAnswers rightHierarchyAnswers()
{
    HierarchyAnswers a;
    for (int i = 0; i < kInnerCount; ++i) {
        const geometry::Circle& e = handout().inner[std::size_t(i)];
        a.inner[std::size_t(i)]
            = { QString::number(e.center.x), QString::number(e.center.y), QString::number(e.radius) };
    }
    a.rotation = kRightRotation;
    a.order = kRightOrder;
    return a;
}

QString hierarchySolution()
{
    QStringList lines;
    for (int i = 0; i < kInnerCount; ++i) {
        const geometry::Circle& e = handout().inner[std::size_t(i)];
        const geometry::Vec2 sheet = kSheetP0 + e.center;
        lines << CarCirclesCheck::tr(
            "%1: centre on the sheet (%2, %3) − p0 (%4, %5) = offset (%6, %7); diameter %8, so "
            "r = %9.")
                     .arg(innerName(i), formatNumber(sheet.x), formatNumber(sheet.y),
                         formatNumber(kSheetP0.x), formatNumber(kSheetP0.y), formatNumber(e.center.x),
                         formatNumber(e.center.y), formatNumber(2 * e.radius))
                     .arg(formatNumber(e.radius));
    }
    lines << CarCirclesCheck::tr("Rotation (counter-clockwise by the car's angle a):")
          << rotationFormula(kRightRotation)
          << CarCirclesCheck::tr(
                 "Order: test the outer circle; only when it pokes out of the area, test the inner "
                 "circles, and turn the car round when one of them does.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace lab::car_circles
