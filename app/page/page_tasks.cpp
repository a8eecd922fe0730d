#include "page_tasks.h"

#include "catalog.h"

#include "core/lesson.h"
#include "core/lesson_text.h"
#include "core/records/progress.h"
#include "core/widgets/task_panel.h"

#include <QCoreApplication>
#include <QVBoxLayout>

namespace lab {

PageTasks::PageTasks(const Lesson& lesson, LessonScene& scene, QUndoStack& undo, QObject* parent)
    : QObject(parent)
    , m_lesson(lesson)
    , m_scene(scene)
    , m_undo(undo)
{
    m_revealed = revealed();
    if (ProgressStore* store = ProgressStore::instance()) {
        connect(store, &ProgressStore::changed, this, &PageTasks::followProgress);
        connect(store, &ProgressStore::reset, this, [this] {
            if (m_panel)
                m_panel->reload();
            followProgress();
        });
    }
}

TaskPanel* PageTasks::panel() const
{
    return m_panel;
}

QWidget* PageTasks::withControls(QWidget* controls, QWidget* parent)
{
    auto tasks = m_lesson.createTasks();
    if (tasks.empty())
        return controls;
    auto* both = new QWidget(parent);
    auto* layout = new QVBoxLayout(both);
    layout->setContentsMargins(0, 0, 0, 0);
    m_panel = new TaskPanel(m_lesson.id(), m_scene, m_undo, std::move(tasks), both);
    layout->addWidget(m_panel);
    controls->setParent(both);
    layout->addWidget(controls);
    // Without a progress store (tests) the panel's own records say what is revealed.
    connect(m_panel, &TaskPanel::revealedChanged, this, &PageTasks::followProgress);
    m_revealed = revealed();
    return both;
}

QStringList PageTasks::revealed() const
{
    QStringList ids = m_panel ? m_panel->revealed() : QStringList();
    if (const ProgressStore* store = ProgressStore::instance()) {
        for (const Lesson* lesson : availableLessons()) {
            const ExerciseProgress progress = store->exercise(lesson->id());
            for (auto it = progress.tasks.cbegin(); it != progress.tasks.cend(); ++it) {
                const TaskRecord& r = it.value();
                const QString id = lesson->id() + QLatin1Char('/') + it.key();
                if (r.answered() && !ids.contains(id))
                    ids << id;
            }
        }
    }
    ids.sort();
    return ids;
}

void PageTasks::followProgress()
{
    const QStringList now = revealed();
    if (now == m_revealed)
        return;
    m_revealed = now;
    emit revealedChanged();
}

QString PageTasks::text(const QString& html) const
{
    return withTasksHidden(html, m_revealed, [](const QString& ref) {
        const QString lesson = ref.section(QLatin1Char('/'), 0, 0);
        const QString task = ref.section(QLatin1Char('/'), 1);
        QString title = task;
        if (const Lesson* l = findLesson(lesson)) {
            for (const LessonTask& t : l->tasks()) {
                if (t.id == task)
                    title = t.title;
            }
        }
        const QString words = QCoreApplication::translate("PageTasks",
            "This part answers a task (%1: “%2”). It opens here once "
            "you have solved that task or asked for its solution.")
                                  .arg(lessonTitle(lesson), title);
        return QStringLiteral("<p>%1</p>").arg(words.toHtmlEscaped());
    });
}

} // namespace lab
