#include "app/cli/report_plots.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace hexloom::cli {

namespace {

constexpr int kWidth = 800, kHeight = 450;
const QRectF kPlot(70, 40, 700, 320); // the data area; labels around it

const QColor kColours[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44), QColor(214, 39, 40),
                           QColor(148, 103, 189), QColor(140, 86, 75), QColor(227, 119, 194), QColor(127, 127, 127)};

// Maps a value range onto the plot's vertical extent, with round tick values.
struct Axis {
    double low = 0, high = 1;
    double y(double v) const { return kPlot.bottom() - (v - low) / (high - low) * kPlot.height(); }
};

Axis axisFor(double low, double high)
{
    if (!(high > low)) {
        low -= 1;
        high += 1;
    }
    const double step = std::pow(10.0, std::floor(std::log10((high - low) / 5)));
    return {std::floor(low / step) * step, std::ceil(high / step) * step};
}

QByteArray png(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

void frame(QPainter& p, const QString& title, const QString& yLabel, const Axis& axis)
{
    p.fillRect(QRect(0, 0, kWidth, kHeight), Qt::white);
    p.setPen(Qt::black);
    QFont f = p.font();
    f.setPixelSize(16);
    p.setFont(f);
    p.drawText(QRectF(0, 5, kWidth, 30), Qt::AlignCenter, title);
    f.setPixelSize(12);
    p.setFont(f);
    p.drawRect(kPlot);
    for (int i = 0; i <= 5; ++i) {
        const double v = axis.low + (axis.high - axis.low) * i / 5;
        const double y = axis.y(v);
        p.setPen(QColor(220, 220, 220));
        p.drawLine(QPointF(kPlot.left(), y), QPointF(kPlot.right(), y));
        p.setPen(Qt::black);
        p.drawText(QRectF(0, y - 8, kPlot.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter, QString::number(v, 'g', 4));
    }
    p.save();
    p.translate(14, kPlot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-100, -8, 200, 16), Qt::AlignCenter, yLabel);
    p.restore();
}

double quantile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    const double at = q * static_cast<double>(v.size() - 1);
    const auto i = static_cast<size_t>(std::floor(at));
    const size_t j = std::min(i + 1, v.size() - 1);
    return v[i] + (v[j] - v[i]) * (at - static_cast<double>(i));
}

} // namespace

QByteArray boxPlotPng(const QString& title, const QString& yLabel, const std::vector<BoxSeries>& series)
{
    double low = INFINITY, high = -INFINITY;
    for (const auto& s : series)
        for (double v : s.values) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    const Axis axis = axisFor(std::isfinite(low) ? low : 0, std::isfinite(high) ? high : 1);
    QImage image(kWidth, kHeight, QImage::Format_RGB32);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    frame(p, title, yLabel, axis);
    const double slot = kPlot.width() / std::max<size_t>(series.size(), 1);
    for (size_t i = 0; i < series.size(); ++i) {
        const double cx = kPlot.left() + slot * (static_cast<double>(i) + 0.5), half = std::min(30.0, slot * 0.3);
        p.setPen(Qt::black);
        p.save();
        p.translate(cx, kPlot.bottom() + 8);
        p.rotate(series.size() > 6 ? 30 : 0);
        p.drawText(QRectF(series.size() > 6 ? 0 : -slot / 2, 0, series.size() > 6 ? 160 : slot, 16),
                   series.size() > 6 ? Qt::AlignLeft : Qt::AlignHCenter, series[i].label);
        p.restore();
        const auto& v = series[i].values;
        if (v.empty())
            continue;
        const double q1 = quantile(v, 0.25), q2 = quantile(v, 0.5), q3 = quantile(v, 0.75);
        const double lo = *std::min_element(v.begin(), v.end()), hi = *std::max_element(v.begin(), v.end());
        const QColor colour = kColours[i % std::size(kColours)];
        p.setPen(QPen(colour.darker(), 1.5));
        p.drawLine(QPointF(cx, axis.y(lo)), QPointF(cx, axis.y(q1)));
        p.drawLine(QPointF(cx, axis.y(q3)), QPointF(cx, axis.y(hi)));
        p.drawLine(QPointF(cx - half / 2, axis.y(lo)), QPointF(cx + half / 2, axis.y(lo)));
        p.drawLine(QPointF(cx - half / 2, axis.y(hi)), QPointF(cx + half / 2, axis.y(hi)));
        p.setBrush(colour.lighter(150));
        p.drawRect(QRectF(QPointF(cx - half, axis.y(q3)), QPointF(cx + half, axis.y(q1))));
        p.setPen(QPen(Qt::black, 2));
        p.drawLine(QPointF(cx - half, axis.y(q2)), QPointF(cx + half, axis.y(q2)));
        double mean = 0;
        for (double x : v)
            mean += x / static_cast<double>(v.size());
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(cx, axis.y(mean)), 3, 3);
    }
    p.end();
    return png(image);
}

QByteArray stepPlotPng(const QString& title, const QString& xLabel, const QString& yLabel, const std::vector<LineSeries>& series)
{
    double low = INFINITY, high = -INFINITY, xMax = 0;
    for (const auto& s : series)
        for (const auto& [x, y] : s.points) {
            low = std::min(low, y);
            high = std::max(high, y);
            xMax = std::max(xMax, x);
        }
    const Axis axis = axisFor(std::isfinite(low) ? std::min(low, 0.0) : 0, std::isfinite(high) ? high : 1);
    const double xHigh = xMax > 0 ? xMax : 1;
    QImage image(kWidth, kHeight, QImage::Format_RGB32);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    frame(p, title, yLabel, axis);
    p.drawText(QRectF(kPlot.left(), kPlot.bottom() + 22, kPlot.width(), 16), Qt::AlignCenter,
               xLabel + QStringLiteral(" (0 to ") + QString::number(xHigh, 'g', 4) + QLatin1Char(')'));
    for (size_t i = 0; i < series.size(); ++i) {
        const auto& pts = series[i].points;
        if (pts.empty())
            continue;
        QPainterPath path;
        auto px = [&](double x) { return kPlot.left() + x / xHigh * kPlot.width(); };
        path.moveTo(px(pts[0].first), axis.y(pts[0].second));
        for (size_t k = 1; k < pts.size(); ++k) {
            path.lineTo(px(pts[k].first), axis.y(pts[k - 1].second));
            path.lineTo(px(pts[k].first), axis.y(pts[k].second));
        }
        const QColor colour = kColours[i % std::size(kColours)];
        p.setPen(QPen(colour, 2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.drawText(QRectF(kPlot.right() - 220, kPlot.top() + 6 + 16 * static_cast<double>(i), 210, 16), Qt::AlignRight, series[i].label);
    }
    p.end();
    return png(image);
}

} // namespace hexloom::cli
