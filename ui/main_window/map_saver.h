#pragma once
// Writes the open document to its map file for File → Save and Save As. A map of
// MapDocument::kBackgroundScoringHexes hexes or more is written on a worker (a 250,000-hex map is
// 12 MB of JSON: half a second of writing) from the content as it was when the designer asked, so
// the editor keeps responding and the designer can go on editing; smaller maps are written at once.
// Either way the write is atomic: on failure the old file stays whole and the designer is told.
//
// When a background write ends, the document is marked saved only if it is still the open document
// and has not changed since the request (edits made meanwhile stay unsaved, and the recovery file
// keeps them). A second Save while one is writing is written after it, with the newer content.
// finish() waits for a write in flight with a progress dialog while the event loop keeps turning;
// the unsaved-changes prompt and closing the window use it, so neither acts on a half-done save.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>
#include <optional>

#include "ui/document/map_document.h"

class QWidget;

namespace hexloom::ui::main_window {

class MapSaver : public QObject {
    Q_OBJECT
public:
    explicit MapSaver(QWidget* window);
    ~MapSaver() override;

    // Saves `doc` to `path`: at once (true when written, false when it failed and `failed` was
    // emitted) or, on a big board, on a worker (true: started; the end is `saved` or `failed`).
    bool save(document::MapDocument* doc, const QString& path);
    bool writing() const { return busy_; } // from the request until its end is handled (marked saved or warned)
    // Waits for the writes in flight (a progress dialog over the window after 0.2 s); true when the
    // last of them succeeded or there was none.
    bool finish();

signals:
    // `doc` was written to `path`; `unchanged`: the document is still as it was when asked (it is
    // then marked saved here, before the signal).
    void saved(hexloom::ui::document::MapDocument* doc, const QString& path, bool unchanged);
    void failed(const QString& path, const QString& message);

private:
    struct Request {
        QPointer<document::MapDocument> doc;
        QString path;
        uint64_t revision = 0;
    };
    void start(document::MapDocument* doc, const QString& path);
    void ended();
    // Marks the document saved (when unchanged since `r`) and emits `saved`.
    void conclude(const Request& r);
    void tell(const QString& message, int ms); // in the window's status bar

    QWidget* window_;
    QFutureWatcher<QString> writing_; // the worker's error message, empty on success
    Request current_;
    std::optional<Request> pending_; // asked while writing: written next, with the content then
    bool lastOk_ = true;
    bool busy_ = false;
};

} // namespace hexloom::ui::main_window
