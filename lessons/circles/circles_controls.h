// The circles lesson's controls: fields, the two one-click configurations, the read-out, the
// 60 fps animation (toggle, play/pause, one frame back or forward) and its frame table.
#pragma once

#include <QPointF>
#include <QPointer>
#include <QSize>
#include <QVector>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTimer;
class QUndoStack;

namespace lab {

class ViewState;

class CirclesScene;

class CirclesControls : public QWidget {
    Q_OBJECT
public:
    CirclesControls(CirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void updateReadout();
    void updateFrames();
    void setAnimation(bool on);
    void setPlaying(bool on);
    void tick();
    void stepBy(int frames);
    void loadExample(int which, const QString& text);

    CirclesScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_framesTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_frames = nullptr;
    QLabel* m_keys = nullptr;
    QVector<QPushButton*> m_examples;
    QPushButton* m_animate = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_step = nullptr;
    QCheckBox* m_slow = nullptr;
    QTimer* m_timer = nullptr;
    int m_ticks = 0;
    QPointer<QWidget> m_window;
};

} // namespace lab
