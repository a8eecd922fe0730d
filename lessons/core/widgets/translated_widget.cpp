#include "translated_widget.h"

#include "label_holder.h"

#include <QBoxLayout>
#include <QLabel>

namespace lab {

ReadoutLabel* addReadout(QWidget* parent, QBoxLayout* layout)
{
    auto* readout = new ReadoutLabel(parent);
    readout->setObjectName(QStringLiteral("readout"));
    readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    readout->setWordWrap(true);
    layout->addWidget(readout);
    return readout;
}

QLabel* addLabel(QWidget* parent, QBoxLayout* layout, const QString& name, Qt::TextFormat format)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(format);
    layout->addWidget(label);
    return label;
}

} // namespace lab
