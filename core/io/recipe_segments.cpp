#include "core/io/recipe_segments.h"

#include <charconv>
#include <stdexcept>

#include "core/model/map_delta.h"

namespace hexloom::core::io {

namespace {

// The most iterations a replay runs (recipe.h, kMaxReplayIterations).
constexpr int64_t kMaxSegmentIteration = 10'000'000'000;

std::string segmentName(int number, int64_t iteration)
{
    return "segment " + std::to_string(number) + " (iteration " + std::to_string(iteration) + ")";
}

} // namespace

PackedSegments packSegments(const model::Board& board, const model::Map& start, const std::vector<SegmentStart>& segments)
{
    PackedSegments out;
    size_t chars = 0;
    const model::Map* before = &start;
    for (const SegmentStart& s : segments) {
        if (static_cast<int>(out.segments.size()) == kMaxSegments) {
            out.dropped = static_cast<int>(segments.size() - out.segments.size());
            break;
        }
        std::string delta = model::writeMapDelta(board, *before, s.map);
        chars += delta.size();
        if (chars > kMaxSegmentChars) {
            out.dropped = static_cast<int>(segments.size() - out.segments.size());
            break;
        }
        out.segments.push_back({s.iteration, std::move(delta)});
        before = &s.map;
    }
    return out;
}

std::vector<SegmentStart> unpackSegments(const std::vector<RecipeSegment>& segments, const model::Board& board, int terrainCount,
                                         const model::Map& start)
{
    std::vector<SegmentStart> out;
    out.reserve(segments.size());
    model::Map map = start;
    for (size_t i = 0; i < segments.size(); ++i) {
        try {
            model::applyMapDelta(segments[i].delta, board, terrainCount, map);
        } catch (const std::invalid_argument& e) {
            // Segment 1 is the start map: the first one listed is segment 2.
            throw std::invalid_argument(segmentName(static_cast<int>(i) + 2, segments[i].iteration) + ": " + e.what());
        }
        out.push_back({segments[i].iteration, map});
    }
    return out;
}

RecipeSegment readSegmentWord(std::string_view word, int number, int64_t after)
{
    const size_t colon = word.find(':');
    int64_t iteration = 0;
    const char* end = word.data() + (colon == std::string_view::npos ? word.size() : colon);
    const auto [at, ec] = std::from_chars(word.data(), end, iteration);
    const std::string name = "segment " + std::to_string(number);
    if (colon == std::string_view::npos || ec != std::errc() || at != end)
        throw std::invalid_argument(name + ": expected ITERATION:CHANGES, found \"" + std::string(word.substr(0, 40)) + "\"");
    if (iteration < 1 || iteration > kMaxSegmentIteration)
        throw std::invalid_argument(name + ": iteration " + std::to_string(iteration) + " is not from 1 to " + std::to_string(kMaxSegmentIteration));
    if (iteration <= after)
        throw std::invalid_argument(name + ": iteration " + std::to_string(iteration) + " does not come after the segment before (iteration " +
                                    std::to_string(after) + ")");
    return {iteration, std::string(word.substr(colon + 1))};
}

void checkSegments(std::string_view recipe, const model::Board& board, int terrainCount)
{
    std::vector<RecipeSegment> segments;
    bool segmentValue = false;
    for (size_t from = 0; from < recipe.size();) {
        const size_t space = std::min(recipe.find(' ', from), recipe.size());
        const std::string_view word = recipe.substr(from, space - from);
        from = space + 1;
        if (segmentValue) {
            if (static_cast<int>(segments.size()) == kMaxSegments)
                throw std::invalid_argument("more than " + std::to_string(kMaxSegments) + " segments");
            segments.push_back(readSegmentWord(word, static_cast<int>(segments.size()) + 2, segments.empty() ? 0 : segments.back().iteration));
        }
        segmentValue = word == "--segment";
    }
    if (segmentValue)
        throw std::invalid_argument("--segment at the end of the recipe, without ITERATION:CHANGES");
    unpackSegments(segments, board, terrainCount, model::Map(board.size()));
}

} // namespace hexloom::core::io
