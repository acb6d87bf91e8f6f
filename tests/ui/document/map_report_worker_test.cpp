// MapReportWorker: a report computed on a worker reaches its dock only for exactly the map it was
// computed from. The "report" here is a copy of the map's terrains, so each applied result can be
// compared with the document's map at the moment it is applied (the oracle), while edits and a
// document switch happen during the jobs.
#include <QThread>
#include <atomic>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "tests/support/event_loop.h"
#include "ui/document/document_files.h"
#include "ui/document/map_report_worker.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using core::model::TerrainId;
using ui::document::CellState;
using ui::document::DocumentContent;
using ui::document::MapDocument;
using Terrains = std::vector<TerrainId>;

std::unique_ptr<MapDocument> bigDocument(int shift)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = ui::document::blankDocument(rules, QStringLiteral("terra-mystica-published"), core::model::Board::terraMystica(144, 208), 0);
    for (CellIndex c = 0; c < loaded.content.map.size(); ++c)
        loaded.content.map.setTerrain(c, static_cast<TerrainId>((c + shift) % 7));
    return std::make_unique<MapDocument>(loaded.content);
}

void repaint(MapDocument& doc, CellIndex c)
{
    auto s = CellState::of(doc.map(), c);
    s.terrain = static_cast<TerrainId>((s.terrain + 1) % 7);
    doc.changeCells({{c, s}}, QStringLiteral("paint"));
}

struct Probe {
    std::atomic<int> computed{0};
    int applied = 0;
    int wrong = 0;
    const MapDocument* shown = nullptr; // the document whose map each result must equal
    ui::document::MapReportWorker<Terrains> worker{[this](const DocumentContent& c) {
                                                       QThread::msleep(30); // long enough for edits to overtake it
                                                       ++computed;
                                                       return c.map.terrains();
                                                   },
                                                   [this](const Terrains& t) {
                                                       ++applied;
                                                       if (t != shown->map().terrains())
                                                           ++wrong;
                                                   }};
};

TEST(MapReportWorker, OnlyTheMapAResultWasComputedFromReceivesIt)
{
    auto doc = bigDocument(0);
    ASSERT_GE(doc->board().size(), MapDocument::kBackgroundScoringHexes);
    Probe p;
    p.shown = doc.get();
    p.worker.attach(doc.get());
    p.worker.request();
    EXPECT_TRUE(p.worker.busy()) << "a big board's report was computed on the GUI thread";
    for (CellIndex c : {3, 500, 29000}) {
        repaint(*doc, c);
        p.worker.request(); // the first job is still sleeping: each edit overtakes it
    }
    ASSERT_TRUE(spinUntil([&] { return !p.worker.busy(); }, 20000));
    EXPECT_EQ(p.wrong, 0) << "a result reached a newer map than it was computed for";
    EXPECT_GE(p.applied, 1) << "the newest map was never shown";
    EXPECT_GT(p.computed.load(), p.applied) << "the stale results were not dropped";
}

TEST(MapReportWorker, AResultForThePreviousDocumentNeverReachesTheNextOne)
{
    auto first = bigDocument(0), second = bigDocument(3);
    Probe p;
    p.shown = first.get();
    p.worker.attach(first.get());
    p.worker.request();
    ASSERT_TRUE(p.worker.busy());
    p.shown = second.get();
    p.worker.attach(second.get());
    p.worker.request();
    ASSERT_TRUE(spinUntil([&] { return !p.worker.busy(); }, 20000));
    EXPECT_EQ(p.wrong, 0) << "the first document's result was applied to the second";
    EXPECT_EQ(p.applied, 1);
    EXPECT_EQ(p.computed.load(), 2);
}

TEST(MapReportWorker, SmallBoardsComputeAtOnce)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    MapDocument doc(ui::document::blankDocument(rules, QStringLiteral("terra-mystica-published"), core::model::Board::terraMystica(), 0).content);
    Probe p;
    p.shown = &doc;
    p.worker.attach(&doc);
    p.worker.request();
    EXPECT_FALSE(p.worker.busy());
    EXPECT_EQ(p.applied, 1);
    EXPECT_EQ(p.wrong, 0);
}

} // namespace
} // namespace hexloom::test
