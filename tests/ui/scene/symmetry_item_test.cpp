// The symmetry overlay draws what the positions say: a mirror's axis through the centre of the
// board's cells (vertical for mirror-v, both for mirror-2), nothing for None, and every home's
// images, a plain ring where a home stands and a numbered one where none does.
#include <QPointF>
#include <gtest/gtest.h>

#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/symmetry_item.h"

namespace hexloom::test {
namespace {

using core::symmetry::SymmetryMode;
using namespace ui;

document::MapDocument galaxy()
{
    return document::MapDocument(document::builtinDocument(QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy")).content);
}

// The mean of the cells' centres: on a board invariant under a mirror, a point of its axis.
QPointF meanCentre(const core::model::Board& board)
{
    QPointF sum;
    for (core::model::CellIndex c = 0; c < board.size(); ++c)
        sum += scene::BoardGeometry::hexCentre(board.hex(c));
    return sum / board.size();
}

TEST(SymmetryItem, MirrorsDrawTheirAxesThroughTheCentreOfTheCells)
{
    auto doc = galaxy();
    const QPointF mean = meanCentre(doc.board());
    scene::SymmetryItem item;
    item.show(doc, SymmetryMode::MirrorV);
    ASSERT_EQ(item.axes().size(), 1u);
    EXPECT_NEAR(item.axes()[0].x1(), mean.x(), 1e-6);
    EXPECT_NEAR(item.axes()[0].x2(), mean.x(), 1e-6);
    EXPECT_TRUE(item.rays().empty());
    item.show(doc, SymmetryMode::Mirror2);
    ASSERT_EQ(item.axes().size(), 2u);
    EXPECT_NEAR(item.axes()[1].y1(), mean.y(), 1e-6);
    EXPECT_NEAR(item.axes()[1].y2(), mean.y(), 1e-6);
    item.show(doc, SymmetryMode::None);
    EXPECT_TRUE(item.axes().empty());
    EXPECT_TRUE(item.homeImages().empty());
}

TEST(SymmetryItem, AHomeWithoutAHomeAtItsImageIsMarkedWithItsPlayer)
{
    auto content = galaxy().content();
    auto rules = std::make_shared<core::rules::RuleSet>(*content.rules);
    rules->players.players.resize(2); // players 1 and 2 on neighbouring corners: no turn maps one onto the other
    content.rules = rules;
    document::MapDocument doc(content);
    scene::SymmetryItem item;
    item.show(doc, SymmetryMode::Rotate3);
    ASSERT_EQ(item.homeImages().size(), 4u); // two images of each home
    for (const auto& h : item.homeImages())
        EXPECT_FALSE(h.matched) << "player " << h.player;
    auto all = galaxy(); // six homes: the turn maps every home onto another
    item.show(all, SymmetryMode::Rotate3);
    EXPECT_EQ(item.homeImages().size(), 12u);
    for (const auto& h : item.homeImages())
        EXPECT_TRUE(h.matched) << "player " << h.player;
}

} // namespace
} // namespace hexloom::test
