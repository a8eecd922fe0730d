// The window shell: the lesson list beside the page stack, showing and stepping through the
// lessons, the language, and the window's place on the screen and its settings. It knows lessons
// only through the Lesson interface and the catalog. Its parts, each its own class: the actions and
// menus (WindowActions), presentation mode, View > Text size, the classroom (student bar, plans,
// progress, class overview, guide) and scene files.
#pragma once

#include "language.h"

#include <QMainWindow>

#include <memory>

class QSplitter;

namespace lab {

class LiveClassController;
class ClassroomController;
class LessonList;
class LessonPage;
class PageStack;
class PresentationController;
class SceneFiles;
class TextSizeController;
struct WindowActions;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageSwitcher& language, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens the lesson with `id`; false when there is no such (built) lesson.
    bool showLesson(const QString& id);
    LessonPage* currentPage() const;
    QString currentLessonId() const;
    // The next (1) or previous (-1) lesson; with a lesson plan open, its bookmarks instead.
    void step(int delta);

    void setLanguage(Language language);
    Language language() const { return m_language.language(); }

    const WindowActions& windowActions() const { return *m_actions; }
    PresentationController& presentation() const { return *m_presentation; }
    TextSizeController& textSize() const { return *m_textSize; }
    ClassroomController& classroom() const { return *m_classroom; }
    // The live class (issue 32): the Class menu, the teacher's session, the student's link.
    LiveClassController& classController() const { return *m_class; }
    SceneFiles& files() const { return *m_files; }
    PageStack& pageStack() const { return *m_stack; }
    LessonList* lessonList() const { return m_list; }
    // The lesson list beside the page where it fits (View > Lesson list, F9; see LessonList).
    void fitLessonList();

    // First start: maximized on the screen it opens on, with a normal size taken from the
    // screen's available area. With `useSaved`, the saved geometry instead, if it still fits
    // wholly on a screen of this machine.
    void placeOnScreen(bool useSaved);
    // Shows the window as placeOnScreen() decided (maximized or not).
    void showPlaced();
    // The window layout, language, projector palette, text size and each lesson's values.
    void restoreSettings();
    void saveSettings() const;

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void retranslate();
    // main_window_class.cpp: the live class, through its one controller.
    void setUpClass();

    LanguageSwitcher& m_language;
    QSplitter* m_split = nullptr; // the lesson list | the page stack
    LessonList* m_list = nullptr;
    PageStack* m_stack = nullptr;
    std::unique_ptr<WindowActions> m_actions;
    PresentationController* m_presentation = nullptr;
    TextSizeController* m_textSize = nullptr;
    ClassroomController* m_classroom = nullptr;
    LiveClassController* m_class = nullptr;
    SceneFiles* m_files = nullptr;
    bool m_showMaximized = false;
};

} // namespace lab
