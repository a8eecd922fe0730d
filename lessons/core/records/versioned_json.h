// The head every file of ours in JSON starts with: {"format": "<name>", "version": N, ...}. A scene
// file and a lesson plan are read through it: the size first, then the JSON, then the format's
// name and a whole version number of at least 1 and at most the one this build writes.
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace lab {

struct VersionedJson {
    enum class Check { Ok, TooLarge, NotJson, NotOurs, NewerVersion };
    Check check = Check::Ok;
    QJsonObject root; // the whole object when check is Ok, else empty
};

// `format` and `version` are what this build writes; a file larger than `maxBytes` is not parsed.
VersionedJson readVersionedJson(const QByteArray& bytes, const char* format, int version, qsizetype maxBytes);

} // namespace lab
