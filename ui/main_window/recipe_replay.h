#pragma once
// One replay of a recipe by `hexloom-cli replay`, run without blocking the GUI thread: the process
// runs on its own and done() or failed() arrives through the event loop, so the window keeps
// painting, shows progress, and Cancel or Ctrl+Q end it at once. Destroying a replay (its window
// closing) kills the process; no replay outlives the editor.
#include <QObject>
#include <QProcess>
#include <QTemporaryDir>
#include <optional>

#include "core/io/tiled_kind_map.h"
#include "ui/document/document_files.h"
#include "ui/main_window/replay_verdict.h"

namespace hexloom::ui::main_window {

class RecipeReplay : public QObject {
    Q_OBJECT
public:
    RecipeReplay(QString recipeOrPath, QString cliPath, QObject* parent = nullptr);
    // Kinds for the tiles of a Tiled map given as the recipe that carry no "kind" property: the
    // replay compares its cells with the map read with them (`replay --kind-map`). Before start().
    void setKinds(const core::io::TiledKindMap& kinds) { kinds_ = kinds; }
    // The arguments start() gives the CLI.
    QStringList arguments() const;
    ~RecipeReplay() override;

    void start();
    // Kills the process; neither done() nor failed() follows.
    void cancel();
    bool running() const { return process_.state() != QProcess::NotRunning; }
    // After done(): the replayed map, once.
    document::LoadedDocument takeLoaded();
    // After done(): what the CLI said about the map given as the recipe (NoMap for a recipe line).
    const ReplayVerdict& verdict() const { return verdict_; }

signals:
    void done();
    void failed(const QString& reason);

private:
    void finish();

    QString recipe_, cli_;
    core::io::TiledKindMap kinds_;
    QTemporaryDir dir_;
    QProcess process_;
    std::optional<document::LoadedDocument> loaded_;
    ReplayVerdict verdict_;
    bool cancelled_ = false;
};

} // namespace hexloom::ui::main_window
