// hexloom-cli convert --to tts: a Tabletop Simulator save whose every image URL is a file written
// beside it, notes on stderr for what the save leaves out, and a save given back as input refused
// with one message naming the file and the field.
#include <QFile>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using ConvertTtsTest = CliTest;

TEST_F(ConvertTtsTest, TheSaveNamesImagesThatAreWrittenBesideIt)
{
    const QString save = path(QStringLiteral("catan save.json"));
    const CliResult r = runCli({QStringLiteral("convert"), QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt"), save,
                                QStringLiteral("--to"), QStringLiteral("tts")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("note: number tokens")) << r.err.toStdString();
    QFile f(save);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonArray objects = QJsonDocument::fromJson(f.readAll()).object()["ObjectStates"].toArray();
    ASSERT_FALSE(objects.isEmpty());
    for (const QJsonValue o : objects) {
        const QUrl url(o["CustomImage"]["ImageURL"].toString());
        ASSERT_TRUE(url.isLocalFile()) << url.toString().toStdString();
        EXPECT_TRUE(QImageReader(url.toLocalFile()).canRead()) << url.toLocalFile().toStdString();
    }

    const CliResult back = runCli({QStringLiteral("convert"), save, path(QStringLiteral("back.txt"))});
    EXPECT_NE(back.exitCode, 0);
    ASSERT_EQ(back.errLines().size(), 1) << back.err.toStdString();
    EXPECT_TRUE(back.err.contains("catan save.json")) << back.err.toStdString();
    EXPECT_TRUE(back.err.contains("ObjectStates")) << back.err.toStdString();
    EXPECT_TRUE(back.err.contains("Tabletop Simulator")) << back.err.toStdString();
}

} // namespace
} // namespace hexloom::test
