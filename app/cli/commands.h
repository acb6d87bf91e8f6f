#pragma once
// Every hexloom-cli command: one function each, in its own <name>_command.cpp, listed in
// main.cpp's table. args[0] is the command name.
#include <QStringList>

namespace hexloom::cli {

int runScore(const QStringList& args);
int runConvert(const QStringList& args);
int runRender(const QStringList& args);
int runGenerate(const QStringList& args);
int runReplay(const QStringList& args);
int runBench(const QStringList& args);
int runAssemble(const QStringList& args);
int runAssembleBench(const QStringList& args);
int runPartition(const QStringList& args);
int runPartitionBench(const QStringList& args);
int runMerge(const QStringList& args);
int runReproduce(const QStringList& args);
int runProve(const QStringList& args);
int runRepair(const QStringList& args);
int runNewRules(const QStringList& args);

} // namespace hexloom::cli
