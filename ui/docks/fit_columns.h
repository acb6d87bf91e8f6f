#pragma once
// A dock's table whose columns fit the dock's width, in every language: never a sideways scroll bar
// inside a narrow dock. Columns sized to their contents keep short numbers whole; Stretch columns
// share what is left and elide their text (no wrapping into a row too low for it), the whole text
// in the cell's tooltip (FullTextTips).
#include <QHeaderView>
#include <initializer_list>

class QTableWidget;

namespace hexloom::ui::docks {

// modes[i]: how column i is sized (Stretch, ResizeToContents or Fixed at its current width).
void fitColumns(QTableWidget* table, std::initializer_list<QHeaderView::ResizeMode> modes);

// A short table (a row per player, home terrain or harbour position) shown whole: as high as its
// header and rows, no vertical scroll bar of its own (call fitRows after the rows change); the dock
// around it scrolls when it is too low for everything. Beyond kMostRowsShown rows (a zone on a big
// board) the table keeps that height and scrolls.
inline constexpr int kMostRowsShown = 12;
void showEveryRow(QTableWidget* table);
void fitRows(QTableWidget* table);

} // namespace hexloom::ui::docks
