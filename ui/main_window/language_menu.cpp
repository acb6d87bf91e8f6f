#include "ui/main_window/language_menu.h"

#include <QActionGroup>
#include <QMessageBox>

#include "ui/main_window/ui_language.h"

namespace hexloom::ui::main_window {

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(tr("&Language"), parent)
{
    setObjectName(QStringLiteral("LanguageMenu"));
    setToolTipsVisible(true);
    auto* group = new QActionGroup(this);
    const QString stored = storedLanguage();
    for (const LanguageChoice& c : languageChoices()) {
        const QString name = c.code.isEmpty() ? tr("&System Language") : c.nativeName;
        QAction* a = addAction(name);
        a->setObjectName(QStringLiteral("language_") + (c.code.isEmpty() ? QStringLiteral("system") : c.code));
        a->setCheckable(true);
        a->setChecked(c.code == stored);
        a->setToolTip(c.code.isEmpty() ? tr("Use the language of the system (English where Hexloom has no translation)")
                                       : tr("Use %1 from the next start").arg(c.nativeName));
        group->addAction(a);
        if (c.code.isEmpty())
            addSeparator();
        connect(a, &QAction::triggered, this, [this, code = c.code, name = QString(name).remove(QLatin1Char('&'))] { choose(code, name); });
    }
}

void LanguageMenu::choose(const QString& code, const QString& name)
{
    if (code == storedLanguage())
        return;
    storeLanguage(code);
    emit languageChosen(code);
    QMessageBox::information(parentWidget(), tr("Language"),
                             tr("Hexloom will use %1 from its next start. Save your work and restart Hexloom to switch now.").arg(name));
}

} // namespace hexloom::ui::main_window
