// The Fairness dock as a designer reads it in the real MainWindow at 1280x800 and 1920x1080, in the
// Design layout (the dock shares its column with the Search panel): with the Fairness tab raised,
// every player's row is in view whole, with its value, distance from the mean and rank as an
// independent evaluator computes them; the disadvantaged player is named in the dock and the
// status bar; the explanation under the table names the hexes (by row and column) that keep it
// behind and those that add most; selecting another player explains that one and outlines its
// hexes; the Terra Mystica note shows on Terra Mystica only, the "declares no players" note not on
// Catan, whose fairness is its seat draft and harbours; a requirement switched off is named as off in
// the status bar, not as "Not fair". With HEXLOOM_SHOTS_DIR set it saves the
// user guide's window at 1280x800 (docs/images/fairness-explained-galaxy.png).
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <gtest/gtest.h>

#include "core/rules/requirements/fairness_report.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/balance_dock.h"
#include "ui/docks/fairness_panel.h"
#include "ui/document/map_document.h"
#include "ui/main_window/elided_label.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"
#include "ui/text/decimal.h"

namespace hexloom::test {
namespace {

using namespace ui;
using Panel = docks::FairnessPanel;

struct Window {
    Window(int width, int height)
    {
        w.openDefault();
        w.resize(width, height);
        w.show();
        w.layouts()->apply(main_window::LayoutPresets::Preset::Design);
        spinUntilSteady([this] { return w.view()->size(); });
    }
    docks::BalanceDock* dock() { return w.findChild<docks::BalanceDock*>(); }
    // The Fairness tab chosen, as a click on it does, once the panel shows `rows` players.
    void raiseFairness(int rows)
    {
        dock()->raise();
        ASSERT_TRUE(spinUntil([this, rows] { return dock()->fairness()->rowCount() == rows; })) << dock()->fairness()->rowCount();
        spinUntilSteady([this] { return dock()->size(); });
        spinUntilSteady([this] { return dock()->fairness()->findChild<QTableWidget*>()->height(); });
    }
    main_window::MainWindow w;
};

std::vector<core::rules::FairnessReport> freshReports(document::MapDocument& doc)
{
    core::rules::Evaluator ev(doc.content().board, doc.content().rules);
    return core::rules::fairnessReports(ev, doc.map());
}

// Row `row` of the players' table lies inside the dock's visible area, every cell whole.
void expectRowInView(docks::BalanceDock& dock, QTableWidget& table, int row, const std::string& where)
{
    auto* scroll = qobject_cast<QScrollArea*>(dock.widget());
    ASSERT_NE(scroll, nullptr);
    const QRect cells = table.visualRect(table.model()->index(row, 0)).united(table.visualRect(table.model()->index(row, Panel::Rank)));
    EXPECT_TRUE(table.viewport()->rect().contains(cells)) << where << " row " << row << " outside the table";
    const QRect inDock(table.viewport()->mapTo(scroll->viewport(), cells.topLeft()), cells.size());
    EXPECT_TRUE(scroll->viewport()->rect().contains(inDock)) << where << " row " << row << " at y " << inDock.y() << ".." << inDock.bottom()
                                                              << " of a " << scroll->viewport()->height() << " px dock";
    // Numbers are never cut: the column is as wide as its text.
    for (const Panel::Column c : {Panel::Value, Panel::FromMean, Panel::Rank}) {
        const QString text = table.item(row, c)->text();
        EXPECT_LE(table.fontMetrics().horizontalAdvance(text), table.columnWidth(c)) << where << " row " << row << ": " << text.toStdString();
    }
    // A name cut for room ends in "…" and is whole in its tooltip.
    EXPECT_TRUE(table.item(row, Panel::Name)->toolTip().startsWith(table.item(row, Panel::Name)->text())) << where;
}

QString at(const document::MapDocument& doc, core::model::CellIndex c)
{
    const auto o = doc.board().offset(c);
    return QStringLiteral("(%1, %2)").arg(o.row).arg(o.col);
}

bool noteShown(docks::BalanceDock& dock, const QString& words)
{
    for (auto* label : dock.findChildren<QLabel*>())
        if (label->isVisibleTo(&dock) && label->text().contains(words))
            return true;
    return false;
}

TEST(FairnessExplainedJourney, EveryPlayersRowIsReadableAndTheDisadvantagedPlayerIsNamedAndExplained)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString galaxy = writeBuiltinMap(dir, QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy"));
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        const std::string where = std::to_string(size.width()) + "x" + std::to_string(size.height());
        Window t(size.width(), size.height());
        ASSERT_TRUE(t.w.openFile(galaxy));
        t.raiseFairness(6);
        auto& doc = *t.w.session()->document();
        auto& dock = *t.dock();
        Panel& panel = *dock.fairness();
        auto& table = *panel.findChild<QTableWidget*>();
        const auto report = freshReports(doc).at(0);
        ASSERT_GT(report.violations, 0) << "the galaxy as shipped is not fair";
        EXPECT_EQ(table.verticalScrollBar()->maximum(), 0) << where;
        for (int row = 0; row < 6; ++row) {
            const auto& p = report.players.at(static_cast<size_t>(row));
            EXPECT_EQ(table.item(row, Panel::Value)->text(), text::decimal(p.value, 2)) << where;
            EXPECT_NEAR(table.item(row, Panel::FromMean)->text().toDouble(), p.fromMean, 0.006) << where;
            EXPECT_EQ(table.item(row, Panel::Rank)->text().toInt(), p.rank) << where;
            expectRowInView(dock, table, row, where);
        }
        // The disadvantaged player: the lowest, named in the dock and the status bar.
        const int low = report.lowest();
        const auto& lowest = report.players.at(static_cast<size_t>(low));
        const QString name = QString::fromStdString(lowest.name);
        EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("Disadvantaged: %1.").arg(name))) << panel.summaryText().toStdString();
        EXPECT_TRUE(panel.nameText(low).endsWith(QStringLiteral("(lowest)"))) << panel.nameText(low).toStdString();
        auto* verdict = t.w.findChild<main_window::ElidedLabel*>(QStringLiteral("FairnessVerdict"));
        ASSERT_NE(verdict, nullptr);
        EXPECT_TRUE(verdict->fullText().startsWith(QStringLiteral("Not fair: %1 is ").arg(name))) << verdict->fullText().toStdString();
        EXPECT_TRUE(verdict->toolTip().startsWith(verdict->fullText())) << where;
        // Under the table, in view: why, and which hexes by row and column.
        auto* detail = panel.findChild<QLabel*>(QStringLiteral("FairnessDetail"));
        ASSERT_NE(detail, nullptr);
        EXPECT_TRUE(detail->isVisibleTo(&dock));
        const QString why = panel.detailText();
        EXPECT_TRUE(why.startsWith(QStringLiteral("%1 is %2 below the mean (%3 of 6)").arg(name, text::decimal(-lowest.fromMean, 2)).arg(lowest.rank)))
            << why.toStdString();
        ASSERT_FALSE(lowest.obstacles.empty()) << "the galaxy's lowest player has anomalies near";
        for (const auto c : lowest.obstacles)
            EXPECT_TRUE(why.contains(at(doc, c))) << why.toStdString();
        // "Most from:" starts with a hex that adds the most (any of equals).
        const double most = *std::max_element(lowest.countedValue.begin(), lowest.countedValue.end());
        const QString first = why.section(QStringLiteral("Most from: "), 1).section(QStringLiteral(" adds "), 0, 0);
        bool heaviest = false;
        for (size_t k = 0; k < lowest.counted.size(); ++k)
            heaviest = heaviest || (lowest.countedValue[k] == most && first.endsWith(at(doc, lowest.counted[k].first)));
        EXPECT_TRUE(heaviest) << why.toStdString();
        // Another player, clicked: explained and outlined.
        const int other = low == 0 ? 1 : 0;
        const QRect cell = table.visualRect(table.model()->index(other, Panel::Name));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, cell.center());
        const auto& p = report.players.at(static_cast<size_t>(other));
        EXPECT_TRUE(panel.detailText().startsWith(QString::fromStdString(p.name) + QStringLiteral(" is "))) << panel.detailText().toStdString();
        std::vector<core::model::CellIndex> shown, counted;
        for (const auto& m : t.w.session()->scene()->marks(scene::MarkLayer::Violations)->marks())
            shown.push_back(m.cell);
        for (const auto& [c, w] : p.counted)
            counted.push_back(c);
        EXPECT_EQ(shown, counted) << where;
        // No Terra Mystica note on the galaxy.
        EXPECT_FALSE(noteShown(dock, QStringLiteral("home terrain"))) << where;
        // Cleared (Ctrl+click on the selected row), the selection takes the outline with it.
        QTest::mouseClick(table.viewport(), Qt::LeftButton, Qt::ControlModifier, cell.center());
        EXPECT_TRUE(table.selectionModel()->selectedRows().isEmpty()) << where;
        EXPECT_TRUE(t.w.session()->scene()->marks(scene::MarkLayer::Violations)->marks().empty()) << where;
        if (size.width() == 1280) {
            // The picture: the disadvantaged player selected, its hexes outlined.
            panel.selectPlayer(low);
            const QByteArray shots = qgetenv("HEXLOOM_SHOTS_DIR");
            if (!shots.isEmpty()) {
                t.w.grab().save(QString::fromUtf8(shots) + QStringLiteral("/fairness-explained-galaxy.png"));
            }
        }
    }
}

