#include "lesson_list.h"

#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/text_size.h"

#include "catalog.h"

#include <QApplication>
#include <QEvent>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>

#include <algorithm>

namespace lab {

namespace {

constexpr int kIdRole = Qt::UserRole;

// The titles wrap whole: an item is measured at the width its text is drawn in (the style's text
// margins off) with a line to spare, so that the style never cuts the last line short with "..."
// (it did for the current item at 200 %).
class TitleDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem narrower = option;
        const QStyle* style = option.widget ? option.widget->style() : QApplication::style();
        const int margin = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, option.widget) + 1);
        narrower.rect.setWidth(std::max(1, option.rect.width() - margin));
        return QStyledItemDelegate::sizeHint(narrower, index) + QSize(0, margin);
    }
};

} // namespace

LessonList::LessonList(QWidget* parent)
    : Retranslated<QListWidget>(parent)
{
    setObjectName(QStringLiteral("lessonList"));
    setMinimumWidth(kWidth);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // titles wrap instead
    setResizeMode(QListView::Adjust); // and wrap again at a new width or text size
    setSpacing(2);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone); // a whole title, on as many lines as it takes
    setItemDelegate(new TitleDelegate(this));
    for (const CurriculumEntry& entry : curriculum()) {
        auto* item = new QListWidgetItem(this);
        item->setData(kIdRole, entry.id());
    }
    connect(this, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item)
            emit lessonChosen(lessonId(item));
    });
    retranslate();
}

QString LessonList::lessonId(const QListWidgetItem* item) const
{
    return item ? item->data(kIdRole).toString() : QString();
}

void LessonList::select(const QString& id)
{
    for (int i = 0; i < count(); ++i) {
        if (lessonId(item(i)) == id && currentRow() != i) {
            setCurrentRow(i);
            break;
        }
    }
}

void LessonList::retranslate()
{
    setAccessibleName(tr("Lessons"));
    for (int i = 0; i < count(); ++i) {
        QListWidgetItem* entry = item(i);
        const QString id = lessonId(entry);
        entry->setText(lessonTitle(id));
        entry->setToolTip(
            isBeyondHandout(id) ? tr("Beyond the handout: no source text covers this unit.") : QString());
    }
}

void LessonList::setTextScale(double factor)
{
    setFont(scaledFont(textsize::baseFont(), factor));
    // Long titles wrap (never scroll sideways): the list grows by half as much as its text, so
    // that the lesson keeps the room.
    setMinimumWidth(qRound(kWidth * (1 + (factor - 1) / 2)));
    doItemsLayout();
}

void LessonList::setChoice(std::optional<bool> shown)
{
    m_choice = shown;
    emit choiceChanged();
}

bool LessonList::fit(const LessonPage* page)
{
    auto* split = qobject_cast<QSplitter*>(parentWidget());
    if (!split)
        return !isHidden();
    // The window may be narrower than the list and the page together: the list then steps aside.
    split->setMinimumWidth(page ? page->columns().sideBySideWidth() : 0);
    const int room = split->width();
    const int beside = minimumWidth() + split->handleWidth();
    // The canvas comes first: the list is shown by choice (F9), and only where the page still
    // fits whole beside it.
    bool shown = m_choice.value_or(false);
    if (page && room > 0)
        shown = shown && room >= beside + page->columns().sideBySideWidth();
    if (shown == isHidden())
        setVisible(shown);
    return shown;
}

} // namespace lab
