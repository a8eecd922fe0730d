#include "page_stack.h"

#include "lesson_page.h"
#include "page_columns.h"

#include "core/lesson.h"
#include "core/model/scene.h"

#include <QSettings>
#include <QUndoGroup>
#include <QUndoStack>

namespace lab {

PageStack::PageStack(QWidget* parent)
    : QStackedWidget(parent)
{
    m_undoGroup = new QUndoGroup(this);
}

LessonPage& PageStack::pageFor(const Lesson& lesson, Language language, bool* made)
{
    LessonPage* page = m_pages.value(lesson.id());
    *made = !page;
    if (page)
        return *page;
    page = new LessonPage(lesson, language, this);
    restoreScene(*page);
    m_undoGroup->addStack(&page->undoStack());
    addWidget(page);
    m_pages.insert(lesson.id(), page);
    return *page;
}

void PageStack::show(LessonPage& page)
{
    setCurrentWidget(&page);
    // Only the page on screen sets how narrow the window may be (a stack counts every page).
    for (LessonPage* p : std::as_const(m_pages)) {
        const auto policy = p == &page ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        p->setSizePolicy(policy, policy);
    }
    m_undoGroup->setActiveStack(&page.undoStack());
}

LessonPage* PageStack::current() const
{
    return qobject_cast<LessonPage*>(currentWidget());
}

bool PageStack::dropExercisePages()
{
    bool shown = false;
    for (auto it = m_pages.begin(); it != m_pages.end();) {
        LessonPage* page = it.value();
        if (!page->lesson().isExercise()) {
            ++it;
            continue;
        }
        shown = shown || page == current();
        m_undoGroup->removeStack(&page->undoStack());
        removeWidget(page);
        page->deleteLater();
        it = m_pages.erase(it);
    }
    return shown;
}

void PageStack::saveSettings(QSettings& settings) const
{
    for (const LessonPage* page : m_pages) {
        if (!m_useSavedScenes || page->lesson().isExercise())
            continue;
        QVariantList values;
        for (const double v : page->scene().values()) // the set-up, not a run's frame
            values.append(v);
        settings.setValue(QStringLiteral("scenes/") + page->lesson().id(), values);
    }
}

void PageStack::restoreScene(LessonPage& page)
{
    // The student's last values for this lesson, if they are still valid values for it.
    // Exercises keep theirs in the progress file; screenshots start from the lesson's own values.
    if (!m_useSavedScenes || page.lesson().isExercise())
        return;
    QSettings settings;
    const QString key = QStringLiteral("scenes/") + page.lesson().id();
    if (!settings.contains(key))
        return;
    const QVariantList saved = settings.value(key).toList();
    LessonScene::State state;
    bool ok = saved.size() == page.scene().params().size();
    for (const QVariant& v : saved) {
        bool isNumber = false;
        state.append(v.toDouble(&isNumber));
        ok = ok && isNumber;
    }
    if (ok && page.scene().validate(state).isEmpty()) {
        page.scene().setState(state);
    } else {
        emit savedSceneRefused();
        settings.remove(key);
    }
}

} // namespace lab
