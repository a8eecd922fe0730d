// Waiting for a lesson page's text to be rendered by KaTeX, and asking the page, for the app's
// GUI tests (Catch2 test files only: it REQUIREs).
#pragma once

#include "page/text_view.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>
#include <QTest>
#include <QVariant>
#include <QWebEnginePage>

namespace lab::test {

// True once the page reports "rendered" (at most 30 s).
inline bool waitRendered(LessonTextView& view)
{
    if (view.isRendered())
        return true;
    QSignalSpy spy(&view, &LessonTextView::rendered);
    return spy.wait(30000);
}

// What `script` evaluates to in `page` (at most 10 s).
inline QVariant evaluate(QWebEnginePage* page, const QString& script)
{
    QVariant result;
    bool done = false;
    page->runJavaScript(script, [&](const QVariant& v) {
        result = v;
        done = true;
    });
    REQUIRE(QTest::qWaitFor([&] { return done; }, 10000));
    return result;
}

} // namespace lab::test
