#include "ui/docks/fit_columns.h"

#include <QTableWidget>

namespace hexloom::ui::docks {

namespace {
// The narrowest a Stretch column gets, in average characters: room for "12…".
constexpr int kMinimumCharacters = 4;
} // namespace

void fitColumns(QTableWidget* table, std::initializer_list<QHeaderView::ResizeMode> modes)
{
    QHeaderView* header = table->horizontalHeader();
    header->setMinimumSectionSize(table->fontMetrics().averageCharWidth() * kMinimumCharacters);
    header->setStretchLastSection(false);
    int column = 0;
    for (const QHeaderView::ResizeMode mode : modes)
        header->setSectionResizeMode(column++, mode);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
}

} // namespace hexloom::ui::docks
