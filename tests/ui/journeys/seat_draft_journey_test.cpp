// The seat draft in the real MainWindow: open a Catan map, and the Fairness dock shows each
// seat's drafted pips (checked against the independent draft of tests/core/rules/draft), the
// noisy intervals and who is disadvantaged, while the canvas marks every corner a seat took with
// its number; an edit updates both; the checkbox takes the marks off; a map without a draft (Terra
// Mystica) hides the panel and clears the canvas; in the shown window the marks are there only
// while the Fairness tab is in front. With HEXLOOM_SHOTS_DIR set it saves the user
// guide's screenshot of the window.
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QPushButton>
#include <QTest>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

#include "tests/core/rules/draft/draft_oracle.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/event_loop.h"
#include "ui/docks/balance_dock.h"
#include "ui/docks/requirements_dock.h"
#include "ui/docks/seat_draft_panel.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/seat_draft_item.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

// What the panel and the canvas must show for the document's map.
void expectDraftShown(main_window::MainWindow& w, int seats, int placements)
{
    auto* doc = w.session()->document();
    auto* dock = w.findChild<docks::BalanceDock*>();
    ASSERT_NE(dock, nullptr);
    const docks::SeatDraftPanel& panel = *dock->seatDraft();
    EXPECT_TRUE(panel.isVisibleTo(dock));
    const auto oracle = draft_oracle::greedy(doc->board(), doc->rules(), doc->map(), seats, placements);
    ASSERT_EQ(panel.rowCount(), seats);
    for (int s = 0; s < seats; ++s)
        EXPECT_EQ(panel.text(s, 1).toInt(), oracle.totals[static_cast<size_t>(s)]) << "seat " << s + 1;
    EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("Spread: %1 pips").arg(oracle.spread()))) << panel.summaryText().toStdString();
    // Every corner a seat took is marked with the seat, one hex radius from a hex that meets there.
    const auto& markers = w.session()->scene()->seatDraft()->markers();
    ASSERT_EQ(markers.size(), static_cast<size_t>(seats * placements));
    const auto corners = draft_oracle::corners(doc->board());
    const auto& geometry = w.session()->scene()->geometry();
    for (size_t t = 0; t < markers.size(); ++t) {
        EXPECT_EQ(markers[t].seat, draft_oracle::seatOf(static_cast<int>(t), seats));
        for (const auto c : corners[static_cast<size_t>(oracle.picks[t])].cells) {
            const QPointF d = markers[t].at - geometry.centre(c);
            EXPECT_NEAR(std::hypot(d.x(), d.y()), scene::BoardGeometry::kHexSize, 1e-6) << "turn " << t + 1;
        }
    }
}

