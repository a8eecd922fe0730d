// The Rectangles lesson's interactive truth table of De Morgan's laws: what a and b stand for on
// the canvas, the chosen row (▶, toggled with the a and b buttons or a click in a table), the
// canvas's row (shaded) and both laws worked out in the chosen row; while a task asks for the
// proof (rectangles::kHeldProof) the sides' columns and the worked laws wait for it.
#pragma once

#include "core/widgets/translated_widget.h"

#include "rectangles_scene.h"

#include <QCoreApplication>
#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace lab {

class RectanglesTruthTable : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(RectanglesTruthTable)

public:
    RectanglesTruthTable(const RectanglesScene& scene, QWidget* parent);

    // The ▶ row back to what the canvas shows (after a change on the canvas); while a task holds
    // the canvas's truth values back, the row stays where the student put it.
    void followCanvas();

protected:
private:
    QTableWidget* makeTable(int law);
    TruthMeaning meaningChoice() const;
    TruthRow canvasRow() const { return canvasTruthRow(meaningChoice(), m_scene.result()); }
    bool canvasHeld() const;
    TruthRow chosenRow() const;
    void chooseRow(TruthRow row);
    void retranslate() override;
    void refresh();
    void showSides(bool shown);
    void markRows(int canvasIndex, int chosenIndex);
    QString laws(TruthRow chosen) const;
    QString meaningText() const;

    const RectanglesScene& m_scene;
    QLabel* m_title = nullptr;
    QComboBox* m_meaning = nullptr;
    std::array<QPushButton*, 2> m_toggles {};
    QPushButton* m_fromCanvas = nullptr;
    QWidget* m_tablesBox = nullptr;
    std::array<QTableWidget*, 2> m_tables {};
    QLabel* m_check = nullptr;
};

} // namespace lab
