#pragma once
// Progress on stderr for commands that can run longer than a second. On a terminal one line is
// rewritten in place (at most 5 times a second, nothing in the first second); elsewhere nothing
// unless --progress, which prints a line per update at most once a second. --quiet silences it.
// Thread-safe: bench's runs report from their threads.
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QString>
#include <mutex>

namespace hexloom::cli {

class ProgressLine {
public:
    static void addOptions(QCommandLineParser& parser);
    // Reads --progress/--quiet; throws UsageError when both are given.
    explicit ProgressLine(const QCommandLineParser& parser);
    ~ProgressLine();

    bool enabled() const { return mode_ != Mode::Off; }
    void update(const QString& text);
    // Ends the line on a terminal (so the command's own output starts on a fresh line).
    void finish();

private:
    enum class Mode { Off, Terminal, Lines };
    Mode mode_ = Mode::Off;
    QElapsedTimer clock_;
    qint64 lastMs_ = -1'000'000;
    bool open_ = false; // a terminal line is showing
    std::mutex mutex_;
};

} // namespace hexloom::cli
