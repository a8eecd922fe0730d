#include "square_collision_code.h"

#include "core/model/numbers.h"
#include "core/records/answer.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace lab {

namespace {

using namespace square_collision;

struct SquareCollisionCode {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionCode)
};

// Lines of the handout's program.
enum HandoutLine {
    kOrder = 0,
    kP0 = 1,
    kP2 = 2,
    kLower0 = 3,
    kLower2 = 4,
    kCall = 5,
    kCollided = 6,
    kNotCollided = 8,
    kAcross = 12,
    kUpDown = 13,
    kTrue = 14,
    kFalse = 15,
};

// Lines of the student's condition.
enum YoursLine { kLoop = 1, kYours = 3, kRight = 4, kDiffer = 5, kFound = 6, kNone = 8 };

CodeStep step(int line, QList<CodeValue> values, const Spotlight& spotlight = {})
{
    CodeStep s;
    s.line = line;
    s.values = std::move(values);
    s.spotlight = spotlight;
    return s;
}

CodeStep branch(int line, bool taken, QList<CodeValue> values = {}, const Spotlight& spotlight = {})
{
    CodeStep s = step(line, std::move(values), spotlight);
    s.branch = taken ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    return s;
}

CodeValue point(const QString& name, double x, double y)
{
    return { name, 0, formatPoint(x, y) };
}

CodeValue words(const QString& name, const QString& text)
{
    return { name, 0, text };
}

CodeValue truth(const QString& name, bool v)
{
    return { name, v ? 1.0 : 0.0, v ? QStringLiteral("true") : QStringLiteral("false") };
}

QString boxText(const geometry::Aabb& b)
{
    return QStringLiteral("[%1, %2] × [%3, %4]")
        .arg(formatNumber(b.min.x), formatNumber(b.max.x), formatNumber(b.min.y), formatNumber(b.max.y));
}

CodeListing handoutListing(bool conditionShown)
{
    CodeListing l;
    l.id = QStringLiteral("handout");
    l.title = SquareCollisionCode::tr("The handout's program");
    l.source
        = SquareCollisionCode::tr("The handout's square collision program (003), corners put in order first");
    const QString across = conditionShown ? QStringLiteral("    if ((p2.X > P0.X) && (p0.X < P2.X))")
                                          : QStringLiteral("    if (/* across: your condition */)");
    const QString upDown = conditionShown ? QStringLiteral("        if ((p0.Y > P2.Y) && (p2.Y < P0.Y))")
                                          : QStringLiteral("        if (/* up and down: your condition */)");
    l.lines = {
        { QStringLiteral("// ") + SquareCollisionCode::tr("A, B: rectangle 1's clicks; C, D: rectangle 2's"),
            SquareCollisionCode::tr(
                "correction: the handout takes the first click as p0 and assumes it is the top-left corner"),
            true },
        { QStringLiteral("P0 = new Vector2(Min(A.X, B.X), Max(A.Y, B.Y));"),
            SquareCollisionCode::tr("top-left"), true },
        { QStringLiteral("P2 = new Vector2(Max(A.X, B.X), Min(A.Y, B.Y));"),
            SquareCollisionCode::tr("bottom-right"), true },
        { QStringLiteral("p0 = new Vector2(Min(C.X, D.X), Max(C.Y, D.Y));"), {}, true },
        { QStringLiteral("p2 = new Vector2(Max(C.X, D.X), Min(C.Y, D.Y));"), {}, true },
        { QStringLiteral("if (Collision_Square(p0, p2, P0, P2))"), {}, false },
        { QStringLiteral("    Text(new Vector2(-200, 200), \"%1\");")
                .arg(SquareCollisionCode::tr("collided")),
            {}, false },
        { QStringLiteral("else"), {}, false },
        { QStringLiteral("    Text(new Vector2(-200, 200), \"%1\");")
                .arg(SquareCollisionCode::tr("not collided")),
            {}, false },
        { QString(), {}, false },
        { QStringLiteral("static bool Collision_Square(Vector2 p0, Vector2 p2, Vector2 P0, Vector2 P2)"), {},
            false },
        { QStringLiteral("{"), {}, false },
        { across, SquareCollisionCode::tr("across"), false },
        { upDown, SquareCollisionCode::tr("up and down"), false },
        { QStringLiteral("            return true;"), {}, false },
        { QStringLiteral("    return false;"), {}, false },
        { QStringLiteral("}"), {}, false },
    };
    return l;
}

