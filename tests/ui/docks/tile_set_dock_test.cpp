// The tile-set dock (issue 5): it lists a set's tiles with their roles; Assemble fills every hex
// of the board; Step advances exactly one event and the canvas shows the chosen gap; Apply is one
// undo step; tiles under locked hexes become fixed tiles and stay; Stop ends a long run; a broken
// tile-set file is refused with its file and field named.
#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QListWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "core/io/board_spec.h"
#include "core/assembly/tile_set_file.h"
#include "ui/docks/tile_list.h"
#include "ui/docks/tile_set_dock.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/run/assembly_controller.h"
#include "ui/scene/assembly_item.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;
namespace asmb = core::assembly;

// A document on the board a tile set was made for, with the set's rules and nothing painted.
document::DocumentContent setBoard(const asmb::TileSet& set)
{
    auto board = std::make_shared<const core::model::Board>(*core::io::parseBoardSpec(set.board));
    return {board, set.rules, core::model::Map(board->size())};
}

struct Fixture {
    explicit Fixture(document::DocumentContent content, const QString& set)
        : session(document::LoadedDocument{std::move(content), QString(), nullptr, {}}, QString()), doc(*session.document()), scene(*session.scene())
    {
        QString error;
        EXPECT_TRUE(dock.openTileSet(set, &error)) << error.toStdString();
        dock.setSession(&session);
    }
    run::AssemblyController& runs() { return *dock.controller(); }
    // Waits for the run to end; false when it has not ended within `ms`.
    bool waitForEnd(int ms = 60'000) { return QTest::qWaitFor([this] { return !runs().isRunning(); }, ms); }
    int64_t steps() { return runs().latest() ? runs().latest()->stats.steps : 0; }

    session::DocumentSession session; // owns the assembly controller and overlay, as in the editor
    document::MapDocument& doc;
    scene::MapScene& scene;
    docks::TileSetDock dock;
};

TEST(TileSetDock, ListsTheSetsTilesWithTheirRoles)
{
    Fixture f(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")).content,
              QStringLiteral("terra-mystica-modular"));
    const auto set = f.dock.tileSet();
    auto* list = f.dock.tileList();
    ASSERT_EQ(list->count(), static_cast<int>(set->tiles.size()));
    std::map<std::string, QString> text;
    for (int i = 0; i < list->count(); ++i) {
        text[list->item(i)->data(Qt::UserRole).toString().toStdString()] = list->item(i)->text();
        EXPECT_FALSE(list->item(i)->icon().isNull());
    }
    EXPECT_TRUE(text.at("lake").contains(QStringLiteral("fixed ×1"))) << text.at("lake").toStdString(); // the file pins one lake
    EXPECT_TRUE(text.at("river-straight").contains(QStringLiteral("optional 0–6"))) << text.at("river-straight").toStdString();
    EXPECT_TRUE(text.at("river-straight").contains(QStringLiteral("line")));
    EXPECT_TRUE(f.dock.boardWarning().isEmpty()) << "the set is made for the Terra Mystica board";
}

TEST(TileSetDock, SaysSoWhenTheSetsBoardIsNotTheOpenOne)
{
    Fixture f(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")).content,
              QStringLiteral("country-roads"));
    EXPECT_TRUE(f.dock.boardWarning().contains(QStringLiteral("rect:12x9"))) << f.dock.boardWarning().toStdString();
}

TEST(TileSetDock, AssembleCoversEveryHexAndApplyIsOneUndoStep)
{
    Fixture f(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")).content,
              QStringLiteral("terra-mystica-modular"));
    const core::model::Map before = f.doc.map();
    f.dock.assembleAction()->trigger();
    ASSERT_TRUE(f.waitForEnd());
    const auto& r = f.runs().result();
    ASSERT_TRUE(r && r->success) << f.dock.statusText().toStdString();
    const auto set = f.dock.tileSet();
    // Independent checks: every hex lies under exactly one tile, each tile covers its area, and the
    // terrain letters on the map are exactly those of the placed tiles' hexes.
    std::vector<int> cover(static_cast<size_t>(f.doc.board().size()), 0);
    std::multiset<char> tileLetters;
    for (const auto& p : r->placements) {
        const auto& kind = set->tiles[static_cast<size_t>(set->indexOf(p.tile))];
        EXPECT_EQ(p.cells.size(), kind.cells.size()) << p.tile;
        for (CellIndex c : p.cells)
            ++cover[static_cast<size_t>(c)];
        for (const auto& cell : kind.cells)
            tileLetters.insert(cell.terrain);
    }
    EXPECT_TRUE(std::all_of(cover.begin(), cover.end(), [](int n) { return n == 1; }));
    const int undoBefore = f.doc.undoStack()->count();
    ASSERT_TRUE(f.dock.applyAction()->isEnabled());
    f.dock.applyAction()->trigger();
    EXPECT_EQ(f.doc.undoStack()->count(), undoBefore + 1);
    std::multiset<char> mapLetters;
    for (CellIndex c = 0; c < f.doc.map().size(); ++c) {
        ASSERT_NE(f.doc.map().terrain(c), core::model::kNoTerrain) << "hex " << c;
        mapLetters.insert(f.doc.rules().terrain(f.doc.map().terrain(c)).letter);
    }
    EXPECT_EQ(mapLetters, tileLetters);
    EXPECT_FALSE(f.dock.applyAction()->isEnabled()); // applied once
    f.doc.undoStack()->undo();
    EXPECT_EQ(f.doc.map(), before);
}

TEST(TileSetDock, StepAdvancesOneEventAndTheCanvasShowsTheChosenGap)
{
    const auto set = core::assembly::loadTileSet(QStringLiteral("country-roads"));
    Fixture f(setBoard(*set), QStringLiteral("country-roads"));
    f.dock.stepAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return f.steps() == 1; }, 30'000));
    bool gapSeen = false;
    for (int64_t n = 1; n < 400 && !gapSeen && f.runs().isRunning(); ++n) {
        f.dock.stepAction()->trigger();
        ASSERT_TRUE(QTest::qWaitFor([&] { return f.steps() == n + 1; }, 10'000)) << "step " << n;
        QTest::qWait(20); // a second step would show up here
        ASSERT_EQ(f.steps(), n + 1);
        const auto s = f.runs().latest();
        if (s->event.kind != asmb::AssemblyEventKind::GapChosen)
            continue;
        gapSeen = true;
        const CellIndex gap = s->event.gap;
        EXPECT_EQ(f.dock.overlay()->gap(), gap);
        EXPECT_TRUE(f.dock.overlay()->isVisible());
        ASSERT_FALSE(s->candidates.empty());
        for (const auto& c : s->candidates) // every candidate covers the gap, which is empty
            EXPECT_NE(std::find(c.cells.begin(), c.cells.end(), gap), c.cells.end());
        EXPECT_EQ(s->map.terrain(gap), core::model::kNoTerrain);
        const auto at = f.doc.board().offset(gap);
        EXPECT_TRUE(f.dock.stepText().contains(QStringLiteral("(%1, %2)").arg(at.row).arg(at.col))) << f.dock.stepText().toStdString();
    }
    EXPECT_TRUE(gapSeen);
    f.dock.stopAction()->trigger();
    EXPECT_TRUE(f.waitForEnd());
}

TEST(TileSetDock, TilesUnderLockedHexesBecomeFixedTilesAndStay)
{
    const auto set = core::assembly::loadTileSet(QStringLiteral("country-roads"));
    Fixture f(setBoard(*set), QStringLiteral("country-roads"));
    f.dock.assembleAction()->trigger();
    ASSERT_TRUE(f.waitForEnd());
    ASSERT_TRUE(f.runs().result() && f.runs().result()->success);
    const auto first = f.runs().result()->placements;
    f.dock.applyAction()->trigger();
    // Lock the hexes of the first three non-fixed tiles.
    std::vector<document::CellChange> locks;
    std::set<std::string> lockedTiles;
    for (size_t i = 0; i < first.size() && lockedTiles.size() < 3; ++i) {
        lockedTiles.insert(first[i].tile + "@" + std::to_string(first[i].anchor) + "/" + std::to_string(first[i].rotation));
        for (CellIndex c : first[i].cells)
            locks.push_back({c, {f.doc.map().terrain(c), f.doc.map().token(c), true}});
    }
    f.doc.changeCells(locks, QStringLiteral("lock"));
    const core::model::Map locked = f.doc.map();
    f.dock.setSeed(77);
    f.dock.assembleAction()->trigger();
    ASSERT_TRUE(f.waitForEnd());
    ASSERT_TRUE(f.runs().result() && f.runs().result()->success) << f.dock.statusText().toStdString();
    EXPECT_EQ(f.runs().pins().size(), lockedTiles.size());
    std::set<std::string> fixedNow;
    for (const auto& p : f.runs().result()->placements)
        if (p.fixed)
            fixedNow.insert(p.tile + "@" + std::to_string(p.anchor) + "/" + std::to_string(p.rotation));
    EXPECT_EQ(fixedNow, lockedTiles);
    f.dock.applyAction()->trigger();
    for (const auto& l : locks) {
        EXPECT_EQ(f.doc.map().terrain(l.cell), locked.terrain(l.cell));
        EXPECT_TRUE(f.doc.map().locked(l.cell));
    }
}

TEST(TileSetDock, AssembleAfterStepsRunsOnAndApplyRefusesAMapEditedMeanwhile)
{
    const auto set = core::assembly::loadTileSet(QStringLiteral("country-roads"));
    Fixture f(setBoard(*set), QStringLiteral("country-roads"));
    f.dock.stepAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return f.steps() == 1; }, 30'000));
    f.dock.assembleAction()->trigger(); // leaves Step mode
    ASSERT_TRUE(f.waitForEnd());
    ASSERT_TRUE(f.runs().result() && f.runs().result()->success) << f.dock.statusText().toStdString();
    EXPECT_GT(f.runs().result()->stats.steps, 1);
    EXPECT_TRUE(f.dock.applyAction()->isEnabled());
    // The designer paints a hex after the run started: the result must not overwrite it.
    ASSERT_EQ(f.doc.map().terrain(0), core::model::kNoTerrain); // the board started empty
    f.doc.changeCells({{0, {0, f.doc.map().token(0), false}}}, QStringLiteral("paint"));
    const core::model::Map edited = f.doc.map();
    const int undo = f.doc.undoStack()->count();
    QString why;
    EXPECT_FALSE(f.runs().apply(&why));
    EXPECT_FALSE(why.isEmpty());
    EXPECT_FALSE(f.dock.applyAction()->isEnabled());
    EXPECT_EQ(f.doc.map(), edited);
    EXPECT_EQ(f.doc.undoStack()->count(), undo);
}

// Pairs only on a board with an odd number of hexes, every trick off: no assembly exists and
// plain backtracking would take very long to prove it.
const char* kHopeless = R"({"format": "hexloom-tileset", "version": 1, "name": "hopeless", "rules": "terra-mystica-published",
  "board": "rect:7x7", "tiles": [{"id": "pair", "min": 0, "max": 100, "cells": [
    {"hex": [0, 0], "terrain": "G", "edges": "-00000"}, {"hex": [1, 0], "terrain": "Y", "edges": "000-00"}]}]})";

