#include "class_window.h"

#include "student_view.h"
#include "vote_panel.h"

#include "projector_view.h"

#include "classroom/class_csv.h"
#include "session/local_network.h"

#include <QCheckBox>
#include <QDate>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTime>
#include <QTimer>
#include <QVBoxLayout>

namespace lab {

namespace {

constexpr int kLogLines = 300;

QString dropWords(const QString& reason)
{
    const std::pair<const char*, const char*> known[] = {
        { "oversized frame", QT_TRANSLATE_NOOP("lab::ClassWindow", "sent a message that is too large") },
        { "malformed message",
            QT_TRANSLATE_NOOP("lab::ClassWindow", "sent what is not a message of a class") },
        { "flooding", QT_TRANSLATE_NOOP("lab::ClassWindow", "sent too many messages") },
        { "stalled in a frame", QT_TRANSLATE_NOOP("lab::ClassWindow", "stopped in the middle of a message") },
        { "no hello in time", QT_TRANSLATE_NOOP("lab::ClassWindow", "never said who it is") },
        { "spoke before hello", QT_TRANSLATE_NOOP("lab::ClassWindow", "spoke before saying who it is") },
        { "a second hello", QT_TRANSLATE_NOOP("lab::ClassWindow", "said who it is twice") },
        { "silent", QT_TRANSLATE_NOOP("lab::ClassWindow", "was silent too long") },
        { "does not read", QT_TRANSLATE_NOOP("lab::ClassWindow", "does not read what is sent") },
        { "TLS failed", QT_TRANSLATE_NOOP("lab::ClassWindow", "the encrypted connection failed") },
        { "connection error", QT_TRANSLATE_NOOP("lab::ClassWindow", "the encrypted connection failed") },
    };
    for (const auto& [english, words] : known) {
        if (reason.startsWith(QLatin1String(english)))
            return ClassWindow::tr(words);
    }
    return reason;
}

QString refusalWords(Refusal refusal, const QString& detail)
{
    switch (refusal) {
    case Refusal::WrongCode: return ClassWindow::tr("a wrong code");
    case Refusal::Wait: return ClassWindow::tr("too many wrong codes, it must wait");
    case Refusal::Locked: return ClassWindow::tr("too many wrong codes, locked out for this class");
    case Refusal::NameTaken: return ClassWindow::tr("the name %1 is another student's").arg(detail);
    case Refusal::BadName: return ClassWindow::tr("a name that cannot be shown");
    case Refusal::Version:
        return ClassWindow::tr("another version of Collision Detection Lab (class protocol %1, this app %2)")
            .arg(detail)
            .arg(kProtocolVersion);
    case Refusal::Full: return ClassWindow::tr("the class is full");
    }
    return {};
}

} // namespace

ClassWindow::ClassWindow(
    ClassSession& session, QList<ReportTask> tasks, ClassTableModel::Words words, QWidget* parent)
    : Retranslated<QWidget>(parent, Qt::Window)
    , m_session(session)
    , m_tasks(std::move(tasks))
    , m_words(std::move(words))
    , m_model(new ClassTableModel(session, m_tasks, m_words, this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_codeTitle(new QLabel(this))
    , m_code(new QLabel(this))
    , m_where(new QLabel(this))
    , m_status(new QLabel(this))
    , m_table(new FrozenTable(this))
    , m_logTitle(new QLabel(this))
    , m_log(new QListWidget(this))
{
    setObjectName(QStringLiteral("classWindow"));
    QFont huge = font();
    huge.setPointSizeF(huge.pointSizeF() * 3.2);
    huge.setBold(true);
    huge.setLetterSpacing(QFont::PercentageSpacing, 110);
    m_code->setFont(huge);
    m_code->setObjectName(QStringLiteral("classCode"));
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_code->setFocusPolicy(Qt::StrongFocus);
    m_where->setWordWrap(true);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(ClassTableModel::kSortRole);
    m_table->setObjectName(QStringLiteral("classLiveTable"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ClassTableModel::StudentColumn, Qt::AscendingOrder);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    // Columns fit their contents at most once a second: fitting them at every record of forty
    // students would measure every cell each time.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_log->setObjectName(QStringLiteral("classLog"));
    // The log is as tall as seven lines of its text, beside the vote (whose bars may be taller).
    m_log->setMaximumHeight(m_log->fontMetrics().height() * 7);
    m_logTitle->setBuddy(m_log);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* codeColumn = new QVBoxLayout;
    codeColumn->addWidget(m_codeTitle);
    codeColumn->addWidget(m_code);
    top->addLayout(codeColumn);
    top->addWidget(m_where, 1);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(buildButtons());
    m_vote = new VotePanel(session, this);
    // The vote and the log side by side under the buttons: the bars take no height from the table.
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_vote, 3);
    auto* logColumn = new QVBoxLayout;
    logColumn->addWidget(m_logTitle);
    logColumn->addWidget(m_log);
    logColumn->addStretch(1);
    bottom->addLayout(logColumn, 2);
    layout->addLayout(bottom);
    auto* fit = new QTimer(this);
    fit->setSingleShot(true);
    fit->setInterval(1000);
    connect(fit, &QTimer::timeout, m_table, &QTableView::resizeColumnsToContents);
    // A double-click or Enter on a student: their tasks and last answers.
    QTableView* const views[] = { m_table, m_table->frozen() };
    for (QTableView* view : views)
        connect(view, &QAbstractItemView::activated, this, &ClassWindow::showStudent);
    for (const auto signal : { &ClassSession::studentAdded, &ClassSession::studentChanged })
        connect(&session, signal, fit, [fit] {
            if (!fit->isActive())
                fit->start();
        });
    connect(&session, &ClassSession::studentAdded, this, &ClassWindow::updateStatus);
    connect(&session, &ClassSession::studentChanged, this, &ClassWindow::updateStatus);
    connect(&session, &ClassSession::studentRemoved, this, &ClassWindow::updateStatus);
    connect(&session, &ClassSession::steeringChanged, this, &ClassWindow::retranslate);
    connect(&session, &ClassSession::event, this, &ClassWindow::addLog);
    connect(&session, &ClassSession::event, this, &ClassWindow::updateStatus);
    connect(&session, &ClassSession::lockedChanged, this, &ClassWindow::updateStatus);
    auto* clock = new QTimer(this); // "last active" and "no progress" move on by themselves
    connect(clock, &QTimer::timeout, m_model, &ClassTableModel::refreshTimes);
    clock->start(15000);
    resize(1100, 640);
    retranslate();
}

QWidget* ClassWindow::buildButtons()
{
    auto* box = new QWidget(this);
    auto* rows = new QVBoxLayout(box);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* steer = new QHBoxLayout;
    auto* manage = new QHBoxLayout;
    rows->addLayout(steer);
    rows->addLayout(manage);
    const auto button = [box](const char* name, QHBoxLayout* row) {
        auto* b = new QPushButton(box);
        b->setObjectName(QLatin1String(name));
        b->setAutoDefault(false);
        row->addWidget(b);
        return b;
    };
    Controls& c = m_controls;
    c.everyone = button("classEveryone", steer);
    c.pause = button("classPauseButton", steer);
    c.pause->setCheckable(true);
    c.letGo = button("classLetGo", steer);
    c.projector = new QCheckBox(box);
    c.projector->setObjectName(QStringLiteral("classProjectorBox"));
    steer->addWidget(c.projector);
    steer->addStretch(1);
    c.stuckLabel = new QLabel(box);
    c.stuckMinutes = new QSpinBox(box);
    c.stuckMinutes->setObjectName(QStringLiteral("classStuckMinutes"));
    c.stuckMinutes->setRange(0, 60);
    c.stuckMinutes->setValue(QSettings().value(QStringLiteral("class/stuckAfterMinutes"), 5).toInt());
    c.stuckLabel->setBuddy(c.stuckMinutes);
    m_model->setStuckAfterMinutes(c.stuckMinutes->value());
    manage->addWidget(c.stuckLabel);
    manage->addWidget(c.stuckMinutes);
    manage->addStretch(1);
    c.remove = button("classRemove", manage);
    c.unlock = button("classUnlock", manage);
    c.exportCsv = button("classExport", manage);
    c.end = button("classEnd", manage);
    connect(c.everyone, &QPushButton::clicked, this, &ClassWindow::everyoneToThis);
    connect(c.pause, &QPushButton::toggled, &m_session, &ClassSession::setPaused);
    connect(c.letGo, &QPushButton::clicked, &m_session, &ClassSession::letGo);
    connect(c.projector, &QCheckBox::toggled, this, &ClassWindow::showProjector);
    connect(c.stuckMinutes, &QSpinBox::valueChanged, this, [this](int minutes) {
        m_model->setStuckAfterMinutes(minutes);
        if (m_projector)
            m_projector->setStuckAfterMinutes(minutes);
        QSettings().setValue(QStringLiteral("class/stuckAfterMinutes"), minutes);
    });
    connect(c.remove, &QPushButton::clicked, this, &ClassWindow::removePicked);
    connect(c.unlock, &QPushButton::clicked, this, [this] {
        m_session.unlockAll();
        updateStatus();
    });
    connect(c.exportCsv, &QPushButton::clicked, this, &ClassWindow::chooseAndExport);
    connect(c.end, &QPushButton::clicked, this, &ClassWindow::endRequested);
    return box;
}

StudentView* ClassWindow::showStudent(const QModelIndex& index)
{
    const QModelIndex picked = m_sorted->mapToSource(index);
    if (!picked.isValid() || picked.row() >= m_session.students().size())
        return nullptr;
    auto* view = new StudentView(m_session, *m_model, m_session.students().at(picked.row()).token, this);
    view->show();
    return view;
}

void ClassWindow::removePicked()
{
    const QModelIndex picked = m_sorted->mapToSource(m_table->currentIndex());
    if (!picked.isValid() || picked.row() >= m_session.students().size())
        return;
    const ClassStudent student = m_session.students().at(picked.row());
    const auto answer = QMessageBox::question(this, tr("Remove from the class"),
        tr("Remove %1 from the class? Their row goes, and their name is free for another student. Their work "
           "stays on their computer.")
            .arg(student.name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_session.forget(student.token);
}

void ClassWindow::showProjector(bool on)
{
    if (on && !m_projector) {
        m_projector = new ProjectorView(m_session, m_tasks, m_words, this);
        m_projector->setStuckAfterMinutes(m_controls.stuckMinutes->value());
        connect(m_projector, &QObject::destroyed, this, [this] { m_projector = nullptr; });
        connect(
            m_projector, &ProjectorView::closed, this, [this] { m_controls.projector->setChecked(false); });
    }
    if (m_projector) {
        m_projector->setVisible(on);
        if (on)
            m_projector->raise();
    }
    m_controls.projector->setChecked(on);
}

bool ClassWindow::exportCsv(const QString& path)
{
    QByteArray bytes = classOverviewCsv(m_model->reports(), m_tasks);
    const QString votes = classVotesCsv(m_session.pollResults());
    if (!votes.isEmpty()) // the class's votes after a blank line, as a second table
        bytes += QByteArray("\r\n") + votes.toUtf8();
    QSaveFile file(path);
    const bool ok = file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
    if (!ok)
        QMessageBox::warning(
            this, tr("Export failed"), tr("Could not write %1. Choose another folder or name.").arg(path));
    return ok;
}

void ClassWindow::chooseAndExport()
{
    const QString suggested
        = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
              .filePath(QStringLiteral("collision-lab-class-%1.csv")
                            .arg(QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"))));
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export the class"), suggested, tr("CSV files (*.csv)"));
    if (!path.isEmpty() && exportCsv(path))
        QMessageBox::information(this, tr("Class"), tr("Saved:\n%1").arg(QDir::toNativeSeparators(path)));
}

QString ClassWindow::eventText(const SessionEvent& e)
{
    const QString who = e.address.toString();
    switch (e.kind) {
    case SessionEvent::Kind::Joined: return tr("%1 joined from %2.").arg(e.detail, who);
    case SessionEvent::Kind::Left: return tr("%1 at %2 left the class.").arg(e.detail, who);
    case SessionEvent::Kind::Lost:
        return tr("%1 at %2 lost the connection (their work waits on their computer).").arg(e.detail, who);
    case SessionEvent::Kind::OutsideNetwork: return tr("Refused %1: not on the school's network.").arg(who);
    case SessionEvent::Kind::TooManyWaiting: return tr("Refused %1: too many connections at once.").arg(who);
    case SessionEvent::Kind::Refused:
        return tr("Refused %1: %2.").arg(who, refusalWords(e.refusal, e.detail));
    case SessionEvent::Kind::Dropped: return tr("Dropped %1: it %2.").arg(who, dropWords(e.detail));
    }
    return {};
}

void ClassWindow::addLog(const SessionEvent& event)
{
    const QTime now = QTime::currentTime();
    m_events.append({ now, event });
    m_log->addItem(now.toString(QStringLiteral("HH:mm:ss ")) + eventText(event));
    while (m_events.size() > kLogLines) {
        m_events.removeFirst();
        delete m_log->takeItem(0);
    }
    m_log->scrollToBottom();
}

void ClassWindow::fillLog()
{
    m_log->clear();
    for (const auto& [time, event] : std::as_const(m_events))
        m_log->addItem(time.toString(QStringLiteral("HH:mm:ss ")) + eventText(event));
    m_log->scrollToBottom();
}

void ClassWindow::updateStatus()
{
    const QList<ClassStudent>& students = m_session.students();
    const auto connected
        = std::count_if(students.begin(), students.end(), [](const ClassStudent& s) { return s.connected; });
    int stuck = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        stuck += m_model->isStuck(row) ? 1 : 0;
    if (!m_session.isRunning()) {
        m_status->setText(tr("The class has ended."));
        return;
    }
    const int locked = m_session.lockedCount();
    m_controls.unlock->setText(tr("Let locked-out computers try again (%1)").arg(QLocale().toString(locked)));
    m_controls.unlock->setEnabled(locked > 0);
    const QLocale locale;
    QString text = tr("In the class: %1.").arg(locale.toString(connected));
    if (students.size() > connected)
        text += QLatin1Char(' ') + tr("Not connected: %1.").arg(locale.toString(students.size() - connected));
    if (stuck > 0)
        text += QLatin1Char(' ') + tr("Need help: %1.").arg(locale.toString(stuck));
    m_status->setText(text);
}

void ClassWindow::retranslate()
{
    setWindowTitle(m_session.title().isEmpty() ? tr("Class") : tr("Class: %1").arg(m_session.title()));
    m_codeTitle->setText(tr("Join code"));
    m_code->setText(m_session.code().text());
    m_code->setAccessibleName(tr("Join code"));
    m_code->setAccessibleDescription(m_session.code().text().split(QString()).join(QLatin1Char(' ')));
    const QList<QHostAddress> addresses = typeableAddresses();
    QString address = addresses.isEmpty() ? QStringLiteral("127.0.0.1") : addresses.front().toString();
    if (m_session.port() != kClassPort)
        address += QLatin1Char(':') + QString::number(m_session.port());
    m_where->setText(tr("Students: Class > Join a class, pick this class, type the code and your name. "
                        "If the class is not in the list, type this computer's address: %1")
                         .arg(address));
    const Steering& steering = m_session.steering();
    m_controls.everyone->setText(tr("Everyone to this"));
    m_controls.everyone->setToolTip(tr("Open the lesson and scene on your screen on every student's screen"));
    m_controls.pause->setText(steering.paused ? tr("Resume the class") : tr("Pause the class"));
    m_controls.pause->setToolTip(tr("Students' windows show a message and take no input until you resume"));
    m_controls.pause->setChecked(steering.paused);
    m_controls.letGo->setText(tr("Let go"));
    m_controls.letGo->setToolTip(tr("Resume, and let students work on whatever they choose"));
    m_controls.letGo->setEnabled(steering.paused || !steering.scene.isEmpty());
    m_controls.projector->setText(tr("Projector view"));
    m_controls.projector->setToolTip(
        tr("A window for the projector: numbers instead of names, totals per task"));
    m_controls.stuckLabel->setText(tr("Stuck after no progress for (min):"));
    m_controls.stuckMinutes->setSpecialValueText(tr("never"));
    m_controls.stuckMinutes->setAccessibleName(
        tr("Minutes without progress before a student counts as stuck"));
    m_controls.exportCsv->setText(tr("Export as CSV..."));
    m_controls.end->setText(tr("End class"));
    m_controls.end->setToolTip(
        tr("Tell every student the class is over; their work stays on their computers"));
    m_controls.remove->setText(tr("Remove from the class..."));
    m_controls.remove->setToolTip(
        tr("The student picked in the table leaves the class and their name is free"));
    m_table->setAccessibleName(tr("The class, a student per row and a task per column"));
    m_table->frozen()->setAccessibleName(tr("Students"));
    m_logTitle->setText(tr("Session log (who was refused or dropped, and why):"));
    m_model->retranslate();
    m_table->resizeColumnsToContents();
    fillLog();
    updateStatus();
}

} // namespace lab
