#include "layout_checker.h"

#include "page/controls_column.h"
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_layout.h"
#include "page/text_view.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/widgets/wrapping.h"
#include "page_script.h"
#include "text_checks.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTabBar>
#include <QTextDocument>
#include <QTextEdit>
#include <QTextLayout>
#include <QTimer>
#include <QToolBar>
#include <QWebEnginePage>
#include <QtMath>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

namespace lab {

namespace {

// How long a page may take to answer a question about its layout.
constexpr int kScriptMs = 15000;

// Runs the event loop until `done` or `ms` have passed.
bool waitFor(const std::function<bool()>& done, int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms)
            return false;
        QEventLoop loop;
        QTimer::singleShot(10, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

// Lets pending layouts, resizes and paints happen.
void settle()
{
    for (int i = 0; i < 4; ++i) {
        QApplication::sendPostedEvents();
        QApplication::processEvents();
    }
}

QString nameOf(const QWidget& w)
{
    QString name
        = w.objectName().isEmpty() ? QString::fromLatin1(w.metaObject()->className()) : w.objectName();
    QString text;
    if (const auto* b = qobject_cast<const QAbstractButton*>(&w))
        text = b->text();
    else if (const auto* l = qobject_cast<const QLabel*>(&w))
        text = l->text();
    text = text.simplified();
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(text.size() > 40 ? text.left(40) + QStringLiteral("…") : text);
    return name;
}

// Widgets a student reads or uses; the insides of composite widgets are theirs to manage.
bool worthChecking(const QWidget& w)
{
    if (qobject_cast<const QScrollBar*>(&w))
        return false;
    return qobject_cast<const QLabel*>(&w) || qobject_cast<const QAbstractButton*>(&w)
        || qobject_cast<const QLineEdit*>(&w) || qobject_cast<const QAbstractSpinBox*>(&w)
        || qobject_cast<const QComboBox*>(&w) || qobject_cast<const QAbstractSlider*>(&w)
        || qobject_cast<const QTabBar*>(&w) || qobject_cast<const QGraphicsView*>(&w)
        || qobject_cast<const QTextEdit*>(&w) || qobject_cast<const Canvas*>(&w)
        || qobject_cast<const LessonTextView*>(&w);
}

bool insideComposite(const QWidget& w, const QWidget& root)
{
    for (const QWidget* p = w.parentWidget(); p && p != &root; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractSpinBox*>(p) || qobject_cast<const QComboBox*>(p)
            || qobject_cast<const QWebEngineView*>(p) || qobject_cast<const QGraphicsView*>(p)
            || qobject_cast<const QTabBar*>(p) || qobject_cast<const QToolBar*>(p)
            || qobject_cast<const QMenuBar*>(p) || qobject_cast<const QStatusBar*>(p)
            || qobject_cast<const QTextEdit*>(p))
            return true;
    }
    return false;
}

// The viewport of a scroll area: what is inside may run on below, not sideways.
bool isScrollViewport(const QWidget& w)
{
    const auto* area = qobject_cast<const QAbstractScrollArea*>(w.parentWidget());
    return area && area->viewport() == &w;
}

} // namespace

QStringList wrappedLabelProblems(QWidget& root)
{
    QStringList problems;
    for (QLabel* label : root.findChildren<QLabel*>()) {
        if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
            continue;
        QTextDocument rich;
        rich.setHtml(label->text());
        QString text = Qt::mightBeRichText(label->text()) ? rich.toPlainText() : label->text();
        text.replace(QLatin1Char('\n'), QChar::LineSeparator); // a line of its own, as the label shows it
        const int width = label->contentsRect().width() - 2 * label->margin() - std::max(0, label->indent());
        // Laid out as the label lays it out: words wrapped at its width, in its font.
        QTextLayout layout(text, label->font());
        QTextOption option(label->alignment());
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        QString previous;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1, width));
            const QString words = text.mid(line.textStart(), line.textLength());
            if (const QString fault = japaneseBreakFault(previous, words); !fault.isEmpty())
                problems << QStringLiteral("%1: %2").arg(nameOf(*label), fault);
            previous = words;
        }
        layout.endLayout();
    }
    return problems;
}

QString LayoutCase::name() const
{
    return QStringLiteral("%1x%2%3")
        .arg(size.width())
        .arg(size.height())
        .arg(present ? QStringLiteral(" presentation") : QString());
}

QList<LayoutCase> standardLayoutCases()
{
    // The usual projectors presenting, the usual laptop and desktop screens, and the smallest
    // window the app supports.
    return { { { 1024, 768 }, true }, { { 1280, 720 }, true }, { { 1366, 768 }, false },
        { { 1920, 1080 }, false }, { { 1024, 700 }, false } };
}

