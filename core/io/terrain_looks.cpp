#include "core/io/terrain_looks.h"

#include <QDir>
#include <QJsonArray>
#include <set>

namespace hexloom::core::io {

using text::CoreText;

namespace {
constexpr int kMaxBadges = 4; // more would not fit under a label on a hex
const char* const kPipsBadge = "pips";

std::string parseLabel(const JsonFields& t)
{
    // Read generously, then measure in characters (not bytes), so "Wüste" counts five.
    const std::string label = t.text("label", "", 256);
    const QString text = QString::fromStdString(label);
    const auto length = text.toUcs4().size();
    if (length > rules::Terrain::kMaxLabelLength)
        t.fail(t.field("label"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a label is drawn on the hex and fits at most %1 characters, found %2 (\"%3\"); put longer text in name"), {{std::to_string(rules::Terrain::kMaxLabelLength)}, {std::to_string(length)}, {label}}});
    for (const QChar c : text)
        if (c.category() == QChar::Other_Control)
            t.fail(t.field("label"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not contain control characters (a label is one line)")});
    return label;
}
} // namespace

QStringList builtinGlyphNames()
{
    QStringList names;
    for (const QString& file : QDir(QStringLiteral(":/hexloom/glyphs")).entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name))
        names << file.chopped(4);
    return names;
}

void parseTerrainLooks(const JsonFields& t, rules::Terrain& terrain)
{
    terrain.label = parseLabel(t);
    terrain.glyph = t.text("glyph", "", 32);
    if (!terrain.glyph.empty() && !builtinGlyphNames().contains(QString::fromStdString(terrain.glyph)))
        t.fail(t.field("glyph"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no symbol \"%1\" in the bundled set (%2)"), {{terrain.glyph}, {builtinGlyphNames().join(QStringLiteral(", ")).toStdString()}}});
    if (!t.has("badges"))
        return;
    const QJsonArray badges = t.array("badges", kMaxBadges);
    std::set<std::string> seen;
    for (int i = 0; i < badges.size(); ++i) {
        const std::string badge = badges.at(i).toString().toStdString();
        if (!badges.at(i).isString() || badge.empty())
            t.fail(t.at("badges", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected an attribute name of this kind or \"pips\"")});
        if (!seen.insert(badge).second)
            t.fail(t.at("badges", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is listed twice"), {{badge}}});
        if (badge == kPipsBadge) {
            if (!terrain.takesToken)
                t.fail(t.at("badges", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "\"pips\" draws the dots of the hex's number token, but this kind takes no token (\"token\": true)")});
        } else if (!terrain.attributes.count(badge)) {
            std::string names;
            for (const auto& [name, value] : terrain.attributes)
                names += (names.empty() ? "" : ", ") + name;
            t.fail(t.at("badges", i), names.empty() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "this kind has no attribute \"%1\" to draw (its attributes: none)"), {{badge}}}
                                                    : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "this kind has no attribute \"%1\" to draw (its attributes: %2)"), {{badge}, {names}}});
        }
        terrain.badges.push_back(badge);
    }
}

bool hasTerrainLooks(const rules::Terrain& t) { return !t.label.empty() || !t.glyph.empty() || !t.badges.empty(); }

void writeTerrainLooks(const rules::Terrain& t, QJsonObject& out)
{
    if (!t.label.empty())
        out["label"] = QString::fromStdString(t.label);
    if (!t.glyph.empty())
        out["glyph"] = QString::fromStdString(t.glyph);
    if (!t.badges.empty()) {
        QJsonArray badges;
        for (const auto& b : t.badges)
            badges.append(QString::fromStdString(b));
        out["badges"] = badges;
    }
}

} // namespace hexloom::core::io