TEST(SeatDraftJourney, OpenCatanSeeTheDraftEditItHideItOpenTerraMystica)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString seats = writeBuiltinMap(dir, QStringLiteral("catan-seats"), QStringLiteral("catan-seats"));
    const QString tm = writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    const QString five = writeBuiltinMap(dir, QStringLiteral("catan-5-6"), QStringLiteral("catan-5-6"));
    main_window::MainWindow w;
    w.openDefault();
    w.resize(1280, 800);
    ASSERT_TRUE(w.openFile(seats));
    expectDraftShown(w, 4, 2);
    auto* dock = w.findChild<docks::BalanceDock*>();
    docks::SeatDraftPanel& panel = *dock->seatDraft();
    panel.waitForDrafts(); // the noisy drafts play on a worker thread
    ASSERT_TRUE(panel.report());
    ASSERT_TRUE(panel.report()->distribution);
    EXPECT_EQ(panel.report()->distribution->drafts, 1000);
    // The noisy column: "23.4% [20.8-26.2%]" per seat, the interval around the share.
    for (int s = 0; s < 4; ++s) {
        const auto& st = panel.report()->distribution->seats[static_cast<size_t>(s)];
        EXPECT_LE(st.lowestLow, st.lowestShare);
        EXPECT_GE(st.lowestHigh, st.lowestShare);
        EXPECT_TRUE(panel.text(s, 3).contains(QLatin1Char('['))) << panel.text(s, 3).toStdString();
    }
    // Disadvantaged seats are red on the canvas and named in the summary.
    for (const auto& m : w.session()->scene()->seatDraft()->markers())
        EXPECT_EQ(m.disadvantaged, std::find(panel.report()->disadvantaged.begin(), panel.report()->disadvantaged.end(), m.seat) !=
                                       panel.report()->disadvantaged.end());
    const QByteArray shots = qgetenv("HEXLOOM_SHOTS_DIR");
    if (!shots.isEmpty()) {
        // The views of the replaced sessions are deleted later; they must be gone before the
        // window lays out (a view pending deletion still points at its session's scene).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        w.show();
        QApplication::processEvents();
        dock->show();
        dock->raise(); // its tab in front of the Requirements dock's
        // The Fairness dock alone in the left column, wide enough for the table, as in the guide.
        const auto mates = w.tabifiedDockWidgets(dock);
        for (QDockWidget* other : w.findChildren<QDockWidget*>())
            if (other != dock && !mates.contains(other))
                other->hide();
        w.resizeDocks({dock}, {465}, Qt::Horizontal);
        QApplication::processEvents();
        w.grab().save(QString::fromUtf8(shots) + QStringLiteral("/seat-draft-catan.png"));
    }
    // An edit (two number tokens trade places): the panel and the marks follow.
    auto* doc = w.session()->document();
    core::model::CellIndex a = 0, b = 1;
    while (doc->map().token(a) <= 0)
        ++a;
    b = a + 1;
    while (doc->map().token(b) <= 0 || doc->map().token(b) == doc->map().token(a))
        ++b;
    doc->swapCells(a, b);
    expectDraftShown(w, 4, 2);
    // The checkbox takes the marks off the canvas, and puts them back.
    auto* box = dock->findChild<QCheckBox*>();
    ASSERT_NE(box, nullptr);
    box->setChecked(false);
    EXPECT_TRUE(w.session()->scene()->seatDraft()->markers().empty());
    box->setChecked(true);
    EXPECT_EQ(w.session()->scene()->seatDraft()->markers().size(), 8u);
    // Terra Mystica has no draft: no panel, no marks.
    ASSERT_TRUE(w.openFile(tm));
    EXPECT_FALSE(w.findChild<docks::BalanceDock*>()->seatDraft()->isVisibleTo(dock));
    EXPECT_TRUE(w.session()->scene()->seatDraft()->markers().empty());
    // Catan for five and six declares six seats and no noise: one greedy draft, no interval column.
    ASSERT_TRUE(w.openFile(five));
    expectDraftShown(w, 6, 2);
    EXPECT_FALSE(w.findChild<docks::BalanceDock*>()->seatDraft()->report()->distribution);
}

// In the shown window the corners' numbers are on the canvas only while the Fairness tab is in
// front: with the Requirements tab raised they would cover the hexes' labels and glyphs. Raising
// the Fairness tab puts them back, one per corner taken, and the Requirements tab takes them off.
TEST(SeatDraftJourney, TheCornersAreMarkedOnlyWhileTheFairnessTabIsRaised)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.openDefault();
    w.resize(1280, 800);
    ASSERT_TRUE(w.openFile(writeBuiltinMap(dir, QStringLiteral("catan-seats"), QStringLiteral("catan-seats"))));
    auto* fairness = w.findChild<docks::BalanceDock*>();
    auto* requirements = w.findChild<docks::RequirementsDock*>();
    ASSERT_TRUE(fairness && requirements);
    ASSERT_TRUE(w.tabifiedDockWidgets(requirements).contains(fairness)) << "the default layout tabs them together";
    // A tab behind another stays "visible" to Qt; its dock says when it comes to the front or leaves it.
    bool inFront = false;
    QObject::connect(fairness, &QDockWidget::visibilityChanged, &w, [&](bool visible) { inFront = visible; });
    w.show();
    const auto& markers = w.session()->scene()->seatDraft()->markers();
    requirements->raise();
    spinFor(50); // the window's show, its layout and the posted redraw
    ASSERT_FALSE(inFront);
    EXPECT_TRUE(markers.empty()) << "marks on the canvas behind the Requirements tab";
    fairness->raise();
    ASSERT_TRUE(spinUntil([&] { return inFront; }, 5000));
    EXPECT_EQ(markers.size(), 8u) << "four seats, two corners each";
    requirements->raise();
    ASSERT_TRUE(spinUntil([&] { return markers.empty(); }, 5000)) << "the marks stayed when the Requirements tab came to the front";
}

