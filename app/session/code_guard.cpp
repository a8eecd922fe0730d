#include "code_guard.h"

#include "local_network.h"

#include <algorithm>

namespace lab {

namespace {

QString keyOf(const QHostAddress& address)
{
    return plainAddress(address).toString();
}

constexpr qint64 kMinute = 60 * 1000;

} // namespace

CodeGuard::Verdict CodeGuard::verdict(const QHostAddress& address, qint64 nowMs) const
{
    const Entry entry = m_entries.value(keyOf(address));
    if (entry.wrong >= kLockAfter)
        return Verdict::Locked;
    if (nowMs < entry.nextTry)
        return Verdict::Wait;
    if (entry.wrong == 0) // an address with no wrong code yet is always heard: honest students
        return Verdict::Check;
    const auto recent = std::count_if(
        m_recentWrong.begin(), m_recentWrong.end(), [nowMs](qint64 t) { return nowMs - t < kMinute; });
    return recent >= kWrongPerMinute ? Verdict::Wait : Verdict::Check;
}

void CodeGuard::wrong(const QHostAddress& address, qint64 nowMs)
{
    Entry& entry = m_entries[keyOf(address)];
    ++entry.wrong;
    if (entry.wrong > kFreeTries)
        entry.nextTry = nowMs + (m_firstWait << std::min(entry.wrong - kFreeTries - 1, 20));
    m_recentWrong.erase(std::remove_if(m_recentWrong.begin(), m_recentWrong.end(),
                            [nowMs](qint64 t) { return nowMs - t >= kMinute; }),
        m_recentWrong.end());
    m_recentWrong.append(nowMs);
}

void CodeGuard::right(const QHostAddress& address)
{
    m_entries.remove(keyOf(address));
}

bool CodeGuard::isLocked(const QHostAddress& address) const
{
    return m_entries.value(keyOf(address)).wrong >= kLockAfter;
}

int CodeGuard::lockedCount() const
{
    return int(std::count_if(
        m_entries.begin(), m_entries.end(), [](const Entry& e) { return e.wrong >= kLockAfter; }));
}

void CodeGuard::unlockAll()
{
    m_entries.clear();
    m_recentWrong.clear();
}

} // namespace lab
