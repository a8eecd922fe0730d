// Lesson L8: two circles moving in straight lines between two frames (seed 004). The swept test
// of geometry/ against the seed's own test, the quadratic g(s) and tunnelling.
#pragma once

#include "swept_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class SweptLesson : public LessonOf<SweptScene> {
    Q_DECLARE_TR_FUNCTIONS(SweptLesson)

public:
    QString id() const override { return QStringLiteral("swept"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(SweptScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const SweptScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const SweptScene& scene, int listing) const override;

private:
    // The article's vertex test with the scene's numbers, when the article takes it.
    static QString articleTex(const geometry::SweptTextbookResult& tb);
    // The swept test's and the article's verdicts in a sentence.
    static QString verdictWords(const SweptScene& scene);
};

} // namespace lab
