// Issue 40, the class votes: the teacher asks everyone one task on one scene, the votes arrive (each
// student counted once per round, whatever is re-sent), a second round is kept apart from the
// first, Reveal has every student's own app judge their vote, a student who joins during the vote
// and one who votes while the connection is lost are counted once, and the class file keeps the
// counts for a continued class. Real TLS on loopback; the last two in the real window.
#include "session_support.h"

#include "catalog.h"
#include "classroom/report_tasks.h"
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/page_tasks.h"
#include "session/class_file.h"
#include "session/ui/class_vote.h"
#include "session/ui/class_window.h"
#include "session/ui/live_class_controller.h"
#include "session/ui/projector_view.h"
#include "session/ui/vote_bars.h"
#include "session/ui/vote_panel.h"
#include "window/language.h"
#include "window/main_window.h"

#include "core/model/lesson_task.h"
#include "core/model/scene.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"

#include <QAbstractButton>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QSettings>

namespace test_vote {

using namespace lab;
using namespace lab::test;

namespace {

const QString kLines = QStringLiteral("lines");
const QString kPredict = QStringLiteral("predict-count");

// The round's counts as the teacher holds them (an empty round when there is none yet).
PollRound heldRound(const ClassSession& teacher, int round)
{
    if (teacher.pollResults().isEmpty() || teacher.pollResults().last().rounds.size() < round)
        return {};
    return teacher.pollResults().last().rounds.at(round - 1);
}

// A student's steering has the teacher's vote in `stage` (and `round`).
bool sees(const TestStudent& s, Poll::Stage stage, int round = 1)
{
    const Poll& p = s.link.steering().poll;
    return p.isActive() && p.stage == stage && p.round == round;
}

int attemptsAt(const ProgressStore& store, const QString& task)
{
    return store.exercise(kLines).tasks.value(task).attempts;
}

int taskIndex(const TaskPanel& panel, const QString& id)
{
    for (int i = 0; i < panel.count(); ++i) {
        if (panel.box(i).task().id() == id)
            return i;
    }
    return -1;
}

// A student's or a teacher's own window, with a progress file of its own.
struct Desk {
    QTemporaryDir home;
    ProgressStore store { QDir(home.path()).filePath(QStringLiteral("progress.json")) };
    LanguageSwitcher language;
    std::unique_ptr<MainWindow> window;

