// What File → Open Recipe says after a replay, read from `hexloom-cli replay`'s lines (the wording
// of app/cli/replay_command.cpp and command_replay.cpp, docs/cli.md): exact, a count with the first
// differing hex, another board, the file's own excuse, a timed recipe, cells not compared, and
// nothing for a recipe line. The journeys check the same against the real CLI.
#include "ui/main_window/replay_verdict.h"

#include <gtest/gtest.h>

namespace hexloom::ui::main_window {
namespace {

struct Case {
    const char* output;
    const char* said;
};

TEST(ReplayVerdict, SaysWhatTheCliSaidInTheEditorsWords)
{
    const Case cases[] = {
        {"replayed tabu seed 6: best 0 after 60 iterations (exact recipe)\nreproduced exactly: all 37 hexes are the same\n",
         "Recipe reproduced exactly: all 37 hexes are the same as in the map"},
        {"replayed tabu seed 6: best 0 after 60 iterations (exact recipe)\ndiffers from the map: 1 hex, the first at row 0, column 3\n",
         "The replay differs from the map in 1 hex, at row 0, column 3"},
        {"replayed assemble seed 3: 73 tiles (exact recipe)\ndiffers from the map: 12 hexes, the first at row 4, column 2; the map was edited after its run, as its file says\n",
         "The replay differs from the map in 12 hexes, the first at row 4, column 2; the map was edited during or after its run, as its file says"},
        {"replayed sahc seed 1: best 2 after 9 iterations (exact recipe)\ndiffers from the map: another board\n",
         "The replay differs from the map: it made another board"},
        {"replayed pso seed 2: best 1 after 90 iterations (time-limited recipe)\ndiffers from the map: 5 hexes, the first at row 1, column 1\n",
         "The replay differs from the map in 5 hexes, the first at row 1, column 1; a timed recipe may differ on another machine"},
        {"replayed tabu seed 1: best 0 after 9 iterations (exact recipe, 3 segments: the designer's edits during the run)\n"
         "differs from the map: 2 hexes, the first at row 0, column 0; the recipe left out edits of its run, as it says\n",
         "The replay differs from the map in 2 hexes, the first at row 0, column 0; the recipe left out edits of its run, as it says"},
        {"replayed tabu seed 6: best 0 after 60 iterations (exact recipe)\nnote: the cells were not compared with the map: dev.tmj: tilesets[0]: no kind\n",
         "Recipe replayed; the cells were not compared with the map: dev.tmj: tilesets[0]: no kind"},
        {"replayed tabu seed 6: best 0 after 60 iterations (exact recipe)\n", ""},
        {"", ""},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.output);
        EXPECT_EQ(ReplayVerdict::read(c.output).text().toStdString(), c.said);
    }
    const ReplayVerdict v = ReplayVerdict::read("differs from the map: 3 hexes, the first at row 7, column 11\n");
    EXPECT_EQ(v.kind, ReplayVerdict::Kind::Differs);
    EXPECT_EQ(v.count, 3);
    ASSERT_TRUE(v.first.has_value());
    EXPECT_EQ(v.first->row, 7);
    EXPECT_EQ(v.first->col, 11);
}

} // namespace
} // namespace hexloom::ui::main_window
