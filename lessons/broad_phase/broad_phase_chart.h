// Unit B1's chart: pair tests per frame against n for each method, on log-log axes, a point per n
// the student visited (measured on the bodies of that moment), with n²/2 and n as dashed
// references.
#pragma once

#include "broad_phase_scene.h"

#include "core/canvas/canvas_style.h"

#include <QObject>

#include <array>
#include <map>

class QChartView;
class QLineSeries;
class QLogValueAxis;
class QVBoxLayout;
class QWidget;

namespace lab {

class BroadPhaseChart : public QObject {
    Q_OBJECT
public:
    BroadPhaseChart(QWidget* parent, QVBoxLayout* layout);

    // The tests of every method at the scene's n, measured now, unless that n is already plotted.
    void record(const BroadPhaseScene& scene);
    // Forgets the points (the cell size changed, new bodies).
    void clear();
    // What a task holds back is not drawn: every method's points, or all pairs' points and n²/2.
    void setHeld(bool tests, bool allPairs);
    void applyStyle(const CanvasStyle& style);
    void retranslate();
    // The legend under the chart: each series' mark in its colour and its words.
    QString legendHtml() const;
    // The points plotted for a method (tests).
    const std::map<int, long long>& points(BroadMethod method) const { return m_points[std::size_t(method)]; }
    QChartView* view() const { return m_view; }

private:
    void redraw();
    void describe();

    QChartView* m_view = nullptr;
    std::array<QLineSeries*, 3> m_series {};
    QLineSeries* m_square = nullptr; // n²/2
    QLineSeries* m_linear = nullptr; // n
    QLogValueAxis* m_axisN = nullptr;
    QLogValueAxis* m_axisTests = nullptr;
    std::array<std::map<int, long long>, 3> m_points;
    bool m_heldTests = false;
    bool m_heldAllPairs = false;
};

} // namespace lab
