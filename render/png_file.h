#pragma once
// PNG pictures as files: encoded in memory, then written with core::io::saveFileAtomically, so a
// full disk never leaves a truncated picture over an older one (QImage::save(path) writes over
// the target directly).
#include <QByteArray>
#include <QString>

class QImage;

namespace hexloom::render {

// Throws std::runtime_error when Qt cannot encode the image.
QByteArray encodePng(const QImage& image);
// Throws std::runtime_error "cannot save <path>: <reason>" and keeps the old file on failure.
void savePng(const QString& path, const QImage& image);

} // namespace hexloom::render
