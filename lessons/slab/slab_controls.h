// The slab lesson's controls: the shape switch (box, rotated rectangle, disk), the fields of the
// current shape, the one-click configurations (the degenerate cases among them) and the read-out.
#pragma once

#include "core/widgets/translated_widget.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QRadioButton;
class QUndoStack;

namespace lab {

class ViewState;

class ParameterPanel;
class SlabScene;

class SlabControls : public TranslatedWidget {
    Q_OBJECT
public:
    SlabControls(SlabScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

protected:
private:
    void retranslate() override;
    void updateReadout();
    QStringList diskReadout() const;
    QStringList slabsReadout() const;
    void updateFields();

    SlabScene& m_scene;
    QUndoStack& m_undo;
    ParameterPanel* m_panel = nullptr;
    QLabel* m_modeTitle = nullptr;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QRadioButton* m_modes[3] = {};
    QList<QPushButton*> m_examples;
    QPushButton* m_normalize = nullptr;
};

} // namespace lab
