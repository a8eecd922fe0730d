#include "car_circles_check.h"

#include "core/model/numbers.h"
#include "core/records/answer.h"
#include "shared/handout_examples.h"

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

QString markWord(Mark m)
{
    switch (m) {
    case Mark::Empty: return CarCirclesCheck::tr("empty");
    case Mark::Unreadable: return CarCirclesCheck::tr("not a number");
    case Mark::Wrong: return CarCirclesCheck::tr("wrong");
    case Mark::Right: return CarCirclesCheck::tr("right");
    }
    return {};
}

QString worksheetFieldName(int field)
{
    switch (field) {
    case CenterAx: return CarCirclesCheck::tr("x of car A's centre");
    case CenterAy: return CarCirclesCheck::tr("y of car A's centre");
    case RadiusA: return CarCirclesCheck::tr("radius of car A");
    case CenterBx: return CarCirclesCheck::tr("x of car B's centre");
    case CenterBy: return CarCirclesCheck::tr("y of car B's centre");
    case RadiusB: return CarCirclesCheck::tr("radius of car B");
    case Distance: return CarCirclesCheck::tr("D");
    default: return CarCirclesCheck::tr("r1 + r2");
    }
}

QString worksheetHint(int field, double typed, const WorksheetKey& key)
{
    const double expected = key.values[std::size_t(field)];
    const QString name = worksheetFieldName(field);
    switch (field) {
    case CenterAx:
    case CenterAy:
    case CenterBx:
    case CenterBy:
        if (near(typed, -expected, kWorksheetTolerance))
            return CarCirclesCheck::tr(
                "%1: the sign is turned round. (x − a)² belongs to the centre x = a, so (x + 10)² "
                "is (x − (−10))².")
                .arg(name);
        return CarCirclesCheck::tr("%1: in (x − a)² + (y − b)² = r² the centre is (a, b).").arg(name);
    case RadiusA:
    case RadiusB:
        if (near(typed, expected * expected, kWorksheetTolerance))
            return CarCirclesCheck::tr(
                "%1: the right side of the equation is r², not r. Take its square root.")
                .arg(name);
        return CarCirclesCheck::tr("%1: the right side of the equation is r².").arg(name);
    case Distance:
        if (near(typed, key.test.distanceSquared, kWorksheetTolerance))
            return CarCirclesCheck::tr("D: that is D². D is its square root.");
        return CarCirclesCheck::tr("D: the distance of the two centres, D = √((x₂ − x₁)² + (y₂ − y₁)²).");
    default:
        if (near(typed, key.test.radiusSumSquared, kWorksheetTolerance))
            return CarCirclesCheck::tr("r1 + r2: that is (r1 + r2)². Add the two radii.");
        return CarCirclesCheck::tr("r1 + r2: add the two radii.");
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
    QString html = QStringLiteral("<p><b>%1</b></p><p>").arg(CarCirclesCheck::tr("Worked solution"));
    QStringList rows;
    for (int i = 0; i < kInnerCount; ++i) {
        const geometry::Circle& e = handout().inner[std::size_t(i)];
        const geometry::Vec2 sheet = kSheetP0 + e.center;
        rows << CarCirclesCheck::tr(
            "%1: centre on the sheet (%2, %3) − p0 (%4, %5) = offset (%6, %7); diameter %8, so "
            "r = %9.")
                    .arg(innerName(i), formatNumber(sheet.x), formatNumber(sheet.y), formatNumber(kSheetP0.x),
                        formatNumber(kSheetP0.y), formatNumber(e.center.x), formatNumber(e.center.y),
                        formatNumber(2 * e.radius))
                    .arg(formatNumber(e.radius));
    }
    html += rows.join(QStringLiteral("<br>"));
    html += QStringLiteral("</p><p>%1<br>%2</p><p>%3</p>")
                .arg(CarCirclesCheck::tr("Rotation (counter-clockwise by the car's angle a):"),
                    rotationFormula(kRightRotation)
                        .toHtmlEscaped()
                        .replace(QLatin1Char('\n'), QStringLiteral("<br>")),
                    CarCirclesCheck::tr(
                        "Order: test the outer circle; only when it pokes out of the area, test the inner "
                        "circles, and turn the car round when one of them does."));
    return html;
}

// ---- Task 2 ----------------------------------------------------------------------------------

AnswerState WorksheetCheck::state() const
{
    std::vector<Mark> marks(fields.begin(), fields.end());
    marks.push_back(verdict);
    return stateOf(marks);
}

QString answerText(const WorksheetAnswers& a)
{
    QStringList parts;
    static const char* const names[] = { "Ax", "Ay", "r1", "Bx", "By", "r2", "D", "r1+r2" };
    for (int f = 0; f < WorksheetFieldCount; ++f)
        parts << QStringLiteral("%1=%2").arg(QLatin1String(names[f]), plain(a.fields[std::size_t(f)]));
    parts << QStringLiteral("verdict=%1")
                 .arg(a.verdict == Collide    ? QStringLiteral("collide")
                         : a.verdict == Apart ? QStringLiteral("apart")
                                              : QStringLiteral("-"));
    return parts.join(QStringLiteral("; "));
}

bool WorksheetCheck::allRight() const
{
    for (const Mark m : fields) {
        if (m != Mark::Right)
            return false;
    }
    return verdict == Mark::Right;
}

WorksheetKey worksheetKey()
{
    WorksheetKey key;
    key.a = handout::kExample1Circles[0];
    key.b = handout::kExample1Circles[1];
    key.test = geometry::circleVsCircle(key.a, key.b);
    key.distance = std::sqrt(key.test.distanceSquared);
    key.radiusSum = std::sqrt(key.test.radiusSumSquared);
    key.values = { key.a.center.x, key.a.center.y, key.a.radius, key.b.center.x, key.b.center.y, key.b.radius,
        key.distance, key.radiusSum };
    return key;
}

WorksheetCheck checkWorksheet(const WorksheetAnswers& answers)
{
    const WorksheetKey key = worksheetKey();
    WorksheetCheck check;
    for (int f = 0; f < WorksheetFieldCount; ++f) {
        const auto fi = std::size_t(f);
        check.fields[fi] = markOf(
            answers.fields[fi], key.values[fi], kWorksheetTolerance, worksheetFieldName(f), check.unreadable);
        switch (check.fields[fi]) {
        case Mark::Right: break;
        case Mark::Empty:
        case Mark::Unreadable:
            check.hints << CarCirclesCheck::tr("%1: %2.").arg(
                worksheetFieldName(f), markWord(check.fields[fi]));
            break;
        case Mark::Wrong: check.hints << worksheetHint(f, *read(answers.fields[fi]), key); break;
        }
    }
    const int right = key.test.hit ? Collide : Apart;
    check.verdict = answers.verdict < 0 ? Mark::Empty : answers.verdict == right ? Mark::Right : Mark::Wrong;
    if (check.verdict == Mark::Empty)
        check.hints << CarCirclesCheck::tr("Verdict: choose whether the cars collide.");
    else if (check.verdict == Mark::Wrong)
        check.hints << CarCirclesCheck::tr(
            "Verdict: the circles collide when D ≤ r1 + r2 (touching counts). Compare your D "
            "with your r1 + r2.");
    return check;
}

WorksheetAnswers rightWorksheetAnswers()
{
    const WorksheetKey key = worksheetKey();
    WorksheetAnswers a;
    for (int f = 0; f < WorksheetFieldCount; ++f)
        a.fields[std::size_t(f)] = QString::number(key.values[std::size_t(f)]);
    a.verdict = key.test.hit ? Collide : Apart;
    return a;
}

QString worksheetSolution()
{
    const WorksheetKey k = worksheetKey();
    const geometry::Vec2 d = k.b.center - k.a.center;
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(CarCirclesCheck::tr("Worked solution"));
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(CarCirclesCheck::tr("(1) Car A: centre (%1, %2), r1 = √%3 = %4.")
                         .arg(formatNumber(k.a.center.x), formatNumber(k.a.center.y),
                             formatNumber(k.a.radius * k.a.radius), formatNumber(k.a.radius)),
                    CarCirclesCheck::tr("Car B: centre (%1, %2), r2 = √%3 = %4.")
                        .arg(formatNumber(k.b.center.x), formatNumber(k.b.center.y),
                            formatNumber(k.b.radius * k.b.radius), formatNumber(k.b.radius)));
    html += QStringLiteral("<p>%1</p>")
                .arg(CarCirclesCheck::tr("(2) D = √((%1)² + (%2)²) = √%3 = %4.")
                         .arg(formatNumber(d.x), formatNumber(d.y), formatNumber(k.test.distanceSquared),
                             formatNumber(k.distance)));
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(CarCirclesCheck::tr("(3) r1 + r2 = %1 + %2 = %3.")
                         .arg(formatNumber(k.a.radius), formatNumber(k.b.radius), formatNumber(k.radiusSum)),
                    k.test.hit
                        ? CarCirclesCheck::tr(
                            "D = %1 ≤ %2 = r1 + r2, so the two cars collide (without a root: %3 ≤ %4).")
                              .arg(formatNumber(k.distance), formatNumber(k.radiusSum),
                                  formatNumber(k.test.distanceSquared), formatNumber(k.test.radiusSumSquared))
                        : CarCirclesCheck::tr("D = %1 > %2 = r1 + r2, so the two cars do not collide.")
                              .arg(formatNumber(k.distance), formatNumber(k.radiusSum)));
    return html;
}

} // namespace lab::car_circles
