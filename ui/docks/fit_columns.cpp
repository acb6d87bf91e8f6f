#include "ui/docks/fit_columns.h"

#include <QTableWidget>
#include <algorithm>

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

void showEveryRow(QTableWidget* table)
{
    // Rows as low as their text, so that every row of a dock sharing its column is in view.
    const int line = table->fontMetrics().height();
    table->verticalHeader()->setMinimumSectionSize(line + 4);
    table->verticalHeader()->setDefaultSectionSize(line + 6);
    table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    fitRows(table);
}

void fitRows(QTableWidget* table)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    const int shown = std::min(table->rowCount(), kMostRowsShown);
    for (int i = 0; i < shown; ++i)
        height += table->rowHeight(i);
    table->setVerticalScrollBarPolicy(shown < table->rowCount() ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    table->setFixedHeight(height);
}

} // namespace hexloom::ui::docks
