#include "ui/session/document_loader.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>
#include <new>
#include <utility>

#include "core/io/map_formats.h"
#include "core/rules/evaluator.h"
#include "ui/dialogs/tiled_kind_map_dialog.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::session {

namespace {

// How far a load is when a Tiled map has been read and its tiles' kinds are asked for.
constexpr int kAskedPercent = 30;

// Reads the file's document into `prepared`; a Tiled map whose tiles have no kind stops at its
// draft instead, which is returned (else null).
std::shared_ptr<const core::io::TiledMapDraft> read(const DocumentLoader::Request& request, PreparedDocument& prepared)
{
    if (request.draft) {
        prepared.loaded = document::loadedDocument(request.draft->finish(request.kinds));
        return nullptr;
    }
    if (!core::io::MapFormats::forPath(request.path).readWith) { // no format that asks for kinds
        prepared.loaded = document::openMapFile(request.path);
        return nullptr;
    }
    auto draft = std::make_shared<core::io::TiledMapDraft>(core::io::TiledMapDraft::read(request.path));
    if (!draft->question.tiles.empty())
        return draft;
    prepared.loaded = document::loadedDocument(draft->finish());
    return nullptr;
}

// The stages a worker goes through, checking for cancellation between them.
DocumentLoader::Outcome prepare(QPromise<DocumentLoader::Outcome>& promise, const DocumentLoader::Request& request)
{
    auto stage = [&promise](int percent, const QString& text) {
        promise.setProgressValueAndText(percent, text);
        return !promise.isCanceled();
    };
    auto prepared = std::make_shared<PreparedDocument>();
    const bool answered = request.draft != nullptr; // the file was read before the kinds were asked
    if (!stage(answered ? kAskedPercent : 1, answered ? DocumentLoader::tr("Reading the tiles with their kinds") : DocumentLoader::tr("Reading the file")))
        return {};
    if (auto asking = read(request, *prepared)) {
        std::vector<QImage> icons = dialogs::TiledKindMapDialog::tileIcons(asking->question, request.path);
        return {nullptr, {}, std::move(asking), std::move(icons)};
    }
    const auto& content = prepared->loaded.content;
    if (!stage(40, DocumentLoader::tr("Building the rules' tables")))
        return {};
    prepared->document.evaluator = std::make_unique<core::rules::Evaluator>(content.board, content.rules);
    if (!stage(55, DocumentLoader::tr("Scoring the map")))
        return {};
    prepared->document.report = prepared->document.evaluator->report(content.map, true);
    if (!stage(85, DocumentLoader::tr("Drawing the overview")))
        return {};
    prepared->scene = scene::SceneParts::build(*content.board, content.map, *content.rules);
    stage(100, DocumentLoader::tr("Showing the map"));
    return {std::move(prepared), {}, {}, {}};
}

void run(QPromise<DocumentLoader::Outcome>& promise, const DocumentLoader::Request& request)
{
    const QString& path = request.path;
    promise.setProgressRange(0, 100);
    DocumentLoader::Outcome outcome;
    try {
        outcome = prepare(promise, request);
    } catch (const std::bad_alloc&) {
        // Before std::exception, whose what() would be a bare "std::bad_alloc" naming no file.
        outcome.error = path + DocumentLoader::tr(": out of memory while opening this map: it needs more memory than Hexloom may use "
                                                  "(see \"Limits\" in docs/robustness.md)");
    } catch (const std::exception& e) {
        outcome.error = text::errorText(e);
    }
    promise.addResult(std::move(outcome));
}

} // namespace

DocumentLoader::DocumentLoader(QObject* parent) : QObject(parent) {}

DocumentLoader::~DocumentLoader() { cancel(); }

void DocumentLoader::start(const QString& path)
{
    cancel();
    path_ = path;
    launch({path, nullptr, {}});
    emit started(path);
}

void DocumentLoader::answer(const core::io::TiledKindMap& kinds)
{
    if (!draft_)
        return;
    launch({path_, std::exchange(draft_, nullptr), kinds});
}

void DocumentLoader::launch(Request request)
{
    watcher_ = new QFutureWatcher<Outcome>(this);
    connect(watcher_, &QFutureWatcherBase::progressValueChanged, this, [this] { emit progress(watcher_->progressValue(), watcher_->progressText()); });
    connect(watcher_, &QFutureWatcherBase::finished, this, &DocumentLoader::finished);
    watcher_->setFuture(QtConcurrent::run(&run, std::move(request)));
}

void DocumentLoader::cancel()
{
    if (!busy())
        return;
    draft_.reset();
    if (watcher_) {
        // The worker stops at its next check; its watcher goes once it has, and says nothing more.
        QFutureWatcher<Outcome>* old = std::exchange(watcher_, nullptr);
        old->disconnect(this);
        old->cancel();
        connect(old, &QFutureWatcherBase::finished, old, &QObject::deleteLater);
        if (old->isFinished())
            old->deleteLater();
        old->setParent(nullptr); // outlives this loader if need be (deleted when its worker ends)
    }
    emit dropped(std::exchange(path_, QString()));
}

void DocumentLoader::finished()
{
    QFutureWatcher<Outcome>* done = std::exchange(watcher_, nullptr);
    done->deleteLater();
    if (done->isCanceled() || done->future().resultCount() == 0) {
        path_.clear();
        return;
    }
    Outcome outcome = done->result();
    if (outcome.draft) {
        draft_ = std::move(outcome.draft);
        emit progress(kAskedPercent, tr("Waiting for the tiles' kinds"));
        emit kindsNeeded(path_, draft_->question, outcome.icons);
        return;
    }
    const QString path = std::exchange(path_, QString());
    if (outcome.prepared)
        emit loaded(std::move(outcome.prepared), path);
    else if (!outcome.error.isEmpty())
        emit failed(path, outcome.error);
}

} // namespace hexloom::ui::session
