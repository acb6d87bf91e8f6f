#include "ui/session/document_loader.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>
#include <new>
#include <utility>

#include "core/rules/evaluator.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::session {

namespace {

// The stages a worker goes through, checking for cancellation between them.
DocumentLoader::Outcome prepare(QPromise<DocumentLoader::Outcome>& promise, const QString& path)
{
    auto stage = [&promise](int percent, const QString& text) {
        promise.setProgressValueAndText(percent, text);
        return !promise.isCanceled();
    };
    auto prepared = std::make_shared<PreparedDocument>();
    if (!stage(1, DocumentLoader::tr("Reading the file")))
        return {};
    prepared->loaded = document::openMapFile(path);
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
    return {std::move(prepared), {}};
}

void run(QPromise<DocumentLoader::Outcome>& promise, const QString& path)
{
    promise.setProgressRange(0, 100);
    DocumentLoader::Outcome outcome;
    try {
        outcome = prepare(promise, path);
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
    watcher_ = new QFutureWatcher<Outcome>(this);
    connect(watcher_, &QFutureWatcherBase::progressValueChanged, this, [this] { emit progress(watcher_->progressValue(), watcher_->progressText()); });
    connect(watcher_, &QFutureWatcherBase::finished, this, &DocumentLoader::finished);
    watcher_->setFuture(QtConcurrent::run(&run, path));
    emit started(path);
}

void DocumentLoader::cancel()
{
    if (!watcher_)
        return;
    // The worker stops at its next check; its watcher goes once it has, and says nothing more.
    QFutureWatcher<Outcome>* old = std::exchange(watcher_, nullptr);
    old->disconnect(this);
    old->cancel();
    connect(old, &QFutureWatcherBase::finished, old, &QObject::deleteLater);
    if (old->isFinished())
        old->deleteLater();
    old->setParent(nullptr); // outlives this loader if need be (deleted when its worker ends)
    emit dropped(std::exchange(path_, QString()));
}

void DocumentLoader::finished()
{
    QFutureWatcher<Outcome>* done = std::exchange(watcher_, nullptr);
    const QString path = std::exchange(path_, QString());
    done->deleteLater();
    if (done->isCanceled() || done->future().resultCount() == 0)
        return;
    Outcome outcome = done->result();
    if (outcome.prepared)
        emit loaded(std::move(outcome.prepared), path);
    else if (!outcome.error.isEmpty())
        emit failed(path, outcome.error);
}

} // namespace hexloom::ui::session
