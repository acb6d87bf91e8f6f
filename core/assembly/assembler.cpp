#include "core/assembly/assembler.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "core/assembly/assembly_state.h"
#include "core/assembly/padding_search.h"
#include "core/assembly/search_context.h"
#include "core/assembly/seeded_random.h"
#include "core/text/text_error.h"

namespace hexloom::core::assembly {

using model::CellIndex;

namespace {
std::vector<char> pinnedTerrain(const AssemblyProblem& p)
{
    if (p.start.size() == 0)
        return {};
    if (p.start.size() != p.board->size())
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "the start map has %1 hexes but the board has %2"),
                               {text::number(p.start.size()), text::number(p.board->size())}});
    std::vector<char> pinned(static_cast<size_t>(p.board->size()), 0);
    for (CellIndex c = 0; c < p.board->size(); ++c)
        if (p.start.locked(c) && p.start.terrain(c) != model::kNoTerrain && p.start.terrain(c) < p.tiles->rules->terrainCount())
            pinned[static_cast<size_t>(c)] = p.tiles->rules->terrain(p.start.terrain(c)).letter;
    return pinned;
}

} // namespace

Assembler::Assembler(AssemblyProblem problem, AssemblyOptions options)
    : problem_(std::move(problem)), options_(options), started_(std::chrono::steady_clock::now()), startedCpu_(std::clock())
{
    options_.validate();
    if (!problem_.tiles || !problem_.board || !problem_.tiles->rules)
        throw std::invalid_argument("an assembly needs a tile set with its rule set and a board");
    problem_.tiles->validate();
    table_ = std::make_unique<PlacementTable>(*problem_.board, *problem_.tiles, pinnedTerrain(problem_));
    state_ = std::make_unique<AssemblyState>(*problem_.board, *table_, *problem_.tiles);
    random_ = std::make_unique<SeededRandom>(options_.seed);
    stats_ = std::make_unique<AssemblyStats>();
    event_ = std::make_unique<AssemblyEvent>();
    context_ = std::make_unique<SearchContext>(
        SearchContext{*problem_.board, *problem_.tiles, *table_, *state_, options_, *random_, *stats_, *event_});
    padding_ = std::make_unique<PaddingSearch>(*context_);
    for (const FixedPlacement& f : problem_.tiles->fixed)
        placeFixed(f);
    for (const FixedPlacement& f : problem_.fixed)
        placeFixed(f);
    fixedCount_ = static_cast<int>(state_->placed().size());
    orderRequired();
    positions_.resize(static_cast<size_t>(problem_.board->size()));
    std::iota(positions_.begin(), positions_.end(), 0);
    random_->shuffle(std::span(positions_));
}

Assembler::~Assembler() = default;

void Assembler::placeFixed(const FixedPlacement& f)
{
    const TileSet& set = *problem_.tiles;
    const int kind = set.indexOf(f.tile);
    const auto fail = [&](text::CoreText why) {
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "fixed tile \"%1\" at (%2, %3) rotation %4: %5"),
                               {{f.tile}, text::number(f.at.row), text::number(f.at.col), text::number(f.rotation), text::nested(std::move(why))}});
    };
    if (kind < 0)
        fail({QT_TRANSLATE_NOOP("hexloom::core", "no such tile in tile set %1"), {{set.name}}});
    if (f.rotation < 0 || f.rotation > 5)
        fail({QT_TRANSLATE_NOOP("hexloom::core", "rotation must be 0 to 5")});
    const CellIndex origin = problem_.board->indexAtOffset(f.at);
    if (origin == model::kNoCell)
        fail({QT_TRANSLATE_NOOP("hexloom::core", "the position is not on the board")});
    const PlacementId p = table_->findRotated(kind, problem_.board->hex(origin), f.rotation);
    if (p == kNoPlacement)
        fail({QT_TRANSLATE_NOOP("hexloom::core", "leaves the board, faces the rim with an edge that does not fit it, disagrees with a locked hex, or may not rotate")});
    if (!state_->fits(p))
        fail({QT_TRANSLATE_NOOP("hexloom::core", "overlaps another fixed tile, does not fit its edges, or exceeds the tile's max")});
    state_->place(p);
}

