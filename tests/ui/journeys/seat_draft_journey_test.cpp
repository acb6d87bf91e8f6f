// The seat draft in the real MainWindow: open a Catan map, and the Fairness dock shows each
// seat's drafted pips (checked against the independent draft of tests/core/rules/draft), the
// noisy intervals and who is disadvantaged, while the canvas marks every corner a seat took with
// its number; an edit updates both; the checkbox takes the marks off; a map without a draft (Terra
// Mystica) hides the panel and clears the canvas. With HEXLOOM_SHOTS_DIR set it saves the user
// guide's screenshot of the window.
#include <QApplication>
#include <QCheckBox>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

#include "tests/core/rules/draft/draft_oracle.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/balance_dock.h"
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
    const docks::SeatDraftPanel& panel = *dock->seatDraft();
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

} // namespace
} // namespace hexloom::test
