#pragma once
// The editor's translations for one language, installed as a start of Hexloom with that choice
// stored would install them, and taken out again (back to English) when the scope ends.
#include <QCoreApplication>
#include <QLocale>
#include <QString>
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
