#pragma once
// The whole board as one graphics item, drawn at three levels of detail: close up, the hexes in the
// exposed rectangle with outlines, tokens and locks; when a hex is a few pixels on screen, plain
// fills with coarse lock marks; and when hexes are smaller than the board overview's pixels (or too
// many are visible to draw one by one), the overview picture stretched over the exposed area, so a
// 250,000-hex board fits and zooms without a stalled frame. Repaints only the cells the document
// reports as changed, and re-stamps only those in the overview.
#include <QGraphicsItem>
#include <optional>
#include <vector>

#include "render/palette.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/board_overview.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::scene {

class BoardItem : public QGraphicsItem {
public:
    // `overview`, when given, is the picture of the document's map (built elsewhere).
    BoardItem(const document::MapDocument* doc, const BoardGeometry* geometry, std::optional<BoardOverview> overview = std::nullopt);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    void setShowCoordinates(bool on);
    // The hexes' colours (render/palette.h); labels, glyphs, badges and home numbers stay on in
    // every palette, drawn when a hex is large enough on screen for them to be read.
    void setPalette(render::Palette palette);
    render::Palette palette() const { return palette_; }
    // The board or its size changed: the bounding rectangle follows.
    void geometryReset();
    void cellsChanged(const std::vector<core::model::CellIndex>& cells);

    // Visible hexes above which the board is drawn from the overview even when its pixels are
    // coarser than the screen's: drawing that many polygons would stall the frame.
    static constexpr double kMaxPolygons = 20000;
    // Whether a view at `lod` (device pixels per scene unit) showing `area` draws the overview.
    bool drawsOverview(const QRectF& area, double lod) const;
    const BoardOverview& overview() const { return overview_; }

private:
    void paintFills(QPainter& p, const std::vector<core::model::CellIndex>& cells, bool outlines) const;
    // Tokens, locks and (when on) coordinate labels.
    void paintCoarseLocks(QPainter& p, const std::vector<core::model::CellIndex>& cells) const;
    void paintOverview(QPainter& p, const QRectF& exposed) const;
    // Faces (labels, glyphs, badges, home numbers) at `lod` device pixels per scene unit, tokens and locks.
    void paintDetails(QPainter& p, const std::vector<core::model::CellIndex>& cells, double lod) const;

    const document::MapDocument* doc_;
    const BoardGeometry* geometry_;
    QRectF rect_;
    BoardOverview overview_;
    bool coordinates_ = false;
    render::Palette palette_ = render::Palette::Rules;
    mutable std::vector<core::model::CellIndex> visible_;
};

} // namespace hexloom::ui::scene
