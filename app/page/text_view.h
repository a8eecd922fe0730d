// The lesson text: a QWebEngineView showing HTML with formulas rendered by the bundled KaTeX.
// Only qrc: and data: URLs load; anything else, the network included, is blocked.
#pragma once

#include "core/lesson.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWebEngineView>

#include <memory>

namespace lab {

class LessonTextView : public QWebEngineView {
    Q_OBJECT
public:
    explicit LessonTextView(QWidget* parent = nullptr);
    // Cuts every pending JavaScript callback loose before the page goes: QtWebEngine runs them
    // while the page is destroyed, after this object has stopped being a LessonTextView.
    ~LessonTextView() override;

    // `projector`: larger, and on a dark page unless `darkPage` is false (the light projector palette).
    void showLesson(const QString& bodyHtml, const QString& liveHtml, Language language, bool projector,
        bool darkPage = true);
    // Replaces the live box without reloading the page (keeps the scroll position).
    // At most one update is on its way to the page at a time, and one starts at most every
    // kLiveIntervalMs; meanwhile only the latest of the new ones waits, and one equal to what the
    // box shows is dropped. An `interim` update (during a drag) renders its changed formulas
    // without their MathML and spoken words, which cost KaTeX about half its time: their label is
    // their TeX until a later update that is not interim renders them whole, even unchanged.
    void updateLive(const QString& liveHtml, bool interim = false);
    // 12.5 renders a second: the numbers still follow a drag, and KaTeX, the page's layout and
    // its frame (15 to 95 ms of CPU for each update on a 2-core machine, bench/ui_drag's "cpu"
    // line) leave the canvas most of a core. Tests may set a longer interval.
    static constexpr int kLiveIntervalMs = 80;
    // An update whose answer has not come after this long is taken as lost.
    static constexpr int kLostAnswerMs = 2000;
    void setLiveInterval(int ms) { m_liveInterval = ms; }
    // View > Text size: the page is zoomed by `factor` (on top of presentation mode's own zoom),
    // at once and without reloading; its formulas fit their column again on the resize. A column
    // too narrow for that keeps lines of kNarrowestLine CSS pixels (as at 100 % in the smallest
    // window): the text grows as far as that allows, and further when the column is widened.
    void setTextScale(double factor);
    static constexpr int kNarrowestLine = 270;
    double textScale() const { return m_textScale; }
    // True once every formula of the page is rendered and fitted (and the page scrolled to the
    // reader's place after a reload).
    bool isRendered() const { return m_rendered; }
    // True once a frame has been presented that shows the formulas in the view rendered and
    // fitted: the first screen's come first, so this usually comes before rendered(); on a
    // reload that keeps the reader's place, after it.
    bool isPainted() const { return m_painted; }
    // The view's size when the page last said a frame was presented ("painted", or "resized"
    // once a frame at a new size was), as presented() is emitted; empty before.
    QSize presentedSize() const { return m_presentedSize; }
    // How many live-box updates were sent to the page (for tests and bench/ui_drag).
    int liveUpdatesSent() const { return m_liveUpdatesSent; }
    bool isLiveUpdatePending() const
    {
        return (m_liveInFlight && m_liveSentAt.elapsed() < kLostAnswerMs) || !m_queuedLive.isNull();
    }
    // The live HTML the page shows (or is rendering now), and whether as an interim update.
    const QString& shownLive() const { return m_shownLive; }
    bool isShownInterim() const { return m_shownInterim; }

    // The profile every lesson page uses: off the record, with the URL filter installed.
    static QWebEngineProfile* profile();

    // True while the view is hidden and its page discarded: a hidden lesson gives its renderer's
    // memory back, and the page is loaded again (same text, same scroll position) when shown.
    bool isReleased() const { return m_released; }

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void hideEvent(QHideEvent* event) override;

signals:
    void rendered();
    void painted();
    void presented();
    // A collision-lab:<what> link was clicked (the guide's "collision-lab:lesson").
    void appLinkClicked(const QString& what);

private:
    // Shared with every pending callback; false once this view is being destroyed.
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
    bool m_rendered = false;
    bool m_painted = false;
    QSize m_presentedSize;
    void sendLive(const QString& liveHtml, bool interim);
    void sendQueuedLive();
    void load(double scrollFraction);
    void release();

    QString m_html; // the whole page as last asked for by showLesson()
    QString m_htmlLive; // the live HTML inside m_html
    bool m_projector = false;
    double m_textScale = 1;
    double pageZoom() const;
    bool m_released = false;

    QString m_pendingLive; // arrived before the page was rendered
    QString m_shownLive; // the live HTML the page shows, or is rendering now
    QString m_queuedLive; // the latest that arrived while an update was rendering
    bool m_shownInterim = false; // m_shownLive was rendered as an interim update
    bool m_queuedInterim = false; // and m_queuedLive is one
    bool m_liveInFlight = false;
    QElapsedTimer m_liveSentAt; // an answer lost with a crashed renderer must not stop the box
    QTimer m_livePace; // sends the queued update once m_liveInterval ms have passed
    int m_liveInterval = kLiveIntervalMs;
    int m_liveUpdatesSent = 0;
    double m_scrollTo = 0; // fraction of the page height to open at, kept while released
};

} // namespace lab
