// MainWindow, the frame: the lesson list beside the page stack, showing a lesson, stepping
// through the lessons, the language, presentation mode and the projector palette, and the
// settings kept between runs. The menus and actions are in main_window_menus.cpp.
#include "main_window.h"

#include "classroom/plan_controller.h"
#include "classroom/progress_dialog.h"
#include "page/lesson_page.h"
#include "page/text_view.h"
#include "presentation.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/lesson.h"
#include "core/model/commands.h"
#include "core/model/scene.h"
#include "core/records/progress.h"
#include "core/records/scene_file.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>

namespace lab {

namespace {
constexpr int kIdRole = Qt::UserRole;

// The lesson list's titles wrap whole: an item is measured at the width its text is drawn in
// (the style's text margins off) with a line to spare, so that the style never cuts the last
// line short with "..." (it did for the current item at 200 %).
class TitleDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem narrower = option;
        const QStyle* style = option.widget ? option.widget->style() : QApplication::style();
        const int margin = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, option.widget) + 1);
        narrower.rect.setWidth(std::max(1, option.rect.width() - margin));
        return QStyledItemDelegate::sizeHint(narrower, index) + QSize(0, margin);
    }
};
} // namespace

MainWindow::MainWindow(LanguageSwitcher& language, QWidget* parent)
    : QMainWindow(parent)
    , m_language(language)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_undoGroup = new QUndoGroup(this);

    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setObjectName(QStringLiteral("mainSplitter"));
    m_list = new QListWidget(m_split);
    m_list->setObjectName(QStringLiteral("lessonList"));
    m_list->setMinimumWidth(kLessonListWidth);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // titles wrap instead
    m_list->setResizeMode(QListView::Adjust); // and wrap again at a new width or text size
    m_list->setSpacing(2);
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone); // a whole title, on as many lines as it takes
    m_list->setItemDelegate(new TitleDelegate(m_list));
    m_stack = new QStackedWidget(m_split);
    m_split->addWidget(m_list);
    m_split->addWidget(m_stack);
    m_split->setStretchFactor(1, 1);
    m_split->setCollapsible(1, false);
    m_split->setSizes({ 210, 1140 });
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_bar = new PresentationBar(central);
    m_bar->hide();
    column->addWidget(m_bar);
    column->addWidget(m_split, 1);
    setCentralWidget(central);
    m_notice = new Notice(this);

    createActions();
    createMenusAndToolBar();
    setUpTextSize();
    setUpLessonListToggle();
    setUpClassroom();
    setUpClass();
    fillLessonList();
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item)
            showLesson(item->data(kIdRole).toString());
    });
    retranslate();
    statusBar();
    // While presenting the status bar is hidden: what it would say goes to the notice.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString& text) {
        if (m_presenting && !text.isEmpty())
            m_notice->showText(text);
    });
    connect(m_bar, &PresentationBar::toggleTextRequested, this, &MainWindow::toggleLessonText);
    connect(m_bar, &PresentationBar::switchLanguageRequested, m_switchLanguage, &QAction::trigger);
    connect(m_bar, &PresentationBar::leaveRequested, this, [this] { setPresentation(false); });
    resize(1366, 800); // until placeOnScreen() (tests keep this size)
    setAcceptDrops(true); // a .clab file dropped on the window opens its scene
    if (ProgressStore* store = ProgressStore::instance()) {
        connect(store, &ProgressStore::saveFailed, this, [this, store](const QString& path) {
            if (store->isWriteBlocked()) {
                statusBar()->showMessage(tr("Your answers are kept only while Collision Lab stays open: "
                                            "use File > Save progress as... to keep them."));
                return;
            }
            statusBar()->showMessage(tr("Could not save your progress to %1. Your answers are kept while "
                                        "Collision Lab stays open; check the disk and try again.")
                                         .arg(path));
        });
    }
}

void MainWindow::fillLessonList()
{
    for (const CurriculumEntry& entry : curriculum()) {
        auto* item = new QListWidgetItem(m_list);
        item->setData(kIdRole, QString::fromLatin1(entry.id));
        if (!entry.lesson)
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
    }
}

