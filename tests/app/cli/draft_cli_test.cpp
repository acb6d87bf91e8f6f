// The seat draft through hexloom-cli: a board generated with catan-seats has a seat spread within
// REQ4's tolerance by the independent draft of tests/core/rules/draft/draft_oracle.h, and `score
// --draft` prints every seat's corners (with the hexes meeting there), values, intervals and who
// is disadvantaged, in text and JSON; a rule set without a draft is refused by name.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/core/rules/draft/draft_oracle.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

class DraftCliTest : public CliTest {};

const QString kStandard = QString::fromStdString(testDataPath("../../resources/maps/catan-standard.txt"));

TEST_F(DraftCliTest, AGeneratedCatanSeatsBoardIsFairForEverySeat)
{
    for (const char* seed : {"3", "4", "5"}) {
        const QString out = path(QStringLiteral("seats-%1.txt").arg(QLatin1String(seed)));
        const CliResult r = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("catan-seats"), QStringLiteral("--shuffle"),
                                    QStringLiteral("--seed"), QLatin1String(seed), QStringLiteral("--time-limit"), QStringLiteral("20"), QStringLiteral("--out"), out});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        const auto file = core::io::loadMap(out, QStringLiteral("catan-seats"));
        const double tolerance = std::get<double>(file.rules->requirement("REQ4")->params.at("tolerance"));
        ASSERT_EQ(tolerance, 2);
        const auto draft = draft_oracle::greedy(file.board, *file.rules, file.map, 4, 2);
        EXPECT_LE(draft.spread(), tolerance) << "seed " << seed << ": seat totals " << draft.totals[0] << " " << draft.totals[1] << " "
                                             << draft.totals[2] << " " << draft.totals[3];
    }
}

TEST_F(DraftCliTest, ScoreDraftJsonAgreesWithTheIndependentDraft)
{
    const CliResult r = runCli({QStringLiteral("score"), kStandard, QStringLiteral("--rules"), QStringLiteral("catan-seats"), QStringLiteral("--draft"),
                                QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject d = r.json()[QStringLiteral("draft")].toObject();
    const auto file = core::io::loadMap(kStandard, QStringLiteral("catan-seats"));
    const auto oracle = draft_oracle::greedy(file.board, *file.rules, file.map, 4, 2);
    const auto corners = draft_oracle::corners(file.board);
    EXPECT_EQ(d[QStringLiteral("seats")].toInt(), 4);
    EXPECT_EQ(d[QStringLiteral("placements")].toInt(), 2);
    EXPECT_EQ(d[QStringLiteral("spread")].toInt(), oracle.spread());
    EXPECT_EQ(d[QStringLiteral("drafts")].toInt(), 1000);
    const QJsonArray seats = d[QStringLiteral("seat_list")].toArray();
    ASSERT_EQ(seats.size(), 4);
    std::vector<int> disadvantaged;
    for (const auto v : d[QStringLiteral("disadvantaged")].toArray())
        disadvantaged.push_back(v.toInt());
    for (int s = 0; s < 4; ++s) {
        const QJsonObject seat = seats[s].toObject();
        EXPECT_EQ(seat[QStringLiteral("seat")].toInt(), s + 1);
        EXPECT_EQ(seat[QStringLiteral("total")].toInt(), oracle.totals[static_cast<size_t>(s)]);
        const QJsonArray taken = seat[QStringLiteral("corners")].toArray();
        ASSERT_EQ(taken.size(), 2);
        for (const auto v : taken) {
            const QJsonObject k = v.toObject();
            const int turn = k[QStringLiteral("turn")].toInt() - 1;
            EXPECT_EQ(draft_oracle::seatOf(turn, 4), s);
            const auto& want = corners[static_cast<size_t>(oracle.picks[static_cast<size_t>(turn)])];
            EXPECT_EQ(k[QStringLiteral("value")].toInt(), draft_oracle::value(*file.rules, file.map, want));
            QJsonArray cells;
            for (const auto c : want.cells) {
                const auto at = file.board.offset(c);
                cells.append(QJsonArray{at.row, at.col});
            }
            EXPECT_EQ(k[QStringLiteral("cells")].toArray(), cells) << "turn " << turn + 1;
        }
        // The interval holds the share, and a seat is disadvantaged exactly when it lies above 1/4.
        const double share = seat[QStringLiteral("lowest_share")].toDouble();
        const QJsonArray interval = seat[QStringLiteral("lowest_interval")].toArray();
        EXPECT_LE(interval[0].toDouble(), share);
        EXPECT_GE(interval[1].toDouble(), share);
        EXPECT_EQ(interval[0].toDouble() > 0.25, std::find(disadvantaged.begin(), disadvantaged.end(), s + 1) != disadvantaged.end());
    }
    // Text: one line per seat, the spread, and the verdict.
    const CliResult text = runCli({QStringLiteral("score"), kStandard, QStringLiteral("--rules"), QStringLiteral("catan-seats"), QStringLiteral("--draft")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    for (int s = 0; s < 4; ++s)
        EXPECT_TRUE(text.out.contains(QStringLiteral("  seat %1: %2 pips:").arg(s + 1).arg(oracle.totals[static_cast<size_t>(s)]).toUtf8())) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("  spread: %1 pips").arg(oracle.spread()).toUtf8()));
    EXPECT_TRUE(text.out.contains("disadvantaged (interval above the fair share 25.0%): "));
}

TEST_F(DraftCliTest, ARuleSetWithoutADraftIsRefusedByName)
{
    const QString tm = QString::fromStdString(testDataPath("../../resources/maps/terra-mystica-original.txt"));
    const CliResult r = runCli({QStringLiteral("score"), tm, QStringLiteral("--rules"), QStringLiteral("terra-mystica-strict"), QStringLiteral("--draft")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("--draft: rule set terra-mystica-strict has no seat draft")) << r.err.toStdString();
    // The default draft of a Catan rule set without `draft`: 4 seats, no noise, no intervals.
    const CliResult plain = runCli({QStringLiteral("score"), kStandard, QStringLiteral("--draft"), QStringLiteral("--json")});
    ASSERT_EQ(plain.exitCode, 0) << plain.err.toStdString();
    const QJsonObject d = plain.json()[QStringLiteral("draft")].toObject();
    EXPECT_EQ(d[QStringLiteral("seats")].toInt(), 4);
    EXPECT_FALSE(d.contains(QStringLiteral("drafts")));
    EXPECT_TRUE(d[QStringLiteral("noise")].toArray().isEmpty());
}

} // namespace
} // namespace hexloom::test
