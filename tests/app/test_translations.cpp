// Every tr() string has a finished Japanese translation in translations/collision-lab_ja.ts.
#include <catch2/catch.hpp>

#include <QFile>
#include <QTranslator>
#include <QXmlStreamReader>

namespace test_translations {

TEST_CASE("translations: no message in the Japanese .ts file is unfinished or empty")
{
    QFile file(QStringLiteral(COLLISION_LAB_TS_FILE));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QStringList unfinished;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText();
            for (int n = 1; n <= 9; ++n) {
                const QString arg = QStringLiteral("%%1").arg(n);
                if (source.count(arg) != text.count(arg))
                    unfinished << source + QStringLiteral(" (placeholder %1 differs)").arg(arg);
            }
            if (type == QLatin1String("unfinished") || type == QLatin1String("vanished")
                || type == QLatin1String("obsolete") || text.trimmed().isEmpty())
                unfinished << source;
        }
    }
    REQUIRE_FALSE(xml.hasError());
    CHECK(messages > 50);
    INFO(unfinished.join(QLatin1Char('\n')).toStdString());
    CHECK(unfinished.isEmpty());
}

TEST_CASE("translations: the compiled Japanese catalogue is in the binary")
{
    QTranslator translator;
    REQUIRE(translator.load(QStringLiteral(":/i18n/collision-lab_ja.qm")));
    CHECK(
        translator.translate("lab::MainWindow", "Collision Detection Lab") == QStringLiteral("衝突判定ラボ"));
}

} // namespace test_translations
