#include "projector_view.h"

#include "vote_bars.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace lab {

ProjectorModel::ProjectorModel(ClassTableModel& table, QObject* parent)
    : QAbstractTableModel(parent)
    , m_table(table)
{
    connect(&table, &QAbstractItemModel::modelReset, this, [this] {
        beginResetModel();
        endResetModel();
    });
    for (const auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved }) {
        connect(&table, signal, this, [this] {
            beginResetModel();
            endResetModel();
        });
    }
    connect(&table, &QAbstractItemModel::dataChanged, this,
        [this] { emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1)); });
    connect(&table, &QAbstractItemModel::headerDataChanged, this, &QAbstractItemModel::headerDataChanged);
}

int ProjectorModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_table.rowCount() + 1;
}

int ProjectorModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_table.columnCount();
}

QString ProjectorModel::totalsText(int task) const
{
    const ClassTableModel::Totals t = m_table.totals(task);
    const QLocale locale;
    return tr("solved %1\nworking %2\nstuck %3\nnot started %4")
        .arg(locale.toString(t.solved), locale.toString(t.trying + t.hints + t.solutionShown - t.stuck),
            locale.toString(t.stuck), locale.toString(t.notStarted));
}

QVariant ProjectorModel::totalsData(int column, int role) const
{
    const int task = column - ClassTableModel::FirstTaskColumn;
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        if (column == ClassTableModel::StudentColumn)
            return tr("Total");
        if (column == ClassTableModel::StuckColumn) {
            int stuck = 0;
            for (int row = 0; row < m_table.rowCount(); ++row)
                stuck += m_table.isStuck(row) ? 1 : 0;
            return tr("need help: %1").arg(QLocale().toString(stuck));
        }
        return task >= 0 ? totalsText(task) : QVariant();
    }
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant ProjectorModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.row() == m_table.rowCount())
        return totalsData(index.column(), role);
    return m_table.index(index.row(), index.column()).data(role);
}

QVariant ProjectorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_table.headerData(section, orientation, role);
}

ProjectorView::ProjectorView(
    ClassSession& session, QList<ReportTask> tasks, ClassTableModel::Words words, QWidget* parent)
    : Retranslated<QWidget>(parent, Qt::Window)
    , m_session(session)
    , m_table(nullptr)
    , m_model(nullptr)
    , m_code(new QLabel(this))
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("classProjector"));
    m_table = new ClassTableModel(session, std::move(tasks), std::move(words), this);
    m_table->setAnonymous(true);
    m_model = new ProjectorModel(*m_table, this);
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    setFont(large);
    QFont huge = large;
    huge.setPointSizeF(large.pointSizeF() * 1.8);
    huge.setBold(true);
    m_code->setFont(huge);
    m_code->setAlignment(Qt::AlignCenter);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_view->setObjectName(QStringLiteral("classProjectorTable"));
    m_view->setModel(m_model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // The totals are four lines (solved, working, stuck, not started): rows as tall as they need.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_code);
    m_votes = new VoteBars(session, false, this); // the spread while the class votes, no names
    layout->addWidget(m_votes);
    layout->addWidget(m_view, 1);
    auto* clock = new QTimer(this); // "last active" and "no progress" move on by themselves
    connect(clock, &QTimer::timeout, m_table, &ClassTableModel::refreshTimes);
    clock->start(15000);
    resize(1280, 720);
    retranslate();
}

void ProjectorView::retranslate()
{
    setWindowTitle(tr("Class for the projector"));
    m_code->setText(tr("Join code: %1").arg(m_session.code().text()));
    m_view->setAccessibleName(tr("The class by number, with the totals per task"));
    m_table->retranslate();
}

void ProjectorView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_F11 || (event->key() == Qt::Key_Escape && isFullScreen())) {
        setWindowState(windowState() ^ Qt::WindowFullScreen);
        return;
    }
    if (event->key() == Qt::Key_Escape) { // not full screen: Escape closes it, as a dialog's does
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ProjectorView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    if (!event->spontaneous())
        emit closed();
}

} // namespace lab
