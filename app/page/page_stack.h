// The opened lessons' pages, one on screen: each made when its lesson is first shown, its undo
// stack in the window's undo group (the active one is the page's on screen). A page on screen takes
// the text | canvas | controls sizes of the one before it. Each lesson's values are kept in the
// settings between runs (exercises keep theirs in the progress file).
#pragma once

#include "core/lesson.h"

#include <QHash>
#include <QStackedWidget>

class QSettings;
class QUndoGroup;

namespace lab {

class LessonPage;

class PageStack : public QStackedWidget {
    Q_OBJECT
public:
    explicit PageStack(QWidget* parent);

    // The page of `lesson`, made (with the values kept for it) if it is not open yet; `made`
    // says whether it was.
    LessonPage& pageFor(const Lesson& lesson, Language language, bool* made);
    // Puts `page` on screen: it alone sets how narrow the window may be.
    void show(LessonPage& page);
    LessonPage* current() const;
    QList<LessonPage*> pages() const { return m_pages.values(); }
    QUndoGroup& undoGroup() const { return *m_undoGroup; }
    // New student: the exercises' pages go (shown again, they read their now empty state);
    // true when the page on screen was one of them.
    bool dropExercisePages();

    // Off for --screenshot: lessons open with their own values and nothing is written back.
    void setUseSavedScenes(bool on) { m_useSavedScenes = on; }
    // Every lesson's values.
    void saveSettings(QSettings& settings) const;

signals:
    // A page's values kept from the last run could not be used: it starts from the beginning.
    void savedSceneRefused();

private:
    void restoreScene(LessonPage& page);

    QUndoGroup* m_undoGroup = nullptr;
    QHash<QString, LessonPage*> m_pages;
    bool m_useSavedScenes = true;
};

} // namespace lab
