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

bool readExercise(const QJsonValue& value, ExerciseProgress& p)
{
    const QJsonObject o = value.toObject();
    const auto status = statusFromKey(o.value(QLatin1String("status")).toString());
    const QJsonValue attempts = o.value(QLatin1String("attempts"));
    const QJsonValue tasks = o.value(QLatin1String("tasks"));
    if (!value.isObject() || !status || !attempts.isDouble() || attempts.toDouble() < 0
        || !o.value(QLatin1String("data")).isObject() || !(tasks.isUndefined() || tasks.isObject()))
        return false;
    p.status = *status;
    p.attempts = attempts.toInt();
    p.data = o.value(QLatin1String("data")).toObject();
    p.updated = QDateTime::fromString(o.value(QLatin1String("updated")).toString(), Qt::ISODate);
    const QJsonObject taskObjects = tasks.toObject();
    for (auto t = taskObjects.begin(); t != taskObjects.end(); ++t) {
        if (!t.value().isObject())
            return false;
        p.tasks.insert(t.key(), TaskRecord::fromJson(t.value().toObject()));
    }
    return true;
}

} // namespace

ProgressFileRead readProgressFile(const QByteArray& bytes)
{
    using Problem = ProgressFileRead::Problem;
    ProgressFileRead read;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        read.problem = Problem::NotJson;
        return read;
    }
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isDouble() && version.toDouble() > kFormatVersion) {
        read.problem = Problem::NewerVersion;
        return read;
    }
    if (!version.isDouble() || !root.value(QLatin1String("exercises")).isObject()) {
        read.problem = Problem::NotProgress;
        return read;
    }
    const QJsonValue student = root.value(QLatin1String("student"));
    if (version.toInt() != kFormatVersion || version.toDouble() != kFormatVersion
        || !(student.isUndefined() || student.isObject())) {
        read.problem = Problem::Damaged;
        return read;
    }
    read.student.name = student.toObject().value(QLatin1String("name")).toString().left(200);
    read.student.classId = student.toObject().value(QLatin1String("class")).toString().left(200);
    read.student.asked = student.toObject().value(QLatin1String("asked")).toBool();
    const QJsonObject exercises = root.value(QLatin1String("exercises")).toObject();
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        ExerciseProgress p;
        if (!readExercise(it.value(), p)) {
            read.problem = Problem::Damaged;
            read.exercises.clear();
            return read;
        }
        read.exercises.insert(it.key(), p);
    }
    return read;
}

QString fileNamePart(const QString& text)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KC).trimmed()) {
        const bool keep = c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_');
        if (keep)
            out += c;
        else if (!out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    while (out.startsWith(QLatin1Char('-')))
        out.remove(0, 1);
    return out.left(40);
}

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
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/progress.json");
}

ProgressStore* ProgressStore::instance()
{
    return g_instance;
}

void ProgressStore::setInstance(ProgressStore* store)
{
    g_instance = store;
}

