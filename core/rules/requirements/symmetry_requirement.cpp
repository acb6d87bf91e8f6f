#include "core/rules/requirements/symmetry_requirement.h"

#include <algorithm>
#include <stdexcept>

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"
#include "core/text/text_error.h"

namespace hexloom::core::rules {

namespace {
void checkMode(const RequirementSpec& spec)
{
    const std::string mode = symmetryType().text(spec, "mode");
    const auto parsed = symmetry::parseMode(mode);
    if (!parsed || *parsed == symmetry::SymmetryMode::None)
        throw text::TextError(text::inField("params.mode", {QT_TRANSLATE_NOOP("hexloom::core", "expected one of %1, found \"%2\""), {{symmetry::modeNameList().substr(6)}, {mode}}}));
}

symmetry::BoardSymmetry symmetryOf(const RequirementSpec& spec, const Board& board)
{
    try {
        return symmetry::BoardSymmetry::of(board, *symmetry::parseMode(symmetryType().text(spec, "mode")));
    } catch (const symmetry::SymmetryError& e) {
        throw text::TextError(text::inField("params.mode", text::reasonOf(e)));
    }
}
} // namespace

const RequirementType& symmetryType()
{
    static const RequirementType type{
        .type = "symmetry",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Cells that differ from their image under a symmetry (mirror, turn): symmetry as a soft requirement"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "mode"), true, 0, 0, std::string("rotate-2"), QT_TRANSLATE_NOOP("hexloom::core", "mirror-v, mirror-h, rotate-2, rotate-3, rotate-6 or mirror-2")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "tokens"), false, 0, 1, 1.0, QT_TRANSLATE_NOOP("hexloom::core", "1: a cell's number token must match its image's too")}},
        .make = makeOf<SymmetryRequirement>,
        .builds = isOneOf<SymmetryRequirement>,
        .checkParameters = checkMode,
        .exampleRules = "catan",
    };
    return type;
}

SymmetryRequirement::SymmetryRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : Requirement(spec, rules, board), symmetry_(symmetryOf(spec, board)), tokens_(symmetryType().number(spec, "tokens") != 0)
{
    for (const int g : symmetry_.generators()) {
        std::vector<CellIndex> pre(static_cast<size_t>(board.size()));
        for (CellIndex c = 0; c < board.size(); ++c)
            pre[static_cast<size_t>(symmetry_.image(g, c))] = c;
        preimage_.push_back(std::move(pre));
    }
}

bool SymmetryRequirement::differs(const Map& map, CellIndex c) const
{
    for (const int g : symmetry_.generators()) {
        const CellIndex i = symmetry_.image(g, c);
        if (map.terrain(i) != map.terrain(c) || (tokens_ && map.token(i) != map.token(c)))
            return true;
    }
    return false;
}

int SymmetryRequirement::count(const Map& map)
{
    int n = 0;
    for (CellIndex c = 0; c < map.size(); ++c)
        n += differs(map, c) ? 1 : 0;
    return n;
}

void SymmetryRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    for (CellIndex c = 0; c < map.size(); ++c)
        if (differs(map, c))
            out.push_back(c);
}

int SymmetryRequirement::touched(const Swap& s, std::array<CellIndex, 6>& out) const
{
    int n = 0;
    const auto add = [&](CellIndex c) {
        if (std::find(out.begin(), out.begin() + n, c) == out.begin() + n)
            out[static_cast<size_t>(n++)] = c;
    };
    for (const CellIndex c : {s.a, s.b}) {
        add(c);
        for (const auto& pre : preimage_)
            add(pre[static_cast<size_t>(c)]);
    }
    return n;
}

int SymmetryRequirement::swapDelta(Map& map, const Swap& s)
{
    std::array<CellIndex, 6> cells{};
    const int n = touched(s, cells);
    int before = 0, after = 0;
    for (int i = 0; i < n; ++i)
        before += differs(map, cells[static_cast<size_t>(i)]) ? 1 : 0;
    map.apply(s);
    for (int i = 0; i < n; ++i)
        after += differs(map, cells[static_cast<size_t>(i)]) ? 1 : 0;
    map.apply(s);
    return after - before;
}

text::CoreTexts SymmetryRequirement::explain(const Map& map, CellIndex c) const
{
    for (const int g : symmetry_.generators()) {
        const CellIndex i = symmetry_.image(g, c);
        if (map.terrain(i) == map.terrain(c) && (!tokens_ || map.token(i) == map.token(c)))
            continue;
        const model::OffsetCoord at = board_.offset(i);
        text::CoreText why{QT_TRANSLATE_NOOP("hexloom::core", "%1 but its %2 image (row %3, column %4) holds %5"),
                           {{terrainName(rules_, map.terrain(c))},
                            {std::string(symmetry::modeName(symmetry_.mode()))},
                            {std::to_string(at.row)},
                            {std::to_string(at.col)},
                            {terrainName(rules_, map.terrain(i))}}};
        if (map.terrain(i) == map.terrain(c)) {
            why.pattern = QT_TRANSLATE_NOOP("hexloom::core", "%1 but its %2 image (row %3, column %4) holds %5 with token %6");
            why.values.push_back({std::to_string(map.token(i))});
        }
        return {why};
    }
    return {};
}

} // namespace hexloom::core::rules
