#include "ui/main_window/autosave_manager.h"

#include <QDebug>

#include "ui/document/map_document.h"

namespace hexloom::ui::main_window {

AutosaveManager::AutosaveManager(std::function<const document::MapDocument*()> current, QObject* parent, int intervalMs)
    : QObject(parent), current_(std::move(current))
{
    timer_.setInterval(intervalMs);
    connect(&timer_, &QTimer::timeout, this, &AutosaveManager::saveNow);
    timer_.start();
}

void AutosaveManager::saveNow()
{
    const auto* doc = current_();
    if (!doc || !doc->isModified() || (doc == lastDoc_ && doc->revision() == lastRevision_))
        return;
    try {
        file_.write(*doc);
        lastDoc_ = doc;
        lastRevision_ = doc->revision();
    } catch (const std::exception& e) {
        qWarning("autosave failed: %s", e.what()); // never interrupts the designer
    }
}

void AutosaveManager::discard()
{
    file_.remove();
    lastDoc_ = nullptr;
}

} // namespace hexloom::ui::main_window
