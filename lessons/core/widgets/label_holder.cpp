#include "label_holder.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QPainter>
#include <QTextBlock>
#include <QTextFrame>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <memory>

namespace lab {

namespace {

// How long a label's text must stay unchanged before its minimum width is measured again
// (three text layouts): after a drag pauses, not on every move.
constexpr int kMinimumSizeCheckMs = 250;

} // namespace

LabelHolder::LabelHolder(QLabel* label, QWidget* parent)
    : QWidget(parent)
    , m_label(label)
{
    setObjectName(label->objectName() + QStringLiteral("Holder"));
    setSizePolicy(label->sizePolicy());
    setVisible(!label->isHidden());
    m_minimumCheck = new QTimer(this);
    m_minimumCheck->setSingleShot(true);
    m_minimumCheck->setInterval(kMinimumSizeCheckMs);
    connect(m_minimumCheck, &QTimer::timeout, this, [this] {
        const QSize before = m_minimumSizeHint;
        m_minimumSizeHint = m_label->minimumSizeHint();
        // The size hint is measured again when a layout next asks for it: its width is the
        // text on one line, which changes with every number and alone is no reason for a new
        // layout of the column.
        m_sizeHint = QSize();
        if (m_minimumSizeHint != before)
            updateGeometry();
    });
}

void LabelHolder::adopt()
{
    const bool hidden = m_label->isHidden();
    // A shorter text stays where it starts, at the top of the height kept for it.
    if (m_label->alignment() & Qt::AlignVCenter)
        m_label->setAlignment((m_label->alignment() & ~Qt::AlignVertical_Mask) | Qt::AlignTop);
    m_label->setParent(this); // this hides it
    m_label->setGeometry(rect());
    m_label->setVisible(!hidden);
    m_label->installEventFilter(this); // from now on the holder shows and hides with the label
}

bool LabelHolder::cacheIsFor() const
{
    return m_cachedText == m_label->text() && m_cachedFont == m_label->font();
}

void LabelHolder::forget() const
{
    if (m_cachedFont != m_label->font())
        m_keptWidth = -1; // another font: heights start again
    m_cachedText = m_label->text();
    m_cachedFont = m_label->font();
    m_heights.clear();
    m_sizeHint = QSize();
    m_minimumSizeHint = QSize();
}

QSize LabelHolder::sizeHint() const
{
    if (!cacheIsFor())
        forget();
    if (!m_sizeHint.isValid())
        m_sizeHint = m_label->sizeHint();
    return m_sizeHint;
}

QSize LabelHolder::minimumSizeHint() const
{
    if (!cacheIsFor())
        forget();
    if (!m_minimumSizeHint.isValid())
        m_minimumSizeHint = m_label->minimumSizeHint();
    return m_minimumSizeHint;
}

bool LabelHolder::hasHeightForWidth() const
{
    return m_label->hasHeightForWidth();
}

int LabelHolder::heightForWidth(int width) const
{
    if (!cacheIsFor())
        forget();
    const int kept = width == m_keptWidth ? m_keptHeight : 0;
    const auto found = m_heights.constFind(width);
    if (found != m_heights.constEnd())
        return std::max(*found, kept);
    const int height = m_label->heightForWidth(width);
    m_heights.insert(width, height);
    return std::max(height, kept);
}

void LabelHolder::releaseHeight()
{
    if (m_keptWidth < 0)
        return;
    m_keptWidth = -1;
    updateGeometry();
}

bool LabelHolder::event(QEvent* event)
{
    if (event->type() == QEvent::LayoutRequest) {
        // The label asks for a new layout: its text, font or wrapping changed. A new text of
        // the same height at the width it has now is no business of the column's; its minimum
        // width (a longer word) is measured once the text has been calm for a moment.
        const bool sameFont = m_label->font() == m_cachedFont;
        const int cached = m_heights.value(width(), -1);
        const int before = cached < 0 ? -1 : std::max(cached, width() == m_keptWidth ? m_keptHeight : 0);
        const QSize minimum = m_minimumSizeHint;
        const QSize hint = m_sizeHint;
        forget();
        const int now = hasHeightForWidth() ? heightForWidth(width()) : sizeHint().height();
        if (sameFont && before >= 0 && now == before && minimum.isValid()) {
            // The size hint (the text laid out on one long line) waits for the check too: a
            // layout that asks for it meanwhile (another label grew) gets the one from before.
            m_minimumSizeHint = minimum;
            if (hint.isValid() && hasHeightForWidth())
                m_sizeHint = hint;
            m_minimumCheck->start();
        } else {
            updateGeometry();
        }
        return true;
    }
    return QWidget::event(event);
}

bool LabelHolder::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_label) {
        if (event->type() == QEvent::ShowToParent)
            setVisible(true);
        else if (event->type() == QEvent::HideToParent)
            setVisible(false);
    }
    return QWidget::eventFilter(watched, event);
}

void LabelHolder::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (width() != m_keptWidth) {
        m_keptWidth = width();
        m_keptHeight = height();
    } else {
        m_keptHeight = std::max(m_keptHeight, height());
    }
    m_label->setGeometry(rect());
}

