// The swept lesson's controls: fields, the one-click configurations, the read-out and the live
// plot of g(s) against R.
#pragma once

#include "core/canvas/canvas_style.h"
#include "core/widgets/translated_widget.h"

#include <QList>
#include <QWidget>

#include <functional>

class QChartView;
class QLabel;
class QLineSeries;
class QPushButton;
class QScatterSeries;
class QUndoStack;
class QValueAxis;
class QVBoxLayout;

namespace lab {

class ViewState;

class SweptScene;

class SweptControls : public TranslatedWidget {
    Q_OBJECT
public:
    SweptControls(SweptScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

    // Samples of g(s) drawn in the plot, s from -1 to 1.
    static constexpr int kPlotSamples = 101;

protected:
private:
    void buildChart(QVBoxLayout* layout);
    void applyStyle(const CanvasStyle& style);
    void retranslate() override;
    void updateReadout();
    void updatePlot();
    // The plot in words for a screen reader: g at the frame's ends, its vertex, the first contact,
    // without what a task holds back.
    void describePlot(const std::function<double(double)>& g, bool curveHeld, bool contactHeld);

    SweptScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_plotTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_legend = nullptr;
    QLabel* m_hint = nullptr;
    QList<QPushButton*> m_examples;
    QChartView* m_chartView = nullptr;
    QLineSeries* m_g = nullptr;
    QLineSeries* m_r = nullptr;
    QScatterSeries* m_vertex = nullptr;
    QScatterSeries* m_contact = nullptr;
    QValueAxis* m_axisS = nullptr;
    QValueAxis* m_axisG = nullptr;
};

} // namespace lab
