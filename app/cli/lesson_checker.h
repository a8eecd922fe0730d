// --check-lessons: every formula of every lesson, in both languages, through the bundled KaTeX
// with throwOnError. Runs a hidden web page; needs a QApplication.
#pragma once

#include "core/lesson.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace lab {

struct LessonCheck {
    QString lessonId;
    QString language; // "en" or "ja"
    int formulas = 0;
    QStringList errors; // "formula: message", and "missing text" for an absent language
};

// Checks all built lessons; blocks (running an event loop) until KaTeX has answered.
// `switchLanguage` installs a UI language, so that live text is checked in both languages.
QList<LessonCheck> checkAllLessons(const std::function<void(Language)>& switchLanguage);

} // namespace lab
