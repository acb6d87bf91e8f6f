#pragma once
// Replay of a finished run: the snapshots the canvas received from the run (its first job) are
// kept, and once the run has ended a slider scrubs through them; the window shows the chosen
// snapshot's map (where it differs from the map now) and its teaching state on the canvas.
// Long runs keep at most kMaxSnapshots, thinned evenly (the first and the newest always stay).
#include <QWidget>
#include <memory>
#include <vector>

#include "core/search/snapshot.h"

class QAction;
class QLabel;
class QSlider;

namespace hexloom::ui::docks {

class RunReplay : public QWidget {
    Q_OBJECT
public:
    explicit RunReplay(QWidget* parent = nullptr);

    void clear();
    void record(std::shared_ptr<const core::search::Snapshot> s);
    // The run ended: the slider appears (at the newest snapshot) when there is something to scrub.
    void runFinished();
    int count() const { return static_cast<int>(snapshots_.size()); }
    int position() const;
    // Shows snapshot `index` (clamped); the newest one means "the map now" (nothing overlaid).
    void showIndex(int index);
    // Search menu: one snapshot back / forward (Ctrl+Alt+Left / Right).
    QAction* backAction() const { return back_; }
    QAction* forwardAction() const { return forward_; }
    static constexpr size_t kMaxSnapshots = 400;

signals:
    // Null: the replay is at the end (or cleared): show the map as it is.
    void showSnapshot(std::shared_ptr<const hexloom::core::search::Snapshot> snapshot);

private:
    void updateLabel();

    std::vector<std::shared_ptr<const core::search::Snapshot>> snapshots_;
    QSlider* slider_;
    QLabel* label_;
    QAction* back_;
    QAction* forward_;
};

} // namespace hexloom::ui::docks
