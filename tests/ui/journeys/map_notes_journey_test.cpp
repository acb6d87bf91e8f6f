// A map file's own words survive the editor: a file with `created` and `note` in its metadata
// (docs/file-format.md) opened in the real MainWindow, painted, saved, saved as a Tiled map and as
// another native file after a search run, and opened again keeps both as written (the editor
// wrote only a run's recipe, algorithm and seed, and dropped them). The saved JSON is read back as
// plain JSON, not through Hexloom's reader.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

const char* const kCreated = "2024-05-01T10:00:00Z";
const char* const kNote = "draft 3: the river runs west of the towers\nsecond line, \"quoted\"";

QJsonObject metadataIn(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("metadata")).toObject();
}

void paintOneHex(document::MapDocument* doc)
{
    core::model::CellIndex c = 0;
    while (c < doc->map().size() && doc->map().locked(c))
        ++c;
    ASSERT_LT(c, doc->map().size());
    const auto other = static_cast<core::model::TerrainId>((doc->map().terrain(c) + 1) % doc->rules().terrainCount());
    doc->changeCells({{c, {other, doc->map().token(c), false}}}, QStringLiteral("Paint"));
}

TEST(MapNotesJourney, CreatedAndNoteSurviveSaveSaveAsARunAndReopening)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("noted.json"));
    {
        auto shipped = document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
        core::io::MapMetadata m;
        m.created = kCreated;
        m.note = kNote;
        core::io::saveMap(path, core::io::MapFile{shipped.content.rules, false, *shipped.content.board, shipped.content.map, m});
    }
    ASSERT_EQ(metadataIn(path).value(QStringLiteral("note")).toString().toStdString(), kNote);

    main_window::MainWindow w;
    ASSERT_TRUE(w.files()->openPath(path));
    auto* doc = w.session()->document();
    paintOneHex(doc);
    ASSERT_TRUE(w.files()->save());
    ASSERT_TRUE(w.files()->saver()->finish());
    QJsonObject saved = metadataIn(path);
    EXPECT_EQ(saved.value(QStringLiteral("created")).toString().toStdString(), kCreated);
    EXPECT_EQ(saved.value(QStringLiteral("note")).toString().toStdString(), kNote);

    // Save As a Tiled map: its map properties keep them too (read back by Hexloom's Tiled reader).
    const QString tiled = dir.filePath(QStringLiteral("noted.tmj"));
    {
        FileDialogAnswer answer(tiled);
        ASSERT_TRUE(w.files()->saveAs());
        ASSERT_TRUE(w.files()->saver()->finish());
    }
    const auto tiledFile = core::io::loadMap(tiled);
    EXPECT_EQ(tiledFile.metadata.created, kCreated);
    EXPECT_EQ(tiledFile.metadata.note, kNote);

    // A search run gives the map a recipe; the notes stay beside it.
    w.searchDock()->runAction()->trigger();
    auto* runs = w.session()->runs();
    spinFor(300);
    runs->stop();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    const QString after = dir.filePath(QStringLiteral("after-run.json"));
    {
        FileDialogAnswer answer(after);
        ASSERT_TRUE(w.files()->saveAs());
        ASSERT_TRUE(w.files()->saver()->finish());
    }
    saved = metadataIn(after);
    EXPECT_TRUE(saved.contains(QStringLiteral("recipe"))) << "the run's recipe is saved";
    EXPECT_EQ(saved.value(QStringLiteral("created")).toString().toStdString(), kCreated);
    EXPECT_EQ(saved.value(QStringLiteral("note")).toString().toStdString(), kNote);

    // Opened again and saved once more: still there.
    ASSERT_TRUE(w.files()->openPath(after));
    paintOneHex(w.session()->document());
    ASSERT_TRUE(w.files()->save());
    ASSERT_TRUE(w.files()->saver()->finish());
    const auto reread = core::io::loadMap(after);
    EXPECT_EQ(reread.metadata.created, kCreated);
    EXPECT_EQ(reread.metadata.note, kNote);
    EXPECT_TRUE(reread.metadata.recipeEdited);
}

TEST(MapNotesJourney, AMapWithoutNotesIsSavedWithoutThem)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plain.json"));
    main_window::MainWindow w;
    w.openDefault();
    {
        FileDialogAnswer answer(path);
        ASSERT_TRUE(w.files()->saveAs());
        ASSERT_TRUE(w.files()->saver()->finish());
    }
    const QJsonObject m = metadataIn(path);
    EXPECT_FALSE(m.contains(QStringLiteral("note")));
    EXPECT_FALSE(m.contains(QStringLiteral("created")));
}

} // namespace
} // namespace hexloom::test
