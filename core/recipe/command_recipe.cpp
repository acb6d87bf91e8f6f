#include "core/recipe/command_recipe.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "core/recipe/recipe.h"

namespace hexloom::core::recipe {

namespace {

enum class Word { Flag, Value, Data, Repeated };

struct OptionRule {
    const char* name; // without "--"
    Word kind;
};

// What each command's recipe may hold: its writer's words and nothing else. Options that write
// files (--out, --png, --trace) or change what is printed (--json) have no place in a recipe.
constexpr std::array kAssemble{OptionRule{"tileset-data", Word::Data}, OptionRule{"map", Word::Value}, OptionRule{"map-data", Word::Data},
                               OptionRule{"rules-sha256", Word::Value}, OptionRule{"pin", Word::Repeated}, OptionRule{"seed", Word::Value},
                               OptionRule{"time-limit", Word::Value}, OptionRule{"max-placements", Word::Value}, OptionRule{"disable", Word::Value}};
constexpr std::array kPartition{OptionRule{"map", Word::Value},         OptionRule{"map-data", Word::Data},     OptionRule{"graph-data", Word::Data},
                                OptionRule{"rules", Word::Value},       OptionRule{"rules-data", Word::Data},   OptionRule{"rules-sha256", Word::Value},
                                OptionRule{"scope", Word::Value},       OptionRule{"seed", Word::Value},        OptionRule{"coarsen", Word::Value},
                                OptionRule{"restart", Word::Value},     OptionRule{"time-limit", Word::Value},  OptionRule{"weight", Word::Value},
                                OptionRule{"border-weight", Word::Value}, OptionRule{"energy", Word::Value},    OptionRule{"ties", Word::Value},
                                OptionRule{"duplicates", Word::Value},  OptionRule{"goal-test", Word::Value},   OptionRule{"blocking", Word::Value},
                                OptionRule{"allow-removal", Word::Flag}, OptionRule{"deterministic", Word::Flag}, OptionRule{"plain-seeds", Word::Flag},
                                OptionRule{"kernel", Word::Flag}};
// repair and prove: the input map (its locks in it) and the exact engine's settings.
constexpr std::array kRepair{OptionRule{"map-data", Word::Data},       OptionRule{"rules", Word::Value},     OptionRule{"rules-data", Word::Data},
                             OptionRule{"rules-sha256", Word::Value},  OptionRule{"lock-terrain", Word::Repeated},
                             OptionRule{"time-limit", Word::Value}};
constexpr std::array kProve{OptionRule{"map-data", Word::Data},       OptionRule{"rules", Word::Value},     OptionRule{"rules-data", Word::Data},
                            OptionRule{"rules-sha256", Word::Value},  OptionRule{"lock-terrain", Word::Repeated},
                            OptionRule{"time-limit", Word::Value},    OptionRule{"target", Word::Value},    OptionRule{"check", Word::Flag}};

struct CommandRules {
    const OptionRule* begin = nullptr;
    const OptionRule* end = nullptr;
    bool known() const { return begin != nullptr; }
};

CommandRules rulesOf(const QString& command)
{
    if (command == QLatin1String("assemble"))
        return {kAssemble.data(), kAssemble.data() + kAssemble.size()};
    if (command == QLatin1String("partition"))
        return {kPartition.data(), kPartition.data() + kPartition.size()};
    if (command == QLatin1String("repair"))
        return {kRepair.data(), kRepair.data() + kRepair.size()};
    if (command == QLatin1String("prove"))
        return {kProve.data(), kProve.data() + kProve.size()};
    return {};
}

const OptionRule* ruleFor(const CommandRules& rules, const QString& word)
{
    if (!word.startsWith(QLatin1String("--")))
        return nullptr;
    const std::string name = word.mid(2).toStdString();
    const auto* it = std::find_if(rules.begin, rules.end, [&](const OptionRule& r) { return name == r.name; });
    return it == rules.end ? nullptr : it;
}

std::string known(const CommandRules& rules)
{
    std::string names;
    for (const auto* r = rules.begin; r != rules.end; ++r)
        names += (names.empty() ? "--" : ", --") + std::string(r->name);
    return names;
}

std::string wordName(int index, const QString& word)
{
    return "word " + std::to_string(index + 1) + " \"" + word.left(40).toStdString() + "\"";
}

// repair and prove stop at their time limit when no proof came first: their recipes may be timed.
bool mayBeTimed(const QString& command) { return command == QLatin1String("repair") || command == QLatin1String("prove"); }

} // namespace

bool isCommandRecipe(const QString& text)
{
    return text.trimmed().startsWith(QLatin1String(kCommandRecipeMagic) + QLatin1Char(' '));
}

QString writeCommandRecipe(const QString& command, const QStringList& words, bool timed)
{
    const CommandRules rules = rulesOf(command);
    if (!rules.known())
        throw std::invalid_argument("no recipe for the command \"" + command.toStdString() + "\"");
    if (timed && !mayBeTimed(command))
        throw std::invalid_argument("a recipe of " + command.toStdString() + " is never timed");
    for (const QString& word : words)
        if (word.isEmpty() || word.contains(QLatin1Char(' ')))
            throw std::invalid_argument("cannot write a recipe with the value \"" + word.left(40).toStdString() + "\" (spaces or empty)");
    for (int i = 0; i < words.size(); ++i) {
        const OptionRule* rule = ruleFor(rules, words[i]);
        if (!rule)
            throw std::invalid_argument(command.toStdString() + "'s recipes hold no " + words[i].toStdString());
        if (rule->kind != Word::Flag)
            ++i;
    }
    const QString kind = timed ? QStringLiteral("timed") : QStringLiteral("exact");
    return (QStringList{QString::fromLatin1(kCommandRecipeMagic), command, kind, versionWord()} + words).join(QLatin1Char(' '));
}

CommandReplay commandRecipeArguments(const QString& recipe, const QTemporaryDir& dir)
{
    const QStringList t = recipe.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (t.isEmpty() || t[0] != QLatin1String(kCommandRecipeMagic))
        throw std::invalid_argument("not a recipe of assemble, partition, repair or prove: it must start with \"" + std::string(kCommandRecipeMagic) + "\"");
    CommandReplay out;
    out.command = t.value(1);
    const CommandRules rules = rulesOf(out.command);
    if (!rules.known())
        throw std::invalid_argument("recipe: " + wordName(1, out.command) + ": no such command in a " + kCommandRecipeMagic +
                                    " recipe (assemble, partition, repair or prove)");
    out.exact = t.value(2) == QLatin1String("exact");
    if (mayBeTimed(out.command) && !out.exact && t.value(2) != QLatin1String("timed"))
        throw std::invalid_argument("recipe: " + wordName(2, t.value(2)) + ": expected exact or timed");
    if (!mayBeTimed(out.command) && !out.exact)
        throw std::invalid_argument("recipe: " + wordName(2, t.value(2)) + ": expected exact (an assembly or partition is never timed)");
    if (!t.value(3).startsWith(QLatin1String("hexloom=")))
        throw std::invalid_argument("recipe: " + wordName(3, t.value(3)) + ": expected hexloom=VERSION");
    double timeLimit = 0;
    for (int i = 4; i < t.size(); ++i) {
        const OptionRule* rule = ruleFor(rules, t[i]);
        if (!rule)
            throw std::invalid_argument("recipe: " + wordName(i, t[i]) + ": not an option of " + out.command.toStdString() + "'s recipes (" +
                                        known(rules) + ")");
        if (rule->kind == Word::Flag) {
            out.args << t[i];
            continue;
        }
        if (i + 1 >= t.size())
            throw std::invalid_argument("recipe: " + wordName(i, t[i]) + ": no value follows");
        const QString& value = t[++i];
        const QString option = t[i - 1];
        if (option == QLatin1String("--rules-sha256"))
            out.rulesHash = value;
        else if (option == QLatin1String("--time-limit"))
            timeLimit = recipeNumber(option, value, kMaxReplaySeconds);
        else if (rule->kind == Word::Data) {
            const QString name = option.mid(2).chopped(5); // "--graph-data" -> "graph"
            try {
                out.args << QStringLiteral("--") + name << materialise(value, name, dir);
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("recipe: " + wordName(i - 1, option) + ": " + std::string(e.what()).substr(8));
            }
        } else
            out.args << option << value;
    }
    if (!out.exact && timeLimit <= 0)
        throw std::invalid_argument("recipe: a timed recipe needs the --time-limit its run ended at");
    // A timed run is replayed for its own time; an exact one within a wider bound.
    out.timeLimitSeconds = out.exact ? exactReplayBound(timeLimit) : timeLimit;
    out.args << QStringLiteral("--time-limit") << QString::number(out.timeLimitSeconds, 'g', 17);
    return out;
}

} // namespace hexloom::core::recipe
