// A unit's page in a real window, in English, the side column showing the controls: the window,
// the page, the unit's own scene, and the controls' widgets by name. The page tests of ellipse_point,
// ellipse_ellipse, slab, swept and area_move build their fixtures on it.
#pragma once

#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "window/main_window.h"

#include "core/lesson.h"
#include "core/widgets/parameter_panel.h"

#include <catch2/catch.hpp>

#include <QLineEdit>
#include <QSize>
#include <QTest>

#include <type_traits>
#include <utility>

namespace lab::test {

template <class Lesson> struct UnitPage {
    using Scene = std::remove_reference_t<decltype(Lesson::own(std::declval<LessonScene&>()))>;

    LanguageSwitcher language;
    MainWindow window { language };
    LessonPage* page = nullptr;
    Scene* scene = nullptr;

    // The page of lesson `id` in a window of `size` (the window's own size when not valid).
    explicit UnitPage(const char* id, QSize size = {})
    {
        window.setLanguage(Language::English);
        if (size.isValid())
            window.resize(size);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        REQUIRE(window.showLesson(QLatin1String(id)));
        page = window.currentPage();
        REQUIRE(page);
        // The side column shows the controls, as the student's click on its tab does.
        page->columns().showControls();
        scene = &Lesson::own(page->scene());
    }

    // The controls' widget named `name` (the first of type T without a name); it must be there.
    template <typename T> T* find(const char* name = nullptr) const
    {
        auto* widget = page->controls().findChild<T*>(name ? QString::fromLatin1(name) : QString());
        REQUIRE(widget);
        return widget;
    }
    // Types `text` into the parameter field `index` and leaves it, as a student does.
    void type(int index, const QString& text) const
    {
        QLineEdit* field = find<ParameterPanel>()->field(index);
        field->setText(text);
        emit field->editingFinished();
    }
};

} // namespace lab::test
