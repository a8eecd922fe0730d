// MainWindow, the menus part: every action with its shortcut, the menus and the toolbar, their
// words in the current language, and Help (the keyboard shortcuts, About). The strings are the
// window's (translation context MainWindow).
#include "main_window.h"

#include "classroom/answer_key.h"
#include "lesson_list.h"
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_stack.h"
#include "page/text_size.h"
#include "presentation_controller.h"
#include "scene_files.h"
#include "text_size_controller.h"
#include "window/classroom_controller.h"
#include "window/plan_controller.h"
#include "window_actions.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/model/line_breaks.h"
#include "core/widgets/key_help.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoGroup>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

// A new action of `window` that runs `slot`; one with keys is the window's too, so that they
// work in every mode (presentation hides the menu bar and the toolbar, and a hidden widget's
// actions take no keys).
template <typename Slot> QAction* action(MainWindow& window, const QList<QKeySequence>& keys, Slot slot)
{
    auto* a = new QAction(&window);
    a->setShortcuts(keys);
    QObject::connect(a, &QAction::triggered, &window, slot);
    if (!keys.isEmpty())
        window.addAction(a);
    return a;
}

QKeySequence ctrl(Qt::Key key)
{
    return QKeySequence(Qt::CTRL | key);
}

// What a canvas action does to the page on screen, if there is one.
template <typename Do> auto onPage(MainWindow& window, Do what)
{
    return [&window, what] {
        if (LessonPage* page = window.currentPage())
            what(*page);
    };
}

FileActions fileActions(MainWindow& window)
{
    FileActions f;
    SceneFiles& files = window.files();
    ClassroomController& classroom = window.classroom();
    f.openScene = action(window, { ctrl(Qt::Key_O) }, [&files] { files.openSceneDialog(); });
    f.saveScene = action(window, { ctrl(Qt::Key_S) }, [&files] { files.saveSceneDialog(); });
    f.openPlan = action(window, {}, [&classroom] { classroom.openPlanDialog(); });
    f.savePlan = action(window, {}, [&classroom] { classroom.savePlanInteractive(); });
    f.examplePlans = new QMenu(&window);
    f.exampleEnglish = f.examplePlans->addAction(QString());
    f.exampleJapanese = f.examplePlans->addAction(QString());
    QObject::connect(f.exampleEnglish, &QAction::triggered, &window,
        [&classroom] { classroom.openExamplePlan(Language::English); });
    QObject::connect(f.exampleJapanese, &QAction::triggered, &window,
        [&classroom] { classroom.openExamplePlan(Language::Japanese); });
    PlanController& plan = classroom.plan();
    f.addBookmark = action(window, { ctrl(Qt::Key_B) }, [&plan] { plan.addBookmark(); });
    f.closePlan = action(window, {}, [&classroom] { classroom.closePlan(); });
    const auto planOpen = [&plan, save = f.savePlan, close = f.closePlan] {
        save->setEnabled(plan.isOpen());
        close->setEnabled(plan.isOpen());
    };
    QObject::connect(&plan, &PlanController::changed, f.savePlan, planOpen);
    QObject::connect(f.closePlan, &QAction::triggered, f.savePlan, planOpen);
    planOpen();
    f.exportPng = action(window, { ctrl(Qt::Key_E) }, [&files] { files.exportCanvas(false); });
    f.exportSvg = action(
        window, { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E) }, [&files] { files.exportCanvas(true); });
    f.progress = action(window, {}, [&classroom] { classroom.showProgress(); });
    f.saveProgressAs = action(window, {}, [&classroom] { classroom.saveProgressAs(); });
    f.classOverview = action(window, {}, [&classroom] { classroom.showClassOverview(); });
    // Not QKeySequence::Quit: empty on some platform themes.
    f.quit = action(window, { ctrl(Qt::Key_Q) }, [&window] { window.close(); });

    f.menu = window.menuBar()->addMenu(QString());
    f.menu->addActions({ f.openScene, f.saveScene });
    f.menu->addSeparator();
    f.menu->addActions({ f.openPlan, f.savePlan, f.examplePlans->menuAction(), f.addBookmark, f.closePlan });
    f.menu->addSeparator();
    f.menu->addActions({ f.exportPng, f.exportSvg });
    f.menu->addSeparator();
    f.menu->addActions({ f.progress, f.saveProgressAs, f.classOverview });
    f.menu->addSeparator();
    f.menu->addAction(f.quit);
    return f;
}

