#pragma once
// Everything that belongs to one open document, owned as one unit: the document, its scene, the
// run controllers working on it (searches, region partitioning, tile assembly), the assembly
// overlay and the teaching overlay. The main window replaces the whole session on New/Open and
// announces the new one through one signal (MainWindow::sessionChanged); docks and tools keep
// only QPointers into a session, so nothing can reach a document after its session is gone.
#include <QObject>
#include <memory>

#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"

namespace hexloom::ui::scene {
class AssemblyItem;
class TeachingOverlay;
}
namespace hexloom::ui::run {
class AssemblyController;
class PartitionController;
class RunController;
}

namespace hexloom::ui::session {

// A document with the heavy parts of its document and scene built ahead (by DocumentLoader on a
// worker thread), so that making its session on the GUI thread takes about a frame.
struct PreparedDocument {
    document::LoadedDocument loaded;
    document::DocumentParts document;
    scene::SceneParts scene;
};

class DocumentSession : public QObject {
    Q_OBJECT
public:
    DocumentSession(document::LoadedDocument loaded, const QString& path, QObject* parent = nullptr);
    DocumentSession(PreparedDocument prepared, const QString& path, QObject* parent = nullptr);
    // Stops every worker and waits for it before the document goes.
    ~DocumentSession() override;

    document::MapDocument* document() const { return doc_; }
    scene::MapScene* scene() const { return scene_; }
    run::RunController* runs() const { return runs_; }
    run::PartitionController* partitions() const { return partitions_; }
    run::AssemblyController* assemblies() const { return assemblies_; }
    // Owned by the scene (and so by this session).
    scene::AssemblyItem* assemblyOverlay() const { return assemblyOverlay_; }
    scene::TeachingOverlay* teaching() const { return teaching_.get(); }

    // Cuts every connection out of the session's objects and retires every run (cancelled, no
    // further report): called just before the session is destroyed, so nothing hears from it
    // while it is torn down. The destructor then waits for the cancelled workers.
    void retire();

private:
    document::MapDocument* doc_;
    scene::MapScene* scene_;
    run::RunController* runs_;
    run::PartitionController* partitions_;
    run::AssemblyController* assemblies_;
    scene::AssemblyItem* assemblyOverlay_;
    std::unique_ptr<scene::TeachingOverlay> teaching_;
};

} // namespace hexloom::ui::session
