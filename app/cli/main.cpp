// hexloom-cli: scoring, converting, rendering, generating and benchmarking without a display.
#include <QFileInfo>
#include <QGuiApplication>
#include <cerrno>
#include <new>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "core/platform/platform.h"
#include "render/tiled_tile_painter.h"
#include "render/tts_board_painter.h"

namespace {

struct CommandEntry {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args);
};

// One line per command.
const CommandEntry kCommands[] = {
    {"score", "Score a map: violations per requirement and the weighted total", hexloom::cli::runScore},
    {"convert", "Convert a map between formats: native JSON, letters, Tiled (.tmj, .tmx)", hexloom::cli::runConvert},
    {"render", "Draw a map to PNG/SVG, optionally outlining violations", hexloom::cli::runRender},
    {"generate", "Search the unlocked cells of a map from a seed; write the map, a picture, a trace", hexloom::cli::runGenerate},
    {"replay", "Make a generated map again from its recipe (in the map, or the one-line text)", hexloom::cli::runReplay},
    {"bench", "Run an algorithm over many seeds (and a parameter grid): scores, times, ANOVA", hexloom::cli::runBench},
    {"merge", "Join the CSV files of bench shards (bench --shard K/N): rows, summaries, ANOVA", hexloom::cli::runMerge},
    {"reproduce", "Run a seed paper's experiment; write a report beside the published figures, with plots", hexloom::cli::runReproduce},
    {"assemble", "Fill a board with the tiles of a tile set (RMA2 backtracking)", hexloom::cli::runAssemble},
    {"assemble-bench", "Assemble with many seeds: time, backtracks, dead ends, ablation", hexloom::cli::runAssembleBench},
    {"partition", "Partition a board into regions whose adjacency graph is a constraint graph", hexloom::cli::runPartition},
    {"prove", "Prove whether any map reaches a score: the conflicting locks when none does, else a lower bound", hexloom::cli::runProve},
    {"repair", "The map of the best reachable score that changes the fewest hexes (exact)", hexloom::cli::runRepair},
    {"new-rules", "Write a new rule set from a blank page or a template (terrain, tokens, slices)", hexloom::cli::runNewRules},
    {"partition-bench", "Run the partitioner many times: expanded, wasted, path length, time", hexloom::cli::runPartitionBench},
};

// The input files of a command line: every argument that names an existing regular file (option
// values and positional arguments alike, outputs left out), since memory can run out after any
// of them was read.
std::string outOfMemoryMessage(const QStringList& args)
{
    static const QStringList outputs{"--out", "--png", "--svg", "--csv", "--trace"};
    QStringList files;
    for (int i = 1; i < args.size(); ++i)
        if (!outputs.contains(args[i - 1]) && QFileInfo(args[i]).isFile() && !files.contains(args[i]))
            files << args[i];
    const std::string named = files.isEmpty() ? std::string("the input") : files.join(QStringLiteral(", ")).toStdString();
    return "out of memory while working on " + named +
           ": the input needs more memory than this process may use (see \"Limits\" in docs/robustness.md)";
}

// Every command's results go to stdout through stdio: a full disk or a closed pipe shows only when
// the buffer is flushed. Flushes it and turns a write error into exit code 1 with the reason, so
// "score --json > out.json" on a full disk does not exit 0 with an empty file.
int checkedExit(const char* command, int exitCode)
{
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout))
        return exitCode;
    const int error = errno;
    std::fprintf(stderr, "hexloom-cli%s%s: cannot write to standard output: %s\n", command ? " " : "", command ? command : "",
                 error ? std::strerror(error) : "write error");
    return hexloom::cli::kExitBadInput;
}

void printUsage(FILE* to)
{
    std::fprintf(to, "usage: hexloom-cli COMMAND [OPTIONS]   (hexloom-cli COMMAND --help for its options; --version)\n\ncommands:\n");
    for (const auto& c : kCommands)
        std::fprintf(to, "  %-16s %s\n", c.name, c.summary);
}

} // namespace

int main(int argc, char** argv)
{
    // Rendering needs a GUI application; the offscreen platform needs no display. stderr must hold
    // only our one-line reasons, so Qt's warning about a missing XDG_RUNTIME_DIR is avoided too.
    hexloom::core::platform::useOffscreenGraphicsUnlessSet();
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("hexloom-cli"));
    hexloom::render::installTiledTilePainter();
    hexloom::render::installTtsBoardPainter();
    const QStringList args = QGuiApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printUsage(stderr);
        return hexloom::cli::kExitUsage;
    }
    if (args[0] == QLatin1String("--version") || args[0] == QLatin1String("-v")) {
        std::printf("hexloom-cli %s\n", HEXLOOM_VERSION);
        return checkedExit(nullptr, hexloom::cli::kExitOk);
    }
    if (args[0] == QLatin1String("--help") || args[0] == QLatin1String("-h") || args[0] == QLatin1String("help")) {
        printUsage(stdout);
        return checkedExit(nullptr, hexloom::cli::kExitOk);
    }
    for (const auto& c : kCommands) {
        if (args[0] != QLatin1String(c.name))
            continue;
        try {
            return checkedExit(c.name, c.run(args));
        } catch (const hexloom::cli::HelpShown&) {
            return checkedExit(c.name, hexloom::cli::kExitOk);
        } catch (const std::bad_alloc&) {
            // Before std::exception: bad_alloc's own text ("std::bad_alloc") names neither the
            // cause nor the file.
            std::fprintf(stderr, "hexloom-cli %s: %s\n", c.name, outOfMemoryMessage(args).c_str());
            return hexloom::cli::kExitBadInput;
        } catch (const hexloom::cli::UsageError& e) {
            std::fprintf(stderr, "hexloom-cli %s: %s\n", c.name, e.what());
            return hexloom::cli::kExitUsage;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "hexloom-cli %s: %s\n", c.name, e.what());
            return hexloom::cli::kExitBadInput;
        }
    }
    std::fprintf(stderr, "hexloom-cli: unknown command \"%s\"\n", args[0].toLocal8Bit().constData());
    printUsage(stderr);
    return hexloom::cli::kExitUsage;
}
