#include "plan_file.h"

#include "versioned_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace lab {

QByteArray PlanFile::toJson() const
{
    QJsonArray list;
    for (const SceneFile& scene : scenes)
        list.append(scene.toJsonObject());
    QJsonObject root;
    root.insert(QLatin1String("format"), QLatin1String(kFormat));
    root.insert(QLatin1String("version"), kVersion);
    if (!title.isEmpty())
        root.insert(QLatin1String("title"), title);
    root.insert(QLatin1String("scenes"), list);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

PlanFileRead readPlanFile(const QByteArray& bytes)
{
    using Problem = PlanFileRead::Problem;
    PlanFileRead read;
    const auto refuse = [&read](Problem problem) {
        read.problem = problem;
        read.plan = {};
        return read;
    };
    const VersionedJson file
        = readVersionedJson(bytes, PlanFile::kFormat, PlanFile::kVersion, PlanFile::kMaxBytes);
    switch (file.check) {
    case VersionedJson::Check::Ok: break;
    case VersionedJson::Check::TooLarge: return refuse(Problem::TooLarge);
    case VersionedJson::Check::NotJson: return refuse(Problem::NotJson);
    case VersionedJson::Check::NotOurs: return refuse(Problem::NotAPlan);
    case VersionedJson::Check::NewerVersion: return refuse(Problem::NewerVersion);
    }
    const QJsonObject& root = file.root;
    const QJsonValue title = root.value(QLatin1String("title"));
    const QJsonValue scenes = root.value(QLatin1String("scenes"));
    if (!(title.isUndefined() || title.isString()) || !scenes.isArray()
        || scenes.toArray().size() > PlanFile::kMaxScenes) {
        read.detail = QStringLiteral("scenes");
        return refuse(Problem::BadScene);
    }
    read.plan.title = title.toString().left(200);
    const QJsonArray list = scenes.toArray();
    if (list.isEmpty())
        return refuse(Problem::Empty);
    for (int i = 0; i < list.size(); ++i) {
        const SceneFileRead scene
            = list[i].isObject() ? readSceneObject(list[i].toObject()) : SceneFileRead {};
        if (!list[i].isObject() || scene.problem != SceneFileRead::Problem::None) {
            read.sceneIndex = i;
            read.detail = list[i].isObject() ? scene.detail : QStringLiteral("not an object");
            return refuse(Problem::BadScene);
        }
        read.plan.scenes.append(scene.scene);
    }
    return read;
}

} // namespace lab
