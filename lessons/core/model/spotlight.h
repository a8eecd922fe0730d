// What the canvas draws for a step of the code view (CodeStep::spotlight, LessonScene::spotlight):
// a part of the scene, made once as a named constant beside the unit's code (circles::kSpotCompare),
// and, where the part is one of several, which one: up to two numbers (inner circle 2, the pair of
// inner circles 1 and 3, stage 6) and a named piece of it (stage 6's ellipse "II"). A type of its
// own, as HeldKey is: a misspelt part does not compile, a plain string is not taken for one, and
// nothing is parsed back out of a string.
#pragma once

#include <QHashFunctions>
#include <QString>

namespace lab {

class Spotlight {
public:
    Spotlight() = default; // nothing drawn
    explicit Spotlight(QString part)
        : m_part(std::move(part))
    {
    }

    // This part, the one numbered `first` (and `second`), or the piece `piece` of it.
    Spotlight at(int first, int second = -1) const
    {
        Spotlight s = *this;
        s.m_first = first;
        s.m_second = second;
        return s;
    }
    Spotlight piece(const QString& piece) const
    {
        Spotlight s = *this;
        s.m_piece = piece;
        return s;
    }

    bool isEmpty() const { return m_part.isEmpty(); }
    // Whether this is the part `part` names, whichever one of it and whichever piece.
    bool is(const Spotlight& part) const { return !isEmpty() && m_part == part.m_part; }
    const QString& part() const { return m_part; }
    int first() const { return m_first; }
    int second() const { return m_second; }
    const QString& piece() const { return m_piece; }
    friend bool operator==(const Spotlight&, const Spotlight&) = default;

private:
    QString m_part;
    int m_first = -1;
    int m_second = -1;
    QString m_piece;
};

inline size_t qHash(const Spotlight& s, size_t seed = 0)
{
    return qHashMulti(seed, s.part(), s.first(), s.second(), s.piece());
}

} // namespace lab
