// MainWindow, the classroom part: the name prompt, the progress file (what went wrong reading it,
// Save progress as), lesson plans and their bookmark strip, the class overview, the first-run
// guide, and New student (exercise pages read their state again).
#include "main_window.h"

#include "classroom/class_overview.h"
#include "classroom/plan_controller.h"
#include "classroom/progress_dialog.h"
#include "classroom/student_bar.h"
#include "page/lesson_page.h"
#include "page/text_view.h"

#include "core/lesson.h"
#include "core/records/plan_file.h"
#include "core/records/progress.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoGroup>

namespace lab {

namespace {

QAction* separatorAfter(QMenu* menu, QAction* action)
{
    const QList<QAction*> actions = menu->actions();
    const qsizetype at = actions.indexOf(action);
    return at >= 0 && at + 1 < actions.size() ? actions.at(at + 1) : nullptr;
}

QString guideHtml(const QString& name, Language language)
{
    QFile file(QStringLiteral(":/guide/%1.%2.html").arg(name, languageCode(language)));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

void MainWindow::setUpClassroom()
{
    if (ProgressStore* store = ProgressStore::instance()) {
        addToolBarBreak();
        m_studentBar = new StudentBar(*store, this);
        addToolBar(Qt::TopToolBarArea, m_studentBar);
        connect(store, &ProgressStore::reset, this, &MainWindow::reloadExercisePages);
    }
    m_plan = new PlanController(*this);

    m_openPlan = new QAction(this);
    connect(m_openPlan, &QAction::triggered, this, [this] {
        if (!mayDropPlan())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson plan"),
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
            tr("Collision Lab lesson plans (*.clabplan)"));
        if (!path.isEmpty())
            openPlanInteractive(path);
    });
    m_savePlan = new QAction(this);
    connect(m_savePlan, &QAction::triggered, this, &MainWindow::savePlanInteractive);
    m_closePlan = new QAction(this);
    connect(m_closePlan, &QAction::triggered, this, [this] {
        if (mayDropPlan())
            m_plan->close();
    });
    m_addBookmark = new QAction(this);
    m_addBookmark->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    connect(m_addBookmark, &QAction::triggered, m_plan, &PlanController::addBookmark);
    m_examplePlans = new QMenu(this);
    m_exampleEnglish = m_examplePlans->addAction(QString());
    m_exampleJapanese = m_examplePlans->addAction(QString());
    connect(m_exampleEnglish, &QAction::triggered, this, [this] { openExamplePlan(Language::English); });
    connect(m_exampleJapanese, &QAction::triggered, this, [this] { openExamplePlan(Language::Japanese); });
    const auto updatePlanActions = [this] {
        m_savePlan->setEnabled(m_plan->isOpen());
        m_closePlan->setEnabled(m_plan->isOpen());
    };
    connect(m_plan, &PlanController::changed, this, updatePlanActions);
    connect(m_closePlan, &QAction::triggered, this, updatePlanActions);
    updatePlanActions();

    m_classOverview = new QAction(this);
    connect(m_classOverview, &QAction::triggered, this, &MainWindow::showClassOverview);
    m_guide = new QAction(this);
    m_guide->setCheckable(true);
    connect(m_guide, &QAction::triggered, this, [this](bool on) {
        if (on)
            showGuide();
        else
            leaveGuide();
    });

    QAction* afterScenes = separatorAfter(m_fileMenu, m_saveScene);
    m_fileMenu->insertSeparator(afterScenes);
    for (QAction* a : { m_openPlan, m_savePlan, m_examplePlans->menuAction(), m_addBookmark, m_closePlan })
        m_fileMenu->insertAction(afterScenes, a);
    m_fileMenu->insertAction(separatorAfter(m_fileMenu, m_saveProgressAs), m_classOverview);
    m_helpMenu->insertAction(m_shortcuts, m_guide);
    addAction(m_addBookmark); // works in presentation mode too

    // The guide leaves when another lesson is shown; the page it was on shows its lesson again.
    connect(m_stack, &QStackedWidget::currentChanged, this, [this] {
        if (m_guidePage && m_guidePage != currentPage())
            leaveGuide();
    });
}

void MainWindow::retranslateClassroom()
{
    m_openPlan->setText(tr("Open lesson plan..."));
    m_openPlan->setToolTip(tr("A list of scenes to step through in class with PageDown and PageUp"));
    m_savePlan->setText(tr("Save lesson plan..."));
    m_closePlan->setText(tr("Close lesson plan"));
    m_addBookmark->setText(tr("Add bookmark"));
    m_addBookmark->setToolTip(
        tr("Add the scene on screen to the lesson plan, after the current bookmark (Ctrl+B)"));
    m_examplePlans->setTitle(tr("Open example plan"));
    m_exampleEnglish->setText(tr("English: a first lesson on collision tests"));
    m_exampleJapanese->setText(tr("Japanese: a first lesson on collision tests"));
    m_classOverview->setText(tr("Class overview..."));
    m_classOverview->setToolTip(tr("Many students' reports in one table"));
    m_guide->setText(tr("Guide"));
    m_guide->setToolTip(tr("A short tour of Collision Lab in the text column"));
}

bool MainWindow::savePlanInteractive()
{
    if (!m_plan->isOpen())
        return false;
    const QString start = m_plan->path().isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
            + QStringLiteral("/lesson.clabplan")
        : m_plan->path();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save lesson plan"), start, tr("Collision Lab lesson plans (*.clabplan)"));
    if (path.isEmpty())
        return false;
    if (m_plan->save(path)) {
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        return true;
    }
    QMessageBox::warning(
        this, tr("Save lesson plan"), tr("Could not write %1. Choose another folder or name.").arg(path));
    return false;
}

bool MainWindow::mayDropPlan()
{
    if (!m_plan->isModified())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Lesson plan"),
        tr("The lesson plan has bookmarks that are not saved yet. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedPlanQuestion"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return savePlanInteractive();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void MainWindow::restoreUnsavedPlan()
{
    QFile file(PlanController::unsavedPath());
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.read(PlanFile::kMaxBytes + 1);
    file.close();
    file.remove(); // written again when the window closes while the plan is still unsaved
    if (!openPlanBytes(bytes, tr("The unsaved lesson plan"), QString()).isEmpty())
        return;
    m_plan->markUnsaved();
    statusBar()->showMessage(tr("Your lesson plan with unsaved bookmarks is back from last time; "
                                "File > Save lesson plan... keeps it."),
        15000);
}

QString MainWindow::openExamplePlan(Language language)
{
    if (!mayDropPlan())
        return {};
    QFile file(QStringLiteral(":/plans/example.%1.clabplan").arg(languageCode(language)));
    const QString name
        = language == Language::Japanese ? m_exampleJapanese->text() : m_exampleEnglish->text();
    const QString problem = file.open(QIODevice::ReadOnly)
        ? openPlanBytes(file.readAll(), name, QString())
        : tr("%1 is not a Collision Lab lesson plan.").arg(name);
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("Open lesson plan"), problem);
    return problem;
}

void MainWindow::showClassOverview()
{
    auto* overview = findChild<ClassOverview*>();
    if (!overview)
        overview = new ClassOverview(this);
    overview->show();
    overview->raise();
}

void MainWindow::showGuide(const QString& name)
{
    LessonPage* page = currentPage();
    if (!page)
        return;
    if (m_guidePage && m_guidePage != page)
        leaveGuide();
    m_guidePage = page;
    m_guideName = name;
    m_guide->setChecked(true);
    connect(&page->textView(), &LessonTextView::appLinkClicked, this, &MainWindow::leaveGuide,
        Qt::UniqueConnection);
    page->textView().showLesson(guideHtml(name, language()), QString(), language(), m_presenting);
}

void MainWindow::leaveGuide()
{
    LessonPage* page = std::exchange(m_guidePage, nullptr);
    m_guide->setChecked(false);
    if (page)
        page->setLanguage(language()); // reloads the lesson's own text
}

void MainWindow::reloadExercisePages()
{
    const QString shown = currentLessonId();
    bool reopen = false;
    for (auto it = m_pages.begin(); it != m_pages.end();) {
        LessonPage* page = it.value();
        if (!page->lesson().isExercise()) {
            ++it;
            continue;
        }
        reopen = reopen || page == currentPage();
        if (page == m_guidePage)
            m_guidePage = nullptr;
        m_undoGroup->removeStack(&page->undoStack());
        m_stack->removeWidget(page);
        page->deleteLater();
        it = m_pages.erase(it);
    }
    if (reopen)
        showLesson(shown);
}

void MainWindow::showProgress()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    auto* dialog = findChild<ProgressDialog*>();
    if (!dialog)
        dialog = new ProgressDialog(*store, this);
    dialog->show();
    dialog->raise();
}

void MainWindow::reportProgressLoad(const ProgressStore::LoadResult& result, const QString& path)
{
    const QString keep = tr("Your answers are kept while Collision Lab stays open; to keep them for "
                            "next time, use File > Save progress as...");
    QString text;
    switch (result.outcome) {
    case ProgressStore::LoadOutcome::Fresh:
    case ProgressStore::LoadOutcome::Loaded: return;
    case ProgressStore::LoadOutcome::Recovered: reportRecoveredProgress(result.backupPath); return;
    case ProgressStore::LoadOutcome::NewerVersion:
        text = tr("Your progress file %1 was written by a newer version of Collision Lab. It is left "
                  "as it is, for that version.")
                   .arg(path);
        break;
    case ProgressStore::LoadOutcome::NotAFile:
        text = tr("Where your progress is kept (%1) there is a folder, not a file. Nothing was changed "
                  "there; your teacher can move that folder away.")
                   .arg(path);
        break;
    case ProgressStore::LoadOutcome::FolderUnwritable:
        text = tr("Collision Lab cannot write to the folder of %1, so your progress cannot be saved "
                  "there.")
                   .arg(path);
        break;
    }
    text += QLatin1Char(' ') + keep;
    statusBar()->showMessage(text);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Progress file"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("progressLoadMessage"));
    QPushButton* saveAs = box->addButton(m_saveProgressAs->text(), QMessageBox::ActionRole);
    connect(saveAs, &QPushButton::clicked, this, &MainWindow::saveProgressAs);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::saveProgressAs()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    const QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + QStringLiteral("/collision-lab-progress.json");
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save progress as"), start, tr("Progress files (*.json)"));
    if (path.isEmpty())
        return;
    if (store->saveTo(path))
        statusBar()->showMessage(tr("Your progress is now saved in %1.").arg(path), 8000);
    else
        QMessageBox::warning(this, tr("Progress file"),
            tr("Could not write %1. Choose another folder; your answers are still kept.").arg(path));
}

void MainWindow::reportRecoveredProgress(const QString& backupPath)
{
    const QString text = backupPath.isEmpty()
        ? tr("Your saved progress could not be read, and it could not be copied aside either. "
             "The exercises start fresh.")
        : tr("Your saved progress could not be read. It was kept as %1 so that nothing is lost; "
             "the exercises start fresh. Your teacher can help you recover it.")
              .arg(backupPath);
    statusBar()->showMessage(text);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Progress file"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace lab
