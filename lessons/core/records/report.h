// The teacher's report: one CSV row per task of every exercise, for one student, and reading
// such reports (and progress files) back for the class overview. UTF-8 with a byte-order mark so
// that spreadsheet programs read Japanese names; the header in the user's language, every value a
// stable key (status, yes/no, ids, ISO 8601 times), so a report reads back whatever its language.
// Free text (name, class, last answer) that a spreadsheet would take for a formula (= + - @ at the
// start) gets a leading apostrophe, which reading takes off again.
#pragma once

#include "progress.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace lab {

// One task of the curriculum, in its order: the exercise's id and the task's id.
struct ReportTask {
    QString exerciseId;
    QString taskId;
    bool operator==(const ReportTask&) const = default;
};

// One row of a report.
struct ReportRow {
    ReportTask task;
    TaskRecord record;
};

// One student's report.
struct StudentReport {
    Student student;
    QList<ReportRow> rows; // in `tasks` order

    // The record of `task`; an empty one (not started) when no row is for it.
    TaskRecord record(const ReportTask& task) const;
};

inline constexpr int kReportColumns = 11;

// The header names in the current language (translation context "Report").
QStringList reportHeader();

// The report of `exercises` for `tasks` (tasks with no record are "not_started"), with the BOM.
QByteArray studentReportCsv(const Student& student, const QHash<QString, ExerciseProgress>& exercises,
    const QList<ReportTask>& tasks);
// collision-lab-<student>-<yyyy-MM-dd>.csv; collision-lab-<yyyy-MM-dd>.csv without a name.
QString reportFileName(const Student& student, const QDate& date);

// RFC 4180: one field, quoted when it must be.
QString csvField(const QString& text);
// RFC 4180 records (quoted commas, quotes and line breaks); false on an unclosed quote.
bool parseCsv(const QString& text, QList<QStringList>& records);

// A file given to the class overview: a report (CSV) or a progress file (JSON), read without
// being changed. `problem` says why it is skipped.
struct ClassFileRead {
    enum class Problem { None, Unreadable, NotOurs, NewerVersion, Damaged };
    Problem problem = Problem::None;
    QString detail; // Damaged: where (English, e.g. "row 4"), for the message
    StudentReport report;
};
ClassFileRead readClassFile(const QByteArray& bytes, const QList<ReportTask>& tasks);

} // namespace lab
