#include "car_circles_task_page.h"

#include "core/widgets/look.h"
#include "core/widgets/translated_widget.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

namespace {

// A check that was no attempt is said in this colour, apart from right and wrong.
const QColor kNoteColor(0x8a, 0x5a, 0x00);

} // namespace

CarCirclesTaskPage::CarCirclesTaskPage(CarCirclesScene& scene, car_circles::Task task, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_task(task)
{
}

void CarCirclesTaskPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateCheck();
        retranslate();
        refreshFeedback();
    }
    QWidget::changeEvent(event);
}

QLabel* CarCirclesTaskPage::label(const QString& name, QBoxLayout* layout)
{
    auto* l = addLabel(this, layout, name);
    return l;
}

void CarCirclesTaskPage::finish(QVBoxLayout* layout, const QString& key)
{
    const QString capitalized = key.left(1).toUpper() + key.mid(1);
    m_check = new QPushButton(this);
    m_check->setObjectName(QStringLiteral("check") + capitalized);
    layout->addWidget(m_check);
    connect(m_check, &QPushButton::clicked, this, [this] { checkAnswers(); });
    m_feedback = label(key + QStringLiteral("Feedback"), layout);
    m_feedback->setTextFormat(Qt::RichText);
    m_ask = new QPushButton(this);
    m_ask->setObjectName(key + QStringLiteral("AskSolution"));
    layout->addWidget(m_ask);
    connect(m_ask, &QPushButton::clicked, this, [this] {
        m_scene.askSolution(m_task);
        refreshFeedback();
    });
    m_solution = label(key + QStringLiteral("Solution"), layout);
    m_solution->setTextFormat(Qt::RichText);
    layout->addStretch();
    retranslateCheck();
    retranslate();
    load();
    refreshFeedback();
}

void CarCirclesTaskPage::retranslateCheck()
{
    m_check->setText(tr("Check task %1").arg(int(m_task) + 1));
    m_ask->setText(tr("Show the worked solution"));
}

void CarCirclesTaskPage::showFeedback(bool right, const QStringList& hints, const QStringList& unreadable)
{
    const TaskRecord& p = m_scene.work().record(m_task);
    m_feedback->setText(feedbackHtml(right, hints, unreadable));
    m_solution->setText(p.solutionVisible() ? solution() : QString());
    m_solution->setVisible(p.solutionVisible());
    m_ask->setVisible(!p.solutionVisible());
}

QString CarCirclesTaskPage::feedbackHtml(
    bool right, const QStringList& hints, const QStringList& unreadable) const
{
    const TaskRecord& p = m_scene.work().record(m_task);
    const CheckCounted last = lastCheck();
    QString html;
    const auto note = [&html](const QString& text) {
        html += QStringLiteral("<p style=\"color:%1\"><b>%2</b></p>")
                    .arg(kNoteColor.name(), text.toHtmlEscaped());
    };
    switch (last) {
    case CheckCounted::Counted: break;
    case CheckCounted::Blank:
        note(tr(
            "There is nothing to check yet: fill in the answers first. This did not count as an attempt."));
        break;
    case CheckCounted::Unreadable:
        note(tr("Some answers cannot be read, so nothing was checked and this did not count as an attempt:"));
        html += QStringLiteral("<ul>");
        for (const QString& u : unreadable)
            html += QStringLiteral("<li>%1</li>").arg(u.toHtmlEscaped());
        html += QStringLiteral("</ul>");
        break;
    case CheckCounted::Unchanged:
        note(tr("You checked exactly this answer already: change something first. This did not count "
                "as an attempt."));
        break;
    }
    if (p.attempts == 0 || last == CheckCounted::Unreadable)
        return html;
    const auto bold
        = [](const QString& text) { return QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()); };
    if (right && p.solved)
        return html
            + QStringLiteral("<p>%1</p>").arg(look::inTone(look::Tone::Right, palette(), bold(success())));
    html += QStringLiteral("<p>%1</p>")
                .arg(look::inTone(look::Tone::Error, palette(),
                    bold(tr("Not yet (wrong attempts: %1).").arg(p.wrongAttempts))));
    if (p.showHints() && !hints.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Hints").toHtmlEscaped());
        for (const QString& h : hints)
            html += QStringLiteral("<li>%1</li>").arg(h.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (!p.solutionVisible()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The worked solution appears after %1 wrong attempts, or when you ask for it.")
                             .arg(car_circles::kSolutionAfter)
                             .toHtmlEscaped());
    }
    return html;
}

} // namespace lab
