#include "pause_overlay.h"

#include <QAccessible>
#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

namespace {

bool isInput(QEvent::Type type)
{
    switch (type) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::ShortcutOverride:
    case QEvent::Shortcut:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TabletPress:
    case QEvent::ContextMenu:
    case QEvent::Drop:
    case QEvent::DragEnter: return true;
    default: return false;
    }
}

} // namespace

PauseOverlay::PauseOverlay(QWidget* window)
    : Retranslated<QWidget>(window)
    , m_message(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_leave(new QPushButton(this))
{
    setObjectName(QStringLiteral("classPause"));
    setFocusPolicy(Qt::StrongFocus);
    m_message->setObjectName(QStringLiteral("classPauseMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    QFont big = m_message->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_message->setFont(big);
    m_detail->setAlignment(Qt::AlignCenter);
    m_detail->setWordWrap(true);
    m_leave->setObjectName(QStringLiteral("classPauseLeave"));
    connect(m_leave, &QPushButton::clicked, this, &PauseOverlay::leaveRequested);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(m_message);
    layout->addWidget(m_detail);
    layout->addSpacing(24);
    layout->addWidget(m_leave, 0, Qt::AlignCenter);
    layout->addStretch(3);
    hide();
    retranslate();
}

void PauseOverlay::setPaused(bool paused, const QString& title)
{
    m_title = title;
    retranslate();
    if (paused == m_paused)
        return;
    m_paused = paused;
    QWidget* window = parentWidget();
    if (paused) {
        m_focusBefore = QApplication::focusWidget();
        setGeometry(window->rect());
        raise();
        show();
        qApp->installEventFilter(this);
        window->installEventFilter(this); // follows the window's size
        m_leave->setFocus(Qt::OtherFocusReason);
        QAccessibleEvent alert(this, QAccessible::Alert);
        QAccessible::updateAccessibility(&alert);
    } else {
        qApp->removeEventFilter(this);
        window->removeEventFilter(this);
        hide();
        if (QPointer<QWidget> before = m_focusBefore; before)
            before->setFocus(Qt::OtherFocusReason);
        m_focusBefore = nullptr;
    }
}

bool PauseOverlay::isOwn(QObject* object) const
{
    for (QObject* o = object; o; o = o->parent()) {
        if (o == this)
            return true;
    }
    return false;
}

bool PauseOverlay::isCovered(QObject* object) const
{
    for (QObject* o = object; o; o = o->parent()) {
        if (o == parentWidget())
            return true;
    }
    return false;
}

bool PauseOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    // The native window hands events on to the widgets; what it hands to any widget of the window
    // (its dialogs included) but the panel, and shortcuts meant for its actions, go no further.
    if (m_paused && event->type() == QEvent::FocusIn && watched->isWidgetType() && !isOwn(watched)
        && isCovered(watched)) { // a click gave a field the focus: back to the panel
        QMetaObject::invokeMethod(
            m_leave, [this] { m_leave->setFocus(Qt::OtherFocusReason); }, Qt::QueuedConnection);
        return false;
    }
    if (m_paused && event->type() == QEvent::KeyPress && isOwn(watched)) { // Tab stays on the panel
        const int key = static_cast<QKeyEvent*>(event)->key();
        return key == Qt::Key_Tab || key == Qt::Key_Backtab;
    }
    if (!m_paused || !isInput(event->type()) || isOwn(watched) || watched->isWindowType()
        || !isCovered(watched))
        return false;
    if (event->type() == QEvent::KeyPress && !hasFocus() && !m_leave->hasFocus())
        m_leave->setFocus(Qt::TabFocusReason);
    return true;
}

void PauseOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    QColor veil = palette().color(QPalette::Window);
    veil.setAlpha(235);
    painter.fillRect(rect(), veil);
}

void PauseOverlay::retranslate()
{
    m_message->setText(tr("Your teacher has paused the class."));
    m_detail->setText(m_title.isEmpty()
            ? tr("Look up: your work is kept, and you go on when the class resumes.")
            : tr("%1. Look up: your work is kept, and you go on when the class resumes.").arg(m_title));
    m_leave->setText(tr("Leave the class"));
    setAccessibleName(m_message->text());
    setAccessibleDescription(m_detail->text());
}

} // namespace lab
