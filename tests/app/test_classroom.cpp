// A class, not one student: the name prompt, New student, the class overview with damaged files
// among good ones, and the guide.
#include "classroom/class_overview.h"
#include "classroom/progress_dialog.h"
#include "classroom/report_tasks.h"
#include "classroom/student_bar.h"
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/text_view.h"
#include "window/classroom_controller.h"
#include "window/main_window.h"

#include "core/records/progress.h"
#include "core/records/report.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace test_classroom {

using namespace lab;

namespace {

void write(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A ProgressStore on a temporary file, installed for the life of the object.
struct Store {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store { path };
    Store()
    {
        store.load();
        ProgressStore::setInstance(&store);
    }
    ~Store() { ProgressStore::setInstance(nullptr); }
};

void startWork(ProgressStore& store, const QString& id)
{
    ExerciseProgress p = store.exercise(id);
    p.status = ExerciseStatus::InProgress;
    store.update(id, p);
}

} // namespace

TEST_CASE("classroom: the name is asked once, kindly, when there is first work to save")
{
    Store s;
    LanguageSwitcher language;
    MainWindow window(language);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    StudentBar& bar = window.classroom().studentBar();
    CHECK_FALSE(bar.isVisible());
    startWork(s.store, QStringLiteral("area_move"));
    CHECK(bar.isVisible());
    CHECK_FALSE(bar.nameField()->hasFocus()); // it does not take the keyboard from the student
    CHECK_FALSE(bar.saveButton()->isEnabled());
    bar.nameField()->setText(QStringLiteral("佐藤 花子"));
    bar.classField()->setText(QStringLiteral("2-B"));
    bar.saveButton()->click();
    CHECK(s.store.student().name == QStringLiteral("佐藤 花子"));
    CHECK(s.store.student().classId == QStringLiteral("2-B"));
    CHECK_FALSE(bar.isVisible());
    startWork(s.store, QStringLiteral("car_circles"));
    CHECK_FALSE(bar.isVisible());
    s.store.flush();
    ProgressStore again(s.path);
    REQUIRE(again.load().outcome == ProgressStore::LoadOutcome::Loaded);
    CHECK(again.student().name == QStringLiteral("佐藤 花子")); // stored with the progress
}

TEST_CASE(
    "classroom: 'Not now' puts the question off for good, the name can still be given in File > Progress")
{
    Store s;
    LanguageSwitcher language;
    MainWindow window(language);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    startWork(s.store, QStringLiteral("area_move"));
    REQUIRE(window.classroom().studentBar().isVisible());
    window.classroom().studentBar().laterButton()->click();
    CHECK_FALSE(window.classroom().studentBar().isVisible());
    startWork(s.store, QStringLiteral("square_collision"));
    CHECK_FALSE(window.classroom().studentBar().isVisible());
    window.classroom().showProgress();
    auto* dialog = window.findChild<ProgressDialog*>();
    REQUIRE(dialog);
    dialog->nameField()->setText(QStringLiteral("Ken"));
    emit dialog->nameField()->editingFinished();
    CHECK(s.store.student().name == QStringLiteral("Ken"));
}

TEST_CASE("classroom: New student asks first, keeps the old file under a dated name and empties the "
          "exercises on screen")
{
    Store s;
    s.store.setStudent({ QStringLiteral("Aiko"), QString(), true });
    LanguageSwitcher language;
    MainWindow window(language);
    window.pageStack().setUseSavedScenes(false);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.showLesson(QStringLiteral("square_collision")));
    auto* condition = window.currentPage()->controls().findChild<QLineEdit*>(QStringLiteral("condition"));
    REQUIRE(condition);
    condition->setText(QStringLiteral("r1.Right > r2.Left"));
    s.store.flush();
    const QByteArray before = read(s.path);
    REQUIRE(before.contains("r1.Right > r2.Left"));

    window.classroom().showProgress();
    auto* dialog = window.findChild<ProgressDialog*>();
    REQUIRE(dialog);
    dialog->askNewStudent();
    auto* question = dialog->findChild<QMessageBox*>(QStringLiteral("newStudentQuestion"));
    REQUIRE(question);
    CHECK(question->text().contains(QStringLiteral("Aiko")));
    question->button(QMessageBox::Cancel)->click();
    lab::test::deliverPostedEvents();
    CHECK(s.store.exercise(QStringLiteral("square_collision"))
              .data.value(QStringLiteral("condition"))
              .toString()
        == QStringLiteral("r1.Right > r2.Left")); // Cancel changes nothing

