#pragma once
// Crash recovery for several editors at once. Every running editor owns one recovery file in the
// recovery folder (AppDataLocation/recovery/<instance>.json) and holds a lock beside it
// (<instance>.lock, a QLockFile) for as long as it runs. A recovery file whose lock is free
// belongs to an editor that is gone (killed, crashed): only such orphans are offered at start, so
// one editor never offers, restores or deletes another live editor's work.
#include <QDateTime>
#include <QLockFile>
#include <QString>
#include <memory>
#include <vector>

#include "ui/document/recovery_file.h"

namespace hexloom::ui::document {

class RecoveryStore {
public:
    // `folder` empty: AppDataLocation/recovery. Creates the folder, picks a new instance name and
    // takes its lock.
    explicit RecoveryStore(QString folder = {});
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore&) = delete;
    RecoveryStore& operator=(const RecoveryStore&) = delete;

    const QString& folder() const { return folder_; }
    // This editor's own recovery file.
    const RecoveryFile& own() const { return own_; }

    // Work left by an editor that is gone, claimed by this store (its lock is held) until the
    // Orphan is destroyed; so a second editor starting at the same moment does not offer it too.
    struct Orphan {
        RecoveryFile file;
        RecoveryFile::Summary summary;
        std::unique_ptr<QLockFile> lock; // null for a recovery file of an older Hexloom (no lock)
        // Deletes the file (restored or discarded on purpose) and releases the claim.
        void remove();
    };
    // Newest first. Damaged files are listed too (summary.readable false), so they can be
    // discarded rather than offered for ever.
    std::vector<Orphan> claimOrphans() const;

private:
    QString folder_;
    QString instance_;
    QLockFile lock_;
    RecoveryFile own_;
};

} // namespace hexloom::ui::document
