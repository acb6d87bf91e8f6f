#pragma once
// Everything that belongs to one open document: the document, its scene, the run controller
// working on it, the region partitioner's controller and the teaching overlay. The main window
// replaces the whole session on New/Open.
#include <QObject>
#include <memory>

#include "ui/document/document_files.h"

namespace hexloom::ui::scene {
class MapScene;
}
namespace hexloom::ui::run {
class PartitionController;
class RunController;
class TeachingOverlay;
}

namespace hexloom::ui::main_window {

class DocumentSession : public QObject {
    Q_OBJECT
public:
    DocumentSession(document::LoadedDocument loaded, const QString& path, QObject* parent = nullptr);
    ~DocumentSession() override;

    document::MapDocument* document() const { return doc_; }
    scene::MapScene* scene() const { return scene_; }
    run::RunController* runs() const { return runs_; }
    run::PartitionController* partitions() const { return partitions_; }
    run::TeachingOverlay* teaching() const { return teaching_.get(); }

private:
    document::MapDocument* doc_;
    scene::MapScene* scene_;
    run::RunController* runs_;
    run::PartitionController* partitions_;
    std::unique_ptr<run::TeachingOverlay> teaching_;
};

} // namespace hexloom::ui::main_window
