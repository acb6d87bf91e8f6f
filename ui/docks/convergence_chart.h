#pragma once
// Best and current score of a run against time or iterations, optionally one line per
// requirement (the best map's violations), with hill-climbing restarts marked. The best line (and
// the per-requirement lines) have their own scale on the right: a search's current state often
// scores ten times its best, which would flatten the best line against the bottom.
#include <QChartView>
#include <QStringList>
#include <vector>

#include "core/search/snapshot.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace hexloom::ui::docks {

class ConvergenceChart : public QChartView {
    Q_OBJECT
public:
    explicit ConvergenceChart(QWidget* parent = nullptr);

    // A new run; `requirementNames` label the per-requirement lines.
    void reset(const QStringList& requirementNames);
    void addPoints(const std::vector<core::search::ProgressPoint>& points);
    // A restart at this progress (drawn as a marker on the current line).
    void addRestart(const core::search::ProgressPoint& at);
    void setAgainstIterations(bool iterations);
    void setShowRequirements(bool on);
    int pointCount() const { return static_cast<int>(points_.size()); }
    int restartCount() const { return static_cast<int>(restartPoints_.size()); }
    // The vertical ranges shown: the current line's scale (left) and the best line's (right).
    std::pair<double, double> currentRange() const;
    std::pair<double, double> bestRange() const;

private:
    void rebuild();
    double xOf(const core::search::ProgressPoint& p) const;
    void append(const core::search::ProgressPoint& p);
    void fitAxes();
    static void fitAxis(QValueAxis* axis, double max);
    void noteMaxima(const core::search::ProgressPoint& p);

    QLineSeries* best_;
    QLineSeries* current_;
    QScatterSeries* restarts_;
    std::vector<QLineSeries*> perRequirement_;
    QValueAxis* x_;
    QValueAxis* y_;     // current
    QValueAxis* yBest_; // best and per requirement
    QStringList names_;
    std::vector<core::search::ProgressPoint> points_;
    std::vector<core::search::ProgressPoint> restartPoints_;
    bool iterations_ = false;
    bool showRequirements_ = false;
    double maxX_ = 0, maxY_ = 0, maxBest_ = 0;
};

} // namespace hexloom::ui::docks
