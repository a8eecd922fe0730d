#include "class_csv.h"

#include "class_overview.h"
#include "report_tasks.h"

namespace lab {

QString spreadsheetSafe(const QString& text)
{
    static const QString starts = QStringLiteral("=+-@\t\r");
    return !text.isEmpty() && starts.contains(text.front()) ? QLatin1Char('\'') + text : text;
}

QByteArray classOverviewCsv(const QList<StudentReport>& students, const QList<ReportTask>& tasks)
{
    QStringList lines;
    QStringList header { csvField(ClassOverview::tr("Student")), csvField(ClassOverview::tr("Class or ID")) };
    for (const ReportTask& task : tasks) {
        const QString title = exerciseTitle(task.exerciseId) + QStringLiteral(" / ") + taskTitle(task);
        header << csvField(ClassOverview::tr("%1: status").arg(title))
               << csvField(ClassOverview::tr("%1: attempts").arg(title));
    }
    lines << header.join(QLatin1Char(','));
    QList<int> done(tasks.size(), 0);
    QList<int> attempts(tasks.size(), 0);
    for (const StudentReport& report : students) {
        QStringList fields { csvField(spreadsheetSafe(report.student.name)),
            csvField(spreadsheetSafe(report.student.classId)) };
        for (int t = 0; t < tasks.size(); ++t) {
            const TaskRecord r = report.record(tasks[t]);
            done[t] += r.status == ExerciseStatus::Done ? 1 : 0;
            attempts[t] += r.attempts;
            fields << reportStatusKey(r) << QString::number(r.attempts);
        }
        lines << fields.join(QLatin1Char(','));
    }
    // Totals: how many students, then per task how many are done and all their attempts.
    QStringList totals { csvField(ClassOverview::tr("Total")), QString::number(students.size()) };
    for (int t = 0; t < tasks.size(); ++t)
        totals << QString::number(done[t]) << QString::number(attempts[t]);
    lines << totals.join(QLatin1Char(','));
    return QByteArray("\xEF\xBB\xBF")
        + (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace lab
