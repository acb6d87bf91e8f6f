// The messages the core gives the editor reach the designer in the editor's language, still naming
// the file and field: out-of-range numbers (written in the locale, with the digits they need and no
// more), a tile set whose rule set cannot be loaded, the New Game checks of players and board, the
// rule-set editor's kind renames and removals (and the removal dialog's list), a failed save as the
// export dialogs show it, and the constraint-graph dock's problems. Each is provoked for real with
// German loaded and compared with the English the CLI prints. Why Not Zero?'s and the Tile
// Assembly's messages: translated_run_messages_test.cpp.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <functional>
#include <gtest/gtest.h>

#include "core/assembly/tile_set_file.h"
#include "core/io/atomic_file.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/kind_references.h"
#include "core/rules/edits/new_game.h"
#include "core/text/core_text.h"
#include "tests/support/language_scope.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/shown_text.h"
#include "ui/dialogs/kind_removal_dialog.h"
#include "ui/document/graph_document.h"
#include "ui/text/core_text.h"

namespace hexloom::test {
namespace {

QByteArray catanWith(const std::function<void(QJsonObject&)>& change)
{
    QJsonObject root = QJsonDocument::fromJson(core::io::builtinResource(QStringLiteral("rules/catan.json"))).object();
    change(root);
    return QJsonDocument(root).toJson();
}

const QRegularExpression kPaddedDecimals(QStringLiteral("[.,]0{3,}\\b|\\.000000"));

TEST(TranslatedMessages, NumbersAreWrittenInTheLocaleWithTheDigitsTheyNeed)
{
    EXPECT_EQ(core::text::numberText(1000), "1000");
    EXPECT_EQ(core::text::numberText(0.25), "0.25");
    EXPECT_EQ(core::text::numberText(0.1), "0.1") << "the shortest form that reads back exactly";
    EXPECT_EQ(core::text::numberText(-3), "-3");
    LanguageScope german(QStringLiteral("de"));
    ASSERT_EQ(german.installed, QStringLiteral("de"));
    EXPECT_EQ(ui::text::number(2.5), QStringLiteral("2,5"));
    EXPECT_EQ(ui::text::number(0.1), QStringLiteral("0,1"));
    EXPECT_EQ(ui::text::number(12), QStringLiteral("12"));

    // A board radius that is no whole number: the reader's message, in German, with a decimal comma.
    const Shown half = refusalOf([] {
        core::io::parseRuleSet(catanWith([](QJsonObject& r) {
                                   QJsonObject b = r.value(QStringLiteral("board")).toObject();
                                   b.insert(QStringLiteral("radius"), 2.5);
                                   r.insert(QStringLiteral("board"), b);
                               }),
                               "catan.json");
    });
    EXPECT_NE(half.english.find("found 2.5"), std::string::npos) << half.english;
    expectTranslated(half, {QStringLiteral("catan.json"), QStringLiteral("board.radius"), QStringLiteral("2,5")}, {QStringLiteral("found"), QStringLiteral("2.5")});

    // A requirement setting out of range: the range's ends without padding zeros, in either language.
    const Shown range = refusalOf([] {
        core::io::parseRuleSet(catanWith([](QJsonObject& r) {
                                   QJsonArray reqs = r.value(QStringLiteral("requirements")).toArray();
                                   QJsonObject req = reqs.at(1).toObject();
                                   QJsonObject params = req.value(QStringLiteral("params")).toObject();
                                   params.insert(QStringLiteral("tolerance"), 1e9);
                                   req.insert(QStringLiteral("params"), params);
                                   reqs.replace(1, req);
                                   r.insert(QStringLiteral("requirements"), reqs);
                               }),
                               "catan.json");
    });
    EXPECT_NE(range.english.find("must be between"), std::string::npos) << range.english;
    EXPECT_FALSE(QString::fromStdString(range.english).contains(kPaddedDecimals)) << range.english;
    expectTranslated(range, {QStringLiteral("catan.json"), QStringLiteral("params.tolerance"), QStringLiteral("REQ2")}, {QStringLiteral("must be between")});
    EXPECT_FALSE(range.shown.contains(QStringLiteral(".000000"))) << range.shown.toStdString();
}

TEST(TranslatedMessages, ATileSetWhoseRuleSetCannotBeLoadedSaysSoInGerman)
{
    LanguageScope german(QStringLiteral("de"));
    QJsonObject root = QJsonDocument::fromJson(core::io::builtinResource(QStringLiteral("tilesets/country-roads.json"))).object();
    root.insert(QStringLiteral("rules"), QStringLiteral("no-such-rules"));
    const Shown s = refusalOf([&] { core::assembly::parseTileSet(QJsonDocument(root).toJson(), "country-roads.json"); });
    EXPECT_NE(s.english.find("cannot load rule set"), std::string::npos) << s.english;
    expectTranslated(s, {QStringLiteral("country-roads.json"), QStringLiteral("\"rules\""), QStringLiteral("no-such-rules")},
                     {QStringLiteral("cannot load"), QStringLiteral("field \"")});
}

TEST(TranslatedMessages, TheNewGameChecksOfPlayersAndBoardAreGerman)
{
    LanguageScope german(QStringLiteral("de"));
    core::rules::NewGameOptions tooMany;
    tooMany.players = 9;
    expectTranslated(refusalOf([&] { core::rules::makeNewGame(tooMany); }), {QStringLiteral("9")}, {QStringLiteral("found")});
    core::rules::NewGameOptions crowded;
    crowded.players = 8;
    crowded.board = core::rules::BoardSpec{"hexagon", 1, 0, true, ""};
    expectTranslated(refusalOf([&] { core::rules::makeNewGame(crowded); }), {QStringLiteral("16")}, {QStringLiteral("homes need"), QStringLiteral("radius")});
    expectTranslated(refusalOf([] { core::rules::boardOf({"hexagon", 100000, 0, true, ""}); }), {QStringLiteral("100000")},
                     {QStringLiteral("must be between"), QStringLiteral("radius")});
    expectTranslated(refusalOf([] { core::rules::boardOf({"triangle", 3, 0, true, ""}); }), {QStringLiteral("triangle")}, {QStringLiteral("expected")});
}

TEST(TranslatedMessages, KindRenamesAndRemovalsAreRefusedInGerman)
{
    LanguageScope german(QStringLiteral("de"));
    auto rules = *core::io::loadRuleSet(QStringLiteral("catan"));
    const QString taken = ui::text::coreText(core::rules::renameProblem(rules, "wood", "ore"));
    EXPECT_TRUE(taken.contains(QStringLiteral("\"ore\""))) << taken.toStdString();
    EXPECT_FALSE(taken.contains(QStringLiteral("exists already"))) << taken.toStdString();
    const QString bad = ui::text::coreText(core::rules::renameProblem(rules, "wood", "a,b"));
    EXPECT_TRUE(bad.contains(QStringLiteral("\"a,b\""))) << bad.toStdString();
    EXPECT_FALSE(bad.contains(QStringLiteral("must not"))) << bad.toStdString();
    expectTranslated(refusalOf([&] { core::rules::renameKind(rules, "wood", "ore"); }), {QStringLiteral("\"ore\"")}, {QStringLiteral("rename")});
    expectTranslated(refusalOf([&] { core::rules::removeKind(rules, "wood", "wood"); }), {}, {QStringLiteral("remove"), QStringLiteral("replace itself")});
    expectTranslated(refusalOf([&] { core::rules::removeKind(rules, "no-such-kind"); }), {QStringLiteral("no-such-kind"), QStringLiteral("catan")},
                     {QStringLiteral("no kind with id")});

    // The removal dialog lists where the kind is named, in German.
    ui::dialogs::KindRemovalDialog dialog(rules, "ore");
    auto* list = dialog.findChild<QListWidget*>(QStringLiteral("References"));
    ASSERT_TRUE(list);
    ASSERT_GE(list->count(), 2);
    for (int i = 0; i < list->count(); ++i) {
        const QString line = list->item(i)->text();
        EXPECT_FALSE(line.contains(QStringLiteral("tiles")) || line.contains(QStringLiteral("requirement "))) << line.toStdString();
    }
}

TEST(TranslatedMessages, AFailedSaveIsReportedInGermanNamingTheFile)
{
    LanguageScope german(QStringLiteral("de"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/board.png"));
    const Shown s = refusalOf([&] { core::io::saveFileAtomically(path, QByteArray("x")); });
    EXPECT_NE(s.english.find("cannot save"), std::string::npos) << s.english;
    expectTranslated(s, {path}, {QStringLiteral("cannot save")});
}

TEST(TranslatedMessages, TheConstraintGraphsProblemsAreGerman)
{
    ASSERT_TRUE(kScratchSettings);
    LanguageScope german(QStringLiteral("de"));
    ui::document::GraphDocument graph;
    const QString empty = graph.problem();
    EXPECT_FALSE(empty.isEmpty());
    EXPECT_FALSE(empty.contains(QStringLiteral("region"))) << empty.toStdString();
}

} // namespace
} // namespace hexloom::test
