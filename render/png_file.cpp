#include "render/png_file.h"

#include <QBuffer>
#include <QImage>
#include <stdexcept>

#include "core/io/atomic_file.h"

namespace hexloom::render {

QByteArray encodePng(const QImage& image)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, "PNG"))
        throw std::runtime_error("cannot encode the PNG picture (" + std::to_string(image.width()) + "x" +
                                 std::to_string(image.height()) + " pixels)");
    return data;
}

void savePng(const QString& path, const QImage& image)
{
    const QByteArray data = encodePng(image);
    core::io::saveFileAtomically(path, data);
}

} // namespace hexloom::render
