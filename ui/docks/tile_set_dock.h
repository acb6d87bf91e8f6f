#pragma once
// Assembling a map from tiles (issue 5): the tile set (built in or from a file) with its tiles as
// thumbnails with roles and placed counts, seed, time limit and the RMA2 tricks, Assemble / Step /
// Stop / Apply, live statistics, and in Step mode what the last step did (the chosen gap and its
// candidates, each dead end with its reason) while the canvas shows the partial assembly. Drives
// the open session's AssemblyController.
#include <QDockWidget>
#include <QPointer>
#include <memory>

#include "core/assembly/assembly_options.h"
#include "core/assembly/assembly_snapshot.h"
#include "core/assembly/tile_set.h"

class QAction;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::run {
class AssemblyController;
}
namespace hexloom::ui::scene {
class AssemblyItem;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class RunPanel;
class SeedEdit;
class TileList;

class TileSetDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TileSetDock(QWidget* parent = nullptr);

    // The main window's one path for a new open document: the session owns the assembly
    // controller and the canvas overlay this dock drives.
    void setSession(session::DocumentSession* session);
    // A built-in name or a tile-set file; false with the message (file, line, field) in `error`.
    bool openTileSet(const QString& nameOrPath, QString* error = nullptr);
    std::shared_ptr<const core::assembly::TileSet> tileSet() const { return set_; }
    core::assembly::AssemblyOptions options() const;
    void setSeed(int seed);

    QAction* assembleAction() const;
    QAction* stepAction() const;
    QAction* stopAction() const;
    QAction* applyAction() const;
    QAction* openAction() const { return open_; }
    run::AssemblyController* controller() const;
    // The session's overlay on the canvas.
    scene::AssemblyItem* overlay() const;
    TileList* tileList() const { return tiles_; }
    QString statusText() const;
    QString stepText() const;
    QString statsText() const;
    QString boardWarning() const;

    void loadSettings();
    void saveSettings() const;

private:
    QWidget* buildSetRows();
    QWidget* buildOptions();
    void createActions();
    void chooseFile();
    void tileSetChosen(int index);
    void useSetBoard();
    void startRun(bool stepMode);
    void showSnapshot(const std::shared_ptr<const core::assembly::AssemblySnapshot>& s);
    void runFinished(const QString& message, bool error);
    void applyResult();
    void updateButtons();
    void updateBoardWarning();

    // Null once their session is gone.
    QPointer<session::DocumentSession> session_;
    QPointer<document::MapDocument> doc_;
    QPointer<run::AssemblyController> controller_;
    std::shared_ptr<const core::assembly::TileSet> set_;
    QComboBox* setChoice_;
    QLabel* description_;
    QLabel* boardWarning_;
    QPushButton* useBoard_;
    TileList* tiles_;
    SeedEdit* seed_;
    QDoubleSpinBox* timeLimit_;
    QCheckBox* gapList_;
    QCheckBox* reduce_;
    QCheckBox* mrv_;
    QCheckBox* line_;
    RunPanel* panel_;
    QLabel* stats_;
    QLabel* stepText_;
    QAction* open_;
};

} // namespace hexloom::ui::docks
