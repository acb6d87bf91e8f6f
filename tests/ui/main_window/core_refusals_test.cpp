// Every refusal the core gives the editor for bad settings is a marked text with a translation in
// each language: a requirement's parameters (the registry's checks and each type's own), and the
// tile-set, constraint-graph and rule-set readers. The inputs are made by breaking the shipped
// files and the registry's example settings field by field, so a new message written as plain
// English (or marked and left untranslated) fails here whatever file it is thrown from.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTranslator>
#include <functional>
#include <gtest/gtest.h>
#include <set>

#include "core/assembly/tile_set_file.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/partition/constraint_graph_file.h"
#include "core/rules/edits/new_game.h"
#include "core/rules/requirement_registry.h"
#include "core/text/text_error.h"

namespace hexloom::test {
namespace {

using core::text::CoreText;

// The patterns of `text` (its nested values and marked values included) that `tr` lacks.
// (A pattern of placeholders and punctuation only, "%1; %2", has nothing to translate.)
bool hasWords(const std::string& pattern)
{
    return QString::fromStdString(pattern).remove(QRegularExpression(QStringLiteral("%[1-9]"))).contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
}

void untranslated(const CoreText& text, const QTranslator& tr, std::set<std::string>& missing)
{
    if (hasWords(text.pattern) && tr.translate(core::text::kContext, text.pattern.c_str()).isEmpty())
        missing.insert(text.pattern);
    for (const auto& v : text.values) {
        if (v.nested)
            untranslated(*v.nested, tr, missing);
        else if (v.translatable && tr.translate(core::text::kContext, v.text.c_str()).isEmpty())
            missing.insert(v.text);
    }
}

// Collects what each attempt refuses with; an attempt that passes adds nothing.
class Refusals {
public:
    void attempt(const std::function<void()>& f)
    {
        try {
            f();
        } catch (const core::io::ParseError& e) {
            texts_.push_back(e.reasonText());
        } catch (const std::exception& e) {
            texts_.push_back(core::text::reasonOf(e));
        }
    }
    size_t distinct() const
    {
        std::set<std::string> patterns;
        for (const auto& t : texts_)
            patterns.insert(t.english());
        return patterns.size();
    }

