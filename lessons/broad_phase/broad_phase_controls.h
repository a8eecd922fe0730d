// Unit B1's controls: n on a logarithmic slider beside the fields, the method, new bodies, the
// 60 fps runner, the frame's read-out and the chart of pair tests against n.
#pragma once

#include "broad_phase_scene.h"

#include "core/widgets/translated_widget.h"

#include <array>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;
class QUndoStack;

namespace lab {

class BroadPhaseChart;
class FrameRunner;
class ViewState;

class BroadPhaseControls : public TranslatedWidget {
    Q_OBJECT
public:
    BroadPhaseControls(BroadPhaseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

    // The slider's steps from n = 2 to 10,000, evenly spaced in log n.
    static constexpr int kSliderSteps = 400;
    static int countAt(int sliderValue);
    static int sliderAt(int count);

private:
    void retranslate() override;
    void updateReadout();
    void updateChart();
    void followScene();
    QString readoutHtml() const;
    QString timesHtml() const;

    BroadPhaseScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_bodiesTitle = nullptr;
    QLabel* m_methodTitle = nullptr;
    QLabel* m_runTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_chartTitle = nullptr;
    QLabel* m_sliderLabel = nullptr;
    QSlider* m_slider = nullptr;
    QButtonGroup* m_methods = nullptr;
    std::array<QRadioButton*, 3> m_methodButtons {};
    QPushButton* m_newBodies = nullptr;
    FrameRunner* m_runner = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_times = nullptr;
    QLabel* m_legend = nullptr;
    QLabel* m_hint = nullptr;
    BroadPhaseChart* m_chart = nullptr;
    double m_chartCell = -1; // the cell size and draw the chart's points were measured with
    double m_chartSeed = -1;
};

} // namespace lab
