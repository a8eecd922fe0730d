#include "area_move_model.h"

#include "core/records/answer.h"

#include <geometry/numeric.h>

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>

namespace lab::area_move {

namespace {

constexpr double kEpsilon = geometry::tolerance::kStepSum;

const char* const kFieldNames[kFieldCount] = { "Left", "Right", "Top", "Bottom", "", "" };

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.');
}

// Blanks out what a student may copy from the handout around the answer: "Left =" before a
// wall, "if" before a condition. Blanking (not removing) keeps error positions right.
QString withoutPreamble(const QString& text, Field field)
{
    static const QRegularExpression ifWord(QStringLiteral("^\\s*if(?![\\w.])"));
    QString out = text;
    QRegularExpressionMatch m;
    const QString own = QLatin1String(kFieldNames[int(field)]);
    if (!own.isEmpty()) {
        const QRegularExpression assign(QStringLiteral("^\\s*") + own + QStringLiteral("\\s*=(?!=)"));
        m = assign.match(out);
    } else {
        m = ifWord.match(out);
    }
    if (m.hasMatch())
        out.replace(0, m.capturedLength(), QString(m.capturedLength(), QLatin1Char(' ')));
    return out;
}

QString wordAt(const QString& text, int position)
{
    int end = position;
    while (end < text.size() && isNameChar(text.at(end)))
        ++end;
    return text.mid(position, std::max(1, end - position));
}

int editDistance(const QString& a, const QString& b)
{
    std::vector<int> row(std::size_t(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[std::size_t(j)];
            row[std::size_t(j)] = std::min(
                { above + 1, row[std::size_t(j - 1)] + 1, diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1) });
            diagonal = above;
        }
    }
    return row.back();
}