EditActions editActions(MainWindow& window)
{
    EditActions e;
    QUndoGroup& undo = window.pageStack().undoGroup();
    e.undo = action(window, { ctrl(Qt::Key_Z) }, [&undo] { undo.undo(); });
    e.undo->setEnabled(false);
    QObject::connect(&undo, &QUndoGroup::canUndoChanged, e.undo, &QAction::setEnabled);
    e.redo = action(window, { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), ctrl(Qt::Key_Y) },
        [&undo] { undo.redo(); });
    e.redo->setEnabled(false);
    QObject::connect(&undo, &QUndoGroup::canRedoChanged, e.redo, &QAction::setEnabled);
    e.reset
        = action(window, { ctrl(Qt::Key_R) }, onPage(window, [](LessonPage& page) { page.resetScene(); }));
    e.menu = window.menuBar()->addMenu(QString());
    e.menu->addActions({ e.undo, e.redo });
    e.menu->addSeparator();
    e.menu->addAction(e.reset);
    return e;
}

// View > Text size: Ctrl+= (or Ctrl++), Ctrl+- and Ctrl+0 make the lesson text, the formulas,
// the controls, the canvas labels, the lesson list, the presentation bar and the menus, toolbar,
// status bar and dialogs larger or smaller together, also while presenting.
void textSizeActions(MainWindow& window, ViewActions& v)
{
    TextSizeController& size = window.textSize();
    v.textLarger = action(window, { ctrl(Qt::Key_Equal), ctrl(Qt::Key_Plus) },
        [&size] { size.step(textsize::larger(size.percent())); });
    v.textLarger->setObjectName(QStringLiteral("textLarger"));
    v.textSmaller
        = action(window, { ctrl(Qt::Key_Minus) }, [&size] { size.step(textsize::smaller(size.percent())); });
    v.textSmaller->setObjectName(QStringLiteral("textSmaller"));
    v.textNormal = action(window, { ctrl(Qt::Key_0) }, [&size] { size.step(textsize::kNormal); });
    v.textNormal->setObjectName(QStringLiteral("textNormal"));
    v.textSize = new QMenu(&window);
    v.textSize->addActions({ v.textLarger, v.textSmaller, v.textNormal });
}

// Presentation mode (F5, Esc leaves) and the projector palette.
// The Lessons menu: every unit in the handout's order, the one on screen ticked (the lesson list
// is beside the page only by choice, F9).
QMenu* lessonsMenu(MainWindow& window)
{
    QMenu* menu = window.menuBar()->addMenu(QString());
    menu->setObjectName(QStringLiteral("lessonsMenu"));
    QObject::connect(menu, &QMenu::aboutToShow, menu, [menu, &window] {
        menu->clear();
        for (const CurriculumEntry& entry : curriculum()) {
            const QString id = entry.id();
            QAction* a = menu->addAction(lessonTitle(id), &window, [&window, id] { window.showLesson(id); });
            a->setCheckable(true);
            a->setChecked(id == window.currentLessonId());
        }
    });
    return menu;
}

void presentationActions(MainWindow& window, ViewActions& v)
{
    PresentationController& presentation = window.presentation();
    v.present = new QAction(&window);
    v.present->setCheckable(true);
    v.present->setShortcut(QKeySequence(Qt::Key_F5));
    window.addAction(v.present);
    QObject::connect(v.present, &QAction::toggled, &presentation, &PresentationController::setActive);
    v.leavePresentation = action(
        window, { QKeySequence(Qt::Key_Escape) }, [&presentation] { presentation.setActive(false); });
    v.leavePresentation->setEnabled(false);
    auto* palettes = new QActionGroup(&window);
    v.paletteDark = new QAction(palettes);
    v.paletteLight = new QAction(palettes);
    for (QAction* a : { v.paletteDark, v.paletteLight })
        a->setCheckable(true);
    v.paletteDark->setChecked(true);
    QObject::connect(v.paletteDark, &QAction::triggered, &presentation,
        [&presentation] { presentation.setProjectorPalette(ProjectorPalette::Dark); });
    QObject::connect(v.paletteLight, &QAction::triggered, &presentation,
        [&presentation] { presentation.setProjectorPalette(ProjectorPalette::Light); });
    v.palette = new QMenu(&window);
    v.palette->addActions({ v.paletteDark, v.paletteLight });
}

