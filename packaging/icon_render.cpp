// hexloom-icon-render SVG THEME_DIR SIZE...: renders the application icon into a hicolor icon theme
// folder, THEME_DIR/<size>x<size>/apps/<svg's base name>.png for each size. Build-time tool only
// (packaging/CMakeLists.txt): the SVG is the one source of every PNG size.
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>
#include <exception>

#include "core/io/atomic_file.h"
#include "core/platform/platform.h"

namespace {
QByteArray renderPng(QSvgRenderer& svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        throw std::runtime_error("cannot encode a " + std::to_string(size) + " px PNG");
    return png;
}
} // namespace

int main(int argc, char** argv)
{
    hexloom::core::platform::useOffscreenGraphicsUnlessSet(); // a build machine has no display
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: hexloom-icon-render SVG THEME_DIR SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "hexloom-icon-render: %s: not a readable SVG\n", qPrintable(args[1]));
        return 1;
    }
    const QString name = QFileInfo(args[1]).completeBaseName() + QStringLiteral(".png");
    try {
        for (qsizetype i = 3; i < args.size(); ++i) {
            bool ok = false;
            const int size = args[i].toInt(&ok);
            if (!ok || size < 8 || size > 1024)
                throw std::runtime_error("size \"" + args[i].toStdString() + "\": expected a number of pixels from 8 to 1024");
            const QString dir = QStringLiteral("%1/%2x%2/apps").arg(args[2]).arg(size);
            if (!QDir().mkpath(dir))
                throw std::runtime_error("cannot create " + dir.toStdString());
            hexloom::core::io::saveFileAtomically(dir + QLatin1Char('/') + name, renderPng(svg, size));
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "hexloom-icon-render: %s\n", e.what());
        return 1;
    }
    return 0;
}
