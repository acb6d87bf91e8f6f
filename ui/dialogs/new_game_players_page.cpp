#include "ui/dialogs/new_game_players_page.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "core/rules/edits/game_setup_check.h"
#include "ui/dialogs/home_preview.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

using core::rules::Player;

NewGamePlayersPage::NewGamePlayersPage(NewGameWizard* wizard) : QWizardPage(wizard), wizard_(wizard)
{
    setTitle(tr("Players and homes"));
    setSubTitle(tr("Select a player, then click its home hex on the board; or give it a home kind."));
    count_ = new QSpinBox(this);
    count_->setObjectName(QStringLiteral("PlayerCount"));
    count_->setRange(0, core::rules::PlayerSetup::kMaxPlayers);
    count_->setSpecialValueText(tr("none"));
    count_->setToolTip(tr("Players whose fairness the player-value requirement measures: none, or 2 to 8"));
    table_ = new QTableWidget(0, 2, this);
    table_->setObjectName(QStringLiteral("PlayersTable"));
    table_->setHorizontalHeaderLabels({tr("Name"), tr("Home")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    homeKind_ = new QComboBox(this);
    homeKind_->setObjectName(QStringLiteral("HomeKind"));
    homeKind_->setToolTip(tr("A hex on the board (click it), or every hex of a kind"));
    homeTile_ = new QComboBox(this);
    homeTile_->setObjectName(QStringLiteral("HomeTile"));
    homeTile_->setToolTip(tr("The kind the home hex holds: every new map puts it there and locks it"));
    preview_ = new HomePreview(this);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("Problem"));
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Players"), count_);
    form->addRow(table_);
    form->addRow(tr("Home of the selected player"), homeKind_);
    form->addRow(tr("Tile on the home hex"), homeTile_);
    auto* columns = new QHBoxLayout;
    columns->addLayout(form, 2);
    columns->addWidget(preview_, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(problem_);
    connect(count_, &QSpinBox::valueChanged, this, &NewGamePlayersPage::countChanged);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &NewGamePlayersPage::refresh);
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (loading_ || item->column() != 0)
            return;
        wizard_->draft().players.players[static_cast<size_t>(item->row())].name = item->text().trimmed().toStdString();
        refresh();
    });
    connect(homeKind_, &QComboBox::activated, this, &NewGamePlayersPage::homeKindChosen);
    connect(homeTile_, &QComboBox::activated, this, &NewGamePlayersPage::homeTileChosen);
    connect(preview_, &HomePreview::hexClicked, this, [this](core::model::OffsetCoord at) { hexClicked(at.row, at.col); });
}

void NewGamePlayersPage::initializePage() { reload(); }

void NewGamePlayersPage::countChanged(int players)
{
    if (loading_)
        return;
    auto& list = wizard_->draft().players.players;
    // One player is no fairness to measure: the spin box goes from none straight to two.
    if (players == 1) {
        loading_ = true;
        count_->setValue(list.empty() ? 2 : 0);
        loading_ = false;
        players = count_->value();
    }
    while (static_cast<int>(list.size()) > players)
        list.pop_back();
    const auto& kinds = wizard_->draft().terrains;
    // Homes hold the kind "home" when the game has one, else its first kind (changed below).
    const std::string tile = wizard_->draft().byId("home") != core::model::kNoTerrain ? "home" : kinds.empty() ? std::string() : kinds.front().id;
    while (static_cast<int>(list.size()) < players) {
        const int n = static_cast<int>(list.size()) + 1;
        list.push_back({"p" + std::to_string(n), tr("Player %1").arg(n).toStdString(), {}, {}, tile});
    }
    if (players == 0)
        wizard_->draft().players = core::rules::PlayerSetup{};
    reload();
    if (players > 0 && table_->currentRow() < 0)
        table_->selectRow(0);
}

void NewGamePlayersPage::hexClicked(int row, int col)
{
    const int p = table_->currentRow();
    if (p < 0)
        return;
    Player& player = wizard_->draft().players.players[static_cast<size_t>(p)];
    player.homeCells = {{row, col}};
    player.homeKind.clear();
    reload();
    // On to the next player without a home, so homes are placed with one click each.
    const auto& list = wizard_->draft().players.players;
    for (size_t next = 0; next < list.size(); ++next)
        if (list[next].homeCells.empty() && list[next].homeKind.empty()) {
            table_->selectRow(static_cast<int>(next));
            break;
        }
}

