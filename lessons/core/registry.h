// The ordered list of lessons and exercises, in curriculum order.
#pragma once

#include <QString>

#include <vector>

namespace lab {

class Lesson;

struct CurriculumEntry {
    const char* id;
    bool exercise;
    const Lesson* lesson; // null while the unit is still being written
};

// Every unit of the curriculum in order: eight lessons, then three exercises.
const std::vector<CurriculumEntry>& curriculum();

// The units that are built, in curriculum order.
std::vector<const Lesson*> availableLessons();

const Lesson* findLesson(const QString& id);

} // namespace lab
