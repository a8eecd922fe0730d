#include "area_move_words.h"

#include "core/model/numbers.h"

#include <QCoreApplication>

#include <cmath>

namespace lab {

using namespace area_move;

namespace {

QString namesList(const std::vector<std::string>& names)
{
    QStringList out;
    for (const auto& n : names)
        out << QString::fromStdString(n);
    return out.join(QStringLiteral(", "));
}

class AreaMoveWords {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveWords)

public:
    static QString sideWall(Side side)
    {
        switch (side) {
        case Side::Left: return tr("left wall");
        case Side::Right: return tr("right wall");
        case Side::Top: return tr("top wall");
        case Side::Bottom: return tr("bottom wall");
        }
        return {};
    }

    static QString fieldName(Field field)
    {
        switch (field) {
        case Field::Left: return QStringLiteral("Left");
        case Field::Right: return QStringLiteral("Right");
        case Field::Top: return QStringLiteral("Top");
        case Field::Bottom: return QStringLiteral("Bottom");
        case Field::ReverseX: return tr("the mov.X rule");
        case Field::ReverseY: return tr("the mov.Y rule");
        }
        return {};
    }

    static QString shortProblem(ProblemKind kind)
    {
        switch (kind) {
        case ProblemKind::Leaves: return tr("leaves the area");
        case ProblemKind::Sticks: return tr("sticks to the wall");
        case ProblemKind::Jitters: return tr("jitters");
        case ProblemKind::TurnsEarly: return tr("turns too early");
        case ProblemKind::None: break;
        }
        return {};
    }

    static QString flagText(bool hit) { return hit ? tr("intersecting") : tr("not intersecting"); }

    static QString describeError(const FieldError& e)
    {
        const QString field = fieldName(e.field);
        const QString at = QString::number(e.position + 1);
        switch (e.kind) {
        case FieldError::Kind::None: return {};
        case FieldError::Kind::Empty: return tr("%1: this blank is still empty.").arg(field);
        case FieldError::Kind::UnexpectedEnd:
            return tr("%1: the expression stops too early (position %2): something is missing after the last "
                      "operator.")
                .arg(field, at);
        case FieldError::Kind::UnexpectedCharacter:
            if (e.token == QLatin1String("="))
                return tr("%1: a single \"=\" at position %2. Type only the right-hand side; to compare, "
                          "use ==, <= or >=.")
                    .arg(field, at);
            if (e.token == QLatin1String(";"))
                return tr("%1: leave out the \";\" at position %2: type the expression only.").arg(field, at);
            if (e.token == QLatin1String("|") || e.token == QLatin1String("&"))
                return tr("%1: a single \"%2\" at position %3: \"or\" is written ||, \"and\" is written &&.")
                    .arg(field, e.token, at);
            return tr("%1: the character \"%2\" at position %3 cannot be used. Use numbers, names, "
                      "+ - * / ^ ( ) sqrt( ) < <= > >= == != && || !.")
                .arg(field, e.token, at);
        case FieldError::Kind::UnexpectedToken:
            return tr("%1: \"%2\" at position %3 does not fit there (is an operator or a name missing "
                      "before it?).")
                .arg(field, e.token, at);
        case FieldError::Kind::UnknownName:
            if (!e.suggestion.isEmpty() && e.suggestion.compare(e.token, Qt::CaseInsensitive) != 0)
                return tr("%1: unknown name \"%2\" at position %3. Did you mean \"%4\"?")
                    .arg(field, e.token, at, e.suggestion);
            if (!e.suggestion.isEmpty())
                return tr("%1: unknown name \"%2\" at position %3. Did you mean \"%4\"? Capital and small "
                          "letters differ.")
                    .arg(field, e.token, at, e.suggestion);
            return tr("%1: unknown name \"%2\" at position %3. The names are: %4.")
                .arg(field, e.token, at, namesList(allowedNames(e.field)));
        case FieldError::Kind::NameNotAllowedHere:
            return tr("%1: \"%2\" (position %3) cannot be used here. %1 may use only %4.")
                .arg(field, e.token, at, namesList(allowedNames(e.field)));
        case FieldError::Kind::MissingParen:
            return tr("%1: a closing parenthesis \")\" is missing at position %2.").arg(field, at);
        case FieldError::Kind::TooLong: return tr("%1: the expression is too long.").arg(field);
        case FieldError::Kind::ConditionWhereNumber:
            return tr("%1 must be a number (where the wall is), not a comparison.").arg(field);
        case FieldError::Kind::NumberWhereCondition:
            return tr("%1 must be a condition that is true or false, such as p0.X < Left.").arg(field);
        case FieldError::Kind::NotFinite:
            return tr("%1 does not give a finite number (a division by zero?).").arg(field);
        }
        return {};
    }

