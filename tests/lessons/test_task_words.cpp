// A task's words as shown: parts joined with a space for English leave none after a Japanese
// full stop, comma, colon or closing bracket (JTF), and a one-line form for the answer key.
#include "core/model/lesson_task.h"

#include <catch2/catch.hpp>

namespace test_task_words {

using namespace lab;

TEST_CASE("task words: no space after Japanese punctuation, English spacing kept")
{
    CHECK(taskWordsAsShown(QStringLiteral("5です。 0ではないので、 交わります。"))
        == QStringLiteral("5です。0ではないので、交わります。"));
    CHECK(taskWordsAsShown(QStringLiteral("（平行） です")) == QStringLiteral("（平行）です"));
    CHECK(taskWordsAsShown(QStringLiteral("It is 5. It is not 0, so they cross."))
        == QStringLiteral("It is 5. It is not 0, so they cross."));
    // Lines kept, unless one line is asked for: a space between Latin words, none after 。.
    CHECK(taskWordsAsShown(QStringLiteral("Line 1\nLine 2")) == QStringLiteral("Line 1\nLine 2"));
    CHECK(taskWordsAsShown(QStringLiteral("Line 1\n  Line 2\n"), true) == QStringLiteral("Line 1 Line 2"));
    CHECK(taskWordsAsShown(QStringLiteral("与えられています。\n(x + 36)² = 144"), true)
        == QStringLiteral("与えられています。(x + 36)² = 144"));
}

} // namespace test_task_words
