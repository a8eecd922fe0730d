// The two-ellipse lesson's controls: fields, which ellipse the keys move, four one-click
// configurations, the inset switch, and the read-out with both verdicts and the deciding case.
#pragma once

#include <QVector>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QUndoStack;

namespace lab {

class ViewState;

class EllipseEllipseScene;

class EllipseEllipseControls : public QWidget {
    Q_OBJECT
public:
    EllipseEllipseControls(EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

    void fitView();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateReadout();
    void loadExample(int which, const QString& text);

    EllipseEllipseScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_activeTitle = nullptr;
    QRadioButton* m_active[2] = { nullptr, nullptr };
    QLabel* m_examplesTitle = nullptr;
    QVector<QPushButton*> m_examples;
    QCheckBox* m_inset = nullptr;
    QCheckBox* m_insetZoom = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_disagree = nullptr;
    QPushButton* m_fit = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace lab
