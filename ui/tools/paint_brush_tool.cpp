#include "ui/tools/paint_brush_tool.h"

#include <algorithm>

#include "core/rules/tile_pool.h"
#include "ui/document/map_document.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::tools {

PaintBrushTool::PaintBrushTool(const ToolContext* context)
    : StrokeTool({QStringLiteral("brush"), tr("Brush"), QKeySequence(Qt::Key_B),
                  tr("Paint the chosen terrain or number token on 1, 7 or 19 hexes; drag for a stroke")},
                 context)
{
}

QString PaintBrushTool::commandText() const
{
    return options()->layer() == ToolOptions::PaintLayer::Token ? tr("Paint tokens") : tr("Paint terrain");
}

std::vector<document::CellChange> PaintBrushTool::changesAt(core::model::CellIndex cell, const ToolEvent& e) const
{
    std::vector<document::CellChange> out;
    const bool tokens = options()->layer() == ToolOptions::PaintLayer::Token;
    const bool erase = e.modifiers & Qt::ShiftModifier;
    for (core::model::CellIndex c : footprint(cell)) {
        auto s = document::CellState::of(doc()->map(), c);
        if (tokens)
            s.token = static_cast<core::model::Token>(erase ? 0 : options()->token());
        else if (options()->terrain() < doc()->rules().terrainCount())
            s.terrain = options()->terrain();
        out.push_back({c, s});
    }
    return out;
}

namespace {
QString zoneLabel(const core::rules::RuleSet& rules, int zone)
{
    return zone == 0 ? PaintBrushTool::tr("main") : QString::fromStdString(rules.zoneName(zone));
}
} // namespace

QString PaintBrushTool::noticeFor(const std::vector<document::CellChange>& changes) const
{
    const auto& rules = doc()->rules();
    const auto& map = doc()->map();
    if (!rules.hasZones())
        return {};
    const auto crossing = std::find_if(changes.begin(), changes.end(), [&](const document::CellChange& c) {
        return c.state.terrain != core::model::kNoTerrain && !rules.sameZone(c.state.terrain, map.terrain(c.cell));
    });
    if (crossing == changes.end())
        return {};
    const int zone = rules.zone(crossing->state.terrain);
    const core::model::TerrainId old = map.terrain(crossing->cell);
    // The positions of the zone other than the main one, once the changes are made, against its
    // tiles in the pool.
    const int checked = zone != 0 ? zone : rules.zone(old);
    int positions = 0, tiles = 0;
    for (core::model::CellIndex c = 0; c < map.size(); ++c)
        positions += rules.zone(map.terrain(c)) == checked ? 1 : 0;
    for (const auto& c : changes)
        positions += (rules.zone(c.state.terrain) == checked ? 1 : 0) - (rules.zone(map.terrain(c.cell)) == checked ? 1 : 0);
    const auto pool = core::rules::TilePool::forMap(map, rules);
    for (size_t t = 0; t < pool.terrains.size() && t < rules.terrains.size(); ++t)
        tiles += rules.zone(static_cast<core::model::TerrainId>(t)) == checked ? pool.terrains[t] : 0;
    QString text = tr("Painted %1 on a hex that held %2: searches move kinds only within their zone, so this hex is now a position of the "
                      "%3 zone instead of the %4 zone.")
                       .arg(QString::fromStdString(rules.terrain(crossing->state.terrain).name),
                            old == core::model::kNoTerrain ? tr("nothing") : QString::fromStdString(rules.terrain(old).name), zoneLabel(rules, zone),
                            zoneLabel(rules, rules.zone(old)));
    if (rules.hasPool() && positions != tiles)
        text += tr(" The %1 zone has %2 positions for the pool's %3 tiles: a search will not start until they match.")
                    .arg(zoneLabel(rules, checked)).arg(positions).arg(tiles);
    return text;
}

} // namespace hexloom::ui::tools