    dialog->askNewStudent();
    question = dialog->findChild<QMessageBox*>(QStringLiteral("newStudentQuestion"));
    REQUIRE(question);
    question->button(QMessageBox::Yes)->click();
    lab::test::deliverPostedEvents();
    auto* done = dialog->findChild<QMessageBox*>(QStringLiteral("newStudentDone"));
    REQUIRE(done);
    const QStringList kept
        = QDir(s.dir.path()).entryList({ QStringLiteral("progress.Aiko.*.json") }, QDir::Files);
    REQUIRE(kept.size() == 1);
    CHECK(done->text().contains(kept.front()));
    CHECK(read(s.dir.filePath(kept.front())) == before); // never deleted, byte for byte
    CHECK(s.store.student().name.isEmpty());
    CHECK(dialog->nameField()->text().isEmpty());
    // The page on screen was made again from the empty record.
    REQUIRE(window.currentLessonId() == QStringLiteral("square_collision"));
    auto* fresh = window.currentPage()->controls().findChild<QLineEdit*>(QStringLiteral("condition"));
    REQUIRE(fresh);
    CHECK(fresh->text().isEmpty());
    delete done;
}

namespace {

// How many tasks come before square collision's condition task (the lessons' before it in the
// handout's order); AreaMove's rules follow it.
int tasksBeforeCondition(const QList<ReportTask>& tasks)
{
    int earlier = 0;
    while (earlier < tasks.size() && tasks[earlier].exerciseId != QStringLiteral("square_collision"))
        ++earlier;
    REQUIRE(earlier + 1 < tasks.size());
    REQUIRE(tasks[earlier].taskId == QStringLiteral("condition"));
    REQUIRE(tasks[earlier + 1].exerciseId == QStringLiteral("area_move"));
    return earlier;
}

QByteArray repeat(const char* text, int times)
{
    QByteArray out;
    for (int i = 0; i < times; ++i)
        out += text;
    return out;
}

} // namespace

TEST_CASE("classroom: the class overview reads good files, lists a damaged and a foreign one with the "
          "reason, changes nothing")
{
    QTemporaryDir dir;
    const QList<ReportTask> tasks = curriculumTasks();
    const int earlier = tasksBeforeCondition(tasks);
    const int condition = 2 + earlier; // the condition task's column
    const auto reportOf = [&](const QString& name, const QString& cls, int attempts, bool done) {
        TaskRecord r;
        for (int i = 0; i < attempts - 1; ++i)
            r.check(QString::number(i), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
        r.check(QStringLiteral("last"), done ? AnswerState::Right : AnswerState::Wrong, 1,
            QDateTime::currentDateTimeUtc());
        ExerciseProgress p;
        p.tasks.insert(QStringLiteral("condition"), r);
        return studentReportCsv({ name, cls, true }, { { QStringLiteral("square_collision"), p } }, tasks);
    };
    const QString aiko = dir.filePath(QStringLiteral("aiko.csv"));
    const QString ken = dir.filePath(QStringLiteral("ken.csv"));
    const QString mio = dir.filePath(QStringLiteral("mio-progress.json"));
    const QString damaged = dir.filePath(QStringLiteral("damaged.csv"));
    const QString foreign = dir.filePath(QStringLiteral("grades.csv"));
    write(aiko, reportOf(QStringLiteral("Aiko"), QStringLiteral("2-B"), 1, true));
    write(ken, reportOf(QStringLiteral("Ken"), QStringLiteral("2-A"), 4, false));
    write(mio, R"({"version": 1, "student": {"name": "Mio", "class": "2-A"}, "exercises": {"square_collision":
        {"status": "done", "attempts": 2, "data": {}, "tasks": {"condition": {"status": "done", "solved": true, "attempts": 2}}}}})");
    QByteArray broken = reportOf(QStringLiteral("Sora"), QString(), 2, false);
    broken.replace("not_started", "maybe");
    write(damaged, broken);
    write(foreign, "name,points\r\nAiko,12\r\n");
    QHash<QString, QByteArray> before;
    QHash<QString, QDateTime> modified;
    for (const QString& path : { aiko, ken, mio, damaged, foreign }) {
        before.insert(path, read(path));
        modified.insert(path, QFileInfo(path).lastModified());
    }

    ClassOverview overview;
    overview.addFiles({ aiko, damaged, ken, foreign, mio, aiko }); // aiko twice: read once
    CHECK(overview.studentCount() == 3);
    REQUIRE(overview.problems()->count() == 2);
    // The first row that says "maybe": the first task's (row 1 is the header), else AreaMove's.
    CHECK(overview.problems()->item(0)->text().startsWith(
        QStringLiteral("damaged.csv: damaged at row %1").arg(earlier > 0 ? 2 : 3)));
    CHECK(overview.problems()->item(1)->text().startsWith(QStringLiteral("grades.csv: not a report")));
    QTableWidget* table = overview.table();
    REQUIRE(table->rowCount() == 4); // three students and the totals
    CHECK(table->columnCount() == 2 + tasks.size());
    CHECK(table->item(0, 0)->text() == QStringLiteral("Aiko")); // by name at first
    CHECK(table->item(3, 0)->text().startsWith(QStringLiteral("Total")));
    CHECK(table->item(3, condition)->text() == QStringLiteral("2 of 3 done · 7 attempts"));

    // Sorted by the condition task, descending: done ones with more attempts first; totals stay last.
    overview.sortBy(condition, Qt::DescendingOrder);
    CHECK(table->item(0, 0)->text() == QStringLiteral("Mio"));
    CHECK(table->item(1, 0)->text() == QStringLiteral("Aiko"));
    CHECK(table->item(2, 0)->text() == QStringLiteral("Ken"));
    CHECK(table->item(2, condition)->text() == QStringLiteral("in progress · 4"));
    CHECK(table->item(3, 0)->text().startsWith(QStringLiteral("Total")));

    const QString out = dir.filePath(QStringLiteral("class.csv"));
    REQUIRE(overview.exportCsv(out));
    const QByteArray csv = read(out);
    CHECK(csv.startsWith("\xEF\xBB\xBF"
                         "Student,Class or ID,"));
    CHECK(csv.contains("\r\nMio,2-A," + repeat("not_started,0,", earlier) + "done,2,not_started,0,"));
    CHECK(csv.contains("\r\nKen,2-A," + repeat("not_started,0,", earlier) + "in_progress,4,"));
    CHECK(csv.contains("\r\nTotal,3," + repeat("0,0,", earlier) + "2,7,0,0,"));
    for (const QString& path : before.keys()) {
        INFO(path.toStdString());
        CHECK(read(path) == before.value(path));
        CHECK(QFileInfo(path).lastModified() == modified.value(path));
    }
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 6);
}