    static QString describeProblem(const Problem& p)
    {
        const QString frame = QString::number(p.frame);
        const QString rect = QString::number(p.rect + 1);
        const QString component = p.axisX ? QStringLiteral("mov.X") : QStringLiteral("mov.Y");
        switch (p.kind) {
        case ProblemKind::None: return {};
        case ProblemKind::Leaves:
            return tr("Frame %1: rectangle %2 leaves the area through the %3 (%4 units out, more than one "
                      "step).")
                .arg(frame, rect, sideWall(p.side), formatNumber(p.distance));
        case ProblemKind::Sticks:
            return tr("Frame %1: rectangle %2 sticks to the %3: %4 turns around every frame.")
                .arg(frame, rect, sideWall(p.side), component);
        case ProblemKind::Jitters:
            return tr("Frame %1: rectangle %2 jitters: %3 turns around every frame although no wall is near.")
                .arg(frame, rect, component);
        case ProblemKind::TurnsEarly:
            return tr("Frame %1: rectangle %2 turns around %3 units before the %4.")
                .arg(frame, rect, formatNumber(p.distance), sideWall(p.side));
        }
        return {};
    }

    static QString problemHint(ProblemKind kind)
    {
        switch (kind) {
        case ProblemKind::Leaves:
            return tr("Compare the corner that reaches that wall first (p0 is the top-left corner, "
                      "p2 the bottom-right one), and check the wall's value and sign.");
        case ProblemKind::Sticks:
            return tr("After turning around the rule is still true, so it turns back again. "
                      "Which comparison stays true at the wall?");
        case ProblemKind::Jitters:
            return tr("A condition is true in the middle of the area. Check the signs of Left, "
                      "Right, Top and Bottom and the direction of each <.");
        case ProblemKind::TurnsEarly:
            return tr("The rectangle turns at an invisible wall. Check Width against Height, and "
                      "that each rule asks only about its own direction.");
        case ProblemKind::None: break;
        }
        return {};
    }
};

} // namespace

namespace area_move {

QString flagText(bool hit)
{
    return AreaMoveWords::flagText(hit);
}
QString describeError(const FieldError& e)
{
    return AreaMoveWords::describeError(e);
}
QString describeProblem(const Problem& p)
{
    return AreaMoveWords::describeProblem(p);
}
QString problemHint(ProblemKind kind)
{
    return AreaMoveWords::problemHint(kind);
}
QString shortProblem(ProblemKind kind)
{
    return AreaMoveWords::shortProblem(kind);
}

QString solutionText()
{
    const Answers model = modelAnswers();
    static const char* const names[kFieldCount]
        = { "Left =", "Right =", "Top =", "Bottom =", "mov.X:", "mov.Y:" };
    QStringList lines;
    lines << AreaMoveWords::tr(
        "The origin is in the middle, so each wall is half the width or height away from it; "
        "with y up, Top is positive. The top-left corner p0 meets the left and the top wall "
        "first, the bottom-right corner p2 the right and the bottom wall:");
    for (int i = 0; i < kFieldCount; ++i)
        lines << QLatin1String(names[i]) + QLatin1Char(' ') + model[i];
    lines << AreaMoveWords::tr(
        "The safe rule also asks which way the rectangle moves, so that one that is far out "
        "cannot stick to the wall: (p0.X < Left && mov.X < 0) || (Right < p2.X && mov.X > 0), "
        "and the same for Y.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace area_move

} // namespace lab
