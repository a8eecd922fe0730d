#include "lesson_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace lab {

namespace {

// Calls `onText` for plain text and `onFormula` for each formula, in order.
template <typename Text, typename Math> void scan(const QString& html, Text onText, Math onFormula)
{
    const qsizetype n = html.size();
    qsizetype i = 0;
    QString text;
    while (i < n) {
        const QChar c = html[i];
        if (c == QLatin1Char('\\') && i + 1 < n && html[i + 1] == QLatin1Char('$')) {
            text += QLatin1Char('$');
            i += 2;
            continue;
        }
        if (c != QLatin1Char('$')) {
            text += c;
            ++i;
            continue;
        }
        const bool display = i + 1 < n && html[i + 1] == QLatin1Char('$');
        const QString close = display ? QStringLiteral("$$") : QStringLiteral("$");
        const qsizetype start = i + close.size();
        qsizetype end = start;
        while (true) {
            end = html.indexOf(close, end);
            if (end < 0 || html[end - 1] != QLatin1Char('\\'))
                break;
            ++end;
        }
        if (end < 0) { // an unmatched dollar is text
            text += c;
            ++i;
            continue;
        }
        onText(text);
        text.clear();
        onFormula(Formula { html.mid(start, end - start).trimmed(), display });
        i = end + close.size();
    }
    onText(text);
}

} // namespace

QList<Formula> extractFormulas(const QString& html)
{
    QList<Formula> formulas;
    scan(
        html, [](const QString&) {}, [&](const Formula& f) { formulas.append(f); });
    return formulas;
}

QString toKatexMarkup(const QString& html)
{
    QString out;
    out.reserve(html.size() + html.size() / 4);
    scan(
        html, [&](const QString& text) { out += text; },
        [&](const Formula& f) {
            out += f.display ? QStringLiteral("<div class=\"math display\">")
                             : QStringLiteral("<span class=\"math\">");
            out += f.tex.toHtmlEscaped();
            out += f.display ? QStringLiteral("</div>") : QStringLiteral("</span>");
        });
    return out;
}

QString lessonPage(const QString& bodyHtml, const QString& liveHtml, Language language, bool projector)
{
    QString page = QStringLiteral(
        "<!DOCTYPE html><html lang=\"%1\"><head><meta charset=\"utf-8\">"
        "<link rel=\"stylesheet\" href=\"qrc:/katex/katex.min.css\">"
        "<link rel=\"stylesheet\" href=\"qrc:/page/lesson.css\">"
        // Every page uses KaTeX's main and math fonts, and most its larger brackets (\left( and
        // matrices: KaTeX_Size1 to 4, 4 to 6 KB each): asked for here, while KaTeX's script is
        // read, rather than when the first layout finds them missing (the first screen's second
        // layout took 41 ms instead of 20, and waited 23 ms more for them).
        "<script>if (document.fonts) ['1em KaTeX_Main', 'italic 1em KaTeX_Math', '1em KaTeX_Size1',"
        " '1em KaTeX_Size2', '1em KaTeX_Size3', '1em KaTeX_Size4'].forEach(function (f) { "
        "document.fonts.load(f); });</script>"
        "<script src=\"qrc:/katex/katex.min.js\"></script>"
        // render-a11y-string is a CommonJS module: give it module, exports and require(katex).
        "<script>window.module = {exports: {}}; window.exports = module.exports;"
        " window.require = function () { return katex; };</script>"
        "<script src=\"qrc:/katex/render-a11y-string.js\"></script>"
        "<script>window.renderA11yString = module.exports;"
        " delete window.module; delete window.exports; delete window.require;</script>"
        "<script src=\"qrc:/page/page.js\"></script>"
        "</head><body class=\"%2\"><div id=\"live\" role=\"region\" aria-label=\"%3\">%4</div>"
        "<main>%5</main></body></html>");
    return page.arg(languageCode(language), projector ? QStringLiteral("projector") : QString(),
        QCoreApplication::translate("LessonText", "Your values right now").toHtmlEscaped(),
        toKatexMarkup(liveHtml), toKatexMarkup(bodyHtml));
}

namespace {

const QRegularExpression& revealOpening()
{
    static const QRegularExpression re(QStringLiteral("<div class=\"reveal\" data-task=\"([^\"]+)\">"));
    return re;
}

// Where the div opened at `from` (just past its opening tag) ends: just past its </div>.
qsizetype endOfDiv(const QString& html, qsizetype from)
{
    static const QRegularExpression tag(QStringLiteral("<div[\\s>]|</div>"));
    int depth = 1;
    for (auto it = tag.globalMatch(html, from); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        depth += m.captured().startsWith(QLatin1String("</")) ? -1 : 1;
        if (depth == 0)
            return m.capturedEnd();
    }
    return html.size();
}

} // namespace

QString withTasksHidden(
    const QString& html, const QStringList& revealed, const std::function<QString(const QString&)>& note)
{
    QString out;
    qsizetype at = 0;
    for (auto it = revealOpening().globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() < at)
            continue; // inside a block already hidden
        const QString task = m.captured(1);
        if (revealed.contains(task))
            continue;
        out += html.mid(at, m.capturedStart() - at);
        out += QStringLiteral("<div class=\"reveal-held\" data-task=\"%1\">%2</div>").arg(task, note(task));
        at = endOfDiv(html, m.capturedEnd());
    }
    return out + html.mid(at);
}

QString withCodeLinks(const QString& html, const QString& label, bool hasCode)
{
    static const QRegularExpression link(
        QStringLiteral("<a class=\"code-link\" href=\"(collision-lab:code/[^\"]+)\"></a>"));
    QString out = html;
    out.replace(link,
        hasCode ? QStringLiteral("<a class=\"code-link\" href=\"\\1\">%1</a>").arg(label.toHtmlEscaped())
                : QString());
    return out;
}

QStringList heldTasks(const QString& html)
{
    QStringList tasks;
    for (auto it = revealOpening().globalMatch(html); it.hasNext();) {
        const QString task = it.next().captured(1);
        if (!tasks.contains(task))
            tasks << task;
    }
    return tasks;
}

QString withScrollTarget(const QString& page, double fraction)
{
    if (!(fraction > 0))
        return page;
    QString out = page;
    const qsizetype body = out.indexOf(QLatin1String("<body "));
    if (body >= 0)
        out.insert(body + 6, QStringLiteral("data-scroll-to=\"%1\" ").arg(fraction, 0, 'g', 6));
    return out;
}

} // namespace lab
