#include "lesson_checker.h"

#include "page/text_view.h"
#include "page_script.h"

#include "catalog.h"
#include "core/lesson.h"
#include "core/lesson_text.h"
#include "core/model/scene.h"

#include <QEventLoop>
#include <QTimer>
#include <QWebEnginePage>

#include <memory>

namespace lab {

namespace {

QString jsLiteral(const QString& text)
{
    QString out;
    out.reserve(text.size() + 8);
    out += QLatin1Char('"');
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        if (c == QLatin1Char('\n')) {
            out += QLatin1String("\\n");
            continue;
        }
        out += c;
    }
    out += QLatin1Char('"');
    return out;
}

} // namespace

QList<LessonCheck> checkAllLessons(const std::function<void(Language)>& switchLanguage)
{
    QWebEnginePage page(LessonTextView::profile());
    {
        QEventLoop loop;
        QObject::connect(&page, &QWebEnginePage::loadFinished, &loop, &QEventLoop::quit);
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        page.setHtml(
            lessonPage(QString(), QString(), Language::English, false), QUrl(QStringLiteral("qrc:/")));
        loop.exec();
    }
    const bool katexLoaded
        = evaluate(page, QStringLiteral("typeof katex === 'object' && typeof checkFormula === 'function'"))
              .toBool();

    QList<LessonCheck> checks;
    for (const Lesson* lesson : availableLessons()) {
        for (const Language language : { Language::English, Language::Japanese }) {
            switchLanguage(language);
            LessonCheck check;
            check.lessonId = lesson->id();
            check.language = languageCode(language);
            const QString text = lessonText(lesson->id(), language);
            if (text.trimmed().isEmpty())
                check.errors << QStringLiteral("missing text");
            // The live box of the initial scene is part of the page too.
            const auto scene = lesson->createScene();
            QList<Formula> formulas = extractFormulas(text);
            formulas += extractFormulas(lesson->liveText(*scene));
            check.formulas = int(formulas.size());
            for (const Formula& f : formulas) {
                if (!katexLoaded) {
                    check.errors << QStringLiteral("KaTeX did not load from qrc:/katex");
                    break;
                }
                const QString error = evaluate(page,
                    QStringLiteral("checkFormula(%1, %2)")
                        .arg(jsLiteral(f.tex), f.display ? QStringLiteral("true") : QStringLiteral("false")))
                                          .toString();
                if (!error.isEmpty())
                    check.errors << f.tex + QStringLiteral(": ") + error;
            }
            checks << check;
        }
    }
    return checks;
}

} // namespace lab