QList<LayoutCase> textSizeLayoutCases()
{
    return { { { 1024, 768 }, false }, { { 1366, 768 }, false }, { { 1920, 1080 }, false } };
}

QStringList windowPastScreen(QWidget& window, QSize screen)
{
    if (window.width() <= screen.width() && window.height() <= screen.height())
        return {};
    return { QStringLiteral("window: %1x%2, larger than the %3x%4 screen (its parts need that much)")
                 .arg(window.width())
                 .arg(window.height())
                 .arg(screen.width())
                 .arg(screen.height()) };
}

QStringList clippedFields(QWidget& root)
{
    QStringList problems;
    for (QLineEdit* edit : root.findChildren<QLineEdit*>()) {
        if (!edit->isVisible() || edit->text().isEmpty() || insideComposite(*edit, root))
            continue;
        // The text's room as QLineEdit computes it: the style's contents rectangle, less the
        // text margins and the line edit's own two pixels on each side.
        QStyleOptionFrame option;
        option.initFrom(edit);
        option.rect = edit->rect();
        option.lineWidth
            = edit->hasFrame() ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit) : 0;
        option.midLineWidth = 0;
        option.state |= QStyle::State_Sunken;
        const QRect contents = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
        const QMargins margins = edit->textMargins();
        const int room = contents.width() - margins.left() - margins.right() - 2 * 2;
        const int needed = edit->fontMetrics().horizontalAdvance(edit->text());
        if (needed > room) {
            problems << QStringLiteral("%1: shows %2 of the %3 px its text \"%4\" needs")
                            .arg(nameOf(*edit))
                            .arg(std::max(0, room))
                            .arg(needed)
                            .arg(edit->text());
        }
    }
    return problems;
}

QStringList widgetsPastEdges(QWidget& root)
{
    QStringList problems;
    for (QWidget* w : root.findChildren<QWidget*>()) {
        if (!w->isVisible() || !worthChecking(*w) || insideComposite(*w, root))
            continue;
        // Inside each of its parents, up to the window; a scroll area's viewport may hold it
        // further down (scrolled out of view), never further to the side.
        QRect r = w->rect();
        QWidget* child = w;
        for (QWidget* p = w->parentWidget(); p; child = p, p = p->parentWidget()) {
            r.translate(child->pos());
            const bool sideways = r.left() < -1 || r.right() > p->width() + 1;
            const bool below = r.top() < -1 || r.bottom() > p->height() + 1;
            if (sideways || (below && !isScrollViewport(*p))) {
                problems << QStringLiteral("%1: runs %2 px past the edge of %3")
                                .arg(nameOf(*w))
                                .arg(std::max({ -r.left(), r.right() - p->width(), -r.top(),
                                    r.bottom() - p->height() }))
                                .arg(nameOf(*p));
                break;
            }
            r = r.intersected(p->rect());
            if (p == &root || r.isEmpty())
                break;
        }
        // Squeezed below what it needs: a cut button or label.
        const auto* label = qobject_cast<QLabel*>(w);
        if (label && label->wordWrap() && !label->text().isEmpty()) {
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                problems << QStringLiteral("%1: shows %2 of the %3 px its lines need")
                                .arg(nameOf(*w))
                                .arg(label->height())
                                .arg(needed);
        } else if (w->property("labWrapped").toBool()) {
            if (w->height() + 1 < w->minimumHeight()) // its wrapped lines
                problems << QStringLiteral("%1: shows %2 of the %3 px its lines need")
                                .arg(nameOf(*w))
                                .arg(w->height())
                                .arg(w->minimumHeight());
        } else if (label || qobject_cast<QAbstractButton*>(w)) {
            int needed = w->minimumSizeHint().width();
            if (const auto* button = qobject_cast<QPushButton*>(w);
                button && !button->text().contains(QLatin1Char('\n'))) {
                // Its text and the style's margins as QCommonStyle adds them (not the style's
                // wish for a wider button).
                const int margin = w->style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, w)
                    + 2 * w->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, w);
                needed = button->fontMetrics().horizontalAdvance(button->text().remove(QLatin1Char('&')))
                    + margin + (button->icon().isNull() ? 0 : button->iconSize().width() + 4);
            }
            if (needed > w->width() + 1 && !qobject_cast<QTabBar*>(w->parentWidget()))
                problems << QStringLiteral("%1: squeezed to %2 of the %3 px it needs")
                                .arg(nameOf(*w))
                                .arg(w->width())
                                .arg(needed);
        }
    }
    return problems;
}

