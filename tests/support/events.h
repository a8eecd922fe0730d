// Waiting on what the code posts instead of waiting a fixed time: a language switch posts
// LanguageChange to every widget, and a widget's retranslation or a layout may post more.
#pragma once

#include <QCoreApplication>

namespace lab::test {

// Delivers every posted event, and the ones those post, until none is left (at most 10 rounds).
inline void deliverPostedEvents()
{
    for (int round = 0; round < 10; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace lab::test
