// Segments: a run the designer edits while it runs (edits posted from outside, as the editor posts
// them, at whatever iteration the worker happens to be) is made again, map, iteration and
// evaluation count alike, by a run handed the same maps at the iterations the first one logged
// (RunControl::scheduleEdits) — for every algorithm, and through the recipe line and its parser.
// The bounds hold for a designer who edits 10,000 times.
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <mutex>

#include "core/io/map_file.h"
#include "core/model/map_delta.h"
#include "core/recipe/recipe.h"
#include "core/run/run_control.h"
#include "core/search/snapshot.h"
#include "tests/support/algorithm_ids.h"

namespace hexloom::test {
namespace {

using namespace core;

// Posts the designer's edits from the worker's own progress, as the editor does from the GUI
// thread: the newest best with two hexes swapped (terrain and token) and one of them locked, twice.
class EditWhileRunning : public search::ProgressSink {
public:
    EditWhileRunning(run::RunControl& control, model::Map start) : control_(control), latest_(std::move(start)) {}

    void snapshot(std::shared_ptr<const search::Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        if (!s->final)
            latest_ = s->map;
    }
    void progress(const search::ProgressPoint& p) override
    {
        std::lock_guard lock(mutex_);
        if (posted_.size() == 2 || p.iteration < nextAt_)
            return;
        model::Map edited = latest_;
        const auto a = static_cast<model::CellIndex>(5 + 9 * posted_.size()), b = a + 4;
        edited.apply(model::Swap{a, b, model::Layer::Both});
        edited.setLocked(a, true);
        posted_.push_back(edited);
        control_.postEdit(std::move(edited), posted_.size());
        nextAt_ = p.iteration + 30;
    }
    // The map posted as `revision` (1, 2).
    const model::Map& posted(uint64_t revision) const { return posted_.at(revision - 1); }

private:
    run::RunControl& control_;
    std::mutex mutex_;
    model::Map latest_;
    std::vector<model::Map> posted_;
    int64_t nextAt_ = 1;
};

class Quiet : public search::ProgressSink {
public:
    void snapshot(std::shared_ptr<const search::Snapshot>) override {}
};

struct Catan {
    io::MapFile file = io::loadMap(QStringLiteral(":/hexloom/maps/catan-standard.txt"), QStringLiteral("catan"));
    search::Problem problem() const { return {std::make_shared<const model::Board>(file.board), file.rules, file.map, 0}; }
};

TEST(RecipeSegments, EveryAlgorithmMakesAnEditedRunAgainFromItsSegments)
{
    Catan f;
    int twice = 0;
    for (const std::string& algorithm : singleAlgorithmIds()) {
        SCOPED_TRACE(algorithm);
        const auto* info = search::findAlgorithm(algorithm);
        search::RunSettings settings;
        settings.seed = 31;
        settings.stop.evaluationLimit = 30000;
        settings.stop.timeLimitSeconds = 60; // a bound only: the evaluations end it
        run::RunControl control;
        EditWhileRunning designer(control, f.file.map);
        const auto edited = info->make({})->run(f.problem(), settings, control, designer);
        ASSERT_EQ(edited->stopReason, "evaluations");
        const auto adopted = control.adoptedEdits();
        ASSERT_FALSE(adopted.empty()) << "the run took no edit";
        EXPECT_EQ(edited->revision, adopted.back().revision) << "the result comes from the last edit taken";
        twice += adopted.size() == 2;

        // The segments through the recipe's own text and parser, then handed to a second run.
        std::vector<recipe::SegmentStart> segments;
        for (const auto& a : adopted)
            segments.push_back({a.iteration, designer.posted(a.revision)});
        auto in = recipe::inputsForMap(f.file.board, *f.file.rules, f.file.map);
        in.algorithm = info;
        in.seed = settings.seed;
        in.stop = settings.stop;
        in.segments = recipe::packSegments(f.file.board, f.file.map, segments);
        QTemporaryDir dir;
        const auto replay = recipe::recipeArguments(recipe::writeRecipe(in, f.file.board, edited->stopReason), dir);
        const auto maps = recipe::unpackSegments(replay.segments, f.file.board, f.file.rules->terrainCount(), f.file.map);
        ASSERT_EQ(maps.size(), segments.size());
        std::vector<std::pair<int64_t, model::Map>> edits;
        for (size_t i = 0; i < maps.size(); ++i) {
            EXPECT_EQ(maps[i].iteration, segments[i].iteration);
            EXPECT_EQ(maps[i].map, segments[i].map) << "segment " << i + 2 << " read back";
            edits.emplace_back(maps[i].iteration, maps[i].map);
        }
        run::RunControl again;
        again.scheduleEdits(std::move(edits));
        Quiet quiet;
        const auto replayed = info->make({})->run(f.problem(), settings, again, quiet);
        EXPECT_TRUE(replayed->map.sameContents(edited->map));
        EXPECT_EQ(replayed->iteration, edited->iteration);
        EXPECT_EQ(replayed->evaluations, edited->evaluations);
        ASSERT_EQ(again.adoptedEdits().size(), adopted.size());
        for (size_t i = 0; i < adopted.size(); ++i)
            EXPECT_EQ(again.adoptedEdits()[i].iteration, adopted[i].iteration);
    }
    EXPECT_GE(twice, 2) << "too few runs took both edits";
}

TEST(RecipeSegments, TenThousandEditsKeepTheRecipeSmall)
{
    Catan f;
    std::vector<recipe::SegmentStart> segments;
    model::Map map = f.file.map;
    for (int i = 0; i < 10'000; ++i) {
        map.setLocked(i % map.size(), !map.locked(i % map.size()));
        segments.push_back({int64_t{i} + 1, map});
    }
    const auto packed = recipe::packSegments(f.file.board, f.file.map, segments);
    EXPECT_EQ(packed.segments.size(), static_cast<size_t>(recipe::kMaxSegments));
    EXPECT_EQ(packed.dropped, 10'000 - recipe::kMaxSegments);
    auto in = recipe::inputsForMap(f.file.board, *f.file.rules, f.file.map);
    in.algorithm = search::findAlgorithm("tabu");
    in.stop.iterationLimit = 20'000;
    in.segments = packed;
    const QString line = recipe::writeRecipe(in, f.file.board, "iterations");
    EXPECT_TRUE(line.startsWith(QStringLiteral("hexloom-recipe/2 exact ")));
    EXPECT_LT(line.size(), 64 * 1024) << "a thousand one-hex segments";
    QTemporaryDir dir;
    const auto replay = recipe::recipeArguments(line, dir);
    EXPECT_EQ(replay.segments.size(), static_cast<size_t>(recipe::kMaxSegments));
    EXPECT_EQ(replay.segmentsDropped, 10'000 - recipe::kMaxSegments);

    // Saved with its map, read back: version 4, and the reader checks every segment.
    io::MapFile file = f.file;
    file.metadata.recipe = line.toStdString();
    file.metadata.recipeEdited = true;
    const QByteArray bytes = io::writeMap(file, io::MapFormat::Json);
    EXPECT_TRUE(bytes.contains("\"version\": 4")) << bytes.left(80).toStdString();
    EXPECT_EQ(io::parseMap(bytes, "ten-thousand.json", io::MapFormat::Json).metadata.recipe, file.metadata.recipe);
}

TEST(RecipeSegments, SegmentsOfWholeBoardsStopAtTheSizeBound)
{
    const model::Board board = model::Board::hexagon(50); // 7,651 hexes: about 80 KB a whole-board delta
    model::Map a(board.size()), b(board.size());
    for (model::CellIndex c = 0; c < board.size(); ++c)
        a.setTerrain(c, 0), b.setTerrain(c, 1);
    std::vector<recipe::SegmentStart> segments;
    for (int i = 0; i < 10; ++i)
        segments.push_back({i + 1, i % 2 ? a : b});
    const auto packed = recipe::packSegments(board, a, segments);
    size_t chars = 0;
    for (const auto& s : packed.segments)
        chars += s.delta.size();
    EXPECT_LE(chars, recipe::kMaxSegmentChars);
    EXPECT_GE(packed.segments.size(), 2u);
    EXPECT_EQ(packed.segments.size() + static_cast<size_t>(packed.dropped), segments.size());
    EXPECT_GT(packed.dropped, 0);
}

TEST(RecipeSegments, ARecipeLineRefusesMalformedSegments)
{
    const QString head = QStringLiteral("hexloom-recipe/2 exact hexloom=1 --rules catan --algorithm tabu --seed 1 --iterations 50 ");
    const struct {
        QString words;
        const char* message;
    } cases[] = {
        {QStringLiteral("--segment 9:0,0,0,0,0 --segment 4:0,1,0,0,0"), "recipe: segment 3: iteration 4 does not come after the segment before (iteration 9)"},
        {QStringLiteral("--segment nine:0,0,0,0,0"), "recipe: segment 2: expected ITERATION:CHANGES, found \"nine:0,0,0,0,0\""},
        {QStringLiteral("--segment 0:"), "recipe: segment 2: iteration 0 is not from 1 to 10000000000"},
        {QStringLiteral("--segments-dropped lots"), "recipe: --segments-dropped \"lots\" is not a number"},
    };
    for (const auto& c : cases) {
        QTemporaryDir dir;
        try {
            recipe::recipeArguments(head + c.words, dir);
            ADD_FAILURE() << c.words.toStdString() << " was accepted";
        } catch (const std::invalid_argument& e) {
            EXPECT_EQ(std::string(e.what()), c.message);
        }
    }
    QTemporaryDir dir;
    EXPECT_THROW(recipe::recipeArguments(QStringLiteral("hexloom-recipe/1 exact hexloom=1 --rules catan --segment 3:0,0,0,0,0"), dir),
                 std::invalid_argument)
        << "segments need a hexloom-recipe/2 line";
}

} // namespace
} // namespace hexloom::test
