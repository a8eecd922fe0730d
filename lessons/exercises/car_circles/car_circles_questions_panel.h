// Exercise E3, task 2 as the page of its tab: the handout's blanks as questions (choices and the
// frame rate), Check, hints and the worked solution. Every answer is saved at once through the scene.
#pragma once

class QWidget;

namespace lab {

class CarCirclesScene;
class CarCirclesTaskPage;

CarCirclesTaskPage* createQuestionsTask(CarCirclesScene& scene, QWidget* parent);

} // namespace lab
