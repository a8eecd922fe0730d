// The student's progress through the exercises, one row per task: who did the work (name and an
// optional class or ID, saved with the progress), "New student" for a shared computer, and the
// CSV export for the teacher (core/report.h).
#pragma once

#include "core/widgets/translated_widget.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace lab {

class ProgressStore;

class ProgressDialog : public Retranslated<QDialog> {
    Q_OBJECT
public:
    ProgressDialog(ProgressStore& store, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QLineEdit* nameField() const { return m_name; }
    QLineEdit* classField() const { return m_class; }
    // Writes the report to `path` atomically; on success a non-modal box says where (object
    // name "exportConfirmation"); false and a message on failure.
    bool exportCsv(const QString& path);
    // Where the export dialog starts: Documents/collision-lab-<student>-<date>.csv.
    QString suggestedCsvPath() const;
    // Asks (a non-modal question, object name "newStudentQuestion") and on Yes starts a new record.
    void askNewStudent();
    // Starts the new record now: the old file is kept aside; a box says where
    // ("newStudentDone") or why nothing changed ("newStudentRefused").
    void startNewStudent();

protected:
private:
    void refresh();
    void retranslate() override;
    void chooseAndExport();
    void storeStudent();

    ProgressStore& m_store;
    QLabel* m_intro = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_classLabel = nullptr;
    QLineEdit* m_class = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_newStudent = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace lab
