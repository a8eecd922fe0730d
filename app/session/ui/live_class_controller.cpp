#include "live_class_controller.h"

#include "class_vote.h"
#include "class_window.h"
#include "join_dialog.h"
#include "pause_overlay.h"

#include "catalog.h"
#include "classroom/report_tasks.h"
#include "core/records/progress.h"
#include "core/widgets/key_help.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace lab {

namespace {

ClassTableModel::Words curriculumWords()
{
    return { [](const ReportTask& task) { return taskTitle(task); },
        [](const QString& id) { return lessonTitle(id); },
        [](const ReportTask& task, const QString& answer) { return answerText(task, answer); } };
}

QString settingsKey(const char* name)
{
    return QStringLiteral("class/") + QLatin1String(name);
}

} // namespace

LiveClassController::LiveClassController(Host host, ProgressStore* store, ClassPlaces places, QObject* parent)
    : QObject(parent)
    , m_host(std::move(host))
    , m_store(store)
    , m_places(std::move(places))
    , m_menu(new QMenu(m_host.window))
    , m_lessonWatch(new QTimer(this))
{
    if (m_places.statePath.isEmpty()) {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir().mkpath(folder);
        m_places.statePath = QDir(folder).filePath(QStringLiteral("class.json"));
    }
    m_menu->setObjectName(QStringLiteral("classMenu"));
    createActions();
    m_pause = new PauseOverlay(m_host.window);
    connect(m_pause, &PauseOverlay::leaveRequested, this, &LiveClassController::leaveClass);
    m_vote = new ClassVote({ m_host.tasks, m_host.scene, m_host.showScene }, this);
    connect(m_vote, &ClassVote::voted, this, [this](const QString& answer) {
        if (m_link)
            m_link->vote(answer);
    });
    connect(m_vote, &ClassVote::message, this,
        [this](const QString& text) { m_host.window->statusBar()->showMessage(text, 10000); });
    m_statusLine = new QLabel(m_host.window);
    m_statusLine->setObjectName(QStringLiteral("classStatusLine"));
    m_host.window->statusBar()->addPermanentWidget(m_statusLine);
    m_statusLine->hide();
    if (m_store) {
        m_link = std::make_unique<StudentLink>(*m_store);
        connect(m_link.get(), &StudentLink::steered, this, &LiveClassController::onSteered);
        connect(m_link.get(), &StudentLink::stateChanged, this, &LiveClassController::onLinkState);
    }
    connect(m_lessonWatch, &QTimer::timeout, this, [this] {
        if (m_link && m_host.lessonId)
            m_link->setLesson(m_host.lessonId());
    });
    m_lessonWatch->start(1000);
    m_host.window->installEventFilter(this);
    qApp->installEventFilter(this);
    retranslate();
    updateActions();
    // A student whose app closed while in a class is back in it by themselves.
    QSettings settings;
    const std::optional<JoinCode> code = JoinCode::parse(settings.value(settingsKey("code")).toString());
    const QHostAddress address(settings.value(settingsKey("address")).toString());
    if (m_link && settings.value(settingsKey("rejoin")).toBool() && code && !address.isNull())
        join({ address, quint16(settings.value(settingsKey("port")).toUInt()), *code, {} },
            m_store->student().name, true);
}

LiveClassController::~LiveClassController()
{
    qApp->removeEventFilter(this);
}

void LiveClassController::createActions()
{
    const auto add = [this](const char* name) {
        auto* action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        return action;
    };
    m_actions.start = add("classStart");
    m_actions.window = add("classShowWindow");
    m_actions.window->setShortcut(QKeySequence(Qt::Key_F8)); // F7 is the lesson's code
    m_actions.end = add("classEnd");
    m_actions.join = add("classJoin");
    m_actions.join->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_actions.leave = add("classLeave");
    m_actions.guide = add("classGuide");
    connect(m_actions.start, &QAction::triggered, this, &LiveClassController::startClass);
    connect(m_actions.window, &QAction::triggered, this, &LiveClassController::showClassWindow);
    connect(m_actions.end, &QAction::triggered, this, &LiveClassController::endClass);
    connect(m_actions.join, &QAction::triggered, this, &LiveClassController::showJoinDialog);
    connect(m_actions.leave, &QAction::triggered, this, &LiveClassController::leaveClass);
    connect(m_actions.guide, &QAction::triggered, this, [this] {
        if (m_host.showTeachersGuide)
            m_host.showTeachersGuide();
    });
    m_menu->addAction(m_actions.start);
    m_menu->addAction(m_actions.window);
    m_menu->addAction(m_actions.end);
    m_menu->addSeparator();
    m_menu->addAction(m_actions.join);
    m_menu->addAction(m_actions.leave);
    m_menu->addSeparator();
    m_menu->addAction(m_actions.guide);
    m_host.window->addAction(m_actions.window); // the keys work in presentation mode too
    m_host.window->addAction(m_actions.join);
}

