// libFuzzer entry for lesson plans (.clabplan): the bytes are a file someone sends. Checks: no
// crash, no UB; a refusal of a bad bookmark says which one; an accepted plan has bookmarks with
// finite values and views, and survives a write and a second read unchanged.
#include "core/records/plan_file.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {
void check(bool ok)
{
    if (!ok)
        std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const lab::PlanFileRead read = lab::readPlanFile(bytes);
    using Problem = lab::PlanFileRead::Problem;
    if (read.problem == Problem::BadScene)
        check(read.sceneIndex >= -1 && read.plan.scenes.isEmpty());
    if (read.problem != Problem::None)
        return 0;
    const lab::PlanFile& plan = read.plan;
    check(!plan.scenes.isEmpty() && plan.scenes.size() <= lab::PlanFile::kMaxScenes);
    for (const lab::SceneFile& scene : plan.scenes) {
        for (const double v : scene.values)
            check(std::isfinite(v));
        check(std::isfinite(scene.viewScale) && scene.viewScale >= 0 && !scene.lessonId.isEmpty());
    }
    const lab::PlanFileRead again = lab::readPlanFile(plan.toJson());
    check(again.problem == Problem::None && again.plan.title == plan.title
        && again.plan.scenes.size() == plan.scenes.size());
    for (int i = 0; i < plan.scenes.size(); ++i) {
        const lab::SceneFile& a = plan.scenes[i];
        const lab::SceneFile& b = again.plan.scenes[i];
        check(a.lessonId == b.lessonId && a.values == b.values && a.viewCenter == b.viewCenter
            && a.viewScale == b.viewScale && a.title == b.title && a.note == b.note);
    }
    return 0;
}
