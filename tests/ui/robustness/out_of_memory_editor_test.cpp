// File > Open of a board inside the 250,000-cell limit that needs more memory to score than the
// process may use (docs/robustness.md, "Limits"): the editor shows a message naming the file and
// keeps the open document, instead of a bare "std::bad_alloc". The test lowers this process's own
// address-space limit to its current size plus 16 MiB for the open (a 249,697-hex board needs
// more: board tables, scene and scores), then restores it.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <sys/resource.h>

#include "tests/support/address_space.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

TEST(OutOfMemoryEditor, OpeningABoardTooLargeForMemoryNamesTheFileAndKeepsTheDocument)
{
    if (kSanitized)
        GTEST_SKIP() << "an address-space limit breaks the sanitizers' shadow memory";
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    const QString map = dir.filePath(QStringLiteral("big.json"));
    ASSERT_TRUE(writeHexagonMap(map, 288));
    ui::main_window::MainWindow window;
    window.openDefault();
    const auto* before = window.session()->document();
    rlimit old{};
    ASSERT_EQ(getrlimit(RLIMIT_AS, &old), 0);
    const unsigned long long size = virtualSize();
    ASSERT_GT(size, 0u);
    rlimit limited = old;
    limited.rlim_cur = std::min<rlim_t>(old.rlim_max, size + (16ull << 20));
    ASSERT_EQ(setrlimit(RLIMIT_AS, &limited), 0);
    DialogCatcher catcher;
    const bool opened = window.openFile(map);
    setrlimit(RLIMIT_AS, &old);
    ASSERT_FALSE(opened) << "the radius-288 board opened within 16 MiB more";
    EXPECT_EQ(catcher.shown, 1);
    EXPECT_TRUE(catcher.text.startsWith(map + QStringLiteral(": out of memory while opening this map"))) << catcher.text.toStdString();
    EXPECT_EQ(window.session()->document(), before) << "the open document was replaced";
}

} // namespace
} // namespace hexloom::test