ProgressStore::LoadResult ProgressStore::load()
{
    m_exercises.clear();
    m_student = {};
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
    const bool opened = file.open(QIODevice::ReadOnly);
    const ProgressFileRead read = readProgressFile(opened ? file.readAll() : QByteArray());
    file.close();
    if (opened && read.problem == ProgressFileRead::Problem::NewerVersion) {
        m_writeBlocked = true;
        result.outcome = LoadOutcome::NewerVersion;
        return result;
    }
    if (opened && read.problem == ProgressFileRead::Problem::None) {
        m_exercises = read.exercises;
        m_student = read.student;
        result.outcome = LoadOutcome::Loaded;
        return result;
    }
    // Keep the unreadable file next to where it was, under a name that says what happened.
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString backup = info.dir().filePath(
        info.completeBaseName() + QStringLiteral(".unreadable-") + stamp + QStringLiteral(".json"));
    for (int n = 2; QFile::exists(backup); ++n)
        backup = info.dir().filePath(
            info.completeBaseName() + QStringLiteral(".unreadable-%1-%2.json").arg(stamp).arg(n));
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

bool taskAnswered(const QString& lessonId, const QString& taskId, bool withoutStore)
{
    const ProgressStore* store = ProgressStore::instance();
    return store ? store->exercise(lessonId).tasks.value(taskId).answered() : withoutStore;
}

void recordFromBefore(ProgressStore& store, const QString& lessonId, const QString& taskId)
{
    ExerciseProgress progress = store.exercise(lessonId);
    if (progress.tasks.contains(taskId)
        || (progress.attempts <= 0 && progress.status == ExerciseStatus::NotStarted))
        return;
    TaskRecord r; // the checks counted then, and the state
    r.attempts = std::max(0, progress.attempts);
    r.status = progress.status;
    r.solved = progress.status == ExerciseStatus::Done;
    progress.tasks.insert(taskId, r);
    store.update(lessonId, progress);
}

ExerciseProgress ProgressStore::exercise(const QString& id) const
{
    return m_exercises.value(id);
}

void ProgressStore::update(const QString& id, ExerciseProgress progress)
{
    progress.updated = QDateTime::currentDateTimeUtc();
    // Task records the exercise did not send along are kept (first-opened times).
    const ExerciseProgress before = m_exercises.value(id);
    for (auto it = before.tasks.begin(); it != before.tasks.end(); ++it) {
        if (!progress.tasks.contains(it.key()))
            progress.tasks.insert(it.key(), it.value());
    }
    m_exercises.insert(id, progress);
    scheduleSave();
    emit changed(id);
}

void ProgressStore::scheduleSave()
{
    m_dirty = true;
    if (!m_quietSecond->isActive()) {
        save();
        m_quietSecond->start();
    }
}

void ProgressStore::setStudent(const Student& student)
{
    Student next = student;
    next.name = next.name.trimmed().left(200);
    next.classId = next.classId.trimmed().left(200);
    if (next == m_student)
        return;
    m_student = next;
    scheduleSave();
    emit studentChanged();
}

bool ProgressStore::hasWork() const
{
    for (const ExerciseProgress& p : m_exercises) {
        if (p.status != ExerciseStatus::NotStarted)
            return true;
    }
    return false;
}

ProgressStore::NewStudentResult ProgressStore::startNewStudent()
{
    flush();
    NewStudentResult result;
    const bool anything = !m_exercises.isEmpty() || !m_student.name.isEmpty();
    if (m_writeBlocked && anything) {
        result.outcome = NewStudentOutcome::NeedsSaveAs;
        return result;
    }
    const QFileInfo info(m_path);
    if (!m_writeBlocked && info.isFile()) {
        const QString who = fileNamePart(m_student.name);
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmmss"));
        const QString base = info.completeBaseName() + (who.isEmpty() ? QString() : QLatin1Char('.') + who)
            + QLatin1Char('.') + stamp;
        QString kept = info.dir().filePath(base + QStringLiteral(".json"));
        for (int n = 2; QFileInfo::exists(kept); ++n)
            kept = info.dir().filePath(base + QStringLiteral("-%1.json").arg(n));
        if (!QFile::rename(m_path, kept)) {
            // Copy, then start the new record over the old path only if the copy is whole.
            if (!QFile::copy(m_path, kept)) {
                result.outcome = NewStudentOutcome::NotKept;
                return result;
            }
        }
        result.keptAt = kept;
    }
    m_exercises.clear();
    m_student = {};
    m_dirty = false;
    if (!m_writeBlocked)
        save(); // an empty record, so that the old one can never come back at this path
    emit reset();
    emit studentChanged();
    return result;
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
        QJsonObject tasks;
        for (auto t = it->tasks.cbegin(); t != it->tasks.cend(); ++t)
            tasks.insert(t.key(), t->toJson());
        o.insert(QLatin1String("tasks"), tasks);
        exercises.insert(it.key(), o);
    }
    QJsonObject root;
    root.insert(QLatin1String("version"), kFormatVersion);
    root.insert(QLatin1String("exercises"), exercises);
    QJsonObject student;
    student.insert(QLatin1String("name"), m_student.name);
    student.insert(QLatin1String("class"), m_student.classId);
    student.insert(QLatin1String("asked"), m_student.asked);
    root.insert(QLatin1String("student"), student);

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

} // namespace lab
