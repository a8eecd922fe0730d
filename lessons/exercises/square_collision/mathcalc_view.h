// MathCalc's drawing area is measured in pixels (the handout puts its text at (-200, 200)), while
// the shared canvas opens at 40 pixels per unit. This keeps the canvas of an exercise at a scale
// that shows a given world box whenever the view is at a framework default (first show, reset,
// presentation mode), and leaves it alone once the student zooms or pans.
// A framework feature built inside this exercise: lessons/core has no per-lesson initial zoom.
#pragma once

#include <QObject>
#include <QSizeF>

namespace lab {

class Canvas;

class MathCalcView : public QObject {
    Q_OBJECT
public:
    // Watches `canvas` and fits the world box [-halfSize, halfSize] into it.
    MathCalcView(Canvas& canvas, QSizeF halfSize);

    // Finds the canvas that shares a page with `controlsParent` (the lesson page's splitter)
    // and attaches a MathCalcView to it; does nothing when there is none (tests of the controls).
    static MathCalcView* attachNear(QObject* controlsParent, QSizeF halfSize);

    double fittedScale() const;
    void fit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool atDefault() const;

    Canvas& m_canvas;
    QSizeF m_half;
    double m_lastFit = 0;
};

} // namespace lab
