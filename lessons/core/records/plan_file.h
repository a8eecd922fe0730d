// Lesson plans (.clabplan): an ordered list of scenes with titles, for presenting a class, as a
// small versioned JSON file. Each bookmark is a scene's own fields (scene_file.h). Reading never
// trusts the file: anything that is not a plan of a version we know comes back as a refusal with
// its reason and, for a bad bookmark, which one. Whether each bookmark's lesson exists and its
// values fit is checked by the caller against the lessons (the app does it before anything changes).
#pragma once

#include "scene_file.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace lab {

struct PlanFile {
    static constexpr int kVersion = 1;
    static constexpr const char* kFormat = "collision-lab-plan";
    static constexpr qsizetype kMaxBytes = 4 << 20;
    static constexpr int kMaxScenes = 500;

    QString title;
    QList<SceneFile> scenes; // each with its title (the bookmark's name)

    QByteArray toJson() const;
};

struct PlanFileRead {
    enum class Problem { None, TooLarge, NotJson, NotAPlan, NewerVersion, BadScene, Empty };
    Problem problem = Problem::None;
    PlanFile plan; // valid when problem == None
    int sceneIndex = -1; // BadScene: which bookmark (0-based)
    QString detail; // BadScene: which field (English, for logs)
};

PlanFileRead readPlanFile(const QByteArray& bytes);

} // namespace lab
