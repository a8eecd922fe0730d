// File > Class overview: the teacher picks many students' reports (CSV) or progress files and
// sees one table, a student per row and a task per column (state and attempts), sortable by any
// column, with the totals per task pinned under it; it exports as one CSV. A file that is not
// ours, damaged or newer is listed with the reason and skipped. Files are only read, never changed.
#pragma once

#include "core/records/report.h"

#include "core/widgets/translated_widget.h"

#include <QDialog>
#include <QList>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace lab {

class ClassOverview : public Retranslated<QDialog> {
    Q_OBJECT
public:
    explicit ClassOverview(QWidget* parent = nullptr);

    // Reads the files (a file already in the table is not read twice).
    void addFiles(const QStringList& paths);
    void clear();
    // Sorts the students by `column` (0 name, 1 class or ID, 2.. a task: by state, then attempts).
    void sortBy(int column, Qt::SortOrder order);
    // The table as one CSV (header in the user's language, values as keys, totals last), with a
    // byte-order mark, written atomically; false (and a message) on failure.
    bool exportCsv(const QString& path);
    QByteArray csv() const;

    QTableWidget* table() const { return m_table; }
    QListWidget* problems() const { return m_problems; }
    int studentCount() const { return int(m_entries.size()); }

protected:
private:
    struct Entry {
        StudentReport report;
        QString path;
    };
    void refresh();
    void retranslate() override;
    void chooseFiles();
    void chooseAndExport();
    QString problemText(const QString& path, const ClassFileRead& read) const;

    QList<ReportTask> m_tasks;
    QList<Entry> m_entries;
    QList<QPair<QString, ClassFileRead>> m_refused;
    int m_sortColumn = 0;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QLabel* m_intro = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_problemsTitle = nullptr;
    QListWidget* m_problems = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_clear = nullptr;
    QPushButton* m_export = nullptr;
};

} // namespace lab
