// AreaMove's page for the lessons' tests: its controls and its task panel on a progress store of
// their own.
#pragma once

#include "core/canvas/view_state.h"
#include "core/records/progress.h"
#include "core/widgets/task_panel.h"
#include "exercises/area_move/area_move_lesson.h"
#include "exercises/area_move/area_move_model.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace lab::test {

// A progress store in a temporary folder, the exercises' store while it lives.
struct StoreGuard {
    QTemporaryDir dir;
    std::unique_ptr<ProgressStore> store;
    StoreGuard() { reopen(); }
    void reopen()
    {
        ProgressStore::setInstance(nullptr);
        store = std::make_unique<ProgressStore>(dir.filePath(QStringLiteral("progress.json")));
        store->load();
        ProgressStore::setInstance(store.get());
    }
    ~StoreGuard() { ProgressStore::setInstance(nullptr); }
};

// AreaMove as the page has it: the task panel (the blanks) above the controls (the player).
struct AreaMovePage {
    AreaMoveLesson lesson;
    std::unique_ptr<LessonScene> sceneOwner = lesson.createScene();
    AreaMoveScene& scene = AreaMoveLesson::own(*sceneOwner);
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> root = std::make_unique<QWidget>();
    QWidget* controls = lesson.createControls(scene, undo, view, root.get());
    TaskPanel* panel = new TaskPanel(lesson.id(), scene, undo, lesson.createTasks(), root.get());
    AreaMovePage() { panel->setOpenTask(0); }

    QLineEdit* field(const char* name) { return root->findChild<QLineEdit*>(QLatin1String(name)); }
    QLabel* label(const char* name) { return root->findChild<QLabel*>(QLatin1String(name)); }
    QPushButton* button(const char* name) { return root->findChild<QPushButton*>(QLatin1String(name)); }
    void type(const area_move::Answers& answers)
    {
        static const char* const names[area_move::kFieldCount] = { "answerLeft", "answerRight", "answerTop",
            "answerBottom", "answerReverseX", "answerReverseY" };
        for (int i = 0; i < area_move::kFieldCount; ++i) {
            QLineEdit* f = field(names[i]);
            REQUIRE(f);
            f->clear();
            QTest::keyClicks(f, answers[i]);
        }
    }
};

} // namespace lab::test
