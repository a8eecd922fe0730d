// A scene's geometry result, computed once per change and handed to its painter, controls and
// live text alike: each asks for it, and only the first ask after a change computes it.
#pragma once

#include "scene.h"

#include <optional>
#include <utility>

namespace lab {

template <class Result> class Cached {
public:
    // The result for what `scene` shows now; `compute` runs only when the scene changed since
    // the last call (LessonScene::revision()).
    template <class Compute> const Result& get(const LessonScene& scene, Compute&& compute) const
    {
        if (!m_value || m_revision != scene.revision()) {
            m_value.emplace(std::forward<Compute>(compute)());
            m_revision = scene.revision();
        }
        return *m_value;
    }

private:
    mutable std::optional<Result> m_value;
    mutable quint64 m_revision = 0;
};

} // namespace lab
