#pragma once
// The File menu: New, Open, Save, Save As, recent files, Import/Export letter format, Export PNG
// and SVG, and the unsaved-changes prompt. Errors are shown with the file, line and field.
#include <QFutureWatcher>
#include <QObject>
#include <QSize>
#include <functional>

#include "core/io/map_file.h"
#include "ui/document/document_files.h"
#include "ui/session/document_session.h"

class QAction;
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
    // Opens `path` at once (the caller waits, however big the file); false with a message shown.
    // `read`: a Tiled map's kinds for tiles without a "kind" property (load() asks for them).
    bool openPath(const QString& path, const core::io::ReadOptions& read = {});
    // Opens `path` the way the designer does (File → Open, Open Recent, the command line): a file
    // of kBackgroundBytes or more loads on a worker while the window keeps working (progress and
    // Cancel in the status bar); smaller ones open at once. A later open, New or restore replaces a
    // load in flight. True when opened or loading.
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

private:
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
};

} // namespace hexloom::ui::main_window
