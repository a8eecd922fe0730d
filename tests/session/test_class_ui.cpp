// Items 1 to 4 and 7 of issue 32 through the windows: Class > Start a class shows the join code
// and the live table; a student joins through the dialog, picking the class it found; the teacher
// pauses (the student's window takes no input and says why), sends everyone to a scene, exports
// the CSV with formulas made harmless; both languages; everything by keyboard. Real TLS on
// loopback, each side with a window of its own in this process.
#include "session_support.h"

#include "session/ui/class_window.h"
#include "session/ui/join_dialog.h"
#include "session/ui/live_class_controller.h"
#include "session/ui/pause_overlay.h"
#include "session/ui/projector_view.h"

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QUdpSocket>

namespace test_class_ui {

using namespace lab;
using namespace lab::test;

namespace {

quint16 freeUdpPort()
{
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

// One side of the class: a window, its progress file, its controller.
struct Side {
    QTemporaryDir home;
    ProgressStore store;
    QMainWindow window;
    QLineEdit* field = new QLineEdit(&window); // something that takes keys, as a lesson's fields do
    QList<SceneFile> shown;
    std::unique_ptr<LiveClassController> controller;

    // `folder`: where the progress file is (another Side's, for an app that starts again).
    explicit Side(quint16 discovery, quint16 classPort = 0, const QString& statePath = QString(),
        const QString& folder = QString())
        : store(QDir(folder.isEmpty() ? home.path() : folder).filePath(QStringLiteral("progress.json")))
    {
        store.load();
        window.setCentralWidget(field);
        window.resize(900, 600);
        window.show();
        LiveClassController::Host host;
        host.window = &window;
        host.lessonId = [] { return QStringLiteral("lines"); };
        host.scene = [] {
            SceneFile scene;
            scene.lessonId = QStringLiteral("lines");
            scene.values = { 1, 2, 3, 4, 5, 6, 7, 8 };
            return scene;
        };
        host.showScene = [this](const SceneFile& scene) {
            shown.append(scene);
            return true;
        };
        ClassPlaces places;
        places.statePath
            = statePath.isEmpty() ? QDir(home.path()).filePath(QStringLiteral("class.json")) : statePath;
        places.discoveryPort = discovery;
        places.classPort
            = classPort ? classPort : freePort(); // never the real 47322 of a class on this machine
        controller = std::make_unique<LiveClassController>(host, &store, places);
    }
};

} // namespace

TEST_CASE("the Class window shows the join code and a row per student, a student joins through the dialog")
{
    const quint16 discovery = freeUdpPort();
    Side teacher(discovery);
    REQUIRE(teacher.controller->startClassWith(false, QStringLiteral("2-B")));
    ClassWindow* window = teacher.controller->classWindow();
    REQUIRE(window);
    REQUIRE(window->isVisible());
    ClassSession& session = *teacher.controller->session();
    CHECK(window->findChild<QLabel*>(QStringLiteral("classCode"))->text() == session.code().text());
    // The projector's view and its box go together, however the view is closed (Escape here).
    auto* projectorBox = window->findChild<QCheckBox*>(QStringLiteral("classProjectorBox"));
    REQUIRE(projectorBox);
    projectorBox->setChecked(true);
    REQUIRE(window->projector());
    CHECK(window->projector()->isVisible());
    QTest::keyClick(window->projector(), Qt::Key_Escape);
    CHECK_FALSE(window->projector()->isVisible());
    CHECK_FALSE(projectorBox->isChecked());
    projectorBox->setChecked(true); // one click brings it back
    CHECK(window->projector()->isVisible());
    projectorBox->setChecked(false);

    Side student(discovery);
    JoinDialog* dialog = student.controller->showJoinDialog();
    REQUIRE(dialog);
    REQUIRE(waitFor([&] { return dialog->classes()->count() == 1; }, 4000));
    CHECK(dialog->classes()->item(0)->text().startsWith(QStringLiteral("2-B")));
    // Nothing typed: the dialog says what is missing, in words.
    dialog->joinButton()->click();
    CHECK(dialog->statusLabel()->text().contains(QStringLiteral("ten letters")));
    QTest::keyClicks(dialog->codeField(), session.code().text().toLower());
    QTest::keyClicks(dialog->nameField(), QStringLiteral("Aiko"));
    QTest::keyClick(dialog->nameField(), Qt::Key_Return); // Enter joins
    REQUIRE(waitFor([&] { return student.controller->link()->state() == StudentLink::State::Joined; }));
    CHECK(student.store.student().name == QStringLiteral("Aiko")); // the student bar's name
    REQUIRE(waitFor([&] { return window->table()->model()->rowCount() == 1; }));
    // The number the projector shows for Aiko, beside her name in the teacher's own table.
    CHECK(window->table()->model()->index(0, ClassTableModel::StudentColumn).data().toString()
        == QStringLiteral("1 · Aiko"));
    // Scrolled to the last task, the Student column stays in view: a frozen view over its place.
    FrozenTable* table = window->table();
    table->resizeColumnsToContents();
    table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
    REQUIRE(table->horizontalScrollBar()->value() > 0);
    QTableView* names = table->frozen();
    CHECK(names->isVisible());
    CHECK(names->geometry().left() <= table->frameWidth() + 1);
    CHECK(names->width() == table->columnWidth(ClassTableModel::StudentColumn));
    CHECK(names->indexAt(QPoint(5, names->rowViewportPosition(0) + 2)).data().toString()
        == QStringLiteral("1 · Aiko"));
    CHECK(table->columnAt(names->width() + 2) > ClassTableModel::StuckColumn); // tasks beside it
    CHECK(names->isColumnHidden(ClassTableModel::LessonColumn));
    CHECK(window->log()->item(window->log()->count() - 1)->text().contains(QStringLiteral("Aiko joined")));
    CHECK(student.controller->actions().leave->isEnabled());
    CHECK_FALSE(student.controller->actions().start->isEnabled()); // not a teacher while in a class
}

TEST_CASE(
    "paused, a student's window takes no input and says why, everyone to this opens the teacher's scene")
{
    const quint16 discovery = freeUdpPort();
    Side teacher(discovery);
    REQUIRE(teacher.controller->startClassWith(false, QStringLiteral("2-B")));
    ClassSession& session = *teacher.controller->session();
    Side student(discovery);
    student.controller->join(
        { QHostAddress::LocalHost, session.port(), session.code(), {} }, QStringLiteral("Ken"));
    REQUIRE(waitFor([&] { return student.controller->link()->state() == StudentLink::State::Joined; }));

    // The teacher, by keyboard: focus on "Pause the class" and Space.
    auto* pauseButton
        = teacher.controller->classWindow()->findChild<QPushButton*>(QStringLiteral("classPauseButton"));
    REQUIRE(pauseButton);
    pauseButton->setFocus();
    QTest::keyClick(pauseButton, Qt::Key_Space);
    PauseOverlay* pause = student.controller->pause();
    REQUIRE(waitFor([&] { return pause->isPaused() && pause->isVisible(); }));
    CHECK(pause->message()->text() == QStringLiteral("Your teacher has paused the class."));
    CHECK(pause->accessibleName() == pause->message()->text());
    CHECK(pause->geometry() == student.window.rect());
    QTest::keyClicks(student.field, QStringLiteral("abc"));
    QTest::mouseClick(student.field, Qt::LeftButton);
    CHECK(student.field->text().isEmpty());
    QCoreApplication::processEvents();
    CHECK(student.window.focusWidget() == pause->leaveButton()); // the one thing left, by keyboard

    auto* everyone
        = teacher.controller->classWindow()->findChild<QPushButton*>(QStringLiteral("classEveryone"));
    everyone->click();
    REQUIRE(waitFor([&] { return student.shown.size() == 1; }));
    CHECK(student.shown.front().lessonId == QStringLiteral("lines"));
    CHECK(student.shown.front().values.size() == 8);

    // Resume: the window takes keys again; Let go forgets the scene for those who join later.
    QTest::keyClick(pauseButton, Qt::Key_Space);
    REQUIRE(waitFor([&] { return !pause->isPaused(); }));
    CHECK_FALSE(pause->isVisible());
    QTest::keyClicks(student.field, QStringLiteral("abc"));
    CHECK(student.field->text() == QStringLiteral("abc"));
    teacher.controller->classWindow()->findChild<QPushButton*>(QStringLiteral("classLetGo"))->click();
    REQUIRE(waitFor([&] { return student.controller->link()->steering().scene.isEmpty(); }));
    CHECK(student.shown.size() == 1);
}

TEST_CASE("the class's CSV is the class overview's, with names that look like formulas made harmless")
{
    QTemporaryDir dir;
    ClassSession session;
    REQUIRE(session.start(teacherOptions(dir)));
    TestStudent mallory(QStringLiteral("=HYPERLINK(\"http://x\")"));
    TestStudent plus(QStringLiteral("+1"));
    REQUIRE(mallory.joinAndWait(session));
    REQUIRE(plus.joinAndWait(session));
    mallory.attempt(QStringLiteral("area_move"), QStringLiteral("rules"), true);
    REQUIRE(waitFor([&] { return teacherAttempts(session, mallory.token) == 1; }));
    const QList<ReportTask> tasks { { QStringLiteral("area_move"), QStringLiteral("rules") } };
    ClassWindow window(session, tasks,
        { [](const ReportTask& t) { return t.taskId; }, [](const QString& id) { return id; } });
    const QString path = QDir(dir.path()).filePath(QStringLiteral("class.csv"));
    REQUIRE(window.exportCsv(path));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    CHECK(bytes.startsWith("\xEF\xBB\xBF"));
    const QString csv = QString::fromUtf8(bytes);
    CHECK(csv.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\",,done,1")));
    CHECK(csv.contains(QStringLiteral("\r\n'+1,,not_started,0")));
    CHECK(csv.contains(QStringLiteral("\r\nTotal,2,1,1")));
    CHECK_FALSE(csv.contains(QStringLiteral("\n=")));
    CHECK_FALSE(csv.contains(QStringLiteral(",=")));
}

