#pragma once
// The editor's language: the system locale unless the designer chose one under View → Language
// (stored in the settings as "ui/language"). The translations are built from translations/*.ts
// into the program as resources (:/i18n/hexloom_LANG.qm; hexloom_en.qm holds English's plural
// forms); Qt's own (qtbase_LANG.qm, for the
// standard dialogs) come from Qt's translations folder when installed.
#include <QLocale>
#include <QString>
#include <vector>

class QCoreApplication;

namespace hexloom::ui::main_window {

struct LanguageChoice {
    QString code;       // "" follows the system; otherwise the translation file's suffix ("de", "pt_BR")
    QString nativeName; // as the language calls itself, never translated
};

// The choices View → Language offers, "follow the system" first.
const std::vector<LanguageChoice>& languageChoices();

// The stored choice ("" = system) and storing a new one (takes effect at the next start).
QString storedLanguage();
void storeLanguage(const QString& code);

// The translation the editor uses for a stored choice: the choice itself, or for "" the first of
// the system's UI languages Hexloom has a translation for; "en" when there is none.
QString effectiveLanguage(const QString& choice, const QStringList& systemLanguages = QLocale::system().uiLanguages());

// Loads and installs the translators for effectiveLanguage(storedLanguage()) into app; returns
// the language installed ("en" installs only the English plurals). Call once, before any window
// is created.
QString installTranslations(QCoreApplication& app);
// English's own translation, which holds only the plural forms of the strings with %n (tr("%n
// kind(s)", nullptr, n) reads "1 kind", "7 kinds"): installed for English and wherever a
// translation is missing.
void installEnglishPlurals(QCoreApplication& app);
// What the last installTranslations installed ("en" before any).
QString installedLanguage();

} // namespace hexloom::ui::main_window
