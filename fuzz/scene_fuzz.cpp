// libFuzzer entry for scene files (.clab): the bytes are a file someone sends. Checks: no crash,
// no UB; an accepted scene has finite values and view, and survives a write and a second read
// unchanged.
#include "core/records/scene_file.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const lab::SceneFileRead read = lab::readSceneFile(bytes);
    if (read.problem != lab::SceneFileRead::Problem::None)
        return 0;
    const lab::SceneFile& scene = read.scene;
    for (const double v : scene.values) {
        if (!std::isfinite(v))
            std::abort();
    }
    if (!std::isfinite(scene.viewScale) || scene.viewScale < 0 || scene.lessonId.isEmpty())
        std::abort();
    const lab::SceneFileRead again = lab::readSceneFile(scene.toJson());
    if (again.problem != lab::SceneFileRead::Problem::None || again.scene.values != scene.values
        || again.scene.lessonId != scene.lessonId || again.scene.viewCenter != scene.viewCenter
        || again.scene.viewScale != scene.viewScale || again.scene.title != scene.title
        || again.scene.note != scene.note)
        std::abort();
    return 0;
}