ViewActions viewActions(MainWindow& window)
{
    ViewActions v;
    // The canvas's zoom has the wheel and, on the focused canvas, the plain + - 0 keys; the Ctrl
    // keys are the text size's.
    v.zoomIn = action(window, {}, onPage(window, [](LessonPage& page) { page.canvas().zoomIn(); }));
    v.zoomOut = action(window, {}, onPage(window, [](LessonPage& page) { page.canvas().zoomOut(); }));
    v.resetView = action(window, {}, onPage(window, [](LessonPage& page) { page.canvas().resetView(); }));
    textSizeActions(window, v);
    // PageDown/PageUp step through lessons in presentation mode only (PresentationController):
    // elsewhere they scroll the lesson text.
    v.previous = action(window, { ctrl(Qt::Key_PageUp) }, [&window] { window.step(-1); });
    v.next = action(window, { ctrl(Qt::Key_PageDown) }, [&window] { window.step(1); });
    v.showList = new QAction(&window);
    v.showList->setObjectName(QStringLiteral("showLessonList"));
    v.showList->setCheckable(true);
    v.showList->setChecked(false);
    v.showList->setShortcut(QKeySequence(Qt::Key_F9));
    window.addAction(v.showList);
    QObject::connect(v.showList, &QAction::triggered, &window, [&window](bool shown) {
        window.lessonList()->setChoice(shown);
        if (shown && window.lessonList()->isHidden()) {
            window.statusBar()->showMessage(
                MainWindow::tr("The lesson list does not fit beside the lesson at this text size. "
                               "Make the text smaller (Ctrl+-) or the window wider; "
                               "Ctrl+PageDown and Ctrl+PageUp step through the lessons."),
                10000);
        }
    });
    PresentationController& presentation = window.presentation();
    v.toggleText
        = action(window, { QKeySequence(Qt::Key_F6) }, [&presentation] { presentation.toggleLessonText(); });
    // F7: the code in its dock under the canvas (also while presenting), or not.
    v.toggleCode = action(window, { QKeySequence(Qt::Key_F7) }, [&window] {
        if (LessonPage* page = window.currentPage(); page && page->codeView())
            page->showCode(!page->isShowingCode());
    });
    presentationActions(window, v);

    v.menu = window.menuBar()->addMenu(QString());
    v.menu->addActions({ v.zoomIn, v.zoomOut, v.resetView });
    v.menu->addSeparator();
    v.menu->addMenu(v.textSize); // under the canvas's zoom, which keeps the wheel and + - 0
    v.menu->addSeparator();
    v.menu->addActions({ v.previous, v.next });
    v.menu->addSeparator();
    v.menu->addActions({ v.showList, v.toggleText, v.toggleCode, v.present });
    v.menu->addMenu(v.palette);
    v.lessons = lessonsMenu(window);
    return v;
}

LanguageActions languageActions(MainWindow& window)
{
    LanguageActions l;
    // Language names are written in their own language on purpose: always recognisable.
    auto* languages = new QActionGroup(&window);
    l.japanese = new QAction(QStringLiteral("日本語"), languages);
    l.english = new QAction(QStringLiteral("English"), languages);
    for (QAction* a : { l.japanese, l.english })
        a->setCheckable(true);
    QObject::connect(
        l.japanese, &QAction::triggered, &window, [&window] { window.setLanguage(Language::Japanese); });
    QObject::connect(
        l.english, &QAction::triggered, &window, [&window] { window.setLanguage(Language::English); });
    // One key for the other language, so a teacher can switch while presenting.
    l.switchLanguage = action(window, { ctrl(Qt::Key_L) }, [&window] {
        window.setLanguage(window.language() == Language::Japanese ? Language::English : Language::Japanese);
    });
    l.menu = window.menuBar()->addMenu(QString());
    l.menu->addActions({ l.japanese, l.english });
    l.menu->addSeparator();
    l.menu->addAction(l.switchLanguage);
    return l;
}

// Help > Keyboard shortcuts: the list in a dialog that scrolls, four fifths of the window's height
// and as wide as two columns of text need (more than a message box, which grew past the screen).
void showShortcuts(MainWindow& window)
{
    QDialog dialog(&window);
    dialog.setWindowTitle(MainWindow::tr("Keyboard shortcuts"));
    auto* list = new QTextBrowser(&dialog);
    list->setHtml(phrasedMarkup(shortcutsText(window))); // Japanese breaks between phrases
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(buttons);
    const int em = QFontMetrics(dialog.font()).horizontalAdvance(QLatin1Char('M'));
    dialog.resize(std::min(window.width() * 9 / 10, 48 * em), window.height() * 4 / 5);
    dialog.exec();
}