void LiveClassController::startClass()
{
    const std::optional<SavedClass> saved = ClassSession::savedClass(m_places.statePath);
    bool resume = false;
    if (saved) {
        QMessageBox box(QMessageBox::Question, tr("Start a class"),
            tr("The class %1 (code %2, students: %3) from %4 is still open. Continue it, or start a new "
               "class with a new code?")
                .arg(saved->title, saved->secret + QStringLiteral("-…"),
                    QLocale().toString(saved->students.size()),
                    QLocale().toString(saved->started.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Cancel, m_host.window);
        QPushButton* again = box.addButton(tr("Continue the class"), QMessageBox::AcceptRole);
        QPushButton* fresh = box.addButton(tr("Start a new class"), QMessageBox::ActionRole);
        box.setDefaultButton(again);
        box.exec();
        if (box.clickedButton() != again && box.clickedButton() != fresh)
            return;
        resume = box.clickedButton() == again;
    }
    QString title = saved ? saved->title : QString();
    if (!resume) {
        bool ok = false;
        title = QInputDialog::getText(m_host.window, tr("Start a class"),
            tr("The class's title, as students see it in their list:"), QLineEdit::Normal,
            QSettings().value(settingsKey("title"), tr("Collision Detection Lab class")).toString(), &ok)
                    .trimmed()
                    .left(kMaxTitleLength);
        if (!ok)
            return;
        QSettings().setValue(settingsKey("title"), title);
    }
    if (!startClassWith(resume, title))
        QMessageBox::warning(m_host.window, tr("Start a class"),
            tr("The class could not be started: Collision Detection Lab could not listen on this computer's "
               "network."));
}

bool LiveClassController::startClassWith(bool resume, const QString& title)
{
    if (m_session || (m_link && m_link->state() == StudentLink::State::Joined))
        return false;
    ClassSession::Options options;
    options.statePath = m_places.statePath;
    options.title = title;
    options.port = m_places.classPort ? m_places.classPort : kClassPort;
    options.discoveryPort = m_places.discoveryPort;
    m_session = std::make_unique<ClassSession>();
    const bool ok = resume ? m_session->resume(options) : m_session->start(options);
    if (!ok)
        m_session.reset();
    updateActions();
    if (ok)
        showClassWindow();
    return ok;
}

void LiveClassController::showClassWindow()
{
    if (!m_session)
        return;
    if (!m_window) {
        m_window = new ClassWindow(*m_session, curriculumTasks(), curriculumWords(), m_host.window);
        connect(m_window, &ClassWindow::everyoneToThis, this, &LiveClassController::sendEveryoneToThis);
        connect(m_window, &ClassWindow::endRequested, this, &LiveClassController::endClass);
        m_window->vote()->setAskable([this] { return m_vote->askable(); });
        connect(m_window->vote(), &VotePanel::askRequested, this, [this](int index) {
            if (m_session && m_vote->ask(*m_session, index))
                m_host.window->statusBar()->showMessage(
                    tr("Every student is asked this task on your scene."), 8000);
        });
        connect(m_session.get(), &ClassSession::pollChanged, m_vote,
            [this] { m_vote->followTeacher(m_session->poll()); });
    }
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

void LiveClassController::endClass()
{
    if (!m_session)
        return;
    const auto answer = QMessageBox::question(m_window ? static_cast<QWidget*>(m_window) : m_host.window,
        tr("End class"),
        tr("End the class? Every student is told it is over; their work stays on their computers. Export the "
           "table first if you want to keep it."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        endClassNow();
}

void LiveClassController::endClassNow()
{
    if (!m_session)
        return;
    m_session->end();
    delete std::exchange(m_window, nullptr);
    ClassSession* ended = m_session.release();
    QTimer::singleShot(2500, ended, &QObject::deleteLater); // the time to tell every student
    updateActions();
    m_host.window->statusBar()->showMessage(tr("The class has ended."), 8000);
}

void LiveClassController::sendEveryoneToThis()
{
    if (!m_session || !m_host.scene)
        return;
    const SceneFile scene = m_host.scene();
    if (scene.lessonId.isEmpty())
        return;
    m_session->sendEveryoneTo(QJsonDocument::fromJson(scene.toJson()).object());
    m_host.window->statusBar()->showMessage(
        tr("Every student now has %1 on their screen.").arg(lessonTitle(scene.lessonId)), 8000);
}

JoinDialog* LiveClassController::showJoinDialog()
{
    if (!m_link) {
        QMessageBox::warning(m_host.window, tr("Join a class"),
            tr("Your progress cannot be kept on this computer, so there is nothing to send to a class."));
        return nullptr;
    }
    if (auto* open = m_host.window->findChild<JoinDialog*>()) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* dialog = new JoinDialog(*m_link, m_store->student().name,
        m_places.discoveryPort ? m_places.discoveryPort : kDiscoveryPort, m_host.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->codeField()->setText(QSettings().value(settingsKey("code")).toString());
    connect(dialog, &JoinDialog::joinRequested, this,
        [this](const StudentLink::Target& target, const QString& name) { join(target, name); });
    dialog->show();
    return dialog;
}

void LiveClassController::join(const StudentLink::Target& target, const QString& name, bool again)
{
    if (!m_link || m_session)
        return;
    Student student = m_store->student();
    if (student.name != name) {
        student.name = name;
        student.asked = true;
        m_store->setStudent(student); // the name of the student bar, and of the report
    }
    QSettings settings;
    settings.setValue(settingsKey("address"), target.address.toString());
    settings.setValue(settingsKey("port"), target.port);
    settings.setValue(settingsKey("code"), target.code.text());
    m_appliedSequence = 0;
    m_link->join(target, name, student.classId, token(), again);
}

void LiveClassController::leaveClass()
{
    if (!m_link)
        return;
    m_link->leave();
    m_pause->setPaused(false);
}

void LiveClassController::onLinkState(StudentLink::State state)
{
    using State = StudentLink::State;
    const bool inClass = state == State::Joined || state == State::Reconnecting;
    QSettings().setValue(settingsKey("rejoin"), inClass); // back in it when the app starts again
    if (state != State::Joined && state != State::Reconnecting) {
        m_lastSteering = {}; // a class joined later starts unsteered
        m_vote->followStudent({}); // out of the class: its vote is over here
    }
    // Paused only while the teacher is there to resume: a student whose teacher went away works on.
    m_pause->setPaused(state == State::Joined && m_link->steering().paused, m_link->status().title);
    if (state == State::Left || state == State::Reconnecting)
        m_host.window->statusBar()->showMessage(linkStatusText(m_link->status()), 10000);
    updateStatusLine();
    updateActions();
}

void LiveClassController::updateStatusLine()
{
    const StudentLink::State state = m_link ? m_link->state() : StudentLink::State::Idle;
    m_statusLine->setVisible(
        state == StudentLink::State::Joined || state == StudentLink::State::Reconnecting);
    m_statusLine->setText(state == StudentLink::State::Joined ? tr("In class: %1").arg(m_link->status().title)
                                                              : tr("Class: connection lost, trying again"));
}

void LiveClassController::onSteered(const Steering& steering)
{
    m_pause->setPaused(steering.paused, m_link->status().title);
    m_vote->followStudent(steering.poll);
    // "Let go": the teacher had paused the class or sent everyone to a scene, and now neither.
    const bool wasSteered = m_lastSteering.paused || !m_lastSteering.scene.isEmpty();
    m_lastSteering = steering;
    if (wasSteered && !steering.paused && steering.scene.isEmpty()) {
        m_host.window->statusBar()->showMessage(
            tr("Your teacher let the class go: work on whatever you choose."), 10000);
        return;
    }
    if (steering.scene.isEmpty() || steering.sequence <= m_appliedSequence || !m_host.showScene)
        return;
    m_appliedSequence = steering.sequence;
    const SceneFileRead read = readSceneFile(QJsonDocument(steering.scene).toJson(QJsonDocument::Compact));
    if (read.problem == SceneFileRead::Problem::None && m_host.showScene(read.scene))
        m_host.window->statusBar()->showMessage(
            tr("Your teacher opened %1 for everyone.").arg(lessonTitle(read.scene.lessonId)), 8000);
    else
        m_host.window->statusBar()->showMessage(
            tr("The scene your teacher sent cannot be shown here."), 8000);
}

bool LiveClassController::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (watched == m_host.window && type == QEvent::LanguageChange)
        retranslate();
    if (m_link && (type == QEvent::KeyPress || type == QEvent::MouseButtonPress || type == QEvent::Wheel))
        m_link->noteActivity();
    return QObject::eventFilter(watched, event);
}

void LiveClassController::updateActions()
{
    using State = StudentLink::State;
    const State state = m_link ? m_link->state() : State::Idle;
    const bool inClass = state == State::Connecting || state == State::Joined || state == State::Reconnecting;
    const bool teaching = m_session != nullptr;
    m_actions.start->setEnabled(!teaching && !inClass);
    m_actions.window->setEnabled(teaching);
    m_actions.end->setEnabled(teaching);
    m_actions.join->setEnabled(!teaching && m_link && !inClass); // leave first to join another
    m_actions.leave->setEnabled(inClass);
}

void LiveClassController::retranslate()
{
    m_menu->setTitle(tr("&Class"));
    m_actions.start->setText(tr("Start a class..."));
    m_actions.start->setToolTip(tr("Let students on this network join, and see their work as they do it"));
    m_actions.window->setText(tr("Class window"));
    setKeyHelp(*m_actions.window, tr("The class's work as it comes in, while you teach a class"));
    m_actions.end->setText(tr("End class..."));
    m_actions.join->setText(tr("Join a class..."));
    setKeyHelp(*m_actions.join, tr("Join your teacher's class with its code"));
    m_actions.leave->setText(tr("Leave the class"));
    m_actions.guide->setText(tr("Guide for teachers"));
    m_actions.guide->setToolTip(tr("How a live class works, in the text column"));
    updateStatusLine();
}

QString LiveClassController::token()
{
    QSettings settings;
    QString token = settings.value(settingsKey("token")).toString();
    if (!isToken(token)) {
        token.clear();
        for (int i = 0; i < 4; ++i)
            token
                += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
        settings.setValue(settingsKey("token"), token);
    }
    return token;
}

} // namespace lab
