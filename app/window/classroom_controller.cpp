#include "classroom_controller.h"

#include "classroom/class_overview.h"
#include "classroom/progress_dialog.h"
#include "classroom/student_bar.h"
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/text_view.h"
#include "plan_controller.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"
#include "window/window_actions.h"

#include "core/records/plan_file.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

#include <utility>

namespace lab {

namespace {

QString guideHtml(const QString& name, Language language)
{
    QFile file(QStringLiteral(":/guide/%1.%2.html").arg(name, languageCode(language)));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

ClassroomController::ClassroomController(MainWindow& window)
    : QObject(&window)
    , m_window(window)
{
    if (ProgressStore* store = ProgressStore::instance()) {
        window.addToolBarBreak();
        m_studentBar = new StudentBar(*store, &window);
        window.addToolBar(Qt::TopToolBarArea, m_studentBar);
        connect(store, &ProgressStore::reset, this, &ClassroomController::reloadExercisePages);
        connect(store, &ProgressStore::saveFailed, this, [this, store](const QString& path) {
            if (store->isWriteBlocked()) {
                m_window.statusBar()->showMessage(
                    tr("Your answers are kept only while Collision Detection Lab stays "
                       "open: use File > Save progress as... to keep them."));
                return;
            }
            m_window.statusBar()->showMessage(
                tr("Could not save your progress to %1. Your answers are kept "
                   "while Collision Detection Lab stays open; check the disk and try again.")
                    .arg(path));
        });
    }
    m_plan = new PlanController(window);
    // The guide leaves when another lesson is shown; the page it was on shows its lesson again.
    connect(&window.pageStack(), &QStackedWidget::currentChanged, this, [this] {
        if (m_guidePage && m_guidePage != m_window.currentPage())
            leaveGuide();
    });
}

void ClassroomController::showProgress()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    auto* dialog = m_window.findChild<ProgressDialog*>();
    if (!dialog)
        dialog = new ProgressDialog(*store, &m_window);
    dialog->show();
    dialog->raise();
}

void ClassroomController::reportProgressLoad(const ProgressStore::LoadResult& result, const QString& path)
{
    const QString keep
        = tr("Your answers are kept while Collision Detection Lab stays open; to keep them for "
             "next time, use File > Save progress as...");
    QString text;
    switch (result.outcome) {
    case ProgressStore::LoadOutcome::Fresh:
    case ProgressStore::LoadOutcome::Loaded: return;
    case ProgressStore::LoadOutcome::Recovered: reportRecoveredProgress(result.backupPath); return;
    case ProgressStore::LoadOutcome::NewerVersion:
        text = tr(
            "Your progress file %1 was written by a newer version of Collision Detection Lab. It is left "
            "as it is, for that version.")
                   .arg(path);
        break;
    case ProgressStore::LoadOutcome::NotAFile:
        text = tr("Where your progress is kept (%1) there is a folder, not a file. Nothing was changed "
                  "there; your teacher can move that folder away.")
                   .arg(path);
        break;
    case ProgressStore::LoadOutcome::FolderUnwritable:
        text
            = tr("Collision Detection Lab cannot write to the folder of %1, so your progress cannot be saved "
                 "there.")
                  .arg(path);
        break;
    }
    text += QLatin1Char(' ') + keep;
    m_window.statusBar()->showMessage(text);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Progress file"), text, QMessageBox::Ok, &m_window);
    box->setObjectName(QStringLiteral("progressLoadMessage"));
    QPushButton* saveAs
        = box->addButton(m_window.windowActions().file.saveProgressAs->text(), QMessageBox::ActionRole);
    connect(saveAs, &QPushButton::clicked, this, &ClassroomController::saveProgressAs);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ClassroomController::reportRecoveredProgress(const QString& backupPath)
{
    const QString text = backupPath.isEmpty()
        ? tr("Your saved progress could not be read, and it could not be copied aside either. "
             "The exercises start fresh.")
        : tr("Your saved progress could not be read. It was kept as %1 so that nothing is lost; "
             "the exercises start fresh. Your teacher can help you recover it.")
              .arg(backupPath);
    m_window.statusBar()->showMessage(text);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Progress file"), text, QMessageBox::Ok, &m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ClassroomController::saveProgressAs()
{
    ProgressStore* store = ProgressStore::instance();
    if (!store)
        return;
    const QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + QStringLiteral("/collision-lab-progress.json");
    const QString path = QFileDialog::getSaveFileName(
        &m_window, tr("Save progress as"), start, tr("Progress files (*.json)"));
    if (path.isEmpty())
        return;
    if (store->saveTo(path))
        m_window.statusBar()->showMessage(tr("Your progress is now saved in %1.").arg(path), 8000);
    else
        QMessageBox::warning(&m_window, tr("Progress file"),
            tr("Could not write %1. Choose another folder; your answers are still kept.").arg(path));
}

void ClassroomController::openPlanInteractive(const QString& path)
{
    if (!mayDropPlan())
        return;
    const QString problem = m_plan->openFile(path);
    if (problem.isEmpty()) {
        m_window.statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
        return;
    }
    m_window.statusBar()->showMessage(problem, 8000);
    auto* box
        = new QMessageBox(QMessageBox::Warning, tr("Open lesson plan"), problem, QMessageBox::Ok, &m_window);
    box->setObjectName(QStringLiteral("planRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ClassroomController::openPlanDialog()
{
    if (!mayDropPlan())
        return;
    const QString path = QFileDialog::getOpenFileName(&m_window, tr("Open lesson plan"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Collision Detection Lab lesson plans (*.clabplan)"));
    if (!path.isEmpty())
        openPlanInteractive(path);
}

QString ClassroomController::openExamplePlan(Language language)
{
    if (!mayDropPlan())
        return {};
    QFile file(QStringLiteral(":/plans/example.%1.clabplan").arg(languageCode(language)));
    const FileActions& actions = m_window.windowActions().file;
    const QString name
        = language == Language::Japanese ? actions.exampleJapanese->text() : actions.exampleEnglish->text();
    const QString problem = file.open(QIODevice::ReadOnly)
        ? m_plan->openBytes(file.readAll(), name, QString())
        : tr("%1 is not a Collision Detection Lab lesson plan.").arg(name);
    if (!problem.isEmpty())
        QMessageBox::warning(&m_window, tr("Open lesson plan"), problem);
    return problem;
}

bool ClassroomController::savePlanInteractive()
{
    if (!m_plan->isOpen())
        return false;
    const QString start = m_plan->path().isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
            + QStringLiteral("/lesson.clabplan")
        : m_plan->path();
    const QString path = QFileDialog::getSaveFileName(
        &m_window, tr("Save lesson plan"), start, tr("Collision Detection Lab lesson plans (*.clabplan)"));
    if (path.isEmpty())
        return false;
    if (m_plan->save(path)) {
        m_window.statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        return true;
    }
    QMessageBox::warning(&m_window, tr("Save lesson plan"),
        tr("Could not write %1. Choose another folder or name.").arg(path));
    return false;
}

bool ClassroomController::mayDropPlan()
{
    if (!m_plan->isModified())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Lesson plan"),
        tr("The lesson plan has bookmarks that are not saved yet. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &m_window);
    box.setObjectName(QStringLiteral("unsavedPlanQuestion"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return savePlanInteractive();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void ClassroomController::closePlan()
{
    if (mayDropPlan())
        m_plan->close();
}

void ClassroomController::restoreUnsavedPlan()
{
    QFile file(PlanController::unsavedPath());
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.read(PlanFile::kMaxBytes + 1);
    file.close();
    file.remove(); // written again when the window closes while the plan is still unsaved
    if (!m_plan->openBytes(bytes, tr("The unsaved lesson plan"), QString()).isEmpty())
        return;
    m_plan->markUnsaved();
    m_window.statusBar()->showMessage(tr("Your lesson plan with unsaved bookmarks is back from last time; "
                                         "File > Save lesson plan... keeps it."),
        15000);
}

void ClassroomController::showGuide(const QString& name)
{
    LessonPage* page = m_window.currentPage();
    if (!page)
        return;
    if (m_guidePage && m_guidePage != page)
        leaveGuide();
    m_guidePage = page;
    m_guideName = name;
    m_window.windowActions().help.guide->setChecked(true);
    connect(&page->textView(), &LessonTextView::appLinkClicked, this, &ClassroomController::leaveGuide,
        Qt::UniqueConnection);
    const Language language = m_window.language();
    page->textView().showLesson(
        guideHtml(name, language), QString(), language, m_window.presentation().isActive());
}

bool ClassroomController::isShowingGuide() const
{
    return !m_guidePage.isNull();
}

void ClassroomController::leaveGuide()
{
    LessonPage* page = std::exchange(m_guidePage, nullptr);
    m_window.windowActions().help.guide->setChecked(false);
    if (page)
        page->setLanguage(m_window.language()); // reloads the lesson's own text
}

void ClassroomController::showClassOverview()
{
    auto* overview = m_window.findChild<ClassOverview*>();
    if (!overview)
        overview = new ClassOverview(&m_window);
    overview->show();
    overview->raise();
}

void ClassroomController::reloadExercisePages()
{
    const QString shown = m_window.currentLessonId();
    if (m_guidePage && m_guidePage->lesson().isExercise())
        m_guidePage = nullptr;
    if (m_window.pageStack().dropExercisePages())
        m_window.showLesson(shown);
}

} // namespace lab
