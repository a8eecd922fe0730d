// The lesson page renders the formulas of its first screen before the others and says "painted"
// once a frame shows them: that is when --screenshot grabs the window. Checked through the page's
// DOM while the page holds the other formulas back (window.collisionLabHoldRest, set by a script
// that runs before the page's own), so the page is looked at as the screenshot shows it.
#include "page/lesson_page.h"
#include "page/text_view.h"
#include "window/main_window.h"
#include "window/text_size_controller.h"

#include "../support/events.h"
#include "../support/text_view_wait.h"

#include <catch2/catch.hpp>

#include <QTest>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>

namespace test_first_screen {

using namespace lab;
using lab::test::evaluate;

namespace {

// Every lesson page opened while this lives holds back the formulas after its first screen.
class HoldRest {
public:
    HoldRest()
    {
        m_script.setName(QStringLiteral("collision-lab-test-hold-rest"));
        m_script.setInjectionPoint(QWebEngineScript::DocumentCreation);
        m_script.setWorldId(QWebEngineScript::MainWorld);
        m_script.setSourceCode(QStringLiteral("window.collisionLabHoldRest = true;"));
        LessonTextView::profile()->scripts()->insert(m_script);
    }
    ~HoldRest() { LessonTextView::profile()->scripts()->remove(m_script); }
    HoldRest(const HoldRest&) = delete;
    HoldRest& operator=(const HoldRest&) = delete;

private:
    QWebEngineScript m_script;
};

// What the reader sees in the view: formulas still waiting for KaTeX in it ("raw"), visible text
// in it with TeX's backslash or dollar in it (KaTeX's hidden MathML left out), display formulas in
// it wider than their column ("wide"), and formulas waiting anywhere on the page.
const QString kLookAtView = QStringLiteral(R"JS(
(function () {
  var height = window.innerHeight;
  function inView(r) { return r.bottom > 0 && r.top < height && r.width > 0 && r.height > 0; }
  var raw = 0, waiting = 0;
  document.querySelectorAll('.math').forEach(function (m) {
    if (m.hasAttribute('data-rendered')) return;
    ++waiting;
    if (inView(m.getBoundingClientRect())) ++raw;
  });
  var tex = [];
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/[\\$]/.test(n.data) || n.parentElement.closest('.katex-mathml')) continue;
    var range = document.createRange();
    range.selectNodeContents(n);
    if (inView(range.getBoundingClientRect())) tex.push(n.data.trim().slice(0, 40));
  }
  var wide = 0;
  document.querySelectorAll('.katex-display').forEach(function (box) {
    if (inView(box.getBoundingClientRect()) && box.scrollWidth > box.clientWidth + 1) ++wide;
  });
  return {raw: raw, waiting: waiting, tex: tex.join(' | '), wide: wide,
          rendered: document.querySelectorAll('.math[data-rendered]').length};
})()
)JS");

