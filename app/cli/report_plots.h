#pragma once
// PNG plots for reproduce's reports, drawn with QPainter (no display needed): box plots of a
// score per setting and score-over-time lines. Returns the PNG bytes (written atomically by the
// caller).
#include <QByteArray>
#include <QString>
#include <utility>
#include <vector>

namespace hexloom::cli {

struct BoxSeries {
    QString label;
    std::vector<double> values;
};

// One box per series: median line, quartile box, whiskers to min and max, the mean as a dot.
QByteArray boxPlotPng(const QString& title, const QString& yLabel, const std::vector<BoxSeries>& series);

struct LineSeries {
    QString label;
    std::vector<std::pair<double, double>> points; // (x, y), x ascending
};

// Step lines (a best-so-far curve holds its value until the next point).
QByteArray stepPlotPng(const QString& title, const QString& xLabel, const QString& yLabel, const std::vector<LineSeries>& series);

} // namespace hexloom::cli