    // Every refusal collected is translated in German and Brazilian Portuguese.
    void expectTranslated() const
    {
        for (const char* code : {"de", "pt_BR"}) {
            QTranslator tr;
            ASSERT_TRUE(tr.load(QStringLiteral(":/i18n/hexloom_%1.qm").arg(QLatin1String(code))));
            std::set<std::string> missing;
            for (const auto& t : texts_)
                untranslated(t, tr, missing);
            std::string list;
            for (const auto& m : missing)
                list += "  " + m + "\n";
            EXPECT_TRUE(missing.empty()) << code << " lacks (or the core did not mark):\n" << list;
        }
    }

private:
    std::vector<CoreText> texts_;
};

// Values that break a field of each kind.
const std::vector<QJsonValue>& breakers()
{
    static const std::vector<QJsonValue> values{QJsonValue(), QJsonValue(-1), QJsonValue(1e9), QJsonValue(0.5), QJsonValue(0),
                                                QJsonValue(QString()), QJsonValue(QStringLiteral("zz")), QJsonValue(QStringLiteral("Z")),
                                                QJsonValue(QStringLiteral("0x0")), QJsonValue(QJsonArray()), QJsonValue(QJsonObject()),
                                                QJsonValue(true)};
    return values;
}

// Calls `use` with every variant of `root` that has one value replaced by a breaker, one key
// removed, or one list's first item repeated (to provoke duplicates).
void eachBrokenVariant(const QJsonValue& root, const std::function<void(const QJsonValue&)>& use)
{
    for (const QJsonValue& b : breakers())
        use(b);
    if (root.isObject()) {
        const QJsonObject o = root.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            QJsonObject without = o;
            without.remove(it.key());
            use(without);
            eachBrokenVariant(it.value(), [&](const QJsonValue& v) {
                QJsonObject changed = o;
                changed.insert(it.key(), v);
                use(changed);
            });
        }
    } else if (root.isArray()) {
        const QJsonArray a = root.toArray();
        if (!a.isEmpty()) {
            QJsonArray twice = a;
            twice.append(a.first());
            use(twice);
        }
        for (int i = 0; i < a.size() && i < 3; ++i) // the first few items show every field
            eachBrokenVariant(a.at(i), [&](const QJsonValue& v) {
                QJsonArray changed = a;
                changed.replace(i, v);
                use(changed);
            });
    }
}

QByteArray json(const QJsonValue& v)
{
    return v.isObject() ? QJsonDocument(v.toObject()).toJson() : v.isArray() ? QJsonDocument(v.toArray()).toJson() : QByteArray("0");
}

// Every shipped file of `folder` broken field by field and read again: each refusal translated.
template <class Parse>
void expectBrokenFilesRefusedInEveryLanguage(const QString& folder, const QStringList& names, Parse parse, size_t atLeast)
{
    Refusals refusals;
    for (const QString& name : names) {
        const QJsonValue root = QJsonDocument::fromJson(core::io::builtinResource(folder + name + QStringLiteral(".json"))).object();
        ASSERT_TRUE(root.isObject()) << name.toStdString();
        eachBrokenVariant(root, [&](const QJsonValue& v) { refusals.attempt([&] { parse(json(v), name.toStdString()); }); });
    }
    EXPECT_GT(refusals.distinct(), atLeast) << "the breakers reach the reader's checks";
    refusals.expectTranslated();
}

TEST(CoreRefusals, TheTileSetReadersRefusalsAreTranslated)
{
    expectBrokenFilesRefusedInEveryLanguage(QStringLiteral("tilesets/"), core::assembly::builtinTileSetNames(), core::assembly::parseTileSet, 25);
}

TEST(CoreRefusals, TheConstraintGraphReadersRefusalsAreTranslated)
{
    expectBrokenFilesRefusedInEveryLanguage(QStringLiteral("graphs/"), core::partition::builtinGraphNames(), core::partition::parseConstraintGraph, 15);
}

TEST(CoreRefusals, TheRuleSetReadersRefusalsAreTranslated)
{
    expectBrokenFilesRefusedInEveryLanguage(QStringLiteral("rules/"), core::io::builtinRuleSetNames(), core::io::parseRuleSet, 40);
}

// Each requirement type's settings broken one at a time, checked as the rule-set reader checks
// them and built on the board of its example rule set.
TEST(CoreRefusals, EveryRequirementSettingsRefusalIsTranslated)
{
    Refusals refusals;
    for (const auto& type : core::rules::requirementTypes()) {
        const auto rules = core::io::loadRuleSet(QString::fromStdString(type.exampleRules));
        const auto board = core::rules::boardOf(rules->board);
        core::rules::RequirementSpec base{"R", type.type, "R", 1.0, true, type.exampleParams};
        std::vector<core::rules::RequirementSpec> specs;
        for (const auto& p : type.parameters) {
            std::vector<core::rules::ParamValue> values;
            if (p.isText)
                values = {std::string(), std::string("zz"), std::string("a,,b"), std::string("zz:yy"), std::string("1,x"), 3.0};
            else
                values = {p.minimum - 1, p.maximum + 1, p.minimum, p.maximum, std::string("zz")};
            for (const auto& v : values) {
                auto spec = base;
                spec.params[p.name] = v;
                specs.push_back(spec);
            }
        }
        auto spec = base;
        spec.weight = -1;
        specs.push_back(spec);
        spec = base;
        spec.params["no_such_parameter"] = 1.0;
        specs.push_back(spec);
        spec = base;
        spec.id.clear();
        spec.type = "no-such-type";
        specs.push_back(spec);
        for (const auto& s : specs)
            refusals.attempt([&] {
                core::rules::validateRequirement(s, *rules);
                core::rules::validateRequirementAgainst(s, *rules);
                core::rules::makeRequirement(s, *rules, board);
            });
    }
    EXPECT_GT(refusals.distinct(), 40u);
    refusals.expectTranslated();
}

// A board's description, shown inside the refusals above, translated for every shape.
TEST(CoreRefusals, EveryBoardDescriptionIsTranslated)
{
    Refusals refusals;
    for (const QString& name : core::io::builtinRuleSetNames())
        if (const auto rules = core::io::loadRuleSet(name); rules->board.shape != "custom") // a custom board is a map file's
            refusals.attempt([&] { throw core::text::TextError(core::rules::boardOf(rules->board).describeText()); });
    refusals.attempt([&] { throw core::text::TextError(core::model::Board::fromCells({{0, 0}, {1, 0}}).describeText()); });
    refusals.attempt([&] { throw core::text::TextError(core::model::Board::terraMystica(3, 4, false).describeText()); });
    refusals.attempt([&] { throw core::text::TextError(core::model::Board::hexagon(2).describeText()); });
    refusals.attempt([&] { throw core::text::TextError(core::model::Board::rectangle(3, 2).describeText()); });
    EXPECT_GE(refusals.distinct(), 5u);
    refusals.expectTranslated();
}

} // namespace
} // namespace hexloom::test
