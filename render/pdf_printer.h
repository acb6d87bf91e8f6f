#pragma once
// Print-and-play output: the board as a vector PDF at its real size, one sheet per page of the
// PrintLayout (see PrintPagePainter for what a sheet shows).
#include <QByteArray>
#include <functional>
#include <stdexcept>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/print_layout.h"

namespace hexloom::render {

// Thrown by PdfPrinter::print when its progress callback asks it to stop.
class PrintCancelled : public std::runtime_error {
public:
    PrintCancelled() : std::runtime_error("the PDF export was cancelled") {}
};

class PdfPrinter {
public:
    static constexpr int kDotsPerInch = 1200;
    // Called after each sheet with the sheets done and the total; returning false stops the print.
    using PageProgress = std::function<bool(int pagesDone, int pages)>;
    // The PDF's bytes; write them with core::io::saveFileAtomically. Throws
    // std::invalid_argument for settings PrintLayout refuses and PrintCancelled when `progress`
    // returned false (it may be called from any thread: print reads only its arguments).
    static QByteArray print(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                            const PrintSettings& settings, const PageProgress& progress = {});
};

} // namespace hexloom::render
