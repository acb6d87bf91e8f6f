#pragma once
// View → Language: follow the system or use one of the translations; the choice is stored and
// applies from the next start (the editor's widgets are built once, in their language).
#include <QMenu>

namespace hexloom::ui::main_window {

class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent);

signals:
    void languageChosen(const QString& code);

private:
    void choose(const QString& code, const QString& name);
};

} // namespace hexloom::ui::main_window
