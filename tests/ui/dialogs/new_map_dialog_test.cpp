// The New dialog's custom board: a blank hexagon of the chosen radius that the designer shapes
// with the Shape tool (radius 0: a single hex), saved as a custom shape.
#include <QComboBox>
#include <QSpinBox>
#include <gtest/gtest.h>

#include "ui/dialogs/new_map_dialog.h"

namespace hexloom::test {
namespace {

TEST(NewMapDialog, CustomBoardIsABlankHexagonOfTheChosenRadius)
{
    ui::dialogs::NewMapDialog dialog(QStringLiteral("terra-mystica-published"));
    QComboBox* board = nullptr;
    for (auto* c : dialog.findChildren<QComboBox*>())
        if (c->findData(QStringLiteral("@custom")) >= 0)
            board = c;
    ASSERT_TRUE(board);
    board->setCurrentIndex(board->findData(QStringLiteral("@custom")));
    auto* radius = dialog.findChildren<QSpinBox*>().front(); // "R or W"
    ASSERT_TRUE(radius->isEnabled()) << "the custom board has a size";
    for (int r : {0, 3}) {
        radius->setValue(r);
        const auto doc = dialog.create();
        const auto& b = *doc.content.board;
        EXPECT_EQ(b.size(), 3 * r * (r + 1) + 1);
        EXPECT_EQ(b.shape(), core::model::BoardShape::Custom);
        for (core::model::CellIndex c = 0; c < b.size(); ++c)
            EXPECT_EQ(doc.content.map.terrain(c), core::model::kNoTerrain);
    }
}

} // namespace
} // namespace hexloom::test
