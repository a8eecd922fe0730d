// The ellipse lesson's controls: fields, the stage slider, two one-click configurations, the
// read-out of the point after every stage with the final comparison, and the keys.
#pragma once

#include <QVector>
#include <QWidget>

class QLabel;
class QPushButton;
class QSlider;
class QUndoStack;

namespace lab {

class ViewState;

class EllipsePointScene;

class EllipsePointControls : public QWidget {
    Q_OBJECT
public:
    EllipsePointControls(EllipsePointScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

    // Fits the canvas to the ellipse, its image at the origin and every stage of the point now.
    void fitView();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateReadout();
    void loadExample(int which, const QString& text);

    EllipsePointScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_stageTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QSlider* m_stage = nullptr;
    QLabel* m_stageName = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QVector<QPushButton*> m_examples;
    QPushButton* m_fit = nullptr;
};

} // namespace lab
