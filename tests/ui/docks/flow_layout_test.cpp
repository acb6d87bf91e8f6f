// FlowLayout: one line where the row fits, a new line for each item that does not, an expanding
// item takes what its line leaves free, and heightForWidth grows as the lines do. Geometry is
// checked from the placed rectangles (no two overlap, all inside the width).
#include <QPushButton>
#include <QWidget>
#include <gtest/gtest.h>
#include <vector>

#include "ui/docks/flow_layout.h"

namespace hexloom::test {
namespace {

using ui::docks::FlowLayout;

struct Row {
    QWidget host;
    FlowLayout* flow = new FlowLayout(&host);
    std::vector<QPushButton*> buttons;
    Row(int count, int width)
    {
        flow->setContentsMargins(0, 0, 0, 0);
        flow->setSpacing(4);
        for (int i = 0; i < count; ++i) {
            auto* b = new QPushButton(&host);
            b->setFixedSize(width, 20);
            flow->addWidget(b);
            buttons.push_back(b);
        }
    }
    void layOut(int width)
    {
        flow->setGeometry(QRect(0, 0, width, flow->heightForWidth(width)));
    }
};

void expectNoOverlapWithin(const Row& row, int width)
{
    for (size_t i = 0; i < row.buttons.size(); ++i) {
        const QRect a = row.buttons[i]->geometry();
        EXPECT_GE(a.left(), 0);
        EXPECT_LE(a.right(), width - 1) << "button " << i;
        for (size_t j = i + 1; j < row.buttons.size(); ++j)
            EXPECT_FALSE(a.intersects(row.buttons[j]->geometry())) << i << " and " << j;
    }
}

TEST(FlowLayout, AllOnOneLineWhereTheyFit)
{
    Row row(4, 50); // 4 x 50 + 3 x 4 = 212
    EXPECT_EQ(row.flow->sizeHint(), QSize(212, 20));
    EXPECT_EQ(row.flow->minimumSize(), QSize(50, 20)) << "at least the widest item";
    EXPECT_EQ(row.flow->heightForWidth(212), 20);
    row.layOut(212);
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(row.buttons[i]->geometry(), QRect(i * 54, 0, 50, 20));
}

TEST(FlowLayout, ItemsThatDoNotFitGoToTheNextLine)
{
    Row row(4, 50);
    for (const int width : {211, 160, 104, 103, 50}) {
        const int perLine = width >= 212 ? 4 : width >= 158 ? 3 : width >= 104 ? 2 : 1;
        const int lines = (4 + perLine - 1) / perLine;
        EXPECT_EQ(row.flow->heightForWidth(width), lines * 20 + (lines - 1) * 4) << width;
        row.layOut(width);
        expectNoOverlapWithin(row, width);
        EXPECT_EQ(row.buttons[perLine % 4]->geometry().topLeft(), perLine < 4 ? QPoint(0, 24) : QPoint(0, 0)) << width;
    }
}

TEST(FlowLayout, AnExpandingItemTakesWhatItsLineLeavesFree)
{
    Row row(2, 50);
    auto* wide = new QPushButton(&row.host);
    wide->setMinimumWidth(30);
    wide->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    row.flow->addWidget(wide);
    row.layOut(400);
    EXPECT_EQ(row.buttons[1]->geometry().right() + 1 + 4, wide->geometry().left());
    EXPECT_EQ(wide->geometry().right(), 399) << "the expanding item reaches the line's end";
}

} // namespace
} // namespace hexloom::test
