#include "area_move_code.h"

#include "area_move_words.h"

#include "core/model/numbers.h"
#include "core/records/answer.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace lab {

namespace {

using namespace area_move;

struct AreaMoveCode {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveCode)
};

// Lines of both listings' AreaMove, and of the handout's Update.
enum Line {
    kSignature = 0,
    kLeft = 2,
    kReverseX = 6,
    kTurnX = 7,
    kReverseY = 8,
    kTurnY = 9,
    kMove0 = 10,
    kMove2 = 11,
    kCall = 16,
    kFlag = 18
};

const char* const kWalls[4] = { "Left", "Right", "Top", "Bottom" };

CodeStep step(int line, QList<CodeValue> values, const Spotlight& spotlight = {}, int iteration = -1)
{
    CodeStep s;
    s.line = line;
    s.values = std::move(values);
    s.spotlight = spotlight;
    s.iteration = iteration;
    return s;
}

CodeStep branch(int line, bool taken, QList<CodeValue> values, const Spotlight& spotlight, int iteration)
{
    CodeStep s = step(line, std::move(values), spotlight, iteration);
    s.branch = taken ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    return s;
}

CodeValue number(const QString& name, double v)
{
    return { name, v, {} };
}

CodeValue words(const QString& name, const QString& text)
{
    return { name, 0, text };
}

CodeValue point(const QString& name, double x, double y)
{
    return { name, 0, formatPoint(x, y) };
}

// The lines of AreaMove: the handout's (or the blanks, while they are the task) or the student's.
QList<CodeLine> areaMoveLines(bool handout, bool shown)
{
    const auto blank = [](int n) { return AreaMoveCode::tr("/* blank %1 */").arg(n); };
    QList<CodeLine> lines {
        { QStringLiteral("void AreaMove(ref Vector2 p0, ref Vector2 p2, ref Vector2 mov)"), {}, false },
        { QStringLiteral("{"), {}, false },
    };
    static const char* const kHandoutWalls[4] = { "-Width / 2", "Width / 2", "Height / 2", "-Height / 2" };
    for (int i = 0; i < 4; ++i) {
        const QString value = handout && shown ? QLatin1String(kHandoutWalls[i])
            : handout                          ? blank(i + 1)
                                               : AreaMoveCode::tr("/* your blank %1 */").arg(i + 1);
        lines.append({ QStringLiteral("    %1 = %2;").arg(QLatin1String(kWalls[i]), value), {}, false });
    }
    const QString x = handout && shown
        ? QStringLiteral("(p0.X < Left && mov.X < 0) || (Right < p2.X && mov.X > 0)")
        : handout ? blank(5)
                  : AreaMoveCode::tr("/* your blank 5 */");
    const QString y = handout && shown
        ? QStringLiteral("(p2.Y < Bottom && mov.Y < 0) || (Top < p0.Y && mov.Y > 0)")
        : handout ? blank(6)
                  : AreaMoveCode::tr("/* your blank 6 */");
    const bool corrected = handout && shown;
    lines.append({ QStringLiteral("    if (%1)").arg(x),
        corrected ? AreaMoveCode::tr(
            "correction: the handout turns whenever the box pokes out; a box more than a step "
            "out sticks")
                  : QString(),
        corrected });
    lines.append({ QStringLiteral("        mov.X *= -1;"), {}, false });
    lines.append({ QStringLiteral("    if (%1)").arg(y),
        corrected ? AreaMoveCode::tr("the same correction") : QString(), corrected });
    lines.append({ QStringLiteral("        mov.Y *= -1;"), {}, false });
    lines.append({ QStringLiteral("    p0 += mov;"), {}, false });
    lines.append({ QStringLiteral("    p2 += mov;"), {}, false });
    lines.append({ QStringLiteral("}"), {}, false });
    return lines;
}

CodeListing handoutListing(bool shown)
{
    CodeListing l;
    l.id = QStringLiteral("handout");
    l.title = AreaMoveCode::tr("The handout's AreaMove");
    l.source = AreaMoveCode::tr("The handout's AreaMove and Update (003), run on the first turn at a wall");
    l.lines = areaMoveLines(true, shown);
    l.lines.append({ QString(), {}, false });
    l.lines.append({ QStringLiteral("void Update()"), {}, false });
    l.lines.append({ QStringLiteral("{"), {}, false });
    l.lines.append({ QStringLiteral("    AreaMove(ref p0, ref p2, ref mov1);"),
        AreaMoveCode::tr("rectangle 1"), false });
    l.lines.append({ QStringLiteral("    AreaMove(ref P0, ref P2, ref mov2);"),
        AreaMoveCode::tr("rectangle 2"), false });
    l.lines.append({ QStringLiteral("    Flag = Collision_Square(p0, p2, P0, P2);"), {}, false });
    l.lines.append({ QStringLiteral("}"), {}, false });
    return l;
}

