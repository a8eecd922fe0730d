#include "parameter_panel.h"

#include "commands.h"
#include "numbers.h"
#include "scene_painter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>

namespace lab {

ParameterPanel::ParameterPanel(LessonScene& scene, QUndoStack& undo, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const auto& params = scene.params();
    // Two columns of fields: x and y of a pair side by side.
    for (int i = 0; i < params.size(); ++i) {
        auto* label = new QLabel(params[i].symbol, this);
        auto* edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("field_") + params[i].symbol);
        edit->setAlignment(Qt::AlignRight);
        edit->setMinimumWidth(48);
        label->setBuddy(edit);
        const int row = i / 2;
        const int col = (i % 2) * 2;
        grid->addWidget(label, row, col);
        grid->addWidget(edit, row, col + 1);
        if (params[i].hidden) {
            label->setVisible(false);
            edit->setVisible(false);
        }
        connect(edit, &QLineEdit::editingFinished, this, [this, i] { commit(i); });
        m_fields.append(edit);
    }
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("fieldError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    m_error->hide();
    grid->addWidget(m_error, int(params.size() + 1) / 2, 0, 1, 4);
    connect(&m_scene, &LessonScene::changed, this, [this] {
        // A change from elsewhere (a drag, undo) replaces whatever was refused here.
        m_errorField = -1;
        m_error->hide();
        refresh();
    });
    refresh();
    retranslate();
}

QString ParameterPanel::errorText() const
{
    return m_errorField >= 0 ? m_error->text() : QString();
}

void ParameterPanel::refresh()
{
    for (int i = 0; i < m_fields.size(); ++i) {
        if (i == m_errorField)
            continue; // keep the refused text in view until it is corrected or replaced
        m_fields[i]->setText(draw::number(m_scene.value(i), 4));
        m_fields[i]->setStyleSheet({});
    }
}

void ParameterPanel::commit(int index)
{
    const QString text = m_fields[index]->text();
    // Enter or leaving a field that still shows the value must not round the value to the
    // displayed decimals.
    if (index != m_errorField && text == draw::number(m_scene.value(index), 4))
        return;
    const ParsedNumber parsed = parseNumber(text);
    if (!parsed.value) {
        showError(index, parsed.error);
        return;
    }
    LessonScene::State next = m_scene.state();
    next[index] = *parsed.value;
    const QString problem = m_scene.validate(next);
    if (!problem.isEmpty()) {
        showError(index, problem);
        return;
    }
    m_errorField = -1;
    m_error->hide();
    pushState(m_undo, m_scene, next,
              QCoreApplication::translate("ParameterPanel", "Set %1").arg(m_scene.params()[index].symbol));
    refresh();
}

void ParameterPanel::showError(int index, const QString& text)
{
    m_errorField = index;
    m_fields[index]->setStyleSheet(QStringLiteral("border: 2px solid #c62828;"));
    m_error->setText(text);
    m_error->show();
}

void ParameterPanel::retranslate()
{
    refresh(); // numbers follow the new locale
    for (int i = 0; i < m_fields.size(); ++i)
        m_fields[i]->setToolTip(m_scene.tooltip(i));
    if (m_errorField >= 0) {
        const int index = m_errorField;
        m_errorField = -1;
        commit(index); // words the message again in the new language
    }
}

void ParameterPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace lab
