// Waiting for a lesson page's text to be rendered by KaTeX, for the app's GUI tests.
#pragma once

#include "text_view.h"

#include <QSignalSpy>

namespace lab::test {

// True once the page reports "rendered" (at most 30 s).
inline bool waitRendered(LessonTextView& view)
{
    if (view.isRendered())
        return true;
    QSignalSpy spy(&view, &LessonTextView::rendered);
    return spy.wait(30000);
}

} // namespace lab::test
