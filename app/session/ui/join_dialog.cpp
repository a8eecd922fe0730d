#include "join_dialog.h"

#include "session/local_network.h"

#include <QAccessible>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

QString linkStatusText(const StudentLink::Status& status)
{
    using State = StudentLink::State;
    switch (status.state) {
    case State::Idle: return {};
    case State::Connecting: return JoinDialog::tr("Joining...");
    case State::Joined: return JoinDialog::tr("In the class %1.").arg(status.title);
    case State::Reconnecting:
        return JoinDialog::tr(
            "The connection to the class is lost; trying again. Your work is saved here and "
            "is sent when the class is back.");
    case State::Left:
        return status.ended
            ? JoinDialog::tr("Your teacher ended the class. Your work is saved on this computer.")
            : JoinDialog::tr("You left the class. Your work is saved on this computer.");
    case State::Refused: break;
    }
    switch (status.problem) {
    case StudentLink::Problem::NotLocal:
        return JoinDialog::tr("That address is not on the school's network.");
    case StudentLink::Problem::NotTheClass:
        return JoinDialog::tr(
            "This is not the class with that code: check the code and the class you picked.");
    case StudentLink::Problem::Unreachable:
        return JoinDialog::tr("The class cannot be reached. Check the address, or ask your teacher.");
    case StudentLink::Problem::None: break;
    }
    switch (status.refusal) {
    case Refusal::WrongCode: return JoinDialog::tr("The teacher's computer did not accept the code.");
    case Refusal::Wait:
        return JoinDialog::tr("Too many wrong codes from this computer: wait a minute, then try again.");
    case Refusal::Locked:
        return JoinDialog::tr(
            "Too many wrong codes from this computer: ask your teacher to let it in again.");
    case Refusal::NameTaken:
        return JoinDialog::tr("Another student in this class has that name. Add something to tell you apart, "
                              "such as your family name.");
    case Refusal::BadName: return JoinDialog::tr("Type your name with letters and digits only.");
    case Refusal::Version:
        return status.teacherVersion > 0
            ? JoinDialog::tr(
                "Your teacher's app speaks class protocol version %1, this app version %2: use the "
                "same version of Collision Detection Lab as your teacher.")
                  .arg(status.teacherVersion)
                  .arg(kProtocolVersion)
            : JoinDialog::tr("Your teacher uses an older version of Collision Detection Lab (class protocol "
                             "version 1); this app speaks version %1.")
                  .arg(kProtocolVersion);
    case Refusal::Full: return JoinDialog::tr("The class is full.");
    }
    return {};
}

JoinDialog::JoinDialog(StudentLink& link, const QString& name, quint16 discoveryPort, QWidget* parent)
    : Retranslated<QDialog>(parent)
    , m_link(link)
    , m_finder(new ClassFinder(discoveryPort, this))
    , m_classesLabel(new QLabel(this))
    , m_classes(new QListWidget(this))
    , m_addressLabel(new QLabel(this))
    , m_address(new QLineEdit(this))
    , m_codeLabel(new QLabel(this))
    , m_code(new QLineEdit(this))
    , m_nameLabel(new QLabel(this))
    , m_name(new QLineEdit(name, this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("joinClass"));
    m_classes->setObjectName(QStringLiteral("joinClassList"));
    m_address->setObjectName(QStringLiteral("joinAddress"));
    m_code->setObjectName(QStringLiteral("joinCode"));
    m_name->setObjectName(QStringLiteral("joinName"));
    m_name->setMaxLength(kMaxNameLength);
    m_code->setMaxLength(24);
    m_status->setObjectName(QStringLiteral("joinStatus"));
    m_status->setWordWrap(true);
    m_classesLabel->setBuddy(m_classes);
    m_addressLabel->setBuddy(m_address);
    m_codeLabel->setBuddy(m_code);
    m_nameLabel->setBuddy(m_name);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // each label above its field: long labels, wide fields
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_addressLabel, m_address);
    form->addRow(m_codeLabel, m_code);
    form->addRow(m_nameLabel, m_name);
    auto* buttons = new QDialogButtonBox(this);
    m_join = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_join->setObjectName(QStringLiteral("joinButton"));
    m_join->setDefault(true);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_join, &QPushButton::clicked, this, &JoinDialog::tryJoin);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_classesLabel);
    layout->addWidget(m_classes, 1);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_finder, &ClassFinder::changed, this, &JoinDialog::refreshClasses);
    connect(&link, &StudentLink::stateChanged, this, &JoinDialog::followLink);
    resize(520, 420);
    retranslate();
    refreshClasses();
}

