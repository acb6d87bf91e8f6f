#include "core/search/scoring/incremental_score.h"

#include <algorithm>

#include "core/search/scoring/incremental_score_inline.h"

namespace hexloom::core::search {

IncrementalScore::IncrementalScore(rules::Evaluator& evaluator, int localWaterFrom)
    : eval_(evaluator), plan_(ScorePlan::of(evaluator.compiled())), buffers_(plan_->acquire(localWaterFrom)),
      board_(plan_->compiled->board()), rules_(plan_->compiled->rules()), packed_(plan_->packed), entries_(plan_->entries),
      localEntry_(plan_->localEntry), factor_(plan_->factor), divisor_(plan_->divisor), localMask_(plan_->localMask),
      activeFor_(plan_->activeFor), waterLow_(plan_->waterLow), waterHigh_(plan_->waterHigh), spadeLow_(plan_->spadeLow),
      fallbackEntries_(plan_->fallbackEntries), waterEntry_(plan_->waterEntry), pipEntry_(plan_->pipEntry), playerEntry_(plan_->playerEntry), boundable_(plan_->boundable),
      water_(buffers_->water),
      hot_(plan_->hot), isWater_(plan_->isWater), isLand_(plan_->isLand), unit_(plan_->unit), oneSpade_(plan_->oneSpade),
      waterMask_(plan_->waterMask), landMask_(plan_->landMask), border_(plan_->tables->border), ring_(plan_->tables->ring),
      hexes_(board_.hexes()), cells_(buffers_->cells), ringValues_(buffers_->ringValues), conflictPos_(buffers_->conflictPos), conflictList_(buffers_->conflictList),
      halfCache_(buffers_->halfCache), terrainSlots_(plan_->terrainSlots), version_(buffers_->version),
      within2Start_(plan_->tables->within2Start), within2_(plan_->tables->within2), touchedAt_(buffers_->touchedAt),
      touchStamp_(buffers_->touchStamp)
{
    // The pip tracker reads this run's requirement instance (the evaluator's), so it is not lent.
    if (pipEntry_ >= 0)
        pip_ = std::make_unique<PipBalanceTracker>(dynamic_cast<const rules::PipBalanceRequirement&>(eval_.requirement(pipEntry_)));
    for (const int r : plan_->pieceEntries)
        pieces_.push_back({PieceTracker::of(eval_.requirement(r), board_, isLand_), r, entries_[static_cast<size_t>(r)].weight});
    if (playerEntry_ >= 0)
        players_ = std::make_unique<PlayerValueTracker>(dynamic_cast<rules::PlayerValueRequirement&>(eval_.requirement(playerEntry_)), board_);
    counts_.assign(entries_.size(), 0);
    keptCells_.resize(entries_.size());
    // farDelta's floors: a count never falls below 0, so with weights of 0 or more a requirement
    // scored by its own delta changes the total by at least -weight * count.
    floorFirst_ = pieces_.empty() && (players_ || !fallbackEntries_.empty()) &&
                  (!players_ || entries_[static_cast<size_t>(playerEntry_)].weight >= 0) &&
                  std::all_of(fallbackEntries_.begin(), fallbackEntries_.end(), [&](int r) { return entries_[static_cast<size_t>(r)].weight >= 0; });
}

IncrementalScore::~IncrementalScore() { plan_->release(std::move(buffers_)); }

int IncrementalScore::globalViolations() const
{
    int v = 0;
    for (size_t r = 0; r < entries_.size(); ++r)
        if (entries_[r].kind != Kind::Off && entries_[r].kind != Kind::Local)
            v += counts_[r];
    return v;
}

namespace {
// A requirement that keeps no list is listed again once its list is this many moves old per
// this many hexes: a listing costs O(hexes), so O(kHexesPerRelisting) per move.
constexpr int kHexesPerRelisting = 256;
} // namespace

std::span<const CellIndex> IncrementalScore::globalCells(size_t r)
{
    if (entries_[r].kind == Kind::WaterComponents)
        return water_->recentCells();
    KeptCells& kept = keptCells_[r];
    if (kept.listedAt < 0 || moves_ - kept.listedAt >= std::max(1, board_.size() / kHexesPerRelisting)) {
        eval_.requirement(static_cast<int>(r)).cells(map_, kept.cells);
        kept.listedAt = moves_;
    }
    return kept.cells;
}

const PieceTracker* IncrementalScore::pieceTrackerOf(size_t r) const
{
    for (const Tracked& p : pieces_)
        if (p.entry == static_cast<int>(r))
            return p.tracker.get();
    return nullptr;
}

IncrementalScore::GlobalDraw IncrementalScore::drawGlobalConflict(run::Random& random, bool minorPieces)
{
    const auto violated = [&](size_t r) { return entries_[r].kind != Kind::Off && entries_[r].kind != Kind::Local && counts_[r] != 0; };
    int total = 0, kinds = 0;
    size_t chosen = entries_.size();
    for (size_t r = 0; r < entries_.size(); ++r)
        if (violated(r)) {
            total += counts_[r];
            ++kinds;
            chosen = r;
        }
    if (kinds == 0)
        return {};
    if (kinds > 1) {
        auto at = static_cast<int>(random.below(static_cast<uint32_t>(total)));
        for (chosen = 0;; ++chosen) {
            if (!violated(chosen))
                continue;
            if (at < counts_[chosen])
                break;
            at -= counts_[chosen];
        }
    }
    if (minorPieces && entries_[chosen].kind == Kind::WaterComponents)
        if (const CellIndex c = water_->minorCell(random); c != model::kNoCell)
            return {c, nullptr};
    const PieceTracker* piece = pieces_.empty() ? nullptr : pieceTrackerOf(chosen);
    const auto cells = piece ? piece->cells() : globalCells(chosen);
    if (cells.empty())
        return {};
    return {cells[random.below(static_cast<uint32_t>(cells.size()))], piece};
}

template <unsigned M>
void IncrementalScore::resetValues()
{
    Sums sums{};
    const auto n = static_cast<size_t>(board_.size());
    for (size_t c = 0; c < n; ++c) {
        Cell& cell = cells_[c];
        cell.values = {};
        incremental_detail::forEachBit<M, kLocalTypes>([&](auto type) __attribute__((always_inline)) {
            constexpr auto K = static_cast<Local>(decltype(type)::value);
            const int v = valueOf<K>(static_cast<CellIndex>(c), cell.terrain, cell.token, cell.around, cell.waterBorder, cell.hot);
            cell.values[K] = static_cast<int8_t>(v);
            sums[K] += v;
        });
        conflictPos_[c] = -1;
        if (packedValues(static_cast<CellIndex>(c)) != 0) {
            conflictPos_[c] = static_cast<int>(conflictList_.size());
            conflictList_.push_back(static_cast<CellIndex>(c));
        }
    }
    incremental_detail::forEachBit<M, kLocalTypes>([&](auto type) __attribute__((always_inline)) {
        constexpr auto K = static_cast<Local>(decltype(type)::value);
        counts_[static_cast<size_t>(localEntry_[K])] = sums[K] / divisor_[K];
    });
    for (size_t c = 0; c < n; ++c) {
        const CellIndex* ring = ring_.data() + 6 * c;
        ringValues_[c] = packedValues(static_cast<CellIndex>(c)) + packedValues(ring[0]) + packedValues(ring[1]) + packedValues(ring[2]) +
                         packedValues(ring[3]) + packedValues(ring[4]) + packedValues(ring[5]); // the sentinel's are 0
    }
}

template <size_t... I>
constexpr std::array<IncrementalScore::ResetValues, sizeof...(I)> IncrementalScore::resetters(std::index_sequence<I...>)
{
    return {&IncrementalScore::resetValues<static_cast<unsigned>(I)>...};
}

void IncrementalScore::reset(const model::Map& map)
{
    static constexpr std::array<ResetValues, kLocalMasks> kResetters = resetters(std::make_index_sequence<kLocalMasks>{});
    map_ = map;
    const auto cells = static_cast<size_t>(board_.size());
    for (uint32_t& v : version_)
        ++v;
    halvesCached_ = false;
    // The layers first (the sentinel keeps kNoTerrain, whose tables read 0), then each cell's
    // sums from its fixed ring of six; each stored field by field (a record assembled on the
    // stack and copied whole stalls on store forwarding). The border-water and hot-token counts
    // only when a local type reads them (river shape, token pairs); else they stay 0, unread.
    const model::TerrainId* terrains = map_.terrains().data();
    const model::Token* tokens = map_.tokens().data();
    Cell* out = cells_.data();
    out[cells] = Cell{.riverClass = out[cells].riverClass};
    for (size_t c = 0; c < cells; ++c) {
        out[c].terrain = terrains[c];
        out[c].token = tokens[c];
        out[c].waterBorder = out[c].hot = 0;
    }
    const bool borders = (localMask_ & bit(RiverShape)) != 0, hots = (localMask_ & bit(TokenPairs)) != 0;
    for (size_t c = 0; c < cells; ++c) {
        const CellIndex* ring = ring_.data() + 6 * c;
        uint64_t around = 0;
        for (int k = 0; k < 6; ++k)
            around += unit_[out[ring[k]].terrain];
        out[c].around = around;
        int waterBorder = 0, hotAround = 0;
        for (int k = 0; borders && k < 6; ++k)
            waterBorder += isWater_[out[ring[k]].terrain] * border_[static_cast<size_t>(ring[k])];
        for (int k = 0; hots && k < 6; ++k)
            hotAround += hot_[static_cast<uint8_t>(out[ring[k]].token)];
        out[c].waterBorder = static_cast<uint8_t>(waterBorder);
        out[c].hot = static_cast<uint8_t>(hotAround);
    }
    std::fill(counts_.begin(), counts_.end(), 0);
    for (KeptCells& kept : keptCells_)
        kept.listedAt = -1;
    if (water_) {
        water_->reset(map_);
        counts_[static_cast<size_t>(waterEntry_)] = water_->count();
    }
    if (pip_) {
        pip_->reset(map_);
        counts_[static_cast<size_t>(pipEntry_)] = pip_->count();
    }
    for (Tracked& p : pieces_) {
        p.tracker->reset(map_);
        counts_[static_cast<size_t>(p.entry)] = p.tracker->count();
    }
    if (players_) {
        players_->reset(map_);
        counts_[static_cast<size_t>(playerEntry_)] = players_->count();
    }
    for (int r : fallbackEntries_)
        counts_[static_cast<size_t>(r)] = eval_.requirement(r).count(map_);
    conflictPos_.resize(cells);
    conflictList_.clear();
    (this->*kResetters[localMask_])();
    total_ = eval_.total(counts_);
}

} // namespace hexloom::core::search