TEST(TileSetDock, StopEndsALongRunAndAFileOpensFromDisk)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hopeless.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(kHopeless);
    file.close();
    const auto set = core::assembly::loadTileSet(path);
    Fixture f(setBoard(*set), path);
    ASSERT_EQ(f.dock.tileSet()->name, "hopeless");
    f.dock.findChild<QDoubleSpinBox*>()->setValue(0); // no time limit
    for (auto* box : f.dock.findChildren<QCheckBox*>())
        box->setChecked(false);
    ASSERT_EQ(asmb::disabledTricks(f.dock.options().tricks), "gaplist,reduce,mrv,line");
    f.dock.assembleAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return f.steps() > 1000; }, 30'000));
    ASSERT_TRUE(f.runs().isRunning());
    f.dock.stopAction()->trigger();
    ASSERT_TRUE(f.waitForEnd(5'000));
    ASSERT_TRUE(f.runs().result());
    EXPECT_EQ(f.runs().result()->status, asmb::AssemblyStatus::Cancelled);
    EXPECT_FALSE(f.dock.applyAction()->isEnabled());
}

TEST(TileSetDock, ABrokenTileSetFileIsRefusedNamingFileAndField)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(kHopeless).replace("\"max\": 100", "\"max\": \"many\""));
    file.close();
    docks::TileSetDock dock;
    const auto before = dock.tileSet();
    QString error;
    EXPECT_FALSE(dock.openTileSet(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("broken.json"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("max"))) << error.toStdString();
    EXPECT_EQ(dock.tileSet(), before); // the previous set stays
}

TEST(TileSetDock, RemembersTheSetTheTimeLimitAndTheTricks)
{
    QTemporaryDir dir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    {
        docks::TileSetDock dock;
        ASSERT_TRUE(dock.openTileSet(QStringLiteral("country-roads")));
        dock.findChild<QDoubleSpinBox*>()->setValue(3);
        for (auto* box : dock.findChildren<QCheckBox*>())
            if (box->text() == QStringLiteral("fewest first"))
                box->setChecked(false);
        dock.saveSettings();
    }
    docks::TileSetDock again;
    EXPECT_EQ(again.tileSet()->name, "terra-mystica-modular"); // the default before loading
    again.loadSettings();
    EXPECT_EQ(again.tileSet()->name, "country-roads");
    EXPECT_DOUBLE_EQ(again.options().timeLimitSeconds, 3);
    EXPECT_EQ(asmb::disabledTricks(again.options().tricks), "mrv");
}

} // namespace
} // namespace hexloom::test
