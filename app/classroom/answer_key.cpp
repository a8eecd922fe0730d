#include "answer_key.h"

#include "catalog.h"
#include "core/lesson.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/model/scene.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace lab {

namespace {

QString say(const char* text)
{
    return QCoreApplication::translate("AnswerKey", text);
}

// Where a task comes from, or that it goes beyond the sources.
QString sourceLine(const QString& lines)
{
    return QStringLiteral("  %1 %2\n")
        .arg(say(QT_TRANSLATE_NOOP("AnswerKey", "From:")),
            lines.isEmpty()
                ? say(QT_TRANSLATE_NOOP("AnswerKey", "beyond the sources (this course's own task)"))
                : sourceLinesText(lines));
}

// The part of a task's key that depends on its kind: the choice, the number, the blanks' words.
QString expected(const TaskDefinition& task, const LessonScene& scene)
{
    QString text;
    switch (task.kind()) {
    case TaskKind::Predict: {
        QStringList labels;
        QString right;
        for (const TaskChoice& choice : task.choices()) {
            labels << choice.label;
            if (choice.id == task.rightChoice(scene))
                right = choice.label;
        }
        text += QStringLiteral("  %1 %2\n")
                    .arg(say(QT_TRANSLATE_NOOP("AnswerKey", "Choices:")), labels.join(QStringLiteral(" / ")));
        text += QStringLiteral("  %1 %2\n")
                    .arg(say(QT_TRANSLATE_NOOP("AnswerKey", "Right on this scene:")), right);
        break;
    }
    case TaskKind::Compute:
        text += QStringLiteral("  %1 %2 (± %3)\n")
                    .arg(say(QT_TRANSLATE_NOOP("AnswerKey", "Answer on this scene:")),
                        formatNumber(task.answer(scene), 4), formatNumber(task.tolerance(scene), 4));
        break;
    case TaskKind::FillIn:
        for (const TaskBlank& blank : task.blanks()) {
            const QString accepted = blank.condition
                ? QStringLiteral("%1 %2").arg(QString::fromStdString(blank.condition->reference),
                    say(QT_TRANSLATE_NOOP(
                        "AnswerKey", "(or any condition true for exactly the same values)")))
                : blank.number ? QStringLiteral("%1 (± %2)")
                                     .arg(formatNumber(*blank.number, 4), formatNumber(blank.tolerance, 4))
                               : blank.accepted.join(QStringLiteral(" / "));
            text += QStringLiteral("  %1 → %2\n").arg(blank.label, accepted);
        }
        break;
    case TaskKind::Exercise: break;
    }
    return text;
}

QString lessonKey(const Lesson& lesson)
{
    QString text;
    const auto tasks = lesson.createTasks();
    int number = 0;
    for (const auto& task : tasks) {
        // Each task on a scene of its own, as the panel puts it: the one seed 1 draws.
        const std::unique_ptr<LessonScene> scene = lesson.createScene();
        if (const auto state = task->scene(1); state && scene->validate(*state).isEmpty())
            scene->setState(*state);
        text += QStringLiteral("%1 %2: %3 %4\n")
                    .arg(lesson.id(), task->id(),
                        say(QT_TRANSLATE_NOOP("AnswerKey", "Task %1")).arg(++number), task->title());
        text += QStringLiteral("  %1 %2\n")
                    .arg(say(QT_TRANSLATE_NOOP("AnswerKey", "Asks:")),
                        taskWordsAsShown(task->prompt(*scene), true));
        text += sourceLine(task->sourceLines());
        text += expected(*task, *scene);
        text += QStringLiteral("  %1 %2\n")
                    .arg(say(QT_TRANSLATE_NOOP("AnswerKey", "Worked solution:")),
                        taskWordsAsShown(task->solution(*scene), true));
    }
    return text;
}

} // namespace

QString answerKeyText()
{
    QString text;
    for (const Lesson* lesson : availableLessons())
        text += lessonKey(*lesson) + QLatin1Char('\n');
    return taskWordsAsShown(text); // "問い：" before a question, "…です。" before the next sentence
}

bool writeAnswerKey(const QString& path)
{
    const QString text = answerKeyText();
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setTitle(QCoreApplication::translate("AnswerKey", "Answer key"));
        QTextDocument doc;
        doc.setPlainText(text);
        doc.setPageSize(QSizeF(pdf.width(), pdf.height()));
        doc.print(&pdf);
        return QFile::exists(path) && QFile(path).size() > 0;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return false;
    return file.write(text.toUtf8()) > 0;
}

} // namespace lab