void MainWindow::retranslateLessonList()
{
    m_list->setAccessibleName(tr("Lessons"));
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        const QString id = item->data(kIdRole).toString();
        const bool ready = item->flags() & Qt::ItemIsEnabled;
        item->setText(ready ? lessonTitle(id) : tr("%1 (in preparation)").arg(lessonTitle(id)));
        item->setToolTip(ready ? QString() : tr("This unit is still being written."));
    }
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

bool MainWindow::showLesson(const QString& id)
{
    const Lesson* lesson = findLesson(id);
    if (!lesson)
        return false;
    // Answers given in the lesson being left are on disk before the next one opens.
    if (ProgressStore* store = ProgressStore::instance())
        store->flush();
    LessonPage* page = m_pages.value(id);
    if (LessonPage* old = currentPage(); old && old != page)
        m_pageSplitterState = old->normalSplitterState(); // the new page takes the current sizes
    if (!page) {
        page = new LessonPage(*lesson, m_language.language(), m_stack);
        if (!m_pageSplitterState.isEmpty())
            page->restoreSplitter(m_pageSplitterState);
        page->setProjectorPalette(m_projectorPalette);
        page->setTextScale(m_textSize / 100.0);
        page->setPresentation(m_presenting);
        page->setTextChoice(m_textChoice);
        restoreScene(*page);
        connect(page, &LessonPage::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });
        m_undoGroup->addStack(&page->undoStack());
        connect(page, &LessonPage::wantedWidthChanged, this, &MainWindow::fitLessonList);
        m_stack->addWidget(page);
        m_pages.insert(id, page);
    } else if (!m_pageSplitterState.isEmpty()) {
        page->restoreSplitter(m_pageSplitterState);
    }
    m_stack->setCurrentWidget(page);
    // Only the page on screen sets how narrow the window may be (a stack counts every page).
    for (LessonPage* p : std::as_const(m_pages))
        p->setSizePolicy(p == page ? QSizePolicy::Preferred : QSizePolicy::Ignored,
            p == page ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    fitLessonList();
    m_undoGroup->setActiveStack(&page->undoStack());
    updatePresentationBar();
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(kIdRole).toString() == id && m_list->currentRow() != i) {
            m_list->setCurrentRow(i);
            break;
        }
    }
    return true;
}

LessonPage* MainWindow::currentPage() const
{
    return qobject_cast<LessonPage*>(m_stack->currentWidget());
}

QString MainWindow::currentLessonId() const
{
    const LessonPage* page = currentPage();
    return page ? page->lesson().id() : QString();
}

void MainWindow::setLanguage(Language language)
{
    if (!m_language.setLanguage(language)) {
        statusBar()->showMessage(
            QStringLiteral("Japanese translation missing / 日本語の翻訳が見つかりません"));
    }
    m_japanese->setChecked(language == Language::Japanese);
    m_english->setChecked(language == Language::English);
    for (LessonPage* page : std::as_const(m_pages))
        page->setLanguage(language);
    updatePresentationBar();
    if (m_guidePage)
        showGuide(m_guideName); // the guide, in the new language
}

