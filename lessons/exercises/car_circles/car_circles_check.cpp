#include "car_circles_check.h"

#include "core/numbers.h"
#include "core/scene_painter.h"
#include "shared/handout_examples.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace lab::carcircles {

namespace {

struct Words {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesExercise)
};

QString num(double v)
{
    return draw::number(v, 2);
}

std::optional<double> read(const QString& text)
{
    if (text.trimmed().isEmpty())
        return std::nullopt;
    return parseNumber(text).value;
}

Mark markOf(const QString& text, double expected, double tolerance)
{
    if (text.trimmed().isEmpty())
        return Mark::Empty;
    const auto v = parseNumber(text).value;
    if (!v)
        return Mark::Unreadable;
    return std::abs(*v - expected) <= tolerance ? Mark::Right : Mark::Wrong;
}

bool near(double a, double b, double tolerance = kPixelTolerance)
{
    return std::abs(a - b) <= tolerance;
}
bool near(geometry::Vec2 a, geometry::Vec2 b)
{
    return near(a.x, b.x) && near(a.y, b.y);
}

QString innerName(int i)
{
    switch (i) {
    case 0: return Words::tr("circle 1 (front)");
    case 1: return Words::tr("circle 2 (rear)");
    default: return Words::tr("circle 3 (middle)");
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
    const geometry::Circle& e = handout().inner[static_cast<std::size_t>(i)];
    const QString name = innerName(i);
    for (int j = 0; j < kInnerCount; ++j) {
        const geometry::Circle& other = handout().inner[static_cast<std::size_t>(j)];
        if (j != i && near(o, other.center) && near(r, other.radius))
            return Words::tr(
                "You typed the values of %1 into %2. The numbering is the handout's: 1 is the front "
                "(the nose points to −x), 2 the rear, 3 the middle.")
                .arg(innerName(j), name);
    }
    bool offsetRight = near(o, e.center);
    if (!offsetRight) {
        if (near(o, kSheetP0 + e.center))
            return Words::tr(
                "%1: these are the centre's coordinates on the sheet. The offset is measured from p0: "
                "subtract p0 = (%2, %3).")
                .arg(name, num(kSheetP0.x), num(kSheetP0.y));
        if (near(o, -1 * e.center))
            return Words::tr(
                "%1: the signs are turned round. The offset goes from p0 to the circle's centre: "
                "centre − p0, not p0 − centre.")
                .arg(name);
        return Words::tr(
            "%1: the offset does not match the figure. Read the centre off the sheet and subtract "
            "p0 = (%2, %3), x and y separately.")
            .arg(name, num(kSheetP0.x), num(kSheetP0.y));
    }
    if (near(r, 2 * e.radius))
        return Words::tr("%1: that is the diameter; the radius is half of it.").arg(name);
    return Words::tr("%1: the radius does not match the figure. The sheet gives each circle's diameter.")
        .arg(name);
}

QString rotationHint(int candidate)
{
    switch (candidate) {
    case 0:
        return Words::tr(
            "Rotation: this formula turns the offset clockwise. Try a = 90°: the offset (1, 0) must "
            "go to (0, 1), counter-clockwise like the car; this formula sends it to (0, −1).");
    case 2:
        return Words::tr(
            "Rotation: x′ has to use both ox and oy. Try a = 90° on the offset (0, 1): it must go to "
            "(−1, 0); this formula gives (0, 1).");
    case 3:
        return Words::tr(
            "Rotation: adding cos a and sin a shifts the circle instead of turning it. At a = 0 the "
            "offset must stay as it is; this formula moves it by (1, 0).");
    default: return Words::tr("Rotation: choose one of the formulas.");
    }
}

QString orderHint(int order)
{
    switch (order) {
    case OuterOnly:
        return Words::tr("Order: that is the given program. It turns the car round on every false hit of the "
                         "outer circle.");
    case InnerThenOuter:
        return Words::tr(
            "Order: this finds the same hits but does the three inner tests every frame. The cheap "
            "outer test should come first and let most frames stop there.");
    default: return Words::tr("Order: choose how the tests follow each other.");
    }
}

QString markWord(Mark m)
{
    switch (m) {
    case Mark::Empty: return Words::tr("empty");
    case Mark::Unreadable: return Words::tr("not a number");
    case Mark::Wrong: return Words::tr("wrong");
    case Mark::Right: return Words::tr("right");
    }
    return {};
}

QString worksheetFieldName(int field)
{
    switch (field) {
    case CentreAx: return Words::tr("x of car A's centre");
    case CentreAy: return Words::tr("y of car A's centre");
    case RadiusA: return Words::tr("radius of car A");
    case CentreBx: return Words::tr("x of car B's centre");
    case CentreBy: return Words::tr("y of car B's centre");
    case RadiusB: return Words::tr("radius of car B");
    case Distance: return Words::tr("D");
    default: return Words::tr("r1 + r2");
    }
}

QString worksheetHint(int field, double typed, const WorksheetKey& key)
{
    const double expected = key.values[static_cast<std::size_t>(field)];
    const QString name = worksheetFieldName(field);
    switch (field) {
    case CentreAx:
    case CentreAy:
    case CentreBx:
    case CentreBy:
        if (near(typed, -expected, kWorksheetTolerance))
            return Words::tr(
                "%1: the sign is turned round. (x − a)² belongs to the centre x = a, so (x + 10)² "
                "is (x − (−10))².")
                .arg(name);
        return Words::tr("%1: in (x − a)² + (y − b)² = r² the centre is (a, b).").arg(name);
    case RadiusA:
    case RadiusB:
        if (near(typed, expected * expected, kWorksheetTolerance))
            return Words::tr("%1: the right side of the equation is r², not r. Take its square root.")
                .arg(name);
        return Words::tr("%1: the right side of the equation is r².").arg(name);
    case Distance:
        if (near(typed, key.test.distanceSquared, kWorksheetTolerance))
            return Words::tr("D: that is D². D is its square root.");
        return Words::tr("D: the distance of the two centres, D = √((x₂ − x₁)² + (y₂ − y₁)²).");
    default:
        if (near(typed, key.test.radiusSumSquared, kWorksheetTolerance))
            return Words::tr("r1 + r2: that is (r1 + r2)². Add the two radii.");
        return Words::tr("r1 + r2: add the two radii.");
    }
}

QJsonArray toArray(const auto& strings)
{
    QJsonArray a;
    for (const QString& s : strings)
        a.append(s);
    return a;
}

QJsonObject toJson(const PartProgress& p)
{
    return { { QStringLiteral("checks"), p.checks }, { QStringLiteral("wrongChecks"), p.wrongChecks },
        { QStringLiteral("solved"), p.solved } };
}

PartProgress partFromJson(const QJsonObject& o)
{
    PartProgress p;
    p.checks = std::max(0, o.value(QStringLiteral("checks")).toInt());
    p.wrongChecks = std::clamp(o.value(QStringLiteral("wrongChecks")).toInt(), 0, p.checks);
    p.solved = o.value(QStringLiteral("solved")).toBool();
    return p;
}

int choiceFromJson(const QJsonValue& v, int count)
{
    const int c = v.toInt(-1);
    return c >= 0 && c < count ? c : -1;
}

} // namespace

