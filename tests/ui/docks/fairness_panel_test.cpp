// The Fairness dock: one row per player with the value a fresh evaluator computes, kept up to date
// after edits, and the selected player's counted hexes outlined on the canvas. With
// HEXLOOM_SHOTS_DIR set it also saves the docs' screenshots (QWidget::grab, offscreen).
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <gtest/gtest.h>

#include "core/rules/edits/new_game.h"
#include "core/rules/homes.h"
#include "core/rules/requirements/fairness_report.h"
#include "ui/docks/balance_dock.h"
#include "ui/docks/fairness_panel.h"
#include "ui/docks/zone_positions_panel.h"
#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"

namespace hexloom::test {
namespace {

using namespace ui;

std::vector<double> freshValues(document::MapDocument& doc)
{
    core::rules::Evaluator ev(doc.content().board, doc.content().rules);
    std::vector<double> v;
    const auto reports = core::rules::fairnessReports(ev, doc.map());
    for (const auto& p : reports.at(0).players)
        v.push_back(p.value);
    return v;
}

std::vector<double> shownValues(docks::BalanceDock& dock)
{
    auto* table = dock.fairness()->findChild<QTableWidget*>();
    std::vector<double> v;
    for (int r = 0; r < table->rowCount(); ++r)
        v.push_back(table->item(r, 1)->text().toDouble());
    return v;
}

void saveShot(QWidget& w, const char* name)
{
    const QByteArray dir = qgetenv("HEXLOOM_SHOTS_DIR");
    if (!dir.isEmpty())
        w.grab().save(QString::fromUtf8(dir) + QLatin1Char('/') + QLatin1String(name));
}

TEST(FairnessPanel, OneRowPerPlayerLiveAfterEditsAndOutlinesTheSelectedPlayersHexes)
{
    document::MapDocument doc(document::builtinDocument(QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy")).content);
    scene::MapScene scene(&doc);
    docks::BalanceDock dock;
    dock.setDocument(&doc, &scene);
    ASSERT_EQ(dock.fairness()->rowCount(), 6);
    EXPECT_EQ(shownValues(dock), freshValues(doc));
    // An edit moves the values; the panel follows.
    const auto before = freshValues(doc);
    doc.swapCells(7, 30);
    EXPECT_NE(freshValues(doc), before) << "pick a swap that changes some player's value";
    EXPECT_EQ(shownValues(dock), freshValues(doc));
    dock.fairness()->selectPlayer(2);
    core::rules::Evaluator ev(doc.content().board, doc.content().rules);
    std::vector<core::model::CellIndex> expected;
    const auto reports = core::rules::fairnessReports(ev, doc.map());
    for (const auto& [c, w] : reports.at(0).players.at(2).counted)
        expected.push_back(c);
    std::vector<core::model::CellIndex> shown;
    for (const auto& m : scene.marks(scene::MarkLayer::Violations)->marks())
        shown.push_back(m.cell);
    EXPECT_EQ(shown, expected);
    EXPECT_FALSE(shown.empty());
    // The home itself counts (distance 0): player 3's home is row 3, column 6.
    EXPECT_NE(std::find(shown.begin(), shown.end(), doc.board().indexAtOffset({3, 6})), shown.end());
    // Hovering player 3's home: weight 3 for player 3 (distance 0), nothing for player 1 (far away).
    dock.fairness()->showHovered(doc.board().indexAtOffset({3, 6}));
    EXPECT_TRUE(dock.fairness()->hereText(2).startsWith(QStringLiteral("x3: "))) << dock.fairness()->hereText(2).toStdString();
    EXPECT_TRUE(dock.fairness()->hereText(0).isEmpty());
    dock.fairness()->showHovered(core::model::kNoCell);
    EXPECT_TRUE(dock.fairness()->hereText(2).isEmpty());
    dock.fairness()->showHovered(doc.board().indexAtOffset({3, 6}));
    dock.resize(560, 420);
    saveShot(dock, "fairness-dock-galaxy.png");
    scene::MapView view(&scene, nullptr);
    view.resize(560, 520);
    saveShot(view, "fairness-canvas-galaxy.png");
}

TEST(FairnessPanel, TerraMysticaShowsTheFactionsOfTheOffRequirement)
{
    document::MapDocument doc(document::builtinDocument(QStringLiteral("terra-mystica-strict"), QStringLiteral("terra-mystica-original")).content);
    scene::MapScene scene(&doc);
    docks::BalanceDock dock;
    dock.setDocument(&doc, &scene);
    EXPECT_EQ(dock.fairness()->rowCount(), 7);
    EXPECT_EQ(shownValues(dock), freshValues(doc));
}

// Catan declares no players; its dock lists the nine harbour positions with the kind each holds
// and the requirements it breaks, follows swaps of harbour kinds (bold: moved in the last update)
// and hides the positions for a rule set without zones.
TEST(FairnessPanel, CatanShowsItsHarbourPositionsAndFollowsHarbourMoves)
{
    document::MapDocument doc(document::builtinDocument(QStringLiteral("catan-fair"), QStringLiteral("catan-fair")).content);
    scene::MapScene scene(&doc);
    docks::BalanceDock dock;
    dock.setDocument(&doc, &scene);
    EXPECT_EQ(dock.fairness()->rowCount(), 0);
    const auto& rules = doc.rules();
    std::vector<core::model::CellIndex> harbours;
    for (core::model::CellIndex c = 0; c < doc.map().size(); ++c)
        if (rules.zone(doc.map().terrain(c)) == 1)
            harbours.push_back(c);
    const docks::ZonePositionsPanel& zones = *dock.zones();
    ASSERT_EQ(zones.rowCount(), 9);
    auto check = [&] {
        for (int i = 0; i < 9; ++i) {
            const auto c = harbours[static_cast<size_t>(i)];
            EXPECT_EQ(zones.text(i, 1), QString::fromStdString(rules.terrain(doc.map().terrain(c)).name)) << i;
            const auto& req5 = doc.report().requirements.at(4);
            const bool breaks = std::find(req5.cells.begin(), req5.cells.end(), c) != req5.cells.end();
            EXPECT_EQ(zones.text(i, 2).contains(QStringLiteral("REQ5")), breaks) << i;
        }
    };
    check();
    // The shipped layout puts the 2:1 sheep harbour next to sheep (docs/user-guide.md).
    int breaking = 0;
    for (int i = 0; i < 9; ++i)
        breaking += zones.text(i, 2).contains(QStringLiteral("REQ5")) ? 1 : 0;
    EXPECT_GT(breaking, 0);
    // A search's move: two harbour kinds trade places; both rows show it, in bold.
    int a = 0, b = 1;
    while (doc.map().terrain(harbours[static_cast<size_t>(a)]) == doc.map().terrain(harbours[static_cast<size_t>(b)]))
        ++b;
    doc.swapCells(harbours[static_cast<size_t>(a)], harbours[static_cast<size_t>(b)]);
    check();
    for (int i = 0; i < 9; ++i)
        EXPECT_EQ(zones.rowMoved(i), i == a || i == b) << i;
    dock.resize(520, 560);
    saveShot(dock, "fairness-dock-catan.png");
    document::MapDocument plain(document::builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard")).content);
    dock.setDocument(&plain, &scene);
    EXPECT_EQ(zones.rowCount(), 0);
}

// The dock explains itself: the summary names the lowest player and why (an oracle: the report's
// own lowest player and weakest attribute), offenders say which extreme they are at in words, a
// moved home is named and makes the map unfair, and the status-bar verdict follows.
TEST(FairnessPanel, ExplainsWhoIsDisadvantagedAndReportsAMovedHome)
{
    document::MapDocument doc(document::builtinDocument(QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy")).content);
    scene::MapScene scene(&doc);
    docks::BalanceDock dock;
    QString verdict;
    QObject::connect(dock.fairness(), &docks::FairnessPanel::verdictChanged, [&](const QString& v) { verdict = v; });
    dock.setDocument(&doc, &scene);
    // Find an edit that breaks the tolerance (the shipped map is fair).
    core::rules::Evaluator ev(doc.content().board, doc.content().rules);
    for (core::model::CellIndex a = 0; a < doc.board().size() && core::rules::fairnessReports(ev, doc.map()).at(0).violations == 0; ++a)
        for (core::model::CellIndex b = a + 1; b < doc.board().size(); ++b)
            if (!doc.map().locked(a) && !doc.map().locked(b) && doc.map().terrain(a) != doc.map().terrain(b)) {
                doc.swapCells(a, b);
                if (core::rules::fairnessReports(ev, doc.map()).at(0).violations > 0)
                    break;
                doc.swapCells(a, b);
            }
    const auto report = core::rules::fairnessReports(ev, doc.map()).at(0);
    ASSERT_GT(report.violations, 0) << "no single swap makes the galaxy unfair";
    const auto& low = report.players.at(static_cast<size_t>(report.lowest()));
    const QString summary = dock.fairness()->summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("Disadvantaged: %1.").arg(QString::fromStdString(low.name)))) << summary.toStdString();
    // Nobody selected: the detail explains the disadvantaged player.
    const QString detail = dock.fairness()->detailText();
    EXPECT_TRUE(detail.startsWith(QStringLiteral("%1 is ").arg(QString::fromStdString(low.name)))) << detail.toStdString();
    EXPECT_TRUE(detail.contains(QStringLiteral(" below the mean (%1 of 6)").arg(low.rank))) << detail.toStdString();
    if (const auto [a, mean] = report.weakestPart(report.lowest()); a >= 0) {
        EXPECT_TRUE(detail.contains(QStringLiteral("Why: ") + QString::fromStdString(report.attributes.at(static_cast<size_t>(a))) + QStringLiteral(" ")))
            << detail.toStdString();
    }
    EXPECT_TRUE(verdict.startsWith(QStringLiteral("Not fair: ") + QString::fromStdString(low.name))) << verdict.toStdString();
    for (int row = 0; row < dock.fairness()->rowCount(); ++row) {
        const QString name = dock.fairness()->nameText(row);
        EXPECT_FALSE(name.contains(QLatin1Char('!'))) << name.toStdString();
        const auto& p = report.players.at(static_cast<size_t>(row));
        if (p.offender) {
            EXPECT_TRUE(name.endsWith(p.fromMean < 0 ? QStringLiteral("(lowest)") : QStringLiteral("(highest)"))) << name.toStdString();
        }
    }
    // Move player 1's home off its declared cell: named, and never fair.
    const auto homes = core::rules::homeCells(doc.rules(), doc.board());
    ASSERT_FALSE(homes.empty());
    core::model::CellIndex other = 0;
    while (doc.map().terrain(other) == homes[0].kind)
        ++other;
    doc.swapCells(homes[0].cell, other);
    EXPECT_TRUE(dock.fairness()->summaryText().contains(QStringLiteral("Not fair: Player 1's home"))) << dock.fairness()->summaryText().toStdString();
    EXPECT_EQ(verdict, QStringLiteral("Not fair: a home holds another kind"));
    // No Terra Mystica note on a game without a terraform cycle.
    for (auto* label : dock.findChildren<QLabel*>())
        EXPECT_FALSE(label->isVisibleTo(&dock) && label->text().contains(QStringLiteral("terraform"))) << label->text().toStdString();
}

// A game of one's own with players and homes but no player-value requirement yet (File -> New
// Game's blank page): nothing measures the players, yet a home holding another kind is named in
// the dock and the status bar's verdict, never passed over.
TEST(FairnessPanel, AHomeHoldingAnotherKindIsNamedWithoutAPlayerValueRequirement)
{
    core::rules::NewGameOptions o;
    o.players = 3;
    auto rules = std::make_shared<core::rules::RuleSet>(core::rules::makeNewGame(o));
    rules->finalize();
    ASSERT_TRUE(rules->requirements.empty());
    document::MapDocument doc(document::newGameDocument(rules, QStringLiteral("blank.json")).content);
    scene::MapScene scene(&doc);
    docks::BalanceDock dock;
    QString verdict = QStringLiteral("none yet");
    QObject::connect(dock.fairness(), &docks::FairnessPanel::verdictChanged, [&](const QString& v) { verdict = v; });
    dock.setDocument(&doc, &scene);
    EXPECT_TRUE(dock.fairness()->summaryText().contains(QStringLiteral("No player-value requirement measures how fair the map is for the 3 player")))
        << dock.fairness()->summaryText().toStdString();
    EXPECT_FALSE(dock.fairness()->summaryText().contains(QStringLiteral("declares no players")));
    EXPECT_FALSE(verdict.startsWith(QStringLiteral("Fair"))) << "nothing measured: never called fair";
    // Player 2's home unlocked and painted with kind 3.
    const auto home = core::rules::homeCells(doc.rules(), doc.board()).at(1);
    const auto at = doc.board().offset(home.cell);
    doc.changeCells({{home.cell, {doc.rules().byId("kind-3"), core::model::kNoToken, false}}}, QStringLiteral("Paint"));
    EXPECT_TRUE(dock.fairness()->summaryText().contains(QStringLiteral("Not fair: Player 2's home (%1, %2) holds Kind 3, not Kind 1.").arg(at.row).arg(at.col)))
        << dock.fairness()->summaryText().toStdString();
    EXPECT_EQ(verdict, QStringLiteral("Not fair: a home holds another kind"));
    // Painted back: the verdict goes (still nothing to call fair).
    doc.undoStack()->undo();
    EXPECT_FALSE(dock.fairness()->summaryText().contains(QStringLiteral("Not fair"))) << dock.fairness()->summaryText().toStdString();
    EXPECT_TRUE(verdict.isEmpty()) << verdict.toStdString();
}

} // namespace
} // namespace hexloom::test
