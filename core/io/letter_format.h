#pragma once
// The letter format of the popular online Terra Mystica implementation and Board Game Arena map
// files: one board row per line (or separated by ';'), cells separated by commas, one terrain
// letter per cell, 'N' for padding. Hexloom extends it with an optional number token after the
// letter ("W11") for games with tokens. Row 0 is the shifted (short) row when it has fewer
// entries than row 1; otherwise row 1 is.
#include <QByteArray>
#include <string>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::io {

struct BoardAndMap {
    model::Board board;
    model::Map map;
};

BoardAndMap parseLetterFormat(const QByteArray& text, const rules::RuleSet& rules, const std::string& source);
QByteArray writeLetterFormat(const model::Board& board, const model::Map& map, const rules::RuleSet& rules);

} // namespace hexloom::core::io
