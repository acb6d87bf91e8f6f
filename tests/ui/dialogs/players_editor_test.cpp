// The rule-set editor's "Players and attributes" page: a rule set with players and attributes
// comes back through the form with the same kinds and players, and mistakes typed there are refused naming the field.
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "ui/dialogs/players_editor.h"
#include "ui/dialogs/rule_set_editor_dialog.h"

namespace hexloom::test {
namespace {

QString shownError(const ui::dialogs::RuleSetEditorDialog& dialog)
{
    QString text;
    for (const QLabel* l : dialog.findChildren<QLabel*>())
        if (l->styleSheet().contains(QStringLiteral("b00020")))
            text += l->text();
    return text;
}

TEST(PlayersEditor, GalaxyRoundTripsThroughTheForm)
{
    const auto galaxy = core::io::loadRuleSet(QStringLiteral("space-galaxy"));
    ui::dialogs::RuleSetEditorDialog dialog(*galaxy);
    const auto edited = dialog.ruleSet();
    ASSERT_TRUE(edited.has_value()) << shownError(dialog).toStdString();
    // The requirements page writes every parameter out (defaults included); the kinds and players
    // come back exactly.
    const QJsonObject a = core::io::ruleSetToJson(*edited), b = core::io::ruleSetToJson(*galaxy);
    EXPECT_EQ(a.value(QStringLiteral("players")), b.value(QStringLiteral("players")));
    EXPECT_EQ(a.value(QStringLiteral("terrains")), b.value(QStringLiteral("terrains")));
    EXPECT_EQ(edited->requirements.size(), galaxy->requirements.size());
    // With HEXLOOM_SHOTS_DIR set: the user guide's picture of the page.
    if (const QByteArray dir = qgetenv("HEXLOOM_SHOTS_DIR"); !dir.isEmpty()) {
        dialog.findChild<QTabWidget*>()->setCurrentIndex(3);
        dialog.resize(820, 560);
        dialog.grab().save(QString::fromUtf8(dir) + QStringLiteral("/rule-set-editor-players.png"));
    }
}

// catan-fair's harbour zone comes back through the form, and a bad zone name is refused naming it.
TEST(PlayersEditor, SwapZonesRoundTripAndABadZoneIsNamed)
{
    const auto fair = core::io::loadRuleSet(QStringLiteral("catan-fair"));
    ui::dialogs::RuleSetEditorDialog dialog(*fair);
    const auto edited = dialog.ruleSet();
    ASSERT_TRUE(edited.has_value()) << shownError(dialog).toStdString();
    EXPECT_EQ(core::io::ruleSetToJson(*edited).value(QStringLiteral("terrains")), core::io::ruleSetToJson(*fair).value(QStringLiteral("terrains")));
    EXPECT_EQ(edited->zoneCount(), 2);
    auto* page = dialog.findChild<ui::dialogs::PlayersEditor*>();
    ASSERT_NE(page, nullptr);
    EXPECT_TRUE(page->kindsText()->toPlainText().contains(QStringLiteral("\"zone\":\"harbour\""))) << page->kindsText()->toPlainText().toStdString();
    page->kindsText()->setPlainText(R"({"harbour-3": {"zone": "two words"}})");
    EXPECT_FALSE(dialog.ruleSet().has_value());
    EXPECT_TRUE(shownError(dialog).contains(QStringLiteral("terrains[7].zone"))) << shownError(dialog).toStdString();
}

TEST(PlayersEditor, MistakesNameTheirField)
{
    const auto galaxy = core::io::loadRuleSet(QStringLiteral("space-galaxy"));
    ui::dialogs::RuleSetEditorDialog dialog(*galaxy);
    auto* page = dialog.findChild<ui::dialogs::PlayersEditor*>();
    ASSERT_NE(page, nullptr);
    const QString players = page->playersText()->toPlainText();
    page->playersText()->setPlainText(R"({"list": [{"id": "p1", "home_kind": "castle"}, {"id": "p2", "home_kind": "home"}]})");
    EXPECT_FALSE(dialog.ruleSet().has_value());
    EXPECT_TRUE(shownError(dialog).contains(QStringLiteral("players.list[0].home_kind"))) << shownError(dialog).toStdString();
    page->playersText()->setPlainText(R"({"list": []})");
    EXPECT_FALSE(dialog.ruleSet().has_value());
    EXPECT_TRUE(shownError(dialog).contains(QStringLiteral("2 to 8 players"))) << shownError(dialog).toStdString();
    page->kindsText()->setPlainText(R"({"rich": {"attributes": {"resources": "three"}}})");
    EXPECT_FALSE(dialog.ruleSet().has_value());
    EXPECT_TRUE(shownError(dialog).contains(QStringLiteral("terrains[2].attributes.resources"))) << shownError(dialog).toStdString();
    page->kindsText()->setPlainText(R"({"gold": {"fixed": true}})");
    EXPECT_FALSE(dialog.ruleSet().has_value());
    EXPECT_TRUE(shownError(dialog).contains(QStringLiteral("gold"))) << shownError(dialog).toStdString();
    // Back to the loaded text: valid again.
    page->kindsText()->clear();
    page->playersText()->setPlainText(players);
    EXPECT_FALSE(dialog.ruleSet().has_value()) << "the kinds' attributes were cleared, so player-value names unknown attributes";
    EXPECT_TRUE(shownError(dialog).contains(QStringLiteral("params.attributes"))) << shownError(dialog).toStdString();
}

} // namespace
} // namespace hexloom::test
