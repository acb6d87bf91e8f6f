#include "ui/document/recovery_store.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>
#include <stdexcept>

namespace hexloom::ui::document {

namespace {
QString defaultFolder() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery"); }

QString newInstance() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

QString lockPathFor(const QString& jsonPath) { return jsonPath.chopped(5) + QStringLiteral(".lock"); }

QString prepared(QString folder)
{
    if (folder.isEmpty())
        folder = defaultFolder();
    QDir().mkpath(folder);
    return folder;
}
} // namespace

RecoveryStore::RecoveryStore(QString folder)
    : folder_(prepared(std::move(folder))), instance_(newInstance()), lock_(QDir(folder_).filePath(instance_ + QStringLiteral(".lock"))),
      own_(QDir(folder_).filePath(instance_ + QStringLiteral(".json")))
{
    lock_.setStaleLockTime(0); // stale only when its editor no longer runs, never by age
    if (!lock_.tryLock(0))
        qWarning("recovery: cannot lock %s (error %d): another editor may offer this work after a crash",
                 qPrintable(lock_.fileName()), static_cast<int>(lock_.error()));
}

RecoveryStore::~RecoveryStore() = default; // the lock is released; the file stays unless discarded

void RecoveryStore::Orphan::remove()
{
    file.remove();
    lock.reset(); // unlocks and removes the lock file
}

std::vector<RecoveryStore::Orphan> RecoveryStore::claimOrphans() const
{
    std::vector<Orphan> found;
    const QDir dir(folder_);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = info.absoluteFilePath();
        if (path == QFileInfo(own_.path()).absoluteFilePath())
            continue;
        auto lock = std::make_unique<QLockFile>(lockPathFor(path));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue; // its editor is running (or another one is offering it right now)
        RecoveryFile file(path);
        found.push_back({file, file.summary(), std::move(lock)});
    }
    // Hexloom before per-editor recovery kept one file beside the folder, with no lock.
    const RecoveryFile legacy(QFileInfo(folder_).dir().filePath(QStringLiteral("recovery.json")));
    if (QFileInfo(folder_).fileName() == QStringLiteral("recovery") && legacy.exists())
        found.push_back({legacy, legacy.summary(), nullptr});
    std::sort(found.begin(), found.end(), [](const Orphan& a, const Orphan& b) { return a.summary.savedAt > b.summary.savedAt; });
    return found;
}

} // namespace hexloom::ui::document
