// Wrong join codes, by address: the first kFreeTries wrong codes from an address are answered at
// once; after each further one the address must wait twice as long as before (1 s, 2 s, 4 s ...)
// before its next code is even looked at; after kLockAfter wrong codes it is out for the rest of
// the class. Addresses that sent a wrong code before get, all together, at most kWrongPerMinute
// codes a minute looked at, so many addresses do not make many guesses; an address with no wrong
// code is always heard (a student joining). A right code clears its address's count.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>

namespace lab {

class CodeGuard {
public:
    static constexpr int kFreeTries = 3;
    static constexpr int kLockAfter = 10;
    static constexpr int kWrongPerMinute = 60;

    enum class Verdict { Check, Wait, Locked };
    // May a code from `address` be looked at now (milliseconds of a steady clock)?
    Verdict verdict(const QHostAddress& address, qint64 nowMs) const;
    void wrong(const QHostAddress& address, qint64 nowMs);
    void right(const QHostAddress& address);
    bool isLocked(const QHostAddress& address) const;
    int lockedCount() const;
    // The teacher lets every locked address try again.
    void unlockAll();
    // The first wait (1 s); tests make it short.
    void setFirstWaitMs(qint64 ms) { m_firstWait = ms; }

private:
    struct Entry {
        int wrong = 0;
        qint64 nextTry = 0;
    };
    QHash<QString, Entry> m_entries;
    QList<qint64> m_recentWrong; // when the wrong codes of the last minute came
    qint64 m_firstWait = 1000;
};

} // namespace lab
