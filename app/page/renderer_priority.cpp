#include "renderer_priority.h"

#include <QDir>
#include <QString>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#endif

namespace lab {

namespace {

// The thread ids of process `pid` (on Linux, each its own entry under /proc/<pid>/task).
QList<int> threadsOf(qint64 pid)
{
    QList<int> ids;
    if (pid <= 0)
        return ids;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString& name : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const int id = name.toInt(&ok);
        if (ok)
            ids.append(id);
    }
    return ids;
}

#ifdef Q_OS_LINUX
std::optional<int> niceOf(int thread)
{
    errno = 0; // -1 is a nice value as well as the error
    const int nice = getpriority(PRIO_PROCESS, id_t(thread));
    if (nice == -1 && errno != 0)
        return std::nullopt;
    return nice;
}
#endif

} // namespace

void yieldToDrawing(qint64 pid)
{
#ifdef Q_OS_LINUX
    // On Linux a nice value belongs to a thread; threads started later take their starter's.
    for (const int thread : threadsOf(pid)) {
        const std::optional<int> nice = niceOf(thread);
        if (nice && *nice < kRendererNice)
            setpriority(PRIO_PROCESS, id_t(thread), kRendererNice);
    }
#else
    Q_UNUSED(pid);
#endif
}

std::optional<int> leastNice(qint64 pid)
{
    std::optional<int> least;
#ifdef Q_OS_LINUX
    for (const int thread : threadsOf(pid)) {
        if (const std::optional<int> nice = niceOf(thread))
            least = least ? std::min(*least, *nice) : *nice;
    }
#else
    Q_UNUSED(pid);
#endif
    return least;
}

} // namespace lab