HelpActions helpActions(MainWindow& window)
{
    HelpActions h;
    ClassroomController& classroom = window.classroom();
    h.guide = new QAction(&window);
    h.guide->setCheckable(true);
    QObject::connect(h.guide, &QAction::triggered, &window, [&classroom](bool on) {
        if (on)
            classroom.showGuide();
        else
            classroom.leaveGuide();
    });
    h.shortcuts
        = action(window, { QKeySequence(QKeySequence::HelpContents) }, [&window] { showShortcuts(window); });
    h.answerKey = action(window, {}, [&window] {
        const QString path = QFileDialog::getSaveFileName(&window, MainWindow::tr("Answer key for teachers"),
            MainWindow::tr("answer-key.pdf"), MainWindow::tr("PDF (*.pdf);;Text (*.txt)"));
        if (!path.isEmpty() && !writeAnswerKey(path))
            QMessageBox::warning(&window, MainWindow::tr("Answer key for teachers"),
                MainWindow::tr("Could not write %1.").arg(path));
    });
    h.about = action(window, {}, [&window] {
        QMessageBox::about(&window, MainWindow::tr("About Collision Detection Lab"),
            MainWindow::tr(
                "<b>Collision Detection Lab</b> %1<br>A textbook companion for 2D collision detection.<br>"
                "Formulas are rendered by KaTeX.")
                .arg(QCoreApplication::applicationVersion()));
    });
    h.menu = window.menuBar()->addMenu(QString());
    h.menu->addActions({ h.guide, h.shortcuts });
    h.menu->addSeparator();
    h.menu->addAction(h.answerKey);
    h.menu->addSeparator();
    h.menu->addAction(h.about);
    return h;
}

void fillToolBar(QToolBar* bar, const WindowActions& a)
{
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addActions({ a.edit.undo, a.edit.redo, a.edit.reset });
    bar->addSeparator();
    bar->addActions({ a.view.zoomIn, a.view.zoomOut, a.view.resetView });
    bar->addSeparator();
    bar->addActions({ a.file.exportPng, a.view.present });
    bar->addSeparator();
    bar->addActions({ a.language.japanese, a.language.english });
}

void retranslateFile(const FileActions& f)
{
    f.menu->setTitle(MainWindow::tr("&File"));
    f.openScene->setText(MainWindow::tr("Open scene..."));
    setKeyHelp(*f.openScene, MainWindow::tr("Bring back a saved lesson configuration"));
    f.saveScene->setText(MainWindow::tr("Save scene..."));
    setKeyHelp(*f.saveScene, MainWindow::tr("Keep this lesson's values and view in a file"));
    f.openPlan->setText(MainWindow::tr("Open lesson plan..."));
    f.openPlan->setToolTip(
        MainWindow::tr("A list of scenes to step through in class with PageDown and PageUp"));
    f.savePlan->setText(MainWindow::tr("Save lesson plan..."));
    f.closePlan->setText(MainWindow::tr("Close lesson plan"));
    f.addBookmark->setText(MainWindow::tr("Add bookmark"));
    setKeyHelp(*f.addBookmark,
        MainWindow::tr("Add the scene on screen to the lesson plan, after the current bookmark"));
    f.examplePlans->setTitle(MainWindow::tr("Open example plan"));
    f.exampleEnglish->setText(MainWindow::tr("English: a first lesson on collision tests"));
    f.exampleJapanese->setText(MainWindow::tr("Japanese: a first lesson on collision tests"));
    f.exportPng->setText(MainWindow::tr("Export PNG..."));
    setKeyHelp(*f.exportPng, MainWindow::tr("Save the canvas as a PNG picture"));
    f.exportSvg->setText(MainWindow::tr("Export SVG..."));
    setKeyHelp(*f.exportSvg, MainWindow::tr("Save the canvas as an SVG drawing"));
    f.progress->setText(MainWindow::tr("Progress and export for teacher..."));
    f.progress->setToolTip(MainWindow::tr("Which exercises are done, and a CSV file for the teacher"));
    f.saveProgressAs->setText(MainWindow::tr("Save progress as..."));
    f.saveProgressAs->setToolTip(MainWindow::tr("Keep your exercise answers in another file from now on"));
    f.classOverview->setText(MainWindow::tr("Class overview..."));
    f.classOverview->setToolTip(MainWindow::tr("Many students' reports in one table"));
    f.quit->setText(MainWindow::tr("&Quit"));
    setKeyHelp(*f.quit, MainWindow::tr("Quit Collision Detection Lab"));
}

