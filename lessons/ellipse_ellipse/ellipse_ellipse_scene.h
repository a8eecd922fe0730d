// Lesson L7's scene: two ellipses (centre, semi-axes, angle in degrees each), which one the keys
// act on, the inset's switches, and both tests' answers (geometry::ellipseVsEllipse and the
// textbook heuristic), computed once per change for the painter, the controls and the live text.
#pragma once

#include "core/model/cached.h"
#include "shared/ellipse_scene.h"

#include <geometry/ellipses.h>

namespace lab {

// What the canvas draws for a step of the code (CodeStep::spotlight): stage n of the textbook's
// heuristic (kSpotStage.at(n), with the piece "I" or "II" its case computes), or the exact test's
// circle shortcut, the outer or the inner circles.
namespace ellipse_ellipse {
inline const Spotlight kSpotStage { QStringLiteral("stage") };
inline const Spotlight kSpotExactOuter { QStringLiteral("exact outer") };
inline const Spotlight kSpotExactInner { QStringLiteral("exact inner") };
} // namespace ellipse_ellipse

// The exact test and the textbook's heuristic for the same two ellipses.
struct EllipseEllipseSceneResult {
    geometry::EllipseEllipseResult exact;
    geometry::EllipseTextbookResult textbook;
};

class EllipseEllipseScene : public EllipseScene {
    Q_OBJECT
public:
    // Ellipse 1 (the seed's "White") then ellipse 2 ("Blue"): centre, semi-axes, angle in degrees.
    enum Param { C1x, C1y, Rx1, Ry1, Theta1, C2x, C2y, Rx2, Ry2, Theta2, ParamCount };
    static constexpr int kFieldsPerEllipse = 5;
    // The canvas handles, in Tab order: each ellipse's centre and the ends of its two semi-axes
    // (they turn with the ellipse; dragging one sets its semi-axis and the angle).
    enum Handle { Center1, RxEnd1, RyEnd1, Center2, RxEnd2, RyEnd2 };
    static constexpr int kHandlesPerEllipse = 3;
    // Whole-shape drags: the inside of each ellipse.
    enum Body { Body1, Body2 };
    // SeedScene: the seed's Code1 values (the start scene). SeedCode2: the seed's Code2 set-up,
    // ellipse 1 level, 0.9 x 1.7 at (-2.4, 2.3), ellipse 2 the unit circle at the origin.
    // FalseHit: the heuristic reports an overlap (case III) where the exact test finds a gap.
    // MissedOverlap: the heuristic reports no overlap (case IV) where the ellipses do overlap.
    enum Example { SeedScene, SeedCode2, FalseHit, MissedOverlap };

    explicit EllipseEllipseScene(QObject* parent = nullptr);

    // Where ellipse `which` (0 or 1) sits in the state.
    static constexpr EllipseFields fieldsOf(int which)
    {
        const int o = which == 0 ? 0 : kFieldsPerEllipse;
        return { C1x + o, C1y + o, Rx1 + o, Ry1 + o, Theta1 + o };
    }
    static geometry::Ellipse ellipseOf(const State& state, int which)
    {
        return ellipseIn(state, fieldsOf(which));
    }
    geometry::Ellipse ellipse(int which) const { return ellipseOf(state(), which); }
    // Both tests for what the scene shows.
    const EllipseEllipseSceneResult& result() const;
    const geometry::EllipseEllipseResult& exact() const { return result().exact; }
    const geometry::EllipseTextbookResult& textbook() const { return result().textbook; }
    // Where an axis-end handle sits: C + rx (cos, sin) or C + ry (-sin, cos).
    static geometry::Vec2 axisEnd(const State& state, Handle end);

    // The ellipse the keys act on: 0 or 1. Shift+A switches; picking a body picks its ellipse.
    int active() const { return m_active; }
    void setActive(int which);

    QString validate(const State& state) const override;
    QList<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the active ellipse by 0.05 (Shift: 0.25), S / T stretch it along its own x / y
    // axis (Shift: shrink), R turns it 5 degrees (Shift: back). Arrows move the picked ellipse.
    void followSelection(const Selection& picked) override;
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    // Shift+A: the keys act on the other ellipse (not an edit, so not an undo step).
    bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked) override;

    static State example(Example which);

    // The stage slider: 0 the two ellipses, 1-4 the reduction (after M2^-1, the ij frame, the
    // second quadrant, made tall), 5-8 the heuristic (P and P', Q and Q', case III, case IV).
    // Stages 1-4 are drawn on the whole canvas, 5-8 in the inset.
    static constexpr int kStageCount = 9;
    enum Stage { World, Image, OwnFrame, Quadrant, Tall, StartPoints, TangentPoints, CaseIII, CaseIV };
    int stage() const { return m_stage; }
    void setStage(int stage);
    // What a task holds back (LessonScene::holds) limits the stages shown: the image after M2^-1
    // (kHeldImage: stage 0 only), P (kHeldP) or the verdict (stages 0-4 only), X = tan x, the root
    // of (6) or (9) (kHeldX: stages 0-5, P and P' but not Q and Q').
    static inline const HeldKey kHeldImage { QStringLiteral("imageCentre") };
    static inline const HeldKey kHeldP { QStringLiteral("P") };
    static inline const HeldKey kHeldX { QStringLiteral("X") };
    int lastShownStage() const;
    // The stage the live box and the read-out show: the slider's, within lastShownStage().
    int shownStage() const;
    // The stage the canvas draws: the code view's step while one is current (its spotlight
    // ellipse_ellipse::kSpotStage.at(n)), else the slider's, within lastShownStage().
    int drawnStage() const;
    // The part of the drawn stage the code view's step computes ("I", "II"), or empty.
    QString drawnPart() const;
    // Fits the view again when the ellipses left it (a task's fresh scene, an undo): not while
    // the student drags, and the canvas follows only until the student zooms or pans.
    void keepInView();

    bool insetVisible() const { return m_inset; }
    void setInsetVisible(bool on);
    // The inset shows only the neighbourhood of the heuristic's points (Q, Q', R, R', S'), where
    // they crowd together in near-touching configurations.
    bool insetZoomed() const { return m_insetZoom; }
    void setInsetZoomed(bool on);

signals:
    void stageChanged(int stage);
    void activeChanged(int which);
    void insetZoomChanged(bool on);

protected:
    // Both ellipses, with room below for the inset and above for the verdicts; in stages 1-4 the
    // reduction's pictures too.
    QRectF viewBox() const override;

private:
    static QList<ParamSpec> paramSpecs();

    // The box of the reduction's pictures (stages 1-4), bounded.
    QRectF stagesBox() const;
    // The inset is on the canvas: switched on, not a stage of the reduction, not held back.
    bool insetShown() const;

    int m_active = 0;
    int m_stage = World;
    bool m_inset = true;
    bool m_insetZoom = false;
    mutable bool m_roomForInset = true; // what the last view box left room for
    Cached<EllipseEllipseSceneResult> m_result;
};

} // namespace lab
