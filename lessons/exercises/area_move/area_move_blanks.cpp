#include "area_move_blanks.h"

#include "area_move_words.h"

#include "core/records/answer.h"
#include "core/widgets/look.h"
#include "core/widgets/translated_widget.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

using namespace area_move;

AreaMoveBlanks::AreaMoveBlanks(QWidget* parent)
    : TranslatedWidget(parent)
{
    static const char* const names[kFieldCount]
        = { "answerLeft", "answerRight", "answerTop", "answerBottom", "answerReverseX", "answerReverseY" };
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* walls = new QFormLayout;
    layout->addLayout(walls);
    for (int i = 0; i < kFieldCount; ++i) {
        auto* field = new QLineEdit(this);
        field->setObjectName(QLatin1String(names[i]));
        field->setClearButtonEnabled(true);
        m_fields[i] = field;
        connect(field, &QLineEdit::textEdited, this, &AreaMoveBlanks::edited);
        connect(field, &QLineEdit::returnPressed, this, &AreaMoveBlanks::runRequested);
        m_labels[i] = new QLabel(this);
        if (i < 4) {
            walls->addRow(m_labels[i], field);
        } else {
            m_labels[i]->setWordWrap(true);
            layout->addWidget(m_labels[i]);
            layout->addWidget(field);
        }
        m_labels[i]->setBuddy(field); // the blank's accessible name
    }
    m_names = addLabel(this, layout, QStringLiteral("hint"));
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runRules"));
    connect(m_run, &QPushButton::clicked, this, &AreaMoveBlanks::runRequested);
    layout->addWidget(m_run);
    m_errors = new QLabel(this);
    m_errors->setObjectName(QStringLiteral("errors"));
    m_errors->setWordWrap(true);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errors->setStyleSheet(look::colorStyle(look::Tone::Error, palette()));
    layout->addWidget(m_errors);
    retranslate();
}

Answers AreaMoveBlanks::answers() const
{
    Answers a;
    for (int i = 0; i < kFieldCount; ++i)
        a[i] = m_fields[i]->text();
    return a;
}

QStringList AreaMoveBlanks::texts() const
{
    QStringList texts;
    for (const QLineEdit* field : m_fields)
        texts << field->text();
    return texts;
}

void AreaMoveBlanks::setTexts(const QStringList& texts)
{
    for (int i = 0; i < kFieldCount && i < texts.size(); ++i)
        m_fields[i]->setText(texts.at(i));
}

bool AreaMoveBlanks::allBlank() const
{
    for (const QLineEdit* field : m_fields) {
        if (!field->text().trimmed().isEmpty())
            return false;
    }
    return true;
}

QString AreaMoveBlanks::answerLine() const
{
    static const char* const names[kFieldCount] = { "Left", "Right", "Top", "Bottom", "X", "Y" };
    QStringList parts;
    for (int i = 0; i < kFieldCount; ++i)
        parts << QStringLiteral("%1: %2").arg(
            QLatin1String(names[i]), normalizedAnswer(m_fields[i]->text()).simplified());
    return parts.join(QStringLiteral("; "));
}

void AreaMoveBlanks::showErrors(const std::vector<FieldError>& errors, bool rulesRunning)
{
    m_shownErrors = errors;
    m_rulesRunning = rulesRunning;
    for (QLineEdit* field : m_fields)
        field->setStyleSheet(QString());
    if (errors.empty()) {
        m_errors->clear();
        return;
    }
    QLineEdit* first = m_fields[int(errors.front().field)];
    first->setFocus();
    first->setCursorPosition(errors.front().position);
    const QString frame = QStringLiteral("QLineEdit { border: 2px solid %1; }")
                              .arg(look::color(look::Tone::Error, palette()).name());
    for (const FieldError& e : errors)
        m_fields[int(e.field)]->setStyleSheet(frame);
    showErrorWords();
}

void AreaMoveBlanks::clearErrors()
{
    showErrors({}, m_rulesRunning);
}

void AreaMoveBlanks::showErrorWords()
{
    QStringList lines;
    for (const FieldError& e : m_shownErrors)
        lines << describeError(e);
    if (!lines.isEmpty())
        lines << tr("(This run did not count as an attempt.)");
    if (!lines.isEmpty() && m_rulesRunning)
        lines << tr("(Until these are fixed, the rectangles keep moving by the last rules that ran.)");
    m_errors->setText(lines.join(QLatin1Char('\n')));
}

void AreaMoveBlanks::retranslate()
{
    m_labels[0]->setText(QStringLiteral("Left ="));
    m_labels[1]->setText(QStringLiteral("Right ="));
    m_labels[2]->setText(QStringLiteral("Top ="));
    m_labels[3]->setText(QStringLiteral("Bottom ="));
    m_labels[4]->setText(tr("Reverse mov.X if"));
    m_labels[5]->setText(tr("Reverse mov.Y if"));
    m_fields[0]->setPlaceholderText(tr("e.g. a number or an expression"));
    m_fields[4]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
    m_fields[5]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
    m_names->setText(tr("Names: Width, Height, Left, Right, Top, Bottom, p0.X, p0.Y (top-left corner), "
                        "p2.X, p2.Y (bottom-right corner), mov.X, mov.Y. Operators: + - * / ^ () sqrt() "
                        "< <= > >= == != && || ! (also AND, OR, NOT)."));
    m_run->setText(tr("Run my rules"));
    m_run->setToolTip(
        tr("Check the blanks and let the rectangles move by them (Enter in a blank does the same)"));
    if (!m_shownErrors.empty())
        showErrorWords();
}

} // namespace lab
