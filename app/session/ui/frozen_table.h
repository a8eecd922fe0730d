// A table whose first column stays put while the others scroll sideways: the class's live table
// keeps each student's name in view however many task columns the teacher scrolls through. A
// second view of the same model, showing only that column, lies over the first column's place;
// the two share the selection, the rows' heights and the vertical scrolling, and a click on its
// header sorts the whole table.
#pragma once

#include <QTableView>

namespace lab {

class FrozenTable : public QTableView {
    Q_OBJECT
public:
    explicit FrozenTable(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    // The view of the first column (for the tests and the screen reader's name).
    QTableView* frozen() const { return m_frozen; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void updateGeometries() override;
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

private:
    void showFirstColumnOnly();
    void place();

    QTableView* m_frozen;
};

} // namespace lab
