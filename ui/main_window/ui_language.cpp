#include "ui/main_window/ui_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace hexloom::ui::main_window {

namespace {
const QString kKey = QStringLiteral("ui/language");
QString installed = QStringLiteral("en");

// A BCP 47 UI language ("pt-BR", "de-AT", "en-US") to the translation Hexloom has for it.
QString translationFor(const QString& uiLanguage)
{
    const QString lang = uiLanguage.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
    if (lang == QLatin1String("de"))
        return QStringLiteral("de");
    if (lang == QLatin1String("pt")) // Portugal's users read Brazilian Portuguese better than English
        return QStringLiteral("pt_BR");
    if (lang == QLatin1String("en"))
        return QStringLiteral("en");
    return {};
}
} // namespace

const std::vector<LanguageChoice>& languageChoices()
{
    static const std::vector<LanguageChoice> choices{
        {QString(), QString()}, // "System": its name is translated where the menu is built
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
    };
    return choices;
}

QString storedLanguage()
{
    const QString code = QSettings().value(kKey).toString();
    for (const LanguageChoice& c : languageChoices())
        if (c.code == code)
            return code;
    return {}; // an unknown value (a hand-edited file) follows the system
}

void storeLanguage(const QString& code)
{
    QSettings().setValue(kKey, code);
}

QString effectiveLanguage(const QString& choice, const QStringList& systemLanguages)
{
    if (!choice.isEmpty())
        return choice;
    for (const QString& l : systemLanguages)
        if (const QString t = translationFor(l); !t.isEmpty())
            return t;
    return QStringLiteral("en");
}

QString installedLanguage()
{
    return installed;
}

void installEnglishPlurals(QCoreApplication& app)
{
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/hexloom_en.qm")))
        QCoreApplication::installTranslator(english);
    else
        delete english;
}

QString installTranslations(QCoreApplication& app)
{
    const QString language = effectiveLanguage(storedLanguage());
    installed = QStringLiteral("en");
    if (language == QLatin1String("en")) {
        installEnglishPlurals(app);
        return installed;
    }
    auto* own = new QTranslator(&app);
    if (!own->load(QStringLiteral(":/i18n/hexloom_%1.qm").arg(language))) {
        delete own;
        installEnglishPlurals(app);
        return installed;
    }
    QCoreApplication::installTranslator(own);
    // Qt's own strings (the standard buttons, file and colour dialogs) where Qt's translations are
    // installed (Debian: qt6-translations-l10n); without them those few stay in English.
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(QLocale(language));
    installed = language;
    return installed;
}

} // namespace hexloom::ui::main_window
