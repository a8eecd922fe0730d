// The stages of the two-ellipse lesson's slider, in the current language: their names, the image
// of ellipse 1 each stage of the reduction draws, and each stage's formulas with the scene's
// numbers (the live box) and its result in a line (the read-out). Every number is a field of the
// scene's one geometry::EllipseTextbookResult.
#pragma once

#include <geometry/ellipses.h>

#include <QCoreApplication>
#include <QString>

namespace lab {

class EllipseEllipseStages {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseStages)

public:
    // "after M₂⁻¹", "case III: R′ and R" ...
    static QString name(int stage);
    // "Stage 3 of 8: reflected into the second quadrant".
    static QString title(int stage);
    // Ellipse 1 as stages 1-4 draw it (the unit circle is ellipse 2's picture throughout): after
    // M2^-1 (centre, r_a along u1, r_b along u2), at -C in the ij frame, in the second quadrant,
    // made tall (E, a, b: also the picture of every later stage).
    static geometry::Ellipse imageAt(const geometry::EllipseTextbookResult& t, int stage);
    // The stage's formulas with the numbers, as HTML with KaTeX ($$...$$).
    static QString html(const geometry::EllipseTextbookResult& t, int stage);
    // The stage's result in one line of plain text ("E = (-1.2, 2.3), a = 0.5, b = 1.5").
    static QString line(const geometry::EllipseTextbookResult& t, int stage);
    // The root of (6) or (9) the code keeps, as the live box writes it: "X = (−t + √…)/(2s) = …".
    static QString root(const geometry::EllipseTextbookResult& t);
    // What a stage says while a task holds it back.
    static QString heldLine(int stage);

    // A number and a point as the live box writes them (4 decimals), and as the read-out does.
    static QString num(double value);
    static QString point(geometry::Vec2 v);
    static QString plainPoint(geometry::Vec2 v);

private:
    static QString reductionHtml(const geometry::EllipseTextbookResult& t, int stage);
    static QString startHtml(const geometry::EllipseTextbookResult& t);
    static QString tangentPointsHtml(const geometry::EllipseTextbookResult& t);
    static QString caseIIIHtml(const geometry::EllipseTextbookResult& t);
    static QString caseIVHtml(const geometry::EllipseTextbookResult& t);
    // Why a later stage has nothing to show: the test was decided before it.
    static QString decidedBefore(const geometry::EllipseTextbookResult& t);
};

} // namespace lab
