#pragma once
// Options shared by `partition` and `partition-bench`: the board (a map file, a built-in map or a
// board spec such as "hexagon:8"), the constraint graph and the search settings.
#include <QCommandLineParser>
#include <memory>

#include "core/partition/partition_problem.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

struct PartitionOptions {
    QCommandLineOption map{QStringLiteral("map"), QStringLiteral("Board: map file, built-in map name, or hexagon:R, rect:WxH, terra-mystica; partition-bench also voronoi:N, voronoi-poisson:N."), QStringLiteral("BOARD")};
    QCommandLineOption graph{QStringLiteral("graph"), QStringLiteral("Constraint graph: file or built-in name (chain-8, cycle-6, ...)."), QStringLiteral("C.json")};
    QCommandLineOption rules{QStringLiteral("rules"), QStringLiteral("Rule set for board specs and letter maps (default terra-mystica-published)."), QStringLiteral("NAME|FILE")};
    QCommandLineOption scope{QStringLiteral("scope"), QStringLiteral("Hexes to partition: all, land, or cells:ROW,COL/ROW,COL/... (0-based; default all)."), QStringLiteral("all|land|cells:LIST"), QStringLiteral("all")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."), QStringLiteral("S"), QStringLiteral("1")};
    QCommandLineOption coarsen{QStringLiteral("coarsen"), QStringLiteral("Search on k' super-nodes, raising k' by d after a failed run (0,0: on hexes)."), QStringLiteral("k,d")};
    QCommandLineOption restart{QStringLiteral("restart"), QStringLiteral("Node limit L per run, raised by D after each failed run (default 100,50; 0,0: one run)."), QStringLiteral("L,D")};
    QCommandLineOption removal{QStringLiteral("allow-removal"), QStringLiteral("Allow removing hexes (up to the graph's max_removed).")};
    QCommandLineOption deterministic{QStringLiteral("deterministic"), QStringLiteral("Start the first run from the deterministic clustering.")};
    QCommandLineOption timeLimit{QStringLiteral("time-limit"), QStringLiteral("Give up after this long: 5s, 250ms, 2m or 5 (seconds); 0 for none (default 60s)."),
                                  QStringLiteral("DURATION"), QStringLiteral("60s")};
    QCommandLineOption weight{QStringLiteral("weight"), QStringLiteral("Heuristic weight w in f = g + w h (default 2; 1 is the paper's A*)."), QStringLiteral("W")};
    QCommandLineOption border{QStringLiteral("border-weight"), QStringLiteral("Adds B times the cut cost (weakest excess borders) to h (default 1; 0 is the paper's h)."), QStringLiteral("B")};
    QCommandLineOption plainSeeds{QStringLiteral("plain-seeds"), QStringLiteral("Seed initial regions at farthest-point/random hexes instead of a drawing of the graph.")};
    QCommandLineOption kernel{QStringLiteral("kernel"), QStringLiteral("Coarsen and draw initial states by commute-time kernel k-means, as the paper's code does (no pins).")};
    QCommandLineOption energy{QStringLiteral("energy"), QStringLiteral("Share of the Laplacian spectrum the heuristic compares (default 0.9)."), QStringLiteral("F")};

    QCommandLineOption ties{QStringLiteral("ties"), QStringLiteral("Order among equal f: h-then-age (smaller h, then older; default) or f-only (f alone, heap order, as the paper's code)."),
                             QStringLiteral("ORDER"), QStringLiteral("h-then-age")};
    QCommandLineOption duplicates{QStringLiteral("duplicates"),
                                  QStringLiteral("Which states count as one: partition (the same region for every node; default) or quotient (the same labelled quotient graph, as the paper's code)."),
                                  QStringLiteral("RULE"), QStringLiteral("partition")};
    QCommandLineOption goalTest{QStringLiteral("goal-test"),
                                QStringLiteral("When states are goal-tested: generated (default) or expanded (when they leave the open list, as the paper's code)."),
                                QStringLiteral("WHEN"), QStringLiteral("generated")};

    // `partition` only (not added by addTo): what --out writes for removed hexes.
    QCommandLineOption blocking{QStringLiteral("blocking"), QStringLiteral("Terrain letter for removed hexes in --out (default: unchanged)."), QStringLiteral("LETTER")};

    void addTo(QCommandLineParser& parser) const;
};

struct PartitionSetup {
    core::io::MapFile file;
    core::partition::PartitionProblem problem;
    core::partition::PartitionConfig config;
};

// Throws UsageError for malformed option values, ParseError / std::invalid_argument for bad input.
PartitionSetup readPartitionSetup(const QCommandLineParser& parser, const PartitionOptions& o);

} // namespace hexloom::cli