// The designer made the map's panels low (dragging the splitter above the Search panel) and works
// in the Requirements tab; raising the Fairness tab gives it back the height it needs, and every
// row, the explanation and the Terra Mystica table are in view without scrolling.
TEST(FairnessExplainedJourney, RaisedTheDockTakesTheHeightItNeeds)
{
    ASSERT_TRUE(kScratchSettings);
    Window t(1920, 1080);
    auto* requirements = t.w.findChild<QDockWidget*>(QStringLiteral("RequirementsDock"));
    auto* search = t.w.findChild<QDockWidget*>(QStringLiteral("SearchDock"));
    ASSERT_NE(requirements, nullptr);
    ASSERT_NE(search, nullptr);
    requirements->raise();
    const int column = requirements->height() + search->height();
    t.w.resizeDocks({requirements, search}, {160, column - 160}, Qt::Vertical);
    spinUntilSteady([requirements] { return requirements->height(); });
    ASSERT_LT(requirements->height(), 200);
    auto* scroll = qobject_cast<QScrollArea*>(t.dock()->widget());
    ASSERT_NE(scroll, nullptr);
    t.raiseFairness(7);
    spinUntilSteady([scroll] { return scroll->widget()->height(); });
    EXPECT_EQ(scroll->verticalScrollBar()->maximum(), 0) << "a " << t.dock()->height() << " px dock for " << scroll->widget()->sizeHint().height() << " px";
    for (int row = 0; row < 7; ++row)
        expectRowInView(*t.dock(), *t.dock()->fairness()->findChild<QTableWidget*>(), row, "Terra Mystica at 1920x1080");
    // The panels below keep their room.
    EXPECT_GE(search->height(), search->minimumSizeHint().height());
    EXPECT_GE(search->height(), column / 3 - 10);
}

