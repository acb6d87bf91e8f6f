#include "core/io/make_folder.h"

#include <QDir>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace hexloom::core::io {

void makeFolder(const QString& dir)
{
    if (QFileInfo(dir).isDir())
        return;
    errno = 0;
    if (QDir().mkpath(dir))
        return;
    const int reason = errno; // mkpath leaves mkdir's errno for a refusal (EROFS, EACCES, ENOSPC, ENOTDIR)
    throw std::runtime_error("cannot make the folder " + dir.toStdString() + (reason ? ": " + std::string(std::strerror(reason)) : std::string()));
}

} // namespace hexloom::core::io
