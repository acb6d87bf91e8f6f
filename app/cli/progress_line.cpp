#include "app/cli/progress_line.h"

#include <cstdio>

#include "app/cli/cli_common.h"
#include "core/platform/platform.h"

namespace hexloom::cli {

void ProgressLine::addOptions(QCommandLineParser& parser)
{
    parser.addOptions({{QStringLiteral("progress"), QStringLiteral("Report progress on stderr even when it is not a terminal.")},
                       {QStringLiteral("quiet"), QStringLiteral("No progress on stderr.")}});
}

ProgressLine::ProgressLine(const QCommandLineParser& parser)
{
    const bool force = parser.isSet(QStringLiteral("progress")), quiet = parser.isSet(QStringLiteral("quiet"));
    if (force && quiet)
        throw UsageError("give --progress or --quiet, not both");
    const bool terminal = core::platform::stderrIsTerminal();
    mode_ = quiet ? Mode::Off : terminal ? Mode::Terminal : force ? Mode::Lines : Mode::Off;
    clock_.start();
}

ProgressLine::~ProgressLine() { finish(); }

void ProgressLine::update(const QString& text)
{
    if (mode_ == Mode::Off)
        return;
    std::lock_guard lock(mutex_);
    const qint64 now = clock_.elapsed();
    // Terminal: nothing for short runs, then 5 updates a second. Lines: once a second.
    const qint64 gap = mode_ == Mode::Terminal ? 200 : 1000;
    if ((mode_ == Mode::Terminal && now < 1000) || now - lastMs_ < gap)
        return;
    lastMs_ = now;
    const QByteArray line = QStringLiteral("%1 s: %2").arg(now / 1000.0, 0, 'f', 1).arg(text).toLocal8Bit();
    if (mode_ == Mode::Terminal) {
        std::fprintf(stderr, "\r\033[K%s", line.constData());
        open_ = true;
    } else {
        std::fprintf(stderr, "%s\n", line.constData());
    }
    std::fflush(stderr);
}

void ProgressLine::finish()
{
    std::lock_guard lock(mutex_);
    if (open_)
        std::fputs("\r\033[K", stderr); // clear the line: the results follow on stdout
    open_ = false;
}

} // namespace hexloom::cli