CodeListing yoursListing()
{
    CodeListing l;
    l.id = QStringLiteral("yours");
    l.title = AreaMoveCode::tr("Your rules");
    l.source = AreaMoveCode::tr(
        "Your blanks as you ran them last, on the frames around the first that goes wrong");
    l.lines = areaMoveLines(false, false);
    return l;
}

// One AreaMove of the correct motion: rectangle `r` at frame `frame`.
void correctPass(CodeRun& run, const Body& body, int r, int frame, bool shown)
{
    const geometry::RectBounceResult b = bounceOf(body);
    const geometry::Aabb area = drawingArea();
    const Spotlight spot = frameSpotlight({ false, r, frame });
    run.steps << step(kSignature,
        { point(QStringLiteral("p0"), body.box.min.x, body.box.max.y),
            point(QStringLiteral("p2"), body.box.max.x, body.box.min.y),
            point(QStringLiteral("mov"), body.mov.x, body.mov.y) },
        spot, r);
    const double walls[4] = { area.min.x, area.max.x, area.max.y, area.min.y };
    for (int i = 0; i < 4; ++i)
        run.steps << step(kLeft + i,
            shown ? QList<CodeValue> { number(QLatin1String(kWalls[i]), walls[i]) } : QList<CodeValue> {},
            kSpotWalls, r);
    const auto sides = [&](bool x) {
        return shown ? QList<CodeValue> { number(x ? QStringLiteral("p0.X") : QStringLiteral("p2.Y"),
                                              x ? body.box.min.x : body.box.min.y),
            number(x ? QStringLiteral("p2.X") : QStringLiteral("p0.Y"), x ? body.box.max.x : body.box.max.y),
            number(x ? QStringLiteral("mov.X") : QStringLiteral("mov.Y"), x ? body.mov.x : body.mov.y) }
                     : QList<CodeValue> {};
    };
    for (const bool x : { true, false }) {
        const double before = x ? body.mov.x : body.mov.y;
        const double after = x ? b.velocity.x : b.velocity.y;
        run.steps << branch(x ? kReverseX : kReverseY, after != before, sides(x), spot, r);
        if (after != before)
            run.steps << step(x ? kTurnX : kTurnY,
                { number(x ? QStringLiteral("mov.X") : QStringLiteral("mov.Y"), after) }, spot, r);
    }
    const Spotlight moved = frameSpotlight({ false, r, frame + 1 });
    run.steps << step(kMove0, { point(QStringLiteral("p0"), b.moved.min.x, b.moved.max.y) }, moved, r);
    run.steps << step(kMove2, { point(QStringLiteral("p2"), b.moved.max.x, b.moved.min.y) }, moved, r);
}

CodeRun handoutRun(const AreaMoveScene& scene, bool shown)
{
    CodeRun run;
    const int n = firstTurn(scene);
    const Frame frame = scene.frameAt(n); // a copy: the simulation may grow
    std::array<geometry::Aabb, 2> moved {};
    for (int r = 0; r < 2; ++r) {
        run.steps << step(kCall + r, { number(QStringLiteral("frame"), n) }, frameSpotlight({ false, r, n }));
        correctPass(run, frame.correct[r], r, n, shown);
        moved[r] = bounceOf(frame.correct[r]).moved;
    }
    const bool flag = intersecting(moved[0], moved[1]);
    run.steps << step(
        kFlag, { words(QStringLiteral("Flag"), flag ? QStringLiteral("true") : QStringLiteral("false")) });
    return run;
}

