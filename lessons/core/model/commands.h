// Undo commands: every edit of a scene is one SetStateCommand.
#pragma once

#include "scene.h"

#include <QUndoCommand>

namespace lab {

class SetStateCommand : public QUndoCommand {
public:
    // `before` must be the scene's state when the edit began. When the edit was already applied
    // live (a drag), the first redo() finds the scene at `after` and changes nothing.
    SetStateCommand(
        LessonScene& scene, LessonScene::State before, LessonScene::State after, const QString& text);

    void undo() override;
    void redo() override;

private:
    LessonScene& m_scene;
    LessonScene::State m_before;
    LessonScene::State m_after;
};

// Pushes one command that takes the scene to `after`, unless nothing changes.
void pushState(QUndoStack& undo, LessonScene& scene, const LessonScene::State& after, const QString& text);

} // namespace lab
