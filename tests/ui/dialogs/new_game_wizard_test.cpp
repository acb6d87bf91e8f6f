// New Game's pages on their own: the live pool check against the board, homes checked against a
// board made smaller, a kind removed with its references handed to another, bad attribute
// values refused in one line while the typed text stays.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>
#include <numeric>

#include "core/rules/edits/kind_references.h"
#include "ui/dialogs/attributes_table.h"
#include "ui/dialogs/home_preview.h"
#include "ui/dialogs/kind_removal_dialog.h"
#include "ui/dialogs/kinds_table.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/dialogs/requirement_editor.h"
#include "ui/scene/board_geometry.h"

namespace hexloom::test {
namespace {

using ui::dialogs::NewGameWizard;

QString problem(NewGameWizard& w) { return w.currentPage()->findChild<QLabel*>(QStringLiteral("Problem"))->text(); }

void chooseTemplate(NewGameWizard& w, const char* name)
{
    w.findChild<QRadioButton*>(QStringLiteral("Template_%1").arg(QLatin1String(name)))->click();
}

TEST(NewGameWizard, ThePoolIsCheckedLiveAgainstTheBoardAndFilledOnRequest)
{
    NewGameWizard w;
    w.show();
    w.findChild<QSpinBox*>(QStringLiteral("BoardA"))->setValue(2); // 19 hexes for the 37 tiles of radius 3
    EXPECT_EQ(w.findChild<QLabel*>(QStringLiteral("BoardCells"))->text(), QStringLiteral("19 hexes"));
    w.next();
    EXPECT_EQ(problem(w).toStdString(), "field \"pool\": the pool holds 37 tiles but the board has 19 cells (18 too many)");
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
    w.findChild<QPushButton*>(QStringLiteral("FillTheBoard"))->click();
    EXPECT_EQ(problem(w), QString());
    EXPECT_TRUE(w.button(QWizard::NextButton)->isEnabled());
    const auto& pool = w.draft().pool;
    EXPECT_EQ(std::accumulate(pool.begin(), pool.end(), 0), 19);
}

TEST(NewGameWizard, AHomeLeftOffASmallerBoardIsNamed)
{
    NewGameWizard w;
    w.show();
    w.next();
    w.next();
    auto* preview = w.findChild<ui::dialogs::HomePreview*>();
    w.findChild<QSpinBox*>(QStringLiteral("PlayerCount"))->setValue(2);
    // Player 1 on the board's first hex, player 2 on (6, 3); both must be hexes of the board.
    for (const core::model::OffsetCoord at : {preview->board().offset(0), core::model::OffsetCoord{6, 3}}) {
        const ui::scene::BoardGeometry geometry(preview->board());
        const auto cell = preview->board().indexAtOffset(at);
        ASSERT_GE(cell, 0) << "(" << at.row << ", " << at.col << ") is not on the preview's board";
        QTest::mouseClick(preview->viewport(), Qt::LeftButton, {}, preview->mapFromScene(geometry.centre(cell)));
    }
    ASSERT_EQ(problem(w), QString());
    EXPECT_EQ(w.draft().players.players[1].homeCells, (std::vector<core::model::OffsetCoord>{{6, 3}}));
    w.back();
    w.back();
    w.findChild<QSpinBox*>(QStringLiteral("BoardA"))->setValue(2);
    w.next();
    w.findChild<QPushButton*>(QStringLiteral("FillTheBoard"))->click();
    w.next();
    EXPECT_TRUE(problem(w).startsWith(QStringLiteral("field \"players.list[1].home\": player Player 2's home (6, 3) is off the board")))
        << problem(w).toStdString();
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
}

TEST(NewGameWizard, RemovingAKindOffersToHandItsReferencesToAnother)
{
    NewGameWizard w;
    w.show();
    chooseTemplate(w, "slices");
    w.next();
    auto* kinds = w.findChild<ui::dialogs::KindsTable*>();
    const int nebula = w.draft().byId("nebula");
    kinds->setCurrentCell(nebula, ui::dialogs::KindsTable::kName);
    int listed = 0;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<ui::dialogs::KindRemovalDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        listed = dialog->findChild<QListWidget*>(QStringLiteral("References"))->count();
        auto* replace = dialog->findChildren<QRadioButton*>().at(1);
        replace->click();
        auto* others = dialog->findChild<QComboBox*>(QStringLiteral("Replacement"));
        others->setCurrentIndex(others->findData(QStringLiteral("supernova")));
        dialog->accept();
    });
    const int before = std::accumulate(w.draft().pool.begin(), w.draft().pool.end(), 0);
    ASSERT_TRUE(kinds->removeSelected());
    EXPECT_EQ(listed, 4); // pool, path cost, two pairs of anomalies
    EXPECT_EQ(w.draft().byId("nebula"), core::model::kNoTerrain);
    EXPECT_EQ(kinds->rowCount(), w.draft().terrainCount());
    EXPECT_EQ(std::accumulate(w.draft().pool.begin(), w.draft().pool.end(), 0), before);
    EXPECT_TRUE(core::rules::kindReferences(w.draft(), "nebula").empty());
    EXPECT_EQ(problem(w), QString());
}

