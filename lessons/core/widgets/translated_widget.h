// A widget that words itself again when the language changes, and the labels a lesson's controls
// end with: the selectable read-out and the keys hint.
#pragma once

#include <QEvent>
#include <QWidget>

class QBoxLayout;
class QLabel;

namespace lab {

class ReadoutLabel;

// The one way a widget or a dialog words itself again: the subclass of Retranslated<Base> (any
// QWidget: a QDialog, a QToolBar, a QListWidget) calls retranslate() once it has built its
// children, and every LanguageChange after that calls it again.
template <typename Base> class Retranslated : public Base {
public:
    using Base::Base;

protected:
    virtual void retranslate() = 0;
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        Base::changeEvent(event);
    }
};

using TranslatedWidget = Retranslated<QWidget>;

// A word-wrapped read-out named "readout" that the student can select with the mouse, added to
// `layout`.
ReadoutLabel* addReadout(QWidget* parent, QBoxLayout* layout);
// A word-wrapped label named `name` in `format`, added to `layout` (the keys hint at the foot of a
// lesson's controls is "hint").
QLabel* addLabel(
    QWidget* parent, QBoxLayout* layout, const QString& name, Qt::TextFormat format = Qt::AutoText);

} // namespace lab