TEST(FairnessExplainedJourney, NotesShowOnlyWhereTheyApply)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString catan = writeBuiltinMap(dir, QStringLiteral("catan-fair"), QStringLiteral("catan-fair"));
    Window t(1280, 800); // the built-in Terra Mystica Original board: seven factions
    t.raiseFairness(7);
    EXPECT_TRUE(noteShown(*t.dock(), QStringLiteral("home terrain")));
    // FAIR is off on the published rules: the status bar names it instead of calling the map unfair.
    const auto report = freshReports(*t.w.session()->document()).at(0);
    ASSERT_FALSE(report.enabled);
    ASSERT_GT(report.violations, 0);
    auto* verdict = t.w.findChild<main_window::ElidedLabel*>(QStringLiteral("FairnessVerdict"));
    EXPECT_TRUE(verdict->fullText().startsWith(QString::fromStdString(report.id) + QStringLiteral(" (off): ") +
                                               QString::fromStdString(report.players.at(static_cast<size_t>(report.lowest())).name)))
        << verdict->fullText().toStdString();
    for (int row = 0; row < 7; ++row)
        expectRowInView(*t.dock(), *t.dock()->fairness()->findChild<QTableWidget*>(), row, "Terra Mystica");
    ASSERT_TRUE(t.w.openFile(catan));
    ASSERT_TRUE(spinUntil([&t] { return t.dock()->fairness()->rowCount() == 0; }));
    spinUntilSteady([&t] { return t.dock()->size(); });
    EXPECT_FALSE(noteShown(*t.dock(), QStringLiteral("home terrain")));
    EXPECT_FALSE(noteShown(*t.dock(), QStringLiteral("declares no players")));
    EXPECT_TRUE(noteShown(*t.dock(), QStringLiteral("Seat draft")));
}

} // namespace
} // namespace hexloom::test
