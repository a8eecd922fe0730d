// Exercise E2 AreaMove's blanks: the four walls and the two reversal conditions with their
// labels, the names they may use, Run my rules, and the errors of a run that did not compile
// (those blanks framed in the error colour, the cursor where the first error is).
#pragma once

#include "core/widgets/translated_widget.h"

#include "area_move_model.h"

#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;

namespace lab {

class AreaMoveBlanks : public TranslatedWidget {
    Q_OBJECT
public:
    explicit AreaMoveBlanks(QWidget* parent = nullptr);

    area_move::Answers answers() const;
    QStringList texts() const;
    void setTexts(const QStringList& texts);
    bool allBlank() const;
    // The answers as one line of plain text: what "unchanged" compares and the report shows.
    QString answerLine() const;

    // The errors of a run that did not compile: the blanks framed, the cursor at the first one,
    // the words below Run; `rulesRunning` says that the last rules that ran keep moving.
    void showErrors(const std::vector<area_move::FieldError>& errors, bool rulesRunning);
    void clearErrors();

signals:
    void edited();
    // Run my rules, or Enter in a blank.
    void runRequested();

protected:
private:
    void retranslate() override;
    void showErrorWords();

    std::array<QLineEdit*, area_move::kFieldCount> m_fields {};
    std::array<QLabel*, area_move::kFieldCount> m_labels {};
    QLabel* m_names = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_errors = nullptr;
    std::vector<area_move::FieldError> m_shownErrors;
    bool m_rulesRunning = false;
};

} // namespace lab
