#include "classroom/progress_dialog.h"
#include "classroom/report_tasks.h"
#include "page/page_stack.h"
#include "window/classroom_controller.h"
#include "window/main_window.h"

#include "core/records/progress.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace test_progress_view {

using namespace lab;

TEST_CASE(
    "progress view: lists every task with its state and exports the teacher's CSV with the student's name")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    ProgressStore::setInstance(&store);
    ExerciseProgress p;
    p.status = ExerciseStatus::Done;
    p.attempts = 4;
    TaskRecord rules;
    for (const char* answer : { "a", "b", "c" })
        rules.check(QString::fromLatin1(answer), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    rules.check(QStringLiteral("d"), AnswerState::Right, 0, QDateTime::currentDateTimeUtc());
    p.tasks.insert(QStringLiteral("rules"), rules);
    store.update(QStringLiteral("area_move"), p);

    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    window.classroom().showProgress();
    auto* dialog = window.findChild<ProgressDialog*>();
    REQUIRE(dialog);
    QTableWidget* table = dialog->table();
    // One row a task of every lesson and exercise, in the list's order.
    const QList<ReportTask> tasks = curriculumTasks();
    REQUIRE(table->rowCount() == tasks.size());
    const int row = int(tasks.indexOf(ReportTask { QStringLiteral("area_move"), QStringLiteral("rules") }));
    REQUIRE(row > 0);
    CHECK(table->item(row, 0)->text() == QStringLiteral("Exercise: AreaMove"));
    CHECK(table->item(row, 2)->text() == QStringLiteral("done"));
    CHECK(table->item(row, 3)->text() == QStringLiteral("4"));
    CHECK(table->item(row, 5)->text().startsWith(QStringLiteral("yes")));
    CHECK(table->item(row - 1, 2)->text() == QStringLiteral("not started"));

    dialog->nameField()->setText(QStringLiteral("Hanako Sato"));
    dialog->classField()->setText(QStringLiteral("2-B"));
    CHECK(QFileInfo(dialog->suggestedCsvPath()).fileName()
        == QStringLiteral("collision-lab-Hanako-Sato-%1.csv")
               .arg(QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"))));
    const QString csvPath = dir.filePath(QStringLiteral("teacher.csv"));
    REQUIRE(dialog->exportCsv(csvPath));
    CHECK(store.student().name == QStringLiteral("Hanako Sato")); // the name is kept with the progress
    auto* confirmation = dialog->findChild<QMessageBox*>(QStringLiteral("exportConfirmation"));
    REQUIRE(confirmation);
    CHECK(confirmation->text().contains(QDir::toNativeSeparators(csvPath)));
    delete confirmation;
    QFile csv(csvPath);
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    CHECK(bytes.startsWith("\xEF\xBB\xBF"
                           "Student,Class or ID,Exercise,Task,Status,Attempts,Hints seen,"
                           "Worked solution shown,First opened,Finished,Last answer\r\n"));
    CHECK(bytes.contains("Hanako Sato,2-B,area_move,rules,done,4,3,yes,"));

    // In Japanese the header is Japanese and the values stay keys.
    window.setLanguage(Language::Japanese);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    CHECK(table->item(row, 2)->text() == QStringLiteral("完了"));
    REQUIRE(dialog->exportCsv(csvPath));
    delete dialog->findChild<QMessageBox*>(QStringLiteral("exportConfirmation"));
    csv.close();
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QString japanese = QString::fromUtf8(csv.readAll());
    CHECK(japanese.contains(QStringLiteral("生徒")));
    CHECK(japanese.contains(QStringLiteral("Hanako Sato,2-B,area_move,rules,done,4,3,yes,")));
    window.setLanguage(Language::English);
    ProgressStore::setInstance(nullptr);
}

TEST_CASE("progress view: an unreadable progress file is reported in the student's language")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::Japanese);
    window.classroom().reportRecoveredProgress(QStringLiteral("/home/student/progress.unreadable-1.json"));
    CHECK(window.statusBar()->currentMessage().contains(
        QStringLiteral("/home/student/progress.unreadable-1.json")));
    CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("読み込めません")));
    window.setLanguage(Language::English);
}

TEST_CASE("progress view: a newer file, a folder in its place or an unwritable folder is said in the "
          "student's language, with a way to save elsewhere")
{
    LanguageSwitcher language;
    MainWindow window(language);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    ProgressStore::setInstance(&store);
    const struct {
        ProgressStore::LoadOutcome outcome;
        const char* japanese;
    } cases[] = {
        { ProgressStore::LoadOutcome::NewerVersion, "新しい" },
        { ProgressStore::LoadOutcome::NotAFile, "フォルダー" },
        { ProgressStore::LoadOutcome::FolderUnwritable, "書き込めません" },
    };
    for (const auto& c : cases) {
        window.setLanguage(Language::Japanese);
        QCoreApplication::processEvents();
        window.classroom().reportProgressLoad({ c.outcome, QString() }, path);
        const QString message = window.statusBar()->currentMessage();
        INFO(message.toStdString());
        CHECK(message.contains(path));
        CHECK(message.contains(QString::fromUtf8(c.japanese)));
        CHECK(message.contains(QStringLiteral("進み具合を別名で保存")));
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("progressLoadMessage"));
        REQUIRE(box);
        // The box offers the same action as the File menu.
        bool offersSaveAs = false;
        for (QAbstractButton* b : box->buttons())
            offersSaveAs = offersSaveAs || b->text().startsWith(QStringLiteral("進み具合を別名で保存"));
        CHECK(offersSaveAs);
        delete box;
    }
    // Nothing to say for a plain load.
    window.statusBar()->clearMessage();
    window.classroom().reportProgressLoad({ ProgressStore::LoadOutcome::Loaded, QString() }, path);
    CHECK(window.statusBar()->currentMessage().isEmpty());
    CHECK(window.findChild<QMessageBox*>(QStringLiteral("progressLoadMessage")) == nullptr);
    window.setLanguage(Language::English);
    ProgressStore::setInstance(nullptr);
}

TEST_CASE("progress view: answers are on disk after a lesson switch and after closing the window")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    store.load();
    ProgressStore::setInstance(&store);
    LanguageSwitcher language;
    MainWindow window(language);
    window.pageStack().setUseSavedScenes(false);
    REQUIRE(window.showLesson(QStringLiteral("area_move")));
    const auto attemptsOnDisk = [&path] {
        ProgressStore disk(path);
        disk.load();
        return disk.exercise(QStringLiteral("area_move")).attempts;
    };
    ExerciseProgress p;
    p.status = ExerciseStatus::InProgress;
    for (int i = 1; i <= 5; ++i) {
        p.attempts = i;
        store.update(QStringLiteral("area_move"), p);
    }
    CHECK(attemptsOnDisk() == 1); // the rest waits for the end of the second...
    REQUIRE(window.showLesson(QStringLiteral("lines")));
    CHECK(attemptsOnDisk() == 5); // ...or for the lesson switch
    for (int i = 6; i <= 9; ++i) {
        p.attempts = i;
        store.update(QStringLiteral("area_move"), p);
    }
    window.close();
    CHECK(attemptsOnDisk() == 9);
    ProgressStore::setInstance(nullptr);
}

} // namespace test_progress_view
