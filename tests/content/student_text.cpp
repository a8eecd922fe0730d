#include "student_text.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace content {

QString sourceDir()
{
    return QStringLiteral(COLLISION_LAB_SOURCE_DIR);
}

static QString readAll(const QString& relativePath)
{
    QFile file(QDir(sourceDir()).filePath(relativePath));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QStringList lessonTexts(const QString& language)
{
    QStringList files;
    const QDir root(sourceDir());
    QDirIterator it(root.filePath(QStringLiteral("lessons")),
        { QStringLiteral("text.%1.html").arg(language) }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << root.relativeFilePath(it.next());
    files.sort();
    // The guide (Help > Guide) is read by the same students.
    const QString guide = QStringLiteral("resources/guide/guide.%1.html").arg(language);
    if (QFile::exists(root.filePath(guide)))
        files << guide;
    return files;
}

QList<Line> linesOf(const QString& relativePath)
{
    QList<Line> lines;
    const QStringList all = readAll(relativePath).split(QLatin1Char('\n'));
    for (int i = 0; i < all.size(); ++i)
        lines.append({ relativePath, i + 1, all[i] });
    return lines;
}

QList<Line> tsMessages(const QString& relativePath, bool sources)
{
    QList<Line> messages;
    QXmlStreamReader xml(readAll(relativePath));
    const QLatin1String wanted = sources ? QLatin1String("source") : QLatin1String("translation");
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == wanted) {
            const int line = static_cast<int>(xml.lineNumber());
            messages.append({ relativePath, line, xml.readElementText() });
        }
    }
    return messages;
}

// From `open` (just after the call's opening bracket) to the matching closing bracket: the string
// literals, with the line each starts on.
static void literalsOfCall(const QString& code, qsizetype open, const QString& file, QList<Line>& out)
{
    int depth = 1;
    for (qsizetype i = open; i < code.size() && depth > 0; ++i) {
        const QChar c = code[i];
        if (c == QLatin1Char('(')) {
            ++depth;
        } else if (c == QLatin1Char(')')) {
            --depth;
        } else if (c == QLatin1Char('\'')) { // a character literal
            for (++i; i < code.size() && code[i] != QLatin1Char('\''); ++i)
                if (code[i] == QLatin1Char('\\'))
                    ++i;
        } else if (c == QLatin1Char('"')) {
            const qsizetype start = i + 1;
            for (++i; i < code.size() && code[i] != QLatin1Char('"'); ++i)
                if (code[i] == QLatin1Char('\\'))
                    ++i;
            const int line = static_cast<int>(code.left(start).count(QLatin1Char('\n'))) + 1;
            out.append({ file, line, code.mid(start, i - start) });
        }
    }
}

QList<Line> trStrings(const QString& folder)
{
    static const QRegularExpression call(
        QStringLiteral("\\b(?:tr|QT_TR_NOOP|QT_TRANSLATE_NOOP|translate)\\s*\\("));
    QList<Line> strings;
    const QDir root(sourceDir());
    QDirIterator it(root.filePath(folder), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = root.relativeFilePath(it.next());
        const QString code = readAll(file);
        for (auto m = call.globalMatch(code); m.hasNext();)
            literalsOfCall(code, m.next().capturedEnd(), file, strings);
    }
    return strings;
}

QString where(const Line& l)
{
    return QStringLiteral("%1:%2: %3").arg(l.file).arg(l.line).arg(l.text.trimmed());
}

} // namespace content
