#pragma once
// The key to the teaching view's marks on the canvas, under the Progress chart: the heat map's
// colour scale (ant colony pheromone of the chosen tile kind, scaled to the most on any hex;
// particle-swarm agreement from 0 to 100 %) and the swatches of the last move and the tabu
// hexes. Hidden while there is nothing on the canvas to explain.
#include <QWidget>
#include <memory>

#include "core/search/snapshot.h"

namespace hexloom::ui::docks {

class HeatLegend : public QWidget {
    Q_OBJECT
public:
    explicit HeatLegend(QWidget* parent = nullptr);

    // The teaching state the canvas shows now (a snapshot without one hides the legend).
    void showState(const core::search::Snapshot& s);
    // -1: the kind the best map has in each hex; otherwise an index into the state's kinds.
    void setPheromoneKind(int kind);
    void clear();
    // What the legend says, one entry per row (for tests and the tooltip).
    QStringList entries() const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    struct Row {
        QString text;
        QColor colour;
        bool gradient = false; // a scale from clear to `colour`, else a swatch
        QString low, high;     // the scale's ends
        bool dot = false;      // a swatch drawn as the canvas's dot (tabu), else as its outline
    };
    void rebuild();

    std::shared_ptr<const core::search::TeachingState> state_;
    int pheromoneKind_ = -1;
    std::vector<Row> rows_;
};

} // namespace hexloom::ui::docks
