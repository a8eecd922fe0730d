// The spread of a class vote (poll.h), as the projector and the Class window show it: for a
// prediction a bar per choice, for a number a histogram of the answers; round 1 and round 2 side by
// side in each row; how many of those present have voted; the right answer marked once revealed.
// No names: the teacher's own window adds them as each bar's tooltip.
#pragma once

#include "session/class_session.h"

#include "core/widgets/translated_widget.h"

#include <QWidget>

namespace lab {

struct VoteBar {
    QString label; // a choice's words, a number, or a range of numbers
    QList<int> counts; // per round
    QStringList names; // who voted for it in the newest round (teacher's window only)
    bool right = false; // shown once revealed
};

// The bars of `result` (the newest round's names from `students` when `named`): a prediction's
// choices in the task's order, every one even with no vote; a number's answers as one bar per value
// when there are at most kMaxNumberBars values, else that many equal ranges; answers that are not
// numbers in a last bar "other".
inline constexpr int kMaxNumberBars = 8;
QList<VoteBar> voteBars(const PollResult& result, const QList<ClassStudent>& students, bool named);

class VoteBars : public Retranslated<QWidget> {
    Q_OBJECT
public:
    // `named`: the teacher's own window (tooltips with names); the projector's has none.
    VoteBars(ClassSession& session, bool named, QWidget* parent = nullptr);
    const QList<VoteBar>& bars() const { return m_bars; }
    // "Vote 2: Does the ray hit? · Round 1: 12 of 15 voted · closed"
    QString summary() const { return m_summary; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    // The bars' words again, in the new language.
    void retranslate() override { refill(); }

private:
    void refill();
    QRect barRow(int index) const;
    int headerHeight() const;

    ClassSession& m_session;
    bool m_named;
    QList<VoteBar> m_bars;
    QString m_summary;
    int m_rounds = 1;
};

} // namespace lab