void MainWindow::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    m_present->setChecked(on);
    m_leavePresentation->setEnabled(on);
    m_next->setShortcuts(
        on ? QList<QKeySequence> { QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_PageDown) }
           : QList<QKeySequence> { QKeySequence(Qt::CTRL | Qt::Key_PageDown) });
    m_previous->setShortcuts(on
            ? QList<QKeySequence> { QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::CTRL | Qt::Key_PageUp) }
            : QList<QKeySequence> { QKeySequence(Qt::CTRL | Qt::Key_PageUp) });
    if (on)
        m_list->hide();
    menuBar()->setVisible(!on);
    m_toolBar->setVisible(!on);
    statusBar()->setVisible(!on);
    m_bar->setVisible(on);
    m_textChoice.reset(); // each mode starts with its own text column
    for (LessonPage* page : std::as_const(m_pages)) {
        page->setTextChoice(m_textChoice);
        page->setPresentation(on);
    }
    if (!on)
        m_notice->hide();
    if (on) {
        m_wasMaximized = isMaximized();
        m_normalGeometry = saveGeometry();
        showFullScreen();
        // A window manager makes the window full screen when it gets round to it; an X server
        // without one never does. Only then take the screen by hand: setting the geometry under
        // a window manager would turn full screen back into a window with a title bar.
        if (QGuiApplication::platformName() == QLatin1String("xcb")) {
            QTimer::singleShot(400, this, [this] {
                if (m_presenting && windowHandle() && windowHandle()->geometry() != screen()->geometry())
                    setGeometry(screen()->geometry());
            });
        }
    } else if (m_wasMaximized) {
        showMaximized();
    } else {
        showNormal();
        restoreGeometry(m_normalGeometry);
    }
    fitLessonList();
    updatePresentationBar();
}

void MainWindow::setProjectorPalette(ProjectorPalette palette)
{
    m_projectorPalette = palette;
    (palette == ProjectorPalette::Light ? m_paletteLight : m_paletteDark)->setChecked(true);
    for (LessonPage* page : std::as_const(m_pages))
        page->setProjectorPalette(palette);
}

void MainWindow::stepLesson(int delta)
{
    const auto lessons = availableLessons();
    if (lessons.empty())
        return;
    const QString current = currentLessonId();
    int index = 0;
    for (int i = 0; i < int(lessons.size()); ++i) {
        if (lessons[i]->id() == current)
            index = i;
    }
    const int next = index + delta;
    if (next < 0 || next >= int(lessons.size())) {
        const QString text = delta > 0 ? tr("This is the last lesson.") : tr("This is the first lesson.");
        statusBar()->showMessage(text, 3000);
        m_notice->showText(text, 3000); // over the canvas, where a class is looking
        return;
    }
    showLesson(lessons[next]->id());
}

void MainWindow::nextLesson()
{
    if (m_plan->isOpen())
        m_plan->step(1); // with a plan open, the keys step through its bookmarks
    else
        stepLesson(1);
}

void MainWindow::previousLesson()
{
    if (m_plan->isOpen())
        m_plan->step(-1);
    else
        stepLesson(-1);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    placeOnScreen(true);
    m_split->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_pageSplitterState = settings.value(QStringLiteral("window/pageSplitter")).toByteArray();
    setProjectorPalette(
        projectorPaletteFromKey(settings.value(QStringLiteral("view/projectorPalette")).toString()));
    setTextSize(settings.value(QStringLiteral("view/textSize"), 100).toInt());
}

void MainWindow::restoreScene(LessonPage& page)
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
        statusBar()->showMessage(
            tr("The saved values of this lesson could not be read; it starts from the beginning."), 8000);
        settings.remove(key);
    }
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    for (const LessonPage* page : m_pages) {
        if (!m_useSavedScenes || page->lesson().isExercise())
            continue;
        QVariantList values;
        for (const double v : page->scene().values()) // the set-up, not a run's frame
            values.append(v);
        settings.setValue(QStringLiteral("scenes/") + page->lesson().id(), values);
    }
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), m_split->saveState());
    if (const LessonPage* page = currentPage())
        settings.setValue(QStringLiteral("window/pageSplitter"), page->normalSplitterState());
    settings.setValue(QStringLiteral("lastLesson"), currentLessonId());
    settings.setValue(QStringLiteral("view/projectorPalette"), projectorPaletteKey(m_projectorPalette));
    settings.setValue(QStringLiteral("view/textSize"), m_textSize);
    settings.setValue(QStringLiteral("language"), languageCode(m_language.language()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_presenting)
        setPresentation(false);
    if (ProgressStore* store = ProgressStore::instance())
        store->flush();
    if (m_plan)
        m_plan->keepUnsaved(); // brought back at the next start: quitting never asks
    saveSettings();
    event->accept();
}

} // namespace lab
