#include "main_window.h"
#include "progress_dialog.h"

#include "core/progress.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace lab;

TEST_CASE("progress view: lists the three exercises with their state and exports the teacher's CSV")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    ProgressStore::setInstance(&store);
    ExerciseProgress p;
    p.status = ExerciseStatus::Done;
    p.attempts = 4;
    store.update(QStringLiteral("area_move"), p);

    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    window.showProgress();
    auto* dialog = window.findChild<ProgressDialog*>();
    REQUIRE(dialog);
    QTableWidget* table = dialog->table();
    REQUIRE(table->rowCount() == 3);
    CHECK(table->item(1, 0)->text() == QStringLiteral("Exercise: AreaMove"));
    CHECK(table->item(1, 1)->text() == QStringLiteral("done"));
    CHECK(table->item(1, 2)->text() == QStringLiteral("4"));
    CHECK(table->item(0, 1)->text() == QStringLiteral("not started"));

    const QString csvPath = dir.filePath(QStringLiteral("teacher.csv"));
    REQUIRE(dialog->exportCsv(csvPath));
    QFile csv(csvPath);
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    CHECK(bytes.startsWith("\xEF\xBB\xBF" "exercise,title,status,attempts,updated"));
    CHECK(bytes.contains("area_move,Exercise: AreaMove,done,4,"));

    window.setLanguage(Language::Japanese);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    CHECK(table->item(1, 1)->text() == QStringLiteral("完了"));
    window.setLanguage(Language::English);
    ProgressStore::setInstance(nullptr);
}

TEST_CASE("progress view: an unreadable progress file is reported in the student's language")
{
    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::Japanese);
    window.reportRecoveredProgress(QStringLiteral("/home/student/progress.unreadable-1.json"));
    CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("/home/student/progress.unreadable-1.json")));
    CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("読み込めません")));
    window.setLanguage(Language::English);
}