TEST_CASE("the projector's view has no names, the join code, and a row of totals")
{
    QTemporaryDir dir;
    ClassSession session;
    REQUIRE(session.start(teacherOptions(dir)));
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(session));
    aiko.attempt(QStringLiteral("area_move"), QStringLiteral("rules"), true);
    REQUIRE(waitFor([&] { return teacherAttempts(session, aiko.token) == 1; }));
    const QList<ReportTask> tasks { { QStringLiteral("area_move"), QStringLiteral("rules") } };
    ProjectorView view(session, tasks,
        { [](const ReportTask& t) { return t.taskId; }, [](const QString& id) { return id; } });
    const QAbstractItemModel& model = view.model();
    REQUIRE(model.rowCount() == 2);
    CHECK(model.index(0, ClassTableModel::StudentColumn).data().toString() == QStringLiteral("1"));
    for (int column = 0; column < model.columnCount(); ++column)
        CHECK_FALSE(model.index(0, column).data().toString().contains(QStringLiteral("Aiko")));
    CHECK(model.index(1, ClassTableModel::StudentColumn).data().toString() == QStringLiteral("Total"));
    CHECK(model.index(1, ClassTableModel::FirstTaskColumn)
              .data()
              .toString()
              .startsWith(QStringLiteral("solved 1")));
    CHECK(view.findChild<QLabel*>()->text().contains(session.code().text()));
    // The totals' four lines are all seen: their row is as tall as they need.
    view.resize(1366, 768);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    const QString totals = model.index(1, ClassTableModel::FirstTaskColumn).data().toString();
    const QFontMetrics fm(view.table()->font());
    CHECK(view.table()->rowHeight(1) >= int(totals.count(QLatin1Char('\n')) + 1) * fm.lineSpacing());
}

