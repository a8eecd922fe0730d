#include "student_bar.h"

#include "core/records/progress.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace lab {

StudentBar::StudentBar(ProgressStore& store, QWidget* parent)
    : Retranslated<QToolBar>(parent)
    , m_store(store)
{
    setObjectName(QStringLiteral("studentBar"));
    setMovable(false);
    setFloatable(false);
    setContextMenuPolicy(Qt::PreventContextMenu); // not a toolbar the student can hide by mistake
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(6, 2, 6, 2);
    m_text = new QLabel(box);
    m_text->setWordWrap(true);
    m_nameLabel = new QLabel(box);
    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("studentName"));
    m_name->setMaxLength(200);
    m_name->setMinimumWidth(140);
    m_nameLabel->setBuddy(m_name);
    m_classLabel = new QLabel(box);
    m_class = new QLineEdit(box);
    m_class->setObjectName(QStringLiteral("studentClass"));
    m_class->setMaxLength(200);
    m_class->setMaximumWidth(120);
    m_classLabel->setBuddy(m_class);
    m_save = new QPushButton(box);
    m_save->setObjectName(QStringLiteral("saveStudent"));
    m_later = new QPushButton(box);
    m_later->setObjectName(QStringLiteral("notNow"));
    row->addWidget(m_text, 1);
    row->addWidget(m_nameLabel);
    row->addWidget(m_name);
    row->addWidget(m_classLabel);
    row->addWidget(m_class);
    row->addWidget(m_save);
    row->addWidget(m_later);
    addWidget(box);
    connect(m_save, &QPushButton::clicked, this, &StudentBar::save);
    connect(m_name, &QLineEdit::returnPressed, this, &StudentBar::save);
    connect(m_class, &QLineEdit::returnPressed, this, &StudentBar::save);
    connect(m_name, &QLineEdit::textChanged, this,
        [this](const QString& text) { m_save->setEnabled(!text.trimmed().isEmpty()); });
    connect(m_later, &QPushButton::clicked, this, [this] {
        Student s = m_store.student();
        s.asked = true;
        m_store.setStudent(s);
        update();
    });
    connect(&m_store, &ProgressStore::changed, this, &StudentBar::update);
    connect(&m_store, &ProgressStore::studentChanged, this, &StudentBar::update);
    connect(&m_store, &ProgressStore::reset, this, &StudentBar::update);
    if (parent)
        parent->installEventFilter(this); // presentation mode (full screen) hides the bar
    m_save->setEnabled(false);
    retranslate();
    setVisible(false);
}

bool StudentBar::isWanted() const
{
    const Student& s = m_store.student();
    return !s.asked && s.name.isEmpty() && m_store.hasWork();
}

void StudentBar::update()
{
    const bool fullScreen = parentWidget() && parentWidget()->isFullScreen();
    setVisible(isWanted() && !fullScreen);
}

void StudentBar::save()
{
    if (m_name->text().trimmed().isEmpty())
        return;
    m_store.setStudent({ m_name->text(), m_class->text(), true });
    update();
}

void StudentBar::retranslate()
{
    setWindowTitle(tr("Who is working?"));
    m_text->setText(tr("Who is working here? Your name goes into the report for your teacher."));
    m_text->setToolTip(tr("Your answers are saved on this computer, with your name."));
    m_nameLabel->setText(tr("&Name:"));
    m_classLabel->setText(tr("&Class or ID (optional):"));
    m_save->setText(tr("Save name"));
    m_later->setText(tr("Not now"));
    m_later->setToolTip(tr("You can give your name later in File > Progress."));
}

bool StudentBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::WindowStateChange)
        update();
    return QToolBar::eventFilter(watched, event);
}

} // namespace lab
