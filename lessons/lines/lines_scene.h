// Lesson L1's scene: two lines, each a point and a direction (P, a and Q, b), the seed's three
// worked examples and the H/J, K/L keys that turn them; where they meet, computed once per change.
#pragma once

#include "core/model/cached.h"
#include "core/model/lesson_task.h"
#include "core/model/scene.h"

#include <geometry/lines.h>

namespace lab {

namespace lines {
// What a task of the lesson holds back while it is open (LessonScene::holds): the lines
// themselves (only the axes are drawn, the handles are hidden), |A|, and s with t and R.
inline const HeldKey kHeldLines { QStringLiteral("lines") };
inline const HeldKey kHeldDet { QStringLiteral("det") };
inline const HeldKey kHeldMeet { QStringLiteral("s") };
// What the canvas draws for a step of the code (CodeStep::spotlight): W, the lines lying on each
// other, det A, s along the first line, and the point R.
inline const Spotlight kSpotW { QStringLiteral("W") };
inline const Spotlight kSpotParallel { QStringLiteral("parallel") };
inline const Spotlight kSpotDet { QStringLiteral("det") };
inline const Spotlight kSpotS { QStringLiteral("s") };
inline const Spotlight kSpotR { QStringLiteral("R") };
// A number in a product as the lesson writes it: "(-3)" for a negative factor, "3" otherwise.
QString factorText(double v);
} // namespace lines

// A line as an equation a x + b y = c.
struct LineEquation {
    double a = 0;
    double b = 0;
    double c = 0;
};

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
    // Line 1 or 2 as a x + b y = c with (b, -a) its direction as drawn (a task's lines, read back).
    LineEquation equation(int line) const;
    // The verdict in a sentence with the numbers no task holds back (the canvas, its words and the
    // read-out); "?" while the verdict is held.
    QString verdictText() const;
    // The same sentence for `result`, with |A| and with s, t and R or without them.
    static QString verdictSentence(const geometry::LineLineResult& result, bool withDet, bool withMeet);

    QString validate(const State& state) const override;
    // None while a task holds the lines back.
    QList<HandleSpec> handles() const override;
    // H/J turn line 1, K/L turn line 2 (1 degree; with Shift, 5 degrees).
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    // The seed's worked examples 1, 2 and 3 (one point, the same line, parallel).
    static State example(int number);

private:
    Cached<geometry::LineLineResult> m_result;
    bool m_handlesHidden = false; // while a task holds the lines back
};

} // namespace lab
