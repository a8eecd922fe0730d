#include "scene_file.h"

#include "versioned_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace lab {

namespace {

// `read` with the problem and what it concerns (a key of the file).
SceneFileRead refused(SceneFileRead& read, SceneFileRead::Problem problem, const char* detail)
{
    read.problem = problem;
    read.detail = QString::fromLatin1(detail);
    return read;
}

} // namespace

QByteArray SceneFile::toJson() const
{
    QJsonObject root = toJsonObject();
    root.insert(QLatin1String("format"), QLatin1String(kFormat));
    root.insert(QLatin1String("version"), kVersion);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QJsonObject SceneFile::toJsonObject() const
{
    QJsonArray numbers;
    for (const double v : values)
        numbers.append(v);
    QJsonObject view;
    view.insert(QLatin1String("centre"), QJsonArray { viewCenter.x(), viewCenter.y() });
    view.insert(QLatin1String("scale"), viewScale);
    QJsonObject root;
    root.insert(QLatin1String("lesson"), lessonId);
    root.insert(QLatin1String("values"), numbers);
    root.insert(QLatin1String("view"), view);
    if (!title.isEmpty())
        root.insert(QLatin1String("title"), title);
    if (!note.isEmpty())
        root.insert(QLatin1String("note"), note);
    return root;
}

SceneFileRead readSceneFile(const QByteArray& bytes)
{
    using Problem = SceneFileRead::Problem;
    SceneFileRead read;
    const auto refuse
        = [&read](Problem problem, const char* detail = "") { return refused(read, problem, detail); };
    const VersionedJson file
        = readVersionedJson(bytes, SceneFile::kFormat, SceneFile::kVersion, SceneFile::kMaxBytes);
    switch (file.check) {
    case VersionedJson::Check::Ok: break;
    case VersionedJson::Check::TooLarge: return refuse(Problem::TooLarge);
    case VersionedJson::Check::NotJson: return refuse(Problem::NotJson);
    case VersionedJson::Check::NotOurs: return refuse(Problem::NotAScene);
    case VersionedJson::Check::NewerVersion: return refuse(Problem::NewerVersion);
    }
    return readSceneObject(file.root);
}

SceneFileRead readSceneObject(const QJsonObject& root)
{
    using Problem = SceneFileRead::Problem;
    SceneFileRead read;
    const auto refuse
        = [&read](Problem problem, const char* detail = "") { return refused(read, problem, detail); };
    SceneFile& scene = read.scene;
    const QJsonValue lesson = root.value(QLatin1String("lesson"));
    if (!lesson.isString() || lesson.toString().isEmpty())
        return refuse(Problem::BadValues, "lesson");
    scene.lessonId = lesson.toString();
    const QJsonValue values = root.value(QLatin1String("values"));
    if (!values.isArray() || values.toArray().size() > 1000)
        return refuse(Problem::BadValues, "values");
    for (const QJsonValue v : values.toArray()) {
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return refuse(Problem::BadValues, "values");
        scene.values.append(v.toDouble());
    }
    const QJsonValue view = root.value(QLatin1String("view"));
    if (!view.isUndefined()) {
        const QJsonArray center = view.toObject().value(QLatin1String("centre")).toArray();
        const QJsonValue scale = view.toObject().value(QLatin1String("scale"));
        if (!view.isObject() || center.size() != 2 || !center[0].isDouble() || !center[1].isDouble()
            || !scale.isDouble() || !std::isfinite(center[0].toDouble())
            || !std::isfinite(center[1].toDouble()) || !std::isfinite(scale.toDouble())
            || scale.toDouble() < 0)
            return refuse(Problem::BadValues, "view");
        scene.viewCenter = QPointF(center[0].toDouble(), center[1].toDouble());
        scene.viewScale = scale.toDouble();
    }
    for (const char* key : { "title", "note" }) {
        const QJsonValue text = root.value(QLatin1String(key));
        if (!text.isUndefined() && !text.isString())
            return refuse(Problem::BadValues, key);
    }
    scene.title = root.value(QLatin1String("title")).toString().left(200);
    scene.note = root.value(QLatin1String("note")).toString().left(2000);
    return read;
}

} // namespace lab
