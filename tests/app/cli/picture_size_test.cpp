// The picture size policy of the CLI (render/picture_writer.h): `render --png`, whose size is
// asked for, refuses a picture over 16384 pixels a side with a message naming the limit and the
// size, and writes nothing; `partition --png` (as `generate` and `assemble`, which take no size)
// draws a board too big for the limits with smaller hexes instead of allocating without bound.
#include <QFile>
#include <QImage>
#include <QImageReader>

#include "render/picture_writer.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using PictureSizeTest = CliTest;

TEST_F(PictureSizeTest, RenderRefusesAPictureOverTheLimit)
{
    const QString map = write(QStringLiteral("wide.json"), R"({"format": "hexloom-map", "version": 1,
        "board": {"shape": "terra-mystica", "rows": 2, "long_row": 60}, "rules": "terra-mystica-strict", "cells": []})");
    const QString png = path(QStringLiteral("wide.png"));
    const CliResult r = runCli({QStringLiteral("render"), map, QStringLiteral("--png"), png, QStringLiteral("--size"), QStringLiteral("200")});
    EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("the picture would be ")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("; the limit is 16384 per side (use a smaller --size, --dpi or --width)")) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(png));
    ASSERT_EQ(runCli({QStringLiteral("render"), map, QStringLiteral("--png"), png, QStringLiteral("--size"), QStringLiteral("20")}).exitCode, 0);
    EXPECT_FALSE(QImage(png).isNull());
}

TEST_F(PictureSizeTest, PartitionFitsABigBoardUnderTheLimits)
{
    const QString png = path(QStringLiteral("big.png"));
    const CliResult r = runCli({"partition", "--map", "hexagon:70", "--graph", "kingdoms-7", "--seed", "2", "--png", png});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QImageReader reader(png);
    const QSize size = reader.size();
    ASSERT_TRUE(size.isValid()) << reader.errorString().toStdString();
    const render::PictureLimits limits;
    EXPECT_TRUE(limits.fit(size)) << size.width() << "x" << size.height();
    EXPECT_GT(qint64(size.width()) * size.height(), limits.maxPixels / 2) << "the hexes shrank no further than needed";
}

} // namespace
} // namespace hexloom::test
