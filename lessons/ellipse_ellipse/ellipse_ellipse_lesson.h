// Lesson L7: two ellipses (seed 000). The exact test geometry::ellipseVsEllipse next to the
// textbook "beta" heuristic geometry::ellipseVsEllipseTextbook with its deciding case, and an
// inset that draws the heuristic's reduced configuration (tall ellipse vs the unit circle).
#pragma once

#include "core/lesson.h"
#include "core/model/scene.h"

#include <geometry/ellipses.h>

#include <QCoreApplication>

namespace lab {

class EllipseEllipseScene : public LessonScene {
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

    static geometry::Ellipse ellipseOf(const State& state, int which); // angle in radians
    geometry::Ellipse ellipse(int which) const { return ellipseOf(state(), which); }
    geometry::EllipseEllipseResult exact() const;
    geometry::EllipseTextbookResult textbook() const;
    // Where an axis-end handle sits: C + rx (cos, sin) or C + ry (-sin, cos).
    static geometry::Vec2 axisEnd(const State& state, Handle end);

    // The ellipse the keys act on: 0 or 1. Shift+A switches; picking a body picks its ellipse.
    int active() const { return m_active; }
    void setActive(int which);

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    int bodyAt(QPointF world) const override;
    State movedBody(int body, QPointF delta, const State& start) const override;
    // H/J/K/L move the active ellipse (Shift: a bigger step), S / T stretch it along its own x / y
    // axis (Shift: shrink), R turns it 5 degrees (Shift: back). Arrows move the picked ellipse.
    void followSelection(const Selection& picked) override;
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;
    // Shift+A: the keys act on the other ellipse (not an edit, so not an undo step).
    bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked) override;
    // The canvas keeps both ellipses in view, with room on the right for the inset, as they were
    // at the last refit() (not while dragging, so the view holds still under the mouse).
    QRectF fitRect() const override { return m_fit; }
    void refit();
    static QRectF viewBox(const State& state);

    static State example(Example which);

    bool insetVisible() const { return m_inset; }
    void setInsetVisible(bool on);
    // The inset shows only the neighbourhood of the heuristic's points (Q, Q', R, R', S'), where
    // they crowd together in near-touching configurations.
    bool insetZoomed() const { return m_insetZoom; }
    void setInsetZoomed(bool on);

signals:
    void activeChanged(int which);
    void insetZoomChanged(bool on);

private:
    int m_active = 0;
    bool m_inset = true;
    bool m_insetZoom = false;
    QRectF m_fit;
};

class EllipseEllipseLesson : public LessonOf<EllipseEllipseScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseLesson)

public:
    QString id() const override { return QStringLiteral("ellipse_ellipse"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const EllipseEllipseScene& scene) const override;
};

namespace ellipse_ellipse {
// A number in the current locale, up to `decimals` decimals.
QString num(double value, int decimals = 2);
// The same for KaTeX (decimal comma wrapped so KaTeX adds no space).
QString mathNum(double value, int decimals = 2);
QString pointText(geometry::Vec2 p, int decimals = 2);
// "I", "II", "III", "IV" or "trivial".
QString caseName(geometry::TextbookCase c);
// Why a trivial case decided, in the current language.
QString trivialReason(geometry::TextbookTrivial t);
// The exact verdict as one line, e.g. "Exact test: overlap (d = 0.9996 ≤ 1)".
QString exactLine(const geometry::EllipseEllipseResult& r);
// The heuristic's verdict as one line, with its deciding case.
QString textbookLine(const geometry::EllipseTextbookResult& t);
} // namespace ellipse_ellipse

} // namespace lab
