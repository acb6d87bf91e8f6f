#pragma once
// Print-and-play output: the board as a vector PDF at its real size, one sheet per page of the
// PrintLayout (see PrintPagePainter for what a sheet shows).
#include <QByteArray>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "ui/render/print_layout.h"

namespace hexloom::ui::render {

class PdfPrinter {
public:
    static constexpr int kDotsPerInch = 1200;
    // The PDF's bytes; write them with core::io::saveFileAtomically. Throws
    // std::invalid_argument for settings PrintLayout refuses.
    static QByteArray print(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                            const PrintSettings& settings);
};

} // namespace hexloom::ui::render
