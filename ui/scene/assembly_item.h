#pragma once
// The partial assembly over the board while a tile assembly runs (issue 5): placed tiles' hexes in
// their terrain with tile outlines and line codes, empty hexes veiled, and for Step mode the
// chosen gap (a thick ring), its candidate placements (dashed outlines) and the last dead end (a
// red cross on its hex with the reason). Hidden when there is nothing to show.
#include <QGraphicsItem>
#include <memory>

#include "core/assembly/assembly_snapshot.h"
#include "core/rules/rule_set.h"
#include "ui/scene/board_geometry.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::scene {

class AssemblyItem : public QGraphicsItem {
public:
    AssemblyItem(const document::MapDocument* doc, const BoardGeometry* geometry);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // `rules`: the tile set's, which the snapshot's terrain ids belong to.
    void show(std::shared_ptr<const core::assembly::AssemblySnapshot> snapshot,
              std::shared_ptr<const core::rules::RuleSet> rules);
    void clear();
    const core::assembly::AssemblySnapshot* snapshot() const { return snapshot_.get(); }
    // What the canvas marks now: the chosen gap and the dead end's hex (kNoCell when none).
    core::model::CellIndex gap() const;
    core::model::CellIndex deadEndCell() const;

private:
    void paintStepMarks(QPainter& p) const;

    const document::MapDocument* doc_;
    const BoardGeometry* geometry_;
    QRectF rect_;
    std::shared_ptr<const core::assembly::AssemblySnapshot> snapshot_;
    std::shared_ptr<const core::rules::RuleSet> rules_;
};

} // namespace hexloom::ui::scene
