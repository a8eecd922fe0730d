// The ellipse lesson's controls: fields, the stage slider, two one-click configurations, the
// read-out of the point after every stage with the final comparison, and the keys.
#pragma once

#include "shared/ellipse_controls.h"

class QLabel;
class QSlider;
class QUndoStack;

namespace lab {

class EllipsePointScene;
class ViewState;

class EllipsePointControls : public EllipseControls {
    Q_OBJECT
public:
    EllipsePointControls(EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

protected:
    LessonScene::State example(int which) const override;
    void retranslate() override;

private:
    void addStage();
    void updateReadout();

    EllipsePointScene& m_scene;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_stageTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QSlider* m_stage = nullptr;
    QLabel* m_stageName = nullptr;
    QLabel* m_readout = nullptr;
};

} // namespace lab
