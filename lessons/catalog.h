// The catalog: the ordered list of lessons and exercises, and their titles. It sits above every
// unit (lessons/core knows no lesson); adding a unit means a line here and its own folder.
#pragma once

#include <QString>

#include <vector>

namespace lab {

class Lesson;

// One unit, declared once: the lesson object (its id and whether it is an exercise are the
// lesson's own), its title in the lesson list and menus (English source, translation context
// "Curriculum"), and whether it goes beyond the handout.
struct CurriculumEntry {
    const Lesson* lesson;
    const char* title;
    bool beyondHandout = false; // no source text covers it (the broad phase)
    QString id() const;
};

// Every unit of the curriculum in the handout's order, each exercise right after the lessons it
// practises: lines, rectangles, square collision, AreaMove, circles, hierarchy, car circles, then
// the textbooks' and articles' ellipse and point, slab, ellipse and ellipse, swept motion; then the
// unit beyond the handout, many bodies (the broad phase).
const std::vector<CurriculumEntry>& curriculum();

// The units that are built, in curriculum order.
std::vector<const Lesson*> availableLessons();

const Lesson* findLesson(const QString& id);
// The unit goes beyond the handout: no source text covers it.
bool isBeyondHandout(const QString& id);

// The title shown in the lesson list, in the current UI language ("Curriculum" context).
QString lessonTitle(const QString& id);

} // namespace lab
