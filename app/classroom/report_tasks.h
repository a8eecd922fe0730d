// The tasks of the curriculum's exercises, in order, for the teacher's report and the class
// overview, with their titles in the current language.
#pragma once

#include "core/records/report.h"

#include <QList>
#include <QString>

namespace lab {

QList<ReportTask> curriculumTasks();
// "Exercise: AreaMove", "Fill in the blanks" ...; the id itself for an unknown one.
QString exerciseTitle(const QString& exerciseId);
QString taskTitle(const ReportTask& task);
// A student's last answer to `task` as a teacher reads it: a prediction's choice by its label in
// the current language, without the scene it was made on ("none @3" is "no common point").
QString answerText(const ReportTask& task, const QString& answer);

} // namespace lab
