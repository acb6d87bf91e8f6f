#include "app/cli/reproduce_papers.h"

#include "app/cli/cli_common.h"

namespace hexloom::cli {

namespace {

using Kind = ReproStep::Kind;

// Picks the value for the budget: tiny (tests: checks the pipeline, not the figures), quick
// (minutes: docs/reproduction.md), paper (the paper's own budget; cluster-sized for some).
QString pick(ReproBudget b, const char* tiny, const char* quick, const char* paper)
{
    return QString::fromLatin1(b == ReproBudget::Tiny ? tiny : b == ReproBudget::Quick ? quick : paper);
}

const QStringList kTm = {"--rules", "terra-mystica-published", "--shuffle"};

// Five minutes of the authors' Java evaluator, the stop rule of the tabu and PSO experiments, in
// evaluations: the evaluator scores about 8.7 k maps per second on this machine (issue 27's
// measurement), so 300 s ≈ 2.6 M evaluations. Hexloom's runs stop on that count, not on time.
const char* const kFiveMinutes = "2600000";

QStringList stopAt(ReproBudget b, const char* tiny, const char* quick, const char* paper, const char* unit = "--iterations")
{
    return {QString::fromLatin1(unit), pick(b, tiny, quick, paper)};
}

PaperSpec tabu(ReproBudget b)
{
    PaperSpec p;
    p.id = "tabu";
    p.title = "Tabu search: tabu list size × neighbourhood size";
    p.citation = "Grichshenko, A., de Araújo, L. J. P., Gimaeva, S., Brown, J. A.: Using tabu search algorithm for map generation in the "
                 "Terra Mystica tabletop game. International Journal of Machine Learning and Computing (IJMLC), 2020 (volume, pages and "
                 "DOI not verified; arXiv:2006.02716).";
    p.published = "| figure | published |\n|---|---|\n"
                  "| grid | tabu list size {10, 20, 30, 50, 75, 100} × neighbourhood size {10, 25, 50, 75, 100}, 30 runs each (900 runs) |\n"
                  "| stop rule | 5 minutes per run (≈ 2.6 M evaluations of the authors' evaluator) |\n"
                  "| best map / mean of the best setting | best 14, mean 28.3 |\n"
                  "| ANOVA | neighbourhood size significant; tabu list size not (F = 0.31) |\n\n"
                  "(Figures as issue 16 and issue 27 quote them; the paper's text was not available to this report.)";
    p.ledger = "| rule or parameter | paper | Hexloom | source |\n|---|---|---|---|\n"
               "| move (perturb) | 6 random hexes rotate their contents one step | same; `perturb_size` 6 | paper |\n"
               "| aspiration | a tabu map better than the best is allowed | same | Hexloom's choice (not checked against the text here) |\n"
               "| neighbourhood size | {10, 25, 50, 75, 100} | `neighbourhood_size`, same grid | paper |\n"
               "| tabu list size | {10, 20, 30, 50, 75, 100} | `tabu_size`, same grid | paper |\n"
               "| tabu attribute | a visited map | a visited map (content hash) | paper |\n"
               "| runs per setting | 30 | 30 (`--budget paper`) | paper |\n"
               "| stop rule | 5 minutes | 2.6 M evaluations | paper (converted at 8.7 k evaluations/s) |\n"
               "| start map | random | `--shuffle` (a random start per seed) | paper |\n";
    p.notes = "Our tabu search scores candidates exactly and incrementally and ends far below the paper's scores at every budget "
              "(docs/benchmarks.md). The tabu list is inert in our runs: in the quick grid above, every seed and neighbourhood size "
              "gives the same best score with a tabu list of 10, 50 or 100 (15 of 15 seed × neighbourhood "
              "pairs, `tabu-tabu-grid-1.csv`; hence F = 0 for the list size), so the list never changed a move. A candidate is a "
              "random rotation of 6 of 113 hexes, and such a move almost never re-creates one of the last 100 maps. That is likely "
              "also why the paper's ANOVA finds no effect of the list size (F = 0.31); the paper's runs were not available to check "
              "it.";
    p.paperBudget = QStringLiteral(
        "Not run here: the grid is 900 runs of 2.6 M evaluations. At 5 s per run our tabu search already ends at mean 0.27 with "
        "22 of 30 runs at 0 (docs/benchmarks.md, `hexloom-cli bench --rules terra-mystica-published --shuffle --algorithm tabu "
        "--runs 30 --time-limit 5s`), far below the paper's 28.3.");
    const QString tabuSizes = pick(b, "10,100", "10,50,100", "10,20,30,50,75,100");
    const QString neighbourhoods = pick(b, "10,100", "10,50,100", "10,25,50,75,100");
    p.steps.push_back({Kind::Bench, "tabu-grid", "Best score per setting (ANOVA per parameter)",
                       {{"tabu", kTm + QStringList{"--algorithm", "tabu", "--runs", pick(b, "2", "5", "30"), "--grid", "tabu_size=" + tabuSizes,
                                                   "--grid", "neighbourhood_size=" + neighbourhoods}
                                     + stopAt(b, "20", "300", kFiveMinutes, b == ReproBudget::Paper ? "--evaluations" : "--iterations")}}});
    if (b != ReproBudget::Paper)
        p.steps.push_back({Kind::Trace, "tabu-trace", "Best score over time (seed 1, neighbourhood 10 and 100)",
                           {{"neighbourhood 10", kTm + QStringList{"--algorithm", "tabu", "--set", "neighbourhood_size=10", "--time-limit", pick(b, "0.2s", "2s", "")}},
                            {"neighbourhood 100", kTm + QStringList{"--algorithm", "tabu", "--set", "neighbourhood_size=100", "--time-limit", pick(b, "0.2s", "2s", "")}}}});
    return p;
}

PaperSpec psoSahc(ReproBudget b)
{
    PaperSpec p;
    p.id = "pso-sahc";
    p.title = "Particle swarm and steepest-ascent hill climbing";
    p.citation = "de Araújo, L. J. P., Grichshenko, A., Pinheiro, R. L., Saraiva, R. D., Gimaeva, S.: Map generation and balance in the "
                 "Terra Mystica board game using particle swarm and local search. ICSI 2020, LNCS 12145, pp. 163–175, "
                 "doi:10.1007/978-3-030-53956-6_15.";
    p.published = "| figure | published |\n|---|---|\n"
                  "| PSO grid | w × c1 × c2 over {0.01, 0.33, 0.66, 0.99} (64 settings), 30 runs each |\n"
                  "| PSO stop rule | 5 minutes per run (≈ 2.6 M evaluations of the authors' evaluator); the best map came after ≈ 100 s |\n"
                  "| PSO best map | 3.0 (setting HP3) |\n| PSO best mean | setting HP63 (the paper names both as best) |\n"
                  "| SAHC mean ± sd / best | 24.9 ± 2.05 / 21, 30 runs |\n\n"
                  "(Figures as issue 16 and issue 27 quote them; the paper's text was not available to this report.)";
    p.ledger = "| rule or parameter | paper | Hexloom | source |\n|---|---|---|---|\n"
               "| PSO velocity update | standard: w·v + c1·r1·(p − x) + c2·r2·(g − x) | same | paper |\n"
               "| PSO w, c1, c2 | grid {0.01, 0.33, 0.66, 0.99} each | `w`, `c1`, `c2`; defaults 0.66, 0.99, 0.99 | paper (grid); defaults Hexloom's choice |\n"
               "| PSO decoding | Γ list of the pool, an index taken moves to the next free one | `PoolDecoder`, same repair | paper |\n"
               "| PSO order of Γ | not given | `pool_order=sorted` (kind by kind; default) or `shuffled` (once per run) | unspecified |\n"
               "| PSO swarm size | not given here | `swarm_size` 30 | Hexloom's choice |\n"
               "| PSO velocity clamp | not given here | `velocity_clamp` 0.2 of a component's range | Hexloom's choice |\n"
               "| PSO mutation | none | `mutation` 0 (default); > 0 a named deviation | paper (0) |\n"
               "| SAHC step | a random hexagon, the best of its 2–6 swaps if it improves | same (`sahc`) | paper |\n"
               "| SAHC restart | \"upon encountering the local optimum\" | `restart=paper` (default): a pick with no improving swap restarts; "
               "`restart=patience` restarts after `restart_after` (500) such picks in a row | paper; patience Hexloom's choice |\n"
               "| runs | 30 per setting | 30 (`--budget paper`) | paper |\n"
               "| stop rule | 5 minutes | 2.6 M evaluations | paper (converted at 8.7 k evaluations/s) |\n";
    p.notes = "PSO, the paper's algorithm (mutation 0), stops improving after a few dozen iterations at every inertia "
              "(`ParticleSwarmSolverTest.MutationKeepsASwarmImprovingWhereThePapersStalls`); the deviation `mutation` keeps it "
              "searching. The order of Γ is not given in the paper; both orders are measured below. SAHC with the paper's restart "
              "rule lands near the paper's mean; Hexloom's patience rule (a named deviation) climbs on through plateaus and "
              "reaches 0.";
    p.paperBudget = QStringLiteral(
        "Measured 2026-11-28 with `hexloom-cli bench --rules terra-mystica-published --shuffle --algorithm A --time-limit 0 "
        "--threads 1 [--set ...]` and the stop rule shown (evaluation counts, so the figures do not depend on the machine's "
        "load):\n\n"
        "| setting | evaluations per run | runs | mean ± sd | best | paper |\n|---|---|---|---|---|---|\n"
        "| SAHC, `restart=paper` (default) | 100 k | 10 | 29.3 ± 1.8 | 26 | |\n"
        "| SAHC, `restart=paper` (default) | 440 k | 10 | 26.4 ± 1.9 | 23 | |\n"
        "| SAHC, `restart=paper` (default) | 2.6 M (5 min) | 10 | **22.1 ± 2.4** | 17 | 24.9 ± 2.05, best 21 |\n"
        "| SAHC, `restart=patience` | 100 k | 10 | 1.6 ± 1.0 | 0 | |\n"
        "| SAHC, `restart=patience` | 440 k | 10 | 0.7 ± 0.5 | 0 (3 of 10) | |\n"
        "| PSO, w 0.66, `pool_order=sorted` (default) | 440 k (`--iterations 14667`) | 5 | 31.0 ± 3.3 | 27 | |\n"
        "| PSO, w 0.66, `pool_order=shuffled` | 440 k | 5 | 23.2 ± 3.9 | 17 | |\n"
        "| PSO, w 0.66, `mutation=0.002` | ≤ 1.4 M | 10 | 0.4 ± 0.7 | 0 (7 of 10) | best 3 (5 min) |\n\n"
        "SAHC with the paper's restart rule lands within the paper's mean ± 2 sd at the paper's budget (22.1 against 24.9 ± "
        "2.05); Hexloom's patience rule, which keeps climbing over plateaus of equal score instead of restarting at the first "
        "pick without an improving swap, ends at 0 or 1 in every run at 440 k evaluations (0 in 3 of 10). A shuffled Γ ends lower than the kind-by-kind Γ at the same "
        "budget; neither order reaches the paper's best map of 3. The `mutation` row is from 2026-11-24 (docs/benchmarks.md), "
        "before `pool_order` existed (its Γ was sorted). The full grid at the paper's budget (64 settings × 30 runs × 2.6 M "
        "evaluations) was not run here: `hexloom-cli reproduce pso-sahc --budget paper --shard K/N` splits it.");
    const QStringList budget = stopAt(b, "10", "1000", "86667"); // 86,667 iterations × 30 particles ≈ 2.6 M evaluations
    const QString runs = pick(b, "2", "5", "30");
    const QStringList psoGrid = b == ReproBudget::Paper
                                    ? QStringList{"--grid", "w=0.01,0.33,0.66,0.99", "--grid", "c1=0.01,0.33,0.66,0.99", "--grid", "c2=0.01,0.33,0.66,0.99"}
                                    : QStringList{"--grid", "w=0.01,0.33,0.66,0.99", "--set", "c1=0.99", "--set", "c2=0.99"};
    p.steps.push_back({Kind::Bench, "pso-grid", "PSO: best score per setting (30 particles; iterations × 30 = evaluations)",
                       {{"pso (paper)", kTm + QStringList{"--algorithm", "pso", "--runs", runs} + psoGrid + budget},
                        {"pso, pool order shuffled", kTm + QStringList{"--algorithm", "pso", "--runs", runs, "--set", "pool_order=shuffled"} + budget,
                         "pool_order=shuffled"},
                        {"pso, mutation 0.002", kTm + QStringList{"--algorithm", "pso", "--runs", runs, "--set", "mutation=0.002"} + budget, "mutation=0.002"}}});
    const QStringList sahcBudget = stopAt(b, "2000", "440000", kFiveMinutes, "--evaluations");
    p.steps.push_back({Kind::Bench, "sahc", "Steepest-ascent hill climbing with random restarts",
                       {{"sahc (paper's restart)", kTm + QStringList{"--algorithm", "sahc", "--runs", runs} + sahcBudget},
                        {"sahc, restart=patience", kTm + QStringList{"--algorithm", "sahc", "--runs", runs, "--set", "restart=patience"} + sahcBudget,
                         "restart=patience"}}});
    if (b != ReproBudget::Paper)
        p.steps.push_back({Kind::Trace, "pso-trace", "Best score over time (seed 1)",
                           {{"pso (paper)", kTm + QStringList{"--algorithm", "pso", "--time-limit", pick(b, "0.2s", "3s", "")}},
                            {"pso, mutation 0.002", kTm + QStringList{"--algorithm", "pso", "--set", "mutation=0.002", "--time-limit", pick(b, "0.2s", "3s", "")}},
                            {"sahc (paper's restart)", kTm + QStringList{"--algorithm", "sahc", "--time-limit", pick(b, "0.2s", "3s", "")}}}});
    return p;
}

PaperSpec aco(ReproBudget b)
{
    PaperSpec p;
    p.id = "aco";
    p.title = "Ant colony optimisation on Terra Mystica and Catan";
    p.citation = "Saraiva, R. D., Grichshenko, A., de Araújo, L. J. P., Amaro Junior, B., Nepomuceno de Carvalho, G.: Using ant colony "
                 "optimisation for map generation and improving game balance in the Terra Mystica and Settlers of Catan board games. "
                 "FDG 2020 (ACM, published 17 September 2020), doi:10.1145/3402942.3409778 (article number not verified).";
    p.published = "| figure | published |\n|---|---|\n| Terra Mystica | score 0 in 2 of 30 runs |\n"
                  "| Catan | score 0 in 30 of 30 runs, mean time 2.23 s |\n\n"
                  "(Figures as issue 16 and issue 27 quote them; the paper's text was not available to this report.)";
    p.ledger = "| rule or parameter | paper | Hexloom | source |\n"
               "|---|---|---|---|\n"
               "| visiting order | \"each ant k, when in vertex i = 1, …, 19, selects…\": the board's vertices in order | "
               "`order=paper` (default): the unlocked cells in the board's order (row by row on Terra Mystica); "
               "`order=shuffled` a new random order per ant | paper |\n"
               "| cells visited | every vertex (Catan: the 19 hexes) | every unlocked cell; Terra Mystica unlocked: all 113, "
               "rivers included (the river is one of the 8 kinds), the search space the group's PSO paper counts (113! / "
               "(11!^7 · 36!) ≈ 3.7 · 10^89) | paper (Catan); Terra Mystica as the PSO paper |\n"
               "| choice | a kind for the vertex with probability ∝ τ^α among those the pool still has (issue 27's reading; "
               "the paper's text was not available here) | `choice=kinds` (default): each kind left counts once; "
               "`choice=tiles`: τ^α × the tiles of the kind left, as drawing a tile | kinds: issue 27's reading; tiles: "
               "Hexloom's deviation |\n"
               "| heuristic η | none in issue 27's description | none | as described |\n"
               "| deposit | every ant, Q / (L + 1) | `deposit=all` (default); `iteration_best`, `best_so_far` named "
               "deviations | paper |\n"
               "| evaporation | τ ← (1 − ρ)·τ, then the deposits | same, `rho` 0.1 | paper (rule); value not checked against "
               "the text here |\n"
               "| ants, α, Q, τ0 | not checked against the text here | 20, 1, 1, 1 on every (cell, kind) | unspecified here "
               "|\n"
               "| a map | one ant's complete assignment | one ant's map, one evaluation (I iterations × 20 ants = maps) | "
               "paper |\n"
               "| τ bounds | none | `tau_min`, `tau_max` 0 (none) | paper |\n"
               "| runs | 30 per game | 30 (`--budget paper`) | paper |\n"
               "| stop rule (Terra Mystica) | not checked against the text here | 75,000 generations × 20 ants (1.5 M maps) | "
               "Hexloom's choice |\n";
    p.notes = "The visiting order decides the result on Terra Mystica: with the board's fixed order (the paper's) the colony "
               "keeps improving, with a new random order per ant it stalls (figures below and `AntColonySolverTest`). Read "
               "line by line against issue 27's description of the paper (transition rule, pheromone, evaporation, every ant "
               "depositing Q / (L + 1), the cells visited, what a map is), the solver differs only where the description is "
               "silent: whether the roulette weighs each kind left or each tile left (`choice`, measured below) and the "
               "parameter values (ants, ρ, α, Q, τ0, measured for ants and ρ). Catan is reproduced with the paper's rule.";
    p.paperBudget = QStringLiteral(
        "Terra Mystica, measured 2026-11-28 with `hexloom-cli bench --rules terra-mystica-published --shuffle "
        "--algorithm aco --time-limit 0 --threads 1 --runs N --evaluations M [--set KEY=VALUE]` (seeds 1 to N; one "
        "ant's map is one evaluation; 20 ants unless set):\n"
        "\n"
        "| setting | maps per run | runs | mean ± sd | median | best | runs at 0 | paper |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "| defaults (`order=paper`, `choice=kinds`, 20 ants, ρ 0.1) | 200 k | 30 | **8.7 ± 4.7** | 8 | 0 | 1 of 30 "
        "(seed 14) | 0 in 2 of 30 runs |\n"
        "| defaults | 300 k | 30 | 8.7 ± 4.7 | 8 | 0 | 1 of 30 (the same best as at 200 k in every run) | |\n"
        "| `rho=0.02` | 300 k | 30 | 4.4 ± 3.5 | 4 | 0 | 4 of 30 | |\n"
        "| `ants=50` | 300 k | 30 | 2.5 ± 1.8 | 2 | 0 | 4 of 30 | |\n"
        "| defaults, seeds 1 to 10 | 200 k | 10 | 10.7 ± 4.3 | 9 | 7 | 0 | |\n"
        "| `choice=tiles`, seeds 1 to 10 | 200 k | 10 | 45.2 ± 3.5 | 45 | 39 | 0 | |\n"
        "\n"
        "With the defaults the colony reaches the paper's 0 at 200 k maps (1 of 30 runs, "
        "`AntColonySolverTest.TheDefaultsReachZeroOnTerraMysticaWithin200kMaps` keeps that run); slower evaporation (ρ "
        "= 0.02) or 50 ants reach 0 in 4 of 30 runs at 300 k maps, more often than the paper's 2 of 30, as issue 27 "
        "reports for its independent implementation. That implementation reports mean 7.2 and best 1 at 200 k maps "
        "over 30 runs; ours is 8.7, a difference of 1.5 against a standard error of 0.86 for our mean (sd 4.7 over 30 "
        "runs), so these runs show no remaining difference between the two. The earlier figure of 12.4 ± 5.4 (table "
        "below) came from seeds 1 to 5, among the worst of the 30. Weighing each tile left instead of each kind left "
        "(`choice=tiles`) ends at 45.2 against 10.7 on the same seeds, its best found within the first generations "
        "(median time to best 1.7 ms); the kind-by-kind roulette is the one that reproduces the paper. The paper's own "
        "ant count, ρ and budget were not available here (the ledger lists them as unspecified).\n"
        "\n"
        "Earlier measurements (2026-11-28, `--iterations I`, 20 ants, so I × 20 maps; seeds 1 to 5, seeds 1 to 4 at 60 "
        "k maps):\n"
        "\n"
        "| visiting order | maps per run | runs | mean ± sd | best |\n"
        "|---|---|---|---|---|\n"
        "| board order (`order=paper`, default) | 20 k | 5 | 36.2 ± 5.9 | 29 |\n"
        "| reshuffled per ant (`order=shuffled`) | 20 k | 5 | 37.6 ± 1.1 | 36 |\n"
        "| board order (default) | 60 k | 4 | 13.5 ± 6.1 | 8 |\n"
        "| reshuffled per ant | 60 k | 4 | 33.2 ± 2.4 | 30 |\n"
        "| board order (default) | 200 k | 5 | 12.4 ± 5.4 | 8 |\n"
        "| reshuffled per ant | 200 k | 5 | 32.4 ± 2.7 | 28 |\n"
        "| board order (default) | 1.5 M | 5 | 12.4 ± 5.4 | 8 |\n"
        "| board order, `rho=0.02` | 300 k | 5 | 6.8 ± 2.6 | 4 |\n"
        "\n"
        "With the board's order the colony falls from the high 30s to the low teens within 60 k maps; ants that "
        "reshuffle their order stay near 30. So the order, not the deposit rule, separates Hexloom's earlier stall "
        "from the paper's result. Before `order` existed (2026-11-24, docs/benchmarks.md) every ant reshuffled, and "
        "`deposit=iteration_best` reached 0 in 10 of 10 runs within 15 k maps. Catan (the paper's rule) reached 0 in "
        "29 of 30 runs within 5 s then, mean time to 0 1.02 s, against the paper's 30 of 30 at 2.23 s.");
    const QString runs = pick(b, "2", "5", "30");
    const QStringList budget = stopAt(b, "10", "1500", "75000");
    p.steps.push_back({Kind::Bench, "aco-tm", "Terra Mystica: best score (20 ants; iterations × 20 = maps)",
                       {{"aco (paper)", kTm + QStringList{"--algorithm", "aco", "--runs", runs} + budget},
                        {"aco, order shuffled", kTm + QStringList{"--algorithm", "aco", "--runs", runs, "--set", "order=shuffled"} + budget, "order=shuffled"},
                        {"aco, deposit iteration_best", kTm + QStringList{"--algorithm", "aco", "--runs", runs, "--set", "deposit=iteration_best"} + budget,
                         "deposit=iteration_best"}}});
    p.steps.push_back({Kind::Bench, "aco-catan", "Catan: runs to score 0",
                       {{"aco (paper)", QStringList{"--rules", "catan", "--shuffle", "--algorithm", "aco", "--runs", runs, "--time-limit", pick(b, "0.5s", "5s", "60s")}}}});
    if (b != ReproBudget::Paper)
        p.steps.push_back({Kind::Trace, "aco-trace", "Terra Mystica: best score over time (seed 1)",
                           {{"aco (paper)", kTm + QStringList{"--algorithm", "aco", "--time-limit", pick(b, "0.2s", "3s", "")}},
                            {"aco, order shuffled", kTm + QStringList{"--algorithm", "aco", "--set", "order=shuffled", "--time-limit", pick(b, "0.2s", "3s", "")}}}});
    return p;
}

PaperSpec rma2(ReproBudget b)
{
    PaperSpec p;
    p.id = "rma2";
    p.title = "RMA2 random map assembly";
    p.citation = "UFO: Alien Invasion, random map assembly 2 (src/server/sv_rma.cpp and the project wiki).";
    p.published = "| figure | published |\n|---|---|\n| assembly time | 40 ms on average, worst 17 s |\n\n(As summarised in issue 16.)";
    p.notes = "The published figure is for UFO:AI's square tiles; ours are hex tile sets, so only the order of magnitude compares.";
    p.paperBudget = QStringLiteral(
        "Issue 16's re-run: 2–65 ms per assembly, worst 69 ms, against the published 40 ms average and 17 s worst; "
        "docs/benchmarks.md (\"Tile assembly\") has 50 seeds per shipped set with every trick and each one off.");
    const QString seeds = pick(b, "1..3", "1..50", "1..1000");
    for (const char* set : {"terra-mystica-modular", "country-roads", "patchwork-20"})
        p.steps.push_back({Kind::AssembleBench, QStringLiteral("rma2-") + set, QStringLiteral("Tile set ") + set,
                           {{set, QStringList{"--tileset", set, "--seeds", seeds, "--time-limit", pick(b, "5", "5", "60")}}}});
    return p;
}

// The paper's algorithm as its code runs it (SearchConfiguration's defaults, see
// docs/algorithms.md): plain A* with its heuristic, kernel k-means states, hex removal on, and
// aima-java's graph search as that code drives it: states equal when their labelled quotient
// graphs are, goal-tested when they leave the open list, ties in PriorityQueue's heap order.
QStringList paperMode()
{
    return {"--weight", "1", "--border-weight", "0", "--plain-seeds", "--kernel", "--allow-removal", "--energy", "1",
            "--duplicates", "quotient", "--goal-test", "expanded", "--ties", "f-only"};
}

// The paper's Tables 1–3 (FDG 2017) as rows: Table 1 one run per graph (no restarts) coarsened to
// k' = 40; Table 2 with restarts; Table 3 restarts from L = 10 by D = 100 without coarsening and
// coarsened to k = 30 and k = 20. Runs per table: `runs` (paper budget: 100 for Table 1, the
// paper's count; 200 for the others). `deviations`: Hexloom's extra rows.
std::vector<ReproRun> partitionRows(const QStringList& base, const QStringList& table1Runs, const QStringList& otherRuns, bool deviations)
{
    std::vector<ReproRun> rows{
        {"Table 1: paper's A*, coarsened to k' = 40, one run", base + table1Runs + paperMode() + QStringList{"--coarsen", "40,0", "--restart", "0,0"}},
        {"Table 2: with restarts (L 10, D 50)", base + otherRuns + paperMode() + QStringList{"--coarsen", "40,0", "--restart", "10,50"}},
        {"Table 3: L 10, D 100, no coarsening", base + otherRuns + paperMode() + QStringList{"--restart", "10,100"}},
        {"Table 3: L 10, D 100, coarsened to k = 30", base + otherRuns + paperMode() + QStringList{"--coarsen", "30,0", "--restart", "10,100"}},
        {"Table 3: L 10, D 100, coarsened to k = 20", base + otherRuns + paperMode() + QStringList{"--coarsen", "20,0", "--restart", "10,100"}}};
    if (deviations) {
        // Hexloom's state rules (every partition a state of its own, goal test on generation, the
        // smaller h first among equal f) in place of the paper's code's: the tail of Table 1.
        QStringList hexloomRules = paperMode();
        hexloomRules.replace(hexloomRules.indexOf("quotient"), "partition");
        hexloomRules.replace(hexloomRules.indexOf("expanded"), "generated");
        hexloomRules.replace(hexloomRules.indexOf("f-only"), "h-then-age");
        rows.push_back({"Table 1 with Hexloom's state rules", base + table1Runs + hexloomRules + QStringList{"--coarsen", "40,0", "--restart", "0,0"},
                        "duplicates=partition"});
        QStringList noRemoval = paperMode();
        noRemoval.removeAll("--allow-removal");
        rows.push_back({"Table 2 without hex removal", base + otherRuns + noRemoval + QStringList{"--coarsen", "40,0", "--restart", "10,50"}, "no hex removal"});
        rows.push_back({"Hexloom defaults", base + otherRuns, "Hexloom's defaults"});
    }
    return rows;
}

PaperSpec partition(ReproBudget b)
{
    PaperSpec p;
    p.id = "partition";
    p.title = "Graph partitioning with an isomorphism constraint (A*)";
    p.citation = "Abuzuraiq, A. M.: On using graph partitioning with isomorphism constraint in procedural content generation. "
                 "Proceedings of the 12th International Conference on the Foundations of Digital Games (FDG 2017, PCG workshop), ACM, "
                 "article 77; doi:10.1145/3102071.3110575 (as issue 27 gives it; not verified).";
    p.published = "| figure | published |\n|---|---|\n"
                  "| Table 1: chain of 8 on 200-cell Voronoi graphs, one run each (100) | nodes expanded median 66, max 18,386; path length median 7 |\n"
                  "| time without restarts | median 1.34 s, maximum 164 s per run |\n"
                  "| Table 2: with restarts | median 3.48 s, maximum 43 s over 200 runs |\n"
                  "| Table 3: L = 10, D = 100 | median time 4.68 s (no coarsening), 3.00 s (k = 30), 2.25 s (k = 20) |\n\n"
                  "(Java, i7; figures as issue 16 and issue 27 quote them; Table 2's node counts were not available to this report.)";
    p.ledger = "| rule or parameter | paper | Hexloom | source |\n|---|---|---|---|\n"
               "| search | A*, f = g + h | `--weight 1 --border-weight 0` | paper |\n"
               "| heuristic | Laplacian spectra (Koutra et al.), 90% energy | `--energy 1`: the whole spectrum, as the code compares it | authors' code |\n"
               "| initial state, coarsening | kernel k-means | `--kernel --plain-seeds` | authors' code |\n"
               "| hex removal | allowed | `--allow-removal` | authors' code (`allowNodeRemoval = true`) |\n"
               "| tie-breaking among equal f | not given; the authors' code: aima-java's A* over a `java.util.PriorityQueue` compared by f alone | paper mode `--ties f-only`: f alone, ties in that queue's heap order; Hexloom's default `--ties h-then-age`: the smaller h, then the older state | paper silent; f-only the authors' code |\n"
               "| which states are one (graph search) | not given; the authors' code: aima-java 3.0.0's `GraphSearch`, whose explored set compares states by `GraphPartitioningState.equals` and `hashCode`: region numbers and borders only, never the members | paper mode `--duplicates quotient`: states with the same labelled quotient graph are one, each expanded once; Hexloom's default `--duplicates partition`: a state is every node's region, dropped once generated | authors' code |\n"
               "| goal test | isomorphism (VF2) | paper mode `--goal-test expanded`: when a state leaves the open list (aima-java's default: the code sets `allowEarlyGoalTest` but never passes it to the search); Hexloom's default `--goal-test generated`: as soon as a child is made | authors' code |\n"
               "| basic graph points | random points | `voronoi:N`: N uniform points; `voronoi-poisson:N`: Poisson-disc points as the authors' `VoronoiGenerator.createPoints` draws them (minimum distance √(area · 0.61 / N), 20 candidates per point) | uniform: Hexloom's reading; Poisson-disc: the authors' code |\n"
               "| Table 1 coarsening | k' = 40 | `--coarsen 40,0` | authors' code |\n"
               "| Table 2 restarts | L, D of the authors' test | `--restart 10,50` | authors' code (`DifferentBasicGraphDeterministicPartitioningTest`) |\n"
               "| Table 3 | L = 10, D = 100; none, k = 30, k = 20 | `--restart 10,100`, `--coarsen 30,0` / `20,0` | paper |\n"
               "| runs | Table 1: 100; Table 2: 200; Table 3: not available here | 100, 200, 200 (`--budget paper`) | paper; Table 3 Hexloom's choice |\n"
               "| time limit per run | none given here | 200 s (`--budget paper`) | Hexloom's choice |\n";
    p.notes =
                QStringLiteral(
                    "Measured on the paper's kind of graph, `--map voronoi:200` (200 uniform random points in a square, adjacent when "
                    "their Voronoi cells share a side inside it, a new graph per restart), and on the 217-hex hexagon. Paper mode is the "
                    "paper's algorithm as its code runs it (abuzreq/ConstrainedGraphPartitioning, `SearchConfiguration`'s default "
                    "constructor, \"the configurations described in the paper\"): plain A* (`--weight 1 --border-weight 0`), "
                    "initial states and coarsening by kernel k-means in the commute-time kernel (`--kernel`, Yen et al. 2007; on a new "
                    "basic graph per restart from deterministic prototypes), hex removal allowed (`allowNodeRemoval = true`, "
                    "`--allow-removal`), the spectrum compared as its code does (`--energy 1`, below), aima-java's graph search as the "
                    "code drives it (`--duplicates quotient --goal-test expanded --ties f-only`, \"The tail of Table 1\" below), "
                    "k' = 40 and restarts from L = 10 by D = 50 (`DifferentBasicGraphDeterministicPartitioningTest`).\n\n"
                    "Why the earlier paper mode (`--coarsen 40,10 --restart 200,200 --weight 1 --border-weight 0 --plain-seeds`) "
                    "solved 0 of 10: it searched without hex removal. A removed cell cuts every border through it, so the extra "
                    "borders between regions that a chain forbids go in a few actions; without removal each must be shrunk away cell "
                    "by cell over a flat heuristic. Removal alone decides it (2026-11-24, 10 runs, 2 s each, load ~12): the earlier "
                    "settings plus `--allow-removal` solved 10 of 10 on `voronoi:200` (median 29 expansions) and on `hexagon:8` "
                    "(median 33); kernel states without removal solved 1 of 5 within 5 s, 2 of 5 with `--energy 1` (row \"Table 2 "
                    "without hex removal\" above). Removal costs hexes: paper mode's chain-8 solutions on `hexagon:8` (`hexloom-cli "
                    "partition --map hexagon:8 --graph chain-8` with paper mode, seeds 1-5) removed 16 to 43 of the 217. The quick "
                    "budget's 2 s are wall time: on a loaded machine (load ~21 when the tables above were made) runs that need several "
                    "restarts time out in the kernel's eigendecompositions (O(n^3) per new 200-cell graph) with few expansions.\n\n"
                    "`--energy 1`: the paper's code (`GraphUtil.laplacianSpectralError`) takes Jama's eigenvalues in ascending order "
                    "and counts k from the smallest until they hold 90% of the sum, then compares the k largest: in effect the whole "
                    "spectrum (all 8 eigenvalues for chain-8), where the paper's text (Koutra et al.'s 90% of the leading "
                    "eigenvalues, our default 0.9) compares 5. The row names follow what the paper's Tables 1–3 compare (one run "
                    "per graph, restarts, coarsening); Table 3 is run as the paper gives it (L = 10, D = 100; no coarsening, k = 30, "
                    "k = 20).");
    p.paperBudget = QStringLiteral(
        "Paper mode on `voronoi:200` with 30 s per run (`hexloom-cli partition-bench --map voronoi:200 --graph chain-8 "
        "--runs 20 --time-limit 30 --weight 1 --border-weight 0 --plain-seeds --kernel --allow-removal --energy 1 "
        "--duplicates quotient --goal-test expanded --ties f-only --coarsen 40,0 --restart 10,50`, 2026-11-28, load ~14 "
        "on 2 cores) solved 20 of 20: expanded median 183, max 1,893; restarts median 3, max 9; processor time median "
        "71 ms, max 190 ms (wall time median 254 ms, max 675 ms). With Hexloom's state rules (the same command "
        "without `--duplicates quotient --goal-test expanded --ties f-only`, 2026-11-24, load ~21) it solved 20 of "
        "20: expanded median 168.5, max 3562; processor time median 109 ms, max 435 ms. The paper reports chain-8 on such graphs solved with a median of 1.34 s and a maximum of 164 s in "
        "Java, with restarts a median of 3.48 s and a maximum of 43 s over 200 runs; the paper budget (Table 1 100 "
        "runs, Tables 2 and 3 200 runs each, 200 s per run) is `hexloom-cli reproduce partition --budget paper`. "
        "Before paper mode allowed removal (docs/benchmarks.md): 0 of 100 chain-8 runs on `hexagon:8` within 2 s, 0 of "
        "6 on `voronoi:200` within 30 s.\n"
        "\n"
        "**The tail of Table 1.** With Hexloom's state rules, paper mode without restarts could expand over 10^6 "
        "states on a graph where the paper's worst of 100 runs expanded 18,386 (issue 27: 2 of 10 runs). The cause "
        "is which states count as one. The authors' code (abuzreq/ConstrainedGraphPartitioning, "
        "`ConstrainedGraphPartitioning.partitionConstrained`) searches with aima-java 3.0.0's `GraphSearch` "
        "(aima-core 3.0.0 in its build.gradle), whose explored set compares states with "
        "`GraphPartitioningState.equals` and `hashCode`; these look at region numbers and borders only "
        "(`Partition.hashCode` is the region's number), never at the members. Two partitions with the same "
        "labelled quotient graph are therefore one state: once one is expanded every other is dropped, and a move "
        "that leaves the quotient graph as it was is never queued, since its state equals the explored parent's. "
        "That search walks the few quotient graphs, where Hexloom's (`--duplicates partition`) walks partitions, "
        "of which there are astronomically many; the spectral heuristic is the same for every partition of one "
        "quotient graph, so Hexloom's A* expands partition after partition on its plateaus. The same code tests "
        "the goal when a state leaves the open list (`SearchConfiguration` sets `allowEarlyGoalTest`, but "
        "`partitionConstrained` never passes it to the search, whose default is the late test; an earlier version "
        "of this note said the opposite) and orders equal f as `java.util.PriorityQueue` does. `--duplicates "
        "quotient --goal-test expanded --ties f-only` runs these rules (`core/partition/state_rules.h`), and paper "
        "mode now includes them. The A/B, 2026-11-28, seeds 1 to 100, Table 1's settings, one call per seed "
        "(`hexloom-cli partition-bench --map MAP --graph chain-8 --runs 1 --seed S --time-limit 30 --weight 1 "
        "--border-weight 0 --plain-seeds --kernel --allow-removal --energy 1 --coarsen 40,0 RESTART RULES --json`; "
        "RESTART is `--restart 20000,0` for Hexloom's rules, a node limit so that a run past the paper's maximum "
        "restarts instead of running on towards 10^6, and `--restart 0,0` for the rules with the quotient rule, "
        "whose runs all end by themselves; each run's processor time stayed under 1 s):\n"
        "\n"
        "| rules (RULES) | points (MAP) | first runs past 18,386 expansions | first runs solved: count, median and "
        "max expansions | first runs that ran out of states without a goal: count, median expansions |\n"
        "|---|---|---|---|---|\n"
        "| Hexloom's (none: `--duplicates partition --goal-test generated --ties h-then-age`) | uniform "
        "(`voronoi:200`) | 37 | 63, all within 18,386: 327, 17,272 | 0 (every first run past 18,386 solved after a "
        "restart) |\n"
        "| Hexloom's, `--goal-test expanded` | uniform | 40 | 60 within 18,386: 455, 18,082 | not recorded (this "
        "row's run did not report restarts) |\n"
        "| `--duplicates quotient` | uniform | 0 | 56: 72, 1,659 | 44: 1,378 |\n"
        "| `--duplicates quotient --goal-test expanded` | uniform | 0 | 56: 72.5, 1,659 | 44: 1,378 |\n"
        "| the paper's code's (`--duplicates quotient --goal-test expanded --ties f-only`) | uniform | 2 (both ran "
        "out of states, at 18,954 and 26,144) | 58: 112, 2,758 | 42: 2,478 |\n"
        "| the paper's code's | Poisson-disc (`voronoi-poisson:200`, the authors' generator) | 0 | 45: 30, 12,404 "
        "| 55: 1,028 |\n"
        "| the paper's Table 1 | | 0 of 100 (max 18,386) | 100 runs: median 66, max 18,386 (whether failed runs "
        "are among them is not known here) | not given here |\n"
        "\n"
        "The duplicate rule makes the tail: with it no run that reaches a goal passes 2,758 expansions on uniform "
        "points (12,404 on Poisson-disc points), against 37 of 100 first runs past 18,386 without it; the goal "
        "test and the tie order move the counts little (earlier A/B, same settings with `--restart 20000,0`: "
        "`--ties f-only` alone 37 of 100 past 18,386, Poisson-disc points alone 36, both 37). It is Hexloom's rule "
        "that differs, not a defect: Hexloom's A* over partitions is complete, the code's rule is not, and many "
        "first runs run out of quotient graphs without a goal (Table 2's restarts then draw a new graph). "
        "Hexloom's rule stays its default (`--duplicates partition`); the row \"Table 1 with Hexloom's state rules\" "
        "above measures it beside paper mode. Still different, not replicated, and not measured: the code's "
        "`equals` compares a region's borders only where the region is the border's first end "
        "(`GraphUtil.getEdgesOf` tests `getP1()` twice), so states whose borders were recorded from the other end "
        "differ there, and its quotient graphs come from a `TreeSet<Border>` ordered by 100·n1 + 10·n2, which "
        "drops borders that compare equal; both depend on its node numbering and make more of its states distinct "
        "than ours, and how that changes the counts is not measured. Also open: the authors' test "
        "(`DifferentBasicGraphDeterministicPartitioningTest`) sets its generator up with `createIsland = true`, "
        "which keeps only the land faces of a random island (its land share drawn between 30 and 70 %), and "
        "whether the paper's Table 1 ran so is not known here; and the kernel k-means that coarsens G to 40 nodes "
        "and draws the initial state is our implementation of Yen et al.'s method, not the authors'. A defect "
        "found on the way: a restart onto a larger generated graph (Poisson-disc graphs vary in size) overran the "
        "result; now the cell count and the evaluator follow each new graph "
        "(`VoronoiGraph.RestartsOnGraphsOfOtherSizesReportTheSolvingGraphsCells`). Tests: "
        "`AStarRun.NoStateIsExpandedTwiceUnderEitherDuplicateRule` (under the quotient rule no quotient graph is "
        "expanded twice, recomputed from G's edges; under Hexloom's no partition), and "
        "`AStarRun.ThePapersDuplicateRuleKeepsTable1WithinThePapersWorstCase` (on three seeds where Hexloom's rule "
        "reaches 18,386 expansions without a goal, the code's rules solve within it).");
    const QString limit = pick(b, "0.5", "2", "200");
    const QStringList table1Runs{"--runs", pick(b, "2", "10", "100")}, otherRuns{"--runs", pick(b, "2", "10", "200")};
    const QStringList voronoi{"--map", "voronoi:200", "--graph", "chain-8", "--time-limit", limit};
    p.steps.push_back({Kind::PartitionBench, "partition-voronoi", "chain-8 on random 200-cell Voronoi graphs (a new graph per restart)",
                       partitionRows(voronoi, table1Runs, otherRuns, true)});
    if (b != ReproBudget::Paper) { // Hexloom's own board, beside the paper's graphs
        const QStringList hexagon{"--map", "hexagon:8", "--graph", "chain-8", "--time-limit", limit};
        std::vector<ReproRun> rows = partitionRows(hexagon, table1Runs, otherRuns, true);
        for (ReproRun& row : rows)
            row.deviation = "map=hexagon:8";
        p.steps.push_back({Kind::PartitionBench, "partition-chain8", "chain-8 on hexagon:8 (217 hexes; restarts draw new kernel k-means states)",
                           std::move(rows)});
    }
    return p;
}

} // namespace

QString reproductionIntro()
{
    return QStringLiteral(
        "# Reproducing the seed papers\n\n"
        "Generated by `hexloom-cli reproduce all --budget quick --out docs/reproduction --report docs/reproduction.md` (docs/cli.md, "
        "\"reproduce\"); the "
        "per-run CSV files and the plots are in docs/reproduction/. Each paper's section puts the figures it publishes beside "
        "ours at the quick budget (minutes for all five, so far below the papers' budgets), quotes every command that "
        "produced a number, and ends with our notes and the figures we measured once at the paper's own budget. The quick "
        "budget's numbers change from run to run where a step has a time limit (Catan ACO, the traces, RMA2, partitioning); "
        "steps with iteration or evaluation budgets give the same numbers on every machine.\n\n"
        "Each section has a fidelity ledger: every rule and parameter of the algorithm with the paper's value, Hexloom's, and "
        "where Hexloom's comes from (the paper, the authors' code, Hexloom's own choice, or unspecified by the paper). The "
        "algorithms' defaults are the papers' rules; every deviation is a named parameter, measured beside the paper's "
        "setting at the same budget. Budgets are compared in evaluations: where a paper ran for 5 minutes, that is taken as "
        "2.6 M evaluations, the authors' Java evaluator scoring about 8.7 k maps per second (issue 27's measurement of "
        "that evaluator on this machine; not re-measured here). `hexloom-cli reproduce all --budget paper --plan` lists "
        "every cell of the papers' own grids.\n\n"
        "Citations were checked on 2026-11-28 against the pages reachable here; a field no page gave is marked \"not "
        "verified\" in the citation. The tabu paper: its arXiv record (arXiv:2006.02716, 4 June 2020; title and the "
        "four authors in full, Alexandr Grichshenko, Luiz Jonatã Pires de Araújo, Susanna Gimaeva and Joseph Alexander "
        "Brown; aitopics.org/doc/arxivorg:5C864CB7); its journal (IJMLC, 2020) is as issue 27 read it in the paper's "
        "front matter, and no page here gave its volume, pages or DOI. A citation index's copy of the PSO paper's "
        "references (ouci.dntb.gov.ua/en/works/9632vYr7) links this title to the ACM DOI 10.1145/3396474.3396492, whose "
        "own record was not reached, so it is not cited as verified. The PSO and SAHC paper: Mendeley's record "
        "(www.mendeley.com/catalogue/3d1d45ae-fbf0-39aa-a810-ee771f3867db: LNCS 12145, pp. 163–175, Springer, "
        "doi:10.1007/978-3-030-53956-6_15), OUCI's (the five authors in full: Luiz Jonatã Pires de Araújo, Alexandr "
        "Grichshenko, Rodrigo Lankaites Pinheiro, Rommel D. Saraiva, Susanna Gimaeva; Advances in Swarm Intelligence, "
        "pp. 163–175) and the CORD-19 copy of its text (the search space of ≈ 3.7 · 10^89 maps). The ant colony paper: "
        "its ACM Digital Library page (doi.org/10.1145/3402942.3409778: FDG conference proceedings, published 17 "
        "September 2020) and an index of it that lists the five authors in full (Rommel Dias Saraiva, Alexandr "
        "Grichshenko, Luiz Jonatã Pires de Araújo, Bonfim Amaro Junior, Guilherme Nepomuceno de Carvalho); its "
        "article number and pages were not found. The partitioning paper: its author's repository "
        "(github.com/abuzreq/ConstrainedGraphPartitioning: Proceedings of the 12th International Conference on the "
        "Foundations of Digital Games, article 77, ACM, August 2017, presented at the PCG workshop of FDG 2017); the "
        "author's given name (Ahmed M. Abuzuraiq) from his later Taksim paper (IEEE CoG 2019); its DOI "
        "(10.1145/3102071.3110575) is as issue 27 gives it and no page here resolved it. The papers' full texts were "
        "not available here, except parts of the PSO paper's.\n"
        "\n");
}

QStringList reproduciblePapers()
{
    return {"tabu", "pso-sahc", "aco", "rma2", "partition"};
}

PaperSpec paperSpec(const QString& id, ReproBudget budget)
{
    if (id == "tabu")
        return tabu(budget);
    if (id == "pso-sahc")
        return psoSahc(budget);
    if (id == "aco")
        return aco(budget);
    if (id == "rma2")
        return rma2(budget);
    if (id == "partition")
        return partition(budget);
    throw UsageError("unknown paper \"" + id.toStdString() + "\" (" + reproduciblePapers().join(", ").toStdString() + ", or all)");
}

} // namespace hexloom::cli