void Assembler::orderRequired()
{
    const TileSet& set = *problem_.tiles;
    // Refused at once when the required tiles cannot all lie on the board, whatever their places:
    // 100,000 required tiles on 400 hexes would otherwise backtrack until the time limit.
    int64_t needed = 0, covered = 0;
    for (int k = 0; k < static_cast<int>(set.tiles.size()); ++k) {
        const auto& tile = set.tiles[static_cast<size_t>(k)];
        covered += int64_t{state_->count(k)} * tile.area();
        needed += int64_t{std::max(0, tile.min - state_->count(k))} * tile.area();
        if (state_->count(k) < tile.min)
            required_.push_back(k);
    }
    const int64_t free = problem_.board->size() - covered;
    if (needed > free)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "tile set %1: its required tiles (min) cover %2 hexes but the board has only %3 hexes free"),
                               {{set.name}, text::number(static_cast<double>(needed)), text::number(static_cast<double>(free))}});
    // Line tiles first (the line trick), then the largest first, as RMA2 sorts by size.
    const bool lines = options_.tricks.line;
    std::stable_sort(required_.begin(), required_.end(), [&](int a, int b) {
        if (lines && set.isLineKind(a) != set.isLineKind(b))
            return set.isLineKind(a);
        return table_->area(a) > table_->area(b);
    });
}

AssemblyStatus Assembler::step()
{
    if (status_ != AssemblyStatus::Running)
        return status_;
    updateTimes();
    if (options_.timeLimitSeconds > 0 && stats_->seconds >= options_.timeLimitSeconds) {
        finish(AssemblyStatus::TimeLimit, {QT_TRANSLATE_NOOP("hexloom::core", "time limit of %1 s reached"), {text::number(options_.timeLimitSeconds)}});
        return status_;
    }
    ++stats_->steps;
    event_->kind = AssemblyEventKind::None;
    event_->placement = kNoPlacement;
    event_->gap = model::kNoCell;
    event_->candidates.clear();
    event_->depth = padding_->depth();
    if (paddingActive_)
        paddingStep();
    else
        requiredStep();
    return status_;
}

void Assembler::requiredStep()
{
    const TileSet& set = *problem_.tiles;
    while (requiredIndex_ < required_.size() &&
           state_->count(required_[requiredIndex_]) >= set.tiles[static_cast<size_t>(required_[requiredIndex_])].min) {
        ++requiredIndex_;
        slot_ = 0;
    }
    if (requiredIndex_ == required_.size()) {
        startPadding();
        return;
    }
    const int kind = required_[requiredIndex_];
    const int orientations = table_->orientationCount(kind);
    const int slots = problem_.board->size() * orientations;
    for (; slot_ < slots; ++slot_) {
        const PlacementId p = table_->find(kind, positions_[static_cast<size_t>(slot_ / orientations)], slot_ % orientations);
        if (p == kNoPlacement || !state_->fits(p))
            continue;
        state_->place(p);
        placedRequired_.push_back({requiredIndex_, slot_});
        ++slot_;
        ++stats_->placementsTried;
        event_->kind = AssemblyEventKind::RequiredPlaced;
        event_->placement = p;
        return;
    }
    context_->deadEnd({DeadEndReason::RequiredDoesNotFit, model::kNoCell, kind});
    backtrackRequired();
}

void Assembler::startPadding() { onPadding(padding_->start()); }

void Assembler::paddingStep() { onPadding(padding_->step()); }

void Assembler::onPadding(PaddingStatus s)
{
    switch (s) {
    case PaddingStatus::Running:
        paddingActive_ = true;
        break;
    case PaddingStatus::Solved:
        finish(AssemblyStatus::Solved, {QT_TRANSLATE_NOOP("hexloom::core", "assembled")});
        break;
    case PaddingStatus::Refused:
        finish(AssemblyStatus::Refused, padding_->refusal());
        break;
    case PaddingStatus::Failed:
        // RMA2's "couldn't pad": the required tiles as they lie leave no way to fill the rest. The
        // padding's own last dead end is the cause; its hex goes with the new one for the canvas.
        paddingActive_ = false;
        padCause_ = event_->deadEnd;
        context_->deadEnd({DeadEndReason::CouldNotPad, padCause_.cell, -1});
        backtrackRequired();
        break;
    }
}

void Assembler::backtrackRequired()
{
    // RMA2: move the last required tile on to its next position; when none is left, no assembly.
    if (placedRequired_.empty()) {
        finish(AssemblyStatus::Exhausted, {QT_TRANSLATE_NOOP("hexloom::core", "no assembly exists: every branch ended in a dead end; last dead end: %1"),
                                           {text::nested(lastDeadEnd())}});
        return;
    }
    const RequiredEntry e = placedRequired_.back();
    placedRequired_.pop_back();
    state_->removeLast();
    ++stats_->backtracks;
    requiredIndex_ = e.order;
    slot_ = e.slot + 1;
}

