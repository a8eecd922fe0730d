// The command-line checks ask a lesson page questions in JavaScript and wait for the answers.
#pragma once

#include <QString>
#include <QVariant>

class QWebEnginePage;

namespace lab {

// Runs `script` in `page` and waits (running an event loop) for its result, at most `timeoutMs`;
// an invalid QVariant when no answer came in time.
QVariant evaluate(QWebEnginePage& page, const QString& script, int timeoutMs = 30000);

} // namespace lab