// A name the student probably meant: the same but for capitals, else one or two typos away.
QString nearestName(const QString& typed, const std::vector<std::string>& names)
{
    for (const auto& known : names) {
        if (QString::fromStdString(known).compare(typed, Qt::CaseInsensitive) == 0)
            return QString::fromStdString(known);
    }
    QString best;
    int bestDistance = typed.size() >= 4 ? 3 : 2; // must be below this
    for (const auto& known : names) {
        const QString name = QString::fromStdString(known);
        const int d = editDistance(typed.toLower(), name.toLower());
        if (d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}

std::map<std::string, double> wallVariables(const Walls& w, int upTo)
{
    std::map<std::string, double> vars { { "Width", kWidth }, { "Height", kHeight } };
    const double values[] = { w.left, w.right, w.top, w.bottom };
    for (int i = 0; i < upTo && i < 4; ++i)
        vars[kFieldNames[i]] = values[i];
    return vars;
}

double axis(const geometry::Vec2& v, bool x)
{
    return x ? v.x : v.y;
}

} // namespace

geometry::Aabb drawingArea()
{
    return { { -kWidth / 2, -kHeight / 2 }, { kWidth / 2, kHeight / 2 } };
}

std::vector<std::string> allowedNames(Field field)
{
    std::vector<std::string> names { "Width", "Height" };
    if (field == Field::ReverseX || field == Field::ReverseY) {
        for (const char* n :
            { "Left", "Right", "Top", "Bottom", "p0.X", "p0.Y", "p2.X", "p2.Y", "mov.X", "mov.Y" })
            names.emplace_back(n);
        return names;
    }
    for (int i = 0; i < int(field); ++i)
        names.emplace_back(kFieldNames[i]);
    return names;
}

std::vector<std::string> allNames()
{
    return allowedNames(Field::ReverseX);
}

namespace {

// Why field `field` (its normalised `text`, `utf8` as the parser read it) did not parse, with
// the offending token and, for an unknown name, the name it was probably meant to be.
FieldError readError(Field field, const QString& text, const std::string& utf8, Expression::ErrorKind kind,
    const Expression::Error& error)
{
    FieldError fe;
    fe.field = field;
    const std::size_t at = std::min(error.position, utf8.size());
    fe.position = int(QString::fromUtf8(utf8.data(), qsizetype(at)).size());
    switch (kind) {
    case Expression::ErrorKind::Empty: fe.kind = FieldError::Kind::Empty; break;
    case Expression::ErrorKind::UnexpectedEnd: fe.kind = FieldError::Kind::UnexpectedEnd; break;
    case Expression::ErrorKind::MissingParen: fe.kind = FieldError::Kind::MissingParen; break;
    case Expression::ErrorKind::TooLong: fe.kind = FieldError::Kind::TooLong; break;
    case Expression::ErrorKind::UnknownName: {
        fe.token = wordAt(text, fe.position);
        const std::string name = fe.token.toStdString();
        const auto every = allNames();
        if (std::find(every.begin(), every.end(), name) != every.end()) {
            fe.kind = FieldError::Kind::NameNotAllowedHere;
        } else {
            fe.kind = FieldError::Kind::UnknownName;
            fe.suggestion = nearestName(fe.token, allowedNames(field));
        }
        break;
    }
    case Expression::ErrorKind::UnexpectedToken:
    case Expression::ErrorKind::None:
        if (error.what == "unexpected character") {
            fe.kind = FieldError::Kind::UnexpectedCharacter;
            fe.token = text.mid(fe.position, 1);
        } else {
            fe.kind = FieldError::Kind::UnexpectedToken;
            fe.token = wordAt(text, fe.position);
            if (!fe.token.at(0).isLetterOrNumber()) {
                const QString two = text.mid(fe.position, 2);
                static const QStringList pairs = { QStringLiteral("<="), QStringLiteral(">="),
                    QStringLiteral("=="), QStringLiteral("!="), QStringLiteral("&&"), QStringLiteral("||") };
                fe.token = pairs.contains(two) ? two : text.mid(fe.position, 1);
            }
        }
        break;
    }
    return fe;
}

} // namespace

CompileResult compile(const Answers& answers)
{
    CompileResult result;
    Walls walls;
    double* wallSlots[] = { &walls.left, &walls.right, &walls.top, &walls.bottom };
    std::optional<Expression> conditions[2];

    for (int i = 0; i < kFieldCount; ++i) {
        const auto field = Field(i);
        const bool isWall = i < 4;
        const QString text = withoutPreamble(lab::normalizedAnswer(answers[i]), field);
        const std::string utf8 = text.toStdString();
        Expression::ErrorKind kind = Expression::ErrorKind::None;
        Expression::Error error;
        const auto names = allowedNames(field);
        auto parsed = Expression::parse(utf8, names, &kind, &error);

        FieldError fe;
        fe.field = field;
        if (!parsed) {
            result.errors.push_back(readError(field, text, utf8, kind, error));
            continue;
        }
        if (isWall && parsed->isCondition()) {
            fe.kind = FieldError::Kind::ConditionWhereNumber;
            result.errors.push_back(fe);
            continue;
        }
        if (!isWall && !parsed->isCondition()) {
            fe.kind = FieldError::Kind::NumberWhereCondition;
            result.errors.push_back(fe);
            continue;
        }
        if (isWall) {
            const double value = parsed->evaluate(wallVariables(walls, i));
            if (!std::isfinite(value)) {
                fe.kind = FieldError::Kind::NotFinite;
                result.errors.push_back(fe);
                *wallSlots[i] = 0;
                continue;
            }
            *wallSlots[i] = value;
        } else {
            conditions[i - 4] = std::move(parsed);
        }
    }
    if (result.errors.empty())
        result.rules = Rules { walls, *conditions[0], *conditions[1] };
    return result;
}

Answers modelAnswers()
{
    return { QStringLiteral("-Width / 2"), QStringLiteral("Width / 2"), QStringLiteral("Height / 2"),
        QStringLiteral("-Height / 2"), QStringLiteral("p0.X < Left || Right < p2.X"),
        QStringLiteral("p2.Y < Bottom || Top < p0.Y") };
}

RuleVariables ruleVariables(const Walls& walls)
{
    return {
        { "Width", kWidth },
        { "Height", kHeight },
        { "Left", walls.left },
        { "Right", walls.right },
        { "Top", walls.top },
        { "Bottom", walls.bottom },
        { "p0.X", 0 },
        { "p0.Y", 0 },
        { "p2.X", 0 },
        { "p2.Y", 0 },
        { "mov.X", 0 },
        { "mov.Y", 0 },
    };
}

Body stepMine(const Body& body, const Rules& rules, RuleVariables& variables)
{
    variables["p0.X"] = body.box.min.x;
    variables["p0.Y"] = body.box.max.y;
    variables["p2.X"] = body.box.max.x;
    variables["p2.Y"] = body.box.min.y;
    variables["mov.X"] = body.mov.x;
    variables["mov.Y"] = body.mov.y;
    Body next = body;
    if (rules.reverseX.isTrue(variables))
        next.mov.x = -next.mov.x;
    if (rules.reverseY.isTrue(variables))
        next.mov.y = -next.mov.y;
    next.box.min += next.mov;
    next.box.max += next.mov;
    return next;
}

Body stepMine(const Body& body, const Rules* rules)
{
    if (rules) {
        RuleVariables variables = ruleVariables(rules->walls);
        return stepMine(body, *rules, variables);
    }
    Body next = body;
    next.box.min += next.mov;
    next.box.max += next.mov;
    return next;
}

Body stepCorrect(const Body& body)
{
    const geometry::RectBounceResult r = geometry::bounceRectInBox(body.box, body.mov, drawingArea());
    return { r.moved, r.velocity };
}

bool intersecting(const geometry::Aabb& a, const geometry::Aabb& b)
{
    // The handout's Collision_Square compares with > and <, as square collision does: touching
    // rectangles are not intersecting.
    return geometry::overlaps(a, b, geometry::Touching::DoesNotCount);
}

Simulation::Simulation(std::array<Body, 2> start, std::optional<Rules> rules)
    : m_rules(std::move(rules))
{
    if (m_rules)
        m_variables = ruleVariables(m_rules->walls);
    m_frames.reserve(std::size_t(kCheckFrames) + 3); // a diagnosis without reallocating
    m_frames.push_back({ start, start, intersecting(start[0].box, start[1].box) });
}

const Frame& Simulation::frame(int n)
{
    if (m_frames.empty())
        m_frames.push_back({});
    n = std::clamp(n, 0, kMaxFrames - 1);
    while (int(m_frames.size()) <= n) {
        const Frame& last = m_frames.back();
        Frame next;
        for (int r = 0; r < 2; ++r) {
            next.mine[r]
                = m_rules ? stepMine(last.mine[r], *m_rules, m_variables) : stepMine(last.mine[r], nullptr);
            next.correct[r] = stepCorrect(last.correct[r]);
        }
        next.flag = intersecting(next.mine[0].box, next.mine[1].box);
        m_frames.push_back(next);
    }
    return m_frames[std::size_t(n)];
}

Problem diagnose(Simulation& simulation, int frames)
{
    const geometry::Aabb area = drawingArea();
    frames = std::clamp(frames, 0, kMaxFrames - 3);
    const auto flipped = [&](int n, int r, bool x) {
        const double before = axis(simulation.frame(n).mine[r].mov, x);
        const double after = axis(simulation.frame(n + 1).mine[r].mov, x);
        return before != 0 && after == -before;
    };
    for (int n = 0; n < frames; ++n) {
        for (int r = 0; r < 2; ++r) {
            const Body b = simulation.frame(n).mine[r];
            const auto gaps = [&](bool x) {
                return std::pair { x ? b.box.min.x - area.min.x : b.box.min.y - area.min.y,
                    x ? area.max.x - b.box.max.x : area.max.y - b.box.max.y };
            };
            // Turning on every frame: at a wall it sticks, elsewhere it jitters. This comes
            // first: a rectangle stuck outside is better described as stuck than as leaving.
            for (const bool x : { true, false }) {
                if (!(flipped(n, r, x) && flipped(n + 1, r, x) && flipped(n + 2, r, x)))
                    continue;
                const auto [gapLow, gapHigh] = gaps(x);
                const bool lowNearer = gapLow <= gapHigh;
                const double gap = lowNearer ? gapLow : gapHigh;
                const ProblemKind kind
                    = gap <= std::abs(axis(b.mov, x)) + kEpsilon ? ProblemKind::Sticks : ProblemKind::Jitters;
                return { kind, n, r,
                    lowNearer ? (x ? Side::Left : Side::Bottom) : (x ? Side::Right : Side::Top), x, gap };
            }
            // Leaving: further out than one step, which the correct rule never is.
            const struct {
                Side side;
                bool x;
                double out;
            } outs[] = {
                { Side::Left, true, area.min.x - b.box.min.x },
                { Side::Right, true, b.box.max.x - area.max.x },
                { Side::Bottom, false, area.min.y - b.box.min.y },
                { Side::Top, false, b.box.max.y - area.max.y },
            };
            for (const auto& o : outs) {
                if (o.out > std::abs(axis(b.mov, o.x)) + kEpsilon)
                    return { ProblemKind::Leaves, n, r, o.side, o.x, o.out };
            }
            // Turning around more than one step before the wall it is heading for.
            for (const bool x : { true, false }) {
                if (!flipped(n, r, x))
                    continue;
                const auto [gapLow, gapHigh] = gaps(x);
                const bool towardsLow = axis(b.mov, x) < 0;
                const double gap = towardsLow ? gapLow : gapHigh;
                if (gap > std::abs(axis(b.mov, x)) + kEpsilon)
                    return { ProblemKind::TurnsEarly, n, r,
                        towardsLow ? (x ? Side::Left : Side::Bottom) : (x ? Side::Right : Side::Top), x,
                        gap };
            }
        }
    }
    return {};
}

} // namespace lab::area_move
