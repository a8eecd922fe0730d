// The class overview's CSV, for the files handed in (ClassOverview) and for the live class (the
// Class window): a row per student (name, class or ID, then each task's state key and attempts),
// the totals last, the header in the user's language, UTF-8 with a byte-order mark. A name or
// class that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
// return) gets a leading apostrophe, as the student's own report does.
#pragma once

#include "core/records/report.h"

#include <QByteArray>
#include <QList>

namespace lab {

QByteArray classOverviewCsv(const QList<StudentReport>& students, const QList<ReportTask>& tasks);
// `text` as a spreadsheet shows it and never runs it.
QString spreadsheetSafe(const QString& text);

} // namespace lab