void retranslateEdit(const EditActions& e)
{
    e.menu->setTitle(MainWindow::tr("&Edit"));
    e.undo->setText(MainWindow::tr("Undo"));
    setKeyHelp(*e.undo, MainWindow::tr("Undo the last change to the scene"));
    e.redo->setText(MainWindow::tr("Redo"));
    setKeyHelp(*e.redo, MainWindow::tr("Redo the change you undid"));
    e.reset->setText(MainWindow::tr("Reset scene"));
    setKeyHelp(
        *e.reset, MainWindow::tr("Put every value back to the lesson's start; undo brings yours back"));
}

void retranslateView(const ViewActions& v)
{
    v.menu->setTitle(MainWindow::tr("&View"));
    v.lessons->setTitle(MainWindow::tr("Less&ons"));
    // After a tab, the menu shows the canvas's own key (not a shortcut of the window: + and -
    // are typed into fields too); the toolbar shows the words alone.
    v.zoomIn->setText(MainWindow::tr("Zoom in") + QStringLiteral("\t+"));
    v.zoomIn->setIconText(MainWindow::tr("Zoom in"));
    v.zoomIn->setToolTip(MainWindow::tr("Zoom in on the canvas (+ on the canvas, or the wheel)"));
    v.zoomOut->setText(MainWindow::tr("Zoom out") + QStringLiteral("\t-"));
    v.zoomOut->setIconText(MainWindow::tr("Zoom out"));
    v.zoomOut->setToolTip(MainWindow::tr("Zoom out of the canvas (- on the canvas, or the wheel)"));
    v.resetView->setText(MainWindow::tr("Reset view") + QStringLiteral("\t0"));
    v.resetView->setIconText(MainWindow::tr("Reset view"));
    v.resetView->setToolTip(MainWindow::tr("Origin in the middle at the normal zoom (0 on the canvas)"));
    v.textSize->setTitle(MainWindow::tr("Text size"));
    v.textLarger->setText(MainWindow::tr("Larger"));
    setKeyHelp(*v.textLarger, MainWindow::tr("Larger text in the lesson, the controls and the canvas"));
    v.textSmaller->setText(MainWindow::tr("Smaller"));
    setKeyHelp(*v.textSmaller, MainWindow::tr("Smaller text, down to the system's size"));
    v.textNormal->setText(MainWindow::tr("Normal size"));
    setKeyHelp(*v.textNormal, MainWindow::tr("The system's text size"));
    v.next->setText(MainWindow::tr("Next lesson"));
    setKeyHelp(*v.next, MainWindow::tr("The next lesson"));
    v.previous->setText(MainWindow::tr("Previous lesson"));
    setKeyHelp(*v.previous, MainWindow::tr("The previous lesson"));
    v.showList->setText(MainWindow::tr("Lesson list"));
    setKeyHelp(*v.showList,
        MainWindow::tr("Show or hide the list of lessons beside the page; the Lessons menu has them too"));
    v.toggleText->setText(MainWindow::tr("Lesson text on or off"));
    setKeyHelp(*v.toggleText,
        MainWindow::tr("The lesson text beside the canvas, or the tasks and controls in its place"));
    v.toggleCode->setText(MainWindow::tr("Code"));
    setKeyHelp(*v.toggleCode,
        MainWindow::tr("The lesson's algorithm as code under the canvas, run on the canvas's scene"));
    v.present->setText(MainWindow::tr("Presentation"));
    setKeyHelp(*v.present, MainWindow::tr("Full screen with large text for a projector"));
    v.leavePresentation->setText(MainWindow::tr("Leave presentation"));
    setKeyHelp(*v.leavePresentation, MainWindow::tr("Leave presentation mode"));
    v.palette->setTitle(MainWindow::tr("Projector palette"));
    v.paletteDark->setText(MainWindow::tr("Dark (dim room)"));
    v.paletteLight->setText(MainWindow::tr("Light (bright room)"));
}

} // namespace

