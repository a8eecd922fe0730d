// The controls of exercise E1: the prompt, the corner fields, the prediction buttons, the
// read-out, and the condition builder with its checker.
#pragma once

#include <QCoreApplication>
#include <QVector>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QUndoStack;

namespace lab {

class ViewState;

class SquareCollisionScene;

class SquareCollisionControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionExercise)

public:
    SquareCollisionControls(SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent);

    // The prompt, in the same words as on the canvas.
    static QString promptText(const SquareCollisionScene& scene);
    // The worked solution of the condition, HTML, current language.
    static QString solutionHtml();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void refresh();
    void refreshCondition();
    void insertPiece(const QString& piece);
    void fitPieces();
    void check();
    void loadCounterexample();

    SquareCollisionScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_drawTitle = nullptr;
    QLabel* m_prompt = nullptr;
    QPushButton* m_newButton = nullptr;
    QLabel* m_predictTitle = nullptr;
    QLabel* m_question = nullptr;
    QPushButton* m_collideButton = nullptr;
    QPushButton* m_apartButton = nullptr;
    QLabel* m_predictionFeedback = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_conditionTitle = nullptr;
    QLabel* m_conditionHelp = nullptr;
    QLineEdit* m_condition = nullptr;
    QVector<QPushButton*> m_pieces;
    QPushButton* m_clearCondition = nullptr;
    QPushButton* m_checkButton = nullptr;
    QLabel* m_conditionFeedback = nullptr;
    QPushButton* m_loadButton = nullptr;
    QLabel* m_onCanvas = nullptr;
    QPushButton* m_askSolution = nullptr;
    QLabel* m_solution = nullptr;
    QLabel* m_attempts = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace lab
