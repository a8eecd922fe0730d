#include "look.h"

#include <QBoxLayout>
#include <QFont>
#include <QLabel>
#include <QPalette>
#include <QPushButton>

namespace lab::look {

QColor color(Tone tone, const QPalette& palette)
{
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    switch (tone) {
    case Tone::Error: return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
    case Tone::Right: return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
    }
    return palette.color(QPalette::WindowText);
}

QString colorStyle(Tone tone, const QPalette& palette)
{
    return QStringLiteral("color: %1;").arg(color(tone, palette).name());
}

QString inTone(Tone tone, const QPalette& palette, const QString& html)
{
    return QStringLiteral("<span style=\"%1\">%2</span>").arg(colorStyle(tone, palette), html);
}

QLabel* sectionTitle(QWidget* parent, QBoxLayout* layout)
{
    auto* title = new QLabel(parent);
    title->setObjectName(QStringLiteral("sectionTitle"));
    title->setWordWrap(true);
    // Only the weight is set: the size still follows the controls' font (View > Text size).
    QFont bold;
    bold.setBold(true);
    title->setFont(bold);
    if (layout)
        layout->addWidget(title);
    return title;
}

QPushButton* button(const char* objectName, QWidget* parent)
{
    auto* b = new QPushButton(parent);
    b->setObjectName(QString::fromLatin1(objectName));
    return b;
}

QString htmlLines(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace lab::look
