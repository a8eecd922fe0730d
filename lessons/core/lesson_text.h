// Lesson text: HTML with $...$ (inline) and $$...$$ (display) formulas for KaTeX.
#pragma once

#include "lesson.h"

#include <QList>
#include <QString>

#include <functional>

namespace lab {

struct Formula {
    QString tex;
    bool display = false;
};

// The formulas of `html` in order. "\$" is a literal dollar sign, not a delimiter.
QList<Formula> extractFormulas(const QString& html);

// `html` with every formula turned into an element that the page script renders with KaTeX:
// <span class="math">tex</span> or <div class="math display">tex</div> (tex HTML-escaped).
QString toKatexMarkup(const QString& html);

// `html` with every block that answers a task not yet revealed replaced by a note: a block is
// <div class="reveal" data-task="lesson/task">...</div> (nested divs allowed); it stays when
// "lesson/task" is in `revealed` (solved, or its solution shown). `note` words the note for a
// task ("lesson/task") in the current language, as HTML.
QString withTasksHidden(
    const QString& html, const QStringList& revealed, const std::function<QString(const QString&)>& note);
// `html` with every empty link to a line of the lesson's code, written beside a formula as
// <a class="code-link" href="collision-lab:code/<listing id>/<line>"></a> (line from 1), given
// its words (`label`, current language); without code (`hasCode` false) the links are dropped.
QString withCodeLinks(const QString& html, const QString& label, bool hasCode);

// The task refs ("lesson/task") that `html` holds back, in order, each once.
QStringList heldTasks(const QString& html);

// A whole page: KaTeX, lesson.css and the page script from qrc:/, the live box, then the text.
// Load it with base URL qrc:/ ; its script logs "collision-lab:rendered" when KaTeX is done.
QString lessonPage(const QString& bodyHtml, const QString& liveHtml, Language language, bool projector);

// `page` (from lessonPage) asked to open `fraction` of its height down: the script renders every
// formula first, then scrolls there. Unchanged for a fraction of 0 or less.
QString withScrollTarget(const QString& page, double fraction);

} // namespace lab
