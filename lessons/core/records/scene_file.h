// Scene files (.clab): one lesson's values and view, with an optional title and note, as small
// versioned JSON that any lesson writes and reads. Reading never trusts the file: anything that
// is not a scene of a version we know comes back as a refusal with its reason.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

namespace lab {

struct SceneFile {
    static constexpr int kVersion = 1;
    static constexpr const char* kFormat = "collision-lab-scene";
    static constexpr qsizetype kMaxBytes = 1 << 20; // a scene is a few hundred bytes

    QString lessonId;
    QList<double> values;
    QPointF viewCenter;
    double viewScale = 0; // pixels per world unit; 0 = let the lesson fit its view
    QString title;
    QString note;

    QByteArray toJson() const;
    // The scene's own fields (lesson, values, view, title, note): what a plan keeps per bookmark.
    QJsonObject toJsonObject() const;
};

struct SceneFileRead {
    enum class Problem { None, TooLarge, NotJson, NotAScene, NewerVersion, BadValues };
    Problem problem = Problem::None;
    SceneFile scene; // valid when problem == None
    QString detail; // for BadValues: which field (English, for logs)
};

SceneFileRead readSceneFile(const QByteArray& bytes);
// The scene's own fields of `object` (no format or version): None or BadValues.
SceneFileRead readSceneObject(const QJsonObject& object);

} // namespace lab
