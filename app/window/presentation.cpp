#include "presentation.h"

#include "page/text_size.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>

namespace lab {

PresentationBar::PresentationBar(QWidget* parent)
    : Retranslated<QWidget>(parent)
{
    setObjectName(QStringLiteral("presentationBar"));
    setAutoFillBackground(true); // in the projector palette's colours (PresentationController)
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 3, 6, 3);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("presentationTitle"));
    // On a narrow screen with large text the title takes a second line rather than run under
    // the buttons.
    m_title->setWordWrap(true);
    m_title->setMinimumWidth(1);
    row->addWidget(m_title, 1);
    const auto button = [this, row](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        b->setFocusPolicy(Qt::NoFocus); // keys stay with the canvas and the fields
        row->addWidget(b);
        return b;
    };
    m_text = button("toggleText");
    m_language = button("presentationLanguage");
    m_leave = button("leavePresentation");
    connect(m_text, &QPushButton::clicked, this, &PresentationBar::toggleTextRequested);
    connect(m_language, &QPushButton::clicked, this, &PresentationBar::switchLanguageRequested);
    connect(m_leave, &QPushButton::clicked, this, &PresentationBar::leaveRequested);
    setTextScale(1);
    retranslate();
}

void PresentationBar::setTextScale(double factor)
{
    // Read from the back of the room like the rest of the screen.
    setFont(scaledFont(textsize::baseFont(), 1.3 * factor));
    QFont big = scaledFont(textsize::baseFont(), 1.3 * 1.2 * factor);
    big.setBold(true);
    m_titleFont = big;
    fitTitle();
}

void PresentationBar::setTitle(const QString& title)
{
    m_title->setText(title);
    fitTitle();
}

void PresentationBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitTitle();
}

void PresentationBar::fitTitle()
{
    int buttons = 0;
    for (const QPushButton* b : { m_text, m_language, m_leave })
        buttons += b->sizeHint().width() + layout()->spacing();
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right() - buttons;
    QFont font = m_titleFont;
    const auto fits = [&](const QFont& f) {
        QTextLayout text(m_title->text(), f);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        text.setTextOption(option);
        text.beginLayout();
        bool ok = true;
        for (QTextLine line = text.createLine(); line.isValid(); line = text.createLine()) {
            line.setLineWidth(room);
            ok = ok && line.naturalTextWidth() <= room;
        }
        text.endLayout();
        return ok;
    };
    for (int step = 0; step < 7 && room > 0 && !fits(font); ++step)
        font = scaledFont(font, 0.9);
    m_title->setFont(font);
}

void PresentationBar::setLanguageName(const QString& otherLanguage)
{
    m_language->setText(otherLanguage);
}

void PresentationBar::setTextShown(bool shown)
{
    m_textShown = shown;
    retranslate();
}

void PresentationBar::retranslate()
{
    m_text->setText(m_textShown ? tr("Hide text (F6)") : tr("Show text (F6)"));
    m_text->setToolTip(tr("Show or hide the lesson text beside the canvas (F6)"));
    m_language->setToolTip(tr("Switch between Japanese and English (Ctrl+L)"));
    m_leave->setText(tr("Leave (Esc)"));
    m_leave->setToolTip(tr("Leave presentation mode (Esc)"));
    fitTitle();
}

Notice::Notice(QWidget* window)
    : QLabel(window)
{
    setObjectName(QStringLiteral("notice"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setWordWrap(true);
    setAlignment(Qt::AlignCenter);
    setStyleSheet(QStringLiteral("QLabel#notice { background: rgba(16, 18, 22, 235); color: #ffd23f; "
                                 "border: 2px solid #ffd23f; border-radius: 8px; padding: 10px 18px; }"));
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &QWidget::hide);
    window->installEventFilter(this); // follows the window's size
    hide();
}

void Notice::showText(const QString& text, int ms)
{
    setText(text);
    QFont big = parentWidget()->font();
    big.setPointSizeF(big.pointSizeF() > 0 ? big.pointSizeF() * 1.6 : 16);
    big.setBold(true);
    setFont(big);
    place();
    show();
    raise();
    m_timer->start(ms);
}

void Notice::place()
{
    const QWidget* window = parentWidget();
    const int width = std::min(window->width() - 40, std::max(360, window->width() * 2 / 3));
    const int height = heightForWidth(width);
    setGeometry((window->width() - width) / 2, window->height() - height - 40, width, height);
}

bool Notice::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        place();
    return QLabel::eventFilter(watched, event);
}

WindowPlacement firstPlacement(const QRect& available)
{
    // Maximized on every screen (the room is the lesson's), and a normal size of 85 % of the
    // screen, centred, to return to.
    const QSize size(std::max(std::min(1024, available.width()), available.width() * 85 / 100),
        std::max(std::min(700, available.height()), available.height() * 85 / 100));
    QRect normal(QPoint(), size);
    normal.moveCenter(available.center());
    return { normal, true };
}

bool fitsOn(const QRect& frame, const QRect& available)
{
    return available.adjusted(-2, -2, 2, 2).contains(frame);
}

} // namespace lab
