// hexloom-cli new-rules: a new rule set from a blank page or a template (core/rules/edits/new_game.h),
// checked against its board, written atomically and read back through the rule-set reader.
#include <QFileInfo>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "core/io/atomic_file.h"
#include "core/io/board_spec.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/game_setup_check.h"
#include "core/rules/edits/kind_references.h"
#include "core/rules/edits/new_game.h"

namespace hexloom::cli {

namespace {

namespace rules = core::rules;

rules::GameTemplate templateOption(const QString& text)
{
    if (const auto t = rules::gameTemplateNamed(text.toStdString()))
        return *t;
    throw UsageError("--template expects blank, terrain, tokens or slices, not \"" + text.toStdString() + "\"");
}

rules::BoardSpec boardOption(const QString& text)
{
    std::optional<core::model::Board> board;
    try {
        board = core::io::parseBoardSpec(text.toStdString());
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--board: ") + e.what());
    }
    if (!board)
        throw UsageError("--board expects hexagon:R, rect:WxH or terra-mystica[:ROWSxLONG], not \"" + text.toStdString() + "\"");
    return rules::boardSpecOf(*board);
}

// "--pool wood=5,ore=2": counts for named kinds, the others keep the template's.
void applyPool(rules::RuleSet& r, const QString& text)
{
    for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        const std::string id = item.left(eq).trimmed().toStdString();
        if (eq < 0)
            throw UsageError("--pool expects KIND=COUNT items separated by ',', found \"" + item.toStdString() + "\"");
        const auto t = r.byId(id);
        if (t == core::model::kNoTerrain) {
            std::string known;
            for (const auto& k : r.terrains)
                known += (known.empty() ? "" : ", ") + k.id;
            throw UsageError("--pool: no kind \"" + id + "\" (kinds: " + known + ")");
        }
        r.pool[t] = static_cast<int>(wholeOption(item.mid(eq + 1).trimmed(), "pool", 0, core::io::kMaxPoolTiles));
    }
}

// "--rename kind-1=forest,kind-2=lake": kinds renamed with every reference.
void applyRenames(rules::RuleSet& r, const QString& text)
{
    for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        if (eq < 0)
            throw UsageError("--rename expects OLD=NEW items separated by ',', found \"" + item.toStdString() + "\"");
        try {
            rules::renameKind(r, item.left(eq).toStdString(), item.mid(eq + 1).toStdString());
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--") + e.what());
        }
    }
}

} // namespace

int runNewRules(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("Rule-set file to write (.json)."));
    const QCommandLineOption from(QStringLiteral("template"),
                                  QStringLiteral("Start from blank (default), terrain (a hex-terrain game like Terra Mystica), tokens (a "
                                                 "number-token game like Catan) or slices (a player-slice game like the galaxy)."),
                                  QStringLiteral("NAME"), QStringLiteral("blank"));
    const QCommandLineOption board(QStringLiteral("board"), QStringLiteral("Board: hexagon:R, rect:WxH or terra-mystica[:ROWSxLONG] (default: the template's)."),
                                   QStringLiteral("SPEC"));
    const QCommandLineOption kinds(QStringLiteral("kinds"), QStringLiteral("Blank only: number of kinds, 1 to 25 (default 4)."), QStringLiteral("N"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QStringLiteral("Players: 0 or 2 to 8 (default: the template's); homes are spread round the board."),
                                     QStringLiteral("N"));
    const QCommandLineOption name(QStringLiteral("name"), QStringLiteral("The rule set's id (default: OUT's base name)."), QStringLiteral("ID"));
    const QCommandLineOption title(QStringLiteral("title"), QStringLiteral("The rule set's title."), QStringLiteral("TEXT"));
    const QCommandLineOption pool(QStringLiteral("pool"), QStringLiteral("Tile counts, e.g. kind-1=10,kind-2=9; must fill the board."),
                                  QStringLiteral("KIND=N,..."));
    const QCommandLineOption rename(QStringLiteral("rename"), QStringLiteral("Rename kinds with their references, e.g. kind-1=forest."),
                                    QStringLiteral("OLD=NEW,..."));
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("Overwrite OUT when it exists."));
    parser.addOptions({from, board, kinds, players, name, title, pool, rename, force});
    parseOrThrow(parser, args,
                 QStringLiteral("Write a new rule set from a blank page or a template. The pool must fill the board and every player's home must "
                                "lie on it; the file is written atomically and read back before the command succeeds."));
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected OUT");
    const QString out = parser.positionalArguments()[0];
    if (QFileInfo::exists(out) && !parser.isSet(force))
        throw UsageError(out.toStdString() + " exists; give --force to overwrite it");

    rules::NewGameOptions options;
    options.from = templateOption(parser.value(from));
    options.name = parser.isSet(name) ? parser.value(name).toStdString() : QFileInfo(out).completeBaseName().toStdString();
    options.title = parser.value(title).toStdString();
    if (parser.isSet(board))
        options.board = boardOption(parser.value(board));
    if (parser.isSet(kinds)) {
        if (options.from != rules::GameTemplate::Blank)
            throw UsageError("--kinds is for --template blank; rename or remove a template's kinds in File > New Game...");
        options.kinds = static_cast<int>(wholeOption(parser.value(kinds), "kinds", 1, rules::kMaxBlankKinds));
    }
    if (parser.isSet(players))
        options.players = static_cast<int>(wholeOption(parser.value(players), "players", 0, rules::PlayerSetup::kMaxPlayers));
    rules::RuleSet made = rules::makeNewGame(options);
    applyPool(made, parser.value(pool));
    applyRenames(made, parser.value(rename));
    if (const auto problem = rules::firstSetupProblem(made, rules::boardOf(made.board)))
        throw std::invalid_argument(problem->text());
    const QByteArray bytes = core::io::writeRuleSet(made);
    const rules::RuleSet back = core::io::parseRuleSet(bytes, out.toStdString()); // the reader's own checks, before anything is written
    core::io::saveFileAtomically(out, bytes);
    printLine(QStringLiteral("%1: rule set \"%2\", %3 kinds, %4 players, %5 board of %6 cells")
                  .arg(out, QString::fromStdString(back.name))
                  .arg(back.terrainCount())
                  .arg(back.players.players.size())
                  .arg(QString::fromStdString(back.board.shape))
                  .arg(rules::boardOf(back.board).size()));
    return kExitOk;
}

} // namespace hexloom::cli