TEST(NewGameWizard, RenamingToATakenIdIsRefusedAndPutBack)
{
    NewGameWizard w;
    w.show();
    w.next();
    auto* kinds = w.findChild<ui::dialogs::KindsTable*>();
    kinds->item(0, ui::dialogs::KindsTable::kId)->setText(QStringLiteral("kind-2"));
    EXPECT_EQ(kinds->item(0, ui::dialogs::KindsTable::kId)->text(), QStringLiteral("kind-1"));
    EXPECT_EQ(problem(w).toStdString(), "Kinds, row 1, id: a kind with id \"kind-2\" exists already");
}

// A number-token game from the blank page: ticking Token on two kinds asks for as many tokens as
// their tiles, named in one line until the tokens typed match; Finish's check reads the kinds back
// as taking tokens.
TEST(NewGameWizard, TheTokenColumnMakesANumberTokenGameFromBlank)
{
    NewGameWizard w;
    w.show();
    w.next();
    auto* kinds = w.findChild<ui::dialogs::KindsTable*>();
    for (int row : {0, 1})
        static_cast<QCheckBox*>(kinds->cellWidget(row, ui::dialogs::KindsTable::kToken))->click();
    EXPECT_TRUE(w.draft().terrains[0].takesToken);
    EXPECT_FALSE(w.draft().terrains[2].takesToken);
    const int tiles = w.draft().pool[0] + w.draft().pool[1];
    auto* tokens = w.findChild<QLineEdit*>(QStringLiteral("Tokens"));
    QTest::keyClicks(tokens, QStringLiteral("2,3,4"));
    EXPECT_EQ(problem(w).toStdString(), "field \"tokens\": 3 number tokens for " + std::to_string(tiles) + " tiles that take one (their kinds' pool counts)");
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
    QStringList all;
    for (int i = 0; i < tiles; ++i)
        all << QString::number(2 + i % 11);
    tokens->clear();
    QTest::keyClicks(tokens, all.join(QLatin1Char(',')));
    EXPECT_EQ(problem(w), QString());
    QString reason;
    const auto checked = w.checked(&reason);
    ASSERT_TRUE(checked.has_value()) << reason.toStdString();
    EXPECT_TRUE(checked->terrains[1].takesToken);
    EXPECT_EQ(checked->tokenPool.size(), static_cast<size_t>(tiles));
}

// A title typed on the first page stays when another template is chosen (the template's own title
// replaced it before).
TEST(NewGameWizard, ATypedTitleStaysWhenATemplateIsChosen)
{
    NewGameWizard w;
    w.show();
    auto* title = w.findChild<QLineEdit*>(QStringLiteral("GameTitle"));
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("River Realms"));
    chooseTemplate(w, "tokens");
    EXPECT_EQ(w.draft().title, "River Realms");
    EXPECT_EQ(title->text(), QStringLiteral("River Realms"));
    EXPECT_EQ(w.draft().terrains.front().id, "wood") << "the template is applied";
}

TEST(NewGameWizard, ABadAttributeValueIsNamedAndTheTextStays)
{
    NewGameWizard w;
    w.show();
    w.next();
    auto* attributes = w.findChild<ui::dialogs::AttributesTable*>();
    ASSERT_TRUE(attributes->addAttribute(QStringLiteral("influence")));
    attributes->item(1, 0)->setText(QStringLiteral("3"));
    EXPECT_EQ(w.draft().terrains[1].attribute("influence"), 3.0);
    attributes->item(2, 0)->setText(QStringLiteral("lots"));
    EXPECT_EQ(problem(w).toStdString(), "Attributes, influence of Kind 3: \"lots\" is not a number from -1000000 to 1000000");
    EXPECT_EQ(attributes->item(2, 0)->text(), QStringLiteral("lots"));
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
    EXPECT_FALSE(attributes->addAttribute(QStringLiteral("two words")));
}

} // namespace
} // namespace hexloom::test


namespace hexloom::test {
namespace {

// The requirements page is checked as the designer edits: a second requirement given the first's
// id is named under the form at once and Finish is off, with what was typed kept; mending the id
// turns Finish on again, before anything is saved.
TEST(NewGameWizard, TheRequirementsAreCheckedAsTheyAreEdited)
{
    NewGameWizard w;
    w.show();
    while (w.currentId() != NewGameWizard::kRequirementsPage && w.button(QWizard::NextButton)->isEnabled())
        w.next();
    ASSERT_EQ(w.currentId(), NewGameWizard::kRequirementsPage) << problem(w).toStdString();
    auto* editor = w.findChild<ui::dialogs::RequirementEditor*>();
    for (QPushButton* b : editor->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Add")) {
            b->click();
            b->click();
        }
    EXPECT_TRUE(w.button(QWizard::FinishButton)->isEnabled()) << problem(w).toStdString();
    auto* id = editor->findChildren<QLineEdit*>().front(); // the selected (second) requirement's id
    id->selectAll();
    QTest::keyClicks(id, QStringLiteral("REQ1"));
    EXPECT_FALSE(w.button(QWizard::FinishButton)->isEnabled()) << "two requirements named REQ1";
    // Named by its field, without the line and column of the JSON the check reads back, which the
    // designer never sees.
    EXPECT_EQ(problem(w).toStdString(), "field \"requirements[1].id\": duplicate requirement id \"REQ1\"");
    EXPECT_EQ(id->text(), QStringLiteral("REQ1")) << "what was typed stays";
    QTest::keyClicks(id, QStringLiteral("b"));
    EXPECT_TRUE(w.button(QWizard::FinishButton)->isEnabled()) << problem(w).toStdString();
    EXPECT_EQ(problem(w), QString());
}

} // namespace
} // namespace hexloom::test