TEST_CASE(
    "classroom: the guide shows in the text column in both languages, with pictures from the app, and leaves")
{
    for (const char* code : { "en", "ja" }) {
        INFO(code);
        QFile html(QStringLiteral(":/guide/guide.%1.html").arg(QLatin1String(code)));
        REQUIRE(html.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(html.readAll());
        CHECK(text.contains(QStringLiteral("collision-lab:lesson")));
        for (const char* picture : { "drag", "present", "exercise" }) {
            const QString path
                = QStringLiteral(":/guide/%1.%2.png").arg(QLatin1String(picture), QLatin1String(code));
            CHECK(text.contains(QStringLiteral("qrc") + path));
            const QImage image(path);
            CHECK(image.width() >= 240); // a panel, or a window scaled down
            CHECK(image.height() >= 240);
            CHECK(QFileInfo(path).size() < 150 * 1024);
        }
    }
    LanguageSwitcher language;
    MainWindow window(language);
    window.pageStack().setUseSavedScenes(false);
    REQUIRE(window.showLesson(QStringLiteral("circles")));
    window.classroom().showGuide();
    CHECK(window.classroom().isShowingGuide());
    window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents();
    CHECK(window.classroom().isShowingGuide()); // the guide again, in Japanese
    window.setLanguage(Language::English);
    REQUIRE(window.showLesson(QStringLiteral("lines")));
    CHECK_FALSE(window.classroom().isShowingGuide());
    window.classroom().showGuide();
    emit window.currentPage()->textView().appLinkClicked(QStringLiteral("lesson"));
    CHECK_FALSE(window.classroom().isShowingGuide());
}

TEST_CASE("classroom: a prediction whose answer was shown reads \"answer shown\" in the class overview and "
          "\"revealed\" in its CSV, not done")
{
    QTemporaryDir dir;
    const QList<ReportTask> tasks = curriculumTasks();
    const ReportTask predict { QStringLiteral("circles"), QStringLiteral("predict-verdict") };
    const int column = 2 + int(tasks.indexOf(predict));
    REQUIRE(column >= 2);
    TaskRecord r;
    r.check(QStringLiteral("apart"), AnswerState::Wrong, 1, QDateTime::currentDateTimeUtc());
    r.revealed = true;
    ExerciseProgress p;
    p.tasks.insert(predict.taskId, r);
    const QString ken = dir.filePath(QStringLiteral("ken.csv"));
    write(ken,
        studentReportCsv(
            { QStringLiteral("Ken"), QStringLiteral("2-A"), true }, { { predict.exerciseId, p } }, tasks));
    ClassOverview overview;
    overview.addFiles({ ken });
    REQUIRE(overview.studentCount() == 1);
    CHECK(overview.table()->item(0, column)->text() == QStringLiteral("answer shown · 1"));
    CHECK(overview.table()->item(1, column)->text().startsWith(QStringLiteral("0 of 1 done")));
    const QString out = dir.filePath(QStringLiteral("class.csv"));
    REQUIRE(overview.exportCsv(out));
    CHECK(read(out).contains(",revealed,1"));
}

} // namespace test_classroom
