#pragma once
// Autosaves the open document to this editor's own recovery file (document::RecoveryStore): one
// second after the last undoable edit, and at least every interval while a run changes the map.
// Removes the file when the work is saved or discarded on purpose. At most the last idle second
// of edits (or one interval of a live run's changes) is lost when the editor is killed. On boards of
// MapDocument::kBackgroundScoringHexes or more the file is written on a worker (a 250,000-hex map's
// JSON takes the best part of a second) from a copy of the content taken here.
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <functional>

#include "ui/document/recovery_store.h"

namespace hexloom::ui::main_window {

class AutosaveManager : public QObject {
    Q_OBJECT
public:
    // `folder` empty: the standard recovery folder (tests pass a scratch one).
    AutosaveManager(std::function<const document::MapDocument*()> current, QObject* parent = nullptr, int intervalMs = 15000,
                    const QString& folder = {});

    const document::RecoveryFile& file() const { return store_.own(); }
    document::RecoveryStore& store() { return store_; }
    int intervalMs() const { return timer_.interval(); }
    void setIntervalMs(int ms) { timer_.setInterval(ms); }
    int idleMs() const { return idle_.interval(); }
    void setIdleMs(int ms) { idle_.setInterval(ms); }
    // An undoable edit happened: save once the designer has paused for idleMs().
    void noteEdit() { idle_.start(); }
    // The open document was replaced by `doc`: its undoable edits start the idle save.
    void watch(document::MapDocument* doc);
    // Writes now when there are unsaved changes not yet autosaved (a big board: starts writing).
    void saveNow();
    // Blocks until a background write has ended (tests; discard() and the destructor do it too).
    void waitForWrite();
    ~AutosaveManager() override;
    // The work is safe (saved) or deliberately discarded.
    void discard();

private:
    std::function<const document::MapDocument*()> current_;
    document::RecoveryStore store_;
    QTimer timer_;
    QTimer idle_;
    const void* lastDoc_ = nullptr;
    uint64_t lastRevision_ = 0;
    QFutureWatcher<bool> writing_; // a background write; saveNow() again afterwards if asked meanwhile
    bool again_ = false;
};

} // namespace hexloom::ui::main_window
