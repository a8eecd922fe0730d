// Exercise E1, "Write the condition": the condition built from pieces or typed, checked on many
// rectangle pairs (square_collision_check), the feedback with a counterexample to load onto the
// canvas, what the condition says of the pair on the canvas, and the worked solution.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QWidget>

#include "core/widgets/translated_widget.h"

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
} // namespace square_collision

class SquareCollisionCondition : public Retranslated<QWidget> {
    Q_DECLARE_TR_FUNCTIONS(SquareCollisionCondition)

public:
    SquareCollisionCondition(SquareCollisionScene& scene, QUndoStack& undo, QWidget* parent);

    // The worked solution of the condition, HTML, current language.
    static QString solutionHtml();
    // Everything below the field, for the scene as it is now.
    void refresh();

protected:
    void retranslate() override;
    // The pieces' widths follow the font (presentation mode, View > Text size).
    void changeEvent(QEvent* event) override;

private:
    void buildPieces(QVBoxLayout* layout);
    void insertPiece(const QString& piece);
    void fitPieces();
    void loadCounterexample();
    // The last check in words, and whether it was right.
    QString feedback(bool& right) const;
    QString unreadable() const;
    QString onCanvas() const;
    void refreshTask();

    SquareCollisionScene& m_scene;
    QUndoStack& m_undo;
    QLabel* m_title = nullptr;
    QLabel* m_help = nullptr;
    QLineEdit* m_condition = nullptr;
    QList<QPushButton*> m_pieces;
    QPushButton* m_clear = nullptr;
    QPushButton* m_check = nullptr;
    QLabel* m_feedback = nullptr;
    QPushButton* m_load = nullptr;
    QLabel* m_onCanvas = nullptr;
    QPushButton* m_askSolution = nullptr;
    QLabel* m_solution = nullptr;
    QLabel* m_attempts = nullptr;
};

} // namespace lab
