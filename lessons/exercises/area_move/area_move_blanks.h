// Exercise E2 AreaMove's task, "Fill in the blanks", as the task panel asks it: the four walls
// and the two reversal conditions with their labels and the names they may use (AreaMoveBlanks,
// the task's answer area). Checking runs them: blanks that do not compile are framed in the error
// colour with the cursor at the first error and the reason under Check; rules that compile move
// the rectangles beside the correct motion, and the first problem of the run is what the check
// found (with the button that shows its frame). The panel keeps the attempts, the hints (the
// problem's), the worked solution and Skip, as for every task.
#pragma once

#include "core/widgets/task_answer.h"
#include "core/widgets/translated_widget.h"

#include "area_move_model.h"

#include <QStringList>

#include <array>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;

namespace lab {

class AreaMoveScene;

namespace area_move {
// The exercise's task: fill in the blanks.
std::vector<std::unique_ptr<TaskDefinition>> tasks();
} // namespace area_move

class AreaMoveBlanks : public Retranslated<TaskAnswer> {
    Q_OBJECT
public:
    explicit AreaMoveBlanks(AreaMoveScene& scene, QWidget* parent = nullptr);

    area_move::Answers answers() const;
    QStringList texts() const;
    bool allBlank() const;
    // The answers as one line of plain text ("Left: ...; Right: ..."): what "unchanged" compares
    // and the report shows; empty while every blank is.
    QString answerText() const override;
    // An exercise's task is not put to a class vote: nothing to put back.
    void setAnswerText(const QString& text) override { Q_UNUSED(text); }
    // Compiles the blanks; rules that compile run (the rectangles move by them, the correct
    // motion beside them), and they are right when the run shows no problem.
    AnswerState judge(QString* problem) override;
    // The blanks that did not compile, each with its reason.
    QString problem() const override;
    // The run's verdict: its first problem, or that the rules behave.
    void refresh() override;

private:
    void retranslate() override;
    void buildFindings();
    // The blanks that did not compile framed, the cursor at the first.
    void showErrors(const std::vector<area_move::FieldError>& errors);

    AreaMoveScene& m_scene;
    std::array<QLineEdit*, area_move::kFieldCount> m_fields {};
    std::array<QLabel*, area_move::kFieldCount> m_labels {};
    QLabel* m_names = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_goto = nullptr;
    std::vector<area_move::FieldError> m_errors; // of the last check
};

} // namespace lab