// ---- Task 1 ----------------------------------------------------------------------------------

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
        const auto idx = static_cast<std::size_t>(i);
        const geometry::Circle& e = handout().inner[idx];
        const std::array<double, InnerFieldCount> expected { e.center.x, e.center.y, e.radius };
        bool allRead = true;
        bool allRight = true;
        for (int f = 0; f < InnerFieldCount; ++f) {
            const auto fi = static_cast<std::size_t>(f);
            check.inner[idx][fi] = markOf(answers.inner[idx][fi], expected[fi], kPixelTolerance);
            allRead = allRead && (check.inner[idx][fi] == Mark::Right || check.inner[idx][fi] == Mark::Wrong);
            allRight = allRight && check.inner[idx][fi] == Mark::Right;
        }
        if (allRight)
            continue;
        if (!allRead) {
            check.hints << Words::tr("%1: type a number into each of its three fields.").arg(innerName(i));
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
    const auto& row = answers.inner[static_cast<std::size_t>(index)];
    const auto x = read(row[OffsetX]);
    const auto y = read(row[OffsetY]);
    const auto r = read(row[Radius]);
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
            car.inner[static_cast<std::size_t>(car.innerCount++)] = *c;
    }
    return car;
}

HierarchyAnswers rightHierarchyAnswers()
{
    HierarchyAnswers a;
    for (int i = 0; i < kInnerCount; ++i) {
        const geometry::Circle& e = handout().inner[static_cast<std::size_t>(i)];
        a.inner[static_cast<std::size_t>(i)]
            = { QString::number(e.center.x), QString::number(e.center.y), QString::number(e.radius) };
    }
    a.rotation = kRightRotation;
    a.order = kRightOrder;
    return a;
}

