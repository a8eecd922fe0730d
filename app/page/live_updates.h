// The live box's updates from the lesson text view to its page: at most one on its way at a
// time, one started at most every kIntervalMs (a Pacer), only the latest of those that arrive
// meanwhile, and none equal to what the box shows. An `interim` update (during a drag) renders its
// changed formulas without their MathML and spoken words, which cost KaTeX about half its time:
// their label is their TeX until a later update that is not interim renders them whole, even
// unchanged.
#pragma once

#include "core/widgets/paced_update.h"

#include <QObject>
#include <QString>

#include <memory>

class QWebEnginePage;

namespace lab {

class LiveUpdates : public QObject {
    Q_OBJECT
public:
    // 12.5 renders a second: the numbers still follow a drag, and KaTeX, the page's layout and
    // its frame (15 to 95 ms of CPU for each update on a 2-core machine, bench/ui_drag's "cpu"
    // line) leave the canvas most of a core. Tests may set a longer interval.
    static constexpr int kIntervalMs = 80;
    // An update whose answer has not come after this long is taken as lost.
    static constexpr int kLostAnswerMs = 2000;

    // `alive` is the view's: false once it is being destroyed (answers then change nothing).
    LiveUpdates(QWebEnginePage& page, std::shared_ptr<bool> alive, QObject* parent);

    // Replaces the live box without reloading the page (keeps the scroll position).
    void update(const QString& liveHtml, bool interim = false);
    void setInterval(int ms) { m_pace.setInterval(ms); }
    // How many updates were sent to the page (for tests and bench/ui_drag).
    int sent() const { return m_sent; }
    bool isPending() const { return m_pace.isAwaiting() || m_pace.isPending(); }
    // The live HTML the page shows (or is rendering now), and whether as an interim update.
    const QString& shown() const { return m_shown; }
    bool isShownInterim() const { return m_shownInterim; }

    // The page is loading with `liveHtml` in its box: updates wait until pageReady(); with
    // `keepWaiting`, one that waited for an earlier load still does.
    void pageLoading(const QString& liveHtml, bool keepWaiting = false);
    // The page is rendered: the latest update that arrived meanwhile goes to it.
    void pageReady();
    // The page was discarded: nothing is on its way any more; what waits, waits for the next load.
    void pageGone();

private:
    void sendQueued();
    void send(const QString& liveHtml, bool interim);

    QWebEnginePage& m_page;
    std::shared_ptr<bool> m_alive;
    bool m_ready = false;
    QString m_beforeReady; // arrived before the page was rendered
    QString m_shown; // the live HTML the page shows, or is rendering now
    bool m_shownInterim = false;
    QString m_queued; // the latest that arrived while one was rendering or within the interval
    bool m_queuedInterim = false;
    Pacer m_pace;
    int m_sent = 0;
};

} // namespace lab
