// The lesson interface: all that app/ knows about a lesson.
#pragma once

#include "core/model/code_listing.h"
#include "core/model/lesson_task.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <QtGlobal>

#include <memory>
#include <vector>

class QUndoStack;
class QWidget;

namespace lab {

class LessonScene;
class ScenePainter;
class ViewState;

enum class Language { English, Japanese };

// One task of a lesson or an exercise: a stable id (files, the teacher's report), its title in
// the current language and its kind.
struct LessonTask {
    QString id;
    QString title;
    TaskKind kind = TaskKind::Exercise;
    QString sourceLines = {}; // as TaskDefinition::sourceLines(): "003:415-418"
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
    // Every edit it makes goes through `undo`; `view` is the canvas's selection, drag and style.
    virtual QWidget* createControls(
        LessonScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const = 0;

    // An HTML fragment with $...$ formulas that shows the scene's live numbers, in the
    // current language; shown above the lesson text. Empty for none.
    virtual QString liveText(const LessonScene& scene) const;

    // The tasks in order (one row each in the teacher's report), as createTasks() defines them.
    QList<LessonTask> tasks() const;
    // A lesson's tasks as its unit defines them, asked in the task panel of its page.
    virtual std::vector<std::unique_ptr<TaskDefinition>> createTasks() const { return {}; }
    // What task `taskId` asks for as a lesson would print it (TaskDefinition::giveaways, on the
    // lesson's starting scene).
    QStringList giveaways(const QString& taskId) const;
    // The lesson's algorithms as code (one or two listings), and one run of listing `listing` on
    // the scene: the code view shows and steps through it.
    virtual QList<CodeListing> codeListings() const { return {}; }
    virtual CodeRun runCode(const LessonScene& scene, int listing) const
    {
        Q_UNUSED(scene);
        Q_UNUSED(listing);
        return {};
    }
};

// A unit's lesson, typed by its scene: the unit's controls and live text receive its own scene
// type, and this is the one place that turns the page's LessonScene back into it.
template <class Scene> class LessonOf : public Lesson {
public:
    std::unique_ptr<LessonScene> createScene() const final { return makeScene(); }
    QWidget* createControls(
        LessonScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const final
    {
        return controls(own(scene), undo, view, parent);
    }
    QString liveText(const LessonScene& scene) const final { return live(own(scene)); }
    CodeRun runCode(const LessonScene& scene, int listing) const final { return run(own(scene), listing); }

    // The scene this lesson made (createScene), as its own type.
    static Scene& own(LessonScene& scene)
    {
        Q_ASSERT(dynamic_cast<Scene*>(&scene));
        return static_cast<Scene&>(scene);
    }
    static const Scene& own(const LessonScene& scene)
    {
        Q_ASSERT(dynamic_cast<const Scene*>(&scene));
        return static_cast<const Scene&>(scene);
    }

protected:
    virtual std::unique_ptr<Scene> makeScene() const { return std::make_unique<Scene>(); }
    virtual QWidget* controls(Scene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const = 0;
    virtual QString live(const Scene& scene) const
    {
        Q_UNUSED(scene);
        return {};
    }
    // One run of listing `listing` (codeListings()) on the scene, from its geometry/ result.
    virtual CodeRun run(const Scene& scene, int listing) const
    {
        Q_UNUSED(scene);
        Q_UNUSED(listing);
        return {};
    }
};

// The lesson's text (HTML with $...$ and $$...$$ formulas) in `language`, read from the
// resource :/lessons/<id>/text.<code>.html; empty if the lesson has none in that language.
QString lessonText(const QString& id, Language language);

} // namespace lab