TEST_CASE(
    "a student whose app restarts in a class is back in it by itself, also when the teacher comes later")
{
    const quint16 discovery = freeUdpPort();
    const quint16 port = freePort();
    QTemporaryDir teacherHome;
    const QString state = QDir(teacherHome.path()).filePath(QStringLiteral("class.json"));
    auto teacher = std::make_unique<Side>(discovery, port, state);
    REQUIRE(teacher->controller->startClassWith(false, QStringLiteral("2-B")));
    const JoinCode code = teacher->controller->session()->code();
    QTemporaryDir studentHome;
    {
        Side student(discovery, 0, QString(), studentHome.path());
        student.controller->join({ QHostAddress::LocalHost, port, code, {} }, QStringLiteral("Mei"));
        REQUIRE(waitFor([&] { return student.controller->link()->state() == StudentLink::State::Joined; }));
    } // the student's app closes while in the class
    teacher.reset(); // and so does the teacher's
    Side student(discovery, 0, QString(), studentHome.path()); // starts again: back in the class, trying
    REQUIRE(student.controller->link()->state() == StudentLink::State::Reconnecting);
    QTest::qWait(1500); // the teacher is not there yet
    CHECK(student.controller->link()->state() == StudentLink::State::Reconnecting);
    teacher = std::make_unique<Side>(discovery, port, state);
    REQUIRE(teacher->controller->startClassWith(true, QString()));
    CHECK(teacher->controller->session()->code() == code);
    CHECK(waitFor([&] { return student.controller->link()->state() == StudentLink::State::Joined; }, 10000));
    CHECK(teacher->controller->session()->students().size() == 1);
}

TEST_CASE("a paused student whose teacher goes away works on, and is paused again when the class is back")
{
    const quint16 discovery = freeUdpPort();
    const quint16 port = freePort();
    QTemporaryDir teacherHome;
    const QString state = QDir(teacherHome.path()).filePath(QStringLiteral("class.json"));
    auto teacher = std::make_unique<Side>(discovery, port, state);
    REQUIRE(teacher->controller->startClassWith(false, QStringLiteral("2-B")));
    Side student(discovery);
    student.controller->link()->setRetryDelays(100, 300);
    student.controller->join(
        { QHostAddress::LocalHost, port, teacher->controller->session()->code(), {} }, QStringLiteral("Ren"));
    REQUIRE(waitFor([&] { return student.controller->link()->state() == StudentLink::State::Joined; }));
    teacher->controller->session()->setPaused(true);
    REQUIRE(waitFor([&] { return student.controller->pause()->isPaused(); }));
    teacher.reset(); // the teacher's laptop goes to sleep, say
    REQUIRE(waitFor([&] { return !student.controller->pause()->isPaused(); }));
    QTest::keyClicks(student.field, QStringLiteral("x"));
    CHECK(student.field->text() == QStringLiteral("x"));
    teacher = std::make_unique<Side>(discovery, port, state);
    REQUIRE(teacher->controller->startClassWith(true, QString()));
    CHECK(waitFor([&] { return student.controller->pause()->isPaused(); }, 5000));
}

} // namespace test_class_ui
