// Scene files (.clab) for the window: the current lesson's values and view saved, a saved scene
// opened (checked whole against the lessons before anything changes: a refused file changes
// nothing and says why in the user's language), files dropped on the window (scenes and lesson
// plans), and the canvas exported as PNG or SVG.
#pragma once

#include "core/records/scene_file.h"

#include <QObject>

namespace lab {

class MainWindow;

class SceneFiles : public QObject {
    Q_OBJECT
public:
    // Takes the files dropped on `window`.
    explicit SceneFiles(MainWindow& window);

    // The scene on screen: lesson, values (a shown run frame's) and view.
    SceneFile currentScene() const;
    // Whether `scene` can be shown: its lesson exists and its values fit it.
    enum class SceneCheck { Fine, UnknownLesson, BadValues };
    SceneCheck checkScene(const SceneFile& scene) const;
    // Opens the scene's lesson with its values (one undo step named `undoText`) and view; false,
    // with nothing changed, when checkScene() refuses it.
    bool showScene(const SceneFile& scene, const QString& undoText);

    // False when the file cannot be written.
    bool saveSceneFile(const QString& path, const QString& title = QString());
    // Opens the scene, or returns why it refuses, in the current language.
    QString openSceneFile(const QString& path);
    // The same, for a student: a message box on refusal, a status message on success.
    void openSceneInteractive(const QString& path);
    // File > Open scene and Save scene: asks for the file.
    void openSceneDialog();
    void saveSceneDialog();
    void exportCanvas(bool svg);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    MainWindow& m_window;
};

} // namespace lab