LabelHolder* LabelHolder::hold(QLabel* label)
{
    QWidget* parent = label->parentWidget();
    if (!parent || !parent->layout() || qobject_cast<LabelHolder*>(parent))
        return nullptr;
    auto* holder = new LabelHolder(label, parent);
    QLayoutItem* old = parent->layout()->replaceWidget(label, holder, Qt::FindChildrenRecursively);
    if (!old) {
        delete holder;
        return nullptr;
    }
    delete old;
    holder->adopt();
    return holder;
}

ReadoutLabel::ReadoutLabel(QWidget* parent)
    : QLabel(parent)
{
}

bool ReadoutLabel::drawsItself() const
{
    const Qt::TextFormat format = textFormat();
    return wordWrap() && !text().isEmpty()
        && (format == Qt::PlainText || format == Qt::RichText || format == Qt::AutoText) && frameWidth() == 0
        && indent() <= 0 && !buddy() && !testAttribute(Qt::WA_StyleSheet) && !hasFocus()
        && !hasSelectedText();
}

QTextDocument& ReadoutLabel::document(int textWidth) const
{
    const Qt::TextFormat format = textFormat();
    const bool rich = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text()));
    const int alignment = int(this->alignment());
    if (m_text != text() || m_font != font() || m_rich != rich || m_alignment != alignment) {
        m_text = text();
        m_font = font();
        m_rich = rich;
        m_alignment = alignment;
        // A new document is set up in the order QLabel sets up its own (text, options, frame,
        // width), and laid out once, when it is first measured: a document has no layout to
        // redo until it is asked for one.
        m_document = std::make_unique<QTextDocument>();
        m_document->setUndoRedoEnabled(false);
        m_document->setDefaultFont(m_font);
        if (rich)
            m_document->setHtml(m_text);
        else
            m_document->setPlainText(m_text);
        QTextOption option = m_document->defaultTextOption();
        option.setAlignment(Qt::Alignment(alignment));
        option.setWrapMode(QTextOption::WordWrap);
        m_document->setDefaultTextOption(option);
        QTextFrameFormat frame = m_document->rootFrame()->frameFormat();
        frame.setMargin(0);
        m_document->rootFrame()->setFrameFormat(frame);
        // Each block keeps its shaped glyphs after it is laid out: by default a text layout
        // throws them away, and every paint shaped the whole read-out again (two thirds of its
        // cost). The text is painted many times per layout, and it is a few lines.
        for (QTextBlock block = m_document->begin(); block.isValid(); block = block.next())
            block.layout()->setCacheEnabled(true);
        m_width = -2;
    }
    if (m_width != textWidth) {
        m_document->setTextWidth(textWidth);
        m_width = textWidth;
        ++m_ownLayouts;
    }
    return *m_document;
}

QRect ReadoutLabel::documentRect() const
{
    return contentsRect().adjusted(margin(), margin(), -margin(), -margin());
}

int ReadoutLabel::heightForWidth(int width) const
{
    if (width < 0 || !drawsItself())
        return QLabel::heightForWidth(width);
    // As QLabel measures a word-wrapped document: at the width less the margins.
    const QMargins margins = contentsMargins();
    const int extra = 2 * margin();
    const int textWidth
        = std::max(std::max(width, minimumWidth()) - extra - margins.left() - margins.right(), 0);
    const int height = int(std::ceil(document(textWidth).size().height()));
    return std::max(height + extra + margins.top() + margins.bottom(), minimumHeight());
}

void ReadoutLabel::paintEvent(QPaintEvent* event)
{
    if (!drawsItself()) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    drawFrame(&painter);
    const QRect rect = documentRect();
    QTextDocument& doc = document(rect.width());
    // As QLabel places its document: vertical alignment by hand, the rest by the document.
    const double height = doc.documentLayout()->documentSize().height();
    double top = 0;
    if (alignment() & Qt::AlignVCenter)
        top = std::max((rect.height() - height) / 2, 0.0);
    else if (alignment() & Qt::AlignBottom)
        top = std::max(rect.height() - height, 0.0);
    const QRect layoutRect = QRectF(rect.x(), top + rect.y(), rect.width(), rect.height()).toAlignedRect();
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    if (foregroundRole() != QPalette::Text && isEnabled())
        context.palette.setColor(QPalette::Text, context.palette.color(foregroundRole()));
    painter.translate(layoutRect.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), layoutRect.size()));
    doc.documentLayout()->draw(&painter, context);
}

int holdWrappedLabels(QWidget* root)
{
    int held = 0;
    const auto labels = root->findChildren<QLabel*>();
    for (QLabel* label : labels) {
        // A label that names a field (its buddy) stays beside it: Qt finds a field's accessible
        // name among its siblings, and such a label does not change while a shape is dragged.
        if (label->wordWrap() && !label->buddy() && LabelHolder::hold(label))
            ++held;
    }
    return held;
}

} // namespace lab
