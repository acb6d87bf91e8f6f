// The window at 1280 x 800: the canvas gets at least 60 % of it in the Design layout (and the
// other presets leave it wider than any panel), the run bar's Run/Pause/Step/Stop, algorithm, seed
// and time limit are on screen without scrolling, its fields stay in step with the Search dock,
// and an empty Suggestions band takes no room.
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QToolButton>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/run_bar.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/map_view.h"

namespace hexloom::test {
namespace {

using ui::main_window::LayoutPresets;

// Whether `w` is shown and lies wholly inside the window (nothing to scroll to).
bool onScreen(QWidget* w, QWidget* window)
{
    if (!w || !w->isVisible())
        return false;
    const QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
    return window->rect().contains(r);
}

class WindowLayoutTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(kScratchSettings);
        w.openDefault();
        w.resize(1280, 800);
        w.show();
        settle();
    }
    // Dock layouts are applied through posted events; on a loaded machine 100 ms may not be
    // enough. Wait until the canvas keeps one size for 100 ms (at most 5 s).
    void settle() { spinUntilSteady([this] { return w.view()->size(); }); }
    double canvasShare() const
    {
        const QWidget* canvas = w.view();
        return double(canvas->width()) * canvas->height() / (double(w.width()) * w.height());
    }
    ui::main_window::MainWindow w;
};

TEST_F(WindowLayoutTest, DesignLayoutGivesTheCanvasSixtyPercentAndTheRunControlsAreOnScreen)
{
    w.layouts()->apply(LayoutPresets::Preset::Design);
    settle();
    ASSERT_EQ(w.size(), QSize(1280, 800));
    EXPECT_GE(canvasShare(), 0.60) << "canvas " << w.view()->width() << " x " << w.view()->height();
    auto* bar = w.findChild<ui::docks::RunBar*>();
    ASSERT_NE(bar, nullptr);
    auto* dock = w.searchDock();
    for (QAction* a : {dock->runAction(), dock->pauseAction(), dock->stepAction(), dock->stopAction()})
        EXPECT_TRUE(onScreen(bar->widgetForAction(a), &w)) << a->text().toStdString();
    EXPECT_TRUE(onScreen(bar->algorithm(), &w));
    EXPECT_TRUE(onScreen(bar->seed(), &w));
    EXPECT_TRUE(onScreen(bar->timeLimit(), &w));
    EXPECT_FALSE(w.gallery()->isVisible()) << "no suggestions yet: the band takes no room";
    // The Search dock's settings fit its width: nothing cut at the right, no sideways scrolling.
    auto* scroll = dock->findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr);
    ASSERT_TRUE(scroll->isVisible());
    EXPECT_EQ(scroll->horizontalScrollBar()->maximum(), 0) << "settings " << scroll->widget()->minimumSizeHint().width()
                                                           << " px wide in a dock of " << scroll->viewport()->width();
    if (const QByteArray shots = qgetenv("HEXLOOM_SCREENSHOTS"); !shots.isEmpty())
    {
        w.grab().save(QDir(QString::fromUtf8(shots)).filePath(QStringLiteral("window-1280x800.png")));
        w.resize(1920, 1080);
        w.layouts()->apply(LayoutPresets::Preset::Design);
        settle();
        w.grab().save(QDir(QString::fromUtf8(shots)).filePath(QStringLiteral("window-1920x1080.png")));
    }
}

TEST_F(WindowLayoutTest, EveryPresetLeavesTheCanvasTheLargestPart)
{
    for (auto p : {LayoutPresets::Preset::Teach, LayoutPresets::Preset::Regions, LayoutPresets::Preset::Tiles, LayoutPresets::Preset::Design}) {
        w.layouts()->apply(p);
        settle();
        EXPECT_GE(canvasShare(), 0.40) << static_cast<int>(p);
        for (QDockWidget* d : w.findChildren<QDockWidget*>()) {
            if (d->isVisible()) {
                EXPECT_GT(w.view()->width(), d->width()) << d->objectName().toStdString() << " in preset " << static_cast<int>(p);
            }
        }
        EXPECT_TRUE(onScreen(w.findChild<ui::docks::RunBar*>()->algorithm(), &w));
    }
}

// Whether `w` is shown whole inside the viewport of the scroll area around it (no scrolling needed).
// Seen without scrolling: inside the panel's scrolled part, within its viewport; outside it (the
// panel's foot), within the dock.
bool inView(QWidget* w, QScrollArea* scroll, QWidget* dock)
{
    if (!w || !w->isVisible())
        return false;
    QWidget* frame = scroll->isAncestorOf(w) ? scroll->viewport() : dock;
    const QRect r(w->mapTo(frame, QPoint(0, 0)), w->size());
    return frame->rect().contains(r);
}

// "Wide open": the Regions layout shows its panel's run buttons without scrolling at 1280 x 800
// (they were below the fold while the Requirements tabs kept their share of the column).
TEST_F(WindowLayoutTest, RegionsLayoutShowsTheRegionsRunButtonsWithoutScrolling)
{
    w.layouts()->apply(LayoutPresets::Preset::Regions);
    settle();
    auto* dock = w.regionsDock();
    ASSERT_TRUE(dock->isVisible());
    auto* scroll = dock->findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr);
    for (QAction* a : {dock->runAction(), dock->stepAction(), dock->stopAction(), dock->applyAction()}) {
        QToolButton* button = nullptr;
        for (auto* b : dock->findChildren<QToolButton*>())
            if (b->defaultAction() == a)
                button = b;
        EXPECT_TRUE(inView(button, scroll, dock)) << a->text().toStdString() << ": dock " << dock->height() << " px high, contents need " << scroll->widget()->minimumSizeHint().height();
    }
    // The status line under the buttons, all of its two lines (it used to be cut after the first).
    QToolButton* run = nullptr;
    for (auto* b : dock->findChildren<QToolButton*>())
        if (b->defaultAction() == dock->runAction())
            run = b;
    ASSERT_NE(run, nullptr);
    QLabel* status = nullptr;
    for (auto* label : run->parentWidget()->findChildren<QLabel*>(Qt::FindDirectChildrenOnly))
        if (label->wordWrap())
            status = label;
    ASSERT_NE(status, nullptr);
    status->setText(QStringLiteral("Found a partition: 8 region(s), 0 removed hexes. Apply writes it into the map."));
    settle();
    EXPECT_GE(status->height(), status->heightForWidth(status->width())) << "the status line is cut";
    EXPECT_TRUE(inView(status, scroll, dock)) << "the status line needs scrolling";
}

TEST_F(WindowLayoutTest, RunBarFieldsAreTheSearchDocksFields)
{
    auto* bar = w.findChild<ui::docks::RunBar*>();
    auto* time = w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"));
    auto* algorithm = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    ASSERT_TRUE(time && algorithm);
    bar->timeLimit()->setValue(7.5);
    EXPECT_DOUBLE_EQ(time->value(), 7.5);
    time->setValue(3);
    EXPECT_DOUBLE_EQ(bar->timeLimit()->value(), 3);
    ASSERT_GT(algorithm->count(), 1);
    bar->algorithm()->setCurrentIndex(1);
    EXPECT_EQ(algorithm->currentIndex(), 1);
    bar->seed()->setValue(42);
    EXPECT_EQ(w.searchDock()->findChild<QWidget*>(QStringLiteral("SearchSeed"))->findChild<QSpinBox*>()->value(), 42);
}

} // namespace
} // namespace hexloom::test
