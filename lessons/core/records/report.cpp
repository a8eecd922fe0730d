#include "report.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace lab {

namespace {

struct ReportWords {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

constexpr qsizetype kMaxFileBytes = 4 << 20; // a class's report is a few kilobytes

QString formulaSafe(const QString& text)
{
    static const QString starts = QStringLiteral("=+-@\t\r");
    return !text.isEmpty() && starts.contains(text.front()) ? QLatin1Char('\'') + text : text;
}

QString fromFormulaSafe(const QString& text)
{
    static const QString starts = QStringLiteral("=+-@\t\r");
    return text.size() >= 2 && text.front() == QLatin1Char('\'') && starts.contains(text.at(1)) ? text.mid(1)
                                                                                                : text;
}

QString timeText(const QDateTime& time)
{
    return time.isValid() ? time.toLocalTime().toString(Qt::ISODate) : QString();
}

} // namespace

TaskRecord StudentReport::record(const ReportTask& task) const
{
    for (const ReportRow& row : rows) {
        if (row.task == task)
            return row.record;
    }
    return {};
}

QStringList reportHeader()
{
    return { ReportWords::tr("Student"), ReportWords::tr("Class or ID"), ReportWords::tr("Exercise"),
        ReportWords::tr("Task"), ReportWords::tr("Status"), ReportWords::tr("Attempts"),
        ReportWords::tr("Hints seen"), ReportWords::tr("Worked solution shown"),
        ReportWords::tr("First opened"), ReportWords::tr("Finished"), ReportWords::tr("Last answer") };
}

QString csvField(const QString& text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    bool quote = false;
    for (const QChar c : text)
        quote = quote || special.contains(c);
    if (!quote)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray studentReportCsv(
    const Student& student, const QHash<QString, ExerciseProgress>& exercises, const QList<ReportTask>& tasks)
{
    QStringList lines;
    QStringList header;
    for (const QString& name : reportHeader())
        header << csvField(name);
    lines << header.join(QLatin1Char(','));
    for (const ReportTask& task : tasks) {
        const TaskRecord r = exercises.value(task.exerciseId).tasks.value(task.taskId);
        const QStringList fields = { formulaSafe(student.name), formulaSafe(student.classId), task.exerciseId,
            task.taskId, reportStatusKey(r), QString::number(r.attempts), QString::number(r.hintsSeen),
            r.solutionVisible() ? QStringLiteral("yes") : QStringLiteral("no"), timeText(r.opened),
            timeText(r.finished), formulaSafe(r.lastAnswer) };
        QStringList quoted;
        for (const QString& f : fields)
            quoted << csvField(f);
        lines << quoted.join(QLatin1Char(','));
    }
    return QByteArray("\xEF\xBB\xBF")
        + (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

QString reportFileName(const Student& student, const QDate& date)
{
    const QString who = fileNamePart(student.name);
    return QStringLiteral("collision-lab-") + (who.isEmpty() ? QString() : who + QLatin1Char('-'))
        + date.toString(QStringLiteral("yyyy-MM-dd")) + QStringLiteral(".csv");
}

bool parseCsv(const QString& text, QList<QStringList>& records)
{
    records.clear();
    QStringList record;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && field.isEmpty()) {
            quoted = true;
            fieldStarted = true;
        } else if (c == QLatin1Char(',')) {
            record << field;
            field.clear();
            fieldStarted = true;
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            if (fieldStarted || !field.isEmpty() || !record.isEmpty()) {
                record << field;
                records << record;
            }
            record.clear();
            field.clear();
            fieldStarted = false;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted)
        return false;
    if (fieldStarted || !field.isEmpty() || !record.isEmpty()) {
        record << field;
        records << record;
    }
    return true;
}

namespace {

ClassFileRead refuse(ClassFileRead::Problem problem, const QString& detail = QString())
{
    ClassFileRead read;
    read.problem = problem;
    read.detail = detail;
    return read;
}

bool countField(const QString& text, int& out)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < 0)
        return false;
    out = n;
    return true;
}

bool timeField(const QString& text, QDateTime& out)
{
    if (text.isEmpty())
        return true;
    out = QDateTime::fromString(text, Qt::ISODate);
    return out.isValid();
}

ClassFileRead readReportCsv(const QString& text, const QList<ReportTask>& tasks)
{
    QList<QStringList> records;
    if (!parseCsv(text, records))
        return refuse(ClassFileRead::Problem::Damaged, QStringLiteral("an unclosed quote"));
    if (records.isEmpty() || records.front().size() != kReportColumns)
        return refuse(ClassFileRead::Problem::NotOurs);
    ClassFileRead read;
    for (qsizetype i = 1; i < records.size(); ++i) {
        const QStringList& f = records[i];
        const QString where = QStringLiteral("row %1").arg(i + 1);
        if (f.size() != kReportColumns)
            return refuse(ClassFileRead::Problem::Damaged, where);
        const ReportTask task { f[2], f[3] };
        const bool revealed = f[4] == QLatin1String("revealed"); // a prediction's answer shown, not solved
        const auto status = revealed ? std::optional(ExerciseStatus::InProgress) : statusFromKey(f[4]);
        ReportRow row { task, {} };
        TaskRecord& r = row.record;
        if (!tasks.contains(task) || !status || !countField(f[5], r.attempts)
            || !countField(f[6], r.hintsSeen) || (f[7] != QLatin1String("yes") && f[7] != QLatin1String("no"))
            || !timeField(f[8], r.opened) || !timeField(f[9], r.finished))
            return refuse(i == 1 && !tasks.contains(task) ? ClassFileRead::Problem::NotOurs
                                                          : ClassFileRead::Problem::Damaged,
                where);
        r.status = *status;
        r.solved = r.status == ExerciseStatus::Done;
        r.revealed = revealed;
        r.solution = f[7] == QLatin1String("yes") ? SolutionShown::Asked : SolutionShown::No;
        r.lastAnswer = fromFormulaSafe(f[10]);
        const Student student { fromFormulaSafe(f[0]), fromFormulaSafe(f[1]), true };
        if (i == 1)
            read.report.student = student;
        else if (!(student == read.report.student))
            return refuse(ClassFileRead::Problem::Damaged, where); // one file, one student
        read.report.rows << row;
    }
    if (read.report.rows.isEmpty())
        return refuse(ClassFileRead::Problem::Damaged, QStringLiteral("no rows"));
    return read;
}

} // namespace

ClassFileRead readClassFile(const QByteArray& bytes, const QList<ReportTask>& tasks)
{
    if (bytes.size() > kMaxFileBytes)
        return refuse(ClassFileRead::Problem::NotOurs);
    QByteArray body = bytes;
    if (body.startsWith("\xEF\xBB\xBF"))
        body.remove(0, 3);
    if (body.trimmed().startsWith('{')) {
        const ProgressFileRead progress = readProgressFile(body);
        switch (progress.problem) {
        case ProgressFileRead::Problem::None: break;
        case ProgressFileRead::Problem::NotJson:
            return refuse(ClassFileRead::Problem::Damaged, QStringLiteral("JSON"));
        case ProgressFileRead::Problem::NotProgress: return refuse(ClassFileRead::Problem::NotOurs);
        case ProgressFileRead::Problem::NewerVersion: return refuse(ClassFileRead::Problem::NewerVersion);
        case ProgressFileRead::Problem::Damaged: return refuse(ClassFileRead::Problem::Damaged);
        }
        ClassFileRead read;
        read.report.student = progress.student;
        for (const ReportTask& task : tasks)
            read.report.rows << ReportRow { task,
                progress.exercises.value(task.exerciseId).tasks.value(task.taskId) };
        return read;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8.decode(body);
    if (utf8.hasError())
        return refuse(ClassFileRead::Problem::NotOurs);
    return readReportCsv(text, tasks);
}

} // namespace lab
