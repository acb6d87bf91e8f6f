#include "ui/dialogs/new_game_players_page.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "core/rules/edits/game_setup_check.h"
#include "core/symmetry/board_symmetry.h"
#include "ui/dialogs/home_preview.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/run/symmetry_text.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

using core::model::CellIndex;
using core::rules::Player;
using core::symmetry::SymmetryMode;

NewGamePlayersPage::NewGamePlayersPage(NewGameWizard* wizard) : QWizardPage(wizard), wizard_(wizard)
{
    setTitle(tr("Players and homes"));
    setSubTitle(tr("Select a player, then click its home hex on the board; or give it a home kind."));
    count_ = new QSpinBox(this);
    count_->setObjectName(QStringLiteral("PlayerCount"));
    count_->setRange(0, core::rules::PlayerSetup::kMaxPlayers);
    count_->setSpecialValueText(tr("none", "no players"));
    count_->setToolTip(tr("Players whose fairness the player-value requirement measures: none, or 2 to 8"));
    table_ = new QTableWidget(0, 2, this);
    table_->setObjectName(QStringLiteral("PlayersTable"));
    table_->setHorizontalHeaderLabels({tr("Name"), tr("Home")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    homeKind_ = new QComboBox(this);
    homeKind_->setObjectName(QStringLiteral("HomeKind"));
    homeTile_ = new QComboBox(this);
    homeTile_->setObjectName(QStringLiteral("HomeTile"));
    symmetry_ = new QComboBox(this);
    symmetry_->setObjectName(QStringLiteral("SeatSymmetry"));
    symmetry_->addItem(run::SymmetryText::modeLabel(SymmetryMode::None), static_cast<int>(SymmetryMode::None));
    for (const SymmetryMode m : core::symmetry::symmetricModes())
        symmetry_->addItem(run::SymmetryText::modeLabel(m), static_cast<int>(m));
    // Long kind names ("Every Cultural system (1 resource, 3 influence) hex") must not widen the
    // form and squeeze the preview the homes are clicked on: the boxes keep a modest width and
    // show the whole text in their lists.
    for (QComboBox* box : {homeKind_, homeTile_, symmetry_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(18);
    }
    preview_ = new HomePreview(this);
    symmetryNote_ = new QLabel(this);
    symmetryNote_->setObjectName(QStringLiteral("SymmetryNote"));
    symmetryNote_->setWordWrap(true);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("Problem"));
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Players"), count_);
    form->addRow(table_);
    form->addRow(tr("Home of the selected player"), homeKind_);
    form->addRow(tr("Tile on the home hex"), homeTile_);
    form->addRow(tr("Symmetry of the seats"), symmetry_);
    auto* previewColumn = new QVBoxLayout;
    previewColumn->addWidget(preview_, 1);
    previewColumn->addWidget(symmetryNote_);
    auto* columns = new QHBoxLayout;
    columns->addLayout(form, 2);
    columns->addLayout(previewColumn, 3);
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
    connect(symmetry_, &QComboBox::activated, this, [this](int index) {
        wizard_->draft().symmetry = static_cast<SymmetryMode>(symmetry_->itemData(index).toInt());
        refresh();
    });
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
    auto& list = wizard_->draft().players.players;
    Player& player = list[static_cast<size_t>(p)];
    const std::vector<core::model::OffsetCoord> before = player.homeCells;
    player.homeCells = {{row, col}};
    player.homeKind.clear();
    placeImages(p, before);
    reload();
    // On to the next player without a home, so homes are placed with one click each.
    for (size_t next = 0; next < list.size(); ++next)
        if (list[next].homeCells.empty() && list[next].homeKind.empty()) {
            table_->selectRow(static_cast<int>(next));
            break;
        }
}

// With a symmetry the board has, player p's new home brings its images along (one per
// transformation, in the group's order): a seat whose home was the same image of p's old home
// follows to the new image, and the images left go to the next seats after p that have no home
// yet. Other seats' homes stay; an image another seat holds is skipped.
void NewGamePlayersPage::placeImages(int p, const std::vector<core::model::OffsetCoord>& before)
{
    auto& list = wizard_->draft().players.players;
    const auto& board = wizard_->board();
    const auto symmetry = boardSymmetry();
    const CellIndex home = board.indexAtOffset(list[static_cast<size_t>(p)].homeCells.front());
    if (!symmetry || home == core::model::kNoCell)
        return;
    const CellIndex old = before.size() == 1 ? board.indexAtOffset(before.front()) : core::model::kNoCell;
    const auto seatAt = [&](CellIndex cell) {
        for (size_t q = 0; q < list.size(); ++q)
            if (static_cast<int>(q) != p && list[q].homeCells.size() == 1 && board.indexAtOffset(list[q].homeCells.front()) == cell)
                return static_cast<int>(q);
        return -1;
    };
    // The partners of the old home, by transformation, before any home moves.
    std::vector<int> partner(static_cast<size_t>(symmetry->transformCount()), -1);
    for (int t = 1; t < symmetry->transformCount() && old != core::model::kNoCell; ++t)
        if (symmetry->image(t, old) != old)
            partner[static_cast<size_t>(t)] = seatAt(symmetry->image(t, old));
    size_t next = static_cast<size_t>(p) + 1;
    for (int t = 1; t < symmetry->transformCount(); ++t) {
        const CellIndex image = symmetry->image(t, home);
        const int holder = image == home ? p : seatAt(image);
        int seat = partner[static_cast<size_t>(t)];
        if (holder >= 0 && holder != seat)
            continue; // the hex itself (a fixed cell), or a home already there
        if (seat < 0) {
            while (next < list.size() && (!list[next].homeCells.empty() || !list[next].homeKind.empty()))
                ++next;
            if (next >= list.size())
                continue;
            seat = static_cast<int>(next++);
        }
        list[static_cast<size_t>(seat)].homeCells = {board.offset(image)};
    }
}

std::optional<core::symmetry::BoardSymmetry> NewGamePlayersPage::boardSymmetry() const
{
    const SymmetryMode mode = wizard_->draft().symmetry;
    if (mode == SymmetryMode::None || wizard_->board().size() == 0 ||
        !core::symmetry::BoardSymmetry::cellsWithoutImage(wizard_->board(), mode).empty())
        return std::nullopt;
    return core::symmetry::BoardSymmetry::of(wizard_->board(), mode);
}

// The symmetry box: modes the board lacks are disabled (their tooltip says why), and the note
// under the preview says what a click does.
void NewGamePlayersPage::showSymmetry()
{
    const auto& board = wizard_->board();
    auto* model = qobject_cast<QStandardItemModel*>(symmetry_->model());
    for (int i = 1; i < symmetry_->count(); ++i) {
        const auto missing = core::symmetry::BoardSymmetry::cellsWithoutImage(board, static_cast<SymmetryMode>(symmetry_->itemData(i).toInt()));
        model->item(i)->setEnabled(missing.empty() && board.size() > 0);
        model->item(i)->setToolTip(missing.empty() ? run::SymmetryText::modeDescription(static_cast<SymmetryMode>(symmetry_->itemData(i).toInt()))
                                                   : tr("Not for this board: %n hex(es) have no image under this symmetry", nullptr,
                                                        static_cast<int>(missing.size())));
    }
    const SymmetryMode mode = wizard_->draft().symmetry;
    symmetry_->setCurrentIndex(std::max(0, symmetry_->findData(static_cast<int>(mode))));
    symmetry_->setToolTip(symmetry_->currentText() + QLatin1Char('\n') +
                          tr("The symmetry the game declares (the rule set's symmetry field): every search keeps its maps symmetric, and "
                             "placing a home here places the homes of the next seats without one on its images"));
    QString note;
    if (mode != SymmetryMode::None)
        note = boardSymmetry() ? tr("Placing a home places the homes of the next seats without one on its images; a dashed ring marks an "
                                    "image no home holds yet.")
                               : tr("This board is not %1 symmetric: choose another symmetry or None.")
                                     .arg(run::SymmetryText::modeName(mode));
    symmetryNote_->setText(note);
    symmetryNote_->setVisible(!note.isEmpty());
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
    // A long kind name may not fit the box: its tooltip says it whole, then what the box is for.
    const auto tip = [](const QComboBox* box, const QString& purpose) {
        return box->currentText().isEmpty() ? purpose : box->currentText() + QLatin1Char('\n') + purpose;
    };
    homeKind_->setToolTip(tip(homeKind_, tr("A hex on the board (click it), or every hex of a kind")));
    homeTile_->setToolTip(tip(homeTile_, tr("The kind the home hex holds: every new map puts it there and locks it")));
    preview_->showBoard(wizard_->board(), wizard_->draft(), p);
    showSymmetry();
    problem_->setText(problem());
    emit completeChanged();
}

QString NewGamePlayersPage::problem() const
{
    const auto& list = wizard_->draft().players.players;
    for (size_t p = 0; p < list.size(); ++p)
        if (list[p].name.empty() || list[p].name.size() > 64)
            return tr("field \"players.list[%1].name\": 1 to 64 characters").arg(p);
    if (wizard_->draft().symmetry != SymmetryMode::None && !boardSymmetry())
        return tr("field \"symmetry\": the board is not %1 symmetric").arg(run::SymmetryText::modeName(wizard_->draft().symmetry));
    for (const auto& problem : core::rules::setupProblems(wizard_->draft(), wizard_->board()))
        if (problem.field.rfind("players", 0) == 0)
            return text::fieldText(problem.field, problem.message);
    return {};
}

bool NewGamePlayersPage::isComplete() const { return problem().isEmpty(); }

} // namespace hexloom::ui::dialogs