CodeListing yoursListing()
{
    CodeListing l;
    l.id = QStringLiteral("yours");
    l.title = SquareCollisionCode::tr("Your condition");
    l.source
        = SquareCollisionCode::tr("The condition you checked last, tried on the checker's pairs in order");
    l.lines = {
        { QStringLiteral("// r1: P0, P2 (rectangle 1), r2: p0, p2 (rectangle 2)"), {}, false },
        { QStringLiteral("foreach (var (r1, r2) in pairs)"), {}, false },
        { QStringLiteral("{"), {}, false },
        { QStringLiteral("    bool yours = /* your condition */;"), {}, false },
        { QStringLiteral("    bool right = Collision_Square(p0, p2, P0, P2);"),
            SquareCollisionCode::tr("geometry's answer"), false },
        { QStringLiteral("    if (yours != right)"), {}, false },
        { QStringLiteral("        return (r1, r2);"),
            SquareCollisionCode::tr("the first pair your condition gets wrong"), false },
        { QStringLiteral("}"), {}, false },
        { QStringLiteral("return null;"), SquareCollisionCode::tr("right on every pair"), false },
    };
    return l;
}

// The handout's function on the rectangles of the canvas, from the scene's verdict; the values of
// the two comparisons only once the condition task is solved or its solution shown.
void functionSteps(CodeRun& run, const SquareCollisionScene& scene)
{
    const auto& v = scene.verdict();
    const bool shown = SquareCollisionScene::conditionAnswered();
    const auto variables = conditionVariables(scene.pair());
    const auto compared = [&](std::initializer_list<const char*> names) {
        QList<CodeValue> values;
        for (const char* name : names) {
            if (shown)
                values << CodeValue { QLatin1String(name), variables.at(name), {} };
        }
        return values;
    };
    const bool across = v.inequalities[0].holds && v.inequalities[1].holds;
    run.steps << branch(kAcross, across, compared({ "p2.X", "P0.X", "p0.X", "P2.X" }), kSpotAcross);
    if (across) {
        const bool upDown = v.inequalities[2].holds && v.inequalities[3].holds;
        run.steps << branch(kUpDown, upDown, compared({ "p0.Y", "P2.Y", "p2.Y", "P0.Y" }), kSpotUpDown);
        if (upDown) {
            run.steps << step(kTrue, {});
            return;
        }
    }
    run.steps << step(kFalse, {});
}

CodeRun handoutRun(const SquareCollisionScene& scene)
{
    CodeRun run;
    if (!scene.complete())
        return run;
    const geometry::Aabb r1 = scene.rect1();
    const geometry::Aabb r2 = scene.rect2();
    const auto& s = scene.state();
    using R = SquareCollisionRectangles;
    run.steps << step(kOrder,
        { point(QStringLiteral("A"), s[R::Ax], s[R::Ay]), point(QStringLiteral("B"), s[R::Bx], s[R::By]),
            point(QStringLiteral("C"), s[R::Cx], s[R::Cy]), point(QStringLiteral("D"), s[R::Dx], s[R::Dy]) });
    run.steps << step(kP0, { point(QStringLiteral("P0"), r1.min.x, r1.max.y) }, kSpotRect1);
    run.steps << step(kP2, { point(QStringLiteral("P2"), r1.max.x, r1.min.y) }, kSpotRect1);
    run.steps << step(kLower0, { point(QStringLiteral("p0"), r2.min.x, r2.max.y) }, kSpotRect2);
    run.steps << step(kLower2, { point(QStringLiteral("p2"), r2.max.x, r2.min.y) }, kSpotRect2);
    if (!scene.revealed()) { // the exercise asks for a prediction before it judges
        run.steps << step(kCall, { words(QStringLiteral("Collision_Square"), QStringLiteral("?")) });
        return run;
    }
    run.steps << step(kCall, {});
    functionSteps(run, scene);
    const bool hit = scene.result().hit;
    run.steps << branch(kCall, hit, { truth(QStringLiteral("Collision_Square"), hit) });
    run.steps << step(hit ? kCollided : kNotCollided, {});
    return run;
}

