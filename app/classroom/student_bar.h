// The name prompt: the first time an exercise has work to save and nobody has said who is doing
// it, a slim bar under the toolbar asks, kindly and once, for the student's name and an optional
// class or ID. It never takes the keyboard from what the student is typing; "Not now" puts it off
// for good (the name can be given later in File > Progress). Hidden in presentation mode.
#pragma once

#include "core/widgets/translated_widget.h"

#include <QToolBar>

class QLabel;
class QLineEdit;
class QPushButton;

namespace lab {

class ProgressStore;

class StudentBar : public Retranslated<QToolBar> {
    Q_OBJECT
public:
    StudentBar(ProgressStore& store, QWidget* parent);

    // Shows the bar when the store has work, no name, and the prompt was not answered yet.
    void update();
    bool isWanted() const;

    QLineEdit* nameField() const { return m_name; }
    QLineEdit* classField() const { return m_class; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* laterButton() const { return m_later; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate() override;
    void save();

    ProgressStore& m_store;
    QLabel* m_text = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_classLabel = nullptr;
    QLineEdit* m_class = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_later = nullptr;
};

} // namespace lab
