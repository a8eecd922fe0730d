// Exercise E3, task 1 as the page of its tab: the inner circles of the handout's car (offsets and
// radii read off the sheet, the rotation formula, the order of the tests).
#pragma once

class QWidget;

namespace lab {

class CarCirclesScene;
class CarCirclesTaskPage;

CarCirclesTaskPage* createHierarchyTask(CarCirclesScene& scene, QWidget* parent);

} // namespace lab