// One AreaMove of the student's rules: rectangle `r` at frame `frame`, pass `pass`.
void minePass(CodeRun& run, const AreaMoveScene& scene, int r, int frame, int pass)
{
    const Rules& rules = *scene.rules();
    const Answers& texts = scene.ruleTexts();
    const Body body = scene.frameAt(frame).mine[r];
    RuleVariables variables = ruleVariables(rules.walls);
    const Body next = stepMine(body, rules, variables); // fills the names the rules read
    const Spotlight spot = frameSpotlight({ true, r, frame });
    run.steps << step(kSignature,
        { number(QStringLiteral("frame"), frame), number(AreaMoveCode::tr("rectangle"), r + 1),
            point(QStringLiteral("mov"), body.mov.x, body.mov.y) },
        spot, pass);
    const double walls[4] = { rules.walls.left, rules.walls.right, rules.walls.top, rules.walls.bottom };
    for (int i = 0; i < 4; ++i)
        run.steps << step(kLeft + i,
            { words(AreaMoveCode::tr("blank %1").arg(i + 1),
                  normalizedAnswer(texts[std::size_t(i)]).simplified()),
                number(QLatin1String(kWalls[i]), walls[i]) },
            kSpotWalls, pass);
    for (const bool x : { true, false }) {
        const QString text = normalizedAnswer(texts[x ? 4 : 5]).simplified();
        QList<CodeValue> values { words(AreaMoveCode::tr("blank %1").arg(x ? 5 : 6), text) };
        for (const std::string& name : namesIn(text, allNames()))
            values << number(QString::fromStdString(name), variables.at(name));
        const bool turned = x ? next.mov.x != body.mov.x : next.mov.y != body.mov.y;
        run.steps << branch(x ? kReverseX : kReverseY, turned, values, spot, pass);
        if (turned)
            run.steps << step(x ? kTurnX : kTurnY,
                { number(
                    x ? QStringLiteral("mov.X") : QStringLiteral("mov.Y"), x ? next.mov.x : next.mov.y) },
                spot, pass);
    }
    const Spotlight moved = frameSpotlight({ true, r, frame + 1 });
    run.steps << step(kMove0, { point(QStringLiteral("p0"), next.box.min.x, next.box.max.y) }, moved, pass);
    run.steps << step(kMove2, { point(QStringLiteral("p2"), next.box.max.x, next.box.min.y) }, moved, pass);
}

CodeRun yoursRun(const AreaMoveScene& scene)
{
    CodeRun run;
    if (!scene.rules()) {
        run.steps << step(kSignature,
            { words(AreaMoveCode::tr("your rules"),
                AreaMoveCode::tr("none ran yet: fill in the blanks and run them")) });
        return run;
    }
    const YourFrames shown = yourFrames(scene);
    for (int i = 0; i < shown.frames.size(); ++i)
        minePass(run, scene, shown.rect, shown.frames[i], i);
    return run;
}

} // namespace

namespace area_move {

Spotlight frameSpotlight(const FrameSpotlight& spot)
{
    return (spot.mine ? kSpotMine : kSpotCorrect).at(spot.rect, spot.frame);
}

std::optional<FrameSpotlight> frameOfSpotlight(const Spotlight& spotlight)
{
    if (!spotlight.is(kSpotMine) && !spotlight.is(kSpotCorrect))
        return std::nullopt;
    const FrameSpotlight spot { spotlight.is(kSpotMine), spotlight.first(), spotlight.second() };
    if (spot.rect < 0 || spot.rect > 1 || spot.frame < 0 || spot.frame >= kMaxFrames)
        return std::nullopt;
    return spot;
}

int firstTurn(const AreaMoveScene& scene)
{
    for (int n = 0; n < kCheckFrames; ++n) {
        const Frame frame = scene.frameAt(n);
        for (const Body& body : frame.correct) {
            const geometry::RectBounceResult b = bounceOf(body);
            if (b.velocity.x != body.mov.x || b.velocity.y != body.mov.y)
                return n;
        }
    }
    return 0;
}

YourFrames yourFrames(const AreaMoveScene& scene)
{
    const Problem& problem = scene.problem();
    if (problem.kind != ProblemKind::None) {
        YourFrames shown { problem.rect, {} };
        for (int f = std::max(0, problem.frame - 1); f <= problem.frame + 1; ++f)
            shown.frames << f;
        return shown;
    }
    for (int n = 0; n < kCheckFrames; ++n) {
        for (int r = 0; r < 2; ++r) {
            const Body now = scene.frameAt(n).mine[r];
            const Body next = scene.frameAt(n + 1).mine[r];
            if (now.mov.x != next.mov.x || now.mov.y != next.mov.y)
                return { r, { n } };
        }
    }
    return { 0, { 0 } };
}

std::vector<std::string> namesIn(const QString& text, const std::vector<std::string>& names)
{
    std::vector<std::string> found;
    for (const std::string& name : names) {
        const QRegularExpression whole(QStringLiteral("(?<![\\w.])%1(?![\\w.])")
                                           .arg(QRegularExpression::escape(QString::fromStdString(name))));
        if (whole.match(text).hasMatch())
            found.push_back(name);
    }
    return found;
}

} // namespace area_move

QList<CodeListing> areaMoveListings(bool rulesShown)
{
    return { handoutListing(rulesShown), yoursListing() };
}

CodeRun area_move::run(const AreaMoveScene& scene, int listing, bool rulesShown)
{
    return listing == 1 ? yoursRun(scene) : handoutRun(scene, rulesShown);
}

} // namespace lab