// Many noisy drafts (100,000, the most a rule set may ask) play on a worker thread: the greedy
// draft shows at once, the window keeps handling events while a progress bar counts the drafts,
// Cancel stops them keeping those played, the button plays them again, and an edit of the map drops
// the drafts of the old map and plays the new map's, whose result is the core's own report.
TEST(SeatDraftJourney, ManyNoisyDraftsPlayOffTheGuiThreadAndCanBeCancelled)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.openDefault();
    ASSERT_TRUE(w.openFile(writeBuiltinMap(dir, QStringLiteral("catan-seats"), QStringLiteral("catan-seats"))));
    auto* doc = w.session()->document();
    auto content = doc->content();
    auto rules = std::make_shared<core::rules::RuleSet>(*content.rules);
    ASSERT_TRUE(rules->draft && rules->draft->noisy());
    rules->draft->drafts = core::rules::DraftSetup::kMaxDrafts;
    content.rules = rules;
    doc->replaceContent(content, QStringLiteral("Many drafts"));
    auto* dock = w.findChild<docks::BalanceDock*>();
    docks::SeatDraftPanel& panel = *dock->seatDraft();
    auto* progress = panel.findChild<QProgressBar*>(QStringLiteral("SeatDraftProgress"));
    auto* button = panel.findChild<QPushButton*>(QStringLiteral("SeatDraftStop"));
    ASSERT_TRUE(progress && button);
    // The greedy draft at once; the noisy ones pending, with the progress bar and Cancel.
    const auto oracle = draft_oracle::greedy(doc->board(), doc->rules(), doc->map(), 4, 2);
    ASSERT_EQ(panel.rowCount(), 4);
    for (int s = 0; s < 4; ++s)
        EXPECT_EQ(panel.text(s, 1).toInt(), oracle.totals[static_cast<size_t>(s)]) << "seat " << s + 1;
    EXPECT_TRUE(panel.draftsPending());
    EXPECT_FALSE(progress->isHidden());
    EXPECT_FALSE(button->isHidden());
    EXPECT_FALSE(panel.report()->distribution);
    // The event loop turns while the drafts play: no gap between turns near a frame's worth of drafts.
    qint64 longestGap = 0;
    QElapsedTimer turn;
    turn.start();
    ASSERT_TRUE(spinUntil(
        [&] {
            longestGap = std::max(longestGap, turn.restart());
            return progress->value() > 0;
        },
        20000));
    // 100,000 drafts of this board take about 0.15 s (score --draft): still pending after the first
    // progress is what shows they play off the GUI thread; the gap bounds a stall of the loop.
    EXPECT_LT(longestGap, 250) << "the GUI thread waited for the drafts";
    EXPECT_TRUE(panel.draftsPending()) << "all 100,000 drafts played before the first progress";
    QTest::mouseClick(button, Qt::LeftButton);
    ASSERT_TRUE(spinUntil([&] { return !panel.draftsPending(); }, 5000));
    ASSERT_TRUE(panel.report()->distribution);
    const int played = panel.report()->distribution->drafts;
    EXPECT_GT(played, 0);
    EXPECT_LT(played, core::rules::DraftSetup::kMaxDrafts);
    EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("stopped after %1 of 100000").arg(played))) << panel.summaryText().toStdString();
    EXPECT_TRUE(progress->isHidden());
    EXPECT_EQ(button->text(), QStringLiteral("Play the Noisy Drafts"));
    // Play them again, then edit the map while they play: the old map's drafts are dropped.
    QTest::mouseClick(button, Qt::LeftButton);
    EXPECT_TRUE(panel.draftsPending());
    EXPECT_FALSE(panel.report()->distribution);
    core::model::CellIndex a = 0;
    while (doc->map().token(a) <= 0)
        ++a;
    core::model::CellIndex b = a + 1;
    while (doc->map().token(b) <= 0 || doc->map().token(b) == doc->map().token(a))
        ++b;
    doc->swapCells(a, b);
    EXPECT_TRUE(panel.draftsPending());
    EXPECT_FALSE(panel.report()->distribution) << "a result of the map before the edit";
    panel.waitForDrafts();
    ASSERT_TRUE(panel.report()->distribution);
    const auto expected = core::rules::seatDraftReport(doc->rules(), doc->board(), doc->map());
    ASSERT_EQ(panel.report()->distribution->drafts, core::rules::DraftSetup::kMaxDrafts);
    for (size_t s = 0; s < 4; ++s)
        EXPECT_EQ(panel.report()->distribution->seats[s].lowestCount, expected->distribution->seats[s].lowestCount) << "seat " << s + 1;
    EXPECT_EQ(panel.report()->disadvantaged, expected->disadvantaged);
    EXPECT_FALSE(panel.draftsPending());
    EXPECT_TRUE(button->isHidden());
}

} // namespace
} // namespace hexloom::test
