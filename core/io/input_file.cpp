#include "core/io/input_file.h"

#include <QFile>
#include <string>

#include "core/io/parse_error.h"
#include "core/text/core_text.h"
#include "core/platform/regular_file.h"

namespace hexloom::core::io {

namespace {

using text::CoreText;

[[noreturn]] void refuse(const std::string& source, CoreText what) { throw ParseError(source, 0, 0, {}, std::move(what)); }

QByteArray readResource(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        refuse(path.toStdString(), {QT_TRANSLATE_NOOP("hexloom::core", "no such built-in file")});
    return f.read(kMaxInputBytes + 1);
}

} // namespace

QByteArray readInputFile(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return readResource(path);
    // The system calls (and what each kind of non-regular file is called) live in core/platform.
    platform::RegularFileRead read = platform::readRegularFile(path, kMaxInputBytes);
    if (!read.refusal.pattern.empty())
        refuse(path.toStdString(), std::move(read.refusal));
    return std::move(read.data);
}

bool inputPathExists(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return QFile::exists(path);
    return platform::pathEntryExists(path);
}

} // namespace hexloom::core::io
