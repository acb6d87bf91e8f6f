#include "core/io/recipe_segments.h"

#include <charconv>
#include <stdexcept>
#include <string>

#include "core/model/map_delta.h"
#include "core/text/text_error.h"

namespace hexloom::core::io {

namespace {

// The most iterations a replay runs (recipe.h, kMaxReplayIterations).
constexpr int64_t kMaxSegmentIteration = 10'000'000'000;

// "segment 3 (iteration 120): reason", the frame the editor translates with its reason.
[[noreturn]] void refuseSegment(int number, int64_t iteration, const std::exception& reason)
{
    throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "segment %1 (iteration %2): %3"),
                           {{std::to_string(number)}, {std::to_string(iteration)}, text::nested(text::reasonOf(reason))}});
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
            refuseSegment(static_cast<int>(i) + 2, segments[i].iteration, e);
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
    const text::CoreText::Value name{std::to_string(number)};
    if (colon == std::string_view::npos || ec != std::errc() || at != end)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "segment %1: expected ITERATION:CHANGES, found \"%2\""),
                               {name, {std::string(word.substr(0, 40))}}});
    if (iteration < 1 || iteration > kMaxSegmentIteration)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "segment %1: iteration %2 is not from 1 to %3"),
                               {name, {std::to_string(iteration)}, {std::to_string(kMaxSegmentIteration)}}});
    if (iteration <= after)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "segment %1: iteration %2 does not come after the segment before (iteration %3)"),
                               {name, {std::to_string(iteration)}, {std::to_string(after)}}});
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
                throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "more than %1 segments"), {{std::to_string(kMaxSegments)}}});
            segments.push_back(readSegmentWord(word, static_cast<int>(segments.size()) + 2, segments.empty() ? 0 : segments.back().iteration));
        }
        segmentValue = word == "--segment";
    }
    if (segmentValue)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "--segment at the end of the recipe, without ITERATION:CHANGES")});
    unpackSegments(segments, board, terrainCount, model::Map(board.size()));
}

} // namespace hexloom::core::io
