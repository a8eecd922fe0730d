// Lesson L1's scene: two lines, each a point and a direction (P, a and Q, b), the seed's three
// worked examples and the H/J, K/L keys that turn them; where they meet, computed once per change.
#pragma once

#include "core/model/cached.h"
#include "core/model/scene.h"

#include <geometry/lines.h>

namespace lab {

class LinesScene : public LessonScene {
    Q_OBJECT
public:
    enum Param { Px, Py, Ax, Ay, Qx, Qy, Bx, By, ParamCount };
    // The decimals of every number the lesson shows (canvas, read-out, live text).
    static constexpr int kDecimals = 3;

    explicit LinesScene(QObject* parent = nullptr);

    geometry::Line first() const;
    geometry::Line second() const;
    // geometry::lineVsLine of the two lines as shown: for the painter, controls and live text.
    const geometry::LineLineResult& result() const;

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    // H/J turn line 1, K/L turn line 2 (1 degree; with Shift, 5 degrees).
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    // The seed's worked examples 1, 2 and 3 (one point, the same line, parallel).
    static State example(int number);

private:
    Cached<geometry::LineLineResult> m_result;
};

} // namespace lab
