#pragma once
// A finished run's result waiting in the gallery, with the map it started from, so accepting it
// changes only what the run changed and keeps what the designer edited since.
#include <QString>
#include <memory>

#include "core/algorithms/snapshot.h"

namespace hexloom::ui::run {

struct Suggestion {
    std::shared_ptr<const core::algorithms::Snapshot> snapshot;
    core::model::Map base; // the document's map at snapshot->revision
    QString algorithmName;
};

} // namespace hexloom::ui::run
