#include "progress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

namespace lab {

namespace {

constexpr int kFormatVersion = 1;
ProgressStore* g_instance = nullptr;

std::optional<ExerciseStatus> statusFromKey(const QString& key)
{
    if (key == QLatin1String("not_started"))
        return ExerciseStatus::NotStarted;
    if (key == QLatin1String("in_progress"))
        return ExerciseStatus::InProgress;
    if (key == QLatin1String("done"))
        return ExerciseStatus::Done;
    return std::nullopt;
}

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

ProgressStore::ProgressStore(QString path, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_quietSecond(new QTimer(this))
{
    m_quietSecond->setSingleShot(true);
    m_quietSecond->setInterval(1000);
    connect(m_quietSecond, &QTimer::timeout, this, [this] {
        if (m_dirty) {
            save();
            m_quietSecond->start(); // edits still coming: the next save waits another second
        }
    });
}

ProgressStore::~ProgressStore()
{
    flush();
}

void ProgressStore::flush()
{
    m_quietSecond->stop();
    if (m_dirty)
        save();
}

QString ProgressStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/progress.json");
}

ProgressStore* ProgressStore::instance() { return g_instance; }

void ProgressStore::setInstance(ProgressStore* store) { g_instance = store; }

QString ProgressStore::statusKey(ExerciseStatus status)
{
    switch (status) {
    case ExerciseStatus::InProgress: return QStringLiteral("in_progress");
    case ExerciseStatus::Done: return QStringLiteral("done");
    case ExerciseStatus::NotStarted: break;
    }
    return QStringLiteral("not_started");
}

ProgressStore::LoadResult ProgressStore::load()
{
    m_exercises.clear();
    LoadResult result;
    const QFileInfo where(m_path);
    if (!where.exists()) {
        // The folder must be there (or creatable) and writable, or no answer will ever be saved.
        const QString folder = where.absolutePath();
        if (!QDir().mkpath(folder) || !QFileInfo(folder).isWritable()) {
            m_writeBlocked = true;
            result.outcome = LoadOutcome::FolderUnwritable;
        }
        return result;
    }
    if (!where.isFile()) {
        m_writeBlocked = true;
        result.outcome = LoadOutcome::NotAFile;
        return result;
    }
    QFile file(m_path);

    bool ok = file.open(QIODevice::ReadOnly);
    QHash<QString, ExerciseProgress> loaded;
    if (ok) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        file.close();
        const QJsonValue version = doc.object().value(QLatin1String("version"));
        if (error.error == QJsonParseError::NoError && version.isDouble() && version.toDouble() > kFormatVersion) {
            m_writeBlocked = true;
            result.outcome = LoadOutcome::NewerVersion;
            return result;
        }
        ok = error.error == QJsonParseError::NoError && doc.isObject()
            && doc.object().value(QLatin1String("version")).toInt() == kFormatVersion
            && doc.object().value(QLatin1String("exercises")).isObject();
        const QJsonObject exercises = doc.object().value(QLatin1String("exercises")).toObject();
        for (auto it = exercises.begin(); ok && it != exercises.end(); ++it) {
            const QJsonObject o = it.value().toObject();
            const auto status = statusFromKey(o.value(QLatin1String("status")).toString());
            const QJsonValue attempts = o.value(QLatin1String("attempts"));
            ok = it.value().isObject() && status && attempts.isDouble() && attempts.toDouble() >= 0
                && o.value(QLatin1String("data")).isObject();
            if (ok) {
                ExerciseProgress p;
                p.status = *status;
                p.attempts = attempts.toInt();
                p.data = o.value(QLatin1String("data")).toObject();
                p.updated = QDateTime::fromString(o.value(QLatin1String("updated")).toString(), Qt::ISODate);
                loaded.insert(it.key(), p);
            }
        }
    }
    if (ok) {
        m_exercises = loaded;
        result.outcome = LoadOutcome::Loaded;
        return result;
    }
    // Keep the unreadable file next to where it was, under a name that says what happened.
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString backup = info.dir().filePath(info.completeBaseName() + QStringLiteral(".unreadable-") + stamp + QStringLiteral(".json"));
    for (int n = 2; QFile::exists(backup); ++n)
        backup = info.dir().filePath(info.completeBaseName() + QStringLiteral(".unreadable-%1-%2.json").arg(stamp).arg(n));
    if (!QFile::rename(m_path, backup) && !QFile::copy(m_path, backup)) {
        // The unreadable file could not be kept aside: never write over it. Answers stay in
        // memory and saveFailed() tells the student.
        backup.clear();
        m_writeBlocked = true;
    }
    result.outcome = LoadOutcome::Recovered;
    result.backupPath = backup;
    return result;
}

ExerciseProgress ProgressStore::exercise(const QString& id) const
{
    return m_exercises.value(id);
}

void ProgressStore::update(const QString& id, ExerciseProgress progress)
{
    progress.updated = QDateTime::currentDateTimeUtc();
    m_exercises.insert(id, progress);
    m_dirty = true;
    if (!m_quietSecond->isActive()) {
        save();
        m_quietSecond->start();
    }
    emit changed(id);
}

bool ProgressStore::save()
{
    m_dirty = false; // a failed save is reported once; the next change tries again
    if (m_writeBlocked) {
        emit saveFailed(m_path);
        return false;
    }
    QJsonObject exercises;
    for (auto it = m_exercises.cbegin(); it != m_exercises.cend(); ++it) {
        QJsonObject o;
        o.insert(QLatin1String("status"), statusKey(it->status));
        o.insert(QLatin1String("attempts"), it->attempts);
        o.insert(QLatin1String("data"), it->data);
        o.insert(QLatin1String("updated"), it->updated.toString(Qt::ISODate));
        exercises.insert(it.key(), o);
    }
    QJsonObject root;
    root.insert(QLatin1String("version"), kFormatVersion);
    root.insert(QLatin1String("exercises"), exercises);

    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    const bool ok = file.open(QIODevice::WriteOnly)
        && file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) >= 0 && file.commit();
    if (!ok)
        emit saveFailed(m_path);
    return ok;
}

bool ProgressStore::saveTo(const QString& path)
{
    const QString oldPath = m_path;
    const bool oldBlocked = m_writeBlocked;
    m_path = path;
    m_writeBlocked = false;
    if (save())
        return true;
    m_path = oldPath;
    m_writeBlocked = oldBlocked;
    return false;
}

QString ProgressStore::toCsv(const QList<QPair<QString, QString>>& idsAndTitles) const
{
    QString csv = QStringLiteral("exercise,title,status,attempts,updated\r\n");
    for (const auto& [id, title] : idsAndTitles) {
        const ExerciseProgress p = exercise(id);
        csv += csvField(id) + QLatin1Char(',') + csvField(title) + QLatin1Char(',') + statusKey(p.status)
            + QLatin1Char(',') + QString::number(p.attempts) + QLatin1Char(',')
            + (p.updated.isValid() ? p.updated.toString(Qt::ISODate) : QString()) + QStringLiteral("\r\n");
    }
    return csv;
}

} // namespace lab