QString hierarchySolution()
{
    QString html = QStringLiteral("<p><b>%1</b></p><p>").arg(Words::tr("Worked solution"));
    QStringList rows;
    for (int i = 0; i < kInnerCount; ++i) {
        const geometry::Circle& e = handout().inner[static_cast<std::size_t>(i)];
        const geometry::Vec2 sheet = kSheetP0 + e.center;
        rows << Words::tr("%1: centre on the sheet (%2, %3) − p0 (%4, %5) = offset (%6, %7); diameter %8, so "
                          "r = %9.")
                    .arg(innerName(i), num(sheet.x), num(sheet.y), num(kSheetP0.x), num(kSheetP0.y),
                        num(e.center.x), num(e.center.y), num(2 * e.radius))
                    .arg(num(e.radius));
    }
    html += rows.join(QStringLiteral("<br>"));
    html += QStringLiteral("</p><p>%1<br>%2</p><p>%3</p>")
                .arg(Words::tr("Rotation (counter-clockwise by the car's angle a):"),
                    rotationFormula(kRightRotation)
                        .toHtmlEscaped()
                        .replace(QLatin1Char('\n'), QStringLiteral("<br>")),
                    Words::tr(
                        "Order: test the outer circle; only when it pokes out of the area, test the inner "
                        "circles, and turn the car round when one of them does."));
    return html;
}

// ---- Task 2 ----------------------------------------------------------------------------------

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
        const auto fi = static_cast<std::size_t>(f);
        check.fields[fi] = markOf(answers.fields[fi], key.values[fi], kWorksheetTolerance);
        switch (check.fields[fi]) {
        case Mark::Right: break;
        case Mark::Empty:
        case Mark::Unreadable:
            check.hints << Words::tr("%1: %2.").arg(worksheetFieldName(f), markWord(check.fields[fi]));
            break;
        case Mark::Wrong: check.hints << worksheetHint(f, *read(answers.fields[fi]), key); break;
        }
    }
    const int right = key.test.overlap ? Collide : Apart;
    check.verdict = answers.verdict < 0 ? Mark::Empty : answers.verdict == right ? Mark::Right : Mark::Wrong;
    if (check.verdict == Mark::Empty)
        check.hints << Words::tr("Verdict: choose whether the cars collide.");
    else if (check.verdict == Mark::Wrong)
        check.hints << Words::tr(
            "Verdict: the circles collide when D ≤ r1 + r2 (touching counts). Compare your D "
            "with your r1 + r2.");
    return check;
}

WorksheetAnswers rightWorksheetAnswers()
{
    const WorksheetKey key = worksheetKey();
    WorksheetAnswers a;
    for (int f = 0; f < WorksheetFieldCount; ++f)
        a.fields[static_cast<std::size_t>(f)] = QString::number(key.values[static_cast<std::size_t>(f)]);
    a.verdict = key.test.overlap ? Collide : Apart;
    return a;
}

QString worksheetSolution()
{
    const WorksheetKey k = worksheetKey();
    const geometry::Vec2 d = k.b.center - k.a.center;
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(Words::tr("Worked solution"));
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(Words::tr("(1) Car A: centre (%1, %2), r1 = √%3 = %4.")
                         .arg(num(k.a.center.x), num(k.a.center.y), num(k.a.radius * k.a.radius),
                             num(k.a.radius)),
                    Words::tr("Car B: centre (%1, %2), r2 = √%3 = %4.")
                        .arg(num(k.b.center.x), num(k.b.center.y), num(k.b.radius * k.b.radius),
                            num(k.b.radius)));
    html += QStringLiteral("<p>%1</p>")
                .arg(Words::tr("(2) D = √((%1)² + (%2)²) = √%3 = %4.")
                         .arg(num(d.x), num(d.y), num(k.test.distanceSquared), num(k.distance)));
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(Words::tr("(3) r1 + r2 = %1 + %2 = %3.")
                         .arg(num(k.a.radius), num(k.b.radius), num(k.radiusSum)),
                    k.test.overlap ? Words::tr(
                        "D = %1 ≤ %2 = r1 + r2, so the two cars collide (without a root: %3 ≤ %4).")
                                         .arg(num(k.distance), num(k.radiusSum), num(k.test.distanceSquared),
                                             num(k.test.radiusSumSquared))
                                   : Words::tr("D = %1 > %2 = r1 + r2, so the two cars do not collide.")
                                         .arg(num(k.distance), num(k.radiusSum)));
    return html;
}

// ---- Feedback and progress ------------------------------------------------------------------

