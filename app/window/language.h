// Switching the UI language live: translators, the default QLocale, and what follows from them.
#pragma once

#include "core/lesson.h"

#include <QTranslator>

#include <memory>

namespace lab {

class LanguageSwitcher {
public:
    // Installs the translators for `language` and makes QLocale() follow it. Qt then posts
    // LanguageChange to every widget. Returns false if a needed translation did not load.
    bool setLanguage(Language language);
    Language language() const { return m_language; }

    // Japanese when the system's UI language is Japanese, English otherwise.
    static Language systemLanguage();
    static std::optional<Language> fromCode(const QString& code);

private:
    Language m_language = Language::English;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace lab
