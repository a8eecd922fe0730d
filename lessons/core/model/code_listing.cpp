#include "code_listing.h"

#include "numbers.h"

#include <algorithm>

namespace lab {

bool CodeRun::reached(int line) const
{
    return std::any_of(steps.begin(), steps.end(), [line](const CodeStep& s) { return s.line == line; });
}

CodeRunBuilder& CodeRunBuilder::step(int line, const Spotlight& spotlight)
{
    run.steps.append({ line, {}, CodeStep::Branch::None, -1, {}, spotlight });
    return *this;
}

CodeRunBuilder& CodeRunBuilder::value(const QString& name, double v, bool mayHold)
{
    run.steps.last().values.append({ name, v, mayHold && m_held ? QStringLiteral("?") : QString() });
    return *this;
}

CodeRunBuilder& CodeRunBuilder::vector(const QString& name, geometry::Vec2 v)
{
    return plain(name + QStringLiteral(".x"), v.x).plain(name + QStringLiteral(".y"), v.y);
}

CodeRunBuilder& CodeRunBuilder::point(const QString& name, geometry::Vec2 p)
{
    run.steps.last().values.append({ name, 0, m_held ? QStringLiteral("?") : formatPoint(p.x, p.y, 4) });
    return *this;
}

CodeRunBuilder& CodeRunBuilder::returns(bool result)
{
    run.steps.last().values.append(
        { QStringLiteral("return"), 0, result ? QStringLiteral("true") : QStringLiteral("false") });
    return *this;
}

CodeRunBuilder& CodeRunBuilder::branch(bool taken)
{
    run.steps.last().branch = taken ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    return *this;
}

CodeRunBuilder& CodeRunBuilder::formula(const QString& text)
{
    if (!m_held)
        run.steps.last().formula = text;
    return *this;
}

} // namespace lab
