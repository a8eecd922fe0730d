#include "vote_panel.h"

#include "vote_bars.h"

#include "classroom/class_csv.h"
#include "classroom/report_tasks.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace lab {

QString classVotesCsv(const QList<PollResult>& results)
{
    if (results.isEmpty())
        return {};
    QStringList lines { QStringList { VotePanel::tr("Vote"), VotePanel::tr("Task"), VotePanel::tr("Round"),
        VotePanel::tr("Answer"), VotePanel::tr("Students"), VotePanel::tr("Voted"), VotePanel::tr("Present"),
        VotePanel::tr("Right") }
                            .join(QLatin1Char(',')) };
    for (const PollResult& result : results) {
        const ReportTask task { result.lesson, result.task };
        const QString title
            = csvField(exerciseTitle(result.lesson) + QStringLiteral(" / ") + taskTitle(task));
        for (int r = 0; r < result.rounds.size(); ++r) {
            const PollRound& round = result.rounds[r];
            for (auto it = round.answers.cbegin(); it != round.answers.cend(); ++it) {
                const bool right = result.revealed
                    && (it.key() == result.right
                        || (voteValue(it.key()) && voteValue(result.right)
                            && std::abs(*voteValue(it.key()) - *voteValue(result.right)) <= 0.005));
                lines << QStringList { QString::number(result.id), title, QString::number(r + 1),
                    csvField(spreadsheetSafe(answerText(task, it.key()))), QString::number(it.value()),
                    QString::number(round.answered), QString::number(round.present),
                    result.revealed ? (right ? VotePanel::tr("yes") : VotePanel::tr("no")) : QString() }
                             .join(QLatin1Char(','));
            }
        }
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

VotePanel::VotePanel(ClassSession& session, QWidget* parent)
    : Retranslated<QWidget>(parent)
    , m_session(session)
    , m_menu(new QMenu(this))
{
    setObjectName(QStringLiteral("votePanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    layout->addLayout(row);
    const auto button = [this, row](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        b->setAutoDefault(false);
        row->addWidget(b);
        return b;
    };
    m_ask = button("voteAsk");
    m_ask->setMenu(m_menu);
    m_close = button("voteClose");
    m_again = button("voteAgain");
    m_reveal = button("voteReveal");
    m_end = button("voteEnd");
    row->addStretch(1);
    m_bars = new VoteBars(session, true, this);
    layout->addWidget(m_bars);
    layout->addStretch(1); // the buttons stay at the top beside the log
    connect(m_menu, &QMenu::aboutToShow, this, &VotePanel::fillMenu);
    connect(m_close, &QPushButton::clicked, &session, &ClassSession::closeVote);
    connect(m_again, &QPushButton::clicked, &session, &ClassSession::voteAgain);
    connect(m_reveal, &QPushButton::clicked, &session, &ClassSession::revealVote);
    connect(m_end, &QPushButton::clicked, &session, &ClassSession::endVote);
    connect(&session, &ClassSession::pollChanged, this, &VotePanel::updateButtons);
    retranslate();
}

void VotePanel::fillMenu()
{
    m_menu->clear();
    const QList<Askable> tasks = m_askable ? m_askable() : QList<Askable>();
    if (tasks.isEmpty()) {
        m_menu->addAction(tr("The lesson on your screen has no task a class can vote on"))->setEnabled(false);
        return;
    }
    for (const Askable& task : tasks) {
        QAction* action = m_menu->addAction(task.title);
        connect(action, &QAction::triggered, this, [this, index = task.index] { emit askRequested(index); });
    }
}

void VotePanel::updateButtons()
{
    const Poll& poll = m_session.poll();
    m_close->setEnabled(poll.isActive() && poll.stage == Poll::Stage::Open);
    m_again->setEnabled(
        poll.isActive() && poll.round < kMaxPollRounds && poll.stage != Poll::Stage::Revealed);
    m_reveal->setEnabled(poll.isActive() && poll.stage != Poll::Stage::Revealed);
    m_end->setEnabled(poll.isActive());
}

void VotePanel::retranslate()
{
    m_ask->setText(tr("Ask the class"));
    m_ask->setToolTip(tr("Every student answers a task of the lesson on your screen, on the same scene"));
    m_close->setText(tr("Close the vote"));
    m_again->setText(tr("Vote again"));
    m_again->setToolTip(tr("A second round: everyone votes again, the first round's counts are kept"));
    m_reveal->setText(tr("Reveal"));
    m_reveal->setToolTip(
        tr("Every canvas shows the answer, and each student is told whether their vote was right"));
    m_end->setText(tr("End the vote"));
    updateButtons();
}

} // namespace lab
