#include "label_holder.h"

#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QTimer>

#include <algorithm>

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
