#pragma once
// The five papers' experiments as `reproduce` runs them: for each, the hexloom-cli commands of
// its grid, seeds and stop rules at a budget, the figures the paper publishes, and our notes.
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

namespace hexloom::cli {

enum class ReproBudget { Tiny, Quick, Paper };

// One hexloom-cli invocation of a step. `deviation` names what it changes from the paper
// ("order=shuffled"); empty: the paper's own setting.
struct ReproRun {
    ReproRun(QString l, QStringList a, QString d = {}) : label(std::move(l)), args(std::move(a)), deviation(std::move(d)) {}
    QString label;
    QStringList args;
    QString deviation;
};

struct ReproStep {
    enum class Kind { Bench, Trace, AssembleBench, PartitionBench };
    Kind kind = Kind::Bench;
    QString id;     // file stem in the output folder
    QString title;
    // Labelled hexloom-cli invocations (without the program name and the output options, which
    // reproduce adds: --json, and --csv / --trace files in the output folder).
    std::vector<ReproRun> runs;
};

struct PaperSpec {
    QString id;        // tabu, pso-sahc, aco, rma2, partition
    QString title;
    QString citation;
    QString published; // Markdown: the paper's figures and where they come from
    QString ledger;    // Markdown: the fidelity ledger (every parameter and rule, its value and source)
    QString notes;     // Markdown: what we found (measured evidence, deviations)
    QString paperBudget; // Markdown: figures measured once at the paper's budget, with the commands
    std::vector<ReproStep> steps;
};

QStringList reproduciblePapers();
// Throws UsageError for an unknown paper.
PaperSpec paperSpec(const QString& id, ReproBudget budget);
// The opening of the combined report (reproduce all).
QString reproductionIntro();

} // namespace hexloom::cli