namespace {

// The lesson text's problems, found by the page itself: a live box whose conclusion is out of
// view, that scrolls inside the text, or whose formula is wider than its column (with `checkLive`), a display
// formula or a table wider than the column, and a page that scrolls sideways (with the element that makes
// it).
const char* const kTextProblemsScript = R"JS(
(function (checkLive) {
  if (window.fitFormulas) window.fitFormulas();
  var out = [];
  function tex(node) {
    var a = node.querySelector('annotation');
    var t = (a ? a.textContent : node.textContent).replace(/\s+/g, ' ');
    return t.length > 60 ? t.slice(0, 60) + '…' : t;
  }
  var live = document.getElementById('live');
  if (checkLive && live && live.style.display !== 'none' && live.innerHTML.trim() !== '') {
    var box = live.getBoundingClientRect();
    var last = live.querySelector('.conclusion') || live.lastElementChild;
    var end = last ? last.getBoundingClientRect() : box;
    if (end.top < box.top - 1 || end.bottom > box.bottom + 1)
      out.push('live box: its conclusion is out of view (' + live.clientHeight + ' of ' + live.scrollHeight + ' px shown)');
    // A box that scrolls inside the scrolling text cuts a formula at its edge (issue 37).
    if (live.scrollHeight > live.clientHeight + 1)
      out.push('live box: scrolls inside the text (' + live.clientHeight + ' of ' + live.scrollHeight + ' px shown)');
    var right = box.right - parseFloat(getComputedStyle(live).paddingRight) + 1;
    var maths = live.querySelectorAll('.katex');
    for (var i = 0; i < maths.length; ++i) {
      var r = maths[i].getBoundingClientRect();
      if (r.right > right) out.push('live box: a formula ' + Math.round(r.right - right) + ' px wider than its column: ' + tex(maths[i]));
    }
  }
  var displays = document.querySelectorAll('main .katex-display');
  for (var j = 0; j < displays.length; ++j) {
    var d = displays[j];
    if (d.scrollWidth > d.clientWidth + 1)
      out.push('text: a display formula ' + (d.scrollWidth - d.clientWidth) + ' px wider than the column: ' + tex(d));
  }
  var tables = document.querySelectorAll('main table');
  for (var t = 0; t < tables.length; ++t) {
    if (tables[t].scrollWidth > tables[t].clientWidth + 1)
      out.push('text: a table ' + (tables[t].scrollWidth - tables[t].clientWidth) + ' px wider than the column: '
        + tables[t].textContent.replace(/\s+/g, ' ').slice(0, 50));
  }
  var page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) {
    // The innermost element whose content runs past the edge (text runs past too, in a <pre>).
    var culprit = null;
    var all = document.querySelectorAll('body *');
    for (var k = 0; k < all.length; ++k) {
      var e = all[k];
      if (e.closest('.katex-mathml') || getComputedStyle(e).overflowX !== 'visible') continue;
      if (e.getBoundingClientRect().left + e.scrollWidth > page.clientWidth + 1) culprit = e;
    }
    out.push('text: the page scrolls sideways' + (culprit ? ' (' + culprit.tagName.toLowerCase() + ': '
      + culprit.textContent.replace(/\s+/g, ' ').slice(0, 50) + ')' : ''));
  }
  return out;
})(%1)
)JS";

// The controls column scrolls sideways; a wrapped label's Japanese breaks against the rules.
QStringList controlsProblems(LessonPage& page)
{
    QScrollArea& controls = page.controlsArea();
    QStringList problems = wrappedLabelProblems(page.controls());
    if (!controls.horizontalScrollBar()->isVisible())
        return problems;
    return problems
        + QStringList { QStringLiteral("controls: a sideways scroll bar (%1 px wide, the controls need %2)")
                            .arg(controls.viewport()->width())
                            .arg(page.controls().minimumSizeHint().width()) };
}

} // namespace

