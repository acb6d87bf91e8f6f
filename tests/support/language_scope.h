#pragma once
// A start of Hexloom in one language for the length of a test: installs the translations for
// `code` as a start with that choice stored would (QLocale's default included), and takes them out
// again at the end, back to English.
#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include "ui/main_window/ui_language.h"

namespace hexloom::test {

class LanguageScope {
public:
    explicit LanguageScope(const QString& code)
    {
        before_ = QLocale();
        ui::main_window::storeLanguage(code);
        installed = ui::main_window::installTranslations(*qApp);
    }
    ~LanguageScope()
    {
        for (QTranslator* t : qApp->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QLocale::setDefault(before_);
        ui::main_window::storeLanguage(QStringLiteral("en"));
        ui::main_window::installTranslations(*qApp); // back to English: installedLanguage() says so
        ui::main_window::storeLanguage(QString());
    }
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

    QString installed;

private:
    QLocale before_;
};

} // namespace hexloom::test