QString feedbackHtml(const PartProgress& p, bool right, const QStringList& hints, const QString& success)
{
    if (p.checks == 0)
        return {};
    if (right)
        return QStringLiteral("<p style=\"color:#2e7d32\"><b>%1</b></p>").arg(success.toHtmlEscaped());
    QString html = QStringLiteral("<p style=\"color:#c62828\"><b>%1</b></p>")
                       .arg(Words::tr("Not yet (wrong checks: %1).").arg(p.wrongChecks).toHtmlEscaped());
    if (p.showHints() && !hints.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(Words::tr("Hints").toHtmlEscaped());
        for (const QString& h : hints)
            html += QStringLiteral("<li>%1</li>").arg(h.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (!p.showSolution()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(Words::tr("The worked solution appears after %1 wrong checks.")
                             .arg(kSolutionAfter)
                             .toHtmlEscaped());
    }
    return html;
}

bool Work::started() const
{
    if (hierarchyProgress.checks > 0 || worksheetProgress.checks > 0 || questionsProgress.checks > 0
        || hierarchy.rotation >= 0 || hierarchy.order >= 0 || worksheet.verdict >= 0
        || questions != QuestionAnswers {})
        return true;
    for (const auto& row : hierarchy.inner) {
        for (const QString& s : row) {
            if (!s.trimmed().isEmpty())
                return true;
        }
    }
    for (const QString& s : worksheet.fields) {
        if (!s.trimmed().isEmpty())
            return true;
    }
    return false;
}

QJsonObject Work::toJson() const
{
    QJsonArray inner;
    for (const auto& row : hierarchy.inner)
        inner.append(toArray(row));
    QJsonObject h { { QStringLiteral("inner"), inner }, { QStringLiteral("rotation"), hierarchy.rotation },
        { QStringLiteral("order"), hierarchy.order },
        { QStringLiteral("progress"), carcircles::toJson(hierarchyProgress) } };
    QJsonObject w { { QStringLiteral("fields"), toArray(worksheet.fields) },
        { QStringLiteral("verdict"), worksheet.verdict },
        { QStringLiteral("progress"), carcircles::toJson(worksheetProgress) } };
    QJsonObject q = questionsToJson(questions);
    q.insert(QStringLiteral("progress"), carcircles::toJson(questionsProgress));
    return { { QStringLiteral("hierarchy"), h }, { QStringLiteral("worksheet"), w }, { QStringLiteral("questions"), q } };
}

Work Work::fromJson(const QJsonObject& json)
{
    Work work;
    const QJsonObject h = json.value(QStringLiteral("hierarchy")).toObject();
    const QJsonArray inner = h.value(QStringLiteral("inner")).toArray();
    for (int i = 0; i < kInnerCount && i < inner.size(); ++i) {
        const QJsonArray row = inner.at(i).toArray();
        for (int f = 0; f < InnerFieldCount && f < row.size(); ++f)
            work.hierarchy.inner[static_cast<std::size_t>(i)][static_cast<std::size_t>(f)]
                = row.at(f).toString();
    }
    work.hierarchy.rotation = choiceFromJson(h.value(QStringLiteral("rotation")), kRotationCount);
    work.hierarchy.order = choiceFromJson(h.value(QStringLiteral("order")), OrderCount);
    work.hierarchyProgress = partFromJson(h.value(QStringLiteral("progress")).toObject());
    // "Solved" is only believed if the saved answers are still right.
    work.hierarchyProgress.solved
        = work.hierarchyProgress.solved && checkHierarchy(work.hierarchy).allRight();

    const QJsonObject w = json.value(QStringLiteral("worksheet")).toObject();
    const QJsonArray fields = w.value(QStringLiteral("fields")).toArray();
    for (int f = 0; f < WorksheetFieldCount && f < fields.size(); ++f)
        work.worksheet.fields[static_cast<std::size_t>(f)] = fields.at(f).toString();
    work.worksheet.verdict = choiceFromJson(w.value(QStringLiteral("verdict")), 2);
    work.worksheetProgress = partFromJson(w.value(QStringLiteral("progress")).toObject());
    work.worksheetProgress.solved
        = work.worksheetProgress.solved && checkWorksheet(work.worksheet).allRight();

    // Task 3 came later: an older file has no "questions", and the task starts empty.
    const QJsonObject q = json.value(QStringLiteral("questions")).toObject();
    work.questions = questionAnswersFromJson(q);
    work.questionsProgress = partFromJson(q.value(QStringLiteral("progress")).toObject());
    work.questionsProgress.solved = work.questionsProgress.solved && checkQuestions(work.questions).allRight();
    return work;
}

} // namespace lab::carcircles
