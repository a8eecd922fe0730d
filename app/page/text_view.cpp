#include "text_view.h"

#include "renderer_priority.h"

#include "core/lesson_text.h"

#include <QHideEvent>
#include <QResizeEvent>
#include <QShowEvent>
#include <QTimer>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineUrlRequestInterceptor>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace lab {

namespace {

class LocalOnlyInterceptor : public QWebEngineUrlRequestInterceptor {
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;
    void interceptRequest(QWebEngineUrlRequestInfo& info) override
    {
        const QString scheme = info.requestUrl().scheme();
        if (scheme != QLatin1String("qrc") && scheme != QLatin1String("data"))
            info.block(true);
    }
};

class LessonWebPage : public QWebEnginePage {
public:
    LessonWebPage(QWebEngineProfile* profile, LessonTextView* view)
        : QWebEnginePage(profile, view)
        , m_view(view)
    {
    }

    // page.js reports "rendered" and "painted" as console messages "collision-lab:<what>" (not
    // through the title, which a screen reader reads as the document's name).
    std::function<void(const QString&)> onPageSignal;

protected:
    void javaScriptConsoleMessage(
        JavaScriptConsoleMessageLevel level, const QString& message, int line, const QString& source) override
    {
        static const QString prefix = QStringLiteral("collision-lab:");
        if (message.startsWith(prefix)) {
            if (onPageSignal)
                onPageSignal(message.mid(prefix.size()));
            return;
        }
        QWebEnginePage::javaScriptConsoleMessage(level, message, line, source);
    }

    // Links in lesson text never navigate away from the lesson. A collision-lab: link is a
    // request to the window (the guide's "Back to the lesson").
    bool acceptNavigationRequest(const QUrl& url, NavigationType, bool) override
    {
        const QString scheme = url.scheme();
        if (scheme == QLatin1String("collision-lab")) {
            emit m_view->appLinkClicked(url.path());
            return false;
        }
        return scheme == QLatin1String("qrc") || scheme == QLatin1String("data")
            || scheme == QLatin1String("about");
    }

private:
    LessonTextView* m_view;
};

} // namespace

QWebEngineProfile* LessonTextView::profile()
{
    static QWebEngineProfile* profile = [] {
        auto* p = new QWebEngineProfile(); // off the record: nothing written to disk
        p->setUrlRequestInterceptor(new LocalOnlyInterceptor(p));
        return p;
    }();
    return profile;
}

LessonTextView::LessonTextView(QWidget* parent)
    : QWebEngineView(parent)
{
    auto* webPage = new LessonWebPage(profile(), this);
    setPage(webPage);
    setContextMenuPolicy(Qt::NoContextMenu);
    m_live = new LiveUpdates(*webPage, m_alive, this);
    // Each new renderer (the first, one after a crash or a discarded page) yields to the canvas.
    connect(webPage, &QWebEnginePage::renderProcessPidChanged, this, [](qint64 pid) { yieldToDrawing(pid); });
    webPage->onPageSignal = [this, alive = m_alive](const QString& what) {
        if (*alive) // not while the view is being destroyed
            onPageSignal(what);
    };
}

void LessonTextView::onPageSignal(const QString& what)
{
    if (what == QLatin1String("rendered") && !m_rendered) {
        m_rendered = true;
        yieldToDrawing(page()->renderProcessPid()); // and the threads it started since
        m_live->pageReady();
        emit rendered();
    } else if (what == QLatin1String("painted") && !m_painted) {
        m_painted = true;
        m_presentedSize = size();
        emit painted();
        emit presented();
    } else if (what == QLatin1String("resized") && m_painted) {
        m_presentedSize = size();
        emit presented();
    }
}

LessonTextView::~LessonTextView()
{
    *m_alive = false;
    disconnect(page(), nullptr, this, nullptr);
    static_cast<LessonWebPage*>(page())->onPageSignal = nullptr;
}

void LessonTextView::showLesson(
    const QString& bodyHtml, const QString& liveHtml, Language language, bool projector, bool darkPage)
{
    m_html = lessonPage(bodyHtml, liveHtml, language, projector && darkPage);
    m_htmlLive = liveHtml;
    m_projector = projector;
    if (m_released)
        return; // loaded when the view is shown again
    if (!m_rendered) {
        load(0);
        return;
    }
    // Reloading (another language, presentation mode) keeps the reader at the same place.
    page()->runJavaScript(QStringLiteral("document.documentElement.scrollHeight > 0 ? "
                                         "window.scrollY / document.documentElement.scrollHeight : 0"),
        [this, alive = m_alive](const QVariant& fraction) {
            // The answer may come while the view is being destroyed, or after it was released.
            if (*alive && !m_released)
                load(fraction.toDouble());
        });
}

void LessonTextView::load(double scrollFraction, bool keepWaitingLive)
{
    m_rendered = false;
    m_painted = false;
    m_presentedSize = QSize();
    m_live->pageLoading(m_htmlLive, keepWaitingLive);
    m_scrollTo = scrollFraction;
    setZoomFactor(pageZoom());
    setHtml(withScrollTarget(m_html, scrollFraction), QUrl(QStringLiteral("qrc:/")));
}

double LessonTextView::pageZoom() const
{
    const double base = m_projector ? 1.3 : 1.0;
    const double room = width() > 0 ? double(width()) / kNarrowestLine : base;
    return std::max(base, std::min(base * m_textScale, room));
}

void LessonTextView::resizeEvent(QResizeEvent* event)
{
    QWebEngineView::resizeEvent(event);
    if (m_textScale > 1 && !m_released && !m_html.isEmpty() && std::abs(zoomFactor() - pageZoom()) > 0.01)
        setZoomFactor(pageZoom());
}

void LessonTextView::setTextScale(double factor)
{
    m_textScale = factor;
    if (!m_released && !m_html.isEmpty())
        setZoomFactor(pageZoom());
}

void LessonTextView::hideEvent(QHideEvent* event)
{
    QWebEngineView::hideEvent(event);
    // Another lesson was opened (not a minimised window): once the page knows it is hidden,
    // discard it. Every opened lesson kept its renderer's memory before.
    if (!event->spontaneous())
        QTimer::singleShot(0, this, &LessonTextView::release);
}

void LessonTextView::release()
{
    if (isVisible() || m_released || m_html.isEmpty())
        return;
    if (m_rendered) {
        const double height = page()->contentsSize().height();
        m_scrollTo = height > 0 ? page()->scrollPosition().y() / height : 0;
    }
    page()->setLifecycleState(QWebEnginePage::LifecycleState::Discarded);
    m_released = page()->lifecycleState() == QWebEnginePage::LifecycleState::Discarded;
    if (m_released) {
        m_rendered = false;
        m_painted = false;
        m_presentedSize = QSize();
        m_live->pageGone();
    }
}

void LessonTextView::showEvent(QShowEvent* event)
{
    QWebEngineView::showEvent(event);
    if (!m_released)
        return;
    m_released = false;
    page()->setLifecycleState(QWebEnginePage::LifecycleState::Active);
    load(m_scrollTo, true); // a live update asked for while hidden is applied once rendered
}

} // namespace lab
