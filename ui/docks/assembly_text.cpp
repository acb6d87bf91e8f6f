#include "ui/docks/assembly_text.h"

#include <QCoreApplication>
#include <QLocale>

#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

using namespace core::assembly;

namespace {
// The context lupdate gives tr() calls in this namespace (translations/hexloom_*.ts).
QString tr(const char* text, int n = -1) { return QCoreApplication::translate("hexloom::ui::docks", text, nullptr, n); }

QString at(const core::model::Board& board, core::model::CellIndex c)
{
    if (c < 0 || c >= board.size())
        return {};
    const auto o = board.offset(c);
    return QStringLiteral("(%1, %2)").arg(o.row).arg(o.col);
}

// A dead end's reason as the statistics count it (the CLI's summary uses the same words).
QString reasonLabel(DeadEndReason r)
{
    switch (r) {
    case DeadEndReason::UncoveredGap: return tr("uncovered gap");
    case DeadEndReason::OutOfSolids: return tr("not enough tiles left");
    case DeadEndReason::CouldNotPad: return tr("could not pad");
    case DeadEndReason::RequiredDoesNotFit: return tr("required tile does not fit");
    case DeadEndReason::LinesSplit: return tr("lines split");
    }
    return {};
}

QString tileAt(const PlacedTile& t, const core::model::Board& board)
{
    return tr("%1 at %2, turned %3×60°").arg(QString::fromStdString(t.tile), at(board, t.anchor)).arg(t.rotation);
}
} // namespace

QString assemblyStatsText(const AssemblyStats& s)
{
    QStringList reasons;
    for (int r = 0; r < kDeadEndReasonCount; ++r)
        if (s.deadEnds[static_cast<size_t>(r)] > 0)
            reasons << QStringLiteral("%1 %2").arg(reasonLabel(static_cast<DeadEndReason>(r))).arg(s.deadEnds[static_cast<size_t>(r)]);
    return tr("Placements tried %1 · backtracks %2 · steps %3\nDead ends %4%5\nElapsed %6 s · depth %7")
        .arg(s.placementsTried)
        .arg(s.backtracks)
        .arg(s.steps)
        .arg(s.deadEndTotal())
        .arg(reasons.isEmpty() ? QString() : QStringLiteral(": ") + reasons.join(QStringLiteral(", ")))
        .arg(QLocale().toString(s.seconds, 'f', 2)) // "0,25 s" in German and Portuguese
        .arg(s.maxDepth);
}

QString assemblyStepText(const AssemblySnapshot& s, const core::model::Board& board)
{
    const AssemblyEvent& e = s.event;
    switch (e.kind) {
    case AssemblyEventKind::GapChosen:
        return tr("Chose the gap at %1: %n candidate placement(s): magenta ring, dashed outlines", static_cast<int>(e.candidates.size()))
            .arg(at(board, e.gap));
    case AssemblyEventKind::RequiredPlaced:
        return s.placements.empty() ? QString() : tr("Placed required tile %1 (orange)").arg(tileAt(s.placements.back(), board));
    case AssemblyEventKind::Placed:
        return s.placements.empty() ? QString() : tr("Placed %1 (orange)").arg(tileAt(s.placements.back(), board));
    case AssemblyEventKind::Removed:
        return tr("Took a tile up again (backtrack)");
    case AssemblyEventKind::PaddingStarted:
        return tr("Padding the rest: %1 placements in the list").arg(e.listSize);
    case AssemblyEventKind::DeadEnd:
        return tr("Dead end: %1").arg(text::coreText(describeText(e.deadEnd, board)));
    case AssemblyEventKind::Solved:
        return tr("Assembled: every hex is covered");
    case AssemblyEventKind::Failed:
        return tr("The run ended without an assembly");
    case AssemblyEventKind::None:
        break;
    }
    return {};
}

QString lastDeadEndText(const AssemblySnapshot& s, const core::model::Board& board)
{
    if (s.stats.deadEndTotal() == 0 || s.status == AssemblyStatus::Solved)
        return {};
    const QString reason = text::coreText(describeText(s.event.deadEnd, board));
    const auto c = s.event.deadEnd.cell;
    return c >= 0 && c < board.size() ? tr("Last dead end: %1 (red cross on the canvas)").arg(reason) : tr("Last dead end: %1").arg(reason);
}

} // namespace hexloom::ui::docks
