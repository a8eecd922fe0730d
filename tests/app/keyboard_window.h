// The real window with a progress file of its own, and the keys a student presses in it: what the
// keyboard-only and accessibility tests share. Keys go to whatever has the keyboard focus.
#pragma once

#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "window/lesson_list.h"
#include "window/main_window.h"

#include "core/records/progress.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <string>

namespace lab::test {

// A window with saved scenes off, whose progress store (the instance while it lives)
// is a file in a temporary folder; `before` writes records into it before the window reads it.
struct ProgressWindow {
    QTemporaryDir dir;
    ProgressStore store { dir.filePath(QStringLiteral("progress.json")) };
    LanguageSwitcher language;
    MainWindow window { language };

    explicit ProgressWindow(const std::function<void(ProgressStore&)>& before = {})
    {
        store.load();
        if (before)
            before(store);
        ProgressStore::setInstance(&store);
        window.pageStack().setUseSavedScenes(false);
    }
    // Shown in `lang` and active, with lesson `id` open and the focus on the lesson list (shown
    // beside the page, as F9 shows it).
    ProgressWindow(const QString& id, Language lang)
        : ProgressWindow(std::function<void(ProgressStore&)>())
    {
        showActive(lang);
        openFromList(id);
    }
    ~ProgressWindow() { ProgressStore::setInstance(nullptr); }
    ProgressWindow(const ProgressWindow&) = delete;
    ProgressWindow& operator=(const ProgressWindow&) = delete;

    // The window shown in `lang` at 1366 x 800 and active, so that it gets the keys.
    void showActive(Language lang)
    {
        window.setLanguage(lang);
        window.resize(1366, 800);
        window.lessonList()->setChoice(true);
        window.show();
        window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&window));
    }
    // Lesson `id` shown, the focus on the lesson list: where a student who opened it from the list is.
    LessonPage& openFromList(const QString& id)
    {
        REQUIRE(window.showLesson(id));
        deliverPostedEvents();
        window.lessonList()->setFocus();
        return page();
    }
    LessonPage& page() { return *window.currentPage(); }
    TaskRecord record(const QString& lesson, const QString& task) const
    {
        return store.exercise(lesson).tasks.value(task);
    }
};

inline QWidget* focus()
{
    return QApplication::focusWidget();
}

inline void press(int key, Qt::KeyboardModifiers modifiers = {})
{
    REQUIRE(focus());
    QTest::keyClick(focus(), Qt::Key(key), modifiers);
    deliverPostedEvents();
}

// Tab (or Shift+Tab) until `reached` holds for the focus widget; fails after `limit` presses.
inline void tabTo(const std::function<bool(QWidget*)>& reached, bool back = false, int limit = 160)
{
    for (int i = 0; i < limit && !reached(focus()); ++i)
        press(back ? Qt::Key_Backtab : Qt::Key_Tab);
    INFO("focus: " << (focus() ? focus()->metaObject()->className() : "none") << " "
                   << (focus() ? focus()->objectName().toStdString() : std::string()) << " in "
                   << (focus() && focus()->parentWidget() ? focus()->parentWidget()->metaObject()->className()
                                                          : ""));
    REQUIRE(reached(focus()));
}

// The widget named `name` inside the box of task `task` (the box's header among them).
inline std::function<bool(QWidget*)> inTask(const QString& task, const QString& name)
{
    return [task, name](QWidget* w) {
        for (QWidget* p = w ? w->parentWidget() : nullptr; p; p = p->parentWidget()) {
            if (p->objectName() == QStringLiteral("task_") + task)
                return w->objectName() == name;
        }
        return false;
    };
}

} // namespace lab::test
