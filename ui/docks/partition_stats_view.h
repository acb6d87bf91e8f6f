#pragma once
// The Step-mode figures of a partitioning search in two compact rows: heuristic of the state
// expanded last, states expanded, frontier size, restarts and the time spent searching.
#include <QWidget>

#include "ui/run/partition_request.h"

class QLabel;

namespace hexloom::ui::docks {

class PartitionStatsView : public QWidget {
    Q_OBJECT
public:
    explicit PartitionStatsView(QWidget* parent = nullptr);

    void show(const run::PartitionSnapshot& s);

private:
    QLabel* values_[5]; // heuristic, expanded, frontier, restarts, time
};

} // namespace hexloom::ui::docks
