#pragma once
// The File menu: New, Open, Save, Save As, recent files, Import/Export letter format, Export PNG
// and SVG, and the unsaved-changes prompt. Errors are shown with the file, line and field.
#include <QObject>
#include <functional>

#include "ui/document/document_files.h"

class QAction;
class QMenu;
class QWidget;

namespace hexloom::ui::main_window {

class AutosaveManager;

class FileController : public QObject {
    Q_OBJECT
public:
    struct Hooks {
        std::function<document::MapDocument*()> document;
        std::function<void(document::LoadedDocument, const QString& path)> install;
    };
    FileController(QWidget* window, Hooks hooks, AutosaveManager* autosave);

    void fillMenu(QMenu* menu);
    bool openPath(const QString& path);
    // Asks to save unsaved changes; false when the designer cancels.
    bool maybeSave();
    bool save();
    bool saveAs();

private:
    void newMap();
    void open();
    void importLetters();
    void exportLetters();
    void exportPicture(bool svg);
    bool saveTo(const QString& path);
    void addRecent(const QString& path);
    void updateRecentMenu();
    void showError(const QString& what, const std::exception& e);

    QWidget* window_;
    Hooks hooks_;
    AutosaveManager* autosave_;
    QMenu* recent_ = nullptr;
};

} // namespace hexloom::ui::main_window
