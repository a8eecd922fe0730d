// MathCalc's drawing area is measured in pixels (the handout puts its text at (-200, 200)).
// LessonScene::viewScale() gives the canvas a fixed start zoom; this also fits a given world box
// into the canvas's actual size whenever the view is at a default (first show, resize, Reset
// view, presentation mode), and leaves it alone once the student zooms or pans.
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