    bool open(const QString& lesson)
    {
        store.load();
        ProgressStore::setInstance(&store);
        window = std::make_unique<MainWindow>(language);
        window->pageStack().setUseSavedScenes(false);
        window->resize(1366, 800);
        window->show();
        return QTest::qWaitForWindowExposed(window.get()) && window->showLesson(lesson);
    }
    ~Desk()
    {
        window.reset();
        ProgressStore::setInstance(nullptr);
        QSettings().remove(QStringLiteral("class")); // the next window joins no class by itself
    }
};

// What Ask the class offers: the lesson's predictions and numbers, not its fill-ins.
void checkAskable(const ClassVote& vote, const TaskPanel& panel)
{
    QList<QString> offered;
    for (const VotePanel::Askable& a : vote.askable())
        offered << panel.box(a.index).task().id();
    CHECK(offered.contains(kPredict));
    CHECK(offered.contains(QStringLiteral("compute-det")));
    CHECK_FALSE(offered.contains(QStringLiteral("example1"))); // a fill-in is not voted on
}

// The teacher's own bars: every choice, the two votes counted, names on hover.
void checkTeachersBars(const VoteBars& bars, const QWidget& window)
{
    REQUIRE(bars.isVisibleTo(&window));
    CHECK(bars.bars().size() == 3); // every choice, one with no vote
    int counted = 0;
    QStringList names;
    for (const VoteBar& bar : bars.bars()) {
        counted += bar.counts.value(0);
        names += bar.names;
    }
    CHECK(counted == 2);
    CHECK(names.contains(QStringLiteral("1 · Aiko")));
    CHECK(bars.summary().contains(QStringLiteral("Round 1: 2 of 2 voted")));
}

// The teacher's table says who voted what on hover; the projector's does not.
void checkTableHover(
    ClassSession& teacher, const QString& token, const TaskDefinition& task, const QString& right)
{
    QString label;
    for (const TaskChoice& c : task.choices())
        label = c.id == right ? c.label : label;
    ClassTableModel table(teacher, { { kLines, kPredict } },
        { [](const ReportTask& t) { return t.taskId; }, [](const QString& id) { return id; },
            [](const ReportTask& t, const QString& a) { return answerText(t, a); } });
    const QModelIndex cell = table.index(teacher.indexOf(token), ClassTableModel::FirstTaskColumn);
    CHECK(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Vote, round 1: %1").arg(label)));
    table.setAnonymous(true);
    CHECK_FALSE(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Vote")));
}

// The CSV has the vote after the students: the right choice by its words, marked right.
void checkVotesCsv(
    ClassWindow& window, const QTemporaryDir& dir, const TaskDefinition& task, const QString& right)
{
    const QString path = QDir(dir.path()).filePath(QStringLiteral("class.csv"));
    REQUIRE(window.exportCsv(path));
    QFile csv(path);
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csv.readAll());
    CHECK(text.contains(QStringLiteral("\r\n\r\nVote,Task,Round,Answer,Students,Voted,Present,Right\r\n")));
    QString label;
    for (const TaskChoice& c : task.choices())
        label = c.id == right ? c.label : label;
    CHECK(text.contains(QStringLiteral(",1,%1,1,2,2,yes\r\n").arg(csvField(label))));
    CHECK(text.contains(QStringLiteral(",1,2,2,no\r\n")));
}

} // namespace

TEST_CASE("a vote and a poll go over the wire and into the class file, and a bad vote is refused")
{
    const Poll poll { 3, kLines, kPredict, 2, Poll::Stage::Closed,
        QJsonObject { { QStringLiteral("x"), 1 } } };
    Steering steering;
    steering.sequence = 4;
    steering.poll = poll;
    const TeacherMessage steer = readTeacherMessage(frame(steerMessage(steering)).mid(4));
    REQUIRE(steer.kind == TeacherMessage::Kind::Steer);
    CHECK(steer.steering == steering);
    // No poll: none is read back.
    steering.poll = {};
    CHECK_FALSE(readTeacherMessage(frame(steerMessage(steering)).mid(4)).steering.poll.isActive());

    StudentRecord record;
    record.revision = 1;
    record.votes = { { 3, 1, QStringLiteral("one") }, { 3, 2, QStringLiteral("none") } };
    const StudentMessage read = readStudentMessage(frame(recordMessage(record)).mid(4));
    REQUIRE(read.kind == StudentMessage::Kind::Record);
    CHECK(read.record.votes == record.votes);
    // The same round twice, a round past the last, too many votes, an empty answer: refused whole.
    const auto withVotes = [&](const QJsonArray& votes) {
        QJsonObject o = recordMessage(record);
        o.insert(QStringLiteral("votes"), votes);
        return readStudentMessage(frame(o).mid(4)).kind;
    };
    const QJsonObject v1 = voteJson({ 3, 1, QStringLiteral("one") });
    QJsonObject round3 = v1;
    round3.insert(QStringLiteral("r"), 3);
    QJsonObject empty = v1;
    empty.insert(QStringLiteral("a"), QStringLiteral("\u0007 "));
    CHECK(withVotes({ v1 }) == StudentMessage::Kind::Record);
    CHECK(withVotes({ v1, v1 }) == StudentMessage::Kind::Invalid);
    CHECK(withVotes({ round3 }) == StudentMessage::Kind::Invalid);
    CHECK(withVotes({ empty }) == StudentMessage::Kind::Invalid);
    CHECK(withVotes({ v1, voteJson({ 3, 2, QStringLiteral("a") }), voteJson({ 4, 1, QStringLiteral("b") }) })
        == StudentMessage::Kind::Invalid);

    // The class file keeps every vote's counts; a file without them (before votes) still reads.
    SavedClass saved;
    saved.started = QDateTime::currentDateTimeUtc();
    saved.secret = randomSecret();
    saved.identity = SessionIdentity::generate();
    saved.port = 47322;
    PollResult result { 3, kLines, kPredict, QStringLiteral("one"), saved.started, true,
        { { { { QStringLiteral("one"), 2 }, { QStringLiteral("none"), 1 } }, 3, 4 },
            { { { QStringLiteral("one"), 3 } }, 3, 4 } } };
    saved.polls = { result };
    const QByteArray bytes = classFileBytes(saved);
    const std::optional<SavedClass> back = readClassFile(bytes);
    REQUIRE(back.has_value());
    REQUIRE(back->polls.size() == 1);
    CHECK(back->polls.at(0) == result);
    QJsonObject root = QJsonDocument::fromJson(bytes).object();
    root.remove(QStringLiteral("polls"));
    CHECK(readClassFile(QJsonDocument(root).toJson()).has_value());
    root.insert(QStringLiteral("polls"), QJsonArray { QJsonObject { { QStringLiteral("id"), 0 } } });
    CHECK_FALSE(readClassFile(QJsonDocument(root).toJson()).has_value());
}

TEST_CASE("a class vote: each student counted once per round, a closed vote stands, round 2 apart, reveal, "
          "and a continued class keeps the counts")
{
    QTemporaryDir dir;
    const quint16 port = freePort();
    auto teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->start(teacherOptions(dir, port)));
    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken"));
    TestStudent mei(QStringLiteral("Mei"));
    for (TestStudent* s : { &aiko, &ken, &mei })
        REQUIRE(s->joinAndWait(*teacher));
    teacher->askEveryone(kLines, kPredict, QJsonObject(), QStringLiteral("one"));
    REQUIRE(waitFor([&] {
        return sees(aiko, Poll::Stage::Open) && sees(ken, Poll::Stage::Open) && sees(mei, Poll::Stage::Open);
    }));
    aiko.link.vote(QStringLiteral("none"));
    ken.link.vote(QStringLiteral("one"));
    REQUIRE(waitFor([&] { return heldRound(*teacher, 1).answered == 2; }));
    CHECK(heldRound(*teacher, 1).present == 3);
    // Aiko changes her mind: still one vote of hers.
    aiko.link.vote(QStringLiteral("one"));
    REQUIRE(waitFor([&] { return heldRound(*teacher, 1).answers.value(QStringLiteral("one")) == 2; }));
    CHECK(heldRound(*teacher, 1).answered == 2);
    CHECK_FALSE(heldRound(*teacher, 1).answers.contains(QStringLiteral("none")));

