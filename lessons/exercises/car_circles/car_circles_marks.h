// Exercise E3, car circles: how the task panels show a check on their fields (core/answer_mark:
// by border style and in words, not by colour alone; kept in the "mark" property for tests), a
// radio button whose text wraps, and narrow number fields that grow with the text size.
#pragma once

#include "car_circles_mark.h"

#include "core/records/task_record.h"

#include <QWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace lab::car_circles {

void markWidget(QWidget* widget, Mark mark);
void clearMark(QWidget* widget);
// After a check: every mark when it counted (or was unchanged), only an unreadable field's after
// an unreadable check, none after a blank one.
void markAfterCheck(QWidget* widget, Mark mark, CheckCounted counted);

// Keeps `field` as narrow as a number such as -123.45 needs in its font, and follows its font
// (View > Text size, presentation mode), so that a value is never cut.
void keepNumberWidth(QLineEdit* field);

// A radio button whose text wraps: the button without text and a word-wrapped label beside it;
// a click on the label picks the button.
class WrappedChoice : public QWidget {
public:
    WrappedChoice(const QString& name, QButtonGroup* group, int id, QWidget* parent);
    QRadioButton* button() const { return m_button; }
    void setText(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QRadioButton* m_button = nullptr;
    QLabel* m_label = nullptr;
};

} // namespace lab::car_circles
