// Exercise E3, tasks 1 and 2 as the pages of their tabs: the inner circles of the handout's car
// (offsets and radii read off the sheet, the rotation formula, the order of the tests), and the
// Example 1 worksheet of the circles lesson. Task 3 is car_circles_questions_panel.
#pragma once

class QWidget;

namespace lab {

class CarCirclesScene;
class CarCirclesTaskPage;

CarCirclesTaskPage* createHierarchyTask(CarCirclesScene& scene, QWidget* parent);
CarCirclesTaskPage* createWorksheetTask(CarCirclesScene& scene, QWidget* parent);

} // namespace lab