WindowActions createWindowActions(MainWindow& window, QToolBar& toolBar)
{
    WindowActions a;
    a.file = fileActions(window);
    a.edit = editActions(window);
    a.view = viewActions(window);
    a.language = languageActions(window);
    a.help = helpActions(window);
    a.toolBar = &toolBar;
    fillToolBar(a.toolBar, a);
    return a;
}

void retranslateActions(const WindowActions& a)
{
    retranslateFile(a.file);
    retranslateEdit(a.edit);
    retranslateView(a.view);
    a.language.menu->setTitle(MainWindow::tr("&Language"));
    a.language.japanese->setToolTip(MainWindow::tr("Show everything in Japanese"));
    a.language.english->setToolTip(MainWindow::tr("Show everything in English"));
    a.language.switchLanguage->setText(MainWindow::tr("Switch language"));
    setKeyHelp(*a.language.switchLanguage, MainWindow::tr("Japanese or English, also while presenting"));
    a.help.menu->setTitle(MainWindow::tr("&Help"));
    a.help.guide->setText(MainWindow::tr("Guide"));
    a.help.guide->setToolTip(MainWindow::tr("A short tour of Collision Detection Lab in the text column"));
    a.help.shortcuts->setText(MainWindow::tr("Keyboard shortcuts"));
    setKeyHelp(*a.help.shortcuts, MainWindow::tr("Every key of the app in one list"));
    a.help.about->setText(MainWindow::tr("About Collision Detection Lab"));
    a.help.answerKey->setText(MainWindow::tr("Answer key for teachers…"));
    a.help.answerKey->setToolTip(MainWindow::tr(
        "Every task with its right answer on one scene, what it accepts and the worked solution, as a PDF to "
        "print or as text"));
    a.help.answerKey->setObjectName(QStringLiteral("answerKeyAction"));
    a.toolBar->setWindowTitle(MainWindow::tr("Toolbar"));
}

QString shortcutsText(const QWidget& window)
{
    // The keys of the canvas, the focus and the controls, which no action has; then every
    // action's keys and what it does, as its tooltip says. PageDown and PageUp are written as the
    // actions' keys are ("PgDown" in Qt's words).
    const auto key = [](Qt::Key k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    QString rows = MainWindow::tr(
        "<tr><td><b>Tab</b> / <b>Shift+Tab</b></td><td>Next / previous place: the lesson list, the lesson "
        "text, the canvas, every control. On the canvas Tab picks the next handle, and after the last one "
        "goes on to the controls; <b>Ctrl+Tab</b> / <b>Ctrl+Shift+Tab</b> leave the canvas at once</td></tr>"
        "<tr><td>Arrow keys</td><td>Move the picked handle (<b>Shift</b>: a bigger step); with no handle "
        "picked, pan the view. In a tab bar or a group of choices, move between them</td></tr>"
        "<tr><td><b>Esc</b></td><td>Let the picked handle go; while presenting, only leave presentation "
        "mode</td></tr>"
        "<tr><td><b>Enter</b>, <b>Esc</b>, <b>Delete</b> (square collision)</td><td>Place a corner at the "
        "cross (the arrows move it). Esc cancels the first corner of a half-placed rectangle; Delete clears "
        "the rectangles</td></tr>"
        "<tr><td><b>H J K L</b> and the lesson's letters</td><td>The lesson's own keys (see its panel); "
        "<b>Shift</b> makes a move or a turn bigger, and turns S, T, R, E the other way</td></tr>"
        "<tr><td><b>Space</b></td><td>Press the focused button, tick the focused box; play or pause a run on "
        "the canvas</td></tr>"
        "<tr><td><b>+</b> / <b>-</b> / <b>0</b> on the canvas</td><td>Zoom in / out / reset the "
        "view</td></tr>"
        "<tr><td>Wheel, drag on empty canvas</td><td>Zoom at the mouse, pan</td></tr>"
        "<tr><td><b>Shift</b> while dragging</td><td>Snap to the grid</td></tr>"
        "<tr><td><b>%1</b> / <b>%2</b></td><td>While presenting, the next / previous lesson; with a "
        "lesson plan open, its next / previous bookmark</td></tr>")
                       .arg(key(Qt::Key_PageDown), key(Qt::Key_PageUp));
    for (const QAction* action : keyedActions(window)) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keysText(*action).toHtmlEscaped(), keyHelp(*action).toHtmlEscaped());
    }
    return QStringLiteral("<table cellpadding='3'>%1</table>").arg(rows);
}

} // namespace lab