    // Closed: Mei's late vote is not taken, not even by the teacher if it came.
    teacher->closeVote();
    REQUIRE(waitFor([&] { return sees(mei, Poll::Stage::Closed); }));
    mei.link.vote(QStringLiteral("infinite"));
    CHECK(mei.link.votes().isEmpty());
    QTest::qWait(300);
    CHECK(heldRound(*teacher, 1).answered == 2);

    // Round 2: everyone again, round 1 kept as it stood.
    teacher->voteAgain();
    REQUIRE(waitFor([&] { return sees(aiko, Poll::Stage::Open, 2) && sees(mei, Poll::Stage::Open, 2); }));
    for (TestStudent* s : { &aiko, &ken, &mei })
        s->link.vote(QStringLiteral("one"));
    REQUIRE(waitFor([&] { return heldRound(*teacher, 2).answered == 3; }));
    CHECK(heldRound(*teacher, 2).answers.value(QStringLiteral("one")) == 3);
    CHECK(heldRound(*teacher, 1).answered == 2);
    CHECK(aiko.link.votes().size() == 2); // both rounds go with her record
    teacher->revealVote();
    REQUIRE(waitFor([&] { return sees(ken, Poll::Stage::Revealed, 2); }));
    CHECK(teacher->pollResults().last().revealed);

