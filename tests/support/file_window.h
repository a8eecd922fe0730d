// Shared by the window tests of scene files (test_scene_files.cpp) and lesson plans
// (test_plans.cpp): a window that starts every lesson from its defaults, a file written in one go,
// and a valid state that differs from a given one.
#pragma once

#include "page/page_stack.h"
#include "window/main_window.h"

#include "core/model/scene.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTest>

#include <initializer_list>

namespace lab::test {

// A main window that ignores the values earlier runs saved; `shown`: on screen at 1366x800.
struct FileTestWindow {
    explicit FileTestWindow(bool shown = false)
        : window(language)
    {
        window.pageStack().setUseSavedScenes(false);
        if (!shown)
            return;
        window.resize(1366, 800);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
    }
    LanguageSwitcher language;
    MainWindow window;
};

inline void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// A valid state unlike `state`: each value moved by the first of `steps` the scene accepts; with
// `every`, every value that can move (the hidden ones too), else only the first one that can.
inline LessonScene::State changedState(
    const LessonScene& scene, LessonScene::State state, bool every, std::initializer_list<double> steps)
{
    for (int i = 0; i < state.size(); ++i) {
        for (const double step : steps) {
            LessonScene::State next = state;
            next[i] += step;
            if (!scene.validate(next).isEmpty())
                continue;
            if (!every)
                return next;
            state = next;
            break;
        }
    }
    return state;
}

} // namespace lab::test
