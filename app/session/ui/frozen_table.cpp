#include "frozen_table.h"

#include <QHeaderView>
#include <QScrollBar>

namespace lab {

FrozenTable::FrozenTable(QWidget* parent)
    : QTableView(parent)
    , m_frozen(new QTableView(this))
{
    m_frozen->setObjectName(QStringLiteral("frozenColumn"));
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->verticalHeader()->hide();
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollMode(ScrollPerPixel);
    m_frozen->setEditTriggers(NoEditTriggers);
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    viewport()->stackUnder(m_frozen);

    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column == 0) {
            m_frozen->setColumnWidth(0, size);
            place();
        }
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
        [this](int row, int, int size) { m_frozen->setRowHeight(row, size); });
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
        &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
        &QAbstractSlider::setValue);
    // Its header sorts the whole table, and shows the order the table's header shows.
    m_frozen->horizontalHeader()->setSortIndicatorShown(true);
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionClicked, this, [this] {
        const bool ascending = horizontalHeader()->sortIndicatorSection() != 0
            || horizontalHeader()->sortIndicatorOrder() == Qt::DescendingOrder;
        sortByColumn(0, ascending ? Qt::AscendingOrder : Qt::DescendingOrder);
    });
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
        [this](int column, Qt::SortOrder order) {
            m_frozen->horizontalHeader()->setSortIndicator(column == 0 ? 0 : -1, order);
        });
}

void FrozenTable::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    // A new row or column, or the rows sorted again: the second view shows only the first column,
    // at the table's heights.
    connect(model, &QAbstractItemModel::modelReset, this, &FrozenTable::showFirstColumnOnly);
    connect(model, &QAbstractItemModel::layoutChanged, this, &FrozenTable::showFirstColumnOnly);
    connect(model, &QAbstractItemModel::columnsInserted, this, &FrozenTable::showFirstColumnOnly);
    connect(model, &QAbstractItemModel::rowsInserted, this, &FrozenTable::showFirstColumnOnly);
    showFirstColumnOnly();
}

void FrozenTable::showFirstColumnOnly()
{
    if (!model())
        return;
    for (int column = 1; column < model()->columnCount(); ++column)
        m_frozen->setColumnHidden(column, true);
    m_frozen->setColumnWidth(0, columnWidth(0));
    for (int row = 0; row < model()->rowCount(); ++row)
        m_frozen->setRowHeight(row, rowHeight(row));
    place();
}

void FrozenTable::place()
{
    m_frozen->setGeometry(
        verticalHeader()->isVisible() ? verticalHeader()->width() + frameWidth() : frameWidth(), frameWidth(),
        columnWidth(0), viewport()->height() + horizontalHeader()->height());
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
}

void FrozenTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    place();
}

void FrozenTable::updateGeometries()
{
    QTableView::updateGeometries();
    place();
}

QModelIndex FrozenTable::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(action, modifiers);
    // A cell reached leftwards must not end under the first column: scroll it out from there.
    const int hidden = m_frozen->columnWidth(0) - visualRect(current).left();
    if (action == MoveLeft && current.column() > 0 && hidden > 0)
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - hidden);
    return current;
}

void FrozenTable::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    // The first column is always in view: only the rows scroll for it.
    if (index.column() > 0 || !model() || model()->columnCount() < 2) {
        QTableView::scrollTo(index, hint);
        return;
    }
    const int nextInView = columnAt(m_frozen->columnWidth(0) + 1); // sideways, stay where it is
    QTableView::scrollTo(index.siblingAtColumn(nextInView > 0 ? nextInView : 1), hint);
}

} // namespace lab
