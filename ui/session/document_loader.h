#pragma once
// Opens a map file on a worker thread: parses it, builds the document's evaluator and first score
// and the scene's geometry and overview picture (PreparedDocument), reporting each stage, so the
// GUI keeps drawing while a 250,000-hex file loads. One load at a time: starting another or
// cancelling drops the one in flight (its worker finishes the stage it is in, checks, and stops;
// its result is never delivered). Results arrive on the GUI thread.
// A Tiled map whose tiles have no kind stops after the read: kindsNeeded() hands the question to
// the GUI thread, and answer() finishes the same parse with the designer's kinds on a worker.
#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <memory>
#include <vector>

#include "core/io/tiled_map_draft.h"
#include "ui/session/document_session.h"

namespace hexloom::ui::session {

class DocumentLoader : public QObject {
    Q_OBJECT
public:
    explicit DocumentLoader(QObject* parent = nullptr);
    // Workers still running finish on their own: they touch nothing of this object.
    ~DocumentLoader() override;

    // Starts loading `path` (a native map, a letter file with its rule-set header or a Tiled map),
    // dropping any load in flight.
    void start(const QString& path);
    // After kindsNeeded(): finishes the load with `kinds` for the tiles asked about.
    void answer(const core::io::TiledKindMap& kinds);
    // Drops the load in flight, or the one waiting for kinds.
    void cancel();
    bool busy() const { return watcher_ != nullptr || asking(); }
    bool asking() const { return draft_ != nullptr; } // between kindsNeeded() and answer()/cancel()
    QString path() const { return path_; }

    // What a worker is given: a file to read, or a Tiled map read with the kinds for its tiles.
    struct Request {
        QString path;
        std::shared_ptr<const core::io::TiledMapDraft> draft;
        core::io::TiledKindMap kinds;
    };
    // What a worker hands back: the prepared document, the message naming the file, or a Tiled
    // map read as far as the question about its tiles' kinds.
    struct Outcome {
        std::shared_ptr<PreparedDocument> prepared;
        QString error;
        std::shared_ptr<const core::io::TiledMapDraft> draft;
        std::vector<QImage> icons; // with `draft`: its tiles' images (TiledKindMapDialog::tileIcons)
    };

signals:
    void started(const QString& path);
    // `percent` of the way, with what is being done.
    void progress(int percent, const QString& stage);
    // A Tiled map's tiles have no kind: answer() or cancel() goes on.
    void kindsNeeded(const QString& path, const hexloom::core::io::TiledKindQuestion& question, const std::vector<QImage>& icons);
    void loaded(std::shared_ptr<hexloom::ui::session::PreparedDocument> prepared, const QString& path);
    void failed(const QString& path, const QString& message);
    // Cancelled, or dropped for another load: no loaded()/failed() follows for it.
    void dropped(const QString& path);

private:
    void launch(Request request);
    void finished();

    QFutureWatcher<Outcome>* watcher_ = nullptr; // the load in flight
    std::shared_ptr<const core::io::TiledMapDraft> draft_; // the read waiting for answer(); never with watcher_
    QString path_; // the load's file, from start() to its end
};

} // namespace hexloom::ui::session
