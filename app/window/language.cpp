#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace lab {

namespace {

// The system's own locale when it speaks `language` (an en_GB or en_IN user keeps their number
// format), else the language's usual one.
QLocale localeFor(QLocale::Language language, QLocale::Territory fallback)
{
    const QLocale system = QLocale::system();
    return system.language() == language ? system : QLocale(language, fallback);
}

} // namespace

bool LanguageSwitcher::setLanguage(Language language)
{
    for (auto* translator : { m_app.get(), m_qt.get() }) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
    }
    m_app.reset();
    m_qt.reset();
    m_language = language;
    bool ok = true;
    if (language == Language::Japanese) {
        QLocale::setDefault(localeFor(QLocale::Japanese, QLocale::Japan));
        m_app = std::make_unique<QTranslator>();
        if (m_app->load(QStringLiteral(":/i18n/collision-lab_ja.qm"))) {
            QCoreApplication::installTranslator(m_app.get());
        } else {
            ok = false;
            m_app.reset();
        }
        // Qt's own strings (standard buttons, file dialogs); not fatal when absent.
        m_qt = std::make_unique<QTranslator>();
        if (m_qt->load(QStringLiteral("qtbase_ja"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qt.get());
        else
            m_qt.reset();
    } else {
        QLocale::setDefault(localeFor(QLocale::English, QLocale::UnitedStates));
        // Nothing to install: English is the source language. Tell the widgets all the same.
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    return ok;
}

Language LanguageSwitcher::systemLanguage()
{
    const QStringList languages = QLocale::system().uiLanguages();
    if (!languages.isEmpty() && languages.first().startsWith(QLatin1String("ja")))
        return Language::Japanese;
    return Language::English;
}

std::optional<Language> LanguageSwitcher::fromCode(const QString& code)
{
    if (code == QLatin1String("ja"))
        return Language::Japanese;
    if (code == QLatin1String("en"))
        return Language::English;
    return std::nullopt;
}

} // namespace lab
