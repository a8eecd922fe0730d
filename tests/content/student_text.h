// What students read, as lines with their place: the lesson texts, the messages of the .ts file
// and the string literals of tr() calls in the sources. Used by the word and style checks.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace content {

struct Line {
    QString file; // relative to the source folder
    int line = 0; // 1-based
    QString text;
};

QString sourceDir();
// lessons/**/text.<language>.html, relative to the source folder, sorted; then the guide,
// resources/guide/guide.<language>.html (students read it too).
QStringList lessonTexts(const QString& language);
// Every line of a file.
QList<Line> linesOf(const QString& relativePath);
// The text of every <source> (sources = true) or <translation> element of a .ts file, unescaped,
// at the line where the element starts.
QList<Line> tsMessages(const QString& relativePath, bool sources);
// The string literals inside tr(), QT_TR_NOOP(), QT_TRANSLATE_NOOP() and translate() calls of the
// .cpp and .h files under `folder`, each at its own line (escapes left as written).
QList<Line> trStrings(const QString& folder);
// "file:line: text" for a failure message.
QString where(const Line& l);

} // namespace content