void NewGamePlayersPage::homeKindChosen(int index)
{
    const int p = table_->currentRow();
    if (p < 0)
        return;
    Player& player = wizard_->draft().players.players[static_cast<size_t>(p)];
    player.homeKind = homeKind_->itemData(index).toString().toStdString();
    if (!player.homeKind.empty()) {
        player.homeCells.clear();
        player.homeTile.clear();
    } else if (player.homeTile.empty()) {
        player.homeTile = homeTile_->itemData(0).toString().toStdString();
    }
    reload();
}

void NewGamePlayersPage::homeTileChosen(int index)
{
    if (const int p = table_->currentRow(); p >= 0) {
        wizard_->draft().players.players[static_cast<size_t>(p)].homeTile = homeTile_->itemData(index).toString().toStdString();
        reload();
    }
}

void NewGamePlayersPage::reload()
{
    const auto& r = wizard_->draft();
    const auto& list = r.players.players;
    const int selected = std::min(table_->currentRow(), static_cast<int>(list.size()) - 1);
    loading_ = true;
    count_->setValue(static_cast<int>(list.size()));
    table_->setRowCount(static_cast<int>(list.size()));
    for (int p = 0; p < static_cast<int>(list.size()); ++p) {
        const Player& player = list[static_cast<size_t>(p)];
        table_->setItem(p, 0, new QTableWidgetItem(QString::fromStdString(player.name)));
        QString home = tr("none: click a hex");
        if (!player.homeKind.empty())
            home = tr("every %1 hex").arg(r.byId(player.homeKind) == core::model::kNoTerrain
                                              ? QString::fromStdString(player.homeKind)
                                              : QString::fromStdString(r.terrain(r.byId(player.homeKind)).name));
        else if (!player.homeCells.empty())
            home = tr("row %1, column %2").arg(player.homeCells[0].row).arg(player.homeCells[0].col);
        auto* item = new QTableWidgetItem(home);
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        table_->setItem(p, 1, item);
        table_->setVerticalHeaderItem(p, new QTableWidgetItem(QString::number(p + 1)));
    }
    homeKind_->clear();
    homeKind_->addItem(tr("A hex on the board"), QString());
    homeTile_->clear();
    for (const auto& t : r.terrains) {
        homeKind_->addItem(tr("Every %1 hex").arg(QString::fromStdString(t.name)), QString::fromStdString(t.id));
        homeTile_->addItem(QString::fromStdString(t.name), QString::fromStdString(t.id));
    }
    if (selected >= 0)
        table_->selectRow(selected);
    loading_ = false;
    refresh();
}

void NewGamePlayersPage::refresh()
{
    const auto& list = wizard_->draft().players.players;
    const int p = table_->currentRow();
    const bool valid = p >= 0 && p < static_cast<int>(list.size());
    homeKind_->setEnabled(valid);
    homeTile_->setEnabled(valid && list[static_cast<size_t>(p)].homeKind.empty());
    if (valid) {
        homeKind_->setCurrentIndex(std::max(0, homeKind_->findData(QString::fromStdString(list[static_cast<size_t>(p)].homeKind))));
        homeTile_->setCurrentIndex(homeTile_->findData(QString::fromStdString(list[static_cast<size_t>(p)].homeTile)));
    }
    preview_->showBoard(wizard_->board(), list, p);
    problem_->setText(problem());
    emit completeChanged();
}

QString NewGamePlayersPage::problem() const
{
    const auto& list = wizard_->draft().players.players;
    for (size_t p = 0; p < list.size(); ++p)
        if (list[p].name.empty() || list[p].name.size() > 64)
            return tr("field \"players.list[%1].name\": 1 to 64 characters").arg(p);
    for (const auto& problem : core::rules::setupProblems(wizard_->draft(), wizard_->board()))
        if (problem.field.rfind("players", 0) == 0)
            return text::fieldText(problem.field, problem.message);
    return {};
}

bool NewGamePlayersPage::isComplete() const { return problem().isEmpty(); }

} // namespace hexloom::ui::dialogs
