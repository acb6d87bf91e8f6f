#include "ui/docks/convergence_chart.h"

#include <QChart>
#include <QLocale>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace hexloom::ui::docks {

using core::search::ProgressPoint;

namespace {
// Older points are thinned out beyond this, so a long run keeps a light chart.
constexpr size_t kMaxPoints = 4000;
} // namespace

ConvergenceChart::ConvergenceChart(QWidget* parent) : QChartView(parent)
{
    auto* chart = new QChart;
    chart->setMargins(QMargins(2, 2, 2, 2));
    // Axis numbers in the editor's locale ("0,5" in German; %g alone writes "0.5" in every language),
    // without a group separator ("2.000" reads as two in German).
    QLocale numbers;
    numbers.setNumberOptions(numbers.numberOptions() | QLocale::OmitGroupSeparator);
    chart->setLocale(numbers);
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont small = chart->legend()->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    chart->legend()->setFont(small);
    chart->legend()->setShowToolTips(true); // a name cut short shows in full on hover
    best_ = new QLineSeries(chart);
    best_->setName(tr("best"));
    best_->setPen(QPen(QColor(20, 110, 200), 2));
    current_ = new QLineSeries(chart);
    current_->setName(tr("current"));
    current_->setPen(QPen(QColor(230, 140, 20), 1));
    restarts_ = new QScatterSeries(chart);
    restarts_->setName(tr("restart"));
    restarts_->setMarkerSize(7);
    restarts_->setColor(QColor(200, 30, 30));
    x_ = new QValueAxis(chart);
    y_ = new QValueAxis(chart);
    yBest_ = new QValueAxis(chart);
    y_->setTitleText(tr("current"));
    yBest_->setTitleText(tr("best"));
    for (QValueAxis* a : {y_, yBest_}) {
        a->setTickCount(4);
        a->setLabelFormat(QStringLiteral("%.6g")); // localised labels need a precision (Qt Charts 6.4 leaves "%g" blank)
    }
    for (auto [axis, colour] : {std::pair{y_, current_->pen().color()}, std::pair{yBest_, best_->pen().color()}}) {
        axis->setLabelsColor(colour.darker(130)); // which scale belongs to which line
        axis->setTitleBrush(colour.darker(130));
        axis->setLinePenColor(colour);
    }
    x_->setLabelFormat(QStringLiteral("%.6g"));
    chart->addAxis(x_, Qt::AlignBottom);
    chart->addAxis(y_, Qt::AlignLeft);
    chart->addAxis(yBest_, Qt::AlignRight);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{current_, best_, restarts_}) {
        chart->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(s == best_ ? yBest_ : y_);
    }
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);
    reset({});
}

void ConvergenceChart::reset(const QStringList& requirementNames)
{
    names_ = requirementNames;
    points_.clear();
    restartPoints_.clear();
    rebuild();
}

double ConvergenceChart::xOf(const ProgressPoint& p) const { return iterations_ ? static_cast<double>(p.iteration) : p.elapsedSeconds; }

void ConvergenceChart::append(const ProgressPoint& p)
{
    const double x = xOf(p);
    best_->append(x, p.best);
    current_->append(x, p.current);
    for (size_t i = 0; i < perRequirement_.size() && i < p.bestCounts.size(); ++i)
        perRequirement_[i]->append(x, p.bestCounts[i]);
    noteMaxima(p);
}

void ConvergenceChart::noteMaxima(const ProgressPoint& p)
{
    maxX_ = std::max(maxX_, xOf(p));
    maxY_ = std::max({maxY_, p.best, p.current});
    maxBest_ = std::max(maxBest_, p.best);
    for (size_t i = 0; i < perRequirement_.size() && i < p.bestCounts.size(); ++i)
        maxBest_ = std::max(maxBest_, static_cast<double>(p.bestCounts[i]));
}

void ConvergenceChart::addPoints(const std::vector<ProgressPoint>& points)
{
    if (points.empty())
        return;
    points_.insert(points_.end(), points.begin(), points.end());
    if (points_.size() > kMaxPoints) {
        std::vector<ProgressPoint> thin;
        for (size_t i = 0; i < points_.size(); i += 2)
            thin.push_back(points_[i]);
        thin.push_back(points_.back());
        points_ = std::move(thin);
        rebuild();
        return;
    }
    // One append per series for the whole batch (a repaint of the chart each), and an axis refit
    // only when a new point falls outside it: every range change lays out every series again
    // (3-6 ms of the GUI thread when all three axes were refitted, late in a long run or in a
    // frame that also applies a 30,000-hex snapshot). The time axis grows by half again, so a run
    // refits it a handful of times, not at every poll.
    QList<QPointF> best, current;
    std::vector<QList<QPointF>> counts(perRequirement_.size());
    for (const auto& p : points) {
        const double x = xOf(p);
        best.append({x, p.best});
        current.append({x, p.current});
        for (size_t i = 0; i < perRequirement_.size() && i < p.bestCounts.size(); ++i)
            counts[i].append({x, static_cast<double>(p.bestCounts[i])});
        noteMaxima(p);
    }
    best_->append(best);
    current_->append(current);
    for (size_t i = 0; i < perRequirement_.size(); ++i)
        perRequirement_[i]->append(counts[i]);
    if (maxX_ > x_->max())
        fitAxis(x_, 1.5 * maxX_);
    if (maxY_ > y_->max())
        fitAxis(y_, maxY_ * 1.05);
    if (maxBest_ > yBest_->max())
        fitAxis(yBest_, maxBest_ * 1.05);
}

void ConvergenceChart::fitAxis(QValueAxis* axis, double max)
{
    axis->setRange(0, max);
    axis->applyNiceNumbers();
}

void ConvergenceChart::addRestart(const ProgressPoint& at)
{
    restartPoints_.push_back(at);
    restarts_->append(xOf(at), at.current);
}

void ConvergenceChart::setAgainstIterations(bool iterations)
{
    iterations_ = iterations;
    rebuild();
}

void ConvergenceChart::setShowRequirements(bool on)
{
    showRequirements_ = on;
    rebuild();
}

void ConvergenceChart::rebuild()
{
    for (QLineSeries* s : perRequirement_) {
        chart()->removeSeries(s);
        delete s;
    }
    perRequirement_.clear();
    if (showRequirements_)
        for (const QString& name : names_) {
            auto* s = new QLineSeries(chart());
            s->setName(name);
            chart()->addSeries(s);
            s->attachAxis(x_);
            s->attachAxis(yBest_);
            perRequirement_.push_back(s);
        }
    best_->clear();
    current_->clear();
    restarts_->clear();
    maxX_ = 0;
    maxY_ = 0;
    maxBest_ = 0;
    for (const auto& p : points_)
        append(p);
    for (const auto& p : restartPoints_)
        restarts_->append(xOf(p), p.current);
    x_->setTitleText(iterations_ ? tr("iterations") : tr("seconds"));
    fitAxes();
}

void ConvergenceChart::fitAxes()
{
    x_->setRange(0, std::max(maxX_, iterations_ ? 10.0 : 0.1));
    y_->setRange(0, std::max(1.0, maxY_ * 1.05));
    yBest_->setRange(0, std::max(1.0, maxBest_ * 1.05));
    x_->applyNiceNumbers();
    y_->applyNiceNumbers();
    yBest_->applyNiceNumbers();
}

std::pair<double, double> ConvergenceChart::currentRange() const { return {y_->min(), y_->max()}; }

std::pair<double, double> ConvergenceChart::bestRange() const { return {yBest_->min(), yBest_->max()}; }

} // namespace hexloom::ui::docks
