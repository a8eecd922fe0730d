#include "vote_bars.h"

#include "catalog.h"
#include "classroom/report_tasks.h"
#include "core/lesson.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <cmath>
#include <map>
#include <numeric>

namespace lab {

namespace {

// Who voted what in the newest round of `result`, by answer as sent.
QMap<QString, QStringList> votersByAnswer(const PollResult& result, const QList<ClassStudent>& students)
{
    QMap<QString, QStringList> who;
    const int round = int(result.rounds.size());
    for (const ClassStudent& s : students) {
        for (const Vote& v : s.record.votes) {
            if (v.poll == result.id && v.round == round)
                who[v.answer] << QStringLiteral("%1 · %2").arg(s.number).arg(s.name);
        }
    }
    return who;
}

std::unique_ptr<TaskDefinition> findTask(const PollResult& result)
{
    if (const Lesson* lesson = findLesson(result.lesson)) {
        for (auto& task : lesson->createTasks()) {
            if (task->id() == result.task)
                return std::move(task);
        }
    }
    return nullptr;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({ 1.0, std::abs(a), std::abs(b) });
}

QString numberText(double v)
{
    return QLocale().toString(v, 'g', 6);
}

// A number's histogram: a bar per value, or kMaxNumberBars equal ranges; "other" last.
QList<VoteBar> numberBars(const PollResult& result, const QMap<QString, QStringList>& who)
{
    const int rounds = int(result.rounds.size());
    std::map<double, VoteBar> byValue;
    VoteBar other { VoteBars::tr("other"), QList<int>(rounds, 0), {}, false };
    for (int r = 0; r < rounds; ++r) {
        for (auto it = result.rounds[r].answers.cbegin(); it != result.rounds[r].answers.cend(); ++it) {
            const std::optional<double> v = voteValue(it.key());
            VoteBar& bar = v ? byValue[*v] : other;
            if (bar.counts.isEmpty()) {
                bar.counts = QList<int>(rounds, 0);
                bar.label = numberText(*v);
            }
            bar.counts[r] += it.value();
            if (r == rounds - 1)
                bar.names += who.value(it.key());
        }
    }
    const std::optional<double> right = voteValue(result.right);
    QList<VoteBar> bars;
    if (byValue.size() <= std::size_t(kMaxNumberBars)) {
        for (auto& [value, bar] : byValue) {
            bar.right = result.revealed && right && near(value, *right);
            bars << bar;
        }
    } else {
        const double low = byValue.begin()->first;
        const double high = byValue.rbegin()->first;
        const double width = (high - low) / kMaxNumberBars;
        for (int i = 0; i < kMaxNumberBars; ++i) {
            const double from = low + i * width;
            VoteBar bar { QStringLiteral("%1 – %2").arg(numberText(from), numberText(from + width)),
                QList<int>(rounds, 0), {}, false };
            bar.right = result.revealed && right && *right >= from && *right <= from + width;
            bars << bar;
        }
        for (const auto& [value, bar] : byValue) {
            const int i = std::clamp(int((value - low) / width), 0, kMaxNumberBars - 1);
            for (int r = 0; r < rounds; ++r)
                bars[i].counts[r] += bar.counts[r];
            bars[i].names += bar.names;
        }
    }
    if (std::accumulate(other.counts.begin(), other.counts.end(), 0) > 0)
        bars << other;
    return bars;
}

} // namespace

QList<VoteBar> voteBars(const PollResult& result, const QList<ClassStudent>& students, bool named)
{
    const QMap<QString, QStringList> who
        = named ? votersByAnswer(result, students) : QMap<QString, QStringList>();
    const std::unique_ptr<TaskDefinition> task = findTask(result);
    if (!task || task->kind() != TaskKind::Predict)
        return numberBars(result, who);
    QList<VoteBar> bars;
    for (const TaskChoice& choice : task->choices()) {
        VoteBar bar { choice.label, {}, who.value(choice.id), result.revealed && choice.id == result.right };
        for (const PollRound& round : result.rounds)
            bar.counts << round.answers.value(choice.id);
        bars << bar;
    }
    return bars;
}

VoteBars::VoteBars(ClassSession& session, bool named, QWidget* parent)
    : Retranslated<QWidget>(parent)
    , m_session(session)
    , m_named(named)
{
    setObjectName(QStringLiteral("voteBars"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(&session, &ClassSession::pollChanged, this, &VoteBars::refill);
    connect(&session, &ClassSession::studentChanged, this, &VoteBars::refill);
    refill();
}

void VoteBars::refill()
{
    const Poll& poll = m_session.poll();
    const QList<PollResult>& results = m_session.pollResults();
    if (!poll.isActive() || results.isEmpty() || results.last().id != poll.id) {
        m_bars.clear();
        m_summary.clear();
        setVisible(false);
        return;
    }
    const PollResult& result = results.last();
    m_bars = voteBars(result, m_session.students(), m_named);
    m_rounds = std::max(1, int(result.rounds.size()));
    QStringList parts { tr("Vote %1: %2").arg(result.id).arg(taskTitle({ result.lesson, result.task })) };
    for (int r = 0; r < result.rounds.size(); ++r)
        parts << tr("Round %1: %2 of %3 voted")
                     .arg(r + 1)
                     .arg(result.rounds[r].answered)
                     .arg(result.rounds[r].present);
    switch (poll.stage) {
    case Poll::Stage::Open: parts << tr("voting"); break;
    case Poll::Stage::Closed: parts << tr("closed"); break;
    case Poll::Stage::Revealed: parts << tr("revealed"); break;
    }
    m_summary = parts.join(QStringLiteral(" · "));
    setAccessibleName(tr("Votes"));
    QStringList described { m_summary };
    for (const VoteBar& bar : std::as_const(m_bars)) {
        QStringList counts;
        for (int r = 0; r < bar.counts.size(); ++r)
            counts << tr("round %1: %2").arg(r + 1).arg(bar.counts[r]);
        described << QStringLiteral("%1%2: %3")
                         .arg(bar.label, bar.right ? tr(" (right)") : QString(),
                             counts.join(QStringLiteral(", ")));
    }
    setAccessibleDescription(described.join(QStringLiteral("; ")));
    setVisible(true);
    updateGeometry();
    QWidget::update();
}

// The summary's two lines, and with two rounds a line that says which colour is which.
int VoteBars::headerHeight() const
{
    return fontMetrics().height() * (m_rounds > 1 ? 3 : 2);
}

QSize VoteBars::sizeHint() const
{
    const int line = fontMetrics().height();
    return { 30 * line, headerHeight() + int(m_bars.size()) * (line * m_rounds + line / 2) + line };
}

QRect VoteBars::barRow(int index) const
{
    const int line = fontMetrics().height();
    const int top = headerHeight() + index * (line * m_rounds + line / 2);
    return { 0, top, width(), line * m_rounds };
}

void VoteBars::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const int line = fontMetrics().height();
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(
        QRect(0, 0, width(), line * 2 - 4), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, m_summary);
    int most = 1;
    for (const VoteBar& bar : std::as_const(m_bars)) {
        for (const int n : bar.counts)
            most = std::max(most, n);
    }
    const int labelWidth = width() * 35 / 100;
    const int countWidth = fontMetrics().horizontalAdvance(QStringLiteral("000"));
    const int barSpace = std::max(10, width() - labelWidth - countWidth - 12);
    const QColor roundColours[] = { pal.color(QPalette::Mid), pal.color(QPalette::Highlight) };
    for (int r = 0; m_rounds > 1 && r < m_rounds; ++r) { // the legend: a swatch and its round
        const int left = width() * 35 / 100 + r * 10 * line;
        p.fillRect(QRect(left, line * 2 + 3, line, line - 6), roundColours[std::min(r, 1)]);
        p.drawText(QRect(left + line + 4, line * 2, 9 * line, line), Qt::AlignLeft | Qt::AlignVCenter,
            tr("round %1").arg(r + 1));
    }
    for (int i = 0; i < m_bars.size(); ++i) {
        const VoteBar& bar = m_bars[i];
        const QRect row = barRow(i);
        QFont font = p.font();
        font.setBold(bar.right);
        p.setFont(font);
        p.setPen(pal.color(QPalette::WindowText));
        const QString label = bar.right ? QStringLiteral("✓ ") + bar.label : bar.label;
        p.drawText(QRect(row.left(), row.top(), labelWidth - 6, row.height()),
            Qt::AlignRight | Qt::AlignVCenter,
            fontMetrics().elidedText(label, Qt::ElideRight, labelWidth - 6));
        for (int r = 0; r < bar.counts.size(); ++r) {
            const int length = barSpace * bar.counts[r] / most;
            const QRect rect(labelWidth, row.top() + r * line + 2, std::max(length, 1), line - 4);
            p.fillRect(rect, roundColours[std::min(r, 1)]);
            p.drawText(QRect(rect.right() + 4, rect.top() - 2, countWidth + 8, line),
                Qt::AlignLeft | Qt::AlignVCenter, QString::number(bar.counts[r]));
        }
    }
}

bool VoteBars::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_named) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (int i = 0; i < m_bars.size(); ++i) {
            if (barRow(i).contains(help->pos()) && !m_bars[i].names.isEmpty()) {
                QToolTip::showText(help->globalPos(), m_bars[i].names.join(QStringLiteral(", ")), this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace lab
