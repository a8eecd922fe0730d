// MainWindow, the frame: the lesson list beside the page stack, showing a lesson, stepping
// through the lessons and the language. Its parts are their own classes (main_window.h); the
// actions and menus are made in main_window_menus.cpp, the place on the screen and the settings
// are in main_window_screen.cpp.
#include "main_window.h"

#include "lesson_list.h"
#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_stack.h"
#include "presentation.h"
#include "presentation_controller.h"
#include "scene_files.h"
#include "text_size_controller.h"
#include "window/classroom_controller.h"
#include "window/plan_controller.h"
#include "window_actions.h"

#include "catalog.h"
#include "core/records/progress.h"

#include <QAction>
#include <QCloseEvent>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace lab {

MainWindow::MainWindow(LanguageSwitcher& language, QWidget* parent)
    : QMainWindow(parent)
    , m_language(language)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setObjectName(QStringLiteral("mainSplitter"));
    m_list = new LessonList(m_split);
    m_stack = new PageStack(m_split);
    m_split->addWidget(m_list);
    m_split->addWidget(m_stack);
    m_split->setStretchFactor(1, 1);
    m_split->setCollapsible(1, false);
    m_split->setSizes({ 210, 1140 });
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_presentation = new PresentationController(*this, central);
    column->addWidget(&m_presentation->bar());
    column->addWidget(m_split, 1);
    setCentralWidget(central);

    QToolBar* toolBar = addToolBar(QString()); // the first; the classroom's bars come under it
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_textSize = new TextSizeController(*this);
    m_files = new SceneFiles(*this);
    m_classroom = new ClassroomController(*this);
    m_actions = std::make_unique<WindowActions>(createWindowActions(*this, *toolBar));
    setUpClass();
    connect(m_list, &LessonList::lessonChosen, this, &MainWindow::showLesson);
    connect(m_list, &LessonList::choiceChanged, this, &MainWindow::fitLessonList);
    connect(m_stack, &PageStack::savedSceneRefused, this, [this] {
        statusBar()->showMessage(
            tr("The saved values of this lesson could not be read; it starts from the beginning."), 8000);
    });
    retranslate();
    resize(1366, 800); // until placeOnScreen() (tests keep this size)
}

MainWindow::~MainWindow() = default;

bool MainWindow::showLesson(const QString& id)
{
    const Lesson* lesson = findLesson(id);
    if (!lesson)
        return false;
    // Answers given in the lesson being left are on disk before the next one opens.
    if (ProgressStore* store = ProgressStore::instance())
        store->flush();
    bool made = false;
    LessonPage& page = m_stack->pageFor(*lesson, language(), &made);
    if (made) {
        m_textSize->applyTo(page);
        m_presentation->applyTo(page);
        connect(&page, &LessonPage::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });
        connect(&page.columns(), &PageColumns::wantedWidthChanged, this, &MainWindow::fitLessonList);
        connect(&page.columns(), &PageColumns::textShownChanged, m_presentation,
            &PresentationController::updateBar);
    }
    m_stack->show(page);
    fitLessonList();
    m_presentation->updateBar();
    m_list->select(id);
    return true;
}

LessonPage* MainWindow::currentPage() const
{
    return m_stack->current();
}

QString MainWindow::currentLessonId() const
{
    const LessonPage* page = currentPage();
    return page ? page->lesson().id() : QString();
}

void MainWindow::step(int delta)
{
    if (m_classroom->plan().isOpen()) {
        m_classroom->plan().step(delta); // with a plan open, the keys step through its bookmarks
        return;
    }
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
        m_presentation->notice().showText(text, 3000); // over the canvas, where a class is looking
        return;
    }
    showLesson(lessons[next]->id());
}

void MainWindow::setLanguage(Language language)
{
    if (!m_language.setLanguage(language)) {
        statusBar()->showMessage(
            QStringLiteral("Japanese translation missing / 日本語の翻訳が見つかりません"));
    }
    m_actions->language.japanese->setChecked(language == Language::Japanese);
    m_actions->language.english->setChecked(language == Language::English);
    for (LessonPage* page : m_stack->pages())
        page->setLanguage(language);
    m_presentation->updateBar();
    if (m_classroom->isShowingGuide())
        m_classroom->showGuide(m_classroom->guideName()); // the guide, in the new language
}

void MainWindow::fitLessonList()
{
    if (!m_actions || m_presentation->isActive())
        return; // not made yet; presentation mode has no list
    m_actions->view.showList->setChecked(m_list->fit(currentPage()));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Collision Detection Lab"));
    retranslateActions(*m_actions);
}

bool MainWindow::event(QEvent* event)
{
    const bool handled = QMainWindow::event(event);
    if (!m_actions)
        return handled; // still being made
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::Resize)
        fitLessonList();
    // The application got a new font from elsewhere (a desktop, a style), or the desktop's theme
    // changed, perhaps its font (Qt does not follow that once the application font has been
    // set): the size is applied again from the new base.
    if (event->type() == QEvent::ThemeChange || event->type() == QEvent::ApplicationFontChange)
        m_textSize->followSystemFont();
    return handled;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_presentation->setActive(false);
    if (ProgressStore* store = ProgressStore::instance())
        store->flush();
    m_classroom->plan().keepUnsaved(); // brought back at the next start: quitting never asks
    saveSettings();
    event->accept();
}

} // namespace lab