void checkFirstScreen(const QString& lessonId, Language language, QSize size, int textSize = 100)
{
    INFO(lessonId.toStdString() << ' ' << (language == Language::Japanese ? "ja " : "en ") << size.width()
                                << 'x' << size.height() << " text " << textSize << '%');
    HoldRest hold;
    LanguageSwitcher switcher;
    MainWindow window(switcher);
    window.setLanguage(language);
    test::deliverPostedEvents();
    window.resize(size);
    window.textSize().setPercent(textSize);
    REQUIRE(window.showLesson(lessonId));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    LessonTextView& view = window.currentPage()->textView();
    REQUIRE(QTest::qWaitFor([&] { return view.isPainted(); }, 30000));

    // As --screenshot grabs it: everything in the view rendered and fitted, the rest still waiting.
    const QVariantMap seen = evaluate(view.page(), kLookAtView).toMap();
    CHECK(seen.value(QStringLiteral("rendered")).toInt() > 0);
    CHECK(seen.value(QStringLiteral("raw")).toInt() == 0);
    CHECK(seen.value(QStringLiteral("tex")).toString().toStdString() == "");
    CHECK(seen.value(QStringLiteral("wide")).toInt() == 0);
    CHECK(seen.value(QStringLiteral("waiting")).toInt() > 0); // the page did put the rest off
    CHECK_FALSE(view.isRendered());
    // Shown only now: until then the page drew itself hidden (its body and everything in it), so
    // no frame had raw TeX in it.
    CHECK(evaluate(view.page(), QStringLiteral("document.documentElement.classList.contains('ready')"))
              .toBool());
    const QString shown = evaluate(view.page(), QStringLiteral(R"JS(
(function () {
  function seen() {
    return [document.body, document.querySelector('main h1'), document.getElementById('live')]
        .map(function (e) { return getComputedStyle(e).visibility; }).join(' ');
  }
  var ready = seen();
  document.documentElement.classList.remove('ready');
  var before = seen();
  document.documentElement.classList.add('ready');
  return ready + ' / ' + before;
})()
)JS"))
                              .toString();
    CHECK(shown.toStdString() == "visible visible visible / hidden hidden hidden");

    // Let go, every formula is rendered and the page says so.
    evaluate(view.page(), QStringLiteral("window.collisionLabReleaseRest(); 0"));
    REQUIRE(test::waitRendered(view));
    const QVariantMap all = evaluate(view.page(), kLookAtView).toMap();
    CHECK(all.value(QStringLiteral("waiting")).toInt() == 0);
    CHECK(all.value(QStringLiteral("tex")).toString().toStdString() == "");
    // And whole, the first screen's too (it was drawn without MathML and words, to come sooner):
    // each formula has its MathML once, before what it draws, and KaTeX's words for its TeX.
    const QVariantMap whole = evaluate(view.page(), QStringLiteral(R"JS(
(function () {
  var lean = 0, noMathml = 0, wrongWords = 0, total = 0;
  document.querySelectorAll('.math').forEach(function (m) {
    ++total;
    if (m.hasAttribute('data-lean')) ++lean;
    var k = m.querySelector('.katex');
    if (k && !(k.querySelectorAll(':scope > .katex-mathml').length === 1
               && k.firstElementChild.classList.contains('katex-mathml')
               && k.querySelector(':scope > .katex-mathml > math'))) ++noMathml;
    var tex = m.getAttribute('data-source'), words = tex;
    try { words = window.renderA11yString(tex, { strict: 'ignore' }); } catch (e) {}
    if (m.getAttribute('aria-label') !== words) ++wrongWords;
  });
  return {lean: lean, noMathml: noMathml, wrongWords: wrongWords, total: total};
})()
)JS"))
                                  .toMap();
    CHECK(whole.value(QStringLiteral("total")).toInt() > 0);
    CHECK(whole.value(QStringLiteral("lean")).toInt() == 0);
    CHECK(whole.value(QStringLiteral("noMathml")).toInt() == 0);
    CHECK(whole.value(QStringLiteral("wrongWords")).toInt() == 0);
    switcher.setLanguage(Language::English);
    test::deliverPostedEvents();
}

// Every size for one lesson; the others in the hardest case only (each window takes seconds, and
// CI has 15 minutes): text twice as large in the small window, where the first screen's formulas
// must be fitted.
void checkFirstScreens(const char* lessonId, bool everySize)
{
    const QString id = QString::fromLatin1(lessonId);
    for (const Language language : { Language::English, Language::Japanese }) {
        if (everySize) {
            for (const QSize size : { QSize(1024, 768), QSize(1920, 1080) })
                checkFirstScreen(id, language, size);
        }
        checkFirstScreen(id, language, QSize(1024, 768), 200);
    }
}

} // namespace

TEST_CASE("Lesson page: lines shows its first screen rendered and fitted before the rest (en, ja)")
{
    checkFirstScreens("lines", true);
}

TEST_CASE(
    "Lesson page: slab at 200 % text shows its first screen rendered and fitted before the rest (en, ja)")
{
    checkFirstScreens("slab", false);
}

TEST_CASE(
    "Lesson page: swept at 200 % text shows its first screen rendered and fitted before the rest (en, ja)")
{
    checkFirstScreens("swept", false);
}

TEST_CASE("Lesson page: formulas too wide for the first screen are fitted before it is painted")
{
    HoldRest hold;
    LessonTextView view;
    view.resize(420, 600);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    // One display formula a little too wide (scaled down), one far too wide (broken into lines),
    // then enough text below the first screen for the page to put off.
    QString body
        = QStringLiteral("<h1>Wide</h1><p>$$a_1 + a_2 + a_3 + a_4 + a_5 + a_6 + a_7 + a_8 + a_9 = b$$</p>"
                         "<p>$$");
    for (int i = 1; i <= 40; ++i)
        body += QStringLiteral("x_{%1} + ").arg(i);
    body += QStringLiteral("y = z$$</p>");
    for (int i = 0; i < 60; ++i)
        body += QStringLiteral("<p>Further down, $k = %1$ and $\\frac{k}{2}$.</p>").arg(i);
    view.showLesson(body, QString(), Language::English, false);
    REQUIRE(QTest::qWaitFor([&] { return view.isPainted(); }, 30000));

    const QVariantMap seen = evaluate(view.page(), kLookAtView).toMap();
    CHECK(seen.value(QStringLiteral("raw")).toInt() == 0);
    CHECK(seen.value(QStringLiteral("wide")).toInt() == 0);
    CHECK(seen.value(QStringLiteral("waiting")).toInt() > 0);
    const QString fitted = evaluate(view.page(),
        QStringLiteral(
            "Array.prototype.map.call(document.querySelectorAll('main .math.display'), function (m) {"
            " return m.classList.contains('broken') ? 'broken' : (m.style.fontSize ? 'scaled' : 'whole'); "
            "}).join(' ')"))
                               .toString();
    CHECK(fitted.toStdString() == "scaled broken");
    evaluate(view.page(), QStringLiteral("window.collisionLabReleaseRest(); 0"));
    CHECK(test::waitRendered(view));
}

} // namespace test_first_screen
