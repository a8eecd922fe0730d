#include "commands.h"

#include <QUndoStack>

namespace lab {

SetStateCommand::SetStateCommand(
    LessonScene& scene, LessonScene::State before, LessonScene::State after, const QString& text)
    : QUndoCommand(text)
    , m_scene(scene)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void SetStateCommand::undo()
{
    m_scene.setState(m_before);
}

void SetStateCommand::redo()
{
    m_scene.setState(m_after);
}

void pushState(QUndoStack& undo, LessonScene& scene, const LessonScene::State& after, const QString& text)
{
    if (after == scene.values()) {
        scene.setState(after); // no edit, no undo step; a run frame shown ends
        return;
    }
    undo.push(new SetStateCommand(scene, scene.values(), after, text));
}

} // namespace lab
