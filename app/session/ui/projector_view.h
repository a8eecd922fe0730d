// The Class window's view for the projector: no names (each student is the number they joined
// with), the join code large for latecomers, the spread of a class vote (vote_bars.h), and a last row with
// the totals per task (solved, working on it, stuck, not started). Its own window, to be moved to the
// projector's screen.
#pragma once

#include "session/class_table.h"

#include "core/widgets/translated_widget.h"

#include <QAbstractTableModel>
#include <QWidget>

class QLabel;
class QTableView;

namespace lab {

// The anonymous table with the totals as one more row.
class ProjectorModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit ProjectorModel(ClassTableModel& table, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QString totalsText(int task) const;

private:
    QVariant totalsData(int column, int role) const;

    ClassTableModel& m_table;
};

class VoteBars;

class ProjectorView : public Retranslated<QWidget> {
    Q_OBJECT
public:
    ProjectorView(ClassSession& session, QList<ReportTask> tasks, ClassTableModel::Words words,
        QWidget* parent = nullptr);
    ProjectorModel& model() const { return *m_model; }
    QTableView* table() const { return m_view; }
    VoteBars* votes() const { return m_votes; }
    void setStuckAfterMinutes(int minutes) { m_table->setStuckAfterMinutes(minutes); }

signals:
    // The view was closed (its window's close button, Escape): the class window's box follows.
    void closed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void retranslate() override;

    ClassSession& m_session;
    ClassTableModel* m_table;
    ProjectorModel* m_model;
    QLabel* m_code;
    QTableView* m_view;
    VoteBars* m_votes = nullptr;
};

} // namespace lab
