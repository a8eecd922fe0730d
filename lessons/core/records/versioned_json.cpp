#include "versioned_json.h"

#include <QJsonDocument>
#include <QJsonValue>

#include <cmath>

namespace lab {

VersionedJson readVersionedJson(const QByteArray& bytes, const char* format, int version, qsizetype maxBytes)
{
    using Check = VersionedJson::Check;
    if (bytes.size() > maxBytes)
        return { Check::TooLarge, {} };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return { Check::NotJson, {} };
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(format))
        return { Check::NotOurs, {} };
    const QJsonValue given = root.value(QLatin1String("version"));
    if (!given.isDouble() || given.toDouble() < 1 || given.toDouble() != std::floor(given.toDouble()))
        return { Check::NotOurs, {} };
    if (given.toDouble() > version)
        return { Check::NewerVersion, {} };
    return { Check::Ok, root };
}

} // namespace lab
