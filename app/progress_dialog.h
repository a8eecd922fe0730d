// The student's progress through the exercises, and the CSV export for the teacher.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace lab {

class ProgressStore;

class ProgressDialog : public QDialog {
    Q_OBJECT
public:
    ProgressDialog(ProgressStore& store, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    // Writes the CSV to `path` atomically; false (and a message) on failure.
    bool exportCsv(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    void chooseAndExport();

    ProgressStore& m_store;
    QLabel* m_intro = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace lab
