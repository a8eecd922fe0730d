// The teacher's Class window (Class > Class window): the join code, large enough to project, and
// where students can type the address if the class does not show up for them; the live table
// (class_table.h) sortable by any column; the steering (Everyone to this, Pause the class, Let
// go); the class's vote (vote_panel.h); when a student counts as stuck; the projector's view; the CSV export;
// End class; and the session's log of who was refused or dropped and why. Every control is reachable by
// keyboard and named for a screen reader.
#pragma once

#include "frozen_table.h"
#include "session/class_table.h"

#include "core/widgets/translated_widget.h"

#include <QTime>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace lab {

class StudentView;
class VotePanel;

class ProjectorView;

class ClassWindow : public Retranslated<QWidget> {
    Q_OBJECT
public:
    ClassWindow(ClassSession& session, QList<ReportTask> tasks, ClassTableModel::Words words,
        QWidget* parent = nullptr);

    ClassTableModel& model() const { return *m_model; }
    FrozenTable* table() const { return m_table; }
    ProjectorView* projector() const { return m_projector; }
    QListWidget* log() const { return m_log; }
    // The class's vote: Ask the class, its stages and its spread (vote_panel.h).
    VotePanel* vote() const { return m_vote; }
    // The CSV of the class as the class overview writes it; false (and a message) on failure.
    bool exportCsv(const QString& path);
    // The student at `index` of the table (the sorted view's index): their own page, opened.
    StudentView* showStudent(const QModelIndex& index);
    void showProjector(bool on);
    // What a log line says about `event`, in the current language.
    static QString eventText(const SessionEvent& event);

signals:
    void everyoneToThis();
    void endRequested();

protected:
private:
    QWidget* buildButtons();
    void retranslate() override;
    void updateStatus(); // also the count of locked-out computers
    void addLog(const SessionEvent& event);
    void fillLog();
    void chooseAndExport();
    void removePicked();

    ClassSession& m_session;
    QList<ReportTask> m_tasks;
    ClassTableModel::Words m_words;
    ClassTableModel* m_model;
    QSortFilterProxyModel* m_sorted;
    ProjectorView* m_projector = nullptr;
    QLabel* m_codeTitle;
    QLabel* m_code;
    QLabel* m_where;
    QLabel* m_status;
    FrozenTable* m_table; // the Student column stays in view while the tasks scroll sideways
    struct Controls {
        QPushButton* everyone = nullptr;
        QPushButton* pause = nullptr;
        QPushButton* letGo = nullptr;
        QCheckBox* projector = nullptr;
        QLabel* stuckLabel = nullptr;
        QSpinBox* stuckMinutes = nullptr;
        QPushButton* remove = nullptr; // the picked student leaves the class, their name is free
        QPushButton* unlock = nullptr; // computers locked out for wrong codes may try again
        QPushButton* exportCsv = nullptr;
        QPushButton* end = nullptr;
    } m_controls;
    VotePanel* m_vote = nullptr;
    QLabel* m_logTitle;
    QListWidget* m_log;
    QList<QPair<QTime, SessionEvent>> m_events; // the log's lines, worded again in a new language
};

} // namespace lab
