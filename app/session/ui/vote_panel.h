// The teacher's controls of a class vote (poll.h), in the Class window: Ask the class (a menu of
// the tasks of the lesson on the teacher's screen that a class can vote on: predictions and
// numbers), Close the vote, Vote again, Reveal and End the vote, with the spread (vote_bars.h)
// under them, each bar's names on hover.
#pragma once

#include "session/class_session.h"

#include "core/widgets/translated_widget.h"

#include <QWidget>

#include <functional>

class QLabel;
class QMenu;
class QPushButton;

namespace lab {

class VoteBars;

// The class's votes for the CSV, after the table of students: a row per vote, round and answer
// (a choice by its words), with who voted, who was present and whether it was right; typed answers
// made harmless for a spreadsheet. Empty when the class voted on nothing.
QString classVotesCsv(const QList<PollResult>& results);

class VotePanel : public Retranslated<QWidget> {
    Q_OBJECT
public:
    struct Askable {
        int index = 0; // in the lesson's task panel
        QString title;
    };
    VotePanel(ClassSession& session, QWidget* parent = nullptr);
    // What Ask the class offers (read when its menu opens).
    void setAskable(std::function<QList<Askable>()> askable) { m_askable = std::move(askable); }
    VoteBars* bars() const { return m_bars; }
    QPushButton* askButton() const { return m_ask; }
    QPushButton* closeButton() const { return m_close; }
    QPushButton* againButton() const { return m_again; }
    QPushButton* revealButton() const { return m_reveal; }
    QPushButton* endButton() const { return m_end; }

signals:
    void askRequested(int index);

protected:
private:
    void fillMenu();
    void updateButtons();
    void retranslate() override;

    ClassSession& m_session;
    std::function<QList<Askable>()> m_askable;
    QMenu* m_menu;
    QPushButton* m_ask;
    QPushButton* m_close;
    QPushButton* m_again;
    QPushButton* m_reveal;
    QPushButton* m_end;
    VoteBars* m_bars;
};

} // namespace lab