    // The teacher's app closes and the class is continued: the counts are still there.
    const QList<PollResult> before = teacher->pollResults();
    teacher.reset();
    teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->resume(teacherOptions(dir, port)));
    CHECK(teacher->pollResults() == before);
    CHECK(teacher->poll().stage == Poll::Stage::Revealed);
    // A new question: a new id, the old counts kept, no vote of the old one counted in it.
    REQUIRE(waitFor([&] { return teacher->students().size() == 3 && teacher->students().at(0).connected; }));
    teacher->askEveryone(kLines, QStringLiteral("compute-det"), QJsonObject(), QStringLiteral("6"));
    CHECK(teacher->pollResults().size() == 2);
    CHECK(teacher->poll().id == before.last().id + 1);
    REQUIRE(waitFor([&] { return aiko.link.steering().poll.id == teacher->poll().id; }));
    CHECK(aiko.link.votes().isEmpty());
    CHECK(heldRound(*teacher, 1).answered == 0);
    teacher->endVote();
    REQUIRE(waitFor([&] { return !aiko.link.steering().poll.isActive(); }));
    CHECK(teacher->pollResults().size() == 2);
}

TEST_CASE("a student who joins during a vote is asked it, and one who votes while the connection is lost is "
          "counted once when back")
{
    QTemporaryDir dir;
    const quint16 port = freePort();
    auto teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->start(teacherOptions(dir, port)));
    TestStudent aiko(QStringLiteral("Aiko"));
    REQUIRE(aiko.joinAndWait(*teacher));
    teacher->askEveryone(kLines, QStringLiteral("compute-det"), QJsonObject(), QStringLiteral("6"));
    TestStudent late(QStringLiteral("Ken"));
    REQUIRE(late.joinAndWait(*teacher));
    REQUIRE(waitFor([&] { return sees(late, Poll::Stage::Open); }));
    late.link.vote(QStringLiteral("(-3)*(-2)"));
    REQUIRE(waitFor([&] { return heldRound(*teacher, 1).answered == 1; }));
    CHECK(heldRound(*teacher, 1).present == 2);

    // Aiko's teacher goes away (the app closed); she votes meanwhile; the class is continued.
    teacher->saveNow();
    teacher->waitSaved();
    teacher.reset();
    REQUIRE(waitFor([&] { return aiko.link.state() == StudentLink::State::Reconnecting; }));
    aiko.link.vote(QStringLiteral("6"));
    teacher = std::make_unique<ClassSession>();
    REQUIRE(teacher->resume(teacherOptions(dir, port)));
    REQUIRE(waitFor([&] { return heldRound(*teacher, 1).answered == 2; }));
    QTest::qWait(400); // whatever is re-sent, each is counted once
    CHECK(heldRound(*teacher, 1).answered == 2);
    CHECK(heldRound(*teacher, 1).answers.value(QStringLiteral("6")) == 1);
    CHECK(heldRound(*teacher, 1).answers.value(QStringLiteral("(-3)*(-2)")) == 1);
    // The histogram reads both as the number 6: one bar of two.
    const QList<VoteBar> bars = voteBars(teacher->pollResults().last(), teacher->students(), true);
    REQUIRE(bars.size() == 1);
    CHECK(bars.at(0).counts == QList<int> { 2 });
    CHECK(bars.at(0).names.size() == 2);
}

