// One student as the teacher sees them (issue 40): every task they have a record of, its state,
// attempts, hints and their last answer as the teacher reads it (a prediction by its choice's
// words); under it their attempts as they arrived, newest first (the time, the task, the answer,
// right or not, hints seen; attempts made while away or before the class come as one step). A double-click or
// Enter on the student's row of the Class window opens it; it follows their records as they arrive. Only the
// teacher's own window opens it, never the projector.
#pragma once

#include "session/class_table.h"

#include "core/widgets/translated_widget.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace lab {

class StudentView : public Retranslated<QDialog> {
    Q_OBJECT
public:
    StudentView(ClassSession& session, const ClassTableModel& model, const QString& token, QWidget* parent);

    QTableWidget* table() const { return m_table; }
    QTableWidget* timeline() const { return m_timeline; }
    QString token() const { return m_token; }

protected:
private:
    void fill();
    void retranslate() override { fill(); }
    void fillTimeline(const ClassStudent& s);

    ClassSession& m_session;
    const ClassTableModel& m_model;
    QString m_token;
    QLabel* m_heading;
    QTableWidget* m_table;
    QLabel* m_timelineTitle;
    QTableWidget* m_timeline;
};

} // namespace lab
