// The window shell: lesson list, the current lesson page, menus, toolbar, language and
// presentation mode. It knows lessons only through the Lesson interface and the registry.
#pragma once

#include "language.h"

#include "core/canvas/canvas_style.h"
#include "core/records/progress.h"
#include "core/records/scene_file.h"

#include <QFont>
#include <QHash>
#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QListWidget;
class QSplitter;
class QStackedWidget;
class QUndoGroup;
class QToolBar;

namespace lab {

class ClassController;
class LessonPage;
class Notice;
class PresentationBar;
class PlanController;
class StudentBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageSwitcher& language, QWidget* parent = nullptr);
    // Gives the application its font back as the system set it (View > Text size scaled it).
    ~MainWindow() override;

    // Shows the progress view of the exercises (ProgressStore::instance()).
    void showProgress();
    // Tells the student, in their language, what happened to an unreadable progress file.
    void reportRecoveredProgress(const QString& backupPath);
    // Tells the student about any load outcome that is not a plain success (nothing for Fresh
    // and Loaded); for those that hold saves back it offers File > Save progress as...
    void reportProgressLoad(const ProgressStore::LoadResult& result, const QString& path);
    // Asks for a file and saves the progress there from now on.
    void saveProgressAs();

    // Scene files (.clab): the current lesson's values and view. saveSceneFile() returns false
    // when the file cannot be written. openSceneFile() opens the scene's lesson with its values
    // (one undo step) and view, or returns why it refuses, in the current language; a refused
    // file changes nothing.
    bool saveSceneFile(const QString& path, const QString& title = QString());
    QString openSceneFile(const QString& path);
    // The same, for a student: a message box on refusal, a status message on success.
    void openSceneInteractive(const QString& path);
    // The scene on screen: lesson, values (a shown run frame's) and view.
    SceneFile currentScene() const;
    // Whether `scene` can be shown: its lesson exists and its values fit it.
    enum class SceneCheck { Fine, UnknownLesson, BadValues };
    SceneCheck checkScene(const SceneFile& scene) const;
    // Opens the scene's lesson with its values (one undo step named `undoText`) and view; false,
    // with nothing changed, when checkScene() refuses it.
    bool showScene(const SceneFile& scene, const QString& undoText);

    // Lesson plans (.clabplan): opened whole or refused whole (why, in the current language;
    // nothing changes then). openPlanBytes() reads plans that are not files (the examples).
    QString openPlanFile(const QString& path);
    QString openPlanBytes(const QByteArray& bytes, const QString& name, const QString& path);
    void openPlanInteractive(const QString& path);
    // The example plan of `language`, from the app's resources.
    QString openExamplePlan(Language language);
    // Before a plan with unsaved bookmarks is closed or replaced: save it, drop it or keep it
    // (the teacher's answer); true when it may go.
    bool mayDropPlan();
    // A plan left unsaved when the window last closed comes back (see PlanController).
    void restoreUnsavedPlan();
    PlanController& plan() const { return *m_plan; }

    // The first-run guide (Help > Guide) in the text column of the page on screen; again to leave.
    // `name` "teachers": the page for teachers about the live class (Class > Guide for teachers).
    void showGuide(const QString& name = QStringLiteral("guide"));
    void leaveGuide();
    bool isShowingGuide() const { return m_guidePage != nullptr; }
    // File > Class overview.
    void showClassOverview();
    StudentBar& studentBar() const { return *m_studentBar; }
    // The live class (issue 32): the Class menu, the teacher's session, the student's link.
    ClassController& classController() const { return *m_class; }
    // After New student: the exercises on screen read their (now empty) state again.
    void reloadExercisePages();

    // Opens the lesson with `id`; false when there is no such (built) lesson.
    bool showLesson(const QString& id);
    LessonPage* currentPage() const;
    QString currentLessonId() const;

    void setLanguage(Language language);
    Language language() const { return m_language.language(); }
    void setPresentation(bool on);
    bool isPresenting() const { return m_presenting; }
    // View > Projector palette: what presentation mode draws with; kept in the settings.
    void setProjectorPalette(ProjectorPalette palette);
    ProjectorPalette projectorPalette() const { return m_projectorPalette; }

    // View > Text size, in percent of the system font (100..200; other values are clamped),
    // for every page, the lesson list and the presentation bar; kept in the settings.
    void setTextSize(int percent);
    int textSize() const { return m_textSize; }

    void nextLesson();
    void previousLesson();

    // First start: maximized on the screen it opens on, with a normal size taken from the
    // screen's available area. With `useSaved`, the saved geometry instead, if it still fits
    // wholly on a screen of this machine.
    void placeOnScreen(bool useSaved);
    // Shows the window as placeOnScreen() decided (maximized or not).
    void showPlaced();
    void restoreSettings();
    void saveSettings() const;
    // Off for --screenshot: lessons open with their own values and nothing is written back.
    void setUseSavedScenes(bool on) { m_useSavedScenes = on; }

    QListWidget* lessonList() const { return m_list; }
    // View > Lesson list (F9): the list beside the lesson, or hidden to give the lesson its room.
    // With no choice made, the list is hidden while it would keep the current page from what it
    // wants (LessonPage::wantedWidth(): its lesson text at the chosen text size); shown by choice
    // only where the page still fits beside it.
    void setLessonListChoice(std::optional<bool> shown);
    bool isLessonListShown() const;
    // The large message shown over the window (presentation mode; the end of the lessons).
    Notice& notice() const { return *m_notice; }
    // F6: the lesson text column on or off, on every page.
    void toggleLessonText();
    // Help > Keyboard shortcuts: every key, as an HTML table in the current language.
    static QString shortcutsText();

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenusAndToolBar();
    void fillLessonList();
    // main_window_menus.cpp: the actions, menus, toolbar and their words.
    void retranslate();
    void retranslateLessonList();
    void exportCanvas(bool svg);
    void showShortcuts();
    void showAbout();
    void stepLesson(int delta);
    void restoreScene(LessonPage& page);
    void updatePresentationBar();
    // main_window_screen.cpp: the lesson list shown or hidden for the room there is.
    void setUpLessonListToggle();
    void fitLessonList();
    void retranslateLessonListToggle();
    // main_window_classroom.cpp: the student bar, plans, the class overview and the guide.
    bool savePlanInteractive(); // asks where; true when saved
    void setUpClassroom();
    void retranslateClassroom();
    // main_window_class.cpp: the live class, through its one controller.
    void setUpClass();
    // main_window_text.cpp: View > Text size.
    void setUpTextSize();
    void stepTextSize(int percent); // setTextSize(), and says the new size
    void retranslateTextSize();
    // A new application or desktop font (Qt's fontChanged, a ThemeChange): the chosen size again,
    // from the new base.
    void followSystemFont();

    LanguageSwitcher& m_language;
    QSplitter* m_split = nullptr;
    QListWidget* m_list = nullptr;
    QStackedWidget* m_stack = nullptr;
    QUndoGroup* m_undoGroup = nullptr;
    QToolBar* m_toolBar = nullptr;
    PresentationBar* m_bar = nullptr;
    Notice* m_notice = nullptr;
    std::optional<bool> m_textChoice; // F6 in this mode; reset when presentation starts or ends
    std::optional<bool> m_listChoice; // F9; none: as the room allows
    QAction* m_showList = nullptr;
    QHash<QString, LessonPage*> m_pages;
    QByteArray m_pageSplitterState;
    bool m_presenting = false;
    ProjectorPalette m_projectorPalette = ProjectorPalette::Dark;
    int m_textSize = 100;
    QFont m_textBase; // textsize::baseFont() when the text size was last applied
    static constexpr int kLessonListWidth = 140; // at 100 %
    bool m_useSavedScenes = true;
    bool m_wasMaximized = false;
    bool m_showMaximized = false;
    QByteArray m_normalGeometry;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_paletteMenu = nullptr;
    QMenu* m_textSizeMenu = nullptr;
    QAction* m_textLarger = nullptr;
    QAction* m_textSmaller = nullptr;
    QAction* m_textNormal = nullptr;
    QAction* m_paletteDark = nullptr;
    QAction* m_paletteLight = nullptr;
    QAction* m_exportPng = nullptr;
    QAction* m_exportSvg = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_progress = nullptr;
    QAction* m_saveProgressAs = nullptr;
    QAction* m_saveScene = nullptr;
    QAction* m_openScene = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_zoomIn = nullptr;
    QAction* m_zoomOut = nullptr;
    QAction* m_resetView = nullptr;
    QAction* m_present = nullptr;
    QAction* m_leavePresentation = nullptr;
    QAction* m_next = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_japanese = nullptr;
    QAction* m_english = nullptr;
    QAction* m_switchLanguage = nullptr;
    QAction* m_toggleText = nullptr;
    QAction* m_shortcuts = nullptr;
    QAction* m_about = nullptr;

    StudentBar* m_studentBar = nullptr;
    PlanController* m_plan = nullptr;
    LessonPage* m_guidePage = nullptr; // the page whose text column shows the guide
    QString m_guideName; // which guide it shows
    ClassController* m_class = nullptr;
    QAction* m_classOverview = nullptr;
    QAction* m_openPlan = nullptr;
    QAction* m_savePlan = nullptr;
    QAction* m_closePlan = nullptr;
    QAction* m_addBookmark = nullptr;
    QMenu* m_examplePlans = nullptr;
    QAction* m_exampleEnglish = nullptr;
    QAction* m_exampleJapanese = nullptr;
    QAction* m_guide = nullptr;
};

} // namespace lab
