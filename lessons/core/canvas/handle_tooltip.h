// What a canvas handle is and its value, for its tooltip (current language): the handle's name
// and value ("P1 = (−4, −1)", "r0 = 155"), what each value it sets means (the scene's own words,
// ParamSpec::tooltip) and what dragging it does.
#pragma once

#include "core/model/scene.h"

#include <QString>

namespace lab {

QString handleToolTip(const LessonScene& scene, const HandleSpec& handle);

} // namespace lab
