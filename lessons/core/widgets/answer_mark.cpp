#include "answer_mark.h"

#include <QCoreApplication>
#include <QWidget>

namespace lab {

void showAnswerMark(QWidget* field, bool right)
{
    const QString type = QLatin1String(field->metaObject()->className());
    field->setStyleSheet(right ? QStringLiteral("%1 { border: 2px solid #2e7d32; }").arg(type)
                               : QStringLiteral("%1 { border: 3px dashed #c62828; }").arg(type));
    const QString words = right ? QCoreApplication::translate("AnswerMark", "✓ Right")
                                : QCoreApplication::translate("AnswerMark", "✗ Not right yet");
    field->setToolTip(words);
    field->setAccessibleDescription(words);
}

void clearAnswerMark(QWidget* field)
{
    field->setStyleSheet(QString());
    field->setToolTip(QString());
    field->setAccessibleDescription(QString());
}

} // namespace lab
