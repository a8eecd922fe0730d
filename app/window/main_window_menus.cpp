// MainWindow, the menus part: every action with its shortcut, the menus and the toolbar, their
// words in the current language, and Help (the keyboard shortcuts, About).
#include "main_window.h"

#include "classroom/plan_controller.h"
#include "page/lesson_page.h"

#include "core/canvas/canvas.h"
#include "core/lesson.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>

namespace lab {

void MainWindow::createActions()
{
    m_exportPng = new QAction(this);
    m_exportPng->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportPng, &QAction::triggered, this, [this] { exportCanvas(false); });
    m_exportSvg = new QAction(this);
    m_exportSvg->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportSvg, &QAction::triggered, this, [this] { exportCanvas(true); });
    m_progress = new QAction(this);
    connect(m_progress, &QAction::triggered, this, &MainWindow::showProgress);
    m_saveScene = new QAction(this);
    m_saveScene->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    connect(m_saveScene, &QAction::triggered, this, [this] {
        LessonPage* page = currentPage();
        if (!page)
            return;
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString path = QFileDialog::getSaveFileName(this, tr("Save scene"),
            folder + QLatin1Char('/') + page->lesson().id() + QStringLiteral(".clab"),
            tr("Collision Lab scenes (*.clab)"));
        if (path.isEmpty())
            return;
        if (saveSceneFile(path))
            statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        else
            QMessageBox::warning(
                this, tr("Save scene"), tr("Could not write %1. Choose another folder or name.").arg(path));
    });
    m_openScene = new QAction(this);
    m_openScene->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    connect(m_openScene, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open scene"),
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
            tr("Collision Lab scenes (*.clab)"));
        if (!path.isEmpty())
            openSceneInteractive(path);
    });
    m_saveProgressAs = new QAction(this);
    connect(m_saveProgressAs, &QAction::triggered, this, &MainWindow::saveProgressAs);
    m_quit = new QAction(this);
    m_quit->setShortcut(
        QKeySequence(Qt::CTRL | Qt::Key_Q)); // not QKeySequence::Quit: empty on some platform themes
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_undo = new QAction(this);
    m_undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_undo->setEnabled(false);
    connect(m_undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, m_undo, &QAction::setEnabled);
    m_redo = new QAction(this);
    m_redo->setShortcuts(
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) });
    m_redo->setEnabled(false);
    connect(m_redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, m_redo, &QAction::setEnabled);
    m_reset = new QAction(this);
    m_reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_reset, &QAction::triggered, this, [this] {
        if (auto* page = currentPage())
            page->resetScene();
    });

    // The canvas's zoom has the wheel and, on the focused canvas, the plain + - 0 keys; the
    // Ctrl keys are the text size's (main_window_text.cpp).
    m_zoomIn = new QAction(this);
    connect(m_zoomIn, &QAction::triggered, this, [this] {
        if (auto* page = currentPage())
            page->canvas().zoomIn();
    });
    m_zoomOut = new QAction(this);
    connect(m_zoomOut, &QAction::triggered, this, [this] {
        if (auto* page = currentPage())
            page->canvas().zoomOut();
    });
    m_resetView = new QAction(this);
    connect(m_resetView, &QAction::triggered, this, [this] {
        if (auto* page = currentPage())
            page->canvas().resetView();
    });

    m_present = new QAction(this);
    m_present->setCheckable(true);
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_present, &QAction::toggled, this, &MainWindow::setPresentation);
    m_leavePresentation = new QAction(this);
    m_leavePresentation->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leavePresentation->setEnabled(false);
    connect(m_leavePresentation, &QAction::triggered, this, [this] { setPresentation(false); });
    addAction(m_leavePresentation);
    // PageDown/PageUp step through lessons in presentation mode only: elsewhere they scroll the
    // lesson text. Outside it the menu items have Ctrl+PageDown/PageUp.
    m_next = new QAction(this);
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_next, &QAction::triggered, this, &MainWindow::nextLesson);
    m_previous = new QAction(this);
    m_previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_previous, &QAction::triggered, this, &MainWindow::previousLesson);

    // Language names are written in their own language on purpose: always recognisable.
    auto* languages = new QActionGroup(this);
    m_japanese = new QAction(QStringLiteral("日本語"), languages);
    m_english = new QAction(QStringLiteral("English"), languages);
    for (QAction* a : { m_japanese, m_english })
        a->setCheckable(true);
    connect(m_japanese, &QAction::triggered, this, [this] { setLanguage(Language::Japanese); });
    connect(m_english, &QAction::triggered, this, [this] { setLanguage(Language::English); });
    // One key for the other language, so a teacher can switch while presenting.
    m_switchLanguage = new QAction(this);
    m_switchLanguage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_switchLanguage, &QAction::triggered, this,
        [this] { setLanguage(language() == Language::Japanese ? Language::English : Language::Japanese); });
    m_toggleText = new QAction(this);
    m_toggleText->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_toggleText, &QAction::triggered, this, &MainWindow::toggleLessonText);

    auto* palettes = new QActionGroup(this);
    m_paletteDark = new QAction(palettes);
    m_paletteLight = new QAction(palettes);
    for (QAction* a : { m_paletteDark, m_paletteLight })
        a->setCheckable(true);
    m_paletteDark->setChecked(true);
    connect(
        m_paletteDark, &QAction::triggered, this, [this] { setProjectorPalette(ProjectorPalette::Dark); });
    connect(
        m_paletteLight, &QAction::triggered, this, [this] { setProjectorPalette(ProjectorPalette::Light); });

    m_shortcuts = new QAction(this);
    m_shortcuts->setShortcut(QKeySequence::HelpContents);
    connect(m_shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_about = new QAction(this);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    // Every action with a key works in every mode: presentation hides the menu bar and the
    // toolbar, and a hidden widget's actions do not take keys, so the window holds them too.
    for (QAction* a : { m_openScene, m_saveScene, m_exportPng, m_exportSvg, m_quit, m_undo, m_redo, m_reset,
             m_present, m_next, m_previous, m_switchLanguage, m_toggleText, m_shortcuts })
        addAction(a);
}

