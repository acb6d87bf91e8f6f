#pragma once
// Pictures of the map as it is drawn on the canvas (without overlays), for documents and web pages.
// An export draws from a PictureJob, the map as it was when asked (the shared, immutable board and
// rules and a copy of the map), so a big board's picture can be drawn on a worker while the
// designer goes on editing.
#include <QSize>
#include <QString>
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/picture_writer.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::main_window {

struct PictureJob {
    std::shared_ptr<const core::model::Board> board;
    std::shared_ptr<const core::rules::RuleSet> rules;
    core::model::Map map;
    static PictureJob of(const document::MapDocument& doc);
};

using render::PictureLimits; // the picture writer's (render/picture_writer.h)

// The hex radius for a PNG of `board`: `wanted`, or the largest smaller one whose picture keeps
// within `limits`. Throws std::runtime_error when even hexes of one pixel would not fit.
double fittedHexSize(const core::model::Board& board, double wanted, const PictureLimits& limits = {});

// Both write through core::io::saveFileAtomically: on failure the old file stays and
// std::runtime_error names the file and the reason. exportPng goes through the picture writer with
// SizePolicy::Fit: it draws at fittedHexSize(hexSize) and returns the picture's size in pixels.
QSize exportPng(const PictureJob& job, const QString& path, double hexSize = 32.0, const PictureLimits& limits = {});
void exportSvg(const PictureJob& job, const QString& path, double hexSize = 32.0);

} // namespace hexloom::ui::main_window
