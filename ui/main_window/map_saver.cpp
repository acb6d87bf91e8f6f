#include "ui/main_window/map_saver.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QProgressDialog>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include "core/io/map_file.h"
#include "ui/document/document_files.h"
#include "ui/main_window/status_message.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::main_window {

MapSaver::MapSaver(QWidget* window) : QObject(window), window_(window)
{
    connect(&writing_, &QFutureWatcher<QString>::finished, this, &MapSaver::ended);
}

MapSaver::~MapSaver() { writing_.waitForFinished(); } // the file is never left half-replaced

bool MapSaver::save(document::MapDocument* doc, const QString& path)
{
    if (doc->board().size() < document::MapDocument::kBackgroundScoringHexes && !writing()) {
        const Request r{doc, path, doc->revision()};
        try {
            document::saveMapFile(*doc, path);
        } catch (const std::exception& e) {
            lastOk_ = false;
            emit failed(path, ui::text::errorText(e));
            return false;
        }
        lastOk_ = true;
        conclude(r);
        return true;
    }
    if (busy_)
        pending_ = Request{doc, path, 0}; // the newest request wins; its content is taken when it starts
    else
        start(doc, path);
    return true;
}

void MapSaver::start(document::MapDocument* doc, const QString& path)
{
    current_ = {doc, path, doc->revision()};
    busy_ = true;
    tell(tr("Saving %1…").arg(QFileInfo(path).fileName()), 0);
    // Shared, immutable board and rules; the map is copied (a byte or two per hex).
    auto write = [board = doc->content().board, rules = doc->content().rules, map = doc->map(), recipe = doc->recipe(), notes = doc->fileNotes(), path] {
        try {
            // The recipe is written here too: embedding a big start map takes a second.
            auto metadata = document::MapDocument::metadataOf(recipe.get(), notes, rules.get(), map);
            core::io::saveMap(path, core::io::MapFile{rules, false, *board, map, std::move(metadata)});
            return QString();
        } catch (const std::exception& e) {
            return ui::text::errorText(e);
        }
    };
    writing_.setFuture(QtConcurrent::run(std::move(write)));
}

void MapSaver::ended()
{
    const QString error = writing_.result();
    lastOk_ = error.isEmpty();
    tell(QString(), 0);
    if (lastOk_)
        conclude(current_);
    else
        emit failed(current_.path, error);
    busy_ = false;
    if (auto next = std::exchange(pending_, std::nullopt); next && next->doc)
        start(next->doc, next->path);
}

void MapSaver::conclude(const Request& r)
{
    document::MapDocument* doc = r.doc;
    if (!doc)
        return; // replaced meanwhile: the file is written, there is no document to mark
    const bool unchanged = doc->revision() == r.revision;
    if (unchanged)
        doc->undoStack()->setClean();
    tell(unchanged ? tr("Saved %1").arg(QFileInfo(r.path).fileName())
                   : tr("Saved %1 as it was when asked; the edits made since are not saved yet").arg(QFileInfo(r.path).fileName()),
         unchanged ? 3000 : 8000);
    emit saved(doc, r.path, unchanged);
}

void MapSaver::tell(const QString& message, int ms) { showStatus(window_, message, ms); }

bool MapSaver::finish()
{
    if (!writing())
        return lastOk_;
    QProgressDialog progress(tr("Saving %1…").arg(QFileInfo(pending_ ? pending_->path : current_.path).fileName()), QString(), 0, 0,
                             window_);
    progress.setWindowTitle(tr("Saving"));
    progress.setWindowModality(Qt::WindowModal); // no edit reaches the map until the file is written
    progress.setMinimumDuration(200);
    progress.setCancelButton(nullptr);
    QEventLoop loop;
    connect(&writing_, &QFutureWatcher<QString>::finished, &loop, [&] {
        if (!writing())
            loop.quit();
    }, Qt::QueuedConnection); // after ended() has started a pending write
    if (writing())
        loop.exec();
    return lastOk_;
}

} // namespace hexloom::ui::main_window
