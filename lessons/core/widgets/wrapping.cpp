#include "wrapping.h"

#include "core/model/line_breaks.h"

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
#include <QToolButton>

#include <algorithm>

namespace lab {

namespace {

constexpr int kPushMargin = 6; // pixels between a push button's text and its frame, each side

// The text as a button shows it: "&&" is an ampersand, a lone "&" marks the shortcut letter.
QString withoutMnemonic(const QString& text)
{
    QString plain;
    for (int i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size())
            ++i;
        plain += text[i];
    }
    return plain;
}

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
        opt.text.clear();
        const QStyle::ControlElement control = isPush() ? QStyle::CE_PushButton
            : qobject_cast<QRadioButton*>(m_button)     ? QStyle::CE_RadioButton
                                                        : QStyle::CE_CheckBox;
        p.drawControl(control, opt);
        // Line by line, each broken where no word is cut.
        const QRect room = textRect(m_button->size());
        const QFontMetrics fm(m_button->font());
        const QStringList lines = safeLines(withoutMnemonic(m_button->text()), fm, room.width());
        const int align = (isPush() ? int(Qt::AlignHCenter) : int(Qt::AlignLeft)) | Qt::AlignVCenter;
        int top = room.top() + (room.height() - int(lines.size()) * fm.lineSpacing()) / 2;
        for (const QString& line : lines) {
            m_button->style()->drawItemText(&p, QRect(room.left(), top, room.width(), fm.lineSpacing()),
                align, m_button->palette(), m_button->isEnabled(), line,
                isPush() ? QPalette::ButtonText : QPalette::WindowText);
            top += fm.lineSpacing();
        }
    }

    void updateHints()
    {
        m_text = m_button->text();
        const QFontMetrics fm(m_button->font());
        const QString plain = withoutMnemonic(m_text);
        const QSize probe(400, 200);
        const QRect inside = textRect(probe);
        const int padX = probe.width() - inside.width();
        const int padY = probe.height() - inside.height();
        // As narrow as its widest piece that cannot break: a word, or a Japanese phrase.
        const int minWidth = widestPiece(plain, fm) + padX + 2;
        if (m_button->minimumWidth() != minWidth)
            m_button->setMinimumWidth(minWidth);
        const int room = std::max(1, textRect(m_button->size()).width());
        const int lines = int(safeLines(plain, fm, room).size()) * fm.lineSpacing();
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

QStringList safeLines(const QString& text, const QFontMetrics& metrics, int width)
{
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        int start = 0;
        for (int i = 1; i <= paragraph.size(); ++i) {
            if (i < paragraph.size() && !isSafeBreak(paragraph, i))
                continue;
            const QString piece = paragraph.mid(start, i - start);
            start = i;
            const QString longer = line + piece;
            if (line.isEmpty() || metrics.horizontalAdvance(longer.trimmed()) <= width) {
                line = longer;
                continue;
            }
            lines << line.trimmed();
            line = piece;
        }
        lines << line.trimmed();
    }
    return lines;
}

int widestPiece(const QString& text, const QFontMetrics& metrics)
{
    int widest = 0;
    int start = 0;
    for (int i = 1; i <= text.size(); ++i) {
        if (i < text.size() && !isSafeBreak(text, i) && text[i] != QLatin1Char('\n'))
            continue;
        widest = std::max(widest, metrics.horizontalAdvance(text.mid(start, i - start).trimmed()));
        start = i;
    }
    return widest;
}

QString lineBreakFault(const QString& before, const QString& after)
{
    const QString end = before;
    const QString next = after;
    if (end.isEmpty() || next.isEmpty())
        return {};
    const QChar last = end.back();
    const QChar first = next.front();
    if (mayNotStartLine(first) && !first.isSpace())
        return QStringLiteral("a line starts with “%1”").arg(first);
    if (mayNotEndLine(last))
        return QStringLiteral("a line ends with “%1”").arg(last);
    if (last.isLetter() && first.isLetter() && !isWide(last) && !isWide(first))
        return QStringLiteral("a word cut in two: “%1|%2”")
            .arg(end.right(8).trimmed(), next.left(8).trimmed());
    return {};
}

namespace {

// Breaks a tool button's text into the lines its width holds (the style's room for the arrow and
// margins is what its size hint adds to the widest line).
class ToolButtonWrapper : public QObject {
public:
    ToolButtonWrapper(QToolButton* button)
        : QObject(button)
        , m_button(button)
    {
        button->installEventFilter(this);
        // As wide as its row gives it, never as wide as its text on one line: a header laid out
        // on one line in a wide column would otherwise keep a narrower column from narrowing it,
        // and never be resized to wrap (seen going from 1920 to 1024 pixels).
        button->setSizePolicy(QSizePolicy::Ignored, button->sizePolicy().verticalPolicy());
    }
    void setText(const QString& text)
    {
        m_text = text;
        m_button->setAccessibleName(text);
        fit();
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
            fit();
        else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            QTimer::singleShot(0, this, [this] { fit(); }); // once the button measures in it
        return false;
    }

private:
    void fit()
    {
        const QFontMetrics metrics = m_button->fontMetrics();
        int widest = 0;
        for (const QString& line : m_button->text().split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        const int chrome = m_button->sizeHint().width() - widest;
        const int room = std::max(metrics.averageCharWidth() * 8, m_button->width() - chrome);
        const QString fitted = safeLines(m_text, metrics, room).join(QLatin1Char('\n'));
        if (fitted != m_button->text())
            m_button->setText(fitted);
    }

    QToolButton* m_button;
    QString m_text;
};

} // namespace

void setWrappedText(QToolButton* button, const QString& text)
{
    auto* wrapper = button->findChild<ToolButtonWrapper*>(QString(), Qt::FindDirectChildrenOnly);
    if (!wrapper)
        wrapper = new ToolButtonWrapper(button);
    wrapper->setText(text);
}

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