// One pass of the student's condition over pair `index`.
void passSteps(CodeRun& run, const Expression& yours, const QString& text, int index, bool last)
{
    const RectPair& pair = defaultPairs()[std::size_t(index)];
    const auto variables = conditionVariables(pair);
    QList<CodeValue> values { words(SquareCollisionCode::tr("your condition"), text) };
    for (const std::string& name : namesIn(text))
        values << CodeValue { QString::fromStdString(name), variables.at(name), {} };
    const bool says = yours.isTrue(variables);
    const bool right = judge(pair).hit;
    values << truth(QStringLiteral("yours"), says);
    const Spotlight spotlight = kSpotPair.at(index);
    const auto withPass = [index](CodeStep s) {
        s.iteration = index;
        return s;
    };
    run.steps << withPass(step(kLoop,
        { words(QStringLiteral("r1"), boxText(pair.r1)), words(QStringLiteral("r2"), boxText(pair.r2)) },
        spotlight));
    run.steps << withPass(step(kYours, values, spotlight));
    run.steps << withPass(step(kRight, { truth(QStringLiteral("right"), right) }, spotlight));
    run.steps << withPass(branch(kDiffer, says != right, {}, spotlight));
    if (last && says != right)
        run.steps << withPass(step(kFound,
            { words(QStringLiteral("r1"), boxText(pair.r1)), words(QStringLiteral("r2"), boxText(pair.r2)) },
            spotlight));
}

CodeRun yoursRun(const SquareCollisionScene& scene)
{
    CodeRun run;
    const auto& check = scene.lastCheck();
    const QString text = normalizedAnswer(scene.checkedCondition()).simplified();
    if (!check || check->verdict == ConditionVerdict::SyntaxError
        || check->verdict == ConditionVerdict::NotACondition) {
        run.steps << step(kYours,
            { words(SquareCollisionCode::tr("your condition"),
                check ? SquareCollisionCode::tr("cannot be read: check it in the exercise first")
                      : SquareCollisionCode::tr("none checked yet")) });
        return run;
    }
    const auto yours = Expression::parse(text.toStdString(), conditionNames());
    if (!yours)
        return run;
    const QList<int> passes = shownPairs(check->firstWrong, check->pairsTried);
    for (int i = 0; i < passes.size(); ++i)
        passSteps(run, *yours, text, passes[i], i + 1 == passes.size());
    if (check->verdict == ConditionVerdict::Right)
        run.steps << step(
            kNone, { CodeValue { SquareCollisionCode::tr("pairs tried"), double(check->pairsTried), {} } });
    return run;
}

} // namespace

namespace square_collision {

std::vector<std::string> namesIn(const QString& text)
{
    std::vector<std::string> found;
    for (const std::string& name : conditionNames()) {
        const QRegularExpression whole(QStringLiteral("(?<![\\w.])%1(?![\\w.])")
                                           .arg(QRegularExpression::escape(QString::fromStdString(name))));
        if (whole.match(text).hasMatch())
            found.push_back(name);
    }
    return found;
}

QList<int> shownPairs(int firstWrong, int tried)
{
    constexpr int kFirst = 3; // the first pairs, to see the loop go round
    QList<int> passes;
    const int end = firstWrong >= 0 ? std::min(firstWrong, kFirst) : std::min(tried, kFirst);
    for (int i = 0; i < end; ++i)
        passes << i;
    if (firstWrong >= 0)
        passes << firstWrong;
    return passes;
}

int pairOfSpotlight(const Spotlight& spotlight)
{
    const int index = spotlight.first();
    return spotlight.is(kSpotPair) && index >= 0 && index < int(defaultPairs().size()) ? index : -1;
}

} // namespace square_collision

QList<CodeListing> squareCollisionListings(bool conditionShown)
{
    return { handoutListing(conditionShown), yoursListing() };
}

CodeRun square_collision::run(const SquareCollisionScene& scene, int listing)
{
    return listing == 1 ? yoursRun(scene) : handoutRun(scene);
}

} // namespace lab