namespace {

// The canvas as it paints at this size: its labels, where the placer put them, past its edge, on
// another label or on a handle, and its plates' words past their boxes.
QStringList canvasProblems(Canvas& canvas)
{
    QStringList problems;
    canvas.grab();
    const QList<PlacedLabel>& labels = canvas.placedLabels();
    problems += plateProblems(labels);
    const QRectF area(QPointF(0, 0), QSizeF(canvas.size()));
    const auto overlap = [](const QRectF& a, const QRectF& b) {
        const QRectF both = a.intersected(b);
        return both.width() * both.height() > 4;
    };
    for (int i = 0; i < labels.size(); ++i) {
        const PlacedLabel& a = labels[i];
        if (!area.adjusted(-1, -1, 1, 1).contains(a.rect))
            problems << QStringLiteral("canvas: label \"%1\" runs past the canvas").arg(a.text.simplified());
        for (int j = i + 1; j < labels.size(); ++j) {
            if (overlap(a.rect, labels[j].rect))
                problems << QStringLiteral("canvas: label \"%1\" lies on label \"%2\"")
                                .arg(a.text.simplified(), labels[j].text.simplified());
        }
        for (const QRectF& handle : canvas.labelObstacles()) {
            if (overlap(a.rect, handle)) {
                problems << QStringLiteral("canvas: label \"%1\" lies on a handle").arg(a.text.simplified());
                break;
            }
        }
    }
    return problems;
}

// The lesson text, once rendered and laid out at the view's width (kTextProblemsScript).
QStringList textProblems(LessonTextView& text, bool liveBox)
{
    waitFor([&text] { return text.isRendered() && !text.live().isPending(); }, 30000);
    // The page's viewport follows the view's size a moment later.
    const int cssWidth = qRound(text.width() / text.zoomFactor());
    waitFor(
        [&] {
            return std::abs(evaluate(*text.page(), QStringLiteral("window.innerWidth"), kScriptMs).toInt()
                       - cssWidth)
                <= 1;
        },
        5000);
    const QString script = QString::fromUtf8(kTextProblemsScript)
                               .arg(liveBox ? QStringLiteral("true") : QStringLiteral("false"));
    QStringList problems;
    for (const QVariant& line : evaluate(*text.page(), script, kScriptMs).toList())
        problems << line.toString();
    return problems;
}

} // namespace

QStringList pageProblems(LessonPage& page, bool liveBox)
{
    QStringList problems = canvasProblems(page.canvas());
    if (page.controlsArea().isVisible())
        problems += controlsProblems(page);
    if (page.columns().isTextShown())
        problems += textProblems(page.textView(), liveBox);
    return problems;
}

QStringList canvasShareProblems(const QWidget& window, LessonPage& page, bool present)
{
    const double wanted = 1 - panelShare(page.columns().textScale(), present);
    const double share = double(page.canvas().width()) / std::max(1, window.width());
    if (share + 0.005 >= wanted)
        return {};
    return { QStringLiteral("canvas: %1 % of the window's width, under the %2 % the layout gives it")
                 .arg(qRound(share * 100))
                 .arg(qRound(wanted * 100)) };
}

namespace {

// What the window shows now, then, where the text and the controls share the side column, the
// other of the two.
QStringList regionProblems(QWidget& window, LessonPage& page, bool liveBox)
{
    const auto now
        = [&] { return clippedFields(window) + widgetsPastEdges(window) + pageProblems(page, liveBox); };
    QStringList found = now();
    PageColumns& columns = page.columns();
    if (columns.isTextShown() && page.controlsArea().isVisible())
        return found; // the wide window shows both
    const bool textShown = columns.isTextShown();
    columns.setTextChoice(!textShown);
    settle();
    if (!textShown)
        waitFor([&page] { return page.textView().isRendered(); }, 30000);
    for (const QString& problem : now()) {
        if (!found.contains(problem))
            found << problem;
    }
    columns.setTextChoice(std::nullopt);
    settle();
    return found;
}

} // namespace

QStringList checkAllLayouts(MainWindow& window, const QList<LayoutCase>& cases)
{
    QStringList problems;
    const Language startLanguage = window.language();
    const QString startLesson = window.currentLessonId();
    for (const LayoutCase& c : cases) {
        window.presentation().setActive(c.present);
        settle();
        window.setGeometry(QRect(QPoint(0, 0), c.size));
        settle();
        for (const Language language : { Language::English, Language::Japanese }) {
            window.setLanguage(language);
            for (const Lesson* lesson : availableLessons()) {
                window.showLesson(lesson->id());
                LessonPage* page = window.currentPage();
                settle();
                if (!c.present) { // as a window manager sizes it: no larger than its minimum allows
                    window.setGeometry(QRect(QPoint(0, 0), c.size));
                    settle();
                }
                if (page->columns().isTextShown()) // a hidden text is waited for when it is shown
                    waitFor([page] { return page->textView().isRendered(); }, 30000);
                settle();
                QStringList found = c.present ? QStringList() : windowPastScreen(window, c.size);
                found += canvasShareProblems(window, *page, c.present);
                found += regionProblems(window, *page, c.size.width() >= 1366);
                const QString where
                    = QStringLiteral("%1 %2 %3: ").arg(lesson->id(), c.name(), languageCode(language));
                for (const QString& f : std::as_const(found))
                    problems << where + f;
            }
        }
    }
    window.presentation().setActive(false);
    window.setLanguage(startLanguage);
    if (!startLesson.isEmpty())
        window.showLesson(startLesson);
    return problems;
}

} // namespace lab
