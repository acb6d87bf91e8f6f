#include "ui/main_window/document_session.h"

#include "ui/run/partition_controller.h"
#include "ui/run/run_controller.h"
#include "ui/run/teaching_overlay.h"
#include "ui/scene/map_scene.h"

namespace hexloom::ui::main_window {

DocumentSession::DocumentSession(document::LoadedDocument loaded, const QString& path, QObject* parent) : QObject(parent)
{
    doc_ = new document::MapDocument(std::move(loaded.content), this);
    doc_->setRulesSource(loaded.rulesSource);
    doc_->setFilePath(path);
    scene_ = new scene::MapScene(doc_, this);
    runs_ = new run::RunController(doc_, this);
    partitions_ = new run::PartitionController(doc_, this);
    teaching_ = std::make_unique<run::TeachingOverlay>(scene_);
    connect(runs_, &run::RunController::cellsApplied, scene_, &scene::MapScene::flash);
}

DocumentSession::~DocumentSession()
{
    // Workers first: they hold the document's board and rules, and report into the controller.
    delete runs_;
    delete partitions_;
}

} // namespace hexloom::ui::main_window
