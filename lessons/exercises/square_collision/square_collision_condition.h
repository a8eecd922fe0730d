// Exercise E1's task, "Write the condition", as the task panel asks it: the condition built from
// pieces or typed (SquareCollisionCondition, its answer area) and judged on many rectangle pairs
// (square_collision_check); what a check found (a counterexample to load onto the canvas) and what
// the condition says of the pair on the canvas. The panel keeps the attempts, the hints, the worked
// solution and Skip, as for every task.
#pragma once

#include "core/widgets/task_answer.h"
#include "core/widgets/translated_widget.h"

#include <QCoreApplication>
#include <QList>

#include <memory>
#include <vector>

class QBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QUndoStack;
class QVBoxLayout;

namespace lab {

class SquareCollisionScene;

namespace square_collision {
// A word-wrapped, selectable read-out named `name`, added to `layout`.
QLabel* addReadout(QWidget* parent, QBoxLayout* layout, const QString& name);
// The exercise's task: write the condition.
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace square_collision

class SquareCollisionCondition : public Retranslated<TaskAnswer> {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionCondition)

public:
    SquareCollisionCondition(SquareCollisionScene& scene, QUndoStack& undo, QWidget* parent);

    // The condition as the record keeps it: the typed text read as an answer, spaces made single.
    QString answerText() const override;
    void setAnswerText(const QString& text) override;
    // Tries the condition on the checker's pairs (the scene keeps the check).
    AnswerState judge(QString* problem) override;
    QString problem() const override;
    // What the last check found and what the condition says now, for the scene as it is.
    void refresh() override;

protected:
    void retranslate() override;
    // The pieces' widths follow the font (presentation mode, View > Text size).
    void changeEvent(QEvent* event) override;

private:
    void buildPieces(QVBoxLayout* layout);
    void buildFindings();
    void insertPiece(const QString& piece);
    void fitPieces();
    void loadCounterexample();
    // What the last check found, and whether it was right (empty for one that could not be read).
    QString found(bool& right) const;
    QString unreadable() const;
    QString onCanvas() const;

    SquareCollisionScene& m_scene;
    QUndoStack& m_undo;
    QLineEdit* m_condition = nullptr;
    QList<QPushButton*> m_pieces;
    QPushButton* m_clear = nullptr;
    QLabel* m_feedback = nullptr;
    QPushButton* m_load = nullptr;
    QLabel* m_onCanvas = nullptr;
};

} // namespace lab
