#include "ui/session/document_session.h"

#include "ui/run/assembly_controller.h"
#include "ui/run/partition_controller.h"
#include "ui/run/run_controller.h"
#include "ui/scene/teaching_overlay.h"
#include "ui/scene/assembly_item.h"

namespace hexloom::ui::session {

DocumentSession::DocumentSession(document::LoadedDocument loaded, const QString& path, QObject* parent)
    : DocumentSession(PreparedDocument{std::move(loaded), {}, {}}, path, parent)
{
}

DocumentSession::DocumentSession(PreparedDocument prepared, const QString& path, QObject* parent) : QObject(parent)
{
    doc_ = new document::MapDocument(std::move(prepared.loaded.content), std::move(prepared.document), this);
    doc_->setRulesSource(prepared.loaded.rulesSource);
    doc_->setRecipe(std::move(prepared.loaded.recipe));
    doc_->setFileNotes(std::move(prepared.loaded.notes));
    doc_->setFilePath(path);
    scene_ = new scene::MapScene(doc_, std::move(prepared.scene), this);
    runs_ = new run::RunController(doc_, this);
    partitions_ = new run::PartitionController(doc_, this);
    assemblies_ = new run::AssemblyController(doc_, this);
    assemblyOverlay_ = new scene::AssemblyItem(doc_, &scene_->geometry());
    scene_->addItem(assemblyOverlay_);
    teaching_ = std::make_unique<scene::TeachingOverlay>(scene_);
    connect(runs_, &run::RunController::cellsApplied, scene_, &scene::MapScene::flash);
}

DocumentSession::~DocumentSession()
{
    retire();
    // Workers first: they hold the document's board and rules, and report into the controllers.
    delete runs_;
    delete partitions_;
    delete assemblies_;
    teaching_.reset();
    delete scene_; // its items read the document
    delete doc_;
}

void DocumentSession::retire()
{
    for (QObject* o : std::initializer_list<QObject*>{runs_, partitions_, assemblies_, doc_, doc_->undoStack(), scene_})
        o->disconnect();
    // Cancelled and forgotten at once: no run reports into a session that is going.
    for (run::JobPipeline* p : std::initializer_list<run::JobPipeline*>{runs_, partitions_, assemblies_})
        p->retire();
}

} // namespace hexloom::ui::session
