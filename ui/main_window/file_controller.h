#pragma once
// The File menu: New, Open, Save, Save As, recent files, Import/Export letter format, Export PNG
// and SVG, and the unsaved-changes prompt. Errors are shown with the file, line and field.
#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <functional>
#include <vector>

#include "core/io/map_file.h"
#include "core/io/tiled_kind_map.h"
#include "ui/document/document_files.h"
#include "ui/session/document_session.h"

class QAction;
class QDialog;
class QMenu;
class QWidget;

namespace hexloom::ui::session {
class DocumentLoader;
}

namespace hexloom::ui::main_window {

class AutosaveManager;
class MapSaver;

class FileController : public QObject {
    Q_OBJECT
public:
    struct Hooks {
        std::function<document::MapDocument*()> document;
        std::function<void(document::LoadedDocument, const QString& path)> install;
        std::function<void(session::PreparedDocument, const QString& path)> installPrepared;
    };
    FileController(QWidget* window, Hooks hooks, AutosaveManager* autosave);

    void fillMenu(QMenu* menu);
    // Opens `path` before returning (however big the file; --apply-edits needs the map at once);
    // false with a message shown, or when the designer cancels the kinds dialog. A Tiled map goes
    // through load() while the caller waits and the event loop turns.
    bool openPath(const QString& path);
    // Opens `path` the way the designer does (File → Open, Open Recent, the command line, a file
    // dropped on the window): a file of kBackgroundBytes or more, and every Tiled map, loads on a
    // worker while the window keeps working (progress and Cancel in the status bar); smaller ones
    // open at once. A Tiled map whose tiles have no "kind" property asks for them
    // (TiledKindMapDialog) once it is read; Cancel leaves the open document as it was. A later
    // open, New or restore replaces a load in flight. True when opened or loading.
    bool load(const QString& path);
    static constexpr qint64 kBackgroundBytes = 32 * 1024;
    session::DocumentLoader* loader() const { return loader_; }
    // Asks to save unsaved changes; false when the designer cancels.
    bool maybeSave();
    // Save and Save As: maps of MapDocument::kBackgroundScoringHexes hexes or more are written on a
    // worker (MapSaver); true when written or started.
    bool save();
    bool saveAs();
    // Whether `path` holds one of the maps Hexloom ships, unchanged (same name and bytes as the
    // built-in map): Save does not write over it.
    static bool isShippedMap(const QString& path);
    // Where Save As proposes to save a map opened from `current`: beside it, or in the Documents
    // folder for a shipped map; as native .json when its format keeps no locks (letters).
    static QString proposedSavePath(const QString& current);
    MapSaver* saver() const { return saver_; }
    // A picture being drawn on a worker (big boards).
    bool exporting() const { return exportBusy_; }
    // Where Open and Import start: the folder of the most recent file while it exists, else the
    // installation's example maps (<data folder>/maps), else "" (the dialog's own choice).
    static QString openFolder();

protected:
    // A file dropped on the window opens as File → Open does.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static bool inBackground(const QString& path);
    bool openNow(const QString& path);
    void askKinds(const QString& path, const core::io::TiledKindQuestion& question, const std::vector<QImage>& icons);
    void closeKindsDialog();
    void newMap();
    // File -> New Game...: the wizard saves the rule set; a map on its board follows.
    void newGame();
    void open();
    void importLetters();
    void exportLetters();
    // PNG or SVG; on a board of MapDocument::kBackgroundScoringHexes or more drawn on a worker.
    void exportPicture(bool svg);
    struct PictureOutcome {
        QString path;
        QSize pixels; // a PNG's size (its hexes made smaller when the picture would pass the limits)
        QString error;
    };
    void pictureWritten(const PictureOutcome& outcome);
    bool saveTo(const QString& path);
    void concludeSave(document::MapDocument* doc, const QString& path, bool unchanged);
    void addRecent(const QString& path);
    void updateRecentMenu();
    void showError(const QString& what, const std::exception& e);
    void installLoaded(std::shared_ptr<session::PreparedDocument> prepared, const QString& path);

    QWidget* window_;
    Hooks hooks_;
    AutosaveManager* autosave_;
    QMenu* recent_ = nullptr;
    session::DocumentLoader* loader_;
    MapSaver* saver_;
    QFutureWatcher<PictureOutcome> exporting_;
    bool exportBusy_ = false; // from the start until its end is shown
    // The document and its undo position when the load started: edits made while it loads are
    // asked about again before the loaded map replaces them.
    const document::MapDocument* loadBase_ = nullptr;
    int loadBaseIndex_ = 0;
    int installed_ = 0; // documents installed by loads, so openPath knows whether its load opened
    QPointer<QDialog> kindsDialog_; // asking for a Tiled map's kinds
};

} // namespace hexloom::ui::main_window