void MainWindow::createMenusAndToolBar()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openScene);
    m_fileMenu->addAction(m_saveScene);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportPng);
    m_fileMenu->addAction(m_exportSvg);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_progress);
    m_fileMenu->addAction(m_saveProgressAs);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_reset);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomIn);
    m_viewMenu->addAction(m_zoomOut);
    m_viewMenu->addAction(m_resetView);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_previous);
    m_viewMenu->addAction(m_next);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_toggleText);
    m_viewMenu->addAction(m_present);
    m_paletteMenu = m_viewMenu->addMenu(QString());
    m_paletteMenu->addAction(m_paletteDark);
    m_paletteMenu->addAction(m_paletteLight);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addAction(m_japanese);
    m_languageMenu->addAction(m_english);
    m_languageMenu->addSeparator();
    m_languageMenu->addAction(m_switchLanguage);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_shortcuts);
    m_helpMenu->addAction(m_about);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->addAction(m_undo);
    m_toolBar->addAction(m_redo);
    m_toolBar->addAction(m_reset);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_zoomIn);
    m_toolBar->addAction(m_zoomOut);
    m_toolBar->addAction(m_resetView);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportPng);
    m_toolBar->addAction(m_present);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_japanese);
    m_toolBar->addAction(m_english);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Collision Lab"));
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_exportPng->setText(tr("Export PNG..."));
    m_exportPng->setToolTip(tr("Save the canvas as a PNG picture"));
    m_exportSvg->setText(tr("Export SVG..."));
    m_exportSvg->setToolTip(tr("Save the canvas as an SVG drawing"));
    m_quit->setText(tr("&Quit"));
    m_openScene->setText(tr("Open scene..."));
    m_openScene->setToolTip(tr("Bring back a saved lesson configuration (Ctrl+O)"));
    m_saveScene->setText(tr("Save scene..."));
    m_saveScene->setToolTip(tr("Keep this lesson's values and view in a file (Ctrl+S)"));
    m_progress->setText(tr("Progress and export for teacher..."));
    m_progress->setToolTip(tr("Which exercises are done, and a CSV file for the teacher"));
    m_saveProgressAs->setText(tr("Save progress as..."));
    m_saveProgressAs->setToolTip(tr("Keep your exercise answers in another file from now on"));
    m_undo->setText(tr("Undo"));
    m_undo->setToolTip(tr("Undo the last change to the scene (Ctrl+Z)"));
    m_redo->setText(tr("Redo"));
    m_redo->setToolTip(tr("Redo the change you undid (Ctrl+Shift+Z)"));
    m_reset->setText(tr("Reset scene"));
    m_reset->setToolTip(tr("Put every value back to the lesson's start (Ctrl+R); undo brings yours back"));
    // After a tab, the menu shows the canvas's own key (not a shortcut of the window: + and -
    // are typed into fields too); the toolbar shows the words alone.
    m_zoomIn->setText(tr("Zoom in") + QStringLiteral("\t+"));
    m_zoomIn->setIconText(tr("Zoom in"));
    m_zoomIn->setToolTip(tr("Zoom in on the canvas (+ on the canvas, or the wheel)"));
    m_zoomOut->setText(tr("Zoom out") + QStringLiteral("\t-"));
    m_zoomOut->setIconText(tr("Zoom out"));
    m_zoomOut->setToolTip(tr("Zoom out of the canvas (- on the canvas, or the wheel)"));
    m_resetView->setText(tr("Reset view") + QStringLiteral("\t0"));
    m_resetView->setIconText(tr("Reset view"));
    m_resetView->setToolTip(tr("Origin in the middle at the normal zoom (0 on the canvas)"));
    m_present->setText(tr("Presentation"));
    m_present->setToolTip(tr("Full screen with large text for a projector (F5; Esc leaves)"));
    m_leavePresentation->setText(tr("Leave presentation"));
    m_paletteMenu->setTitle(tr("Projector palette"));
    m_paletteDark->setText(tr("Dark (dim room)"));
    m_paletteLight->setText(tr("Light (bright room)"));
    m_next->setText(tr("Next lesson"));
    m_previous->setText(tr("Previous lesson"));
    m_japanese->setToolTip(tr("Show everything in Japanese"));
    m_english->setToolTip(tr("Show everything in English"));
    m_toggleText->setText(tr("Lesson text on or off"));
    m_toggleText->setToolTip(tr("Show or hide the lesson text beside the canvas (F6)"));
    m_switchLanguage->setText(tr("Switch language"));
    m_switchLanguage->setToolTip(tr("Japanese or English, also while presenting (Ctrl+L)"));
    m_shortcuts->setText(tr("Keyboard shortcuts"));
    m_about->setText(tr("About Collision Lab"));
    retranslateClassroom();
    retranslateTextSize();
    retranslateLessonListToggle();
    retranslateLessonList();
}

