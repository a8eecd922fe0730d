// The hierarchy lesson's plot of a run (Qt Charts): circle tests per frame of the hierarchy and
// of the outer circle alone, and the running totals of false collisions avoided and confirmed
// hits, with a legend that wraps; it follows the canvas's palette and text size.
#pragma once

#include "core/widgets/translated_widget.h"

#include <QCoreApplication>
#include <QWidget>

class QChartView;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace lab {

struct CanvasStyle;
class HierarchyScene;
class ViewState;

class HierarchyChart : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(HierarchyChart)

public:
    HierarchyChart(const HierarchyScene& scene, const ViewState& view, QWidget* parent);

    // The run as the scene has it now: a new frame is appended, anything else redrawn.
    void followRun();
    // The axes' ranges for the scene's mode and run.
    void updateAxes();
    // The plot's last points in words (its accessible description).
    void describe(const QString& text);

protected:
private:
    void applyStyle(const CanvasStyle& style);
    void retranslate() override;
    void appendFrame(int frame, int tests, int falseSoFar, int confirmedSoFar);
    QList<QLineSeries*> series() const;

    const HierarchyScene& m_scene;
    QChartView* m_view = nullptr;
    QLineSeries* m_testsHierarchy = nullptr;
    QLineSeries* m_testsOuter = nullptr;
    QLineSeries* m_falseTotal = nullptr;
    QLineSeries* m_confirmedTotal = nullptr;
    QValueAxis* m_axisX = nullptr;
    QValueAxis* m_axisTests = nullptr;
    QValueAxis* m_axisTotals = nullptr;
    QLabel* m_legend = nullptr;
    int m_plotted = 0;
};

} // namespace lab
