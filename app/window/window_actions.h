// The window's actions and menus, a struct per menu, made and worded by main_window_menus.cpp.
// Every action with a key is also the window's, so that its key works in presentation mode, which
// hides the menu bar and the toolbar. What an action does is the window's or one of its parts'.
#pragma once

#include <QString>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace lab {

class MainWindow;

struct FileActions {
    QMenu* menu = nullptr;
    QAction* openScene = nullptr;
    QAction* saveScene = nullptr;
    QAction* openPlan = nullptr;
    QAction* savePlan = nullptr;
    QMenu* examplePlans = nullptr;
    QAction* exampleEnglish = nullptr;
    QAction* exampleJapanese = nullptr;
    QAction* addBookmark = nullptr;
    QAction* closePlan = nullptr;
    QAction* exportPng = nullptr;
    QAction* exportSvg = nullptr;
    QAction* progress = nullptr;
    QAction* saveProgressAs = nullptr;
    QAction* classOverview = nullptr;
    QAction* quit = nullptr;
};

struct EditActions {
    QMenu* menu = nullptr;
    QAction* undo = nullptr;
    QAction* redo = nullptr;
    QAction* reset = nullptr;
};

struct ViewActions {
    QMenu* menu = nullptr;
    QAction* zoomIn = nullptr;
    QAction* zoomOut = nullptr;
    QAction* resetView = nullptr;
    QMenu* textSize = nullptr;
    QAction* textLarger = nullptr;
    QAction* textSmaller = nullptr;
    QAction* textNormal = nullptr;
    QAction* previous = nullptr;
    QAction* next = nullptr;
    QAction* showList = nullptr;
    QAction* toggleText = nullptr;
    QAction* toggleCode = nullptr; // F7: the lesson's code view or its text
    QAction* present = nullptr;
    QAction* leavePresentation = nullptr;
    QMenu* palette = nullptr;
    QAction* paletteDark = nullptr;
    QAction* paletteLight = nullptr;
    QMenu* lessons = nullptr; // the Lessons menu, beside View
};

struct LanguageActions {
    QMenu* menu = nullptr;
    QAction* japanese = nullptr;
    QAction* english = nullptr;
    QAction* switchLanguage = nullptr;
};

struct HelpActions {
    QMenu* menu = nullptr;
    QAction* guide = nullptr;
    QAction* shortcuts = nullptr;
    QAction* answerKey = nullptr; // for a teacher: every task's answer, as PDF or text
    QAction* about = nullptr;
};

struct WindowActions {
    FileActions file;
    EditActions edit;
    ViewActions view;
    LanguageActions language;
    HelpActions help;
    QToolBar* toolBar = nullptr;
};

// The actions and the menu bar's menus of `window`, connected to what they do, and `toolBar`, the
// window's first (made before the classroom's bars, which come under it) filled.
WindowActions createWindowActions(MainWindow& window, QToolBar& toolBar);
// Their words in the current language.
void retranslateActions(const WindowActions& actions);
// Help > Keyboard shortcuts: every key, as an HTML table in the current language: the keys of
// the canvas and the controls, then every action of `window` with keys (key_help.h).
QString shortcutsText(const QWidget& window);

} // namespace lab