text::CoreText Assembler::lastDeadEnd() const
{
    const DeadEnd& last = event_->deadEnd;
    text::CoreText what = assembly::describeText(last, *problem_.board);
    if (last.reason == DeadEndReason::CouldNotPad && padCause_.reason != DeadEndReason::CouldNotPad)
        return {"%1 (%2)", {text::nested(std::move(what)), text::nested(assembly::describeText(padCause_, *problem_.board))}};
    return what;
}

// The event keeps the last dead end (event_->deadEnd) when it turns into Failed, for Step mode.
void Assembler::finish(AssemblyStatus s, text::CoreText message)
{
    status_ = s;
    messageText_ = std::move(message);
    updateTimes();
    event_->kind = s == AssemblyStatus::Solved ? AssemblyEventKind::Solved : AssemblyEventKind::Failed;
}

void Assembler::updateTimes()
{
    stats_->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    stats_->cpuSeconds = static_cast<double>(std::clock() - startedCpu_) / CLOCKS_PER_SEC;
}

void Assembler::cancel()
{
    if (status_ == AssemblyStatus::Running)
        finish(AssemblyStatus::Cancelled, {QT_TRANSLATE_NOOP("hexloom::core", "cancelled")});
}

AssemblyResult Assembler::run(run::RunControl* control, const std::function<void(const Assembler&)>& afterStep)
{
    while (step() == AssemblyStatus::Running) {
        if (afterStep)
            afterStep(*this);
        if (control && !control->checkpoint())
            cancel();
    }
    if (afterStep)
        afterStep(*this);
    return result();
}

int Assembler::depth() const { return padding_->depth(); }

PlacedTile Assembler::describe(PlacementId p) const
{
    const auto cells = table_->cells(p);
    const int kind = table_->kind(p);
    PlacedTile t{kind, problem_.tiles->tiles[static_cast<size_t>(kind)].id, table_->rotation(p), table_->anchor(p),
                 std::vector<CellIndex>(cells.begin(), cells.end()), {}, {}, table_->code(p), false};
    const ConnectionTable& codes = problem_.tiles->connections;
    for (const EdgeCodes& e : table_->edges(p)) {
        std::array<char, 6> chars{};
        std::array<bool, 6> lines{};
        for (size_t d = 0; d < 6; ++d) {
            chars[d] = e[d] == kInteriorEdge ? kInteriorEdgeChar : codes.code(e[d]);
            lines[d] = codes.isLine(e[d]);
        }
        t.edges.push_back(chars);
        t.lines.push_back(lines);
    }
    return t;
}

std::vector<PlacedTile> Assembler::placements() const
{
    std::vector<PlacedTile> out;
    for (size_t i = 0; i < state_->placed().size(); ++i) {
        out.push_back(describe(state_->placed()[i]));
        out.back().fixed = static_cast<int>(i) < fixedCount_;
    }
    return out;
}

model::Map Assembler::map() const
{
    model::Map m(problem_.board->size());
    if (problem_.start.size() == problem_.board->size())
        for (CellIndex c = 0; c < m.size(); ++c)
            m.setLocked(c, problem_.start.locked(c));
    const rules::RuleSet& rules = *problem_.tiles->rules;
    for (PlacementId p : state_->placed()) {
        const auto cells = table_->cells(p);
        const auto terrains = table_->terrains(p);
        for (size_t i = 0; i < cells.size(); ++i)
            m.setTerrain(cells[i], rules.byLetter(terrains[i]));
    }
    return m;
}

AssemblyResult Assembler::result() const
{
    AssemblyResult r;
    r.status = status_;
    r.success = status_ == AssemblyStatus::Solved;
    r.messageText = status_ == AssemblyStatus::Running ? text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "running")} : messageText_;
    r.message = r.messageText.english();
    r.seed = options_.seed;
    r.placements = placements();
    r.map = map();
    r.stats = *stats_;
    return r;
}

std::shared_ptr<const AssemblySnapshot> Assembler::snapshot() const
{
    auto s = std::make_shared<AssemblySnapshot>();
    s->status = status_;
    s->placements = placements();
    s->map = map();
    s->event = *event_;
    for (PlacementId p : event_->candidates)
        s->candidates.push_back(describe(p));
    s->stats = *stats_;
    s->depth = depth();
    return s;
}

const char* statusKey(AssemblyStatus s)
{
    switch (s) {
    case AssemblyStatus::Running: return "running";
    case AssemblyStatus::Solved: return "solved";
    case AssemblyStatus::Exhausted: return "exhausted";
    case AssemblyStatus::TimeLimit: return "time_limit";
    case AssemblyStatus::Cancelled: return "cancelled";
    case AssemblyStatus::Refused: return "refused";
    }
    return "unknown";
}

} // namespace hexloom::core::assembly
