#pragma once
// Autosaves the open document to the recovery file every few seconds while it has unsaved
// changes, and removes the file when the work is saved or discarded on purpose.
#include <QObject>
#include <QTimer>
#include <functional>

#include "ui/document/recovery_file.h"

namespace hexloom::ui::main_window {

class AutosaveManager : public QObject {
    Q_OBJECT
public:
    AutosaveManager(std::function<const document::MapDocument*()> current, QObject* parent = nullptr, int intervalMs = 15000);

    const document::RecoveryFile& file() const { return file_; }
    int intervalMs() const { return timer_.interval(); }
    void setIntervalMs(int ms) { timer_.setInterval(ms); }
    // Writes now when there are unsaved changes not yet autosaved.
    void saveNow();
    // The work is safe (saved) or deliberately discarded.
    void discard();

private:
    std::function<const document::MapDocument*()> current_;
    document::RecoveryFile file_;
    QTimer timer_;
    const void* lastDoc_ = nullptr;
    uint64_t lastRevision_ = 0;
};

} // namespace hexloom::ui::main_window
