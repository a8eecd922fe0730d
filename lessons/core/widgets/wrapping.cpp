#include "wrapping.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QTimer>

#include <algorithm>

namespace lab {

namespace {

constexpr int kWrapFlags = Qt::TextWordWrap | Qt::TextShowMnemonic;
constexpr int kPushMargin = 6; // pixels between a push button's text and its frame, each side

bool isWide(QChar c)
{
    return c.unicode() >= 0x2e80;
} // CJK and fullwidth forms: break anywhere

// Paints the button with its text wrapped, and keeps its minimum size what the wrapped text
// needs: its widest word across, as many lines as its width makes down.
class Wrapper : public QObject {
public:
    explicit Wrapper(QAbstractButton* button)
        : QObject(button)
        , m_button(button)
    {
        button->setProperty("labWrapped", true);
        button->installEventFilter(this);
        updateHints();
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        switch (event->type()) {
        case QEvent::Paint:
            paint();
            if (m_button->text() != m_text)
                QTimer::singleShot(0, this, [this] { updateHints(); }); // retranslated
            return true;
        case QEvent::Resize:
        case QEvent::FontChange:
        case QEvent::StyleChange:
        case QEvent::LanguageChange: QTimer::singleShot(0, this, [this] { updateHints(); }); break;
        default: break;
        }
        return false;
    }

private:
    bool isPush() const { return qobject_cast<QPushButton*>(m_button) != nullptr; }

    QStyleOptionButton option() const
    {
        QStyleOptionButton opt;
        opt.initFrom(m_button);
        if (auto* push = qobject_cast<QPushButton*>(m_button)) {
            if (push->isFlat())
                opt.features |= QStyleOptionButton::Flat;
            if (push->isDefault())
                opt.features |= QStyleOptionButton::DefaultButton;
            if (push->autoDefault())
                opt.features |= QStyleOptionButton::AutoDefaultButton;
            opt.state |= m_button->isDown() ? QStyle::State_Sunken : QStyle::State_Raised;
        } else if (m_button->isDown()) {
            opt.state |= QStyle::State_Sunken;
        }
        opt.state |= m_button->isChecked() ? QStyle::State_On : QStyle::State_Off;
        if (auto* box = qobject_cast<QCheckBox*>(m_button); box && box->checkState() == Qt::PartiallyChecked)
            opt.state = (opt.state & ~QStyle::State_Off) | QStyle::State_NoChange;
        return opt;
    }

    QStyle::SubElement contentsElement() const
    {
        if (isPush())
            return QStyle::SE_PushButtonContents;
        return qobject_cast<QRadioButton*>(m_button) ? QStyle::SE_RadioButtonContents
                                                     : QStyle::SE_CheckBoxContents;
    }

    // Where the text goes in a button of `size`.
    QRect textRect(QSize size) const
    {
        QStyleOptionButton opt = option();
        opt.rect = QRect(QPoint(0, 0), size);
        QRect r = m_button->style()->subElementRect(contentsElement(), &opt, m_button);
        if (isPush()) // a margin inside the contents, so the text never touches the frame
            r.adjust(kPushMargin, 0, -kPushMargin, 0);
        return r;
    }

    void paint()
    {
        QStylePainter p(m_button);
        QStyleOptionButton opt = option();
        const QString text = m_button->text();
        opt.text.clear();
        const QStyle::ControlElement control = isPush() ? QStyle::CE_PushButton
            : qobject_cast<QRadioButton*>(m_button)     ? QStyle::CE_RadioButton
                                                        : QStyle::CE_CheckBox;
        p.drawControl(control, opt);
        const int align = isPush() ? Qt::AlignCenter : int(Qt::AlignLeft | Qt::AlignVCenter);
        m_button->style()->drawItemText(&p, textRect(m_button->size()), align | kWrapFlags,
            m_button->palette(), m_button->isEnabled(), text,
            isPush() ? QPalette::ButtonText : QPalette::WindowText);
    }

    void updateHints()
    {
        m_text = m_button->text();
        const QFontMetrics fm(m_button->font());
        QString plain = m_text;
        plain.remove(QLatin1Char('&'));
        // The widest piece that cannot break: a word, or a few characters of Japanese.
        int widest = 0;
        for (const QString& word : plain.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            int w = fm.horizontalAdvance(word);
            if (std::any_of(word.begin(), word.end(), isWide))
                w = std::min(w, fm.horizontalAdvance(QChar(0x3042)) * 4);
            widest = std::max(widest, w);
        }
        const QSize probe(400, 200);
        const QRect inside = textRect(probe);
        const int padX = probe.width() - inside.width();
        const int padY = probe.height() - inside.height();
        const int minWidth = std::min(widest, fm.horizontalAdvance(plain)) + padX + 2;
        if (m_button->minimumWidth() != minWidth)
            m_button->setMinimumWidth(minWidth);
        const int room = std::max(1, textRect(m_button->size()).width());
        const int lines = fm.boundingRect(QRect(0, 0, room, 100000), kWrapFlags, m_text).height();
        const int height = std::max(lines + padY, m_button->minimumSizeHint().height());
        if (m_button->minimumHeight() != height)
            m_button->setMinimumHeight(height);
    }

    QAbstractButton* m_button;
    QString m_text;
};

bool longText(const QString& text, int words)
{
    const QString t = text.simplified();
    return t.count(QLatin1Char(' ')) + 1 >= words || (std::count_if(t.begin(), t.end(), isWide) >= 6);
}

} // namespace

void wrapText(QAbstractButton* button)
{
    if (button && !button->property("labWrapped").toBool())
        new Wrapper(button);
}

void wrapLongTexts(QWidget* root)
{
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>()) {
        const bool kind = qobject_cast<QPushButton*>(button) || qobject_cast<QCheckBox*>(button)
            || qobject_cast<QRadioButton*>(button);
        if (kind && button->icon().isNull() && longText(button->text(), 3))
            wrapText(button);
    }
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!label->wordWrap() && label->pixmap().isNull() && label->buddy() == nullptr
            && longText(label->text(), 4))
            label->setWordWrap(true);
    }
}

} // namespace lab
