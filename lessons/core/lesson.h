// The lesson interface: all that app/ knows about a lesson.
#pragma once

#include <QList>
#include <QString>

#include <memory>

class QUndoStack;
class QWidget;

namespace lab {

class LessonScene;
class ScenePainter;

enum class Language { English, Japanese };

// One task of an exercise: a stable id (files, the teacher's report) and its title in the
// current language.
struct LessonTask {
    QString id;
    QString title;
};

// "en" or "ja": the suffix of a lesson's text file and of the translation file.
QString languageCode(Language language);

class Lesson {
public:
    virtual ~Lesson() = default;

    // Stable id: used by --lesson, in settings and as the folder name under lessons/.
    virtual QString id() const = 0;
    virtual bool isExercise() const { return false; }

    virtual std::unique_ptr<LessonScene> createScene() const = 0;
    virtual std::unique_ptr<ScenePainter> createPainter() const = 0;
    // The controls panel: numeric fields and the lesson's own buttons and read-outs.
    // Every edit it makes goes through `undo`.
    virtual QWidget* createControls(LessonScene& scene, QUndoStack& undo, QWidget* parent) const = 0;

    // An HTML fragment with $...$ formulas that shows the scene's live numbers, in the
    // current language; shown above the lesson text. Empty for none.
    virtual QString liveText(const LessonScene& scene) const;

    // An exercise's tasks in order (one row each in the teacher's report); none for a lesson.
    virtual QList<LessonTask> tasks() const { return {}; }
};

// The lesson's text (HTML with $...$ and $$...$$ formulas) in `language`, read from the
// resource :/lessons/<id>/text.<code>.html; empty if the lesson has none in that language.
QString lessonText(const QString& id, Language language);

} // namespace lab
