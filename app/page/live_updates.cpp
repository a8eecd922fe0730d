#include "live_updates.h"

#include "core/lesson_text.h"

#include <QWebEnginePage>

#include <utility>

namespace lab {

namespace {

QString jsString(const QString& text)
{
    QString out = text;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('\''), QLatin1String("\\'"));
    out.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    out.replace(QLatin1Char('\r'), QString());
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

} // namespace

LiveUpdates::LiveUpdates(QWebEnginePage& page, std::shared_ptr<bool> alive, QObject* parent)
    : QObject(parent)
    , m_page(page)
    , m_alive(std::move(alive))
    , m_pace(kIntervalMs, [this] { sendQueued(); })
{
}

void LiveUpdates::update(const QString& liveHtml, bool interim)
{
    if (!m_ready) { // the page is still loading: applied once it is there
        m_beforeReady = liveHtml;
        return;
    }
    // Shown, or rendering now (whole, or as the interim update this one also is): what waited is
    // out of date.
    if (liveHtml == m_shown && (interim || !m_shownInterim)) {
        m_queued = QString();
        m_pace.cancel();
        return;
    }
    m_queued = liveHtml;
    m_queuedInterim = interim;
    m_pace.request();
}

void LiveUpdates::pageLoading(const QString& liveHtml, bool keepWaiting)
{
    m_ready = false;
    if (!keepWaiting)
        m_beforeReady = QString();
    m_shown = liveHtml;
    m_shownInterim = false;
    m_queued = QString();
    m_pace.cancel();
    m_pace.done(); // an answer from the page before is no longer awaited
}

void LiveUpdates::pageReady()
{
    m_ready = true;
    if (!m_beforeReady.isNull())
        update(std::exchange(m_beforeReady, QString()));
}

void LiveUpdates::pageGone()
{
    m_ready = false;
    m_pace.done();
}

void LiveUpdates::sendQueued()
{
    const QString next = std::exchange(m_queued, QString());
    if (next.isNull())
        return;
    if (!m_ready) {
        m_beforeReady = next;
        return;
    }
    send(next, m_queuedInterim);
}

void LiveUpdates::send(const QString& liveHtml, bool interim)
{
    m_shown = liveHtml;
    m_shownInterim = interim;
    ++m_sent;
    // Sent again when the interval is over and the page has answered; and if its answer is lost
    // (a renderer that crashed or hung), once kLostAnswerMs have passed.
    m_pace.awaitAnswer(kLostAnswerMs);
    const QString html = toKatexMarkup(liveHtml);
    m_page.runJavaScript(QStringLiteral("window.setLive && window.setLive(%1, %2);")
                             .arg(jsString(html), interim ? QStringLiteral("true") : QStringLiteral("false")),
        [this, alive = m_alive](const QVariant&) {
            if (*alive)
                m_pace.done();
        });
}

} // namespace lab