TEST_CASE("in the real window: a student's vote is sent, not judged, the verdict waits, and Reveal judges it")
{
    Desk desk;
    REQUIRE(desk.open(QStringLiteral("circles")));
    ProgressStore& store = desk.store;
    auto& window = desk.window;
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    LiveClassController& controller = window->classController();
    controller.join({ QHostAddress::LocalHost, teacher.port(), teacher.code(), {} }, QStringLiteral("Aiko"));
    REQUIRE(waitFor([&] { return controller.link()->state() == StudentLink::State::Joined; }));

    // The teacher's scene: lines with a fresh predict-count scene (two crossing lines, say).
    SceneFile scene;
    scene.lessonId = kLines;
    for (const auto& task : findLesson(kLines)->createTasks()) {
        if (task->id() == kPredict)
            scene.values = *task->scene(7);
    }
    REQUIRE_FALSE(scene.values.isEmpty());
    teacher.askEveryone(
        kLines, kPredict, QJsonDocument::fromJson(scene.toJson()).object(), QStringLiteral("x"));
    REQUIRE(waitFor([&] { return window->currentLessonId() == kLines; }));
    LessonPage& page = *window->currentPage();
    TaskPanel* panel = page.tasks().panel();
    REQUIRE(panel);
    const int index = taskIndex(*panel, kPredict);
    REQUIRE(waitFor([&] { return panel->voteTask() == index; }));
    CHECK(page.scene().values() == scene.values);
    CHECK(page.scene().holds(kHeldVerdict));
    TaskBox& box = panel->box(index);
    auto* check = box.findChild<QPushButton*>(QStringLiteral("taskCheck"));
    CHECK(check->text() == QStringLiteral("Vote"));
    CHECK_FALSE(box.findChild<QPushButton*>(QStringLiteral("taskSolution"))->isVisible());
    // Closing the task would show the verdict: it stays open.
    panel->setOpenTask(-1);
    CHECK(box.isOpen());
    CHECK(page.scene().holds(kHeldVerdict));

    // A wrong vote first, then changed (the right one is what the scene gives).
    const QString right = panel->rightAnswer(index);
    QString wrong;
    for (const TaskChoice& c : box.task().choices())
        wrong = c.id != right ? c.id : wrong;
    box.setAnswerText(wrong);
    check->click();
    REQUIRE(waitFor([&] { return heldRound(teacher, 1).answers.value(wrong) == 1; }));
    CHECK(attemptsAt(store, kPredict) == 0); // a vote is not an attempt
    CHECK(page.scene().holds(kHeldVerdict));
    teacher.closeVote();
    REQUIRE(waitFor([&] { return box.voting() == TaskBox::Voting::Closed; }));
    CHECK_FALSE(check->isEnabled());
    teacher.voteAgain();
    REQUIRE(waitFor([&] { return box.voting() == TaskBox::Voting::Open; }));
    box.setAnswerText(right);
    check->click();
    REQUIRE(waitFor([&] { return heldRound(teacher, 2).answers.value(right) == 1; }));
    CHECK(heldRound(teacher, 1).answers.value(wrong) == 1);

    // Aiko drags the scene; Reveal puts the vote's scene back and judges her round 2 vote there.
    QList<double> moved = page.scene().values();
    moved[0] += 1;
    page.scene().setState(moved);
    teacher.revealVote();
    REQUIRE(waitFor([&] { return panel->voteTask() < 0; }));
    CHECK(page.scene().values() == scene.values);
    CHECK_FALSE(page.scene().holds(kHeldVerdict));
    CHECK(attemptsAt(store, kPredict) == 1);
    CHECK(store.exercise(kLines).tasks.value(kPredict).solved);
}

