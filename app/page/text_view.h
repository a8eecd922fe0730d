// The lesson text: a QWebEngineView showing HTML with formulas rendered by the bundled KaTeX.
// Only qrc: and data: URLs load; anything else, the network included, is blocked.
#pragma once

#include "live_updates.h"

#include "core/lesson.h"

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
    // The live box's updates (paced; see LiveUpdates).
    LiveUpdates& live() const { return *m_live; }
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
    // "rendered", "painted" and "resized" from page.js.
    void onPageSignal(const QString& what);
    void load(double scrollFraction, bool keepWaitingLive = false);
    void release();
    double pageZoom() const;

    // Shared with every pending callback; false once this view is being destroyed.
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
    bool m_rendered = false;
    bool m_painted = false;
    QSize m_presentedSize;
    QString m_html; // the whole page as last asked for by showLesson()
    QString m_htmlLive; // the live HTML inside m_html
    bool m_projector = false;
    double m_textScale = 1;
    bool m_released = false;
    double m_scrollTo = 0; // fraction of the page height to open at, kept while released
    LiveUpdates* m_live = nullptr;
};

} // namespace lab
