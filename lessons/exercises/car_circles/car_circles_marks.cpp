#include "car_circles_marks.h"

#include "core/widgets/answer_mark.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVariant>

#include <algorithm>

namespace lab::car_circles {

namespace {

// Sets a field's maximum width from its font now and on every font change.
class NumberWidth : public QObject {
public:
    explicit NumberWidth(QLineEdit* field)
        : QObject(field)
        , m_field(field)
    {
        apply();
        field->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::FontChange)
            apply();
        return false;
    }

private:
    void apply()
    {
        // The text, the line edit's inner margins and frame, and a little air; 90 pixels at the
        // least (the width at 100 %).
        m_field->setMaximumWidth(
            std::max(90, m_field->fontMetrics().horizontalAdvance(QStringLiteral("-123.45")) + 16));
    }

    QLineEdit* m_field;
};

} // namespace

void keepNumberWidth(QLineEdit* field)
{
    new NumberWidth(field);
}

void markWidget(QWidget* widget, Mark mark)
{
    showAnswerMark(widget, mark == Mark::Right); // empty and unreadable are not right either
    widget->setProperty("mark", int(mark));
}

void clearMark(QWidget* widget)
{
    clearAnswerMark(widget);
    widget->setProperty("mark", QVariant());
}

void markAfterCheck(QWidget* widget, Mark mark, CheckCounted counted)
{
    if (counted == CheckCounted::Blank || (counted == CheckCounted::Unreadable && mark != Mark::Unreadable))
        clearMark(widget);
    else
        markWidget(widget, mark);
}

WrappedChoice::WrappedChoice(const QString& name, QButtonGroup* group, int id, QWidget* parent)
    : QWidget(parent)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_button = new QRadioButton(this);
    m_button->setObjectName(name);
    group->addButton(m_button, id);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->installEventFilter(this);
    row->addWidget(m_button, 0, Qt::AlignTop);
    row->addWidget(m_label, 1);
}

void WrappedChoice::setText(const QString& text)
{
    m_label->setText(text);
    m_button->setAccessibleName(text);
}

bool WrappedChoice::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_label && event->type() == QEvent::MouseButtonRelease && m_button->isEnabled())
        m_button->click();
    return QWidget::eventFilter(watched, event);
}

} // namespace lab::car_circles
