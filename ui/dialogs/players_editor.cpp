#include "ui/dialogs/players_editor.h"

#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "core/io/rule_set_file.h"

namespace hexloom::ui::dialogs {

namespace {
// The text of one JSON value, or the reason it is not an object.
std::optional<QString> parseObject(const QString& text, const QString& what, QJsonObject& out)
{
    if (text.trimmed().isEmpty()) {
        out = {};
        return std::nullopt;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return QObject::tr("%1: %2 at character %3").arg(what, error.errorString()).arg(error.offset);
    if (!doc.isObject())
        return QObject::tr("%1: expected a JSON object { ... }").arg(what);
    out = doc.object();
    return std::nullopt;
}
QString compact(const QJsonValue& v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// One key per line, its value compact; the players' list one player per line.
QString readable(const QJsonObject& o)
{
    QStringList lines;
    for (auto it = o.begin(); it != o.end(); ++it) {
        QString value = compact(it.value());
        if (it.key() == QLatin1String("list") && it.value().isArray()) {
            QStringList items;
            for (const QJsonValue& p : it.value().toArray())
                items << QStringLiteral("    ") + compact(p);
            value = QStringLiteral("[\n") + items.join(QStringLiteral(",\n")) + QStringLiteral("\n  ]");
        }
        lines << QStringLiteral("  \"%1\": %2").arg(it.key(), value);
    }
    return lines.isEmpty() ? QString() : QStringLiteral("{\n") + lines.join(QStringLiteral(",\n")) + QStringLiteral("\n}\n");
}
} // namespace

PlayersEditor::PlayersEditor(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto* kindsLabel = new QLabel(tr("Kinds: attributes (named numbers summed by player-value), fixed kinds (locked when a map is "
                                     "read) and swap zones (searches move a kind only among hexes of its zone), by terrain id, e.g. "
                                     "{\"rich\": {\"attributes\": {\"resources\": 3}}, \"sea\": {\"fixed\": true}, \"port\": {\"zone\": \"harbour\"}}"),
                                  this);
    kindsLabel->setWordWrap(true);
    kinds_ = new QPlainTextEdit(this);
    kinds_->setFont(mono);
    auto* playersLabel = new QLabel(tr("Players (2 to 8): {\"distance_weights\": [3, 2, 1], \"path_cost\": {\"nebula\": 2}, \"list\": [{\"id\": "
                                       "\"p1\", \"name\": \"North\", \"home\": [[0, 1]]}, {\"id\": \"p2\", \"home_kind\": \"forest\"}]}; "
                                       "empty for none"),
                                    this);
    playersLabel->setWordWrap(true);
    players_ = new QPlainTextEdit(this);
    players_->setFont(mono);
    layout->addWidget(kindsLabel);
    layout->addWidget(kinds_);
    layout->addWidget(playersLabel);
    layout->addWidget(players_);
}

void PlayersEditor::load(const core::rules::RuleSet& rules)
{
    const QJsonObject root = core::io::ruleSetToJson(rules);
    QJsonObject kinds;
    for (const QJsonValue& v : root.value(QStringLiteral("terrains")).toArray()) {
        const QJsonObject t = v.toObject();
        QJsonObject kind;
        // Label and glyph are columns of the Terrains tab; what the table has no column for is here.
        for (const char* key : {"attributes", "fixed", "zone", "badges"})
            if (t.contains(QLatin1String(key)))
                kind[QLatin1String(key)] = t.value(QLatin1String(key));
        if (!kind.isEmpty())
            kinds[t.value(QStringLiteral("id")).toString()] = kind;
    }
    kinds_->setPlainText(readable(kinds));
    const QJsonValue players = root.value(QStringLiteral("players"));
    players_->setPlainText(readable(players.toObject()));
}

std::optional<QString> PlayersEditor::mergeInto(QJsonObject& root) const
{
    QJsonObject kinds, players;
    if (auto bad = parseObject(kinds_->toPlainText(), tr("Kinds"), kinds))
        return bad;
    if (auto bad = parseObject(players_->toPlainText(), tr("Players"), players))
        return bad;
    QJsonArray terrains = root.value(QStringLiteral("terrains")).toArray();
    for (auto it = kinds.begin(); it != kinds.end(); ++it) {
        bool found = false;
        for (int i = 0; i < terrains.size(); ++i) {
            QJsonObject t = terrains.at(i).toObject();
            if (t.value(QStringLiteral("id")).toString() != it.key())
                continue;
            found = true;
            if (!it.value().isObject())
                return tr("Kinds: field \"%1\": expected {\"attributes\": {...}, \"fixed\": true}").arg(it.key());
            const QJsonObject kind = it.value().toObject();
            for (auto k = kind.begin(); k != kind.end(); ++k)
                t[k.key()] = k.value(); // unknown keys are refused by the rule-set check, naming the field
            terrains.replace(i, t);
        }
        if (!found)
            return tr("Kinds: field \"%1\": no terrain with this id").arg(it.key());
    }
    root[QStringLiteral("terrains")] = terrains;
    root.remove(QStringLiteral("players"));
    if (!players.isEmpty())
        root[QStringLiteral("players")] = players;
    return std::nullopt;
}

} // namespace hexloom::ui::dialogs
