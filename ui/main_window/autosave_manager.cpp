#include "ui/main_window/autosave_manager.h"

#include <QDebug>
#include <QtConcurrent/QtConcurrentRun>

#include "ui/document/map_document.h"

namespace hexloom::ui::main_window {

AutosaveManager::AutosaveManager(std::function<const document::MapDocument*()> current, QObject* parent, int intervalMs,
                                 const QString& folder)
    : QObject(parent), current_(std::move(current)), store_(folder)
{
    timer_.setInterval(intervalMs);
    connect(&timer_, &QTimer::timeout, this, &AutosaveManager::saveNow);
    timer_.start();
    idle_.setSingleShot(true);
    idle_.setInterval(1000);
    connect(&idle_, &QTimer::timeout, this, &AutosaveManager::saveNow);
    connect(&writing_, &QFutureWatcher<bool>::finished, this, [this] {
        if (!writing_.result())
            lastDoc_ = nullptr; // failed: tried again at the next chance, as a write on this thread is
        if (std::exchange(again_, false))
            saveNow();
    });
}

AutosaveManager::~AutosaveManager() { waitForWrite(); }

void AutosaveManager::waitForWrite() { writing_.waitForFinished(); }

void AutosaveManager::saveNow()
{
    const auto* doc = current_();
    if (doc && !doc->isModified()) {
        // Undone back to the saved state: nothing to recover, and an older copy must not be offered.
        if (store_.own().exists())
            discard();
        return;
    }
    if (!doc || (doc == lastDoc_ && doc->revision() == lastRevision_))
        return;
    if (writing_.isRunning()) {
        again_ = true; // the newest state is written once this write is done
        return;
    }
    auto write = [file = store_.own(), contents = document::RecoveryFile::contentsOf(*doc)] {
        try {
            file.write(contents);
            return true;
        } catch (const std::exception& e) {
            qWarning("autosave failed: %s", e.what()); // never interrupts the designer
            return false;
        }
    };
    const bool background = doc->board().size() >= document::MapDocument::kBackgroundScoringHexes;
    if (background)
        writing_.setFuture(QtConcurrent::run(std::move(write)));
    if (background || write()) { // a failed write is tried again at the next chance
        lastDoc_ = doc;
        lastRevision_ = doc->revision();
    }
}

void AutosaveManager::watch(document::MapDocument* doc)
{
    lastDoc_ = nullptr; // a new document may have the old one's address
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, &AutosaveManager::noteEdit);
}

void AutosaveManager::discard()
{
    idle_.stop();
    again_ = false;
    waitForWrite(); // its file must not appear after the removal
    store_.own().remove();
    lastDoc_ = nullptr;
}

} // namespace hexloom::ui::main_window