void JoinDialog::refreshClasses()
{
    const QList<FoundClass> found = m_finder->classes();
    const int picked = m_classes->currentRow();
    const FoundClass before = picked >= 0 && picked < m_shown.size() ? m_shown.at(picked) : FoundClass {};
    m_shown = found;
    m_classes->clear();
    for (const FoundClass& c : found) {
        const QString title = c.title.isEmpty() ? tr("(a class with no title)") : c.title;
        m_classes->addItem(tr("%1, at %2").arg(title, c.address.toString()));
    }
    const auto again = std::find(m_shown.begin(), m_shown.end(), before);
    m_classes->setCurrentRow(again != m_shown.end() ? int(again - m_shown.begin())
            : found.size() == 1                     ? 0
                                                    : -1);
}

void JoinDialog::tryJoin()
{
    StudentLink::Target target;
    const QString typed = m_address->text().trimmed();
    if (!typed.isEmpty()) {
        const std::optional<TypedAddress> address = parseTypedAddress(typed);
        if (!address)
            return say(tr("That is not an address like 192.168.1.20 (or 192.168.1.20:47322)."));
        if (!isLocalAddress(address->address))
            return say(tr("That address is not on the school's network."));
        target.address = address->address;
        target.port = address->port;
    } else if (const int row = m_classes->currentRow(); row >= 0 && row < m_shown.size()) {
        target.address = m_shown.at(row).address;
        target.port = m_shown.at(row).port;
    } else {
        return say(tr("Pick your class in the list, or type your teacher's address."));
    }
    const std::optional<JoinCode> code = JoinCode::parse(m_code->text());
    if (!code)
        return say(tr("The join code has ten letters and digits, like K7PM2-QD9R4."));
    target.code = *code;
    const std::optional<QString> name = cleanName(m_name->text());
    if (!name)
        return say(tr("Type your name: the teacher sees it beside your work."));
    m_waiting = true;
    say(tr("Joining..."));
    emit joinRequested(target, *name);
}

void JoinDialog::followLink(StudentLink::State state)
{
    if (!m_waiting)
        return;
    if (state == StudentLink::State::Joined) {
        m_waiting = false;
        accept();
    } else if (state == StudentLink::State::Refused || state == StudentLink::State::Left) {
        m_waiting = false;
        say(linkStatusText(m_link.status()));
    }
}

void JoinDialog::say(const QString& text)
{
    m_status->setText(text);
    QAccessibleEvent changed(m_status, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&changed);
}

void JoinDialog::retranslate()
{
    setWindowTitle(tr("Join a class"));
    m_classesLabel->setText(tr("&Classes on this network:"));
    m_classes->setAccessibleName(tr("Classes on this network"));
    m_addressLabel->setText(tr("Teacher's &address (only if your class is not listed):"));
    m_address->setPlaceholderText(tr("for example 192.168.1.20"));
    m_codeLabel->setText(tr("Join c&ode:"));
    m_code->setPlaceholderText(QStringLiteral("K7PM2-QD9R4"));
    m_nameLabel->setText(tr("Your &name:"));
    m_join->setText(tr("&Join"));
    refreshClasses();
}

} // namespace lab