void MainWindow::showShortcuts()
{
    QMessageBox::information(this, tr("Keyboard shortcuts"), shortcutsText());
}

QString MainWindow::shortcutsText()
{
    return tr(
        "<table cellpadding='3'>"
        "<tr><td><b>Tab</b> / <b>Shift+Tab</b></td><td>Next / previous place: the lesson list, the lesson "
        "text, "
        "the canvas, every control. On the canvas Tab picks the next handle, and after the last one goes on "
        "to the controls; <b>Ctrl+Tab</b> / <b>Ctrl+Shift+Tab</b> leave the canvas at once</td></tr>"
        "<tr><td>Arrow keys</td><td>Move the picked handle (<b>Shift</b>: a bigger step); with no handle "
        "picked, "
        "pan the view. In a tab bar or a group of choices, move between them</td></tr>"
        "<tr><td><b>Esc</b></td><td>Let the picked handle go; while presenting, only leave presentation "
        "mode</td></tr>"
        "<tr><td><b>Enter</b>, <b>Esc</b>, <b>Delete</b> (square collision)</td><td>Place a corner at the "
        "cross (the "
        "arrows move it). Esc cancels the first corner of a half-placed rectangle; Delete clears the "
        "rectangles</td></tr>"
        "<tr><td><b>H J K L</b> and the lesson's letters</td><td>The lesson's own keys (see its panel); "
        "<b>Shift</b> makes a move or a turn bigger, and turns S, T, R, E the other way</td></tr>"
        "<tr><td><b>Space</b></td><td>Press the focused button, tick the focused box; play or pause a run on "
        "the canvas</td></tr>"
        "<tr><td><b>Ctrl+Z</b> / <b>Ctrl+Shift+Z</b></td><td>Undo / redo</td></tr>"
        "<tr><td><b>Ctrl+R</b></td><td>Reset the scene</td></tr>"
        "<tr><td><b>F5</b>, <b>Esc</b></td><td>Presentation mode on, off</td></tr>"
        "<tr><td><b>F6</b></td><td>Show or hide the lesson text</td></tr>"
        "<tr><td><b>F9</b></td><td>Show or hide the lesson list (it steps aside by itself where large text "
        "needs the room)</td></tr>"
        "<tr><td><b>Ctrl+L</b></td><td>Switch between Japanese and English</td></tr>"
        "<tr><td><b>Ctrl+O</b> / <b>Ctrl+S</b></td><td>Open a scene file, save the scene</td></tr>"
        "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr>"
        "<tr><td><b>Ctrl+PageDown</b> / <b>Ctrl+PageUp</b></td><td>Next / previous lesson (in presentation "
        "mode PageDown / PageUp too)</td></tr>"
        "<tr><td><b>Ctrl+=</b> (<b>Ctrl++</b>) / <b>Ctrl+-</b> / <b>Ctrl+0</b></td><td>Text size: larger / "
        "smaller / "
        "normal (the lesson text, the controls and the canvas labels together, up to 200%)</td></tr>"
        "<tr><td><b>+</b> / <b>-</b> / <b>0</b> on the canvas</td><td>Zoom in / out / reset the "
        "view</td></tr>"
        "<tr><td>Wheel, drag on empty canvas</td><td>Zoom at the mouse, pan</td></tr>"
        "<tr><td><b>Shift</b> while dragging</td><td>Snap to the grid</td></tr>"
        "<tr><td><b>Ctrl+E</b> / <b>Ctrl+Shift+E</b></td><td>Export the canvas as PNG / SVG</td></tr>"
        "<tr><td><b>Ctrl+B</b></td><td>Add the scene to the lesson plan; with a plan open, PageDown / PageUp "
        "step through its bookmarks</td></tr>"
        "<tr><td><b>F1</b></td><td>This list</td></tr>"
        "</table>");
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Collision Lab"),
        tr("<b>Collision Lab</b> %1<br>A textbook companion for 2D collision detection.<br>"
           "Formulas are rendered by KaTeX.")
            .arg(QCoreApplication::applicationVersion()));
}

} // namespace lab