TEST_CASE("in the real window: the teacher asks a task, their canvas waits for Reveal, the bars fill with "
          "names for the teacher and without them on the projector")
{
    Desk desk;
    REQUIRE(desk.open(kLines));
    auto& window = desk.window;
    QTemporaryDir dir;
    ClassSession teacher;
    REQUIRE(teacher.start(teacherOptions(dir)));
    // The window's side of the vote as LiveClassController wires it, on the teacher's own page.
    LessonPage& page = *window->currentPage();
    ClassVote vote({ [&](bool) { return page.tasks().panel(); },
        [&] {
            SceneFile s;
            s.lessonId = kLines;
            s.values = page.scene().values();
            return s;
        },
        {} });
    QObject::connect(
        &teacher, &ClassSession::pollChanged, &vote, [&] { vote.followTeacher(teacher.poll()); });
    ClassWindow classWindow(
        teacher, {}, { [](const ReportTask& t) { return t.taskId; }, [](const QString& id) { return id; } });
    classWindow.vote()->setAskable([&] { return vote.askable(); });
    checkAskable(vote, *page.tasks().panel());
    CHECK_FALSE(classWindow.vote()->revealButton()->isEnabled());

    TaskPanel& panel = *page.tasks().panel();
    const int index = taskIndex(panel, kPredict);
    const QList<double> before = page.scene().values();
    REQUIRE(vote.ask(teacher, index));
    CHECK(page.scene().values() != before); // the task's own fresh scene, for everyone
    CHECK(teacher.poll().lesson == kLines);
    CHECK(teacher.poll().task == kPredict);
    const QString right = panel.rightAnswer(index);
    CHECK(teacher.pollResults().last().right == right);
    CHECK(panel.box(index).voting() == TaskBox::Voting::Watching);
    CHECK(page.scene().holds(kHeldVerdict));
    CHECK(classWindow.vote()->revealButton()->isEnabled());

    TestStudent aiko(QStringLiteral("Aiko"));
    TestStudent ken(QStringLiteral("Ken"));
    REQUIRE(aiko.joinAndWait(teacher));
    REQUIRE(ken.joinAndWait(teacher));
    REQUIRE(waitFor([&] { return sees(aiko, Poll::Stage::Open) && sees(ken, Poll::Stage::Open); }));
    // The scene everyone is sent is the one on the teacher's canvas.
    const SceneFileRead sent = readSceneFile(QJsonDocument(aiko.link.steering().poll.scene).toJson());
    REQUIRE(sent.problem == SceneFileRead::Problem::None);
    REQUIRE(sent.scene.values.size() == page.scene().values().size());
    for (int i = 0; i < sent.scene.values.size(); ++i)
        CHECK(sent.scene.values[i] == Approx(page.scene().values()[i]).margin(1e-9));
    aiko.link.vote(right);
    ken.link.vote(QStringLiteral("infinite") == right ? QStringLiteral("none") : QStringLiteral("infinite"));
    REQUIRE(waitFor([&] { return heldRound(teacher, 1).answered == 2; }));
    checkTeachersBars(*classWindow.vote()->bars(), classWindow);
    checkTableHover(teacher, aiko.token, panel.box(index).task(), right);
    classWindow.showProjector(true);
    VoteBars* projected = classWindow.projector()->votes();
    REQUIRE(projected->isVisibleTo(classWindow.projector()));
    for (const VoteBar& bar : projected->bars())
        CHECK(bar.names.isEmpty());
    CHECK_FALSE(projected->accessibleDescription().contains(QStringLiteral("Aiko")));

    // Reveal: the teacher's canvas shows the verdict, the right bar is marked, nothing recorded.
    classWindow.vote()->revealButton()->click();
    CHECK_FALSE(page.scene().holds(kHeldVerdict));
    CHECK(panel.voteTask() < 0);
    CHECK(desk.store.exercise(kLines).tasks.value(kPredict).attempts == 0);
    int marked = 0;
    for (const VoteBar& bar : projected->bars())
        marked += bar.right ? 1 : 0;
    CHECK(marked == 1);
    CHECK(std::any_of(projected->bars().begin(), projected->bars().end(),
        [](const VoteBar& b) { return b.right && b.counts.value(0) == 1; }));
    checkVotesCsv(classWindow, dir, panel.box(index).task(), right);
    classWindow.showProjector(false);
}

} // namespace test_vote
