// The two-ellipse lesson's controls: both verdicts first, the stage slider, fields, which ellipse the keys
// move, four one-click configurations, the inset switches, and the key hints.
#pragma once

#include "shared/ellipse_controls.h"

class QCheckBox;
class QLabel;
class QRadioButton;
class QSlider;
class QUndoStack;

namespace lab {

class EllipseEllipseScene;
class ViewState;

class EllipseEllipseControls : public EllipseControls {
    Q_OBJECT
public:
    EllipseEllipseControls(EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

protected:
    LessonScene::State example(int which) const override;
    // The disagreements happen where the heuristic's points crowd together: the inset zooms there.
    void exampleLoaded(int which) override;
    void retranslate() override;

private:
    void addResult();
    void addStage();
    void addActive();
    void addInset();
    void updateReadout();

    EllipseEllipseScene& m_scene;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_disagree = nullptr;
    QLabel* m_stageTitle = nullptr;
    QSlider* m_stage = nullptr;
    QLabel* m_stageName = nullptr;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_activeTitle = nullptr;
    QRadioButton* m_active[2] = { nullptr, nullptr };
    QCheckBox* m_inset = nullptr;
    QCheckBox* m_insetZoom = nullptr;
};

} // namespace lab
