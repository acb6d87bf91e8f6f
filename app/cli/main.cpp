// hexloom-cli: scoring, converting, rendering, generating and benchmarking without a display.
#include <QFileInfo>
#include <QGuiApplication>
#include <new>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"

namespace {

struct CommandEntry {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args);
};

// One line per command.
const CommandEntry kCommands[] = {
    {"score", "Score a map: violations per requirement and the weighted total", hexloom::cli::runScore},
    {"convert", "Convert a map between the native JSON and the letter format", hexloom::cli::runConvert},
    {"render", "Draw a map to PNG/SVG, optionally outlining violations", hexloom::cli::runRender},
    {"generate", "Search the unlocked cells of a map from a seed; write the map, a picture, a trace", hexloom::cli::runGenerate},
    {"replay", "Make a generated map again from its recipe (in the map, or the one-line text)", hexloom::cli::runReplay},
    {"bench", "Run an algorithm over many seeds (and a parameter grid): scores, times, ANOVA", hexloom::cli::runBench},
    {"merge", "Join the CSV files of bench shards (bench --shard K/N): rows, summaries, ANOVA", hexloom::cli::runMerge},
    {"reproduce", "Run a seed paper's experiment; write a report beside the published figures, with plots", hexloom::cli::runReproduce},
    {"assemble", "Fill a board with the tiles of a tile set (RMA2 backtracking)", hexloom::cli::runAssemble},
    {"assemble-bench", "Assemble with many seeds: time, backtracks, dead ends, ablation", hexloom::cli::runAssembleBench},
    {"partition", "Partition a board into regions whose adjacency graph is a constraint graph", hexloom::cli::runPartition},
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

void printUsage(FILE* to)
{
    std::fprintf(to, "usage: hexloom-cli COMMAND [OPTIONS]   (hexloom-cli COMMAND --help for its options; --version)\n\ncommands:\n");
    for (const auto& c : kCommands)
        std::fprintf(to, "  %-16s %s\n", c.name, c.summary);
}

} // namespace

int main(int argc, char** argv)
{
    // Rendering needs a GUI application; the offscreen platform needs no display.
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    // Without a session the offscreen platform warns about XDG_RUNTIME_DIR on stderr, which
    // must hold only our one-line reasons; a private 0700 folder silences it.
    if (!std::getenv("XDG_RUNTIME_DIR")) {
        const std::string dir = "/tmp/hexloom-runtime-" + std::to_string(getuid());
        mkdir(dir.c_str(), 0700);
        setenv("XDG_RUNTIME_DIR", dir.c_str(), 1);
    }
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("hexloom-cli"));
    const QStringList args = QGuiApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printUsage(stderr);
        return hexloom::cli::kExitUsage;
    }
    if (args[0] == QLatin1String("--version") || args[0] == QLatin1String("-v")) {
        std::printf("hexloom-cli %s\n", HEXLOOM_VERSION);
        return hexloom::cli::kExitOk;
    }
    if (args[0] == QLatin1String("--help") || args[0] == QLatin1String("-h") || args[0] == QLatin1String("help")) {
        printUsage(stdout);
        return hexloom::cli::kExitOk;
    }
    for (const auto& c : kCommands) {
        if (args[0] != QLatin1String(c.name))
            continue;
        try {
            return c.run(args);
        } catch (const hexloom::cli::HelpShown&) {
            return hexloom::cli::kExitOk;
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
